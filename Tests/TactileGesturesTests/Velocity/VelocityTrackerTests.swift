import Testing
import TactileGestures

/// NOTES "Velocity": the last 20 samples, those within 100 ms of the newest, stopping at a
/// gap of 40 ms or more; a degree-2 least-squares fit of x(t) and y(t), velocity = the linear
/// coefficient. Fewer than 3 samples → zero; a newest sample 40 ms or older when asked → zero.
@Suite("VelocityTracker")
struct VelocityTrackerTests {
    /// A tracker fed `count` samples of `position(t)` every `interval` seconds from `start`.
    private func tracker(count: Int, every interval: Double = 0.008, from start: Double = 0,
                         _ position: (Double) -> Point) -> VelocityTracker {
        var tracker = VelocityTracker()
        for i in 0..<count {
            let t = start + Double(i) * interval
            tracker.add(position(t), at: t)
        }
        return tracker
    }

    private func isClose(_ a: Double, _ b: Double, relative: Double = 0.01) -> Bool {
        abs(a - b) <= abs(b) * relative + 1e-9
    }

    @Test("constant speed gives that velocity (within 1%)",
          arguments: [Vector(width: 1000, height: 0), Vector(width: -250, height: 3000),
                      Vector(width: 50, height: -50), Vector(width: 7999, height: 0)])
    func constantSpeed(speed: Vector) {
        let tracker = tracker(count: 12) { t in Point(x: 100 + speed.width * t, y: 200 + speed.height * t) }
        let now = 11 * 0.008
        let velocity = tracker.velocity(at: now)
        #expect(isClose(velocity.width, speed.width))
        #expect(isClose(velocity.height, speed.height))
    }

    @Test func theFitIsQuadraticSoAnAcceleratingPointerGetsItsCurrentSpeed() {
        // x = 5000 t²: the speed at the newest sample (t = 0.08) is 2 · 5000 · 0.08 = 800.
        let tracker = tracker(count: 11) { t in Point(x: 5000 * t * t, y: 0) }
        let velocity = tracker.velocity(at: 0.08)
        #expect(isClose(velocity.width, 800))
    }

    @Test("fewer than 3 samples give zero", arguments: [0, 1, 2])
    func tooFewSamples(count: Int) {
        let tracker = tracker(count: count) { t in Point(x: 1000 * t, y: 0) }
        #expect(tracker.velocity(at: Double(max(count - 1, 0)) * 0.008) == .zero)
    }

    @Test func threeSamplesAreEnough() {
        let tracker = tracker(count: 3) { t in Point(x: 1000 * t, y: 0) }
        #expect(isClose(tracker.velocity(at: 0.016).width, 1000))
    }

    @Test("a pointer that rested 40 ms or more has zero velocity",
          arguments: [(0.035, false), (0.045, true), (0.5, true)])
    func rest(after rest: Double, isZero: Bool) {
        let tracker = tracker(count: 10) { t in Point(x: 1000 * t, y: 0) }
        let velocity = tracker.velocity(at: 9 * 0.008 + rest)
        #expect((velocity == .zero) == isZero)
        if !isZero { #expect(isClose(velocity.width, 1000)) }
    }

    @Test func samplesBeforeAGapOf40msAreNotUsed() {
        var tracker = VelocityTracker()
        // Fast, then a stop of 50 ms, then slow.
        for i in 0..<6 { tracker.add(Point(x: 5000 * Double(i) * 0.008, y: 0), at: Double(i) * 0.008) }
        let resume = 5 * 0.008 + 0.05
        for i in 0..<4 {
            let t = resume + Double(i) * 0.008
            tracker.add(Point(x: 200 + 100 * (t - resume), y: 0), at: t)
        }
        let velocity = tracker.velocity(at: resume + 3 * 0.008)
        #expect(isClose(velocity.width, 100))
    }

    @Test func onlyTwoSamplesAfterAGapGiveZero() {
        var tracker = VelocityTracker()
        for i in 0..<6 { tracker.add(Point(x: 1000 * Double(i) * 0.008, y: 0), at: Double(i) * 0.008) }
        tracker.add(Point(x: 100, y: 0), at: 0.1)
        tracker.add(Point(x: 101, y: 0), at: 0.108)
        #expect(tracker.velocity(at: 0.108) == .zero)
    }

    @Test func onlyTheLast100msCount() {
        var tracker = VelocityTracker()
        // 2000 pt/s until t = 0.1, then 300 pt/s until t = 0.3: the window sees only the latter.
        var t = 0.0, x = 0.0
        while t < 0.3 - 1e-9 {
            tracker.add(Point(x: x, y: 0), at: t)
            let speed = t < 0.1 - 1e-9 ? 2000.0 : 300.0
            x += speed * 0.008
            t += 0.008
        }
        tracker.add(Point(x: x, y: 0), at: t)
        #expect(isClose(tracker.velocity(at: t).width, 300))
    }

    @Test func resetForgetsEverything() {
        var tracker = tracker(count: 10) { t in Point(x: 1000 * t, y: 0) }
        tracker.reset()
        #expect(tracker.velocity(at: 0.072) == .zero)
        tracker.add(Point(x: 0, y: 0), at: 1.0)
        tracker.add(Point(x: 1, y: 0), at: 1.01)
        #expect(tracker.velocity(at: 1.01) == .zero, "two samples after the reset")
    }

    @Test func scalarRates() {
        var tracker = VelocityTracker()
        for i in 0..<8 { tracker.add(1 + 3 * Double(i) * 0.01, at: Double(i) * 0.01) }
        #expect(isClose(tracker.rate(at: 0.07), 3))
    }

    // MARK: Non-finite input

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = tracker(count: 6) { t in Point(x: 1000 * t, y: 0) }
        tracker.add(Point(x: .nan, y: 0), at: 0.048)
        tracker.add(Point(x: 0, y: .infinity), at: 0.048)
        tracker.add(Point(x: 48, y: 0), at: .nan)
        tracker.add(Point(x: 48, y: 0), at: .infinity)
        tracker.add(.nan, at: 0.048)
        let velocity = tracker.velocity(at: 0.040)
        #expect(isClose(velocity.width, 1000))
        #expect(velocity.height == 0)
    }

    @Test("odd input never yields NaN or infinity",
          arguments: [Double.nan, .infinity, -.infinity, 0, 1e308])
    func neverNaN(queryTime: Double) {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 1e308, y: -1e308), at: 0)
        tracker.add(Point(x: -1e308, y: 1e308), at: 0.001)
        tracker.add(Point(x: 1e308, y: 1e308), at: 0.002)
        tracker.add(Point(x: 0, y: 0), at: 0.002)          // two samples at the same time
        tracker.add(Point(x: 5, y: 5), at: 0.002)
        #expect(tracker.velocity(at: queryTime).isFinite)
        #expect(tracker.velocity(at: 0.002).isFinite)
        #expect(tracker.rate(at: queryTime).isFinite)
    }

    @Test func samplesAllAtOneInstantGiveZeroNotNaN() {
        var tracker = VelocityTracker()
        for i in 0..<5 { tracker.add(Point(x: Double(i), y: 0), at: 0.5) }
        let velocity = tracker.velocity(at: 0.5)
        #expect(velocity.isFinite)
        #expect(velocity == .zero)
    }

    @Test func theConstantsAreFluttersTracker() {
        #expect(VelocityTracker.horizon == 0.1)
        #expect(VelocityTracker.stopGap == 0.04)
        #expect(VelocityTracker.minimumSamples == 3)
    }
}
