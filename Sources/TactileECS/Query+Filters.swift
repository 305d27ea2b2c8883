/// One condition of a ``Query`` beyond having its components.
@usableFromInline enum QueryFilter {
    case with(AnyComponentStore)
    case without(AnyComponentStore)
    case changed(AnyComponentStore, since: ChangeTick)
    case added(AnyComponentStore, since: ChangeTick)

    @inlinable func admits(_ entity: Entity) -> Bool {
        switch self {
        case .with(let store): store.contains(entity)
        case .without(let store): !store.contains(entity)
        case .changed(let store, let tick): (store.changeTick(of: entity) ?? 0) > tick
        case .added(let store, let tick): (store.addedTick(of: entity) ?? 0) > tick
        }
    }
}

/// A query's filters, held inline (up to four), so that building a query each tick allocates
/// nothing.
@usableFromInline struct QueryFilters {
    @usableFromInline static let capacity = 4
    @usableFromInline var filters: (QueryFilter?, QueryFilter?, QueryFilter?, QueryFilter?) = (nil, nil, nil, nil)
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable mutating func append(_ filter: QueryFilter) {
        switch count {
        case 0: filters.0 = filter
        case 1: filters.1 = filter
        case 2: filters.2 = filter
        case 3: filters.3 = filter
        default: preconditionFailure("a query takes at most \(Self.capacity) filters")
        }
        count += 1
    }

    @inlinable func admit(_ entity: Entity) -> Bool {
        (filters.0?.admits(entity) ?? true) && (filters.1?.admits(entity) ?? true)
            && (filters.2?.admits(entity) ?? true) && (filters.3?.admits(entity) ?? true)
    }

    /// The store and tick of the first `changed` or `added` filter: the entities that store
    /// logged since then are the only candidates.
    @inlinable var changeDriver: (store: AnyComponentStore, tick: ChangeTick)? {
        Self.driver(filters.0) ?? Self.driver(filters.1) ?? Self.driver(filters.2) ?? Self.driver(filters.3)
    }

    @inlinable static func driver(_ filter: QueryFilter?) -> (store: AnyComponentStore, tick: ChangeTick)? {
        switch filter {
        case .changed(let store, let tick)?, .added(let store, let tick)?: (store, tick)
        default: nil
        }
    }
}
