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

        @inlinable public var phase: GesturePhase { box.phase }
        @inlinable public var value: Value? { box.value }
        @inlinable public func nextDeadline() -> Double { box.deadline }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            box.update(input, in: context)
        }

        @inlinable public mutating func reset() { box.reset() }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            box.describe(into: &nodes, depth: depth)
        }
    }
}

/// The recognizer behind an ``AnyGesture/Recognizer``: its phase and next deadline as they
/// were after the last update or reset (read without a call), and the operations a
/// ``RecognizerBox`` implements for a recognizer of a given type.
@usableFromInline class AnyRecognizerBox<Value> {
    @usableFromInline final var phase: GesturePhase
    @usableFromInline final var deadline: Double

    @usableFromInline init(phase: GesturePhase, deadline: Double) {
        self.phase = phase
        self.deadline = deadline
    }

    @usableFromInline var value: Value? { fatalError("AnyRecognizerBox is abstract") }

    /// Updates the recognizer, then ``phase`` and ``deadline``; returns whether it changed.
    @usableFromInline func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        fatalError("AnyRecognizerBox is abstract")
    }

    @usableFromInline func reset() { fatalError("AnyRecognizerBox is abstract") }

    @usableFromInline func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        fatalError("AnyRecognizerBox is abstract")
    }
}

/// Holds a recognizer of type `R` and the transform of its values.
///
/// Swift compiles a generic class's methods once for every `R`: they would run the tree
/// through its conformances, unspecialized (about ten times slower, measured on a five-leaf
/// tree). So the two operations that run per input, updating and reading the value, are
/// functions made in `init`, which is specialized where `R` is known; the methods call them.
@usableFromInline final class RecognizerBox<R: GestureRecognizer, Value>: AnyRecognizerBox<Value> {
    @usableFromInline var recognizer: R
    @usableFromInline let transform: (R.Value) -> Value
    @usableFromInline let updateRecognizer: (RecognizerBox, GestureInput, GestureContext) -> Bool
    @usableFromInline let currentValue: (RecognizerBox) -> Value?

    @inlinable init(_ recognizer: R, transform: @escaping (R.Value) -> Value) {
        self.recognizer = recognizer
        self.transform = transform
        updateRecognizer = { box, input, context in
            let changed = box.recognizer.update(input, in: context)
            box.phase = box.recognizer.phase
            box.deadline = box.recognizer.nextDeadline()
            return changed
        }
        currentValue = { box in box.recognizer.value.map(box.transform) }
        super.init(phase: recognizer.phase, deadline: recognizer.nextDeadline())
    }

    @usableFromInline override var value: Value? { currentValue(self) }

    @usableFromInline override func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        updateRecognizer(self, input, context)
    }

    /// Once per interaction: unspecialized, as it costs little then.
    @usableFromInline override func reset() {
        recognizer.reset()
        phase = recognizer.phase
        deadline = recognizer.nextDeadline()
    }

    @usableFromInline override func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        recognizer.describe(into: &nodes, depth: depth)
    }
}

extension Gesture {
    /// Wraps this gesture in an ``AnyGesture``.
    @inlinable public func eraseToAnyGesture() -> AnyGesture<Value> { AnyGesture(self) }
}
