import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.2: a tap fails at 45 pt of movement or 0.75 s held; each next tap of a multi-tap
/// must start within 0.35 s of the previous tap's end. Taps are discrete: possible → ended.
@Suite("TapGesture")
struct TapGestureTests {
    private let origin = Point(x: 200, y: 200)

    @Test func aQuickTapEndsOnReleaseWithoutEverBeingActive() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.down(at: origin, time: 0)
        #expect(driver.phase == .possible)
        driver.up(time: 0.1)
        #expect(driver.phase == .ended)
        #expect(ended == 1)
        #expect(driver.transitions.map(\.transition) == [.ended], "discrete: no .began")
        driver.wait(1)
        #expect(ended == 1)
    }

    // MARK: Movement: 45 pt

    @Test("movement while down: 44 pt still taps, 45 pt fails",
          arguments: [(Vector(width: 44, height: 0), true),
                      (Vector(width: 45, height: 0), false),
                      (Vector(width: 0, height: -44), true),
                      (Vector(width: 0, height: -45), false),
                      (Vector(width: 27, height: 36), false)])   // 45 pt diagonally
    func movementWhileDown(offset: Vector, taps: Bool) {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.down(at: origin, time: 0)
        driver.move(to: origin + offset, time: 0.05)
        #expect(driver.phase == (taps ? .possible : .failed), "fails as soon as it moves too far")
        driver.up(time: 0.1)
        #expect(driver.phase == (taps ? .ended : .failed))
        #expect(ended == (taps ? 1 : 0))
        #expect(driver.count(.cancelled) == 0, "a tap that never began is not cancelled")
    }

    @Test("released away from the press: 44 pt taps, 45 pt fails",
          arguments: [(44.0, true), (45.0, false)])
    func releasedAway(distance: Double, taps: Bool) {
        let driver = GestureDriver(TapGesture())
        driver.down(at: origin, time: 0)
        driver.up(at: origin + Vector(width: distance, height: 0), time: 0.1)
        #expect(driver.phase == (taps ? .ended : .failed))
    }

    // MARK: Duration: 0.75 s

    @Test("held: 0.74 s taps, 0.75 s fails", arguments: [(0.74, true), (0.75, false)])
    func heldFor(duration: Double, taps: Bool) {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.down(at: origin, time: 0)
        driver.up(time: duration)
        #expect(driver.phase == (taps ? .ended : .failed))
        #expect(ended == (taps ? 1 : 0))
    }

    @Test func heldTooLongFailsOnTheClockBeforeRelease() {
        let driver = GestureDriver(TapGesture())
        driver.down(at: origin, time: 0.2)
        driver.advance(to: 0.2 + 0.74)
        #expect(driver.phase == .possible)
        driver.advance(to: 0.2 + 0.76)
        #expect(driver.phase == .failed, "the 0.75 s deadline is checked on the ticks")
    }

    // MARK: Multi-tap window: 0.35 s

    @Test("second tap starting 0.34 s after the first's end double-taps; 0.36 s does not",
          arguments: [(0.34, true), (0.36, false)])
    func doubleTapWindow(gap: Double, recognized: Bool) {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { ended += 1 })
        driver.down(at: origin, time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .possible, "one tap of two")
        #expect(ended == 0)
        driver.down(at: origin, time: 0.1 + gap)
        driver.up(time: 0.1 + gap + 0.08)
        #expect(ended == (recognized ? 1 : 0))
        #expect(driver.count(.ended) == (recognized ? 1 : 0))
        driver.wait(1)
        #expect(ended == (recognized ? 1 : 0))
    }

    @Test func aLoneFirstTapOfADoubleTapFailsWhenTheWindowCloses() {
        let driver = GestureDriver(TapGesture(count: 2))
        driver.down(at: origin, time: 0)
        driver.up(time: 0.1)
        driver.advance(to: 0.1 + 0.34)
        #expect(driver.phase == .possible)
        driver.advance(to: 0.1 + 0.36)
        #expect(driver.phase == .failed)
    }

    @Test func aNextTapFarFromTheFirstFails() {
        let driver = GestureDriver(TapGesture(count: 2))
        driver.down(at: origin, time: 0)
        driver.up(time: 0.1)
        driver.down(at: origin + Vector(width: 60, height: 0), time: 0.2)
        #expect(driver.phase == .failed)
    }

    @Test("count is honoured", arguments: [1, 2, 3, 4])
    func endsOnlyAfterCountTaps(count: Int) {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: count).onEnded { ended += 1 })
        var t = 0.0
        for tap in 1...count {
            driver.down(at: origin, time: t)
            driver.up(time: t + 0.05)
            #expect(driver.phase == (tap == count ? .ended : .possible))
            t += 0.25
        }
        #expect(ended == 1)
    }

    // MARK: Other paths

    @Test func updatingNeverRunsForADiscreteGesture() {
        let pressed = GestureState(wrappedValue: false)
        var bodyRuns = 0
        let driver = GestureDriver(TapGesture().updating(pressed) { _, state, _ in
            bodyRuns += 1
            state = true
        })
        driver.down(at: origin, time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .ended)
        #expect(bodyRuns == 0)
        #expect(pressed.wrappedValue == false)
    }

    @Test func aCancelledPointerFailsTheTap() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        driver.down(at: origin, time: 0)
        driver.cancel(time: 0.05)
        #expect(driver.phase == .failed)
        #expect(ended == 0)
    }

    @Test func cancelAllFailsTheTap() {
        let driver = GestureDriver(TapGesture(count: 2))
        driver.down(at: origin, time: 0)
        driver.up(time: 0.1)
        driver.cancelAll(time: 0.15)
        #expect(driver.phase == .failed)
    }

    @Test func theDefaultsAreSwiftUIs() {
        #expect(TapGesture().count == 1)
        #expect(TapGesture.maximumMovement == 45)
        #expect(TapGesture.maximumDuration == 0.75)
        #expect(TapGesture.repeatInterval == 0.35)
    }
}

/// `nextDeadline()`: while pressed, just before the press lasts too long (0.75 s); between the
/// taps of a multi-tap, just before the next one would come too late (0.35 s); never otherwise.
@Suite("TapGesture.nextDeadline")
struct TapGestureDeadlineTests {
    private let origin = Point(x: 200, y: 200)

    @Test(arguments: [1, 2, 3])
    func aFreshTapWaitsForInput(count: Int) {
        let recognizer = TapGesture(count: count).makeRecognizer()
        #expect(recognizer.deadline == .infinity)
    }

    @Test("pressed at t: just before t + 0.75 s, when it fails", arguments: [0.0, 0.4, 7.3])
    func pressed(at time: Double) {
        var recognizer = TapGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: time)
        let deadline = recognizer.nextDeadline()
        #expect(isDeadline(deadline, justBefore: time + TapGesture.maximumDuration))
        let changed1 = recognizer.tick(to: deadline - 1e-3)
        #expect(!changed1)
        #expect(recognizer.phase == .possible)
        let changed2 = recognizer.tick(to: time + TapGesture.maximumDuration)
        #expect(changed2)
        #expect(recognizer.phase == .failed)
        #expect(recognizer.deadline == .infinity)
    }

    @Test("after the first tap of a double tap released at t: just before t + 0.35 s",
          arguments: [0.1, 2.05])
    func betweenTaps(releasedAt time: Double) {
        var recognizer = TapGesture(count: 2).makeRecognizer()
        recognizer.send(.down, at: origin, time: time - 0.08)
        recognizer.send(.up, at: origin, time: time)
        #expect(recognizer.phase == .possible)
        let deadline = recognizer.nextDeadline()
        #expect(isDeadline(deadline, justBefore: time + TapGesture.repeatInterval))
        let changed3 = recognizer.tick(to: deadline - 1e-3)
        #expect(!changed3)
        #expect(recognizer.phase == .possible)
        // Just after the window the double tap has failed.
        let changed4 = recognizer.tick(to: time + TapGesture.repeatInterval + 0.01)
        #expect(changed4)
        #expect(recognizer.phase == .failed)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func theSecondPressTakesTheDeadlineOfItsOwnDuration() {
        var recognizer = TapGesture(count: 2).makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.up, at: origin, time: 0.1)
        recognizer.send(.down, at: origin, time: 0.3)
        #expect(isDeadline(recognizer.deadline, justBefore: 0.3 + TapGesture.maximumDuration))
        recognizer.send(.up, at: origin, time: 0.35)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aCompletedSingleTapWaitsForNothing() {
        var recognizer = TapGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.up, at: origin, time: 0.1)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aTapWhoseEndIsHeldBackIsRetriedEveryTick() {
        var recognizer = TapGesture().makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.up, at: origin, time: 0.1, in: holdingEnd)
        #expect(recognizer.phase == .possible)
        #expect(recognizer.deadline == -.infinity)
        let changed5 = recognizer.tick(to: 0.2)
        #expect(changed5)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aTapThatMovedTooFarWaitsForNothing() {
        var recognizer = TapGesture(count: 2).makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.move, at: origin + Vector(width: 60, height: 0), time: 0.05)
        #expect(recognizer.phase == .failed)
        #expect(recognizer.deadline == .infinity)
    }
}
