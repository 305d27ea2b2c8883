/// A gesture that runs an action each time its value changes while it is active.
///
/// ```swift
/// DragGesture().onChanged { value in preview(at: value.location) }
/// ```
///
/// Only while active, and only when the value differs from the last one delivered. Attached to
/// a queue (``GestureCallbacks``), the action waits there until the gesture step is over.
public struct ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
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
        @usableFromInline var delivered: Value?

        @usableFromInline init(base: Base.Recognizer, action: @escaping (Value) -> Void) {
            self.base = base
            self.action = PendingValues(action)
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard base.update(input, in: context) else { return false }
            switch base.phase {
            case .active:
                guard let value = base.value else { break }
                if let delivered, delivered == value { break }
                action.call(value, in: queue)
                delivered = value
            case .ended, .failed:
                delivered = nil
            case .possible:
                break
            }
            return true
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            queue = callbacks
            base.attach(callbacks)
        }

        @inlinable public mutating func reset() {
            base.reset()
            delivered = nil
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the value changes while the gesture is active.
    @inlinable public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<Self> {
        ChangedGesture(self, action: action)
    }
}
