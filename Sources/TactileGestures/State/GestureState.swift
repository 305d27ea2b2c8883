/// State that a gesture updates while it is active and that returns to its initial value when
/// the gesture ends, fails or is cancelled.
///
/// ```swift
/// @GestureState var dragOffset = Vector.zero
///
/// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
/// ```
///
/// The storage is a reference shared by the property, its projection `$dragOffset` and the
/// recognizers made from gestures that update it (allocated once, with the property). Reads and
/// writes are O(1) and allocation-free.
@propertyWrapper
public struct GestureState<Value> {
    @usableFromInline let storage: Storage

    @usableFromInline final class Storage: GraphOwnedStorage {
        @usableFromInline var value: Value
        @usableFromInline let initialValue: Value
        @usableFromInline let resetAction: (Value, inout Transaction) -> Void
        @usableFromInline var change = StateChange()
        weak var graph: StateGraph?

        @usableFromInline func record(_ transaction: Transaction) {
            change = StateChange(version: change.version &+ 1, transaction: transaction)
            graph?.didChange(transaction)
        }

        init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
            value = initialValue
            self.initialValue = initialValue
            resetAction = reset
        }
    }

    /// Gesture state with the value it returns to: `@GestureState private var drag = Vector.zero`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// SwiftUI's older spelling of ``init(wrappedValue:)``.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A state that resets with `resetTransaction` (to animate the return, say).
    ///
    /// ```swift
    /// @GestureState(resetTransaction: Transaction(animation: .spring())) var drag = Vector.zero
    /// ```
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// SwiftUI's older spelling of ``init(wrappedValue:resetTransaction:)``.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A state whose reset transaction is chosen by `reset`, given the value being reset.
    ///
    /// ```swift
    /// @GestureState(reset: { _, transaction in transaction.animation = .easeOut }) var lift = 0.0
    /// ```
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = StateGraph.storage { Storage(initialValue: wrappedValue, reset: reset) }
    }

    /// SwiftUI's older spelling of ``init(wrappedValue:reset:)``.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: written only by gestures.
    @inlinable public var wrappedValue: Value { storage.value }

    /// The state itself, to pass to ``Gesture/updating(_:body:)``.
    @inlinable public var projectedValue: GestureState<Value> { self }

    /// The value it returns to.
    @inlinable public var initialValue: Value { storage.initialValue }

    /// The version and transaction of the last write.
    @inlinable public var lastChange: StateChange { storage.change }

    /// Lets `body` change the value, then records the change with the transaction `body` chose.
    @usableFromInline func update(_ body: (inout Value, inout Transaction) -> Void) {
        var transaction = Transaction.current
        body(&storage.value, &transaction)
        storage.record(transaction)
    }

    /// Returns to the initial value with the reset transaction.
    @usableFromInline func reset() {
        var transaction = Transaction.current
        storage.resetAction(storage.value, &transaction)
        storage.value = storage.initialValue
        storage.record(transaction)
    }
}
