/// Read and write access to a value owned elsewhere.
///
/// ```swift
/// @State var volume = 50.0
/// let binding = $volume
/// binding.wrappedValue += 5   // volume is 55
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let get: () -> Value
    @usableFromInline let set: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    ///
    /// ```swift
    /// let doubled = Binding(get: { volume * 2 }, set: { volume = $0 / 2 })
    /// ```
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the binding.
    @inlinable public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(get: { self.get()[keyPath: keyPath] },
                        set: { member in
                            var value = self.get()
                            value[keyPath: keyPath] = member
                            self.set(value)
                        })
    }
}
