/// The pointers that are down, in arrival order, with their latest locations.
///
/// ```swift
/// var table = PointerTable()
/// table.press(1, at: Point(x: 0, y: 0))
/// table.press(2, at: Point(x: 100, y: 0))
/// table[0].id                      // 1: arrival order is kept
/// table.release(1)                 // now 2 is first
/// ```
///
/// Inline storage for ``capacity`` pointers: no heap allocation, O(capacity) per change.
/// Pointers beyond the capacity are not tracked (``press(_:at:)`` returns `false`).
public struct PointerTable: Sendable {
    public struct Entry: Hashable, Sendable {
        public var id: PointerID
        public var location: Point
        @inlinable public init(id: PointerID, location: Point) {
            self.id = id
            self.location = location
        }
    }

    /// The most pointers a table tracks at once.
    public static let capacity = 10

    @usableFromInline var entries = InlineArray<10, Entry>(repeating: Entry(id: 0, location: .zero))
    @usableFromInline var entryCount = 0
    /// How many pointers are down.
    @inlinable public var count: Int { entryCount }

    @inlinable public init() {}

    @inlinable public var isEmpty: Bool { count == 0 }

    @inlinable public subscript(position: Int) -> Entry {
        precondition(position >= 0 && position < count, "PointerTable index out of range")
        return entries.span[position]
    }

    /// The locations of the first two pointers in arrival order, for a caller that knows two
    /// are down (a pinch on every move of its pair): read from their slots without checking the
    /// count. A slot past the count holds an entry pressed earlier or the initial one, never
    /// uninitialized memory.
    @inlinable @inline(__always) var firstTwoLocations: (Point, Point) {
        // Read through a span: subscripting the inline array of a borrowed self copies it whole.
        let entries = self.entries.span
        return (entries[0].location, entries[1].location)
    }

    /// The position of `id` in arrival order, if it is down.
    @inlinable @inline(__always) public func index(of id: PointerID) -> Int? {
        // Read through a span: subscripting the inline array of a borrowed self copies it whole.
        let entries = self.entries.span
        var i = 0
        while i < count {
            if entries[i].id == id { return i }
            i += 1
        }
        return nil
    }

    @inlinable public func contains(_ id: PointerID) -> Bool { index(of: id) != nil }

    /// Adds a pointer at the end of the arrival order; `false` if it is already down, the table
    /// is full, or the location is not finite (such a press is not followed at all).
    @inlinable @discardableResult
    public mutating func press(_ id: PointerID, at location: Point) -> Bool {
        guard count < Self.capacity, location.isFinite, index(of: id) == nil else { return false }
        entries[count] = Entry(id: id, location: location)
        entryCount += 1
        return true
    }

    /// Updates a tracked pointer's location; `false` if it is not tracked. A non-finite location
    /// keeps the last finite one (the move still counts as the pointer's).
    /// Always inlined: a session moves its table on every move, and the call cost more than the move.
    @inlinable @inline(__always) @discardableResult
    public mutating func move(_ id: PointerID, to location: Point) -> Bool {
        guard let i = index(of: id) else { return false }
        if location.isFinite { setLocation(at: i, to: location) }
        return true
    }

    /// Sets the location of the pointer at `position` in arrival order, for a caller that
    /// has just looked it up (a pinch asks for the position anyway): no second search.
    @inlinable @inline(__always) mutating func setLocation(at position: Int, to location: Point) {
        precondition(position >= 0 && position < count, "PointerTable index out of range")
        // Through a pointer: the inline array's own setter copies it out and back. Unprotected:
        // the pointer is to this table's own storage, written at a position checked above, and a
        // protected one would give every caller a stack check (a pinch's update, a session's move).
        _withUnprotectedUnsafeMutablePointer(to: &entries) { storage in
            storage.withMemoryRebound(to: Entry.self, capacity: Self.capacity) { $0[position].location = location }
        }
    }

    /// Removes a pointer, keeping the others in arrival order; `false` if it was not tracked.
    @inlinable @discardableResult
    public mutating func release(_ id: PointerID) -> Bool {
        guard let i = index(of: id) else { return false }
        var j = i
        while j + 1 < count {
            entries[j] = entries[j + 1]
            j += 1
        }
        entryCount -= 1
        return true
    }

    @inlinable public mutating func removeAll() { entryCount = 0 }

    /// Applies `event` (down, move, up or cancel); returns whether the table changed.
    @inlinable @discardableResult
    public mutating func apply(_ event: PointerEvent) -> Bool {
        switch event.kind {
        case .down: press(event.pointer, at: event.location)
        case .move: move(event.pointer, to: event.location)
        case .up, .cancel: release(event.pointer)
        }
    }
}
