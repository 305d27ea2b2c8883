import TactileECS
import TactileGestures

/// The simulation's clock: exactly 120 ticks per simulated second, fed by a real-time counter.
///
/// ```swift
/// var clock = FixedClock(counterFrequency: 1_000_000_000)
/// let ticks = clock.accumulate(counterDelta: 25_000_000)   // 25 ms of real time → 3 ticks
/// clock.time(ofTick: 180)                                  // 1.5 s
/// clock.alpha                                              // leftover fraction, for rendering
/// ```
///
/// Real time is accumulated in integer counter units scaled by the tick rate, so no rounding
/// drifts; catching up after a stall is capped, so a slow frame never spirals. O(1).
public struct FixedClock: Sendable {
    public static let ticksPerSecond: UInt64 = 120
    /// The longest stretch of real time one frame may catch up on.
    public static let maximumCatchUp = 0.25

    public let counterFrequency: UInt64
    /// Ticks run so far; tick `n` has time `n / 120` s.
    public private(set) var tick: UInt64 = 0
    /// Counter units × 120 not yet turned into a tick.
    private var accumulator: UInt64 = 0

    public init(counterFrequency: UInt64) {
        precondition(counterFrequency > 0, "a counter needs a frequency")
        self.counterFrequency = counterFrequency
    }

    /// The time of tick `n`, in seconds.
    @inlinable public func time(ofTick n: UInt64) -> Double {
        Double(n) / Double(Self.ticksPerSecond)
    }

    /// The time of the last tick run.
    public var now: Double { time(ofTick: tick) }

    /// Adds real time and returns how many ticks are now due (the caller runs them, calling
    /// ``advance()`` after each).
    public mutating func accumulate(counterDelta: UInt64) -> Int {
        let cap = UInt64(Self.maximumCatchUp * Double(counterFrequency)) * Self.ticksPerSecond
        let (scaled, overflow) = counterDelta.multipliedReportingOverflow(by: Self.ticksPerSecond)
        accumulator = min(accumulator &+ (overflow ? cap : min(scaled, cap)), cap)
        return Int(accumulator / counterFrequency)
    }

    /// Consumes one due tick: the tick counter moves on by one.
    public mutating func advance() {
        tick += 1
        accumulator = accumulator >= counterFrequency ? accumulator - counterFrequency : 0
    }

    /// How far real time is between the last tick and the next, 0 ..< 1: the interpolation
    /// factor for rendering.
    public var alpha: Double {
        Double(accumulator % counterFrequency) / Double(counterFrequency)
    }
}
