import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.3: `a.sequenced(before: b)` is `.first(a)` until `a` ends, then `.second(a, nil)` at
/// once and `.second(a, b)` as `b` produces values; `b` receives events only after `a` ended,
/// starting with the pointers still down at their current locations; either failing fails it.
@Suite("SequenceGesture")
struct SequenceGestureTests {
    typealias Scripted = SequenceGesture<ScriptedGesture, ScriptedGesture>

    /// A scripted situation of the two children and what the sequence makes of it.
    enum Situation: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case firstPossible, firstActive, firstEnded, firstEndedWithSecondPointerDown
        case secondActive, secondEnded, firstFailed, firstCancelled, secondFailed, secondCancelled

        var testDescription: String { rawValue }

        func play<G: Gesture>(on driver: GestureDriver<G>) {
            let (x1, x2) = (11.0, 22.0)
            func firstEnds() {
                driver.down(1, at: Point(x: 0, y: 100))
                driver.move(1, to: Point(x: x1, y: 100))
                driver.up(1)
            }
            switch self {
            case .firstPossible:
                driver.down(1, at: Point(x: 0, y: 100))
            case .firstActive:
                driver.down(1, at: Point(x: 0, y: 100))
                driver.move(1, to: Point(x: x1, y: 100))
            case .firstEnded:
                firstEnds()
            case .firstEndedWithSecondPointerDown:
                driver.down(2, at: Point(x: 0, y: 200))
                firstEnds()
            case .secondActive:
                driver.down(2, at: Point(x: 0, y: 200))
                firstEnds()
                driver.move(2, to: Point(x: x2, y: 200))
            case .secondEnded:
                driver.down(2, at: Point(x: 0, y: 200))
                firstEnds()
                driver.move(2, to: Point(x: x2, y: 200))
                driver.up(2)
            case .firstFailed:
                driver.down(1, at: Point(x: 0, y: 100))
                driver.up(1)
            case .firstCancelled:
                driver.down(1, at: Point(x: 0, y: 100))
                driver.move(1, to: Point(x: x1, y: 100))
                driver.cancel(1)
            case .secondFailed:
                driver.down(2, at: Point(x: 0, y: 200))
                firstEnds()
                driver.up(2)
            case .secondCancelled:
                driver.down(2, at: Point(x: 0, y: 200))
                firstEnds()
                driver.move(2, to: Point(x: x2, y: 200))
                driver.cancel(2)
            }
        }

        var expected: (phase: GesturePhase, value: Scripted.Value?) {
            switch self {
            case .firstPossible: (.possible, nil)
            case .firstActive: (.active, .first(11))
            // A continuous first part that ends on its last pointer's release leaves nothing to
            // continue it: the sequence fails rather than wait, its state set, for a new press.
            case .firstEnded: (.failed, nil)
            case .firstEndedWithSecondPointerDown: (.active, .second(11, nil))
            case .secondActive: (.active, .second(11, 22))
            case .secondEnded: (.ended, .second(11, 22))
            case .firstFailed, .firstCancelled, .secondFailed, .secondCancelled: (.failed, nil)
            }
        }
    }

    @Test("children's situation → composed phase and value", arguments: Situation.allCases)
    func phaseAndValue(situation: Situation) {
        var ended: [Scripted.Value] = []
        let driver = GestureDriver(ScriptedGesture(1).sequenced(before: ScriptedGesture(2))
            .onEnded { ended.append($0) })
        situation.play(on: driver)
        #expect(driver.phase == situation.expected.phase)
        #expect(driver.value == situation.expected.value)
        #expect(ended.count == (situation.expected.phase == .ended ? 1 : 0))
        if situation.expected.phase == .ended { #expect(ended.first == .second(11, 22)) }
    }

    @Test func theSecondSeesNothingBeforeTheFirstEnded() {
        let driver = GestureDriver(ScriptedGesture(1).sequenced(before: ScriptedGesture(2)))
        driver.down(1, at: Point(x: 0, y: 100))
        driver.down(2, at: Point(x: 0, y: 200))
        driver.move(2, to: Point(x: 22, y: 200))
        #expect(driver.recognizer.second.phase == .possible)
        #expect(driver.recognizer.second.value == nil)
        #expect(driver.phase == .possible)
        driver.move(1, to: Point(x: 11, y: 100))
        driver.up(1)
        // Handed over: pointer 2 is pressed on the second at its current location, unmoved.
        #expect(driver.value == .second(11, nil))
        driver.move(2, to: Point(x: 33, y: 200))
        #expect(driver.value == .second(11, 33))
    }

    @Test func onEndedAndTransitionsHappenOnceForTheWholeSequence() {
        var ended = 0
        let driver = GestureDriver(ScriptedGesture(1).sequenced(before: ScriptedGesture(2))
            .onEnded { _ in ended += 1 })
        Situation.secondEnded.play(on: driver)
        #expect(ended == 1)
        #expect(driver.transitions.map(\.transition) == [.began, .ended])
    }

    // MARK: Long press, then drag

    @Test func theHandOverIsDeliveredAtOnceAndUpdatingSeesIt() {
        let seen = GestureState(wrappedValue: "inactive")
        var log: [String] = []
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture())
            .updating(seen) { value, state, _ in
                switch value {
                case .first(let pressing): state = "first(\(pressing))"
                case .second(let pressing, let drag):
                    state = "second(\(pressing), \(drag.map { "\($0.translation)" } ?? "nil"))"
                }
                log.append(state)
            })
        driver.down(at: Point(x: 100, y: 100), time: 0)
        #expect(seen.wrappedValue == "first(true)")
        driver.advance(to: 0.49)
        if case .first(true)? = driver.value {} else {
            Issue.record("still .first(true) before 0.5 s, got \(String(describing: driver.value))")
        }
        driver.advance(to: 0.5)
        #expect(seen.wrappedValue == "second(true, nil)", "delivered on the tick the long press ended")
        guard case .second(true, nil)? = driver.value else {
            Issue.record("expected .second(true, nil), got \(String(describing: driver.value))")
            return
        }
        #expect(driver.phase == .active)
        #expect(log == ["first(true)", "second(true, nil)"])
    }

    @Test func theDragAfterALongPressStartsWhereTheFingerIsWithoutAJump() throws {
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture(coordinateSpace: .global)))
        let press = Point(x: 100, y: 100)
        driver.down(at: press, time: 0)
        driver.move(to: press + Vector(width: 6, height: 0), time: 0.2)   // within the long press's 10 pt
        driver.advance(to: 0.5)
        let handedOver = press + Vector(width: 6, height: 0)
        driver.move(to: handedOver + Vector(width: 9, height: 0), time: 0.55)
        guard case .second(true, nil)? = driver.value else {
            Issue.record("9 pt from the hand-over is not yet a drag: \(String(describing: driver.value))")
            return
        }
        driver.move(to: handedOver + Vector(width: 20, height: 0), time: 0.6)
        guard case .second(true, let drag?)? = driver.value else {
            Issue.record("expected a drag, got \(String(describing: driver.value))")
            return
        }
        #expect(drag.startLocation == handedOver, "where the finger was when the long press ended")
        #expect(drag.translation == Vector(width: 20, height: 0), "no jump by the 6 pt moved while pressing")
    }

    @Test func everyPointerStillDownIsHandedOverAtItsCurrentLocation() throws {
        let driver = GestureDriver(LongPressGesture().sequenced(before: MagnifyGesture()))
        let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)
        driver.down(1, at: start.first, time: 0)
        driver.down(2, at: start.second, time: 0.1)
        // The second finger wanders while the long press (which follows only the first) runs.
        driver.move(2, to: start.first + Vector(width: 130, height: 0), time: 0.2)
        driver.move(2, to: start.first + Vector(width: 160, height: 0), time: 0.3)
        driver.advance(to: 0.5)
        guard case .second(true, nil)? = driver.value else {
            Issue.record("got \(String(describing: driver.value))")
            return
        }
        // Spreading from 160 to 320 doubles the magnification measured from the hand-over.
        driver.drag(2, by: Vector(width: 160, height: 0))
        guard case .second(true, let pinch?)? = driver.value else {
            Issue.record("got \(String(describing: driver.value))")
            return
        }
        #expect(abs(pinch.magnification - 2) < 1e-9)
    }

    @Test func aPressWithoutMovementEndsTheSequenceWithAZeroDistanceDrag() {
        var ended: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture(minimumDistance: 0))
            .onEnded { ended.append($0) })
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.advance(to: 0.5)
        guard case .second(true, let drag?)? = driver.value else {
            Issue.record("the drag is active at once: \(String(describing: driver.value))")
            return
        }
        #expect(drag.translation == .zero)
        driver.up(time: 0.7)
        #expect(driver.phase == .ended)
        #expect(ended.count == 1)
        if case .second(true, let drag?)? = ended.first {
            #expect(drag.translation == .zero)
        } else {
            Issue.record("ended with \(ended)")
        }
    }

    @Test func theFirstFailingFailsTheSequence() {
        var ended = 0
        var cancelled = 0
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture())
            .onEnded { _ in ended += 1 }
            .onCancelled { cancelled += 1 })
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.up(time: 0.3)
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
        driver.wait(1)
        #expect(ended == 0)
        #expect(cancelled == 1, "the long press had begun")
    }

    @Test func theSecondFailingFailsTheSequenceAndResetsState() {
        let dragging = GestureState(wrappedValue: false)
        var ended = 0
        var cancelled = 0
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture())
            .updating(dragging) { value, state, _ in
                if case .second = value { state = true }
            }
            .onEnded { _ in ended += 1 }
            .onCancelled { cancelled += 1 })
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.advance(to: 0.6)
        #expect(dragging.wrappedValue == true)
        driver.move(to: Point(x: 105, y: 100), time: 0.7)
        driver.up(time: 0.8)   // released before the drag's 10 pt
        #expect(driver.phase == .failed)
        #expect(dragging.wrappedValue == false)
        #expect(ended == 0)
        #expect(cancelled == 1)
        #expect(driver.transitions.map(\.transition) == [.began, .cancelled])
    }

    @Test func aFullLongPressDragEndsOnceWithBothValues() {
        var ended: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture())
            .onEnded { ended.append($0) })
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.wait(0.5)
        driver.drag(by: Vector(width: 40, height: -30))
        driver.up()
        #expect(driver.phase == .ended)
        #expect(ended.count == 1)
        if case .second(true, let drag?)? = ended.first {
            #expect(drag.translation == Vector(width: 40, height: -30))
        } else {
            Issue.record("ended with \(ended)")
        }
    }
}
