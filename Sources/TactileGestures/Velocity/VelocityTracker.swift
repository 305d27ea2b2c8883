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
/// The 100 ms window and the 40 ms gap are decided on whole microseconds of the loop clock, so
/// a sample exactly 100 ms old is in the window whatever the clock read when the gesture
/// happened (differences of large `Double` seconds round either way); the fit itself uses the
/// times as they are.
/// Adding a sample writes one slot, O(1): a digitizer reports far more samples than anyone
/// asks velocities for. Asking fits the window, O(20). Nothing allocates.
public struct VelocityTracker: Sendable {
    /// Samples older than this (seconds) before the newest are not used.
    public static let horizon = 0.100
    /// A pause this long (seconds) means the pointer stopped: samples before it are not used,
    /// and a newest sample this old gives zero.
    public static let stopGap = 0.040
    /// The same two, in the microseconds the rules are decided in.
    static let horizonMicros = 100_000.0, stopGapMicros = 40_000.0
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

    /// `time` (seconds) in whole microseconds, held in a `Double`: the difference of two is exact
    /// while both are below 2⁵³ µs (285 years).
    @inline(__always) static func micros(_ time: Double) -> Double { (time * 1_000_000).rounded() }

    /// Forgets every sample.
    public mutating func reset() { count = 0 }

    /// Records a position at a time (seconds). Untrackable or non-finite samples are ignored. O(1).
    public mutating func add(_ point: Point, at time: Double) {
        guard point.isTrackable, time.isFinite else { return }
        newest = newest == Self.capacity - 1 ? 0 : newest + 1
        ring[newest] = PointerSample(time: time, location: point)
        count = min(count + 1, Self.capacity)
    }

    /// Records a one-dimensional value (a scale, an angle) at a time, as `x`.
    public mutating func add(_ scalar: Double, at time: Double) {
        add(Point(x: scalar, y: 0), at: time)
    }


    /// The velocity in points per second as seen at `time`: the fit's slope at the newest
    /// sample, or zero when the pointer has rested or the window is too thin. O(20).
    public func velocity(at time: Double) -> Vector {
        Self.velocity(at: time, samples: ring.span, newest: newest, count: count)
    }

    /// ``velocity(at:)`` for a recognizer's own tracker: mutating only so that the samples are
    /// read where they are (a method of a value stored in a recognizer is given a copy of it,
    /// the ring's 480 bytes). Changes nothing.
    @usableFromInline mutating func fittedVelocity(at time: Double) -> Vector {
        Self.velocity(at: time, samples: ring.span, newest: newest, count: count)
    }

    /// ``velocity(at:)`` of the `count` samples up to slot `newest` of `samples`. Static, and
    /// given a span: a recognizer asks of its own tracker, and a method would be given a copy.
    ///
    /// Fits x(t) = c0 + c1·t + c2·t² (and y alike) by least squares, every weight 1, with times
    /// in milliseconds and positions relative to the newest sample: the sums of the normal
    /// equations, then Cramer's rule for c1, the slope there.
    static func velocity(at time: Double, samples: Span<PointerSample>, newest: Int, count: Int) -> Vector {
        guard count >= minimumSamples else { return .zero }
        let last = samples[newest]
        let lastMicros = micros(last.time)
        guard micros(time) - lastMicros < stopGapMicros else { return .zero }
        // Σ1, Σt, Σt², Σt³, Σt⁴, and Σp, Σt·p, Σt²·p for x and y; the newest sample adds only 1.
        var n = 1.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
        var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        var newerTime = last.time, newerMicros = lastMicros, distinctTimes = 1, slot = newest
        for _ in 1..<count {
            slot = slot == 0 ? capacity - 1 : slot - 1
            let sample = samples[slot]
            let sampleMicros = micros(sample.time)
            guard lastMicros - sampleMicros <= horizonMicros, newerMicros - sampleMicros < stopGapMicros else { break }
            if sample.time != newerTime { distinctTimes += 1 }
            (newerTime, newerMicros) = (sample.time, sampleMicros)
            let t = (sample.time - last.time) * 1000, tt = t * t
            let x = sample.location.x - last.location.x, y = sample.location.y - last.location.y
            n += 1
            t1 += t
            t2 += tt
            t3 += tt * t
            t4 += tt * tt
            x0 += x
            x1 += t * x
            x2 += tt * x
            y0 += y
            y1 += t * y
            y2 += tt * y
        }
        guard distinctTimes >= minimumSamples else { return .zero }
        let m1 = t1 * t4 - t3 * t2, m2 = t1 * t3 - t2 * t2
        let det = n * (t2 * t4 - t3 * t3) - t1 * m1 + t2 * m2
        guard det != 0, det.isFinite else { return .zero }
        // Column 1 of the matrix replaced by the sums of p: c1 = that determinant / det.
        func slope(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
            let perSecond = (n * (r1 * t4 - t3 * r2) - r0 * m1 + t2 * (t1 * r2 - r1 * t2)) / det * 1000
            return perSecond.isFinite ? perSecond : 0
        }
        return Vector(width: slope(x0, x1, x2), height: slope(y0, y1, y2))
    }

    /// The one-dimensional rate (per second) as seen at `time`: ``velocity(at:)``'s `x`.
    public func rate(at time: Double) -> Double { velocity(at: time).width }
}
