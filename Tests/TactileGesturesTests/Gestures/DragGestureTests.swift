import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.2: active once the pointer has moved `minimumDistance` (10 pt) from where it went
/// down; released before that → failed. Values in the requested coordinate space.
@Suite("DragGesture")
struct DragGestureTests {
    private let origin = Point(x: 200, y: 300)

    // MARK: minimumDistance

    @Test("9.9 pt stays possible, 10 pt becomes active",
          arguments: [(Vector(width: 9.9, height: 0), false),
                      (Vector(width: 10, height: 0), true),
                      (Vector(width: 0, height: -9.9), false),
                      (Vector(width: 6, height: 8), true)])   // 10 pt diagonally
    func minimumDistance(offset: Vector, activates: Bool) {
        let driver = GestureDriver(DragGesture())
        driver.down(at: origin, time: 0)
        driver.move(to: origin + offset, time: 0.05)
        #expect(driver.phase == (activates ? .active : .possible))
        if activates {
            #expect(driver.value?.translation == offset)
            #expect(driver.transitions.map(\.transition) == [.began])
        } else {
            #expect(driver.value == nil)
        }
    }

    @Test func releasedBeforeTheMinimumDistanceFails() {
        var ended = 0
        var changed = 0
        let driver = GestureDriver(DragGesture()
            .onChanged { _ in changed += 1 }
            .onEnded { _ in ended += 1 })
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 9.9, height: 0), time: 0.05)
        driver.up(time: 0.1)
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
        #expect(ended == 0)
        #expect(changed == 0)
        #expect(driver.transitions.isEmpty, "it never began, so it is not cancelled either")
    }

    @Test func minimumDistanceZeroIsActiveOnDownAndEndsWithoutMoving() {
        var final: DragGesture.Value?
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onEnded { final = $0 })
        driver.down(at: origin, time: 0)
        #expect(driver.phase == .active)
        #expect(driver.value?.translation == .zero)
        #expect(driver.value?.location == origin)
        driver.up(time: 0.2)
        #expect(driver.phase == .ended)
        #expect(final?.translation == .zero)
        #expect(final?.startLocation == origin)
    }

    @Test("a custom minimumDistance is honoured", arguments: [(49.9, false), (50.0, true)])
    func customMinimumDistance(distance: Double, activates: Bool) {
        let driver = GestureDriver(DragGesture(minimumDistance: 50))
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 0, height: distance), time: 0.1)
        #expect(driver.phase == (activates ? .active : .possible))
        driver.up(time: 0.2)
        #expect(driver.phase == (activates ? .ended : .failed))
    }

    @Test func theDefaultsAreTenPointsInTheLocalSpace() {
        #expect(DragGesture().minimumDistance == 10)
        #expect(DragGesture().coordinateSpace == .local)
    }

    // MARK: Values

    @Test func valuesFollowThePointerAndEndOnRelease() {
        var ended: [DragGesture.Value] = []
        let driver = GestureDriver(DragGesture(coordinateSpace: .global).onEnded { ended.append($0) })
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 30, height: -40), time: 0.1)
        let value = driver.value
        #expect(value?.time.loopSeconds == 0.1)
        #expect(value?.startLocation == origin)
        #expect(value?.location == Point(x: 230, y: 260))
        #expect(value?.translation == Vector(width: 30, height: -40))
        driver.move(to: origin + Vector(width: 50, height: -40), time: 0.2)
        driver.up(time: 0.3)
        #expect(driver.phase == .ended)
        #expect(ended.count == 1)
        #expect(ended.first?.translation == Vector(width: 50, height: -40))
        #expect(ended.first?.startLocation == origin)
        #expect(driver.transitions.map(\.transition) == [.began, .ended])
    }

    @Test func aSecondFingerIsIgnored() {
        let driver = GestureDriver(DragGesture(coordinateSpace: .global))
        driver.down(1, at: origin, time: 0)
        driver.down(2, at: Point(x: 0, y: 0), time: 0.01)
        driver.move(2, to: Point(x: 100, y: 100), time: 0.02)
        #expect(driver.phase == .possible)
        driver.move(1, to: origin + Vector(width: 20, height: 0), time: 0.03)
        #expect(driver.value?.translation == Vector(width: 20, height: 0))
        driver.up(2, time: 0.04)
        #expect(driver.phase == .active)
        driver.up(1, time: 0.05)
        #expect(driver.phase == .ended)
    }

    @Test func aCancelledPointerFailsAnActiveDrag() {
        var ended = 0
        let driver = GestureDriver(DragGesture().onEnded { _ in ended += 1 })
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 30, height: 0), time: 0.05)
        driver.cancel(time: 0.1)
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
        #expect(ended == 0)
        #expect(driver.transitions.map(\.transition) == [.began, .cancelled])
    }

    // MARK: Coordinate spaces

    private let spaces = CoordinateSpaces(
        local: AffineTransform(translationX: -100, y: -50),
        named: [(name: "board", transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))])

    @Test("values are reported in the requested space",
          arguments: [
            (CoordinateSpace.local, Point(x: 100, y: 250), Point(x: 130, y: 250), Vector(width: 30, height: 0)),
            (.global, Point(x: 200, y: 300), Point(x: 230, y: 300), Vector(width: 30, height: 0)),
            (.named("board"), Point(x: 400, y: 600), Point(x: 460, y: 600), Vector(width: 60, height: 0)),
          ])
    func coordinateSpace(space: CoordinateSpace, start: Point, location: Point, translation: Vector) {
        let driver = GestureDriver(DragGesture(coordinateSpace: space), spaces: spaces)
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 30, height: 0), time: 0.1)
        #expect(driver.value?.startLocation == start)
        #expect(driver.value?.location == location)
        #expect(driver.value?.translation == translation)
    }

    @Test func theMinimumDistanceIsMeasuredInWindowPoints() {
        // A 2× named space doubles the reported values, not the distance needed to start.
        let driver = GestureDriver(DragGesture(coordinateSpace: .named("board")), spaces: spaces)
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 9, height: 0), time: 0.1)
        #expect(driver.phase == .possible)
    }

    @Test func aSpaceThatMovesUnderTheFingerDoesNotFeedBackIntoTheTranslation() {
        // The entity follows the drag: its local space moves with each update.
        var session = GestureSession(DragGesture(), spaces: CoordinateSpaces(local: .identity))
        session.handle(PointerEvent(.down, pointer: 1, at: Point(x: 100, y: 100), time: 0))
        session.handle(PointerEvent(.move, pointer: 1, at: Point(x: 120, y: 100), time: 0.01))
        #expect(session.value?.translation == Vector(width: 20, height: 0))
        session.spaces.local = AffineTransform(translationX: -20, y: 0)
        session.handle(PointerEvent(.move, pointer: 1, at: Point(x: 140, y: 100), time: 0.02))
        #expect(session.value?.translation == Vector(width: 40, height: 0))
        #expect(session.value?.location == Point(x: 120, y: 100), "the location is in the space as it is now")
    }

    // MARK: Velocity and prediction

    @Test func aConstantSpeedDragHasThatVelocity() throws {
        let driver = GestureDriver(DragGesture(coordinateSpace: .global))
        driver.down(at: origin, time: 0)
        // 120 pt right and 60 pt down in 10 moves of 1/120 s: 1440 pt/s, 720 pt/s.
        driver.drag(by: Vector(width: 120, height: 60), steps: 10)
        let value = try #require(driver.value)
        #expect(abs(value.velocity.width - 1440) <= 14.4)
        #expect(abs(value.velocity.height - 720) <= 7.2)
    }

    @Test func predictedEndIsHalfASecondAlongTheVelocity() throws {
        let driver = GestureDriver(DragGesture(coordinateSpace: .global))
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 100, height: -50), steps: 10)
        let value = try #require(driver.value)
        let expected = value.location + value.velocity * 0.5
        #expect(abs(value.predictedEndLocation.x - expected.x) < 1e-9)
        #expect(abs(value.predictedEndLocation.y - expected.y) < 1e-9)
        let translation = value.translation + value.velocity * 0.5
        #expect(abs(value.predictedEndTranslation.width - translation.width) < 1e-9)
        #expect(abs(value.predictedEndTranslation.height - translation.height) < 1e-9)
        #expect(value.predictedEndLocation.x > value.location.x + 100, "a fling is predicted to go on")
    }

    @Test func fingerStopsThenLiftsHasZeroFinalVelocity() throws {
        var final: DragGesture.Value?
        let driver = GestureDriver(DragGesture().onEnded { final = $0 })
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 200, height: 0), steps: 10)
        let stopped = driver.time
        driver.up(time: stopped + 0.045)
        let value = try #require(final)
        #expect(value.velocity == .zero)
        #expect(value.predictedEndLocation == value.location)
        #expect(value.predictedEndTranslation == value.translation)
    }

    @Test func aLiftRightAfterMovingKeepsTheFlingVelocity() throws {
        var final: DragGesture.Value?
        let driver = GestureDriver(DragGesture().onEnded { final = $0 })
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 200, height: 0), steps: 10)
        driver.up(time: driver.time + 0.03)
        let value = try #require(final)
        #expect(abs(value.velocity.width - 2400) <= 24)
    }

    @Test func nonFiniteLocationsNeverYieldNaN() throws {
        let driver = GestureDriver(DragGesture())
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 50, height: 0), steps: 5)
        driver.move(to: Point(x: .nan, y: 10), time: driver.time + 0.008)
        driver.move(to: Point(x: .infinity, y: -.infinity), time: driver.time + 0.008)
        let value = try #require(driver.value)
        #expect(value.location.isFinite)
        #expect(value.translation.isFinite)
        #expect(value.velocity.isFinite)
        #expect(value.predictedEndLocation.isFinite)
        driver.up(at: Point(x: .nan, y: .nan), time: driver.time + 0.008)
        #expect(driver.phase == .ended)
        let final = try #require(driver.value)
        #expect(final.location.isFinite && final.velocity.isFinite && final.predictedEndTranslation.isFinite)
    }

    @Test func aDownAtANonFiniteLocationIsIgnored() {
        let driver = GestureDriver(DragGesture(minimumDistance: 0))
        driver.down(at: Point(x: .nan, y: 0), time: 0)
        #expect(driver.phase == .possible)
        #expect(driver.value == nil)
    }
}

/// `nextDeadline()` of a drag: only input moves it on, except when it was held back from
/// beginning past its minimum distance, or its end is held back: then every tick.
@Suite("DragGesture.nextDeadline")
struct DragGestureDeadlineTests {
    private let origin = Point(x: 200, y: 300)

    @Test func freshPressedAndActiveDragsWaitForInput() {
        var recognizer = DragGesture().makeRecognizer()
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.down, at: origin, time: 0)
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.move, at: origin + Vector(width: 5, height: 0), time: 0.1)
        #expect(recognizer.phase == .possible)
        #expect(recognizer.deadline == .infinity, "short of the minimum distance")
        recognizer.send(.move, at: origin + Vector(width: 30, height: 0), time: 0.2)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.up, at: origin + Vector(width: 30, height: 0), time: 0.3)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aFailedDragWaitsForNothing() {
        var recognizer = DragGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.up, at: origin, time: 0.1)
        #expect(recognizer.phase == .failed)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func heldBackPastItsMinimumDistanceItAsksEveryTickAndBeginsWhenAllowed() {
        var recognizer = DragGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0, in: holdingBegin)
        recognizer.send(.move, at: origin + Vector(width: 30, height: 0), time: 0.1, in: holdingBegin)
        #expect(recognizer.phase == .possible)
        #expect(recognizer.deadline == -.infinity)
        recognizer.tick(to: 0.15, in: holdingBegin)
        #expect(recognizer.deadline == -.infinity)
        let changed1 = recognizer.tick(to: 0.2)
        #expect(changed1)
        #expect(recognizer.phase == .active)
        #expect(recognizer.value?.translation == Vector(width: 30, height: 0))
        #expect(recognizer.deadline == .infinity)
    }

    @Test func heldBackShortOfItsMinimumDistanceItWaitsForInput() {
        var recognizer = DragGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0, in: holdingBegin)
        recognizer.send(.move, at: origin + Vector(width: 5, height: 0), time: 0.1, in: holdingBegin)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func anEndHeldBackIsRetriedEveryTick() {
        var recognizer = DragGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.move, at: origin + Vector(width: 30, height: 0), time: 0.1)
        recognizer.send(.up, at: origin + Vector(width: 30, height: 0), time: 0.2, in: holdingEnd)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == -.infinity)
        let changed2 = recognizer.tick(to: 0.25)
        #expect(changed2)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }
}

/// ``DragGesture/Recognizer/reset()`` sets a new recognizer's state field by field, leaving
/// the velocity ring's slots as they were: a drag reset after another must go through the
/// next exactly as a new one does, velocity included.
@Suite("DragGesture.reset")
struct DragGestureResetTests {
    /// Phases and values, input by input: more moves than the ring holds, frames of several
    /// positions, a pause that starts the velocity over, and the release.
    private func run(_ recognizer: inout DragGesture.Recognizer, from start: Double, speed: Double) -> [String] {
        var trace: [String] = []
        func note(_ changed: Bool) { trace.append("\(changed) \(recognizer.phase) \(String(describing: recognizer.value))") }
        note(recognizer.send(.down, 1, at: Point(x: 100, y: 100), time: start))
        for i in 1...45 {
            let t = start + Double(i) * 0.008 + (i > 30 ? 0.06 : 0)
            let samples = (0..<3).map { k in
                let tk = t - 0.006 + Double(k) * 0.002
                return PointerSample(time: tk, location: Point(x: 100 + speed * (tk - start), y: 100 + speed * 0.5 * (tk - start)))
            }
            var frame = PointerFrame()
            frame.append(pointer: 1, device: .touch, samples: samples + [PointerSample(
                time: t, location: Point(x: 100 + speed * (t - start), y: 100 + speed * 0.5 * (t - start)))])
            note(recognizer.update(.frame(frame), in: GestureContext()))
        }
        note(recognizer.send(.up, 1, at: Point(x: 100 + speed, y: 100), time: start + 0.5))
        return trace
    }

    @Test func aResetDragGoesOnAsANewOne() {
        var used = DragGesture().makeRecognizer()
        _ = run(&used, from: 5, speed: 700)
        used.reset()
        #expect(used.phase == .possible && used.value == nil)
        var fresh = DragGesture().makeRecognizer()
        #expect(run(&used, from: 1, speed: 300) == run(&fresh, from: 1, speed: 300))
    }

    @Test func aResetMidDragForgetsItsPointer() {
        var used = DragGesture().makeRecognizer()
        used.send(.down, 1, at: Point(x: 0, y: 0), time: 0)
        used.send(.move, 1, at: Point(x: 50, y: 0), time: 0.01)
        used.reset()
        var fresh = DragGesture().makeRecognizer()
        #expect(used.send(.move, 1, at: Point(x: 60, y: 0), time: 0.02) == fresh.send(.move, 1, at: Point(x: 60, y: 0), time: 0.02))
        #expect(run(&used, from: 1, speed: 300) == run(&fresh, from: 1, speed: 300))
    }
}
