/// Two gestures recognized at the same time, both seeing every input.
///
/// ```swift
/// DragGesture().simultaneously(with: MagnifyGesture())
///     .onEnded { value in
///         if let drag = value.first { commit(drag.translation) }
///         if let pinch = value.second { commit(pinch.magnification) }
///     }
/// ```
///
/// Active when either part is active — and, once active, until both are terminal (a part
/// failing while the other may still begin does not make it `possible` again); ends once both
/// are terminal and at least one ended; fails only if both failed. A part's value stays in the pair after it ends (`nil` once it
/// failed). The cost is the sum of the parts'.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// Both gestures' values, each `nil` until that gesture has one: `value.first?.translation`.
    public struct Value {
        /// The first gesture's value, if it has one.
        public var first: First.Value?
        /// The second gesture's value, if it has one.
        public var second: Second.Value?

        /// Both values, made by hand.
        @inlinable public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures at once; usually written `first.simultaneously(with: second)`.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public func makeRecognizer() -> Recognizer {
        Recognizer(first: first.makeRecognizer(), second: second.makeRecognizer())
    }

    public struct Recognizer: GestureRecognizer {
        public var first: First.Recognizer
        public var second: Second.Recognizer
        @usableFromInline var hasBegun = false
        /// Kept up to date by `update` and `reset`: asking is O(1), however deep the tree.
        @usableFromInline var currentPhase = GesturePhase.possible
        /// The earlier of the parts' deadlines, kept up to date by `update` and `reset`: asked
        /// after every input, computed it would give each level's call a copy of its subtree.
        @usableFromInline var currentDeadline: Double

        /// Composes two recognizers directly (the runtime composes entities' gestures this way).
        @inlinable public init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
            currentDeadline = min(first.nextDeadline(), second.nextDeadline())
        }

        @inlinable public var phase: GesturePhase { currentPhase }

        /// The earlier of the parts'.
        @inlinable public func nextDeadline() -> Double { currentDeadline }

        /// The phase that parts in phases `a` and `b` make. Static and given the phases, so that
        /// asking copies nothing (a method of `self` would be given a copy of the whole tree).
        @inlinable static func phase(_ a: GesturePhase, _ b: GesturePhase, hasBegun: Bool) -> GesturePhase {
            if a.isTerminal && b.isTerminal { return a == .ended || b == .ended ? .ended : .failed }
            if hasBegun || a == .active || b == .active || a == .ended || b == .ended { return .active }
            return .possible
        }

        @inlinable public var value: Value? {
            let (a, b) = (first.value, second.value)
            return a == nil && b == nil ? nil : Value(first: a, second: b)
        }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let a = first.update(input, in: context)
            let b = second.update(input, in: context)
            currentDeadline = min(first.nextDeadline(), second.nextDeadline())
            guard a || b else { return false }
            currentPhase = Self.phase(first.phase, second.phase, hasBegun: hasBegun)
            if currentPhase == .active { hasBegun = true }
            return true
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            first.attach(callbacks)
            second.attach(callbacks)
        }

        @inlinable public mutating func reset() {
            first.reset()
            second.reset()
            hasBegun = false
            currentPhase = Self.phase(first.phase, second.phase, hasBegun: false)
            currentDeadline = min(first.nextDeadline(), second.nextDeadline())
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "Simultaneous", phase: phase, value: ""))
            first.describe(into: &nodes, depth: depth + 1)
            second.describe(into: &nodes, depth: depth + 1)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    // Written out and inlinable: the synthesized one runs unspecialized in client modules.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines this gesture with `other` so that both are recognized at the same time.
    @inlinable public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
