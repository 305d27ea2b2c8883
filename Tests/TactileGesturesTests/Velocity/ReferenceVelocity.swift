import Testing
import TactileGestures

/// The tracker's documented estimate computed the plain way, from the whole stream at each
/// query: the last 20 samples since a gap of 40 ms or more, those within 100 ms of the newest;
/// zero with fewer than 3 samples or 3 distinct times (times differing from their neighbour's,
/// which for times in order are the distinct times), or when asked 40 ms or more after the
/// newest; otherwise the slope at the newest sample of the degree-2 least-squares fit, with
/// times in milliseconds relative to the newest sample, solved by Cramer's rule. The window and
/// the gap are decided on whole microseconds (exactly, at any clock offset).
struct ReferenceVelocity {
    private var samples: [(time: Double, point: Point)] = []

    static func micros(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }

    mutating func add(_ point: Point, at time: Double) {
        guard point.isFinite, time.isFinite else { return }
        samples.append((time, point))
    }

    mutating func reset() { samples.removeAll() }

    /// The samples the fit uses, newest first.
    var window: [(time: Double, point: Point)] {
        guard let newest = samples.last else { return [] }
        var window = [newest]
        for sample in samples.suffix(20).reversed().dropFirst() {
            guard Self.micros(newest.time) - Self.micros(sample.time) <= Self.micros(VelocityTracker.horizon),
                  Self.micros(window[window.count - 1].time) - Self.micros(sample.time) < Self.micros(VelocityTracker.stopGap)
            else { break }
            window.append(sample)
        }
        return window
    }

    func velocity(at time: Double) -> Vector {
        guard let newest = samples.last, Self.micros(time) - Self.micros(newest.time) < Self.micros(VelocityTracker.stopGap) else { return .zero }
        let window = window
        let distinctTimes = 1 + zip(window, window.dropFirst()).count { $0.time != $1.time }
        guard window.count >= 3, distinctTimes >= 3 else { return .zero }
        var s = [Double](repeating: 0, count: 5)
        var sx = [Double](repeating: 0, count: 3), sy = [Double](repeating: 0, count: 3)
        for sample in window {
            let t = (sample.time - newest.time) * 1000
            let (x, y) = (sample.point.x - newest.point.x, sample.point.y - newest.point.y)
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 {
                    sx[k] += power * x
                    sy[k] += power * y
                }
                power *= t
            }
        }
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let a = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
        let d = det(a)
        guard d != 0, d.isFinite else { return .zero }
        // The slope at t = 0 (the newest sample) is the linear coefficient: column 1 replaced.
        func slope(_ b: [Double]) -> Double {
            let m = [[a[0][0], b[0], a[0][2]], [a[1][0], b[1], a[1][2]], [a[2][0], b[2], a[2][2]]]
            let v = det(m) / d * 1000
            return v.isFinite ? v : 0
        }
        return Vector(width: slope(sx), height: slope(sy))
    }

    /// The speed the window's spread of positions over its span stands for, in points per
    /// second: the scale against which a velocity's rounding is measured.
    var speedScale: Double {
        let window = window
        guard let newest = window.first, let oldest = window.last, newest.time > oldest.time else { return 0 }
        let xs = window.map(\.point.x), ys = window.map(\.point.y)
        let spread = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        return spread / (newest.time - oldest.time)
    }
}
