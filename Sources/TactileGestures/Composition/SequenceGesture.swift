/// Two gestures one after the other: the second sees input only once the first ended.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5)
///     .sequenced(before: DragGesture())
///     .updating($dragState) { value, state, _ in
///         switch value {
///         case .first(true): state = .pressing
///         case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
///         default: state = .inactive
///         }
///     }
/// ```
///
/// The value is `.first(a)` until the first gesture ends; then `.second(a, nil)` at once, and
/// `.second(a, b)` as the second produces values. The second starts with the pointers still
/// down, at their current locations, so a drag after a long press does not jump; after a
/// discrete first part (a tap) with no pointer left, it waits for the next press. Fails if
/// either part fails, or if a press completes just as its last pointer is released. The cost is the parts' plus O(10) to follow the pointers.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
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
        /// The pointers down now, so the second gesture can start with them.
        @usableFromInline var pointers = PointerTable()
        /// Kept up to date by `update` and `reset`: asking is O(1), however deep the tree.
        @usableFromInline var currentPhase = GesturePhase.possible
        /// Whether the first part was ever active (a press, not a tap).
        @usableFromInline var firstWasActive = false

        /// Composes two recognizers directly.
        @inlinable public init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
        }

        @inlinable @inline(__always) public var phase: GesturePhase { currentPhase }

        @inlinable @inline(__always) func computedPhase() -> GesturePhase {
            switch first.phase {
            case .possible: return .possible
            case .active: return .active
            case .failed: return .failed
            case .ended:
                switch second.phase {
                case .possible, .active: return .active
                case .ended: return .ended
                case .failed: return .failed
                }
            }
        }

        @inlinable @inline(__always) public var value: Value? {
            guard let a = first.value else { return nil }
            guard first.phase == .ended else { return .first(a) }
            return second.phase == .failed ? nil : .second(a, second.value)
        }

        /// The part under way's: the second is idle until the first ends, the first done after.
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double {
            first.phase == .ended ? second.nextDeadline() : first.nextDeadline()
        }

        // Always inlined, as simultaneously's is: a tree of compositions runs as one function per
        // input, not a call per level.
        @inlinable @inline(__always) @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let changed = forward(input, in: context)
            if changed { currentPhase = computedPhase() }
            return changed
        }

        @inlinable mutating func forward(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard first.phase == .ended else {
                // The first part ends on its own terms: the sequence is not over when it does. The
                // context is copied (its spaces with a retain) only if that changes it.
                var changed = context.mayEnd ? first.update(input, in: context) : first.update(input, in: context.endingFreely)
                if first.phase == .active { firstWasActive = true }
                guard first.phase == .ended else {
                    if case .pointer(let event) = input { pointers.apply(event) }
                    return changed
                }
                changed = true
                if case .pointer(let event) = input, event.kind == .up || event.kind == .cancel {
                    // The input that ended the first part releases its pointer: the second part
                    // starts with the pointers still down, not with that one.
                    pointers.apply(event)
                    _ = handOver(at: input.time, in: context)
                    if pointers.isEmpty, firstWasActive {
                        // A press completed just as it was released: nothing is left to continue it.
                        _ = second.update(.cancel(at: input.time), in: context)
                    }
                    return changed
                }
                // Hand over the pointers as they were before this input, then let the second part
                // see the input too (a move, or a cancel at the very deadline). A coalesced move's
                // earlier positions predate the hand-over, stamped at the move's time: the second
                // part is pressed where the pointer was just before the move, and sees the move.
                if case .pointer(let event) = input, event.kind == .move, let previous = context.history.last {
                    pointers.apply(event.at(previous))
                }
                _ = handOver(at: input.time, in: context.withoutHistory)
                if case .pointer(let event) = input { pointers.apply(event) }
                _ = second.update(input, in: context.withoutHistory)
                return changed
            }
            if case .pointer(let event) = input { pointers.apply(event) }
            return second.update(input, in: context)
        }

        /// Presses the pointers that are still down on the second gesture.
        @usableFromInline mutating func handOver(at time: Double, in context: GestureContext) -> Bool {
            var changed = false
            var index = 0
            while index < pointers.count {
                let entry = pointers[index]
                let down = PointerEvent(.down, pointer: entry.id, at: entry.location, time: time)
                changed = second.update(.pointer(down), in: context) || changed
                index += 1
            }
            return changed
        }

        @inlinable public mutating func reset() {
            first.reset()
            second.reset()
            pointers.removeAll()
            firstWasActive = false
            currentPhase = computedPhase()
        }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "Sequence", phase: phase, value: ""))
            first.describe(into: &nodes, depth: depth + 1)
            second.describe(into: &nodes, depth: depth + 1)
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    // Written out and inlinable: the synthesized one runs unspecialized in client modules.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.first(let a), .first(let b)): a == b
        case (.second(let a1, let b1), .second(let a2, let b2)): a1 == a2 && b1 == b2
        default: false
        }
    }
}
extension SequenceGesture.Recognizer: ValueComparingRecognizer
where First.Recognizer: ValueComparingRecognizer, Second.Recognizer: ValueComparingRecognizer {
    @inlinable @inline(__always) public static var buildsValue: Bool { true }

    /// Compares each part's value where it is stored: the sequence's value is not built (only
    /// the parts of `other` are copied out of their case, to be compared).
    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        switch other {
        case .none:
            var none: First.Value?
            return first.isValue(equalTo: &none) || (first.phase == .ended && second.phase == .failed)
        case .first(let a)?:
            guard first.phase != .ended else { return false }
            var a: First.Value? = a
            return first.isValue(equalTo: &a)
        case .second(let a, let b)?:
            guard first.phase == .ended, second.phase != .failed else { return false }
            var a: First.Value? = a, b = b
            return first.isValue(equalTo: &a) && second.isValue(equalTo: &b)
        }
    }
}
extension SequenceGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Sequences this gesture before `other`: `other` is recognized only after this one ended.
    @inlinable public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
