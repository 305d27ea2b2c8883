/// The entities that have every one of some components (and pass some filters), with those
/// components: what a system iterates (Bevy's `Query`, EnTT's view).
///
/// ```swift
/// world.query(Appearance.self, Name.self)
///     .without(Parent.self)
///     .changed(Appearance.self, since: lastRun)
///     .forEach { entity, appearance, name in print(name.value, appearance.position) }
///
/// world.query(Appearance.self, Selected.self).forEachMutating { _, appearance, _ in
///     appearance.opacity = 0.5     // marks each visited appearance changed
/// }
/// ```
///
/// Iteration walks the first component's store (or, with a `changed`/`added` filter, only the
/// entities that store logged since the tick), and looks the others up: O(first store) or
/// O(changed), times the components and filters. Building a query allocates nothing.
public struct Query<First, each Rest> {
    @usableFromInline let world: World
    @usableFromInline let first: ComponentStore<First>
    @usableFromInline let rest: (repeat ComponentStore<each Rest>)
    @usableFromInline var filters = QueryFilters()

    @inlinable init(world: World, first: ComponentStore<First>, rest: repeat ComponentStore<each Rest>) {
        self.world = world
        self.first = first
        self.rest = (repeat each rest)
    }

    // MARK: Filters

    /// Only entities that also have a `Component` (not fetched).
    @inlinable public func with<Component>(_ type: Component.Type) -> Self {
        adding(.with(world.store(type)))
    }

    /// Only entities without a `Component`.
    @inlinable public func without<Component>(_ type: Component.Type) -> Self {
        adding(.without(world.store(type)))
    }

    /// Only entities whose `Component` changed (or was added) after `tick`.
    @inlinable public func changed<Component>(_ type: Component.Type, since tick: ChangeTick) -> Self {
        adding(.changed(world.store(type), since: tick))
    }

    /// Only entities whose `Component` was added after `tick`.
    @inlinable public func added<Component>(_ type: Component.Type, since tick: ChangeTick) -> Self {
        adding(.added(world.store(type), since: tick))
    }

    @inlinable func adding(_ filter: QueryFilter) -> Self {
        var copy = self
        copy.filters.append(filter)
        return copy
    }

    // MARK: Iteration

    /// Calls `body` with each matching entity and its components.
    @inlinable public func forEach(_ body: (Entity, First, repeat each Rest) throws -> Void) rethrows {
        try forEachMatch { entity, slot in
            try body(entity, first.components[slot], repeat (each rest).component(of: entity))
        }
    }

    /// Calls `body` with each matching entity, its first component to change in place (marked
    /// changed), and the others to read.
    @inlinable public func forEachMutating(_ body: (Entity, inout First, repeat each Rest) throws -> Void) rethrows {
        try forEachMatch { entity, slot in
            let others = (repeat (each rest).component(of: entity))
            try first.modify(slot: slot) { component in try body(entity, &component, repeat each others) }
        }
    }

    /// The matching entities, in iteration order.
    @inlinable public var entities: [Entity] {
        var result: [Entity] = []
        forEachMatch { entity, _ in result.append(entity) }
        return result
    }

    /// How many entities match.
    @inlinable public var count: Int {
        var count = 0
        forEachMatch { _, _ in count += 1 }
        return count
    }

    /// `entity`'s components, if it matches.
    @inlinable public func get(_ entity: Entity) -> (First, repeat each Rest)? {
        guard let slot = first.slot(of: entity), matches(entity) else { return nil }
        return (first.components[slot], repeat (each rest).component(of: entity))
    }

    /// Calls `body` with each matching entity and its first component's slot.
    @inlinable func forEachMatch(_ body: (Entity, Int) throws -> Void) rethrows {
        if let driver = filters.changeDriver {
            try driver.store.forEachChanged(since: driver.tick) { entity in
                guard let slot = first.slot(of: entity), matches(entity) else { return }
                try body(entity, slot)
            }
            return
        }
        var slot = 0
        while slot < first.count {
            let entity = first.owners[slot]
            if matches(entity) { try body(entity, slot) }
            slot += 1
        }
    }

    /// Whether `entity` (which has `First`) has the other components and passes the filters.
    @inlinable func matches(_ entity: Entity) -> Bool {
        for store in repeat each rest {
            guard store.contains(entity) else { return false }
        }
        return filters.admit(entity)
    }
}

extension World {
    /// A query over the entities that have all of these components.
    ///
    /// ```swift
    /// for entity in world.query(Shape.self, Appearance.self).entities { … }
    /// ```
    @inlinable public func query<First, each Rest>(_ first: First.Type, _ rest: repeat (each Rest).Type)
        -> Query<First, repeat each Rest> {
        Query(world: self, first: store(first), rest: repeat store(each rest))
    }
}

extension ComponentStore {
    /// `entity`'s component, which it must have (a query checked).
    @inlinable func component(of entity: Entity) -> Component {
        guard let slot = slot(of: entity) else { preconditionFailure("\(entity) has no \(Component.self)") }
        return components[slot]
    }
}
