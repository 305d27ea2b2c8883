import Testing
import TactileGestures
import TactileTestSupport

/// Issue 20: content held under the fingers. The scene point under the fingers' centroid when
/// the gesture starts stays under their centroid while scale and rotation apply about it, and a
/// finger joining or leaving causes no jump.
@Suite("FocalTransform")
struct FocalTransformTests {
    private func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// `drag & magnify & rotate` in global points, its values followed by a FocalTransform.
    private func heldDriver() -> (GestureDriver<some Gesture>, () -> FocalTransform) {
        final class Box { var held = FocalTransform() }
        let box = Box()
        let gesture = DragGesture(minimumDistance: 2, coordinateSpace: .global)
            .simultaneously(with: MagnifyGesture(coordinateSpace: .global))
            .simultaneously(with: RotateGesture(coordinateSpace: .global))
            .onChanged { value in box.held.follow(drag: value.first?.first, magnify: value.first?.second, rotate: value.second) }
        return (GestureDriver(gesture), { box.held })
    }

    @Test func aPointUnderTheFingersStaysUnderThemAsTheyPinchTwistAndMove() {
        let (driver, held) = heldDriver()
        let start = TwoFingerMotion(center: Point(x: 400, y: 300), span: 120)
        let end = start.scaled(by: 1.8).rotated(by: .degrees(50)).moved(by: Vector(width: -70, height: 90))
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: end, steps: 20)
        let transform = held()
        #expect(isClose(transform.apply(to: start.center), end.center, within: 1e-6))
        // Each finger's point stays under that finger (the fingers' pose is a similarity).
        #expect(isClose(transform.apply(to: start.first), end.first, within: 1e-6))
        #expect(isClose(transform.apply(to: start.second), end.second, within: 1e-6))
        #expect(abs(transform.scale - 1.8) < 1e-9 && abs(transform.rotation.degrees - 50) < 1e-6)
    }

    @Test func aSymmetricPinchKeepsTheCentreInPlace() {
        let (driver, held) = heldDriver()
        let start = TwoFingerMotion(center: Point(x: 640, y: 400), span: 80)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 2))
        #expect(isClose(held().apply(to: Point(x: 640, y: 400)), Point(x: 640, y: 400), within: 1e-6))
        // A shape centred 20 pt to the left goes twice as far.
        #expect(isClose(held().apply(to: Point(x: 620, y: 400)), Point(x: 600, y: 400), within: 1e-6))
    }

    @Test func aOneFingerDragIsATranslationFromWhereTheFingerWentDown() {
        let (driver, held) = heldDriver()
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.drag(by: Vector(width: 30, height: -40))
        #expect(isClose(held().apply(to: Point(x: 500, y: 500)), Point(x: 530, y: 460)))
        #expect(held().scale == 1)
    }

    @Test func fingersJoiningAndLeavingCauseNoJump() {
        // One finger drags; a second joins and spreads (1.5x); the first lifts; the second
        // carries on. At every step the point under the moving finger stays under it.
        let (driver, held) = heldDriver()
        let grip = Point(x: 200, y: 200)
        driver.down(1, at: grip, time: 0)
        driver.drag(1, by: Vector(width: 20, height: 0))
        let afterDrag = held().transform
        driver.down(2, at: Point(x: 300, y: 200), time: driver.time + 0.01)
        #expect(held().transform == afterDrag, "a finger joining moves nothing")
        for step in 1...10 {
            driver.move(2, to: Point(x: 300 + Double(step) * 4, y: 200), time: driver.time + 1.0 / 120)
        }
        // Finger 1 (at 220) stayed still: the point under it stays under it.
        #expect(isClose(held().apply(to: grip), Point(x: 220, y: 200), within: 1e-6))
        let beforeLift = held().transform
        driver.up(1, at: Point(x: 220, y: 200), time: driver.time + 0.01)
        #expect(held().transform == beforeLift, "a finger leaving moves nothing")
        let underSecond = Point(x: 340, y: 200)
        let content = beforeLift.inverted!.apply(to: underSecond)
        driver.move(2, to: Point(x: 340, y: 260), time: driver.time + 0.01)
        #expect(isClose(held().apply(to: content), Point(x: 340, y: 260), within: 1e-6), "the second finger carries on")
        #expect(abs(held().scale - 1.5) < 1e-9, "the spread since the second finger joined: 120 / 80")
    }

    @Test func aClampedScaleStillKeepsTheFocusUnderTheFingers() {
        var held = FocalTransform(scaleLimits: 0.5...2)
        let focus = Point(x: 100, y: 100)
        held.follow(location: focus, pointerCount: 2, magnification: 1, start: focus)
        held.follow(location: Point(x: 150, y: 100), pointerCount: 2, magnification: 5)
        #expect(held.scale == 2)
        #expect(isClose(held.apply(to: focus), Point(x: 150, y: 100)))
        #expect(isClose(held.apply(to: Point(x: 110, y: 100)), Point(x: 170, y: 100)))
    }

    @Test func nonFiniteInputIsIgnored() {
        var held = FocalTransform()
        held.follow(location: Point(x: 10, y: 10), pointerCount: 1)
        held.follow(location: Point(x: .nan, y: 0), pointerCount: 1)
        held.follow(location: Point(x: 20, y: 10), pointerCount: 2, magnification: .infinity, rotation: .radians(.nan))
        #expect(held.transform.a == 1 && held.transform.b == 0 && held.scale == 1 && held.rotation == .zero)
    }
}
