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

    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

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

        /// Composes two recognizers directly (the runtime composes entities' gestures this way).
        @inlinable public init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
        }

        @inlinable @inline(__always) public var phase: GesturePhase { currentPhase }

        /// The earlier of the parts': the second waits on the first only through the first's
        /// own deadline or input, and a part held back reports every tick itself.
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double {
            min(first.nextDeadline(), second.nextDeadline())
        }

        @inlinable @inline(__always) func computedPhase() -> GesturePhase {
            switch first.phase {
            case .active, .ended: return first.phase
            case .failed: return second.phase == .possible && hasBegun ? .active : second.phase
            case .possible: return second.phase == .active || hasBegun ? .active : .possible
            }
        }

        @inlinable @inline(__always) public var value: Value? {
            switch first.phase {
            case .active, .ended: return first.value.map(Value.first)
            case .possible, .failed: return second.value.map(Value.second)
            }
        }

        // Always inlined, as simultaneously's is: a tree of compositions runs as one function per
        // input, not a call per level.
        @inlinable @inline(__always) @discardableResult
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
                changed = second.update(input, in: context.allowingNeither) || changed
            case .possible where context.mayEnd:
                // The second may not end while the first may still win.
                changed = second.update(input, in: context.allowingEnd(false)) || changed
            case .possible, .failed:
                // The context as it is: a copy (of the spaces, with a retain) only where it changes.
                changed = second.update(input, in: context) || changed
            }
            if changed {
                currentPhase = computedPhase()
                if currentPhase == .active { hasBegun = true }
            }
            return changed
        }

        @inlinable public mutating func reset() {
            first.reset()
            second.reset()
            hasBegun = false
            currentPhase = computedPhase()
        }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
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
extension ExclusiveGesture.Recognizer: ValueComparingRecognizer
where First.Recognizer: ValueComparingRecognizer, Second.Recognizer: ValueComparingRecognizer {
    @inlinable @inline(__always) public static var buildsValue: Bool { true }

    /// Compares the leading part's value where it is stored: the value is not built (only the
    /// part of `other` is copied out of its case, to be compared).
    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        let firstLeads = first.phase == .active || first.phase == .ended
        switch other {
        case .none:
            var none: First.Value?, neither: Second.Value?
            return firstLeads ? first.isValue(equalTo: &none) : second.isValue(equalTo: &neither)
        case .first(let a)?:
            var a: First.Value? = a
            return firstLeads && first.isValue(equalTo: &a)
        case .second(let b)?:
            var b: Second.Value? = b
            return !firstLeads && second.isValue(equalTo: &b)
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
