/// Dense, typed storage for one component type: a sparse set, as in EnTT.
///
/// ```swift
/// let positions = world.store(Position.self)
/// positions[circle] = Position(x: 640, y: 400)
/// for i in positions.indices { positions.dense[i].x += 1 }   // contiguous iteration
/// ```
///
/// The sparse side maps an entity's index to a slot of the packed dense arrays; removal swaps
/// the last element in. Lookup, insertion and removal are O(1); iteration touches only entities
/// that have the component, in contiguous memory.
public final class ComponentStore<Component>: AnyComponentStore {
    /// The components, packed. Order changes on removal.
    @inlinable public var dense: [Component] {
        // Handed out, the array shares its buffer with `storage` for as long as it is kept.
        storageIsUnique = false
        return storage
    }
    /// The entity owning each element of `dense`.
    @inlinable public var entities: [EntityID] { owners }
    // Stored apart from the public views so that lookups and in-place changes can be inlined
    // (and specialized) into other modules: a scene's per-event component access.
    @exclusivity(unchecked) @usableFromInline var storage: [Component] = []
    @exclusivity(unchecked) @usableFromInline var owners: [EntityID] = []
    @exclusivity(unchecked) @usableFromInline var sparse: [Int32] = []
    /// Whether `storage` is known to share its buffer with no other array: it does once a
    /// write has made sure of it, until a copy is handed out (``dense``, the only place this
    /// module lets one out). While it holds, writing the components in place need not ask the
    /// runtime whether the buffer is shared, a call that costs more than most writes.
    @exclusivity(unchecked) @usableFromInline var storageIsUnique = false
    /// Counts changes made through this API (inserting, removing, modifying), so that derived
    /// data (the spatial grid's order by z-index) can tell it is stale. Writes the runtime makes
    /// straight into `storage` (presentations, targets, running animations) do not count.
    @inlinable public var version: UInt64 { changes }
    @exclusivity(unchecked) @usableFromInline var changes: UInt64 = 0
    @inlinable func noteChange() { changes &+= 1 }
    /// Counts changes of which slot holds which entity (appending, removing): a slot looked up
    /// and kept is still its entity's while this has not moved. Only counts up.
    @inlinable var rearrangements: UInt64 { moves }
    @exclusivity(unchecked) @usableFromInline var moves: UInt64 = 0

    public init() {}

    @inlinable public var count: Int { storage.count }
    @inlinable public var indices: Range<Int> { storage.indices }

    @inlinable @inline(__always) func slot(of entity: EntityID) -> Int? {
        let i = Int(entity.index)
        guard i < sparse.count else { return nil }
        let slot = Int(sparse[i])
        // Unchecked: a slot the sparse side holds is below the count of owners (`append`,
        // `remove` and `removeAll` keep it so, and nothing else writes either). Every moved
        // entity is looked up in several stores each tick.
        guard slot >= 0, owners.withUnsafeBufferPointer({ $0[slot] }) == entity else { return nil }
        return slot
    }

    /// ``slot(of:)``, trying `guess` first: the slot `entity` has in another store whose
    /// components were added with these (a spawn gives an entity its shape, target and
    /// presentation together, so they share slots until something rearranges one store).
    @inlinable @inline(__always) func slot(of entity: EntityID, guess: Int) -> Int? {
        // Unchecked: `guess` is below the count of owners, just tested.
        if guess < owners.count, owners.withUnsafeBufferPointer({ $0[guess] }) == entity { return guess }
        return slot(of: entity)
    }

    @inlinable public func contains(_ entity: EntityID) -> Bool { slot(of: entity) != nil }

    /// What `body` reads of the component in `slot` (as ``slot(of:)`` gives it), in place and
    /// without a bounds check: for a lookup on every moved entity's or hit-test candidate's
    /// path. `body` must not change the store.
    @inlinable @inline(__always)
    func read<Result>(at slot: Int, _ body: (UnsafePointer<Component>) throws -> Result) rethrows -> Result {
        // Sound: an owner's slot is below the count of components (they are added and
        // removed together).
        try storage.withUnsafeBufferPointer { try body($0.baseAddress.unsafelyUnwrapped + slot) }
    }

    /// The component of `entity`; setting `nil` removes it.
    @inlinable public subscript(entity: EntityID) -> Component? {
        get { slot(of: entity).map { storage[$0] } }
        set {
            if let newValue { insert(newValue, for: entity) } else { remove(entity) }
        }
    }

    /// Mutates the component of `entity` in place; returns `nil` if it has none.
    @inlinable @discardableResult
    public func modify<Result>(_ entity: EntityID, _ body: (inout Component) throws -> Result) rethrows -> Result? {
        guard let slot = slot(of: entity) else { return nil }
        noteChange()
        return try body(&storage[slot])
    }

    /// Mutates the element at a dense position (for systems iterating ``indices``).
    @inlinable public func modify<Result>(at position: Int, _ body: (inout Component) throws -> Result) rethrows -> Result {
        noteChange()
        return try body(&storage[position])
    }

    /// ``modify(at:_:)``, counted in ``accountedChanges`` too: for a caller that deals with
    /// what the change means to data it derived, so that the other changes can be told apart.
    /// `position` must be below the count (a slot as ``slot(of:)`` gives it): the component is
    /// written as ``write(at:_:)`` writes it.
    @inlinable func modify<Result>(accountedAt position: Int, _ body: (inout Component) throws -> Result) rethrows -> Result {
        accounted &+= 1
        noteChange()
        return try write(at: position, body)
    }

    /// Counts the changes made through ``modify(accountedAt:_:)``: `version − accountedChanges`
    /// moves only with the others. Only counts up.
    @inlinable var accountedChanges: UInt64 { accounted }
    @exclusivity(unchecked) @usableFromInline var accounted: UInt64 = 0

    /// Lends a system the packed components to read and write in place, for one pass over
    /// many of them: `presentations.withDenseStorage { $0[slot].worldTransform = world }`.
    /// The store must not gain or lose components meanwhile. One uniqueness check per pass
    /// instead of one per write.
    @inlinable func withDenseStorage<Result>(_ body: (UnsafeMutableBufferPointer<Component>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Lends the component in `slot` (below the count, as ``slot(of:)`` gives it) to write in
    /// place, a change the store does not count (as ``withDenseStorage(_:)``'s): for one write
    /// on a path taken per event, which asks the runtime whether the buffer is shared only
    /// when that is not known. `body` must not change the store, and should be small: the
    /// store's buffer is only read-accessed meanwhile, and a body that calls out would have
    /// it retained for the call.
    @inlinable @inline(__always)
    func write<Result>(at slot: Int, _ body: (inout Component) throws -> Result) rethrows -> Result {
        if !storageIsUnique { makeStorageUnique() }
        // Sound: `storage` shares its buffer with no other array (`storageIsUnique`), so the
        // component is written in place as a mutable access would write it; `slot` lies below
        // the count, and `body` leaves the buffer where it is.
        return try storage.withUnsafeBufferPointer { components in
            let base = UnsafeMutablePointer(mutating: components.baseAddress.unsafelyUnwrapped)
            return try body(&base[slot])
        }
    }

    /// Gives `storage` a buffer of its own, copying it if it is shared. Out of line: it is rare.
    @usableFromInline @inline(never)
    func makeStorageUnique() {
        storage.withUnsafeMutableBufferPointer { _ in }
        storageIsUnique = true
    }

    @inlinable public func insert(_ component: Component, for entity: EntityID) {
        noteChange()
        if let slot = slot(of: entity) {
            storage[slot] = component
            return
        }
        append(component, for: entity)
    }

    @usableFromInline func append(_ component: Component, for entity: EntityID) {
        let i = Int(entity.index)
        if i >= sparse.count { sparse.append(contentsOf: repeatElement(-1, count: i - sparse.count + 1)) }
        moves &+= 1
        sparse[i] = Int32(storage.count)
        storage.append(component)
        owners.append(entity)
    }

    public func remove(_ entity: EntityID) {
        guard let slot = slot(of: entity) else { return }
        noteChange()
        moves &+= 1
        let last = storage.count - 1
        if slot != last {
            storage.swapAt(slot, last)
            owners.swapAt(slot, last)
            sparse[Int(owners[slot].index)] = Int32(slot)
        }
        storage.removeLast()
        owners.removeLast()
        sparse[Int(entity.index)] = -1
    }

    public func removeAll() {
        noteChange()
        moves &+= 1
        storage.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        sparse.removeAll(keepingCapacity: true)
    }
}

/// What a ``World`` needs of every store, whatever its component type.
public protocol AnyComponentStore: AnyObject {
    func remove(_ entity: EntityID)
    func removeAll()
}
