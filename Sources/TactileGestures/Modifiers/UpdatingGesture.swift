/// A gesture that writes into a ``GestureState`` while it is active.
///
/// ```swift
/// DragGesture()
///     .updating($dragOffset) { value, state, transaction in
///         state = value.translation
///         transaction.animation = .interactiveSpring()
///     }
/// ```
///
/// The body runs only while the gesture is active, each time its value changes. When the
/// gesture ends, fails or is cancelled — on every path — the state returns to its initial
/// value with the state's reset transaction. Attached to a queue (``GestureCallbacks``), the
/// writes and resets wait there, in order, until the gesture step is over.
public struct UpdatingGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var state: GestureState<State>
    public var body: (Value, inout State, inout Transaction) -> Void

    @inlinable public init(_ base: Base, state: GestureState<State>,
                body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @inlinable public func makeRecognizer() -> Recognizer {
        Recognizer(base: base.makeRecognizer(), state: state, body: body)
    }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        /// A write of the state (`update`, with the value) or its reset, waiting in order.
        @usableFromInline enum Step {
            case update(Value)
            case reset
        }

        /// The writes of the state and those waiting (see ``GestureCallbacks``).
        @usableFromInline let steps: PendingValues<Step>
        /// The queue its calls wait in, once attached (``attach(_:)``); none: they run at once.
        @usableFromInline var queue: GestureCallbacks?

        @usableFromInline init(base: Base.Recognizer, state: GestureState<State>,
                               body: @escaping (Value, inout State, inout Transaction) -> Void) {
            self.base = base
            steps = PendingValues { step in
                switch step {
                case .update(let value): state.update { body(value, &$0, &$1) }
                case .reset: state.reset()
                }
            }
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard base.update(input, in: context) else { return false }
            switch base.phase {
            case .active:
                if let value = base.value { steps.call(.update(value), in: queue) }
            case .ended, .failed:
                steps.call(.reset, in: queue)
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
            steps.call(.reset, in: queue)
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension Gesture {
    /// Updates `state` from this gesture's value while it is active; `state` resets when the
    /// gesture ends or is cancelled.
    @inlinable public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> UpdatingGesture<Self, State> {
        UpdatingGesture(self, state: state, body: body)
    }
}

/// SwiftUI's name for ``UpdatingGesture``, the type `updating(_:body:)` returns.
///
/// ```swift
/// let press: GestureStateGesture<LongPressGesture, Bool> = LongPressGesture().updating($isPressing) { v, s, _ in s = v }
/// ```
///
/// A type alias: no cost.
public typealias GestureStateGesture<Base: Gesture, State> = UpdatingGesture<Base, State>
