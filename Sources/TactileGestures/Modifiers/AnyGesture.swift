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

extension Gesture {
    /// Wraps this gesture in an ``AnyGesture``.
    public func eraseToAnyGesture() -> AnyGesture<Value> { AnyGesture(self) }
}
