/// A gesture that runs an action once when it fails or is cancelled after it began.
///
/// ```swift
/// DragGesture()
///     .onChanged { value in showPreview(at: value.location) }
///     .onEnded { value in commit(value.location) }
///     .onCancelled { hidePreview() }
/// ```
///
/// Beyond SwiftUI: the terminal callback for the unhappy path, so nobody has to infer a
/// cancel from a ``GestureState`` reset. A gesture that fails without ever becoming active
/// (a tap that moved too far) did not begin, so it is not cancelled.
public struct CancelledGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var action: () -> Void

    @inlinable public init(_ base: Base, action: @escaping () -> Void) {
        self.base = base
        self.action = action
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(base: base.makeRecognizer(), action: action) }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        /// The action and the calls waiting (see ``GestureCallbacks``).
        @usableFromInline let action: PendingValues<Void>
        /// The queue its calls wait in, once attached (``attach(_:)``); none: they run at once.
        @usableFromInline var queue: GestureCallbacks?
        @usableFromInline var began = false

        @usableFromInline init(base: Base.Recognizer, action: @escaping () -> Void) {
            self.base = base
            self.action = PendingValues { _ in action() }
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard base.update(input, in: context) else { return false }
            // Tests, not a switch: the common case, active, is then one compare, not a jump table.
            let phase = base.phase
            if phase == .active {
                began = true
            } else if phase.isTerminal {
                if phase == .failed && began { action.call((), in: queue) }
                began = false
            }
            return true
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            queue = callbacks
            base.attach(callbacks)
        }

        @inlinable public mutating func reset() {
            base.reset()
            began = false
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension Gesture {
    /// Runs `action` once when the gesture fails or is cancelled after it became active.
    @inlinable public func onCancelled(_ action: @escaping () -> Void) -> CancelledGesture<Self> {
        CancelledGesture(self, action: action)
    }
}
