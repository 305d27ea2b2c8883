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

/// ``PinchRecognizer/reset()`` sets a new recognizer's state field by field, leaving the
/// pointer table's and the sample ring's slots as they were: a recognizer reset after a pinch
/// must go through the next exactly as a new one does.
@Suite("PinchRecognizer.reset")
struct PinchRecognizerResetTests {
    /// Phases and values, input by input: three fingers, more moves than the ring holds, a
    /// pause, and releases.
    private func run<Measure>(_ recognizer: inout PinchRecognizer<Measure>, from start: Double, spread: Double)
        -> [String] where Measure.Value: Hashable {
        var trace: [String] = []
        func note(_ changed: Bool) { trace.append("\(changed) \(recognizer.phase) \(String(describing: recognizer.value))") }
        note(recognizer.send(.down, 1, at: Point(x: 200, y: 300), time: start))
        note(recognizer.send(.down, 2, at: Point(x: 300, y: 300), time: start + 0.01))
        note(recognizer.send(.down, 3, at: Point(x: 250, y: 400), time: start + 0.02))
        for i in 1...40 {
            let t = start + 0.02 + Double(i) * 0.008 + (i == 30 ? 0.05 : 0)
            let angle = Double(i) * 0.02
            note(recognizer.send(.move, 1, at: Point(x: 250 - spread * Double(i) * cos(angle), y: 300 - spread * Double(i) * sin(angle)), time: t))
            note(recognizer.send(.move, 2, at: Point(x: 250 + spread * Double(i) * cos(angle), y: 300 + spread * Double(i) * sin(angle)), time: t))
        }
        note(recognizer.send(.up, 2, at: Point(x: 300, y: 300), time: start + 0.4))
        note(recognizer.send(.move, 1, at: Point(x: 150, y: 250), time: start + 0.41))
        note(recognizer.send(.up, 3, at: Point(x: 250, y: 400), time: start + 0.42))
        note(recognizer.send(.up, 1, at: Point(x: 150, y: 250), time: start + 0.43))
        return trace
    }

    private func resetGoesOnAsNew<Measure>(_ make: () -> PinchRecognizer<Measure>) where Measure.Value: Hashable {
        var used = make()
        _ = run(&used, from: 10, spread: 3)
        used.reset()
        var fresh = make()
        #expect(used.phase == .possible && used.value == nil)
        #expect(run(&used, from: 2, spread: 1.5) == run(&fresh, from: 2, spread: 1.5))
    }

    @Test func aResetMagnifyGoesOnAsANewOne() { resetGoesOnAsNew { MagnifyGesture().makeRecognizer() } }
    @Test func aResetRotateGoesOnAsANewOne() { resetGoesOnAsNew { RotateGesture().makeRecognizer() } }

    @Test func aResetMidPinchForgetsItsFingers() {
        var used = RotateGesture().makeRecognizer()
        used.send(.down, 1, at: Point(x: 200, y: 300), time: 0)
        used.send(.down, 2, at: Point(x: 300, y: 300), time: 0.01)
        used.send(.move, 2, at: Point(x: 300, y: 350), time: 0.02)
        used.reset()
        var fresh = RotateGesture().makeRecognizer()
        // Finger 1's release is not a pinch's any more: both ignore it.
        #expect(used.send(.up, 1, at: Point(x: 200, y: 300), time: 0.03) == fresh.send(.up, 1, at: Point(x: 200, y: 300), time: 0.03))
        #expect(run(&used, from: 1, spread: 2) == run(&fresh, from: 1, spread: 2))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
