import TactileECS

/// The entities with a z-index in drawing order, bottom first (ties: the earlier entity): a
/// resource the transform system works out again when a z-index changes, comes or goes.
///
/// ```swift
/// for entity in world.resource(DrawingOrder.self).entities(in: world) { draw(entity) }
/// ```
public final class DrawingOrder {
    /// The order as of the transform system's last run, and the change tick it was worked out at.
    private var order: [Entity] = []
    private var builtAt: ChangeTick = 0

    public init() {}

    /// The order with the z-indices as they are now: the one kept, O(1), unless a z-index
    /// changed since the last transform pass, when it is worked out afresh (O(n log n)) and
    /// not kept — reading changes nothing.
    public func entities(in world: World) -> [Entity] {
        world.zIndicesChanged(since: builtAt) ? Self.ordered(world.store(ZIndex.self)) : order
    }

    /// Keeps the order of `zIndices` as of change tick `tick`: O(n log n).
    func rebuild(from zIndices: ComponentStore<ZIndex>, at tick: ChangeTick) {
        order = Self.ordered(zIndices)
        builtAt = tick
    }

    private static func ordered(_ zIndices: ComponentStore<ZIndex>) -> [Entity] {
        var ordered: [(z: Double, entity: Entity)] = []
        zIndices.forEach { entity, z in ordered.append((z.value, entity)) }
        ordered.sort { a, b in a.z != b.z ? a.z < b.z : a.entity.index < b.entity.index }
        return ordered.map(\.entity)
    }
}

extension World {
    /// Raises `entity` (and so its children) above everything else.
    public func bringToFront(_ entity: Entity) {
        var top = 0.0
        store(ZIndex.self).forEach { _, z in top = Swift.max(top, z.value) }
        insert(ZIndex(top + 1), for: entity)
    }
}
