/// Recognizes one or more taps: a discrete gesture that goes straight from `possible` to
/// `ended`.
///
/// ```swift
/// TapGesture(count: 2)
///     .onEnded { zoomed.toggle() }
///     .exclusively(before: TapGesture().onEnded { selected.toggle() })
/// ```
///
/// A tap fails when its pointer moves ``maximumMovement`` (45 pt) or more, or is held
/// ``maximumDuration`` (0.75 s) or more; with `count` above one, each next tap must start
/// within ``repeatInterval`` (0.35 s) of the previous tap's end. Every sample of a frame counts.
/// O(samples) per frame, no allocation.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    public static let maximumMovement = 45.0
    public static let maximumDuration = 0.75
    public static let repeatInterval = 0.35

    /// How many taps make the gesture.
    public var count: Int

    @inlinable public init(count: Int = 1) { self.count = count }

    public func makeRecognizer() -> Recognizer { Recognizer(count: count) }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline var counter: TapCounter

        init(count: Int) { counter = TapCounter(count: count) }

        @inlinable public var phase: GesturePhase { counter.leaf.phase }
        @inlinable public var value: Void? { phase == .ended ? () : nil }

        @inlinable public func nextDeadline() -> Double { counter.deadline }

        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            counter.update(input, in: context)
        }

        public mutating func reset() { counter.reset() }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "Tap(count: \(counter.count))", phase: phase,
                               value: "\(counter.completedTaps)/\(counter.count) taps"))
        }
    }
}
