import Testing
import TactileGestures
import TactileTestSupport

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

    @Test func threeSamplesAtOnlyTwoDistinctTimesGiveZero() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 0.000)
        tracker.add(Point(x: 10, y: 5), at: 0.010)
        tracker.add(Point(x: 12, y: 9), at: 0.010)
        #expect(tracker.velocity(at: 0.010) == .zero)
        tracker.add(Point(x: 20, y: 10), at: 0.020)
        #expect(tracker.velocity(at: 0.020) != .zero, "a third distinct time makes the fit possible")
    }

    @Test func aSampleThatSharedItsTimeWithOneThatLeftTheWindowStillCounts() {
        // Two samples at 0 ms, eighteen at 10 ms, then one at 20 ms: the 21st pushes the first
        // out of the 20, and the second must still stand for 0 ms, the third distinct time.
        var tracker = VelocityTracker()
        var reference = ReferenceVelocity()
        var stream = [(Point(x: 0, y: 0), 0.0), (Point(x: 0, y: 0), 0.0)]
        stream += Array(repeating: (Point(x: 10, y: 0), 0.01), count: 18)
        stream.append((Point(x: 20, y: 0), 0.02))
        for (point, time) in stream {
            tracker.add(point, at: time)
            reference.add(point, at: time)
        }
        let velocity = tracker.velocity(at: 0.02)
        #expect(isClose(velocity.width, 1000))
        #expect(isClose(velocity.width, reference.velocity(at: 0.02).width, relative: 1e-9))
    }

    // MARK: Against a plain fit

    /// Random streams (60 Hz to 2 kHz, jittered, with duplicate timestamps, pauses of up to
    /// 80 ms and runs of several seconds) give, after every sample and at later moments, the
    /// velocity of a plain least-squares fit over the documented window.
    @Test(arguments: 0..<8)
    func agreesWithAPlainLeastSquaresFitOnRandomStreams(seed: UInt64) {
        var random = SplitMix64(seed: 0x7AC7_11E0 &+ seed)
        var compared = 0, nonZero = 0, mismatches = 0
        for _ in 0..<12 {
            var tracker = VelocityTracker()
            var reference = ReferenceVelocity()
            var t = (Double.random(in: 0...3600, using: &random) * 1e6).rounded() / 1e6
            var position = Point(x: Double.random(in: -2000...2000, using: &random),
                                 y: Double.random(in: -2000...2000, using: &random))
            var velocity = Vector(width: Double.random(in: -3000...3000, using: &random),
                                  height: Double.random(in: -3000...3000, using: &random))
            var rate = Double.random(in: 60...2000, using: &random)
            let duration = Double.random(in: 0.2...5, using: &random)
            let end = t + duration
            while t < end {
                let roll = Double.random(in: 0..<1, using: &random)
                let dt: Double
                if roll < 0.12 {
                    dt = 0                                                  // a duplicate timestamp
                } else if roll < 0.16 {
                    dt = Double.random(in: 0...0.080, using: &random)       // a pause
                } else {
                    dt = Double.random(in: 0.5...1.5, using: &random) / rate
                }
                if Double.random(in: 0..<1, using: &random) < 0.01 { rate = Double.random(in: 60...2000, using: &random) }
                velocity.width += Double.random(in: -20000...20000, using: &random) * dt
                velocity.height += Double.random(in: -20000...20000, using: &random) * dt
                position = position + velocity * dt
                t = ((t + dt) * 1e6).rounded() / 1e6                           // a trace's microseconds
                let noisy = position + Vector(width: Double.random(in: -0.5...0.5, using: &random),
                                              height: Double.random(in: -0.5...0.5, using: &random))
                tracker.add(noisy, at: t)
                reference.add(noisy, at: t)
                var queries = [t]
                if Double.random(in: 0..<1, using: &random) < 0.2 { queries.append(t + Double.random(in: 0...0.05, using: &random)) }
                for query in queries {
                    let actual = tracker.velocity(at: query)
                    let expected = reference.velocity(at: query)
                    compared += 1
                    if expected != .zero { nonZero += 1 }
                    if !agree(actual.width, expected.width) || !agree(actual.height, expected.height) {
                        mismatches += 1
                        if mismatches <= 5 {
                            Issue.record("at \(query) (newest \(t)): tracker \(actual), plain fit \(expected)")
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
        #expect(nonZero > compared / 2, "most queries have a velocity to compare (\(nonZero) of \(compared))")
        #expect(nonZero < compared, "some queries fall on the zero rules")
    }

    /// Within 1e-6 relative, plus 1e-6 pt/s.
    private func agree(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= abs(b) * 1e-6 + 1e-6
    }

    // MARK: Asked as recognizers ask

    /// Asking after every sample or every few (as a pinch and a coalescing drag do), over
    /// streams at 60 Hz to 2 kHz with jitter, duplicate timestamps, pauses, times that step
    /// back, rests, jumps, non-finite samples and resets, gives the plain fit's velocity to
    /// 1e-9 of the window's speed (or of the velocity, if larger); and exactly zero where the
    /// plain fit gives zero for want of motion or samples.
    @Test(arguments: 0..<16)
    func askingAsRecognizersDoAgreesWithAPlainFit(seed: UInt64) {
        var random = SplitMix64(seed: 0xF17_0000 &+ seed)
        var largest = 0.0, compared = 0, exactZeros = 0
        for _ in 0..<6 {
            var tracker = VelocityTracker()
            var reference = ReferenceVelocity()
            let rate = [1000, 240, 120, 60, Double.random(in: 60...2000, using: &random)].randomElement(using: &random)!
            let batch = [1, 1, 2, 8, Int.random(in: 1...12, using: &random)].randomElement(using: &random)!
            let quantum = [1e-6, 1e-3, 0].randomElement(using: &random)!
            // Some digitizers stamp several samples alike: windows of two times must still give zero.
            let duplicates = [0.08, 0.08, 0.5, 0.9].randomElement(using: &random)!
            var t = Double.random(in: 0...3600, using: &random)
            var position = Point(x: Double.random(in: -2000...2000, using: &random),
                                 y: Double.random(in: -2000...2000, using: &random))
            var velocity = Vector(width: Double.random(in: -3000...3000, using: &random),
                                  height: Double.random(in: -3000...3000, using: &random))
            var resting = 0, added = 0
            for _ in 0..<Int.random(in: 200...3000, using: &random) {
                let roll = Double.random(in: 0..<1, using: &random)
                var dt = Double.random(in: 0.8...1.2, using: &random) / rate
                if roll < 0.02 { dt = Double.random(in: 0...0.080, using: &random) }        // a pause
                else if roll < 0.03 { dt = -Double.random(in: 0...0.010, using: &random) }  // a step back
                else if Double.random(in: 0..<1, using: &random) < duplicates { dt = 0 }
                if Double.random(in: 0..<1, using: &random) < 0.005 { resting = Int.random(in: 5...60, using: &random) }
                if resting > 0 {
                    resting -= 1
                } else {
                    velocity.width += Double.random(in: -20000...20000, using: &random) * abs(dt)
                    velocity.height += Double.random(in: -20000...20000, using: &random) * abs(dt)
                    position = position + velocity * dt
                        + Vector(width: Double.random(in: -0.5...0.5, using: &random),
                                 height: Double.random(in: -0.5...0.5, using: &random))
                    if Double.random(in: 0..<1, using: &random) < 0.002 { position = position + Vector(width: 500, height: -300) }
                }
                t += dt
                if quantum > 0 { t = (t / quantum).rounded() * quantum }
                var sample = position, time = t
                let odd = Double.random(in: 0..<1, using: &random)
                if odd < 0.005 { sample.x = .nan } else if odd < 0.01 { sample.y = -.infinity } else if odd < 0.012 { time = .nan }
                tracker.add(sample, at: time)
                reference.add(sample, at: time)
                if Double.random(in: 0..<1, using: &random) < 0.002 {
                    tracker.reset()
                    reference.reset()
                }
                added += 1
                guard added % batch == 0 else { continue }
                var queries = [t]
                if Double.random(in: 0..<1, using: &random) < 0.1 { queries.append(t + Double.random(in: 0...0.05, using: &random)) }
                for query in queries {
                    let actual = tracker.velocity(at: query), expected = reference.velocity(at: query)
                    let scale = max(reference.speedScale, abs(expected.width), abs(expected.height))
                    compared += 1
                    if scale == 0 {
                        if expected == .zero { exactZeros += 1 }
                        #expect(actual == expected, "at \(query): tracker \(actual), plain fit \(expected)")
                        continue
                    }
                    let deviation = max(abs(actual.width - expected.width), abs(actual.height - expected.height)) / scale
                    if deviation > 1e-9 {
                        Issue.record("at \(query): tracker \(actual), plain fit \(expected), deviation \(deviation)")
                    }
                    largest = max(largest, deviation)
                }
            }
        }
        #expect(largest <= 1e-9)
        #expect(exactZeros > 0, "some queries fall on the zero rules (\(compared) compared)")
    }

    @Test func theConstantsAreFluttersTracker() {
        #expect(VelocityTracker.horizon == 0.1)
        #expect(VelocityTracker.stopGap == 0.04)
        #expect(VelocityTracker.minimumSamples == 3)
        #expect(VelocityTracker.capacity == 20)
    }
}
