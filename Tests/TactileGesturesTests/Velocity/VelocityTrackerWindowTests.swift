import Testing
import TactileGestures

/// The samples a velocity is fitted from: the last twenty, and among them those of at least
/// three distinct times within the window.
@Suite("VelocityTracker window")
struct VelocityTrackerWindowTests {
    private func agree(_ a: Vector, _ b: Vector) -> Bool {
        let scale = max(abs(b.width), abs(b.height), 1)
        return abs(a.width - b.width) <= scale * 1e-9 && abs(a.height - b.height) <= scale * 1e-9
    }

    /// A drag coalesced eight samples a frame asks at every position of the ring.
    @Test(arguments: [0.001, 0.004, 0.0065])
    func aCoalescedDragGivesThePlainFitAtEveryRingPosition(interval: Double) {
        var tracker = VelocityTracker()
        var reference = ReferenceVelocity()
        var compared = 0
        for i in 0..<400 {
            let t = 3.25 + Double(i) * interval
            let point = Point(x: 100 + 900 * t + 40 * t * t, y: 50 - 300 * t + 5 * Double(i % 3))
            tracker.add(point, at: t)
            reference.add(point, at: t)
            guard i % 8 == 7 else { continue }
            #expect(agree(tracker.velocity(at: t), reference.velocity(at: t)), "after sample \(i)")
            compared += 1
        }
        #expect(compared == 50)
    }

    @Test func samplesSharingTimesStillCountTheirDistinctTimes() {
        var tracker = VelocityTracker()
        var reference = ReferenceVelocity()
        // Pairs of samples at one time.
        for i in 0..<64 {
            let t = 1.0 + Double(i / 2) * 0.002
            let point = Point(x: Double(i) * 3, y: Double(i % 5))
            tracker.add(point, at: t)
            reference.add(point, at: t)
            if i % 8 == 7 { #expect(agree(tracker.velocity(at: t), reference.velocity(at: t))) }
        }
        var stalled = VelocityTracker()
        for i in 0..<8 { stalled.add(Point(x: Double(i), y: 0), at: i < 4 ? 1.0 : 1.001) }
        #expect(stalled.velocity(at: 1.001) == .zero, "two distinct times are too few to fit")
    }

    /// A third distinct time arriving makes the fit possible, and the oldest time leaving the
    /// twenty samples makes it impossible again.
    @Test func distinctTimesAreCountedInTheWindow() {
        var gaining = VelocityTracker(), gainingReference = ReferenceVelocity()
        for i in 0..<20 {
            let (point, time) = (Point(x: Double(i), y: 0), i < 10 ? 1.0 : 1.001)
            gaining.add(point, at: time)
            gainingReference.add(point, at: time)
        }
        #expect(gaining.velocity(at: 1.001) == .zero, "two distinct times")
        gaining.add(Point(x: 30, y: 4), at: 1.002)
        gainingReference.add(Point(x: 30, y: 4), at: 1.002)
        let gained = gaining.velocity(at: 1.002)
        #expect(gained != .zero, "a third distinct time")
        #expect(agree(gained, gainingReference.velocity(at: 1.002)))

        var losing = VelocityTracker()
        losing.add(Point(x: 0, y: 0), at: 1.0)
        for i in 1..<19 { losing.add(Point(x: Double(i), y: 0), at: 1.001) }
        losing.add(Point(x: 25, y: 0), at: 1.002)
        #expect(losing.velocity(at: 1.002) != .zero, "three distinct times")
        losing.add(Point(x: 26, y: 0), at: 1.002)
        #expect(losing.velocity(at: 1.002) == .zero, "the only sample at 1.000 left the twenty")
    }

    /// The ring keeps the last twenty samples: the twenty-first pushes out the oldest, however
    /// often the ring wraps.
    @Test func onlyTheLastTwentySamplesCount() {
        var tracker = VelocityTracker()
        var reference = ReferenceVelocity()
        for i in 0..<95 {
            // A fast start that only the oldest samples remember.
            let t = Double(i) * 0.001, x = i < 70 ? Double(i) * 50 : 3500 + Double(i - 70) * 2
            tracker.add(Point(x: x, y: -x), at: t)
            reference.add(Point(x: x, y: -x), at: t)
            #expect(agree(tracker.velocity(at: t), reference.velocity(at: t)), "after sample \(i)")
        }
        #expect(abs(tracker.velocity(at: 0.094).width - 2000) < 1e-6, "only the slow samples are left")
    }
}
