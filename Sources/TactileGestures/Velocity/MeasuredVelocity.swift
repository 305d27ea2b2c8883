/// A velocity a gesture's value reports, fitted only when read: a copy of the tracker's
/// samples, the time it is seen at, and the map into the value's space.
///
/// ```swift
/// let measured = MeasuredVelocity(samples: tracker, time: event.time, transform: toLocal)
/// measured.velocity   // the fit, now
/// ```
///
/// Producing a value then costs a copy of 20 samples instead of a fit: a drag produces one
/// per frame, and most are never asked for their velocity. Reading fits, O(20).
struct MeasuredVelocity: Sendable {
    let samples: VelocityTracker
    let time: Double
    /// Applied to the fitted velocity (its linear part).
    let transform: AffineTransform

    var velocity: Vector { transform.apply(to: samples.velocity(at: time)) }

    /// Whether `other` surely gives the same velocity: the same samples, seen at the same time
    /// and mapped alike. Cheaper than two fits, and what equal values of one recognizer share.
    func isSame(as other: MeasuredVelocity) -> Bool {
        time == other.time && transform == other.transform && samples.holdsSameSamples(as: other.samples)
    }
}

/// A pinch value's rate: the one it was given, or one measured (scale in `x`, rotation in `y`).
enum Rate: Sendable {
    case given(Double)
    case measured(MeasuredVelocity)

    /// The given rate, or `component` of the measured one.
    func value(_ component: (Vector) -> Double) -> Double {
        switch self {
        case .given(let rate): rate
        case .measured(let measured): component(measured.velocity)
        }
    }

    /// Whether both give the same rate: without a fit when measured from the same samples.
    func isEqual(to other: Rate, _ component: (Vector) -> Double) -> Bool {
        if case .measured(let left) = self, case .measured(let right) = other, left.isSame(as: right) { return true }
        return value(component) == other.value(component)
    }
}
