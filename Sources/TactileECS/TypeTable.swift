/// Values found by a type: a world's stores, resources and event queues.
///
/// ```swift
/// var table = TypeTable<AnyObject>()
/// table[Camera.self] = box
/// table[Camera.self]   // box
/// ```
///
/// The values in the order they were added, with an open-addressed index keyed by the address
/// of the type's metadata, so that a lookup costs the same however many types a world holds:
/// a shift, a mask and usually one comparison (searching the list instead cost 1.6 % more on
/// the playground benchmark, with its 30 types). Adding is amortised O(1); removing rebuilds
/// the index.
@usableFromInline struct TypeTable<Value> {
    @usableFromInline var keys: [ObjectIdentifier] = []
    @usableFromInline private(set) var values: [Value] = []
    /// Per slot: the position in `keys` of the type hashed there, or −1. Never more than half full.
    @usableFromInline var slots = [Int32](repeating: -1, count: 64)

    @usableFromInline init() {}

    /// Where `key`'s probe starts: metadata addresses are aligned, so the low bits say nothing.
    @inlinable static func home(of key: ObjectIdentifier, mask: Int) -> Int {
        let bits = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 12)) & mask
    }

    @inlinable func position(of key: ObjectIdentifier) -> Int? {
        let mask = slots.count - 1
        var slot = Self.home(of: key, mask: mask)
        while true {
            let position = Int(slots[slot])
            if position < 0 { return nil }
            if keys[position] == key { return position }
            slot = (slot + 1) & mask
        }
    }

    @inlinable subscript(type: Any.Type) -> Value? {
        get { position(of: ObjectIdentifier(type)).map { values[$0] } }
        set {
            let key = ObjectIdentifier(type)
            if let position = position(of: key) {
                if let newValue { values[position] = newValue } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    rebuildIndex(slotCount: slots.count)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if 2 * keys.count > slots.count { rebuildIndex(slotCount: 2 * slots.count) } else { place(keys.count - 1) }
            }
        }
    }

    @usableFromInline mutating func place(_ position: Int) {
        let mask = slots.count - 1
        var slot = Self.home(of: keys[position], mask: mask)
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position)
    }

    @usableFromInline mutating func rebuildIndex(slotCount: Int) {
        slots = [Int32](repeating: -1, count: slotCount)
        for position in keys.indices { place(position) }
    }
}
