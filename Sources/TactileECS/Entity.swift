/// One thing in a ``World``: a slot index and that slot's generation, so that the handle of a
/// despawned entity never names the newer entity that reuses its slot.
///
/// ```swift
/// let circle = world.spawn()
/// world.despawn(circle)
/// world.isAlive(circle)   // false, even once the slot is reused
/// ```
///
/// Two 32-bit numbers: copied, compared and hashed in a few instructions.
public struct Entity: Hashable, Comparable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The slot: reused after a despawn, with a new generation.
    public let index: UInt32
    /// How often the slot was reused: tells a stale handle from a live one.
    public let generation: UInt32

    /// A handle made by hand (worlds make them with `spawn()`).
    @inlinable public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// Orders by index, the order entities were first given their slots in, then generation.
    @inlinable public static func < (lhs: Entity, rhs: Entity) -> Bool { (lhs.index, lhs.generation) < (rhs.index, rhs.generation) }

    public var description: String { "#\(index).\(generation)" }
}

/// When something changed: the world counts one tick per system run, so that a system can ask
/// what changed since it last ran (as Bevy's change ticks do).
///
/// ```swift
/// world.query(Presentation.self).changed(Presentation.self, since: lastRun)
/// ```
public typealias ChangeTick = UInt64

/// The counters every part of a world shares: the change tick writes are stamped with, and the
/// sequence number of the next event (events of every kind are numbered in one sequence, so
/// that a reader of several kinds can put them in order).
public final class WorldClock {
    // Unchecked, as the stores' columns: every write to a store reads the tick.
    /// The tick a write now is stamped with. Starts at 1: 0 means "never".
    @exclusivity(unchecked) public internal(set) var changeTick: ChangeTick = 1
    /// The number the next event sent gets.
    @exclusivity(unchecked) public internal(set) var nextEventNumber: UInt64 = 0
    /// The tick the running system last ran at (see ``World/lastRun``).
    @exclusivity(unchecked) public internal(set) var lastRun: ChangeTick = 0

    @usableFromInline init() {}

    /// The sequence number for an event sent now.
    @usableFromInline func takeEventNumber() -> UInt64 {
        defer { nextEventNumber += 1 }
        return nextEventNumber
    }
}
