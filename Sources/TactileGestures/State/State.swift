/// A value that persists between interactions and can be changed from gesture callbacks.
///
/// ```swift
/// @State var position = Vector.zero
///
/// DragGesture().onEnded { value in position.width += value.translation.width }
/// ```
///
/// Like SwiftUI's `@State`, it can be set from inside a non-mutating context (a struct's
/// `body`, a closure that captured `self`): the value lives in shared storage, allocated
/// once with the property. Each write records the current ``Transaction``, so changes made
/// inside ``withAnimation(_:_:)`` are animated. O(1) reads and writes.
@propertyWrapper
public struct State<Value> {
    @usableFromInline final class Storage: GraphOwnedStorage {
        @usableFromInline var value: Value
        @usableFromInline var change = StateChange()
        weak var graph: StateGraph?
        init(_ value: Value) { self.value = value }

        @usableFromInline func record(_ transaction: Transaction) {
            change = StateChange(version: change.version &+ 1, transaction: transaction)
            graph?.didChange(transaction)
        }
    }

    @usableFromInline let storage: Storage

    /// State with an initial value: `@State private var offset = Vector.zero`.
    public init(wrappedValue: Value) { storage = StateGraph.storage { Storage(wrappedValue) } }
    /// SwiftUI's older spelling of ``init(wrappedValue:)``.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// The value; writing it records the current transaction and re-evaluates the body that reads it.
    @inlinable public var wrappedValue: Value {
        get { storage.value }
        nonmutating set {
            storage.value = newValue
            storage.record(Transaction.current)
        }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { State(storage: storage).wrappedValue = $0 })
    }

    /// The version and transaction of the last write.
    @inlinable public var lastChange: StateChange { storage.change }

    @usableFromInline init(storage: Storage) { self.storage = storage }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as `nil`: `@State private var selection: Int?`.
    public init() { self.init(wrappedValue: nil) }
}
