import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.2: magnification from the first two pointers in arrival order, active once it
/// differs from 1 by `minimumScaleDelta` (0.01), re-baselined when a pointer joins or leaves
/// so that nothing jumps; ends when the last pointer lifts.
@Suite("MagnifyGesture")
struct MagnifyGestureTests {
    private let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)

    // MARK: minimumScaleDelta

    @Test("a scale change of 0.009 stays possible, 0.011 becomes active",
          arguments: [(1.009, false), (1.011, true), (0.991, false), (0.989, true)])
    func minimumScaleDelta(scale: Double, activates: Bool) {
        let driver = GestureDriver(MagnifyGesture())
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: scale), steps: 1)
        #expect(driver.phase == (activates ? .active : .possible))
        if activates {
            #expect(abs((driver.value?.magnification ?? 0) - scale) < 1e-9)
        } else {
            #expect(driver.value == nil)
        }
    }

    @Test("a custom minimumScaleDelta is honoured", arguments: [(1.09, false), (1.11, true)])
    func customMinimumScaleDelta(scale: Double, activates: Bool) {
        let driver = GestureDriver(MagnifyGesture(minimumScaleDelta: 0.1))
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: scale), steps: 3)
        #expect(driver.phase == (activates ? .active : .possible))
    }

    @Test func theDefaultIsOnePercent() {
        #expect(MagnifyGesture().minimumScaleDelta == 0.01)
    }

    @Test func apartThenReleasedEndsWithTheMagnification() throws {
        var ended: [MagnifyGesture.Value] = []
        let driver = GestureDriver(MagnifyGesture().onEnded { ended.append($0) })
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 2))
        #expect(abs((driver.value?.magnification ?? 0) - 2) < 1e-9)
        driver.up(1, time: driver.time + 0.01)
        #expect(driver.phase == .active, "one finger is still down")
        driver.up(2, time: driver.time + 0.01)
        #expect(driver.phase == .ended)
        #expect(ended.count == 1)
        #expect(abs(try #require(ended.first).magnification - 2) < 1e-9)
        #expect(driver.transitions.map(\.transition) == [.began, .ended])
    }

    @Test func pinchingInGivesAMagnificationBelowOne() {
        let driver = GestureDriver(MagnifyGesture())
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 0.5))
        #expect(abs((driver.value?.magnification ?? 0) - 0.5) < 1e-9)
    }

    @Test func oneFingerNeverMagnifiesAndFailsOnRelease() {
        let driver = GestureDriver(MagnifyGesture())
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.drag(by: Vector(width: 100, height: 100))
        #expect(driver.phase == .possible)
        driver.up()
        #expect(driver.phase == .failed)
        #expect(driver.transitions.isEmpty)
    }

    @Test func turningWithoutSpreadingDoesNotMagnify() {
        let driver = GestureDriver(MagnifyGesture())
        driver.pressTwoFingers(start)
        // Fingers move one at a time: 3° steps keep the span within 0.01 % between events.
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(90)), steps: 30)
        #expect(driver.phase == .possible)
    }

    @Test func panningWithoutSpreadingDoesNotMagnify() {
        let driver = GestureDriver(MagnifyGesture())
        let wide = start.scaled(by: 2)
        driver.pressTwoFingers(wide)
        // 1 pt steps, one finger at a time: the span wavers by well under 1 %.
        driver.moveTwoFingers(from: wide, to: wide.moved(by: Vector(width: 60, height: 40)), steps: 60)
        #expect(driver.phase == .possible)
    }

    // MARK: Fingers joining and leaving

    @Test("a third finger joining, then one of the first two lifting, makes no jump",
          arguments: [PointerID(1), 2])
    func fingersJoiningAndLeaving(lifted: PointerID) throws {
        let driver = GestureDriver(MagnifyGesture())
        driver.pressTwoFingers(start)
        let spread = start.scaled(by: 1.5)
        driver.moveTwoFingers(from: start, to: spread)
        let beforeJoin = try #require(driver.value).magnification
        #expect(abs(beforeJoin - 1.5) < 1e-9)

        let third = Point(x: 600, y: 100)
        driver.down(3, at: third, time: driver.time + 1.0 / 120)
        #expect(driver.value?.magnification == beforeJoin)

        // The first two move a little: their span grows from 150 to 151.
        let nudged = spread.scaled(by: 151.0 / 150)
        driver.moveTwoFingers(from: spread, to: nudged, steps: 1)
        let afterJoin = try #require(driver.value).magnification
        #expect(abs(afterJoin - beforeJoin) <= beforeJoin * 1 / 150 + 1e-9)

        // One of the first two lifts: the pair is now the remaining one and the third.
        driver.up(lifted, time: driver.time + 1.0 / 120)
        #expect(driver.phase == .active)
        #expect(driver.value?.magnification == afterJoin)

        // The third finger moves 2 pt: the new pair's span changes by at most 2 pt.
        let remaining = lifted == 1 ? nudged.second : nudged.first
        let span = remaining.distance(to: third)
        driver.move(3, to: third + Vector(width: 2, height: 0), time: driver.time + 1.0 / 120)
        let afterLift = try #require(driver.value).magnification
        #expect(abs(afterLift - afterJoin) <= afterJoin * 2 / span + 1e-9)
        #expect(afterLift > afterJoin, "the new pair is measured: it spread")

        driver.up(3, time: driver.time + 1.0 / 120)
        driver.up(lifted == 1 ? 2 : 1, time: driver.time + 1.0 / 120)
        #expect(driver.phase == .ended)
    }

    @Test func aFingerReplacingALiftedOneContinuesWithoutAJump() throws {
        let driver = GestureDriver(MagnifyGesture())
        driver.pressTwoFingers(start)
        let spread = start.scaled(by: 2)
        driver.moveTwoFingers(from: start, to: spread)
        let before = try #require(driver.value).magnification
        driver.up(2, time: driver.time + 0.01)
        driver.move(1, by: Vector(width: -30, height: 0), time: driver.time + 0.01)   // alone: no pair
        #expect(driver.value?.magnification == before)
        let newcomer = Point(x: 700, y: 500)
        driver.down(3, at: newcomer, time: driver.time + 0.01)
        driver.move(3, to: newcomer + Vector(width: 1, height: 0), time: driver.time + 0.01)
        let after = try #require(driver.value).magnification
        let span = driver.location(of: 1).distance(to: newcomer)
        #expect(abs(after - before) <= before * 1 / span + 1e-9)
    }

    // MARK: Value fields

    @Test func startLocationAndAnchorAreWhereTheFirstPairStarted() throws {
        let spaces = CoordinateSpaces(local: AffineTransform(translationX: -100, y: -100),
                                      bounds: Rect(x: 0, y: 0, width: 400, height: 400))
        let driver = GestureDriver(MagnifyGesture(), spaces: spaces)
        let pose = TwoFingerMotion(center: Point(x: 200, y: 300), span: 80)
        driver.pressTwoFingers(pose)
        driver.moveTwoFingers(from: pose, to: pose.scaled(by: 2).moved(by: Vector(width: 50, height: 0)))
        let value = try #require(driver.value)
        #expect(value.startLocation == Point(x: 100, y: 200))
        #expect(value.startAnchor == UnitPoint(x: 0.25, y: 0.5))
    }

    @Test func aSteadySpreadHasThatVelocity() throws {
        let driver = GestureDriver(MagnifyGesture())
        driver.down(1, at: Point(x: 300, y: 300), time: 0)
        driver.down(2, at: Point(x: 400, y: 300), time: 0)
        // The span grows 100 → 200 in 10 moves of 1/120 s: 12 per second.
        driver.drag(2, by: Vector(width: 100, height: 0), steps: 10)
        let value = try #require(driver.value)
        #expect(abs(value.magnification - 2) < 1e-9)
        #expect(abs(value.velocity - 12) <= 0.12)
    }

    @Test func nonFiniteLocationsNeverYieldNaN() throws {
        let driver = GestureDriver(MagnifyGesture())
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 1.5))
        driver.move(2, to: Point(x: .nan, y: 0), time: driver.time + 0.008)
        driver.move(1, to: Point(x: .infinity, y: 0), time: driver.time + 0.008)
        let value = try #require(driver.value)
        #expect(value.magnification.isFinite && value.velocity.isFinite)
        #expect(!value.magnification.isNaN)
    }

    @Test func twoFingersOnOneSpotMeasureFromWhereTheyPart() throws {
        let driver = GestureDriver(MagnifyGesture())
        let spot = Point(x: 200, y: 200)
        driver.down(1, at: spot, time: 0)
        driver.down(2, at: spot, time: 0)
        driver.move(2, to: spot + Vector(width: 20, height: 0), time: 0.01)
        driver.move(2, to: spot + Vector(width: 40, height: 0), time: 0.02)
        let value = try #require(driver.value)
        #expect(value.magnification.isFinite)
        #expect(value.magnification > 1, "parting fingers magnify")
    }

    // MARK: MagnificationGesture

    @Test func magnificationGestureReportsJustTheScale() {
        var ended: Double?
        let driver = GestureDriver(MagnificationGesture().onEnded { ended = $0 })
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 3))
        #expect(abs((driver.value ?? 0) - 3) < 1e-9)
        driver.liftTwoFingers()
        #expect(abs((ended ?? 0) - 3) < 1e-9)
    }
}
