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
/// discrete first part (a tap) with no pointer left, it waits for the next press, for at most
/// ``nextPressWindow`` (a double tap's window). Fails if either part fails, if that press does
/// not come, or if a press completes just as its last pointer is released. The cost is the
/// parts' plus O(10) to follow the pointers.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    /// `.first(value)` until the first gesture ends, then `.second(firstValue, secondValue?)`.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    /// The gesture that must end first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// One gesture after the other; usually written `first.sequenced(before: second)`.
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
        /// The deadline of the part under way, kept up to date by `update` and `reset`: asked
        /// after every input, computed it would give each level's call a copy of its subtree.
        @usableFromInline var currentDeadline: Double
        /// Whether the first part was ever active (a press, not a tap).
        @usableFromInline var firstWasActive = false
        /// The frame the second part sees at the hand-over, reused so that it allocates once.
        @usableFromInline var handOverFrame = PointerFrame()
        /// Since when the second part has been waiting for a press with no pointer down (the
        /// first ended on its last pointer's release, or the second's pointers all went up
        /// before it began); `nil` while it has pointers or is decided.
        @usableFromInline var waitingSince: Double?

        /// Composes two recognizers directly.
        @inlinable public init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
            currentDeadline = first.phase == .ended ? second.nextDeadline() : first.nextDeadline()
        }

        @inlinable public var phase: GesturePhase { currentPhase }

        /// The phase that parts in phases `first` and `second` make. Static and given the phases,
        /// so that asking copies nothing (a method of `self` would be given a copy of the tree).
        @inlinable static func phase(_ first: GesturePhase, _ second: GesturePhase) -> GesturePhase {
            switch first {
            case .possible, .active, .failed: return first
            case .ended:
                switch second {
                case .possible, .active: return .active
                case .ended, .failed: return second
                }
            }
        }

        @inlinable public var value: Value? {
            guard let a = first.value else { return nil }
            guard first.phase == .ended else { return .first(a) }
            return second.phase == .failed ? nil : .second(a, second.value)
        }

        /// The part under way's: the second is idle until the first ends, the first done after.
        @inlinable public func nextDeadline() -> Double { currentDeadline }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let changed = forward(input, in: context)
            if first.phase == .ended, second.phase == .possible, pointers.isEmpty {
                if waitingSince == nil { waitingSince = input.time }
            } else {
                waitingSince = nil
            }
            currentDeadline = first.phase != .ended ? first.nextDeadline()
                : min(second.nextDeadline(), waitingSince.map { $0 + (nextPressWindow + timeTolerance) - deadlineMargin } ?? .infinity)
            if changed { currentPhase = Self.phase(first.phase, second.phase) }
            return changed
        }

        @inlinable mutating func forward(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard first.phase != .ended else {
                follow(input)
                if let waitingSince, input.time - waitingSince > nextPressWindow + timeTolerance {
                    // Nothing pressed in time: without a pointer the second part would wait forever.
                    return second.update(.cancel(at: input.time), in: context)
                }
                return second.update(input, in: context)
            }
            // The first part ends on its own terms: the sequence is not over when it does. But
            // its end makes the sequence active, so it may end only where the sequence may begin
            // (or already has): in the second of an exclusive whose first is active, it holds.
            var firstContext = context.endingFreely
            firstContext.mayEnd = context.mayBegin || currentPhase == .active
            let changed = first.update(input, in: firstContext)
            if first.phase == .active { firstWasActive = true }
            guard first.phase == .ended else {
                follow(input)
                return changed
            }
            switch input {
            case .pointer(let event) where event.kind == .up || event.kind == .cancel:
                // The input that ended the first part releases its pointer: the second part
                // starts with the pointers still down, not with that one.
                follow(input)
                handOver(at: input.time, in: context)
                if pointers.isEmpty, firstWasActive {
                    // A press completed just as it was released: nothing is left to continue it.
                    _ = second.update(.cancel(at: input.time), in: context)
                }
            case .frame(let frame) where !frame.hasOneSamplePerMove:
                // The frame's earlier positions predate the hand-over, stamped at the frame's
                // time: the second part is pressed where each pointer was just before its last
                // position, and sees the last positions only, so its time never runs backwards.
                for move in frame.moves where move.samples.count > 1 {
                    pointers.move(move.pointer, to: frame.samples[move.samples.upperBound - 2].location)
                }
                handOver(at: input.time, in: context)
                follow(input)
                frame.lastSamples(into: &handOverFrame)
                _ = second.update(.frame(handOverFrame), in: context)
            default:
                // Hand over the pointers as they were before this input, then let the second
                // part see the input too (a move, or a cancel at the very deadline).
                handOver(at: input.time, in: context)
                follow(input)
                _ = second.update(input, in: context)
            }
            return true
        }

        /// Keeps `pointers` up to date with a pointer input.
        @inlinable mutating func follow(_ input: GestureInput) {
            switch input {
            case .pointer(let event): pointers.apply(event)
            case .frame(let frame): pointers.apply(frame)
            case .advance, .cancel: break
            }
        }

        /// Presses the pointers that are still down on the second gesture.
        @inlinable mutating func handOver(at time: Double, in context: GestureContext) {
            for index in 0..<pointers.count {
                let entry = pointers[index]
                _ = second.update(.pointer(PointerEvent(.down, pointer: entry.id, at: entry.location, time: time)),
                                  in: context)
            }
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            first.attach(callbacks)
            second.attach(callbacks)
        }

        @inlinable public mutating func reset() {
            first.reset()
            second.reset()
            pointers.removeAll()
            firstWasActive = false
            waitingSince = nil
            currentPhase = Self.phase(first.phase, second.phase)
            currentDeadline = first.nextDeadline()
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "Sequence", phase: phase, value: ""))
            first.describe(into: &nodes, depth: depth + 1)
            second.describe(into: &nodes, depth: depth + 1)
        }
    }
}

extension SequenceGesture {
    /// How long the second part waits for a press when the first ended with no pointer down:
    /// a double tap's window (``TapGesture/repeatInterval``), so `TapGesture().sequenced(before:
    /// DragGesture())` is a tap, then a drag that starts within 0.35 s.
    public static var nextPressWindow: Double { TapGesture.repeatInterval }
}

extension SequenceGesture.Recognizer {
    @inlinable var nextPressWindow: Double { SequenceGesture.nextPressWindow }
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
extension SequenceGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Sequences this gesture before `other`: `other` is recognized only after this one ended.
    @inlinable public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
