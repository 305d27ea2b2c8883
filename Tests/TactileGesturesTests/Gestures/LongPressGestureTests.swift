import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.2: value `true` as soon as the pointer is down; ends when `minimumDuration`
/// (0.5 s) elapses while still pressed — not on release; fails on release before that, or on
/// moving `maximumDistance` (10 pt) or more before that.
@Suite("LongPressGesture")
struct LongPressGestureTests {
    private let origin = Point(x: 300, y: 300)

    @Test func isActiveWithTrueAsSoonAsThePointerIsDown() {
        let driver = GestureDriver(LongPressGesture())
        driver.down(at: origin, time: 0)
        #expect(driver.phase == .active)
        #expect(driver.value == true)
        #expect(driver.transitions.map(\.transition) == [.began])
    }

    @Test func releasedAt049sFails() {
        var ended = 0
        let driver = GestureDriver(LongPressGesture().onEnded { _ in ended += 1 })
        driver.down(at: origin, time: 0)
        driver.up(time: 0.49)
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
        #expect(ended == 0)
        driver.wait(1)
        #expect(ended == 0)
        #expect(driver.transitions.map(\.transition) == [.began, .cancelled])
    }

    @Test func heldTo05sEndsWhileStillHeldNotOnRelease() {
        var endedValues: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onEnded { endedValues.append($0) })
        driver.down(at: origin, time: 0)
        driver.advance(to: 0.49)
        #expect(driver.phase == .active)
        #expect(endedValues.isEmpty)
        driver.advance(to: 0.5)
        #expect(driver.phase == .ended)
        #expect(endedValues == [true])
        #expect(driver.session.pointers.count == 1, "the pointer is still down")
        let endTransition = driver.transitions.last
        #expect(endTransition?.transition == .ended)
        #expect(abs((endTransition?.time ?? -1) - 0.5) < 1e-9)

        driver.up(time: 0.8)
        #expect(driver.phase == .ended)
        #expect(endedValues == [true], "releasing adds nothing")
        #expect(driver.count(.ended) == 1)
    }

    @Test func theDeadlineCountsFromThePress() {
        let driver = GestureDriver(LongPressGesture())
        driver.down(at: origin, time: 0.3)
        driver.advance(to: 0.79)
        #expect(driver.phase == .active)
        driver.advance(to: 0.8)
        #expect(driver.phase == .ended)
    }

    @Test("movement before the deadline: 9 pt holds, 10 pt fails",
          arguments: [(Vector(width: 9, height: 0), true),
                      (Vector(width: 10, height: 0), false),
                      (Vector(width: 0, height: 9), true),
                      (Vector(width: -6, height: -8), false)])   // 10 pt diagonally
    func movement(offset: Vector, holds: Bool) {
        var ended = 0
        let driver = GestureDriver(LongPressGesture().onEnded { _ in ended += 1 })
        driver.down(at: origin, time: 0)
        driver.move(to: origin + offset, time: 0.2)
        #expect(driver.phase == (holds ? .active : .failed))
        driver.advance(to: 0.6)
        #expect(driver.phase == (holds ? .ended : .failed))
        #expect(ended == (holds ? 1 : 0))
    }

    @Test func movingAfterItEndedChangesNothing() {
        let driver = GestureDriver(LongPressGesture())
        driver.down(at: origin, time: 0)
        driver.advance(to: 0.5)
        driver.move(to: origin + Vector(width: 100, height: 0), time: 0.6)
        #expect(driver.phase == .ended)
    }

    // MARK: Custom parameters

    @Test("a custom minimumDuration is honoured", arguments: [(0.99, false), (1.0, true)])
    func customDuration(heldUntil: Double, ends: Bool) {
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1.0))
        driver.down(at: origin, time: 0)
        driver.advance(to: heldUntil)
        #expect(driver.phase == (ends ? .ended : .active))
        driver.up(time: heldUntil + 0.001)
        #expect(driver.phase == (ends ? .ended : .failed))
    }

    @Test("a custom maximumDistance is honoured", arguments: [(19.0, true), (20.0, false)])
    func customDistance(distance: Double, holds: Bool) {
        let driver = GestureDriver(LongPressGesture(maximumDistance: 20))
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: 0, height: distance), time: 0.1)
        driver.advance(to: 0.5)
        #expect(driver.phase == (holds ? .ended : .failed))
    }

    @Test func aZeroDurationEndsOnPress() {
        var ended = 0
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0).onEnded { _ in ended += 1 })
        driver.down(at: origin, time: 0)
        #expect(driver.phase == .ended)
        #expect(ended == 1)
    }

    @Test func cancelBeforeTheDeadlineFails() {
        var ended = 0
        let driver = GestureDriver(LongPressGesture().onEnded { _ in ended += 1 })
        driver.down(at: origin, time: 0)
        driver.cancel(time: 0.2)
        #expect(driver.phase == .failed)
        driver.wait(1)
        #expect(ended == 0)
        #expect(driver.count(.cancelled) == 1)
    }

    @Test func theDefaultsAreHalfASecondAndTenPoints() {
        #expect(LongPressGesture().minimumDuration == 0.5)
        #expect(LongPressGesture().maximumDistance == 10)
    }
}

/// `nextDeadline()`: while pressed, just before `minimumDuration` has passed; every tick while
/// its begin or end is held back; never otherwise.
@Suite("LongPressGesture.nextDeadline")
struct LongPressGestureDeadlineTests {
    private let origin = Point(x: 300, y: 300)

    @Test func aFreshLongPressWaitsForInput() {
        let recognizer = LongPressGesture().makeRecognizer()
        #expect(recognizer.deadline == .infinity)
    }

    @Test("pressed at t: the deadline is just before t + minimumDuration",
          arguments: [(0.0, 0.5), (0.3, 0.5), (1.7, 1.0), (12.25, 0.2), (1000.1, 0.75)])
    func pressed(at time: Double, minimumDuration: Double) {
        var recognizer = LongPressGesture(minimumDuration: minimumDuration).makeRecognizer()
        recognizer.send(.down, at: origin, time: time)
        #expect(recognizer.phase == .active)
        let deadline = recognizer.nextDeadline()
        #expect(isDeadline(deadline, justBefore: time + minimumDuration))
        // Nothing happens before it...
        let changed1 = recognizer.tick(to: deadline - 1e-3)
        #expect(!changed1)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == deadline, "an idle tick keeps the deadline")
        // ...and at the moment it matters the press ends.
        let changed2 = recognizer.tick(to: time + minimumDuration)
        #expect(changed2)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func smallMovesKeepTheDeadlineOfThePress() {
        var recognizer = LongPressGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0.2)
        recognizer.send(.move, at: origin + Vector(width: 4, height: 3), time: 0.4)
        #expect(isDeadline(recognizer.deadline, justBefore: 0.7))
    }

    @Test func failedOrEndedItWaitsForNothing() {
        var released = LongPressGesture().makeRecognizer()
        released.send(.down, at: origin, time: 0)
        released.send(.up, at: origin, time: 0.2)
        #expect(released.phase == .failed)
        #expect(released.deadline == .infinity)

        var strayed = LongPressGesture().makeRecognizer()
        strayed.send(.down, at: origin, time: 0)
        strayed.send(.move, at: origin + Vector(width: 20, height: 0), time: 0.1)
        #expect(strayed.phase == .failed)
        #expect(strayed.deadline == .infinity)

        var cancelled = LongPressGesture().makeRecognizer()
        cancelled.send(.down, at: origin, time: 0)
        cancelled.update(.cancel(at: 0.1), in: GestureContext())
        #expect(cancelled.deadline == .infinity)
    }

    @Test func pressedWhileItMayNotBeginItAsksEveryTickAndBeginsWhenAllowed() {
        var recognizer = LongPressGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0, in: holdingBegin)
        #expect(recognizer.phase == .possible)
        #expect(recognizer.deadline == -.infinity)
        recognizer.tick(to: 0.1, in: holdingBegin)
        #expect(recognizer.deadline == -.infinity)
        let changed3 = recognizer.tick(to: 0.2)
        #expect(changed3)
        #expect(recognizer.phase == .active)
        #expect(isDeadline(recognizer.deadline, justBefore: 0.5), "counted from the press, not from the begin")
    }

    @Test func anEndHeldBackIsRetriedEveryTick() {
        var recognizer = LongPressGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.tick(to: 0.6, in: holdingEnd)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == -.infinity)
        recognizer.tick(to: 0.7, in: holdingEnd)
        #expect(recognizer.deadline == -.infinity)
        let changed4 = recognizer.tick(to: 0.71)
        #expect(changed4)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func afterAResetItWaitsForInputAgain() {
        var recognizer = LongPressGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.reset()
        #expect(recognizer.deadline == .infinity)
    }

    @Test func throughASessionTheDeadlineFollowsEachNewInteraction() {
        var session = GestureSession(LongPressGesture())
        #expect(session.deadline == .infinity)
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 1))
        #expect(isDeadline(session.deadline, justBefore: 1.5))
        let transition = session.advance(to: 1.5)
        #expect(transition == .ended)
        #expect(session.deadline == .infinity)
        session.handle(PointerEvent(.up, pointer: 1, at: origin, time: 2))
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 3))
        #expect(isDeadline(session.deadline, justBefore: 3.5))
    }
}
