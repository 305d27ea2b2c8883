import Testing
import TactileGestures
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SPEC 3.2: rotation from the first two pointers in arrival order, clockwise-positive on
/// screen (y down), active once it reaches `minimumAngleDelta` (1°), accumulated so that it
/// passes ±180° without wrapping, re-baselined when a pointer joins or leaves.
@Suite("RotateGesture")
struct RotateGestureTests {
    private let start = TwoFingerMotion(center: Point(x: 400, y: 300), span: 200)

    // MARK: minimumAngleDelta

    @Test("0.9° stays possible, 1.1° becomes active",
          arguments: [(0.9, false), (1.1, true), (-0.9, false), (-1.1, true)])
    func minimumAngleDelta(degrees: Double, activates: Bool) {
        let driver = GestureDriver(RotateGesture())
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(degrees)), steps: 1)
        #expect(driver.phase == (activates ? .active : .possible))
        if activates {
            #expect(abs((driver.value?.rotation.degrees ?? 0) - degrees) < 1e-9)
        } else {
            #expect(driver.value == nil)
        }
    }

    @Test("a custom minimumAngleDelta is honoured", arguments: [(9.9, false), (10.1, true)])
    func customMinimumAngleDelta(degrees: Double, activates: Bool) {
        let driver = GestureDriver(RotateGesture(minimumAngleDelta: .degrees(10)))
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(degrees)), steps: 4)
        #expect(driver.phase == (activates ? .active : .possible))
    }

    @Test func theDefaultIsOneDegree() {
        #expect(abs(RotateGesture().minimumAngleDelta.degrees - 1) < 1e-12)
    }

    @Test func clockwiseOnScreenIsPositive() throws {
        let driver = GestureDriver(RotateGesture())
        driver.down(1, at: Point(x: 300, y: 300), time: 0)
        driver.down(2, at: Point(x: 400, y: 300), time: 0)
        driver.move(2, to: Point(x: 400, y: 320), time: 0.01)   // the second finger goes down the screen
        let rotation = try #require(driver.value).rotation
        #expect(rotation.degrees > 0)
        #expect(abs(rotation.radians - atan2(20, 100)) < 1e-9)
    }

    @Test("turns past 180° accumulate", arguments: [270.0, -270, 450, 720])
    func accumulates(degrees: Double) throws {
        var ended: Angle?
        let driver = GestureDriver(RotateGesture().onEnded { ended = $0.rotation })
        driver.pressTwoFingers(start)
        let steps = Int(abs(degrees) / 10)   // 10° a step
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(degrees)), steps: steps)
        #expect(abs(try #require(driver.value).rotation.degrees - degrees) < 1e-6)
        driver.liftTwoFingers()
        #expect(driver.phase == .ended)
        #expect(abs(try #require(ended).degrees - degrees) < 1e-6)
    }

    @Test func spreadingWithoutTurningDoesNotRotate() {
        let driver = GestureDriver(RotateGesture())
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 2))
        #expect(driver.phase == .possible)
        driver.liftTwoFingers()
        #expect(driver.phase == .failed)
    }

    @Test func panningWithoutTurningDoesNotRotate() {
        let driver = GestureDriver(RotateGesture())
        driver.pressTwoFingers(start)
        // 1 pt steps, one finger at a time: the pair's angle wavers by at most 0.3°.
        driver.moveTwoFingers(from: start, to: start.moved(by: Vector(width: 60, height: 40)), steps: 60)
        #expect(driver.phase == .possible)
    }

    // MARK: Fingers joining and leaving

    @Test("a third finger joining, then one of the first two lifting, makes no jump",
          arguments: [PointerID(1), 2])
    func fingersJoiningAndLeaving(lifted: PointerID) throws {
        let driver = GestureDriver(RotateGesture())
        driver.pressTwoFingers(start)
        let turned = start.rotated(by: .degrees(40))
        driver.moveTwoFingers(from: start, to: turned)
        let beforeJoin = try #require(driver.value).rotation
        #expect(abs(beforeJoin.degrees - 40) < 1e-9)

        let third = Point(x: 700, y: 650)
        driver.down(3, at: third, time: driver.time + 1.0 / 120)
        #expect(driver.value?.rotation == beforeJoin)

        // The first two turn a little more: 1°.
        let nudged = turned.rotated(by: .degrees(1))
        driver.moveTwoFingers(from: turned, to: nudged, steps: 1)
        let afterJoin = try #require(driver.value).rotation
        #expect(abs(afterJoin.degrees - beforeJoin.degrees) <= 1 + 1e-9)

        // One of the first two lifts: the pair is now the remaining one and the third, at a
        // very different angle, which must not show.
        driver.up(lifted, time: driver.time + 1.0 / 120)
        #expect(driver.phase == .active)
        #expect(driver.value?.rotation == afterJoin)

        // The third finger moves 3 pt: the new pair turns by at most asin(3 / span).
        let remaining = lifted == 1 ? nudged.second : nudged.first
        let span = remaining.distance(to: third)
        driver.move(3, to: third + Vector(width: 3, height: 0), time: driver.time + 1.0 / 120)
        let afterLift = try #require(driver.value).rotation
        #expect(abs(afterLift.radians - afterJoin.radians) <= asin(3 / span) + 1e-9)
        #expect(afterLift != afterJoin, "the new pair is measured")
    }

    // MARK: Value fields

    @Test func aSteadyTurnHasThatAngularVelocity() throws {
        let driver = GestureDriver(RotateGesture())
        let pivot = Point(x: 300, y: 300)
        driver.down(1, at: pivot, time: 0)
        driver.down(2, at: pivot + Vector(width: 100, height: 0), time: 0)
        // 6° every 1/120 s: 720° per second.
        for step in 1...10 {
            let angle = Angle.degrees(6 * Double(step))
            driver.move(2, to: pivot + Vector(width: 100 * cos(angle.radians), height: 100 * sin(angle.radians)),
                        time: Double(step) / 120)
        }
        let value = try #require(driver.value)
        #expect(abs(value.rotation.degrees - 60) < 1e-9)
        #expect(abs(value.velocity.degrees - 720) <= 7.2)
    }

    @Test func startLocationIsTheFirstPairsCentreInTheLocalSpace() throws {
        let spaces = CoordinateSpaces(local: AffineTransform(translationX: -300, y: -200),
                                      bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let driver = GestureDriver(RotateGesture(), spaces: spaces)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(30)).moved(by: Vector(width: 20, height: 0)))
        let value = try #require(driver.value)
        #expect(value.startLocation == Point(x: 100, y: 100))
        #expect(value.startAnchor == UnitPoint(x: 0.5, y: 0.5))
    }

    // MARK: RotationGesture

    @Test func rotationGestureReportsJustTheAngle() throws {
        var ended: Angle?
        let driver = GestureDriver(RotationGesture().onEnded { ended = $0 })
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(-45)))
        #expect(abs((driver.value?.degrees ?? 0) + 45) < 1e-9)
        driver.liftTwoFingers()
        #expect(abs(try #require(ended).degrees + 45) < 1e-9)
    }
}
