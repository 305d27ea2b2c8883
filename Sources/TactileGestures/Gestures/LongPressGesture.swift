/// Recognizes a press held for a minimum duration without moving far.
///
/// ```swift
/// LongPressGesture(minimumDuration: 1.0)
///     .updating($isDetectingLongPress) { currentState, state, _ in state = currentState }
///     .onEnded { _ in completedLongPress = true }
/// ```
///
/// The value is `true` as soon as the pointer is down (the gesture is active then, so
/// `updating` can show feedback); it ends with `true` when `minimumDuration` elapses while
/// still pressed — not on release. Releasing earlier, or moving `maximumDistance` or more
/// before then, fails it. Deadlines are checked on every input, including the clock's
/// ``GestureInput/advance(to:)``. O(1) per input, no allocation.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the pointer may move before the press fails.
    public var maximumDistance: Double

    @inlinable public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(gesture: self) }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline let gesture: LongPressGesture
        @usableFromInline var leaf = LeafPhase()
        @usableFromInline var pointer = PrimaryPointer()

        @inlinable init(gesture: LongPressGesture) { self.gesture = gesture }

        @inlinable @inline(__always) public var phase: GesturePhase { leaf.phase }

        /// While pressed: the moment it has been held long enough (every tick if its begin is
        /// held back).
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double {
            if let settled = leaf.settledDeadline { return settled }
            if !pointer.isDown { return .infinity }
            if leaf.phase == .possible { return -.infinity }
            return pointer.startTime + (gesture.minimumDuration - timeTolerance) - deadlineMargin
        }
        @inlinable @inline(__always) public var value: Bool? {
            leaf.phase == .active || leaf.phase == .ended ? true : nil
        }

        /// Ended or failed, it takes nothing: asked in the caller's frame, without a call (a long
        /// press is over within half a second, and its gesture's inputs keep coming).
        @inlinable @inline(__always) @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !leaf.phase.isTerminal else { return false }
            return updateUntilOver(input, in: context)
        }

        /// ``update(_:in:)`` while neither ended nor failed.
        @inlinable mutating func updateUntilOver(_ input: GestureInput, in context: GestureContext) -> Bool {
            if leaf.endIsHeld { return settleHeldEnd(input, in: context) }
            let duration = gesture.minimumDuration - timeTolerance
            // A move that stays near and early, with every position before it, only moves the
            // pointer on, and begins a press held back from beginning (as below).
            if pointer.followsStayingMove(input, history: context.history, within: gesture.maximumDistance,
                                          before: duration) {
                guard leaf.phase == .possible, context.mayBegin else { return false }
                leaf.phase = .active
                return true
            }
            // Coalesced positions count as the moves they were: a deadline or a stray between them decides.
            if let moves = input.uncoalesced(in: context, following: pointer, strayingBeyond: gesture.maximumDistance,
                                             orLasting: duration) {
                return update(each: moves, in: context)
            }
            if pointer.isDown, input.time - pointer.startTime >= duration {
                return leaf.end(in: context)
            }
            // Held back from beginning when it was pressed: the press goes on, so it begins now.
            let began = leaf.phase == .possible && pointer.isDown && context.mayBegin
            if began { leaf.phase = .active }
            switch input {
            case .advance:
                return began
            case .cancel:
                return leaf.fail()
            case .pointer(let event):
                switch pointer.track(event) {
                case .ignored:
                    return began
                case .pressed:
                    guard context.mayBegin else { return false }
                    leaf.phase = .active
                    if gesture.minimumDuration <= 0 { _ = leaf.end(in: context) }
                    return true
                case .moved:
                    return pointer.distanceFromStart >= gesture.maximumDistance ? leaf.fail() : began
                case .released, .cancelled, .passedBy:
                    return leaf.fail()
                }
            }
        }

        /// ``LeafPhase/settleHeldEnd(_:in:tracks:)`` for this press's pointer. Out of line: an end is
        /// held rarely, and inlined it would weigh on every update (the coalesced moves' test
        /// would no longer be inlined).
        @inlinable @inline(never) mutating func settleHeldEnd(_ input: GestureInput, in context: GestureContext) -> Bool {
            leaf.settleHeldEnd(input, in: context, tracks: pointer.tracks)
        }

        /// Takes a coalesced move's positions one by one. Out of line: it is rare, and its
        /// recursion would otherwise weigh on every update's frame.
        @inlinable @inline(never) mutating func update(each moves: UncoalescedMoves, in context: GestureContext) -> Bool {
            var changed = false
            for move in moves where !leaf.phase.isTerminal { changed = update(move, in: context.withoutHistory) || changed }
            return changed
        }

        @inlinable public mutating func reset() { self = Recognizer(gesture: gesture) }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "LongPress(\(gesture.minimumDuration) s)", phase: phase,
                               value: describeValue()))
        }
    }
}
