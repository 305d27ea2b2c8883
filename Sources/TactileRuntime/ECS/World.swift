/// The entities of a scene and their components, each component type in its own dense store.
///
/// ```swift
/// let world = World()
/// let star = world.spawn()
/// world.store(Name.self)[star] = Name("star")
/// world.despawn(star)          // deferred: takes effect at ``flushDespawns()``
/// ```
///
/// Structural changes that systems request mid-tick (despawning) are deferred to the end of
/// the tick, so iteration never sees a store change under it. Spawning is O(1); finding a
/// store is a dictionary lookup by type, done once per system, never per entity.
public final class World {
    @exclusivity(unchecked) private var generations: [UInt32] = []
    @exclusivity(unchecked) private var alive: [Bool] = []
    @exclusivity(unchecked) private var freeSlots: [UInt32] = []
    @exclusivity(unchecked) private var stores: [ObjectIdentifier: AnyComponentStore] = [:]
    @exclusivity(unchecked) private var pendingDespawns: [EntityID] = []

    public init() {}

    /// How many entities are alive.
    @exclusivity(unchecked) public private(set) var count = 0

    public func spawn() -> EntityID {
        count += 1
        if let index = freeSlots.popLast() {
            alive[Int(index)] = true
            return EntityID(index: index, generation: generations[Int(index)])
        }
        generations.append(0)
        alive.append(true)
        return EntityID(index: UInt32(generations.count - 1), generation: 0)
    }

    public func isAlive(_ entity: EntityID) -> Bool {
        let i = Int(entity.index)
        return i < alive.count && alive[i] && generations[i] == entity.generation
    }

    /// Despawns `entity` at the end of the tick.
    public func despawn(_ entity: EntityID) {
        pendingDespawns.append(entity)
    }

    /// Whether despawns wait for the next flush.
    var hasPendingDespawns: Bool { !pendingDespawns.isEmpty }

    /// Carries out the despawns requested since the last flush; returns the entities removed.
    @discardableResult
    public func flushDespawns() -> [EntityID] {
        guard !pendingDespawns.isEmpty else { return [] }
        var removed: [EntityID] = []
        for entity in pendingDespawns where isAlive(entity) {
            for store in stores.values { store.remove(entity) }
            let i = Int(entity.index)
            alive[i] = false
            generations[i] &+= 1
            freeSlots.append(entity.index)
            count -= 1
            removed.append(entity)
        }
        pendingDespawns.removeAll(keepingCapacity: true)
        return removed
    }

    /// The store of `type`, created on first use.
    public func store<Component>(_ type: Component.Type) -> ComponentStore<Component> {
        let key = ObjectIdentifier(type)
        if let store = stores[key] { return unsafeDowncast(store, to: ComponentStore<Component>.self) }
        let store = ComponentStore<Component>()
        stores[key] = store
        return store
    }

    /// Removes every entity and component.
    public func removeAll() {
        for store in stores.values { store.removeAll() }
        generations.removeAll()
        alive.removeAll()
        freeSlots.removeAll()
        pendingDespawns.removeAll()
        count = 0
    }
}
