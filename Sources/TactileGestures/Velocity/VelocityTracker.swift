/// Estimates a pointer's velocity from its recent positions, the way Flutter's
/// `VelocityTracker` does.
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
/// A ring keeps the last 20 samples. The estimate uses those within 100 ms of the newest,
/// stopping at a gap of 40 ms or more between two of them, and fits x(t) and y(t) with a
/// degree-2 least-squares polynomial (every weight 1) about the newest sample; the slope
/// there is the velocity. Fewer than 3 samples (or 3 distinct times) in the window, or a
/// newest sample 40 ms or older when asked, give zero: the pointer stopped.
///
/// Adding a sample writes one slot, O(1): a digitizer reports far more samples than anyone
/// asks velocities for. Asking fits the window, O(20). Nothing allocates.
public struct VelocityTracker: Sendable {
    /// Samples older than this (seconds) before the newest are not used.
    public static let horizon = 0.100
    /// A pause this long (seconds) means the pointer stopped: samples before it are not used,
    /// and a newest sample this old gives zero.
    public static let stopGap = 0.040
    /// Fewer samples than this give zero.
    public static let minimumSamples = 3
    /// How many samples the ring keeps.
    public static let capacity = 20

    /// The ring of samples; `newest` is the slot of the latest, the `count` before it (going
    /// back around the ring) are the others.
    var ring = InlineArray<20, PointerSample>(repeating: PointerSample(time: 0, location: .zero))
    var newest = VelocityTracker.capacity - 1
    var count = 0

    public init() {}

    /// Forgets every sample.
    public mutating func reset() { count = 0 }

    /// Records a position at a time (seconds). Non-finite samples are ignored. O(1).
    public mutating func add(_ point: Point, at time: Double) {
        guard point.isFinite, time.isFinite else { return }
        newest = (newest + 1) % Self.capacity
        ring[newest] = PointerSample(time: time, location: point)
        count = min(count + 1, Self.capacity)
    }

    /// Records a one-dimensional value (a scale, an angle) at a time, as `x`.
    public mutating func add(_ scalar: Double, at time: Double) {
        add(Point(x: scalar, y: 0), at: time)
    }

    /// The sample `age` samples before the newest (0: the newest).
    func sample(age: Int) -> PointerSample {
        ring[(newest - age + Self.capacity) % Self.capacity]
    }

    /// The velocity in points per second as seen at `time`: the fit's slope at the newest
    /// sample, or zero when the pointer has rested or the window is too thin. O(20).
    public func velocity(at time: Double) -> Vector {
        guard count >= Self.minimumSamples else { return .zero }
        let last = sample(age: 0)
        guard time - last.time < Self.stopGap else { return .zero }
        var fit = LeastSquaresFit(about: last)
        fit.add(last)
        var newer = last, distinctTimes = 1
        for age in 1..<count {
            let sample = sample(age: age)
            guard last.time - sample.time <= Self.horizon, newer.time - sample.time < Self.stopGap else { break }
            if sample.time != newer.time { distinctTimes += 1 }
            fit.add(sample)
            newer = sample
        }
        guard distinctTimes >= Self.minimumSamples else { return .zero }
        return fit.slope
    }

    /// The one-dimensional rate (per second) as seen at `time`: ``velocity(at:)``'s `x`.
    public func rate(at time: Double) -> Double { velocity(at: time).width }

    /// Whether both trackers hold the same samples, so that they give the same velocity at any
    /// time. O(count).
    func holdsSameSamples(as other: VelocityTracker) -> Bool {
        guard count == other.count else { return false }
        for age in 0..<count where sample(age: age) != other.sample(age: age) { return false }
        return true
    }
}

/// The degree-2 least-squares fit of x(t) and y(t) over some samples, each of weight 1:
/// the sums of the normal equations, with times in milliseconds and positions in points
/// relative to an origin sample (the newest), which keeps the sums small and exact.
///
/// ```swift
/// var fit = LeastSquaresFit(about: newest)
/// fit.add(sample)
/// fit.slope   // points per second at the origin
/// ```
struct LeastSquaresFit {
    let origin: PointerSample
    /// Σ1, Σt, Σt², Σt³, Σt⁴.
    var n = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    /// Σp, Σt·p, Σt²·p for both coordinates at once.
    var r0 = SIMD2<Double>(), r1 = SIMD2<Double>(), r2 = SIMD2<Double>()

    init(about origin: PointerSample) { self.origin = origin }

    mutating func add(_ sample: PointerSample) {
        let t = (sample.time - origin.time) * 1000
        let p = SIMD2(sample.location.x - origin.location.x, sample.location.y - origin.location.y)
        let tt = t * t
        n += 1
        t1 += t
        t2 += tt
        t3 += tt * t
        t4 += tt * tt
        r0 += p
        r1 += t * p
        r2 += tt * p
    }

    /// The linear coefficient of p(t) = c0 + c1·t + c2·t², the slope at the origin, per
    /// second: Cramer's rule on [n t1 t2; t1 t2 t3; t2 t3 t4] · c = r. Zero when the system is
    /// singular or a result is not finite.
    var slope: Vector {
        let m1 = t1 * t4 - t3 * t2, m2 = t1 * t3 - t2 * t2
        let det = n * (t2 * t4 - t3 * t3) - t1 * m1 + t2 * m2
        guard det != 0, det.isFinite else { return .zero }
        let c1 = n * (r1 * t4 - t3 * r2) - r0 * m1 + t2 * (t1 * r2 - r1 * t2)
        let perSecond = c1 / det * 1000
        return Vector(width: perSecond.x.isFinite ? perSecond.x : 0, height: perSecond.y.isFinite ? perSecond.y : 0)
    }
}
