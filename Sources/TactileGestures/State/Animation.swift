/// How a change of state is presented over time: a timing curve and its parameters.
///
/// ```swift
/// withAnimation(.spring()) { position = .zero }
/// transaction.animation = .linear(duration: 0.5)
/// Animation.easeInOut.fraction(at: 0.175)      // 0.5: halfway through 0.35 s
/// ```
///
/// An animation is a description; ``fraction(at:)`` gives the progress (0 → 1; springs may
/// overshoot) after a number of seconds, in closed form, so that the same ticks give the same
/// presented values on every machine. O(1) for springs, a few Newton steps for Bézier curves.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation moves from the old value to the new.
    public enum Curve: Hashable, Sendable {
        /// At an even pace.
        case linear
        /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A damped spring: `angularFrequency` ω₀ (rad/s) and damping ratio ζ.
        case spring(angularFrequency: Double, dampingRatio: Double)
        /// Exponential deceleration, as a flung object slows: speed falls by e^(−rate·t).
        /// With `share` below 1 the object stops short, when it has covered that share of its
        /// free path (a wall), at full speed until then.
        case decay(rate: Double, share: Double)
    }

    /// How it moves.
    public var curve: Curve
    /// Seconds, for curves; springs settle in their own time.
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double = 0
    /// How much faster than its duration says it runs (2: twice as fast).
    public var speed: Double = 1

    /// An animation along `curve` for `duration` seconds: `Animation(curve: .linear, duration: 1)`.
    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    // MARK: Timing curves

    /// SwiftUI's default: ease in and out over 0.35 s.
    public static let `default` = easeInOut
    /// At an even pace, over 0.35 s: `withAnimation(.linear) { … }`.
    public static let linear = linear(duration: 0.35)
    /// Slow at first, over 0.35 s.
    public static let easeIn = easeIn(duration: 0.35)
    /// Slow at the end, over 0.35 s.
    public static let easeOut = easeOut(duration: 0.35)
    /// Slow at both ends, over 0.35 s: `.animation(.easeInOut)`.
    public static let easeInOut = easeInOut(duration: 0.35)

    /// At an even pace over `duration` seconds: `.animation(.linear(duration: 0.5))`.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    /// Slow at first, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(curve: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1), duration: duration)
    }
    /// Slow at the end, over `duration` seconds: `.easeOut(duration: 0.2)`.
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1), duration: duration)
    }
    /// Slow at both ends, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: duration)
    }
    /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1): `.timingCurve(0.2, 0.8, 0.2, 1)`.
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
    }

    // MARK: Springs

    /// SwiftUI's `spring()`: `response` is the period of the undamped oscillation in seconds.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        let omega = 2 * Double.pi / max(response, 0.001)
        return springAnimation(omega: omega, zeta: dampingFraction)
    }

    /// SwiftUI's default spring: `withAnimation(.spring) { … }`.
    public static let spring = spring()

    /// A stiff, quick spring for following a finger.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A stiff, quick spring for following a finger.
    public static let interactiveSpring = interactiveSpring()

    /// A spring given physically: stiffness k, damping c and mass m.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6)
        return springAnimation(omega: (k / m).squareRoot(), zeta: max(damping, 0) / (2 * (k * m).squareRoot()))
    }

    static func springAnimation(omega: Double, zeta: Double) -> Animation {
        let zeta = max(zeta, 0.01)
        return Animation(curve: .spring(angularFrequency: omega, dampingRatio: zeta),
                         duration: settlingTime(omega: omega, zeta: zeta))
    }

    /// When what is left of the way stays under 1/1000 for good, from a bound on the
    /// response's envelope: e^(−ζω₀t) for an underdamped spring, the slower of the two
    /// exponentials for an overdamped one, e^(−ω₀t)(1 + ω₀t) for a critically damped one.
    static func settlingTime(omega: Double, zeta: Double) -> Double {
        let tolerance = 1e-3
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (1 + (zeta * omega / wd) * (zeta * omega / wd)).squareRoot()
            return log(amplitude / tolerance) / (zeta * omega)
        } else if zeta == 1 {
            // e^(−x)(1 + x) = 1/1000 at x ≈ 9.2335.
            return 9.2335 / omega
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (slow, fast) = (omega * (zeta - root), omega * (zeta + root))
            return log((slow + fast) / (fast - slow) / tolerance) / slow
        }
    }

    /// A fling coming to rest: it starts at full speed and slows exponentially (`rate` per
    /// second; 2 ≈ a scroll view's 0.998 per ms), so an object released at velocity v travels
    /// v / rate and settles when 1/1000 of that is left.
    ///
    /// When something stops it first — a wall at a `share` (0…1) of that free path — animate
    /// to the wall with `decay(rate:stoppingAt:)`: the object keeps the speed of the free
    /// fling all the way and stops there, instead of slowing down to land softly.
    public static func decay(rate: Double = 2, stoppingAt share: Double = 1) -> Animation {
        let rate = max(rate, 0.01)
        let share = share.clamped(to: 1e-6...1)
        let duration = share >= 1 ? log(1000) / rate : -log(1 - share) / rate
        return Animation(curve: .decay(rate: rate, share: share), duration: duration)
    }

    // MARK: Modifiers

    /// This animation, starting `seconds` later: `.easeOut.delay(0.1)`.
    public func delay(_ seconds: Double) -> Animation {
        var copy = self
        copy.delay = seconds
        return copy
    }

    /// This animation, `factor` times as fast: `.spring().speed(2)`.
    public func speed(_ factor: Double) -> Animation {
        var copy = self
        copy.speed = max(factor, 1e-6)
        return copy
    }

    // MARK: Progress

    /// Seconds from the start until the animation is complete, delay included.
    public var totalDuration: Double { delay + duration / speed }

    /// Whether the animation is over `elapsed` seconds after it started.
    public func isComplete(at elapsed: Double) -> Bool { elapsed >= totalDuration }

    /// The progress `elapsed` seconds after the start: 0 before, exactly 1 once complete.
    public func fraction(at elapsed: Double) -> Double {
        if isComplete(at: elapsed) { return 1 }
        let t = (elapsed - delay) * speed
        guard t > 0 else { return 0 }
        switch curve {
        case .linear:
            return duration > 0 ? t / duration : 1
        case .bezier(let x1, let y1, let x2, let y2):
            return duration > 0 ? Self.bezier(t / duration, x1, y1, x2, y2) : 1
        case .spring(let omega, let zeta):
            return Self.spring(t, omega: omega, zeta: zeta)
        case .decay(let rate, let share):
            return Self.decayProgress(decayed: exp(-rate * t), share: share, fullDecay: 1 - exp(-rate * duration))
        }
    }

    /// A decay's progress once e^(−rate·t) has fallen to `decayed`: the share of the full
    /// decay (`fullDecay`, 1 − e^(−rate·duration), asked only then) when it runs its course,
    /// else the share of `share` travelled.
    ///
    /// ```swift
    /// Animation.decayProgress(decayed: exp(-2 * t), share: 0.5, fullDecay: 1 - exp(-2 * 3))
    /// ```
    ///
    /// O(1); for whoever steps e^(−rate·t) tick by tick instead of calling `exp`.
    @inlinable
    public static func decayProgress(decayed: Double, share: Double, fullDecay: @autoclosure () -> Double) -> Double {
        share >= 1 ? (1 - decayed) / fullDecay() : min((1 - decayed) / share, 1)
    }

    /// y for x on the cubic Bézier timing curve (x solved by Newton's method, then bisection).
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<50 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }

    /// A unit step response of a damped spring starting at rest.
    static func spring(_ t: Double, omega: Double, zeta: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        }
    }

    public var description: String {
        switch curve {
        case .linear: "linear(\(duration) s)"
        case .bezier: "timingCurve(\(duration) s)"
        case .spring(let omega, let zeta): "spring(ω₀ \(omega), ζ \(zeta))"
        case .decay(let rate, let share): "decay(\(rate)/s, stopping at \(share))"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
