/// A query is a sequence of its rows, so a system can walk it with `for`, as Bevy's `Query` is
/// iterated.
///
/// ```swift
/// for (entity, target) in world.query(Appearance.self).changed(Appearance.self, since: world.lastRun) {
///     world.store(Presentation.self).insert(Presentation(target), for: entity)
/// }
/// ```
///
/// A row holds copies of the components; change them through their stores (or with
/// ``Query/forEachMutating(_:)``). A query whose `changed` or `added` filter is on its first
/// component walks that store's change log, O(changed); any other walks the first store,
/// O(count). Iterating allocates nothing.
extension Query: Sequence {
    public typealias Element = (Entity, First, repeat each Rest)

    public struct Iterator: IteratorProtocol {
        @usableFromInline let query: Query
        /// The first store's change log as the walk began, when a filter on the first component
        /// drives the walk: the entities it logged after the filter's tick are the only candidates.
        @usableFromInline let log: ChangeLog?
        @usableFromInline var position: Int

        @inlinable init(_ query: Query) {
            self.query = query
            if let driver = query.filters.changeDriver, driver.store === query.first,
               driver.tick >= query.first.changeLog.horizon {
                log = query.first.changeLog
                position = query.first.changeLog.startIndex(after: driver.tick)
            } else {
                (log, position) = (nil, 0)
            }
        }

        @inlinable public mutating func next() -> Element? {
            while let entity = nextCandidate() {
                guard let slot = query.first.slot(of: entity), query.matches(entity) else { continue }
                return (entity, query.first.components[slot], repeat (each query.rest).component(of: entity))
            }
            return nil
        }

        /// The next entity to ask the filters about: from the log (each entity at its latest
        /// entry only), or the first store's next slot.
        @inlinable mutating func nextCandidate() -> Entity? {
            guard let log else {
                guard position < query.first.count else { return nil }
                defer { position += 1 }
                return query.first.owners[position]
            }
            while position < log.count {
                let entity = log.entries[position]
                position += 1
                guard let slot = query.first.slot(of: entity.entity),
                      query.first.changes[slot].logEntry == log.firstNumber + position - 1 else { continue }
                return entity.entity
            }
            return nil
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(self) }
}
