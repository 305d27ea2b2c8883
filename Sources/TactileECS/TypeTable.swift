/// Values found by a type: a world's stores, resources and event queues.
///
/// ```swift
/// var table = TypeTable<AnyObject>()
/// table[Camera.self] = box
/// table[Camera.self]   // box
/// ```
///
/// A short list searched by the types' identities, most recently added first: a world holds a
/// few dozen, and comparing identities costs less than hashing one. O(n) per lookup.
@usableFromInline struct TypeTable<Value> {
    @usableFromInline var keys: [ObjectIdentifier] = []
    @usableFromInline private(set) var values: [Value] = []

    @usableFromInline init() {}

    @inlinable subscript(type: Any.Type) -> Value? {
        get {
            let key = ObjectIdentifier(type)
            var index = keys.count - 1
            while index >= 0 {
                if keys[index] == key { return values[index] }
                index -= 1
            }
            return nil
        }
        set {
            let key = ObjectIdentifier(type)
            if let index = keys.firstIndex(of: key) {
                if let newValue { values[index] = newValue } else {
                    keys.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
            }
        }
    }
}
