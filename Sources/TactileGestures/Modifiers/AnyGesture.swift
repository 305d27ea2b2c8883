/// A type-erased gesture: any gesture with the same value type.
///
/// ```swift
/// var body: AnyGesture<Direction> {
///     DragGesture(minimumDistance: 50).map(Direction.init).eraseToAnyGesture()
/// }
/// ```
///
/// Erasing costs one allocation per recognizer made, and a dynamic call per input.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never

    @usableFromInline let make: () -> Recognizer

    @inlinable public init<G: Gesture>(_ gesture: G) where G.Value == Value {
        make = { Recognizer(gesture.makeRecognizer(), transform: { $0 }) }
    }

    @inlinable public func makeRecognizer() -> Recognizer { make() }

    /// Any recognizer, in a box. Copies share one recognizer: the runtime keeps an entity's
    /// gesture this way and composes it into each interaction that reaches the entity.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline let box: AnyRecognizerBox<Value>

        /// Erases `recognizer`, reporting its values through `transform`.
        @inlinable public init<R: GestureRecognizer>(_ recognizer: R, transform: @escaping (R.Value) -> Value) {
            box = RecognizerBox(recognizer, transform: transform)
        }

        @inlinable public var phase: GesturePhase { box.state.phase }
        @inlinable public var value: Value? { box.value }
        @inlinable public func nextDeadline() -> Double { box.state.deadline }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            box.update(input, in: context)
        }

        @inlinable public mutating func reset() { box.reset() }

        @inlinable public func attach(_ callbacks: GestureCallbacks) { box.attach(callbacks) }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            box.describe(into: &nodes, depth: depth)
        }
    }
}

/// The recognizer behind an ``AnyGesture/Recognizer``: its phase and next deadline as they
/// were after the last update or reset (read without a call), and the operations a
/// ``RecognizerBox`` implements for a recognizer of a given type.
@usableFromInline class AnyRecognizerBox<Value> {
    /// Written together, as one access is checked for exclusivity where two would be.
    @usableFromInline final var state: (phase: GesturePhase, deadline: Double)

    @usableFromInline init(phase: GesturePhase, deadline: Double) {
        state = (phase, deadline)
    }

    @usableFromInline var value: Value? { fatalError("AnyRecognizerBox is abstract") }

    /// Updates the recognizer, then ``state``; returns whether it changed.
    @usableFromInline func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        fatalError("AnyRecognizerBox is abstract")
    }

    @usableFromInline func reset() { fatalError("AnyRecognizerBox is abstract") }

    @usableFromInline func attach(_ callbacks: GestureCallbacks) { fatalError("AnyRecognizerBox is abstract") }

    @usableFromInline func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        fatalError("AnyRecognizerBox is abstract")
    }
}

/// Holds a recognizer of type `R` and the transform of its values.
///
/// Swift compiles a generic class's methods once for every `R`: they would run the tree
/// through its conformances, unspecialized (about ten times slower, measured on a five-leaf
/// tree). So its operations (updating, reading the value, resetting, attaching a callback
/// queue) are functions made in `init`, which is specialized where `R` is known; the methods
/// call them.
@usableFromInline final class RecognizerBox<R: GestureRecognizer, Value>: AnyRecognizerBox<Value> {
    @usableFromInline var recognizer: R
    @usableFromInline let transform: (R.Value) -> Value
    @usableFromInline let updateRecognizer: (RecognizerBox, GestureInput, GestureContext) -> Bool
    @usableFromInline let currentValue: (RecognizerBox) -> Value?
    @usableFromInline let resetRecognizer: (RecognizerBox) -> Void
    @usableFromInline let attachRecognizer: (RecognizerBox, GestureCallbacks) -> Void

    @inlinable init(_ recognizer: R, transform: @escaping (R.Value) -> Value) {
        self.recognizer = recognizer
        self.transform = transform
        updateRecognizer = { box, input, context in
            let (changed, phase, deadline) = Self.update(&box.recognizer, input, in: context)
            box.state = (phase, deadline)
            return changed
        }
        currentValue = { box in Self.value(of: &box.recognizer, box.transform) }
        resetRecognizer = { box in
            box.recognizer.reset()
            box.state = (box.recognizer.phase, box.recognizer.nextDeadline())
        }
        attachRecognizer = { box, callbacks in box.recognizer.attach(callbacks) }
        super.init(phase: recognizer.phase, deadline: recognizer.nextDeadline())
    }

    /// Updates `recognizer` where it is (reached through a class property, a plain read would
    /// copy the whole tree first), and says whether it changed, its phase and its deadline.
    @inlinable static func update(_ recognizer: inout R, _ input: GestureInput,
                                  in context: GestureContext) -> (Bool, GesturePhase, Double) {
        let changed = recognizer.update(input, in: context)
        return (changed, recognizer.phase, recognizer.nextDeadline())
    }

    /// `recognizer`'s value, transformed, read where it is (inout only for that: it does not change).
    @inlinable static func value(of recognizer: inout R, _ transform: (R.Value) -> Value) -> Value? {
        recognizer.value.map(transform)
    }

    @usableFromInline override var value: Value? { currentValue(self) }

    @usableFromInline override func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        updateRecognizer(self, input, context)
    }

    @usableFromInline override func reset() { resetRecognizer(self) }

    /// Once per interaction, as ``reset()``.
    @usableFromInline override func attach(_ callbacks: GestureCallbacks) { attachRecognizer(self, callbacks) }

    @usableFromInline override func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        recognizer.describe(into: &nodes, depth: depth)
    }
}

extension Gesture {
    /// Wraps this gesture in an ``AnyGesture``.
    @inlinable public func eraseToAnyGesture() -> AnyGesture<Value> { AnyGesture(self) }
}
