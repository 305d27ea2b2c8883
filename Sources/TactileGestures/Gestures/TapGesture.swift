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
/// within ``repeatInterval`` (0.35 s) of the previous tap's end. Beyond SwiftUI, the three
/// tolerances are parameters with those defaults:
///
/// ```swift
/// TapGesture(count: 2, repeatInterval: 0.25)     // a quicker double tap
/// ```
///
/// Every sample of a frame counts. O(samples) per frame, no allocation.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The default movement tolerance, in points: a pointer that moves this far is not tapping.
    public static let maximumMovement = 45.0
    /// The default longest press of a tap, in seconds.
    public static let maximumDuration = 0.75
    /// The default double-tap window, in seconds: the longest gap between one tap's end and
    /// the next tap's start.
    public static let repeatInterval = 0.35

    /// How many taps make the gesture.
    public var count: Int
    /// The thresholds each tap must stay within.
    public var tolerances: TapTolerances

    @inlinable public init(count: Int = 1, maximumMovement: Double = TapGesture.maximumMovement,
                           maximumDuration: Double = TapGesture.maximumDuration,
                           repeatInterval: Double = TapGesture.repeatInterval) {
        self.count = count
        tolerances = TapTolerances(maximumMovement: maximumMovement, maximumDuration: maximumDuration,
                                   repeatInterval: repeatInterval)
    }

    /// `count` taps within `tolerances`.
    @inlinable public init(count: Int = 1, tolerances: TapTolerances) {
        self.count = count
        self.tolerances = tolerances
    }

    public func makeRecognizer() -> Recognizer { Recognizer(count: count, tolerances: tolerances) }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline var counter: TapCounter

        init(count: Int, tolerances: TapTolerances) { counter = TapCounter(count: count, tolerances: tolerances) }

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
