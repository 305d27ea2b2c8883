import Testing
import TactileGestures
import TactileTestSupport

/// Issue 20, beyond SwiftUI (Flutter's focal point): magnify and rotate values carry the live
/// centroid of every pointer down and the pointer count, in the gesture's coordinate space as it
/// was when the first pointer went down; a pointer joining or leaving an active pinch gives a
/// value of its own.
@Suite("Pinch centroid and pointer count")
struct PinchCentroidTests {
    private let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)

    private func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func theLocationIsTheFingersCentreAsTheyMove() throws {
        let driver = GestureDriver(MagnifyGesture(coordinateSpace: .global))
        driver.pressTwoFingers(start)
        let target = start.scaled(by: 2).moved(by: Vector(width: 40, height: -30))
        driver.moveTwoFingers(from: start, to: target)
        let value = try #require(driver.value)
        #expect(isClose(value.location, Point(x: 340, y: 270)))
        #expect(value.startLocation == Point(x: 300, y: 300))
        #expect(value.pointerCount == 2)
    }

    @Test func aTwistReportsItsCentroidToo() throws {
        let driver = GestureDriver(RotateGesture(coordinateSpace: .global))
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(60)).moved(by: Vector(width: 0, height: 50)))
        let value = try #require(driver.value)
        #expect(isClose(value.location, Point(x: 300, y: 350)))
        #expect(abs(value.rotation.degrees - 60) < 1e-9 && value.pointerCount == 2)
    }

    @Test func aThirdFingerCountsTowardsTheCentroidNotTheScale() throws {
        let driver = GestureDriver(MagnifyGesture(coordinateSpace: .global))
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 1.5))
        driver.down(3, at: Point(x: 300, y: 600), time: driver.time + 0.01)
        var value = try #require(driver.value)
        #expect(value.pointerCount == 3, "a finger joining an active pinch gives a value at once")
        #expect(isClose(value.location, Point(x: 300, y: 400)))
        driver.move(3, to: Point(x: 600, y: 600), time: driver.time + 0.01)
        value = try #require(driver.value)
        #expect(isClose(value.location, Point(x: 400, y: 400)), "the third finger's move moved the centroid")
        #expect(abs(value.magnification - 1.5) < 1e-9, "and not the scale")
    }

    @Test func aFingerLeavingGivesAValueAtTheRemainingFingers() throws {
        var values: [MagnifyGesture.Value] = []
        let driver = GestureDriver(MagnifyGesture(coordinateSpace: .global).onChanged { values.append($0) })
        driver.pressTwoFingers(start)
        let spread = start.scaled(by: 2)
        driver.moveTwoFingers(from: start, to: spread)
        let before = values.count
        driver.up(1, at: spread.first, time: driver.time + 0.01)
        #expect(values.count == before + 1)
        let value = try #require(values.last)
        #expect(value.pointerCount == 1 && isClose(value.location, spread.second))
        #expect(abs(value.magnification - 2) < 1e-9, "the scale so far is kept")
        // The finger left goes on moving the centroid.
        driver.move(2, to: spread.second + Vector(width: 0, height: 80), time: driver.time + 0.01)
        #expect(isClose(try #require(driver.value).location, spread.second + Vector(width: 0, height: 80)))
    }

    @Test func theEndValueHasNoPointersAndWhereTheLastLifted() throws {
        var ended: MagnifyGesture.Value?
        let driver = GestureDriver(MagnifyGesture(coordinateSpace: .global).onEnded { ended = $0 })
        driver.pressTwoFingers(start)
        let spread = start.scaled(by: 2)
        driver.moveTwoFingers(from: start, to: spread)
        driver.up(1, at: spread.first, time: driver.time + 0.01)
        driver.up(2, at: spread.second, time: driver.time + 0.01)
        let value = try #require(ended)
        #expect(value.pointerCount == 0 && value.location == spread.second)
    }

    @Test func locationsAreInTheSpaceAsItWasAtTheStart() throws {
        // The entity's local space moves by (100, 0) mid-pinch (as a held shape does): the
        // values keep the space it had when the first finger went down, so nothing feeds back.
        let startSpaces = CoordinateSpaces(local: AffineTransform(translationX: -250, y: -250),
                                           bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        var session = GestureSession(MagnifyGesture(), spaces: startSpaces)
        session.handle(PointerEvent(.down, pointer: 1, at: start.first, time: 0))
        session.handle(PointerEvent(.down, pointer: 2, at: start.second, time: 0.01))
        session.spaces = CoordinateSpaces(local: AffineTransform(translationX: -350, y: -250),
                                          bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        let spread = start.scaled(by: 2)
        session.handle(PointerEvent(.move, pointer: 1, at: spread.first, time: 0.02))
        session.handle(PointerEvent(.move, pointer: 2, at: spread.second, time: 0.03))
        let value = try #require(session.value)
        #expect(value.startLocation == Point(x: 50, y: 50) && value.location == Point(x: 50, y: 50))
        #expect(value.startAnchor == .center)
    }

    @Test func theDefaultSpaceIsTheEntitysOwnAsInSwiftUI() {
        #expect(MagnifyGesture().coordinateSpace == .local)
        #expect(RotateGesture().coordinateSpace == .local)
    }

    @Test func valuesStaySmall() {
        // Copied on every update (issue 20): five doubles of place, a count and the time.
        #expect(MemoryLayout<MagnifyGesture.Value>.size <= 80)
        #expect(MemoryLayout<RotateGesture.Value>.size <= 80)
    }
}
