/// Which entities of a store changed, in the order they first changed at each tick, so that a
/// system asking "what changed since I last ran" walks only those: O(changed), not O(count).
///
/// ```swift
/// log.append(circle, at: 7, storeCount: 10)
/// log.startIndex(after: 6)   // the first entry stamped 7 or later
/// ```
///
/// Every change made after ``horizon`` is in the log. The schedule trims it each frame to what
/// its systems can still ask for; a log that grows far beyond its store without being trimmed
/// (a world used without a schedule) forgets everything, and queries older than the horizon
/// scan the store's change ticks instead, which is always right.
@usableFromInline struct ChangeLog {
    @usableFromInline struct Entry {
        @usableFromInline var entity: Entity
        @usableFromInline var tick: ChangeTick
        @inlinable init(entity: Entity, tick: ChangeTick) {
            self.entity = entity
            self.tick = tick
        }
    }

    @usableFromInline var entries: [Entry] = []
    /// Changes made at ticks after this one are all in the log.
    @usableFromInline var horizon: ChangeTick = 0
    /// The number of the first entry: entries are numbered from the log's start, so that a
    /// store can tell which entry is an entity's latest whatever was trimmed since.
    @usableFromInline var firstNumber = 0

    @usableFromInline init() {}

    @inlinable var count: Int { entries.count }

    /// Appends an entry; returns its number.
    @inlinable @discardableResult mutating func append(_ entity: Entity, at tick: ChangeTick, storeCount: Int) -> Int {
        if entries.count >= Swift.max(4_096, 8 * storeCount) { removeAll(horizon: tick) }
        entries.append(Entry(entity: entity, tick: tick))
        return firstNumber + entries.count - 1
    }

    /// Forgets every entry, promising only changes after `horizon` from now on.
    @usableFromInline mutating func removeAll(horizon: ChangeTick) {
        firstNumber += entries.count
        entries.removeAll(keepingCapacity: true)
        self.horizon = Swift.max(self.horizon, horizon)
    }

    /// The index of the first entry stamped after `tick` (a binary search: ticks only grow).
    @inlinable func startIndex(after tick: ChangeTick) -> Int {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].tick <= tick { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Drops the entries stamped at `tick` or before.
    @usableFromInline mutating func forget(through tick: ChangeTick) {
        guard tick > horizon else { return }
        let start = startIndex(after: tick)
        if start > 0 {
            entries.removeFirst(start)
            firstNumber += start
        }
        horizon = tick
    }
}

extension ComponentStore {
    /// Calls `body` with each entity whose component changed (or was added) after `tick`, once
    /// each: in the order of their latest changes, or in storage order when the log no longer
    /// reaches back to `tick`. `body` may change components of this type (those changes are not
    /// visited) but must not add or remove any. O(changed) when the log reaches back to `tick`,
    /// O(count) otherwise.
    @inlinable public func forEachChanged(since tick: ChangeTick, _ body: (Entity) throws -> Void) rethrows {
        guard tick >= changeLog.horizon else {
            for slot in components.indices where changes[slot].tick > tick { try body(owners[slot]) }
            return
        }
        // The entries as they are now: changes `body` makes are logged after them.
        let log = changeLog
        var index = log.startIndex(after: tick)
        while index < log.count {
            let entity = log.entries[index].entity
            // An entry stands for its entity's latest change only; an entity changed again
            // later is visited at its later entry.
            if let slot = slot(of: entity), changes[slot].logEntry == log.firstNumber + index { try body(entity) }
            index += 1
        }
    }

    /// Whether any component may have changed after `tick` (a component changed and removed
    /// since counts, while the log reaches back): O(1) when the log reaches back to it.
    @inlinable public func hasChanges(since tick: ChangeTick) -> Bool {
        guard tick >= changeLog.horizon else { return changes.contains { $0.tick > tick } }
        return changeLog.startIndex(after: tick) < changeLog.count
    }

    /// Calls `body` with each entity that lost its component after `tick`, in the order they lost
    /// it (an entity may have it again since, and may come more than once). When the record does
    /// not reach back to `tick`, every entity the store cannot tell about is unknown: `body` is
    /// then called for each entity removed in what the record holds, which may miss some —
    /// ask within a frame, as systems do.
    public func forEachRemoved(since tick: ChangeTick, _ body: (Entity) throws -> Void) rethrows {
        var index = removalLog.startIndex(after: tick)
        while index < removalLog.count {
            try body(removalLog.entries[index].entity)
            index += 1
        }
    }

    /// Forgets which components changed, and which were removed, at ticks up to `tick`.
    public func forgetChanges(through tick: ChangeTick) {
        changeLog.forget(through: tick)
        removalLog.forget(through: tick)
    }
}
