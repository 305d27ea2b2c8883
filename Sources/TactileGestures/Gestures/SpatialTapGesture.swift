/// A tap that reports where it happened, in a coordinate space of your choice.
///
/// ```swift
/// SpatialTapGesture(coordinateSpace: .global)
///     .onEnded { value in addShape(at: value.location) }
/// ```
///
/// The same thresholds as ``TapGesture``. O(samples) per frame, no allocation.
public struct SpatialTapGesture: Gesture {
    public struct Value: Hashable, Sendable {
        /// Where the last tap was released.
        public var location: Point
        @inlinable public init(location: Point) { self.location = location }
    }
    public typealias Body = Never

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    @inlinable public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public func makeRecognizer() -> Recognizer { Recognizer(count: count, space: coordinateSpace) }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline var counter: TapCounter
        let space: CoordinateSpace
        @usableFromInline var currentValue: Value?

        init(count: Int, space: CoordinateSpace) {
            counter = TapCounter(count: count)
            self.space = space
        }

        @inlinable public var phase: GesturePhase { counter.leaf.phase }
        @inlinable public var value: Value? { currentValue }

        @inlinable public func nextDeadline() -> Double { counter.deadline }

        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let changed = counter.update(input, in: context)
            if changed, counter.isEnded {
                let transform = context.spaces.transform(for: space)
                currentValue = Value(location: transform.apply(to: counter.lastLocation))
            }
            return changed
        }

        public mutating func reset() {
            counter.reset()
            currentValue = nil
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "SpatialTap(count: \(counter.count))", phase: phase,
                               value: describeValue()))
        }
    }
}
