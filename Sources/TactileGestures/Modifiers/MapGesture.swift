/// A gesture whose values are transformed by a function.
///
/// ```swift
/// DragGesture(minimumDistance: 50).map { value in
///     abs(value.translation.width) > abs(value.translation.height) ? .horizontal : .vertical
/// }
/// ```
///
/// The function runs each time the base gesture's value changes.
public struct MapGesture<Base: Gesture, Output>: Gesture {
    public typealias Value = Output
    public typealias Body = Never

    public var base: Base
    public var transform: (Base.Value) -> Output

    @inlinable public init(_ base: Base, transform: @escaping (Base.Value) -> Output) {
        self.base = base
        self.transform = transform
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(base: base.makeRecognizer(), transform: transform) }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        @usableFromInline let transform: (Base.Value) -> Output
        @usableFromInline var currentValue: Output?
        @inlinable public var value: Output? { currentValue }

        @usableFromInline init(base: Base.Recognizer, transform: @escaping (Base.Value) -> Output) {
            self.base = base
            self.transform = transform
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let changed = base.update(input, in: context)
            if changed { currentValue = base.value.map(transform) }
            return changed
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            base.attach(callbacks)
        }

        @inlinable public mutating func reset() {
            base.reset()
            currentValue = nil
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "Map", phase: phase, value: describeValue()))
            base.describe(into: &nodes, depth: depth + 1)
        }
    }
}

extension Gesture {
    /// A gesture that reports `transform(value)` instead of this gesture's values.
    @inlinable public func map<Output>(_ transform: @escaping (Value) -> Output) -> MapGesture<Self, Output> {
        MapGesture(self, transform: transform)
    }
}
