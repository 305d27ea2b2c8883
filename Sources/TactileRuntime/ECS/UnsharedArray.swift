/// A growable list of plain values that is never shared, so writing to it never checks whether
/// it must be copied first.
///
/// ```swift
/// let moved = UnsharedArray<EntityID>()
/// moved.append(circle)
/// for entity in moved { refresh(entity) }
/// moved.removeAll()
/// ```
///
/// For bookkeeping written on every animated entity's path each tick (which entities moved):
/// an `Array` there pays a uniqueness check per write, more than the write itself. A class
/// owns the memory instead, and whoever holds it writes in place. It allocates only to grow
/// past the largest size it has had, doubling; `removeAll` keeps the memory.
final class UnsharedArray<Element: BitwiseCopyable>: RandomAccessCollection {
    // Unchecked: a class's stored properties otherwise pay a dynamic exclusivity check per
    // access, which is what this type exists to avoid.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 16
        base = Self.allocate(capacity: capacity)
    }

    deinit { UnsafeMutableRawPointer(base).deallocate() }

    /// Memory for `capacity` elements, starting on a cache line: a per-entity record of a cache
    /// line's size (the grid's placements) then lies in one line rather than two.
    private static func allocate(capacity: Int) -> UnsafeMutablePointer<Element> {
        UnsafeMutableRawPointer.allocate(byteCount: capacity * MemoryLayout<Element>.stride, alignment: 64)
            .bindMemory(to: Element.self, capacity: capacity)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        @inline(__always) get {
            precondition(position >= 0 && position < count, "index out of range")
            return base[position]
        }
        @inline(__always) set {
            precondition(position >= 0 && position < count, "index out of range")
            base[position] = newValue
        }
    }

    /// The element at `position`, which the caller knows to lie below `count`: for a
    /// per-entity array written on every moved entity's path, where the check costs as much
    /// as the write.
    subscript(unchecked position: Int) -> Element {
        @inline(__always) get { base[position] }
        @inline(__always) set { base[position] = newValue }
    }

    /// Calls `body` with each element in turn (and with those `body` appends), checking
    /// each position once rather than once for the walk and again for the subscript.
    @inline(__always) func forEachElement(_ body: (Element) throws -> Void) rethrows {
        var position = 0
        while position < count {
            try body(base[position])
            position += 1
        }
    }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow(toAtLeast: count + 1) }
        base[count] = element
        // Wrapping: the count lies below the capacity, just made sure of.
        count &+= 1
    }

    /// Appends `element` until there are `newCount` elements (none if there are already).
    func pad(to newCount: Int, with element: Element) {
        guard newCount > count else { return }
        if newCount > capacity { grow(toAtLeast: newCount) }
        (base + count).initialize(repeating: element, count: newCount - count)
        count = newCount
    }

    /// Empties the list, keeping its memory.
    func removeAll() { count = 0 }

    /// Drops the elements for which `shouldBeRemoved` holds, keeping the others in order (and
    /// the memory).
    func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var kept = 0
        for position in 0..<count where try !shouldBeRemoved(base[position]) {
            base[kept] = base[position]
            kept += 1
        }
        count = kept
    }

    /// Trades elements (and memory) with `other`: two lists that take turns, held as constants
    /// (reading a class reference held in a variable retains it for the call).
    func swapContents(with other: UnsharedArray) {
        swap(&base, &other.base)
        swap(&capacity, &other.capacity)
        swap(&count, &other.count)
    }

    private func grow(toAtLeast minimum: Int) {
        let larger = Swift.max(minimum, 2 * capacity)
        let moved = Self.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        UnsafeMutableRawPointer(base).deallocate()
        (base, capacity) = (moved, larger)
    }
}
