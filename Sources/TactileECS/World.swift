/// The entities of a scene, their components (each type in its own dense store), the
/// resources systems share, typed events and the commands waiting to be applied.
///
/// ```swift
/// let world = World()
/// let star = world.spawn()
/// world.insert(Name("star"), for: star)
/// world[Name.self, star]?.value        // "star"
/// world.despawn(star)                  // at once; systems use `world.commands.despawn(star)`
/// ```
///
/// Spawning is O(1); despawning is O(stores). Finding a store is an O(1) lookup by type:
/// systems look a store up once per run, never per entity.
public final class World {
    // The world's tables opt out of run-time exclusivity checks, as the stores' columns do:
    // a check costs more than the short lookup it guards.
    @exclusivity(unchecked) @usableFromInline var generations: [UInt32] = []
    @exclusivity(unchecked) @usableFromInline var alive: [Bool] = []
    @exclusivity(unchecked) private var freeSlots: [UInt32] = []
    /// The stores, resources and event queues, each found by its type.
    @exclusivity(unchecked) @usableFromInline var stores = TypeTable<AnyComponentStore>()
    @exclusivity(unchecked) @usableFromInline var resources = TypeTable<AnyObject>()
    @exclusivity(unchecked) @usableFromInline var eventQueues = TypeTable<AnyEvents>()
    @exclusivity(unchecked) private var despawnObservers: [(World, Entity) -> Void] = []
    /// The tick counter writes are stamped with, and the event sequence.
    public let clock = WorldClock()
    /// Structural changes to apply between stages: what systems and callbacks use instead of
    /// changing the world under an iteration.
    public private(set) lazy var commands = Commands(world: self)

    /// An empty world: `let world = World()`.
    public init() {}

    /// How many entities are alive.
    public private(set) var count = 0

    /// The tick a write now is stamped with.
    public var changeTick: ChangeTick { clock.changeTick }

    /// Moves the change tick on: what was written before is older than what is written after.
    /// The schedule calls it around each system; call it yourself only outside a schedule.
    public func advanceChangeTick() { clock.changeTick += 1 }

    // MARK: Entities

    /// A new entity, with no components yet.
    public func spawn() -> Entity {
        count += 1
        if let index = freeSlots.popLast() {
            alive[Int(index)] = true
            return Entity(index: index, generation: generations[Int(index)])
        }
        generations.append(0)
        alive.append(true)
        return Entity(index: UInt32(generations.count - 1), generation: 0)
    }

    /// Whether `entity` still exists (a despawned entity's handle never comes back to life).
    @inlinable public func isAlive(_ entity: Entity) -> Bool {
        let index = Int(entity.index)
        return index < alive.count && alive[index] && generations[index] == entity.generation
    }

    /// Tells the despawn observers, then removes `entity` and all its components, now. Inside a
    /// system, use `commands.despawn(_:)`: the world must not change under an iteration.
    public func despawn(_ entity: Entity) {
        guard isAlive(entity) else { return }
        let index = Int(entity.index)
        // Dead from here on (a second despawn does nothing), its components still readable.
        alive[index] = false
        for observer in despawnObservers { observer(self, entity) }
        for store in stores.values { store.remove(entity) }
        generations[index] &+= 1
        freeSlots.append(entity.index)
        count -= 1
    }

    /// Calls `observer` at each despawn, with the entity going: no longer alive, its components
    /// still there to read. How a system keeps what it derived from the world (an index, a live
    /// interaction) in step, at the moment the entity goes.
    public func onDespawn(_ observer: @escaping (World, Entity) -> Void) {
        despawnObservers.append(observer)
    }

    /// Every entity alive, in index order.
    public var entities: [Entity] {
        alive.indices.filter { alive[$0] }.map { Entity(index: UInt32($0), generation: generations[$0]) }
    }

    // MARK: Components

    /// The store of `type`, made on first use.
    @inlinable public func store<Component>(_ type: Component.Type) -> ComponentStore<Component> {
        if let store = stores[type] {
            // The table holds the store of `Component` under its type, and nothing else there.
            return unsafeDowncast(store, to: ComponentStore<Component>.self)
        }
        return makeStore(type)
    }

    @usableFromInline func makeStore<Component>(_ type: Component.Type) -> ComponentStore<Component> {
        let store = ComponentStore<Component>(clock: clock)
        stores[type] = store
        return store
    }

    /// The store of `type` as a type-erased store, if one was made.
    public func existingStore(_ type: Any.Type) -> AnyComponentStore? { stores[type] }

    /// `entity`'s component of `type`; setting it inserts or replaces, `nil` removes.
    @inlinable public subscript<Component>(type: Component.Type, entity: Entity) -> Component? {
        get { store(type)[entity] }
        set { store(type)[entity] = newValue }
    }

    /// Gives `entity` the component (replacing one of the same type); nothing if it is not alive.
    @inlinable public func insert<Component>(_ component: Component, for entity: Entity) {
        guard isAlive(entity) else { return }
        store(Component.self).insert(component, for: entity)
    }

    /// Takes `entity`'s component of `type` away.
    public func remove<Component>(_ type: Component.Type, from entity: Entity) {
        store(type).remove(entity)
    }

    /// Forgets which components changed at ticks up to `tick` (the schedule calls it each frame
    /// with the oldest tick a system may still ask about).
    public func forgetChanges(through tick: ChangeTick) {
        for store in stores.values { store.forgetChanges(through: tick) }
    }

    /// Removes every entity and component, and every pending command and event. Resources and
    /// observers stay.
    public func removeAll() {
        for store in stores.values { store.removeAll() }
        for queue in eventQueues.values { queue.removeAll() }
        commands.removeAll()
        // Every slot is free, under a new generation: no handle from before names an entity.
        for index in generations.indices where alive[index] { generations[index] &+= 1 }
        alive = Array(repeating: false, count: alive.count)
        freeSlots = (0..<UInt32(generations.count)).reversed()
        count = 0
    }
}
