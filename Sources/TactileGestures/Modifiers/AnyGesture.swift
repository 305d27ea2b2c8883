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

    public init<G: Gesture>(_ gesture: G) where G.Value == Value {
        make = { Recognizer(AnyRecognizerBox(gesture.makeRecognizer())) }
    }

    public func makeRecognizer() -> Recognizer { make() }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline let box: AnyRecognizerBase<Value>

        @usableFromInline init(_ box: AnyRecognizerBase<Value>) { self.box = box }

        /// Erases `recognizer`, reporting its values through `transform`.
        ///
        /// Copies of the result share one recognizer: the runtime keeps an entity's gesture
        /// this way and composes it into each interaction that reaches the entity.
        public init<R: GestureRecognizer>(_ recognizer: R, transform: @escaping (R.Value) -> Value) {
            box = MappedRecognizerBox(recognizer, transform: transform)
        }

        public var phase: GesturePhase { box.phase }
        public var value: Value? { box.value }

        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            box.update(input, in: context)
        }

        public mutating func reset() { box.reset() }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            box.describe(into: &nodes, depth: depth)
        }
    }
}

@usableFromInline class AnyRecognizerBase<Value> {
    var phase: GesturePhase { fatalError("abstract") }
    var value: Value? { fatalError("abstract") }
    func update(_ input: GestureInput, in context: GestureContext) -> Bool { fatalError("abstract") }
    func reset() { fatalError("abstract") }
    func describe(into nodes: inout [GestureNodeDescription], depth: Int) { fatalError("abstract") }
}

@usableFromInline final class AnyRecognizerBox<R: GestureRecognizer>: AnyRecognizerBase<R.Value> {
    var recognizer: R
    @usableFromInline init(_ recognizer: R) { self.recognizer = recognizer }
    override var phase: GesturePhase { recognizer.phase }
    override var value: R.Value? { recognizer.value }
    override func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        recognizer.update(input, in: context)
    }
    override func reset() { recognizer.reset() }
    override func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        recognizer.describe(into: &nodes, depth: depth)
    }
}

@usableFromInline final class MappedRecognizerBox<R: GestureRecognizer, Value>: AnyRecognizerBase<Value> {
    var recognizer: R
    let transform: (R.Value) -> Value
    init(_ recognizer: R, transform: @escaping (R.Value) -> Value) {
        self.recognizer = recognizer
        self.transform = transform
    }
    override var phase: GesturePhase { recognizer.phase }
    override var value: Value? { recognizer.value.map(transform) }
    override func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        recognizer.update(input, in: context)
    }
    override func reset() { recognizer.reset() }
    override func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        recognizer.describe(into: &nodes, depth: depth)
    }
}

extension Gesture {
    /// Wraps this gesture in an ``AnyGesture``.
    public func eraseToAnyGesture() -> AnyGesture<Value> { AnyGesture(self) }
}
