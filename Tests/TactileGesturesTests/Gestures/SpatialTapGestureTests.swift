import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.2: a tap that reports where it was released, in the coordinate space asked for
/// (local by default), with the same thresholds as TapGesture.
@Suite("SpatialTapGesture")
struct SpatialTapGestureTests {
    /// An entity whose local origin is at (100, 50) in the window, inside a board at (20, 10).
    private let spaces = CoordinateSpaces(
        local: AffineTransform(translationX: -100, y: -50),
        named: [(name: "board", transform: AffineTransform(translationX: -20, y: -10))])

    private let press = Point(x: 150, y: 80)

    @Test("the location is in the requested space",
          arguments: [(CoordinateSpace.local, Point(x: 50, y: 30)),
                      (.global, Point(x: 150, y: 80)),
                      (.named("board"), Point(x: 130, y: 70)),
                      (.named("nowhere"), Point(x: 150, y: 80))])   // unknown name: global
    func locationInSpace(space: CoordinateSpace, expected: Point) {
        var reported: Point?
        let driver = GestureDriver(SpatialTapGesture(coordinateSpace: space).onEnded { reported = $0.location },
                                   spaces: spaces)
        driver.down(at: press, time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .ended)
        #expect(reported == expected)
        #expect(driver.value?.location == expected)
    }

    @Test func theDefaultSpaceIsLocal() {
        let driver = GestureDriver(SpatialTapGesture(), spaces: spaces)
        driver.down(at: press, time: 0)
        driver.up(time: 0.1)
        #expect(driver.value?.location == Point(x: 50, y: 30))
    }

    @Test func theLocationIsWhereThePointerWasReleased() {
        let driver = GestureDriver(SpatialTapGesture(coordinateSpace: .global))
        driver.down(at: press, time: 0)
        driver.move(to: press + Vector(width: 10, height: 5), time: 0.05)
        driver.up(time: 0.1)
        #expect(driver.value?.location == Point(x: 160, y: 85))
    }

    @Test func aDoubleSpatialTapReportsTheSecondTap() {
        let driver = GestureDriver(SpatialTapGesture(count: 2, coordinateSpace: .global))
        driver.down(at: press, time: 0)
        driver.up(time: 0.05)
        #expect(driver.value == nil, "no value before it ends")
        driver.down(at: press + Vector(width: 4, height: 0), time: 0.2)
        driver.up(time: 0.25)
        #expect(driver.phase == .ended)
        #expect(driver.value?.location == Point(x: 154, y: 80))
    }

    @Test("same thresholds as a tap: 44 pt / 45 pt, 0.74 s / 0.75 s",
          arguments: [(44.0, 0.1, true), (45.0, 0.1, false), (0.0, 0.74, true), (0.0, 0.75, false)])
    func thresholds(distance: Double, held: Double, taps: Bool) {
        let driver = GestureDriver(SpatialTapGesture())
        driver.down(at: press, time: 0)
        driver.move(to: press + Vector(width: distance, height: 0), time: held / 2)
        driver.up(time: held)
        #expect(driver.phase == (taps ? .ended : .failed))
    }

    @Test("multi-tap window: 0.34 s / 0.36 s", arguments: [(0.34, true), (0.36, false)])
    func window(gap: Double, recognized: Bool) {
        let driver = GestureDriver(SpatialTapGesture(count: 2))
        driver.down(at: press, time: 0)
        driver.up(time: 0.1)
        driver.down(at: press, time: 0.1 + gap)
        driver.up(time: 0.1 + gap + 0.05)
        #expect(driver.count(.ended) == (recognized ? 1 : 0))
    }
}

/// `nextDeadline()` of a spatial tap is a tap's: the press's 0.75 s, the 0.35 s between taps.
@Suite("SpatialTapGesture.nextDeadline")
struct SpatialTapGestureDeadlineTests {
    private let origin = Point(x: 150, y: 80)

    @Test func followsTheTapsDeadlines() {
        var recognizer = SpatialTapGesture(count: 2).makeRecognizer()
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.down, at: origin, time: 1)
        #expect(isDeadline(recognizer.deadline, justBefore: 1 + TapGesture.maximumDuration))
        recognizer.send(.up, at: origin, time: 1.1)
        #expect(isDeadline(recognizer.deadline, justBefore: 1.1 + TapGesture.repeatInterval))
        recognizer.send(.down, at: origin, time: 1.2)
        recognizer.send(.up, at: origin, time: 1.25)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aSecondTapTooLateIsNotADoubleTap() {
        var recognizer = SpatialTapGesture(count: 2).makeRecognizer()
        recognizer.send(.down, at: origin, time: 0)
        recognizer.send(.up, at: origin, time: 0.1)
        let deadline = recognizer.nextDeadline()
        recognizer.tick(to: deadline + 0.02)
        #expect(recognizer.phase == .failed)
        #expect(recognizer.deadline == .infinity)
    }
}
