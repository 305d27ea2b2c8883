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
/// Fewer than 3 usable samples, or a newest sample 40 ms or older, give zero. Adding a sample
/// is O(1); an estimate is O(20). Nothing allocates.
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
    @usableFromInline var newest = -1
    @usableFromInline var count = 0

    @inlinable public init() {}

    @inlinable public mutating func reset() {
        newest = -1
        count = 0
    }

    /// Records a position at a time (seconds). Non-finite positions are ignored.
    @inlinable public mutating func add(_ point: Point, at time: Double) {
        add(x: point.x, y: point.y, at: time)
    }

    /// Records a one-dimensional value (a scale, an angle) at a time.
    @inlinable public mutating func add(_ scalar: Double, at time: Double) {
        add(x: scalar, y: 0, at: time)
    }

    @usableFromInline mutating func add(x: Double, y: Double, at time: Double) {
        guard x.isFinite, y.isFinite, time.isFinite else { return }
        newest = (newest + 1) % Self.capacity
        samples[newest] = Sample(time: time, x: x, y: y)
        count = min(count + 1, Self.capacity)
    }

    /// The velocity in points per second as seen at `time`.
    @inlinable public func velocity(at time: Double) -> Vector {
        let (vx, vy) = estimate(at: time)
        return Vector(width: vx, height: vy)
    }

    /// The one-dimensional rate (per second) as seen at `time`.
    @inlinable public func rate(at time: Double) -> Double { estimate(at: time).0 }

    @inlinable func estimate(at time: Double) -> (Double, Double) {
        guard count >= Self.minimumSamples else { return (0, 0) }
        let last = samples[newest]
        guard time - last.time < Self.stopGap else { return (0, 0) }

        // Sums for the normal equations of a degree-2 fit in t (relative to the newest sample).
        var n = 0.0, st = 0.0, st2 = 0.0, st3 = 0.0, st4 = 0.0
        var sx = 0.0, stx = 0.0, st2x = 0.0, sy = 0.0, sty = 0.0, st2y = 0.0
        var used = 0
        var previousTime = last.time
        var index = newest
        while used < count {
            let sample = samples[index]
            let age = last.time - sample.time
            if age > Self.horizon || previousTime - sample.time >= Self.stopGap { break }
            let t = -age * 1000  // milliseconds keep the normal equations well conditioned
            let t2 = t * t
            n += 1; st += t; st2 += t2; st3 += t2 * t; st4 += t2 * t2
            sx += sample.x; stx += t * sample.x; st2x += t2 * sample.x
            sy += sample.y; sty += t * sample.y; st2y += t2 * sample.y
            previousTime = sample.time
            used += 1
            index = index == 0 ? Self.capacity - 1 : index - 1
        }
        guard used >= Self.minimumSamples else { return (0, 0) }

        // Solve [n st st2; st st2 st3; st2 st3 st4] · [c0 c1 c2] = rhs for c1 by Cramer's rule.
        let det = n * (st2 * st4 - st3 * st3) - st * (st * st4 - st3 * st2) + st2 * (st * st3 - st2 * st2)
        guard det.isFinite, abs(det) > 1e-30 else { return (0, 0) }
        func slope(_ s0: Double, _ s1: Double, _ s2: Double) -> Double {
            let d1 = n * (s1 * st4 - st3 * s2) - s0 * (st * st4 - st3 * st2) + st2 * (st * s2 - s1 * st2)
            let v = d1 / det * 1000  // per millisecond → per second
            return v.isFinite ? v : 0
        }
        return (slope(sx, stx, st2x), slope(sy, sty, st2y))
    }
}
