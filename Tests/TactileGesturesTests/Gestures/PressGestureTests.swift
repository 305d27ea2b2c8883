import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.7, a button's press: active at once, pressed while its pointer stays within 70 pt of
/// the frame (leaving and coming back presses it again), ended on a release within that region;
/// failed on a release beyond it, on a cancel, or when a gesture with precedence takes over; a
/// later pointer that goes down on the frame takes the press.
@Suite("PressGesture")
struct PressGestureTests {
    /// A 160 × 50 frame centred at (640, 400), as the `button` scene's.
    static let spaces = CoordinateSpaces(local: AffineTransform(translationX: -560, y: -375),
                                         bounds: Rect(x: 0, y: 0, width: 160, height: 50))
    static let centre = Point(x: 640, y: 400)
    /// The frame's right edge is x = 720.
    static func right(by distance: Double) -> Point { Point(x: 720 + distance, y: 400) }

    final class Record {
        var pressed: [Bool] = []
        var ended: [PressGesture.Value] = []
    }

    static func driver(_ record: Record, margin: Double = PressGesture.defaultMargin) -> GestureDriver<some Gesture<PressGesture.Value>> {
        GestureDriver(PressGesture(margin: margin)
            .onChanged { record.pressed.append($0.isPressed) }
            .onEnded { record.ended.append($0) }, spaces: spaces)
    }

    @Test func isActiveAndPressedAsSoonAsThePointerIsDown() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        #expect(driver.phase == .active)
        #expect(driver.value == PressGesture.Value(isPressed: true, pointer: 1))
        #expect(driver.transitions.map(\.transition) == [.began])
    }

    @Test func releasedOnTheFrameEndsOnce() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .ended)
        #expect(record.ended.count == 1)
        #expect(record.ended.first?.isPressed == true)
        driver.wait(1)
        #expect(record.ended.count == 1)
    }

    @Test func leavingThe70ptRegionUnpressesAndComingBackPressesAgain() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        driver.move(to: Self.right(by: 60), time: 0.05)
        #expect(driver.value?.isPressed == true, "60 pt beyond the frame is within reach")
        driver.move(to: Self.right(by: 80), time: 0.1)
        #expect(driver.phase == .active, "out of reach, the press goes on")
        #expect(driver.value?.isPressed == false)
        driver.move(to: Self.right(by: 30), time: 0.15)
        #expect(driver.value?.isPressed == true)
        #expect(record.pressed == [true, false, true], "the value changes only when the press does")
    }

    @Test func movingWithinTheRegionChangesNothing() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        for step in 1...5 { driver.move(to: Point(x: 640 + 20 * Double(step), y: 410), time: 0.02 * Double(step)) }
        #expect(record.pressed == [true], "one value, at the down: the callbacks are not asked again")
    }

    @Test func theRegionsCornersAreRound() {
        let driver = Self.driver(Record())
        driver.down(at: Self.centre, time: 0)
        // 60 pt right of and 60 pt below the bottom-right corner: 85 pt from the frame.
        driver.move(to: Point(x: 780, y: 485), time: 0.05)
        #expect(driver.value?.isPressed == false)
        driver.move(to: Point(x: 760, y: 465), time: 0.1)
        #expect(driver.value?.isPressed == true, "40 pt, 40 pt: 57 pt away")
    }

    @Test func releasedBeyondTheRegionFailsWithoutEnding() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        driver.move(to: Self.right(by: 100), time: 0.1)
        driver.up(time: 0.2)
        #expect(driver.phase == .failed)
        #expect(record.ended.isEmpty)
        #expect(driver.transitions.map(\.transition) == [.began, .cancelled])
    }

    @Test func releasedAfterComingBackEnds() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        driver.move(to: Self.right(by: 200), time: 0.1)
        driver.move(to: Self.centre, time: 0.2)
        driver.up(time: 0.3)
        #expect(record.ended.count == 1)
    }

    @Test(arguments: [false, true])
    func aCancelFailsIt(everything: Bool) {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(at: Self.centre, time: 0)
        if everything { driver.cancelAll(time: 0.1) } else { driver.cancel(time: 0.1) }
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
        #expect(record.ended.isEmpty)
    }

    @Test func aLaterPointerOnTheFrameTakesThePress() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(1, at: Self.centre, time: 0)
        driver.down(2, at: Point(x: 600, y: 390), time: 0.05)
        #expect(driver.value?.pointer == 2)
        driver.up(1, time: 0.1)
        #expect(driver.phase == .active, "the first pointer no longer holds it")
        #expect(record.ended.isEmpty)
        driver.move(2, to: Self.right(by: 100), time: 0.15)
        #expect(driver.value?.isPressed == false, "the press follows the second pointer")
        driver.move(2, to: Self.centre, time: 0.2)
        driver.up(2, time: 0.25)
        #expect(record.ended.map(\.pointer) == [2])
    }

    @Test func aLaterPointerOffTheFrameDoesNotTakeIt() {
        let record = Record()
        let driver = Self.driver(record)
        driver.down(1, at: Self.centre, time: 0)
        driver.down(2, at: Self.right(by: 30), time: 0.05)
        #expect(driver.value?.pointer == 1)
        driver.up(2, time: 0.1)
        driver.up(1, time: 0.15)
        #expect(record.ended.map(\.pointer) == [1])
    }

    @Test func aGestureWithPrecedenceTakesOver() {
        // A parent's high-priority drag: the press shows at once, and fails once the drag begins.
        var taps = 0
        let driver = GestureDriver(DragGesture().exclusively(before: PressGesture().onEnded { _ in taps += 1 }),
                                   spaces: Self.spaces)
        driver.down(at: Self.centre, time: 0)
        #expect(driver.recognizer.second.phase == .active)
        driver.move(to: Point(x: 660, y: 400), time: 0.1)
        #expect(driver.recognizer.first.phase == .active)
        #expect(driver.recognizer.second.phase == .failed)
        driver.up(time: 0.2)
        #expect(taps == 0)
    }

    @Test func heldBackItBeginsWhenThePrecedingGestureFails() {
        // A long press with precedence is active from the down; moving fails it, and the press begins.
        var ended = 0
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1).exclusively(before: PressGesture().onEnded { _ in ended += 1 }),
                                   spaces: Self.spaces)
        driver.down(at: Self.centre, time: 0)
        #expect(driver.recognizer.second.phase == .possible, "the long press is active: the press may not begin")
        driver.move(to: Point(x: 660, y: 400), time: 0.1)
        #expect(driver.recognizer.first.phase == .failed)
        driver.wait(0.02)
        #expect(driver.recognizer.second.phase == .active)
        driver.up(time: 0.3)
        #expect(ended == 1)
    }

    @Test func withoutBoundsEveryLocationIsWithinReach() {
        let driver = GestureDriver(PressGesture())
        driver.down(at: .zero, time: 0)
        driver.move(to: Point(x: 5000, y: 0), time: 0.1)
        #expect(driver.value?.isPressed == true)
        driver.up(time: 0.2)
        #expect(driver.phase == .ended)
    }

    @Test func theMarginIsAParameter() {
        let driver = Self.driver(Record(), margin: 10)
        driver.down(at: Self.centre, time: 0)
        driver.move(to: Self.right(by: 20), time: 0.1)
        #expect(driver.value?.isPressed == false)
    }
}
