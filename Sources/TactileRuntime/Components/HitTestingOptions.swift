import TactileECS
import TactileGestures

extension World {
    /// The store of `type` if one was made and holds a component: asking creates no store (each
    /// store costs the schedule a little every tick). O(1), a dynamic cast.
    func existing<Component>(_ type: Component.Type) -> ComponentStore<Component>? {
        // Asked first without the cast: naming the generic store type is a metadata lookup.
        guard let erased = existingStore(type), let store = erased as? ComponentStore<Component>, !store.isEmpty else {
            return nil
        }
        return store
    }
}

/// Whether an entity and its descendants take part in hit testing (a component; SwiftUI's
/// `allowsHitTesting(_:)`): with `false`, presses, hovers and the wheel pass through them to
/// whatever lies below.
///
/// ```swift
/// world.insert(HitTesting(allowed: false), for: label)   // a caption over a button
/// ```
public struct HitTesting: Hashable, Sendable {
    public var allowed: Bool
    public init(allowed: Bool) { self.allowed = allowed }
}

/// The name an entity gives its coordinate space (a component; SwiftUI's
/// `coordinateSpace(name:)`): gestures of the entity and its descendants that ask for
/// `.named(name)` get locations in this entity's local space.
///
/// ```swift
/// world.insert(CoordinateSpaceName("board"), for: board)
/// ```
public struct CoordinateSpaceName: Hashable, Sendable {
    public var name: String
    public init(_ name: String) { self.name = name }
}

extension World {
    /// Whether hit testing skips `entity`: it or an ancestor has ``HitTesting`` off.
    /// O(1) while no entity has the component, O(depth) otherwise.
    public func isHitTestingDisabled(_ entity: Entity) -> Bool {
        guard let settings = existing(HitTesting.self) else { return false }
        let parents = store(Parent.self)
        var current: Entity? = entity
        var depth = 0
        while let candidate = current, depth < 64 {
            if settings[candidate]?.allowed == false { return true }
            current = parents[candidate]?.entity
            depth += 1
        }
        return false
    }
}
