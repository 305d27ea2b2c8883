/// Estimates a pointer's velocity from its recent positions, the way Flutter's tracker does.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 0, y: 0), at: 0.000)
/// tracker.add(Point(x: 10, y: 0), at: 0.010)
/// tracker.add(Point(x: 20, y: 0), at: 0.020)
/// tracker.velocity(at: 0.020)   // ≈ (1000, 0) points per second
/// tracker.velocity(at: 0.080)   // .zero: the pointer has rested for 40 ms or more
/// ```
///
/// Keeps the last 20 samples inline; uses those within 100 ms of the newest, stopping at a gap
/// of 40 ms or more, and fits x(t) and y(t) with a degree-2 least-squares polynomial about the
/// newest sample (as Flutter does), whose slope there is the velocity.
/// Fewer than 3 usable samples (or fewer than 3 distinct times), or a newest sample 40 ms or
/// older, give zero.
///
/// Adding a sample is O(1) and only stores it: a digitizer reports many more samples than
/// anyone asks for a velocity (coalesced moves bring eight or more per frame). Estimating fits
/// the window then, O(20). Nothing allocates.
public struct VelocityTracker: Sendable {
    public static let horizon = 0.100
    public static let stopGap = 0.040
    public static let minimumSamples = 3
    @usableFromInline static let capacity = 20

    @usableFromInline struct Sample: Sendable {
        @usableFromInline var time: Double
        @usableFromInline var x: Double
        @usableFromInline var y: Double
        @inlinable init(time: Double, x: Double, y: Double) {
            self.time = time
            self.x = x
            self.y = y
        }
    }

    @usableFromInline var samples = InlineArray<20, Sample>(repeating: Sample(time: 0, x: 0, y: 0))
    /// Ring position of the newest sample; the ring holds `count` samples.
    @usableFromInline var newest = Self.capacity - 1
    @usableFromInline var count = 0
    /// The newest sample's time (also in the ring; kept apart so that asking reads no samples).
    @usableFromInline var newestTime = 0.0
    /// The fit's slopes at the newest sample, once computed since the last sample.
    @usableFromInline var fitted: (x: Double, y: Double)?

    @inlinable public init() {}

    @inlinable public mutating func reset() {
        count = 0
        fitted = nil
    }

    /// Fits the window now, in place, so that asking for the velocity until the next sample
    /// reads the result: a recognizer asks from inside its update, where the samples are read
    /// where they lie instead of being copied out. O(20).
    @inlinable @inline(__always) public mutating func fit() {
        guard fitted == nil else { return }
        let (newest, count) = (self.newest, self.count)
        fitted = withUnsafeMutablePointer(to: &samples) { ring in
            ring.withMemoryRebound(to: Sample.self, capacity: Self.capacity) { samples in
                Self.slopes(UnsafeBufferPointer(start: samples, count: Self.capacity), newest: newest, count: count)
            }
        }
    }

    /// Records a position at a time (seconds). Non-finite positions are ignored.
    @inlinable @inline(__always) public mutating func add(_ point: Point, at time: Double) {
        add(x: point.x, y: point.y, at: time)
    }

    /// Records a one-dimensional value (a scale, an angle) at a time.
    @inlinable @inline(__always) public mutating func add(_ scalar: Double, at time: Double) {
        add(x: scalar, y: 0, at: time)
    }

    @inlinable @inline(__always) mutating func add(x: Double, y: Double, at time: Double) {
        guard x.isFinite, y.isFinite, time.isFinite else { return }
        // A pause of 40 ms or more: the pointer stopped, and what came before does not count.
        if count > 0, time - newestTime >= Self.stopGap { count = 0 }
        newest = newest == Self.capacity - 1 ? 0 : newest + 1
        samples[newest] = Sample(time: time, x: x, y: y)
        newestTime = time
        if count < Self.capacity { count += 1 }
        fitted = nil
    }

    /// The velocity in points per second as seen at `time`.
    @inlinable @inline(__always) public func velocity(at time: Double) -> Vector {
        let (vx, vy) = estimate(at: time)
        return Vector(width: vx, height: vy)
    }

    /// The one-dimensional rate (per second) as seen at `time`.
    @inlinable @inline(__always) public func rate(at time: Double) -> Double { estimate(at: time).0 }

    /// The fit's slopes at the newest sample, per second; zero when the pointer has rested or
    /// the window is too thin to fit.
    @inlinable @inline(__always) func estimate(at time: Double) -> (Double, Double) {
        guard count >= Self.minimumSamples else { return (0, 0) }
        guard time - newestTime < Self.stopGap else { return (0, 0) }
        return fitted ?? slopes()
    }

    /// The least-squares slopes at the newest sample, per second (zero when too thin to fit).
    @inlinable @inline(__always) func slopes() -> (x: Double, y: Double) {
        // Read through a span: subscripting the inline array of a borrowed self copies it whole.
        let span = samples.span
        return span.withUnsafeBufferPointer { Self.slopes($0, newest: newest, count: count) }
    }

    /// The slopes of the ring `samples` whose newest sample is at `newest` and which holds
    /// `count` samples.
    @inlinable @inline(__always)
    static func slopes(_ samples: UnsafeBufferPointer<Sample>, newest: Int, count: Int) -> (x: Double, y: Double) {
        guard count >= Self.minimumSamples else { return (0, 0) }
        let last = samples[newest]
        // The normal equations' sums, in milliseconds and points from the newest sample; x and
        // y side by side.
        var n = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
        var r0 = SIMD2<Double>(), r1 = SIMD2<Double>(), r2 = SIMD2<Double>()
        var distinctTimes = 0
        var previousTime = Double.nan
        var index = newest
        for _ in 0..<count {
            let sample = samples[index]
            guard last.time - sample.time <= Self.horizon else { break }
            if sample.time != previousTime { distinctTimes += 1 }
            previousTime = sample.time
            let t = (sample.time - last.time) * 1000, p = SIMD2(sample.x - last.x, sample.y - last.y)
            let tt = t * t
            n += 1; t1 += t; t2 += tt; t3 += tt * t; t4 += tt * tt
            r0 += p; r1 += t * p; r2 += tt * p
            index = index == 0 ? Self.capacity - 1 : index - 1
        }
        guard distinctTimes >= Self.minimumSamples else { return (0, 0) }
        // Solves [n t1 t2; t1 t2 t3; t2 t3 t4] · [c0 c1 c2] = r by Cramer's rule; at the newest
        // sample (t = 0) the slope is c1.
        let m1 = t1 * t4 - t3 * t2, m2 = t1 * t3 - t2 * t2
        let det = n * (t2 * t4 - t3 * t3) - t1 * m1 + t2 * m2
        guard det.isFinite, det != 0 else { return (0, 0) }
        let c1 = n * (r1 * t4 - t3 * r2) - r0 * m1 + t2 * (t1 * r2 - r1 * t2)
        let v = c1 / det * 1000  // per millisecond → per second
        return (v.x.isFinite ? v.x : 0, v.y.isFinite ? v.y : 0)
    }
}
