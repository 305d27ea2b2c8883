/// Names one entity of a ``World``: a slot index and the generation of that slot, so an ID of
/// a despawned entity never aliases a newer one.
///
/// ```swift
/// let circle = world.spawn()
/// world.despawn(circle)
/// world.isAlive(circle)   // false, even once the slot is reused
/// ```
public struct EntityID: Hashable, Sendable, Comparable, BitwiseCopyable, CustomStringConvertible {
    public let index: UInt32
    public let generation: UInt32

    @inlinable public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    @inlinable public static func < (lhs: EntityID, rhs: EntityID) -> Bool { lhs.index < rhs.index }

    public var description: String { "#\(index).\(generation)" }

    /// The index and the generation in one number: equal exactly when the entities are, and
    /// compared in one instruction rather than two.
    @inline(__always) var bits: UInt64 { UInt64(generation) << 32 | UInt64(index) }
}
