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

    // Entries are read through a span: subscripting the inline array of a borrowed table
    // would copy all ten first.
    @inlinable public subscript(position: Int) -> Entry {
        precondition(position >= 0 && position < count, "PointerTable index out of range")
        return entries.span[position]
    }

    /// The position of `id` in arrival order, if it is down.
    @inlinable public func index(of id: PointerID) -> Int? {
        let entries = entries.span
        for position in 0..<count where entries[position].id == id { return position }
        return nil
    }

    @inlinable public func contains(_ id: PointerID) -> Bool { index(of: id) != nil }

    /// Adds a pointer at the end of the arrival order; `false` if it is already down, the table
    /// is full, or the location is not trackable (``Point/isTrackable``; such a press is not followed at all).
    @inlinable @discardableResult
    public mutating func press(_ id: PointerID, at location: Point) -> Bool {
        guard count < Self.capacity, location.isTrackable, index(of: id) == nil else { return false }
        entries[count] = Entry(id: id, location: location)
        entryCount += 1
        return true
    }

    /// Updates a tracked pointer's location; `false` if it is not tracked. A location that is not
    /// trackable keeps the last one that was (the move still counts as the pointer's).
    @inlinable @discardableResult
    public mutating func move(_ id: PointerID, to location: Point) -> Bool {
        moveReportingPosition(id, to: location) != nil
    }

    /// ``move(_:to:)``, returning the pointer's position in arrival order (`nil`: not tracked).
    /// The entries are searched here, in place: asking ``index(of:)`` would give it a copy.
    @inlinable @discardableResult
    mutating func moveReportingPosition(_ id: PointerID, to location: Point) -> Int? {
        for position in 0..<count where entries[position].id == id {
            if location.isTrackable { entries[position].location = location }
            return position
        }
        return nil
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

    /// Moves every pointer of `frame` that the table tracks to where it is now.
    @inlinable public mutating func apply(_ frame: PointerFrame) {
        for move in frame.moves { self.move(move.pointer, to: move.location) }
    }

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
