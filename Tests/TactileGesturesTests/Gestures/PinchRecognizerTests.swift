import Testing
import TactileGestures
import TactileTestSupport

/// `nextDeadline()` of the two-pointer gestures (``PinchRecognizer``): only input moves a
/// pinch on, except an end held back, retried every tick.
@Suite("PinchRecognizer.nextDeadline")
struct PinchRecognizerDeadlineTests {
    private let a = Point(x: 250, y: 300)
    private let b = Point(x: 350, y: 300)

    /// Presses both fingers, spreads them to twice the span (scale 2), rotated 90°... as asked.
    private func pinch<Measure>(_ recognizer: inout PinchRecognizer<Measure>, rotate: Bool) {
        recognizer.send(.down, 1, at: a, time: 0)
        recognizer.send(.down, 2, at: b, time: 0.01)
        #expect(recognizer.deadline == .infinity)
        let (a2, b2) = rotate ? (Point(x: 300, y: 250), Point(x: 300, y: 350)) : (Point(x: 200, y: 300), Point(x: 400, y: 300))
        recognizer.send(.move, 1, at: a2, time: 0.05)
        recognizer.send(.move, 2, at: b2, time: 0.05)
    }

    @Test func aMagnifyWaitsForInputUntilItsEndIsHeld() {
        var recognizer = MagnifyGesture().makeRecognizer()
        #expect(recognizer.deadline == .infinity)
        pinch(&recognizer, rotate: false)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.up, 1, at: Point(x: 200, y: 300), time: 0.1)
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.up, 2, at: Point(x: 400, y: 300), time: 0.12, in: holdingEnd)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == -.infinity)
        let changed1 = recognizer.tick(to: 0.2)
        #expect(changed1)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aRotateWaitsForInputUntilItsEndIsHeld() {
        var recognizer = RotateGesture().makeRecognizer()
        pinch(&recognizer, rotate: true)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == .infinity)
        recognizer.send(.up, 1, at: Point(x: 300, y: 250), time: 0.1)
        recognizer.send(.up, 2, at: Point(x: 300, y: 350), time: 0.12, in: holdingEnd)
        #expect(recognizer.deadline == -.infinity)
        recognizer.tick(to: 0.2)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == .infinity)
    }

    @Test func aFailedPinchWaitsForNothing() {
        var recognizer = MagnifyGesture().makeRecognizer()
        recognizer.send(.down, 1, at: a, time: 0)
        recognizer.send(.up, 1, at: a, time: 0.1)
        #expect(recognizer.phase == .failed)
        #expect(recognizer.deadline == .infinity)
    }
}
