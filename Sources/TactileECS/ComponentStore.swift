/// Dense, typed storage for one component type: a sparse set, as in EnTT, that records the tick
/// each component last changed, as Bevy does.
///
/// ```swift
/// let positions = world.store(Position.self)
/// positions.insert(Position(x: 640, y: 400), for: circle)
/// positions.modify(circle) { $0.x += 1 }            // marks the change
/// positions.forEach { entity, position in print(entity, position) }
/// ```
///
/// The sparse side maps an entity's index to a slot of the packed columns; removal swaps the
/// last slot in. Lookup, insertion, change and removal are O(1); iteration touches only the
/// entities that have the component, in contiguous memory. Reading never marks a change;
/// every mutable access does, whether or not it wrote anything.
public final class ComponentStore<Component>: AnyComponentStore {
    // The columns opt out of run-time exclusivity checks: a check costs more than the access
    // it guards (55 % of a lookup's instructions, measured), and every access here is a short
    // read or write that never overlaps another of the same column.
    /// The components, packed. Their order changes on removal.
    @exclusivity(unchecked) @usableFromInline var components: [Component] = []
    /// The entity owning each slot.
    @exclusivity(unchecked) @usableFromInline var owners: [Entity] = []
    /// When each slot's component last changed, with the number of its latest entry in the
    /// change log; and when it was added.
    @exclusivity(unchecked) @usableFromInline var changes: [SlotChange] = []
    @exclusivity(unchecked) @usableFromInline var addedTicks: [ChangeTick] = []
    /// Per entity index: its slot, or −1.
    @exclusivity(unchecked) @usableFromInline var sparse: [Int32] = []
    /// Which entities changed, in order, with the tick of each change (an entity appears once
    /// per tick it changed at): what makes "changed since" queries O(changed), not O(count).
    @exclusivity(unchecked) @usableFromInline var changeLog = ChangeLog()
    /// Which entities lost their component, with when (Bevy's `RemovedComponents`).
    @exclusivity(unchecked) @usableFromInline var removalLog = ChangeLog()
    @usableFromInline let clock: WorldClock

    /// A store stamping its changes with `clock`'s ticks (``World/store(_:)`` makes them).
    public init(clock: WorldClock) { self.clock = clock }

    // MARK: Reading

    /// How many entities have the component.
    @inlinable public var count: Int { components.count }
    /// Whether no entity has it.
    @inlinable public var isEmpty: Bool { components.isEmpty }

    /// The entities that have the component, in storage order.
    @inlinable public var entities: [Entity] { owners }

    /// Where `entity`'s component lies in the packed columns, if it has one.
    @inlinable public func slot(of entity: Entity) -> Int? {
        let index = Int(entity.index)
        guard index < sparse.count else { return nil }
        let slot = Int(sparse[index])
        guard slot >= 0, owners[slot] == entity else { return nil }
        return slot
    }

    /// Whether `entity` has the component: `world.store(Motion.self).contains(ball)`.
    @inlinable public func contains(_ entity: Entity) -> Bool { slot(of: entity) != nil }

    /// The component of `entity`; setting it inserts or replaces, setting `nil` removes.
    @inlinable public subscript(entity: Entity) -> Component? {
        get { slot(of: entity).map { components[$0] } }
        set {
            if let newValue { insert(newValue, for: entity) } else { remove(entity) }
        }
    }

    /// What `body` makes of `entity`'s component, read in place, without copying it out.
    @inlinable public func read<Result>(_ entity: Entity, _ body: (borrowing Component) throws -> Result) rethrows -> Result? {
        guard let slot = slot(of: entity) else { return nil }
        return try body(components[slot])
    }

    /// The entity owning `slot` (below ``count``).
    @inlinable public subscript(entityAt slot: Int) -> Entity { owners[slot] }

    /// What `body` makes of the component in `slot` (below ``count``), read in place.
    @inlinable public func read<Result>(slot: Int, _ body: (borrowing Component) throws -> Result) rethrows -> Result {
        try body(components[slot])
    }

    /// The entity and component in `slot` (below ``count``).
    @inlinable public subscript(slot slot: Int) -> (entity: Entity, component: Component) {
        (owners[slot], components[slot])
    }

    /// Calls `body` with each entity and its component, in storage order. `body` must not
    /// add or remove components of this type (queue that with ``Commands``).
    @inlinable public func forEach(_ body: (Entity, Component) throws -> Void) rethrows {
        for slot in components.indices { try body(owners[slot], components[slot]) }
    }

    /// The tick `entity`'s component last changed, if it has one.
    @inlinable public func changeTick(of entity: Entity) -> ChangeTick? { slot(of: entity).map { changes[$0].tick } }

    /// The tick `entity`'s component was added at, if it has one.
    @inlinable public func addedTick(of entity: Entity) -> ChangeTick? { slot(of: entity).map { addedTicks[$0] } }

    // MARK: Writing

    /// Gives `entity` the component, or replaces the one it has. Marks the change.
    @inlinable public func insert(_ component: Component, for entity: Entity) {
        if let slot = slot(of: entity) {
            components[slot] = component
            noteChange(at: slot)
        } else {
            append(component, for: entity)
        }
    }

    /// Changes `entity`'s component in place and marks the change; `nil` if it has none.
    @inlinable @discardableResult
    /// Changes `entity`'s component in place and marks it changed; `nil` if it has none.
    ///
    /// ```swift
    /// world.store(Motion.self).modify(ball) { $0.velocity.height = -600 }
    /// ```
    public func modify<Result>(_ entity: Entity, _ body: (inout Component) throws -> Result) rethrows -> Result? {
        guard let slot = slot(of: entity) else { return nil }
        noteChange(at: slot)
        return try body(&components[slot])
    }

    /// Changes the component in `slot` (below ``count``) in place and marks the change.
    @inlinable @discardableResult
    /// Changes the component in `slot` in place and marks it changed (for code that walks slots).
    public func modify<Result>(slot: Int, _ body: (inout Component) throws -> Result) rethrows -> Result {
        noteChange(at: slot)
        return try body(&components[slot])
    }

    /// Calls `body` with each entity and its component to change in place, marking each
    /// visited component changed. `body` must not add or remove components of this type.
    @inlinable public func forEachMutating(_ body: (Entity, inout Component) throws -> Void) rethrows {
        for slot in components.indices {
            noteChange(at: slot)
            try body(owners[slot], &components[slot])
        }
    }

    /// Takes `entity`'s component away, if it has one.
    public func remove(_ entity: Entity) {
        guard let slot = slot(of: entity) else { return }
        let last = components.count - 1
        if slot != last {
            components.swapAt(slot, last)
            owners.swapAt(slot, last)
            changes.swapAt(slot, last)
            addedTicks.swapAt(slot, last)
            sparse[Int(owners[slot].index)] = Int32(slot)
        }
        components.removeLast()
        owners.removeLast()
        changes.removeLast()
        addedTicks.removeLast()
        sparse[Int(entity.index)] = -1
        removalLog.append(entity, at: clock.changeTick, storeCount: components.count)
    }

    /// Empties the store, keeping its memory.
    public func removeAll() {
        components.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        changes.removeAll(keepingCapacity: true)
        addedTicks.removeAll(keepingCapacity: true)
        sparse.removeAll(keepingCapacity: true)
        changeLog.removeAll(horizon: clock.changeTick)
        removalLog.removeAll(horizon: clock.changeTick)
    }

    @usableFromInline func append(_ component: Component, for entity: Entity) {
        let index = Int(entity.index)
        if index >= sparse.count { sparse.append(contentsOf: repeatElement(-1, count: index - sparse.count + 1)) }
        let now = clock.changeTick
        sparse[index] = Int32(components.count)
        components.append(component)
        owners.append(entity)
        changes.append(SlotChange(tick: now, logEntry: changeLog.append(entity, at: now, storeCount: components.count)))
        addedTicks.append(now)
    }

    /// Stamps the component in `slot` with the tick now, logging its entity on its first change
    /// at this tick.
    @inlinable func noteChange(at slot: Int) {
        let now = clock.changeTick
        guard changes[slot].tick != now else { return }
        changes[slot] = SlotChange(tick: now, logEntry: changeLog.append(owners[slot], at: now, storeCount: components.count))
    }
}

/// When a slot's component last changed, and the number of its latest change-log entry.
@usableFromInline struct SlotChange {
    @usableFromInline var tick: ChangeTick
    @usableFromInline var logEntry: Int
    @inlinable init(tick: ChangeTick, logEntry: Int) {
        self.tick = tick
        self.logEntry = logEntry
    }
}

/// What a ``World`` needs of every store, whatever its component type.
public protocol AnyComponentStore: AnyObject {
    func contains(_ entity: Entity) -> Bool
    func remove(_ entity: Entity)
    func removeAll()
    func changeTick(of entity: Entity) -> ChangeTick?
    func addedTick(of entity: Entity) -> ChangeTick?
    var count: Int { get }
    var entities: [Entity] { get }
    /// Drops the record of changes made at ticks up to `tick`.
    func forgetChanges(through tick: ChangeTick)
    /// Calls `body` with each entity whose component changed after `tick`, once each.
    func forEachChanged(since tick: ChangeTick, _ body: (Entity) throws -> Void) rethrows
    /// Calls `body` with each entity that lost its component after `tick` (and may have it again).
    func forEachRemoved(since tick: ChangeTick, _ body: (Entity) throws -> Void) rethrows
}
