/// A tap that reports where it happened, in a coordinate space of your choice.
///
/// ```swift
/// SpatialTapGesture(coordinateSpace: .global)
///     .onEnded { value in addShape(at: value.location) }
/// ```
///
/// The same thresholds as ``TapGesture``, and the same parameters for them
/// (`SpatialTapGesture(count: 2, repeatInterval: 0.25)`). O(samples) per frame, no allocation.
public struct SpatialTapGesture: Gesture {
    public struct Value: Hashable, Sendable {
        /// Where the last tap was released.
        public var location: Point
        @inlinable public init(location: Point) { self.location = location }
    }
    public typealias Body = Never

    public var count: Int
    public var coordinateSpace: CoordinateSpace
    /// The thresholds each tap must stay within (``TapGesture``'s defaults).
    public var tolerances: TapTolerances

    @inlinable public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                           maximumMovement: Double = TapGesture.maximumMovement,
                           maximumDuration: Double = TapGesture.maximumDuration,
                           repeatInterval: Double = TapGesture.repeatInterval) {
        self.init(count: count, coordinateSpace: coordinateSpace,
                  tolerances: TapTolerances(maximumMovement: maximumMovement, maximumDuration: maximumDuration,
                                            repeatInterval: repeatInterval))
    }

    /// `count` taps within `tolerances`, reported in `coordinateSpace`.
    @inlinable public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local, tolerances: TapTolerances) {
        self.count = count
        self.coordinateSpace = coordinateSpace
        self.tolerances = tolerances
    }

    public func makeRecognizer() -> Recognizer { Recognizer(count: count, space: coordinateSpace, tolerances: tolerances) }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline var counter: TapCounter
        let space: CoordinateSpace
        @usableFromInline var currentValue: Value?

        init(count: Int, space: CoordinateSpace, tolerances: TapTolerances) {
            counter = TapCounter(count: count, tolerances: tolerances)
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
