import TactileECS

/// The simulation's clock as systems see it: exactly 120 ticks per simulated second.
///
/// ```swift
/// let now = world.resource(Time.self).now   // seconds
/// ```
public struct Time: Hashable, Sendable {
    /// Ticks per simulated second.
    public static let ticksPerSecond = 120.0
    /// The tick running (or last run).
    public var tick: UInt64 = 0
    /// The tick's time, in seconds.
    public var now: Double { Double(tick) / Self.ticksPerSecond }
    /// The clock at `tick`.
    public init(tick: UInt64 = 0) { self.tick = tick }
}
