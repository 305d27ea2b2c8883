import TactileECS

/// The entities with a z-index in drawing order, bottom first (ties: the earlier entity), kept
/// until a z-index changes, comes or goes (a resource).
///
/// ```swift
/// for entity in world.resource(DrawingOrder.self).entities(in: world) { draw(entity) }
/// ```
public final class DrawingOrder {
    private var order: [Entity] = []
    /// Whether a z-index changed since the order was last worked out.
    var isStale = true
    /// The tick the spatial index last had the z-indices of.
    var depthsSynced: ChangeTick = 0

    public init() {}

    /// The order, worked out again if a z-index changed: O(1), or O(n log n) after a change.
    public func entities(in world: World) -> [Entity] {
        world.syncDepths()
        if isStale {
            var ordered: [(z: Double, entity: Entity)] = []
            world.store(ZIndex.self).forEach { entity, z in ordered.append((z.value, entity)) }
            ordered.sort { a, b in a.z != b.z ? a.z < b.z : a.entity.index < b.entity.index }
            order = ordered.map(\.entity)
            isStale = false
        }
        return order
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
