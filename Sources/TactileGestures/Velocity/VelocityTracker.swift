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
/// of 40 ms or more, and fits x(t) and y(t) with a degree-2 least-squares polynomial.
/// Fewer than 3 usable samples (or fewer than 3 distinct times), or a newest sample 40 ms or
/// older, give zero. The window's sums are kept up to date as samples come and go, so adding
/// a sample and estimating are both O(1) amortized (the sums are rebuilt about a nearer origin
/// once the newest sample is two window spans from it, which keeps them precise). Nothing
/// allocates.
public struct VelocityTracker: Sendable {
    public static let horizon = 0.100
    public static let stopGap = 0.040
    public static let minimumSamples = 3
    @usableFromInline static let capacity = 20
    /// How much farther than two window spans the newest sample may get from the sums' origin
    /// before they are rebuilt.
    @usableFromInline static let rebaseSlack = 0.002

    @usableFromInline struct Sample: Sendable {
        @usableFromInline var time: Double
        @usableFromInline var x: Double
        @usableFromInline var y: Double
        /// Whether its time differs from the sample before it in the window.
        @usableFromInline var isNewTime: Bool
        @inlinable init(time: Double, x: Double, y: Double, isNewTime: Bool) {
            self.time = time
            self.x = x
            self.y = y
            self.isNewTime = isNewTime
        }
    }

    /// The normal equations' sums over the window, in milliseconds and points from `origin`.
    @usableFromInline struct Sums: Sendable {
        @usableFromInline var n = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
        @usableFromInline var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        @inlinable init() {}

        /// Adds (`sign` 1) or removes (`sign` −1) one sample, computed the same way both times.
        @inlinable mutating func add(_ sample: Sample, origin: Sample, sign: Double) {
            let t = (sample.time - origin.time) * 1000, x = sample.x - origin.x, y = sample.y - origin.y
            let tt = t * t
            n += sign; t1 += sign * t; t2 += sign * tt; t3 += sign * tt * t; t4 += sign * tt * tt
            x0 += sign * x; x1 += sign * t * x; x2 += sign * tt * x
            y0 += sign * y; y1 += sign * t * y; y2 += sign * tt * y
        }
    }

    @usableFromInline var samples = InlineArray<20, Sample>(repeating: Sample(time: 0, x: 0, y: 0, isNewTime: true))
    /// Ring positions of the window's oldest sample; the window holds `count` samples.
    @usableFromInline var oldest = 0
    @usableFromInline var count = 0
    @usableFromInline var distinctTimes = 0
    @usableFromInline var origin = Sample(time: 0, x: 0, y: 0, isNewTime: true)
    @usableFromInline var sums = Sums()

    @inlinable public init() {}

    @inlinable public mutating func reset() {
        count = 0
        distinctTimes = 0
        sums = Sums()
    }

    @inlinable @inline(__always) var newest: Int { (oldest + count - 1) % Self.capacity }

    /// Records a position at a time (seconds). Non-finite positions are ignored.
    @inlinable public mutating func add(_ point: Point, at time: Double) {
        add(x: point.x, y: point.y, at: time)
    }

    /// Records a one-dimensional value (a scale, an angle) at a time.
    @inlinable public mutating func add(_ scalar: Double, at time: Double) {
        add(x: scalar, y: 0, at: time)
    }

    @inlinable mutating func add(x: Double, y: Double, at time: Double) {
        guard x.isFinite, y.isFinite, time.isFinite else { return }
        var isNewTime = true
        if count > 0 {
            let last = samples[newest].time
            // A pause of 40 ms or more: the pointer stopped, and what came before does not count.
            if time - last >= Self.stopGap { reset() } else { isNewTime = time != last }
        }
        if count == 0 {
            oldest = 0
            origin = Sample(time: time, x: x, y: y, isNewTime: true)
        } else if count == Self.capacity {
            removeOldest()
        }
        let sample = Sample(time: time, x: x, y: y, isNewTime: isNewTime || count == 0)
        samples[(oldest + count) % Self.capacity] = sample
        count += 1
        if sample.isNewTime { distinctTimes += 1 }
        sums.add(sample, origin: origin, sign: 1)
        while count > 1, time - samples[oldest].time > Self.horizon { removeOldest() }
        // Sums about a far origin lose precision as the window narrows (fast digitizers):
        // keep the origin within about two window spans of the newest sample.
        if time - origin.time > 2 * (time - samples[oldest].time) + Self.rebaseSlack { rebase() }
    }

    @inlinable mutating func removeOldest() {
        sums.add(samples[oldest], origin: origin, sign: -1)
        distinctTimes -= 1
        oldest = (oldest + 1) % Self.capacity
        count -= 1
        // The new oldest now stands for its time whether or not it shared it with the one removed.
        if count > 0, !samples[oldest].isNewTime {
            samples[oldest].isNewTime = true
            distinctTimes += 1
        }
    }

    /// Rebuilds the sums from the window's samples, about its oldest: no drift accumulates.
    @inlinable mutating func rebase() {
        origin = samples[oldest]
        sums = Sums()
        for offset in 0..<count { sums.add(samples[(oldest + offset) % Self.capacity], origin: origin, sign: 1) }
    }

    /// The velocity in points per second as seen at `time`.
    @inlinable @inline(__always) public func velocity(at time: Double) -> Vector {
        let (vx, vy) = estimate(at: time)
        return Vector(width: vx, height: vy)
    }

    /// The one-dimensional rate (per second) as seen at `time`.
    @inlinable @inline(__always) public func rate(at time: Double) -> Double { estimate(at: time).0 }

    // Inlined so that the tracker's samples are never copied to ask: only the sums are read.
    @inlinable @inline(__always) func estimate(at time: Double) -> (Double, Double) {
        guard count >= Self.minimumSamples, distinctTimes >= Self.minimumSamples else { return (0, 0) }
        let newestTime = samples[newest].time
        guard time - newestTime < Self.stopGap else { return (0, 0) }
        return Self.slopes(sums, at: (newestTime - origin.time) * 1000)
    }

    /// The fit's slopes in x and y at `t` (milliseconds from the origin), per second.
    /// Solves [n t1 t2; t1 t2 t3; t2 t3 t4] · [c0 c1 c2] = rhs by Cramer's rule; the slope is
    /// c1 + 2 c2 t.
    @usableFromInline static func slopes(_ s: Sums, at t: Double) -> (Double, Double) {
        let m0 = s.t2 * s.t4 - s.t3 * s.t3, m1 = s.t1 * s.t4 - s.t3 * s.t2, m2 = s.t1 * s.t3 - s.t2 * s.t2
        let det = s.n * m0 - s.t1 * m1 + s.t2 * m2
        guard det.isFinite, det != 0 else { return (0, 0) }
        func slope(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
            let c1 = s.n * (r1 * s.t4 - s.t3 * r2) - r0 * m1 + s.t2 * (s.t1 * r2 - r1 * s.t2)
            let c2 = s.n * (s.t2 * r2 - r1 * s.t3) - s.t1 * (s.t1 * r2 - r1 * s.t2) + r0 * m2
            let v = (c1 + 2 * c2 * t) / det * 1000  // per millisecond → per second
            return v.isFinite ? v : 0
        }
        return (slope(s.x0, s.x1, s.x2), slope(s.y0, s.y1, s.y2))
    }
}
