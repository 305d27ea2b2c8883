import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.3: `a.simultaneously(with: b)` is active when either is active; ends once both are
/// terminal and at least one ended; fails only if both failed; onEnded fires once. Its value is
/// `(first: A.Value?, second: B.Value?)`.
@Suite("SimultaneousGesture")
struct SimultaneousGestureTests {
    typealias Pair = SimultaneousGesture<ScriptedGesture, ScriptedGesture>

    /// Every combination of the children's outcomes and the composed phase it makes.
    static let phaseTable: [(ScriptedOutcome, ScriptedOutcome, GesturePhase)] = [
        (.possible, .possible, .possible),
        (.possible, .active, .active),
        (.possible, .ended, .active),
        (.possible, .failed, .possible),
        (.active, .possible, .active),
        (.active, .active, .active),
        (.active, .ended, .active),
        (.active, .failed, .active),
        (.ended, .possible, .active),
        (.ended, .active, .active),
        (.ended, .ended, .ended),
        (.ended, .failed, .ended),
        (.failed, .possible, .possible),
        (.failed, .active, .active),
        (.failed, .ended, .ended),
        (.failed, .failed, .failed),
    ]

    @Test("children's outcomes → composed phase and value", arguments: phaseTable)
    func phaseAndValue(first: ScriptedOutcome, second: ScriptedOutcome, expected: GesturePhase) {
        let driver = GestureDriver(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2)))
        first.play(on: driver, pointer: 1, value: 11)
        second.play(on: driver, pointer: 2, value: 22)
        #expect(driver.recognizer.first.phase == first.phase, "the script did what it says")
        #expect(driver.recognizer.second.phase == second.phase, "the script did what it says")
        #expect(driver.phase == expected)
        let (a, b) = (first.value(11), second.value(22))
        let expectedValue = a == nil && b == nil ? nil : Pair.Value(first: a, second: b)
        #expect(driver.value == expectedValue)
    }

    @Test("the same table with the children's roles swapped", arguments: phaseTable)
    func phaseIsSymmetric(first: ScriptedOutcome, second: ScriptedOutcome, expected: GesturePhase) {
        let driver = GestureDriver(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2)))
        second.play(on: driver, pointer: 2, value: 22)
        first.play(on: driver, pointer: 1, value: 11)
        #expect(driver.phase == expected)
    }

    @Test func onEndedFiresOnceWhenTheLastChildIsDone() {
        var ended: [Pair.Value] = []
        let driver = GestureDriver(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2))
            .onEnded { ended.append($0) })
        ScriptedOutcome.ended.play(on: driver, pointer: 1, value: 11)
        #expect(driver.phase == .active)
        #expect(ended.isEmpty, "one child is still possible")
        ScriptedOutcome.ended.play(on: driver, pointer: 2, value: 22)
        #expect(driver.phase == .ended)
        #expect(ended == [Pair.Value(first: 11, second: 22)])
        driver.wait(1)
        #expect(ended.count == 1)
        #expect(driver.transitions.map(\.transition) == [.began, .ended])
    }

    @Test func endedAndFailedEndsWithTheFailedSideNil() {
        var ended: [Pair.Value] = []
        var cancelled = 0
        let driver = GestureDriver(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2))
            .onEnded { ended.append($0) }
            .onCancelled { cancelled += 1 })
        ScriptedOutcome.active.play(on: driver, pointer: 1, value: 11)
        ScriptedOutcome.failed.play(on: driver, pointer: 2, value: 22)
        #expect(driver.phase == .active)
        driver.up(1)
        #expect(ended == [Pair.Value(first: 11, second: nil)])
        #expect(cancelled == 0)
    }

    @Test func bothFailingFailsAndNeverEnds() {
        var ended = 0
        let driver = GestureDriver(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2))
            .onEnded { _ in ended += 1 })
        ScriptedOutcome.failed.play(on: driver, pointer: 1, value: 11)
        ScriptedOutcome.failed.play(on: driver, pointer: 2, value: 22)
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
        #expect(ended == 0)
        #expect(driver.transitions.isEmpty)
    }

    @Test func cancelAllFailsBothAndResetsState() {
        let state = GestureState(wrappedValue: 0)
        var ended = 0
        var cancelled = 0
        let driver = GestureDriver(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2))
            .updating(state) { value, state, _ in state = (value.first ?? 0) + (value.second ?? 0) }
            .onEnded { _ in ended += 1 }
            .onCancelled { cancelled += 1 })
        ScriptedOutcome.active.play(on: driver, pointer: 1, value: 11)
        ScriptedOutcome.active.play(on: driver, pointer: 2, value: 22)
        #expect(state.wrappedValue == 33)
        driver.cancelAll()
        #expect(driver.phase == .failed)
        #expect(state.wrappedValue == 0)
        #expect(ended == 0)
        #expect(cancelled == 1)
    }

    @Test func aPairFollowsItsPartsThroughValueChangesAndAfterAReset() {
        var recognizer = ScriptedGesture(1).simultaneously(with: ScriptedGesture(2)).makeRecognizer()
        // Each step: an input on one pointer, and the pair's phase after it.
        let steps: [(PointerEvent.Kind, PointerID, Double, GesturePhase)] = [
            (.down, 1, 0, .possible), (.move, 1, 5, .active), (.move, 1, 6, .active), (.down, 2, 0, .active),
            (.up, 1, 6, .active), (.up, 2, 0, .ended),
        ]
        for round in 0..<2 {
            for (kind, pointer, x, phase) in steps {
                recognizer.update(.pointer(PointerEvent(kind, pointer: pointer, at: Point(x: x, y: 0), time: 0)), in: GestureContext())
                #expect(recognizer.phase == phase, "round \(round): \(kind) of \(pointer)")
            }
            #expect(recognizer.value?.first == 6)
            recognizer.reset()
            #expect(recognizer.phase == .possible)
        }
    }

    // MARK: Real gestures

    @Test func aOneFingerDragWithAPinchEndsAsADrag() throws {
        var ended: [SimultaneousGesture<DragGesture, MagnifyGesture>.Value] = []
        let driver = GestureDriver(DragGesture().simultaneously(with: MagnifyGesture()).onEnded { ended.append($0) })
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.drag(by: Vector(width: 50, height: 0))
        #expect(driver.phase == .active)
        driver.up()
        #expect(driver.phase == .ended)
        #expect(ended.count == 1)
        let value = try #require(ended.first)
        #expect(value.first?.translation == Vector(width: 50, height: 0))
        #expect(value.second == nil)
    }

    @Test func aPinchDragsAndMagnifiesAtOnce() throws {
        let driver = GestureDriver(DragGesture(coordinateSpace: .global).simultaneously(with: MagnifyGesture()))
        let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 2).moved(by: Vector(width: 40, height: 0)))
        let value = try #require(driver.value)
        let drag = try #require(value.first)
        let pinch = try #require(value.second)
        #expect(drag.startLocation == start.first, "the drag follows the first finger")
        #expect(abs(pinch.magnification - 2) < 1e-9)
        driver.liftTwoFingers()
        #expect(driver.phase == .ended)
        #expect(driver.count(.ended) == 1)
    }

    @Test func aLongPressHeldWhileDraggingKeepsItsValueAfterEnding() throws {
        let driver = GestureDriver(LongPressGesture(maximumDistance: 100)
            .simultaneously(with: DragGesture()))
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.advance(to: 0.5)
        #expect(driver.recognizer.first.phase == .ended)
        #expect(driver.phase == .active, "the drag is still possible")
        driver.drag(by: Vector(width: 0, height: 30))
        let value = try #require(driver.value)
        #expect(value.first == true)
        #expect(value.second?.translation == Vector(width: 0, height: 30))
        driver.up()
        #expect(driver.phase == .ended)
    }
}

/// `nextDeadline()` of `a.simultaneously(with: b)`: the earlier of its parts'.
@Suite("SimultaneousGesture.nextDeadline")
struct SimultaneousGestureDeadlineTests {
    private let origin = Point(x: 100, y: 100)

    @Test func bothWaitingForInputItWaitsForInput() {
        let recognizer = DragGesture().simultaneously(with: LongPressGesture()).makeRecognizer()
        #expect(recognizer.deadline == .infinity)
    }

    @Test("pressed at 0.2: the earlier of a long press's and a tap's deadline",
          arguments: [(0.5, 0.7), (1.0, 0.95), (0.75, 0.95)])
    func theEarlierOfBoth(minimumDuration: Double, expected: Double) {
        var forward = LongPressGesture(minimumDuration: minimumDuration).simultaneously(with: TapGesture()).makeRecognizer()
        var backward = TapGesture().simultaneously(with: LongPressGesture(minimumDuration: minimumDuration)).makeRecognizer()
        forward.send(.down, at: origin, time: 0.2)
        backward.send(.down, at: origin, time: 0.2)
        #expect(isDeadline(forward.deadline, justBefore: expected))
        #expect(forward.deadline == min(forward.first.deadline, forward.second.deadline))
        #expect(backward.deadline == forward.deadline, "symmetric")
    }

    @Test func onePartsDeadlineAloneDecides() {
        var recognizer = DragGesture().simultaneously(with: LongPressGesture()).makeRecognizer()
        recognizer.send(.down, at: origin, time: 1)
        #expect(isDeadline(recognizer.deadline, justBefore: 1.5))
        recognizer.send(.move, at: origin + Vector(width: 30, height: 0), time: 1.1)
        // The long press failed (moved too far), the drag is active: only input matters now.
        #expect(recognizer.second.phase == .failed)
        #expect(recognizer.first.phase == .active)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aPartThatAsksEveryTickMakesTheWholeAskEveryTick() {
        var recognizer = LongPressGesture().simultaneously(with: DragGesture()).makeRecognizer()
        recognizer.send(.down, at: origin, time: 0, in: holdingBegin)
        recognizer.send(.move, at: origin + Vector(width: 5, height: 0), time: 0.1, in: holdingBegin)
        #expect(recognizer.deadline == -.infinity)
    }

    @Test func whenOnePartEndedTheOthersDeadlineRemains() {
        var recognizer = TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 1)).makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.up, at: origin, time: 0.1)
        #expect(recognizer.first.phase == .ended)
        #expect(recognizer.second.phase == .failed)
        #expect(recognizer.deadline == .infinity)

        var pressing = LongPressGesture(minimumDuration: 0.3).simultaneously(with: TapGesture(count: 2)).makeRecognizer()
        pressing.send(.down, at: origin, time: 0)
        pressing.tick(to: 0.3)
        #expect(pressing.first.phase == .ended)
        #expect(isDeadline(pressing.deadline, justBefore: 0.75), "the tap's press is still timed")
    }
}
