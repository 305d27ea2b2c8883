/// Two gestures of which only one succeeds; the first has precedence.
///
/// ```swift
/// TapGesture(count: 2).onEnded { zoom() }
///     .exclusively(before: TapGesture().onEnded { select() })
/// ```
///
/// Both see every input. While the first is active the value is `.first` and the second may
/// not begin (it is cancelled if it had); once the first ends the second is cancelled. While
/// the first is only possible, an active second gives `.second`, but the second may not *end*
/// until the first failed — so above, a single tap is recognized
/// when the double tap fails, 0.35 s later. Once active it stays so until it ends or fails.
/// The cost is the sum of the parts'.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// `.first(value)` while the first gesture leads, `.second(value)` once it failed and the second has one.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    /// The gesture with precedence.
    public var first: First
    /// The gesture that may win only once the first failed.
    public var second: Second

    /// The first gesture, else the second; usually written `first.exclusively(before: second)`.
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

        /// The earlier of the parts': the second waits on the first only through the first's
        /// own deadline or input, and a part held back reports the next tick itself.
        @inlinable public func nextDeadline() -> Double { currentDeadline }

        /// The phase that parts in phases `first` and `second` make. Static and given the phases,
        /// so that asking copies nothing (a method of `self` would be given a copy of the tree).
        @inlinable static func phase(_ first: GesturePhase, _ second: GesturePhase, hasBegun: Bool) -> GesturePhase {
            switch first {
            case .active, .ended: return first
            case .failed: return second == .possible && hasBegun ? .active : second
            case .possible: return second == .active || hasBegun ? .active : .possible
            }
        }

        @inlinable public var value: Value? {
            switch first.phase {
            case .active, .ended: return first.value.map(Value.first)
            case .possible, .failed: return second.value.map(Value.second)
            }
        }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            var changed = first.update(input, in: context)
            switch first.phase {
            case .ended:
                // The first has won: the second is cancelled (its state resets, it never ends).
                changed = second.update(.cancel(at: input.time), in: context) || changed
            case .active where second.phase == .active:
                // The first took over from a second already under way.
                changed = second.update(.cancel(at: input.time), in: context) || changed
            case .active:
                // The second follows along, neither beginning nor ending, in case the first fails.
                changed = second.update(input, in: context.allowingEnd(false).allowingBegin(false)) || changed
            case .possible:
                // The second may not end while the first may still win.
                changed = second.update(input, in: context.allowingEnd(false)) || changed
            case .failed:
                changed = second.update(input, in: context) || changed
            }
            currentDeadline = min(first.nextDeadline(), second.nextDeadline())
            if changed {
                currentPhase = Self.phase(first.phase, second.phase, hasBegun: hasBegun)
                if currentPhase == .active { hasBegun = true }
            }
            return changed
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
            nodes.append(.init(depth: depth, name: "Exclusive", phase: phase, value: ""))
            first.describe(into: &nodes, depth: depth + 1)
            second.describe(into: &nodes, depth: depth + 1)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    // Written out and inlinable: the synthesized one runs unspecialized in client modules.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.first(let a), .first(let b)): a == b
        case (.second(let a), .second(let b)): a == b
        default: false
        }
    }
}
extension ExclusiveGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines this gesture with `other` so that only one succeeds, this one first.
    @inlinable public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
