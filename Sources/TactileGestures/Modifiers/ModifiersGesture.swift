/// A gesture that counts only while the given keyboard modifiers are held (SwiftUI's
/// `Gesture.modifiers(_:)`).
///
/// ```swift
/// DragGesture()
///     .modifiers(.shift)                       // Shift+drag draws a selection box
///     .onChanged { value in selection = Rect(from: value.startLocation, to: value.location) }
/// ```
///
/// Every input is checked against the modifiers the runtime (or a ``GestureSession``'s
/// ``GestureSession/modifiers``) says are held: one that arrives without them fails the
/// gesture, so a press without the keys is never recognized and letting them go before the
/// gesture ends cancels it. One comparison per input.
public struct ModifiersGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    /// The keys that must be held (others may be held too).
    public var modifiers: EventModifiers

    @inlinable public init(_ base: Base, modifiers: EventModifiers) {
        self.base = base
        self.modifiers = modifiers
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(base: base.makeRecognizer(), required: modifiers) }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        @usableFromInline let required: EventModifiers

        @usableFromInline init(base: Base.Recognizer, required: EventModifiers) {
            self.base = base
            self.required = required
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            if context.modifiers.isSuperset(of: required) || base.phase.isTerminal {
                return base.update(input, in: context)
            }
            return base.update(.cancel(at: input.time), in: context)
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            base.attach(callbacks)
        }

        @inlinable public mutating func reset() { base.reset() }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension Gesture {
    /// The gesture, counting only while `modifiers` are held (as SwiftUI's).
    @inlinable public func modifiers(_ modifiers: EventModifiers) -> ModifiersGesture<Self> {
        ModifiersGesture(self, modifiers: modifiers)
    }
}
