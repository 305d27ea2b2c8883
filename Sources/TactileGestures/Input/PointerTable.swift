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
/// The first ``inlineCapacity`` pointers are kept inline (no heap allocation, O(10) per
/// change, what every touchscreen needs); more go to an array, so that any number of pointers
/// is tracked (a table of 40 fingers, a wall-sized touch panel), at the cost of one
/// allocation when the eleventh goes down.
public struct PointerTable: Sendable {
    public struct Entry: Hashable, Sendable {
        public var id: PointerID
        public var location: Point
        @inlinable public init(id: PointerID, location: Point) {
            self.id = id
            self.location = location
        }
    }

    /// How many pointers are kept inline, before the rest go to an array.
    public static let inlineCapacity = 10

    @usableFromInline var entries = InlineArray<10, Entry>(repeating: Entry(id: 0, location: .zero))
    /// How many pointers are down: the inline entries in use, then `overflow`'s.
    @usableFromInline var entryCount = 0
    /// The pointers after the first ten, in arrival order (empty, without storage, until then).
    @usableFromInline var overflow: [Entry] = []
    /// How many pointers are down.
    @inlinable public var count: Int { entryCount }
    /// How many of them are inline.
    @inlinable var inlineCount: Int { min(entryCount, Self.inlineCapacity) }

    @inlinable public init() {}

    @inlinable public var isEmpty: Bool { count == 0 }

    // Entries are read through a span: subscripting the inline array of a borrowed table
    // would copy all ten first.
    @inlinable public subscript(position: Int) -> Entry {
        precondition(position >= 0 && position < count, "PointerTable index out of range")
        return position < Self.inlineCapacity ? entries.span[position] : overflow[position - Self.inlineCapacity]
    }

    /// The position of `id` in arrival order, if it is down.
    @inlinable public func index(of id: PointerID) -> Int? {
        let entries = entries.span
        for position in 0..<inlineCount where entries[position].id == id { return position }
        guard entryCount > Self.inlineCapacity, let spilled = overflow.firstIndex(where: { $0.id == id }) else { return nil }
        return Self.inlineCapacity + spilled
    }

    @inlinable public func contains(_ id: PointerID) -> Bool { index(of: id) != nil }

    /// Adds a pointer at the end of the arrival order; `false` if it is already down or the
    /// location is not trackable (``Point/isTrackable``; such a press is not followed at all).
    @inlinable @discardableResult
    public mutating func press(_ id: PointerID, at location: Point) -> Bool {
        guard location.isTrackable, index(of: id) == nil else { return false }
        if entryCount < Self.inlineCapacity {
            entries[entryCount] = Entry(id: id, location: location)
        } else {
            overflow.append(Entry(id: id, location: location))
        }
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
        for position in 0..<inlineCount where entries[position].id == id {
            if location.isTrackable { entries[position].location = location }
            return position
        }
        guard entryCount > Self.inlineCapacity, let spilled = overflow.firstIndex(where: { $0.id == id }) else { return nil }
        if location.isTrackable { overflow[spilled].location = location }
        return Self.inlineCapacity + spilled
    }

    /// Removes a pointer, keeping the others in arrival order; `false` if it was not tracked.
    @inlinable @discardableResult
    public mutating func release(_ id: PointerID) -> Bool {
        guard let i = index(of: id) else { return false }
        let inlineUsed = inlineCount
        entryCount -= 1
        if i >= Self.inlineCapacity {
            overflow.remove(at: i - Self.inlineCapacity)
            return true
        }
        var j = i
        while j + 1 < inlineUsed {
            entries[j] = entries[j + 1]
            j += 1
        }
        // The first of the spilled ones moves up into the inline part, keeping arrival order.
        if !overflow.isEmpty { entries[Self.inlineCapacity - 1] = overflow.removeFirst() }
        return true
    }

    @inlinable public mutating func removeAll() {
        entryCount = 0
        if !overflow.isEmpty { overflow.removeAll() }
    }

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
