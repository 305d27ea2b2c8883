import TactileECS

/// The entities with a z-index in drawing order, bottom first (ties: the earlier entity): a
/// resource the transform system works out again when a z-index changes, comes or goes.
///
/// ```swift
/// for entity in world.resource(DrawingOrder.self).entities { draw(entity) }
/// ```
public final class DrawingOrder {
    /// The order as of the transform system's last run: O(1) to read.
    public private(set) var entities: [Entity] = []

    public init() {}

    /// Orders the entities of `zIndices`: O(n log n).
    func rebuild(from zIndices: ComponentStore<ZIndex>) {
        var ordered: [(z: Double, entity: Entity)] = []
        zIndices.forEach { entity, z in ordered.append((z.value, entity)) }
        ordered.sort { a, b in a.z != b.z ? a.z < b.z : a.entity.index < b.entity.index }
        entities = ordered.map(\.entity)
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
