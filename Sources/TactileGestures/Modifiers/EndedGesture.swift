/// A gesture that runs an action once, when it ends successfully.
///
/// ```swift
/// LongPressGesture(minimumDuration: 1).onEnded { _ in isPressed.toggle() }
/// ```
///
/// Never on failure or cancel: see ``Gesture/onCancelled(_:)`` for those. Attached to a queue
/// (``GestureCallbacks``), the action waits there until the gesture step is over.
public struct EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var action: (Value) -> Void

    @inlinable public init(_ base: Base, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(base: base.makeRecognizer(), action: action) }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        /// The action and the values it waits to be called with (see ``GestureCallbacks``).
        @usableFromInline let action: PendingValues<Value>
        /// The queue its calls wait in, once attached (``attach(_:)``); none: they run at once.
        @usableFromInline var queue: GestureCallbacks?

        @usableFromInline init(base: Base.Recognizer, action: @escaping (Value) -> Void) {
            self.base = base
            self.action = PendingValues(action)
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let wasEnded = base.phase == .ended
            guard base.update(input, in: context) else { return false }
            if !wasEnded, base.phase == .ended, let value = base.value { action.call(value, in: queue) }
            return true
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            queue = callbacks
            base.attach(callbacks)
        }

        @inlinable public mutating func reset() { base.reset() }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends successfully.
    @inlinable public func onEnded(_ action: @escaping (Value) -> Void) -> EndedGesture<Self> {
        EndedGesture(self, action: action)
    }
}
