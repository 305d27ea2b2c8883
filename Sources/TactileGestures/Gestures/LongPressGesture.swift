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
/// ``GestureInput/advance(to:)``, and at every sample of a frame. O(samples) per frame, no
/// allocation.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// Seconds the press must last.
    public var minimumDuration: Double
    /// Points the pointer may move before the press fails.
    public var maximumDistance: Double

    /// A long press of `minimumDuration` seconds: `LongPressGesture(minimumDuration: 1)`.
    @inlinable public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func makeRecognizer() -> Recognizer { Recognizer(gesture: self) }

    public struct Recognizer: GestureRecognizer {
        let gesture: LongPressGesture
        @usableFromInline var leaf = LeafPhase()
        var pointer = PrimaryPointer()
        /// ``nextDeadline()`` as of the last input, kept with the state it follows from: asked
        /// through the tree after every input, a computation would be given a copy of the tree.
        @usableFromInline var deadline = Double.infinity

        init(gesture: LongPressGesture) { self.gesture = gesture }

        @inlinable public var phase: GesturePhase { leaf.phase }
        @inlinable public var value: Bool? { phase == .active || phase == .ended ? true : nil }

        /// While pressed: just before it has been held long enough (the next tick if its begin
        /// is held back).
        @inlinable public func nextDeadline() -> Double { deadline }

        func computedDeadline() -> Double {
            if let settled = leaf.settledDeadline { return settled }
            if !pointer.isDown { return .infinity }
            if leaf.phase == .possible { return -.infinity }
            return pointer.startTime + (gesture.minimumDuration - timeTolerance) - deadlineMargin
        }

        /// Takes one input. A frame counts as the moves it stands for: every position of the
        /// press's pointer in order, so that the deadline or a stray between two of them
        /// decides as it would have with the moves delivered one by one.
        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            // Decided: nothing changes it any more, and its deadline is already `infinity`.
            guard !leaf.phase.isTerminal else { return false }
            let changed = input.eachMove(sampling: pointer.isDown ? pointer.id : nil) { take($0, in: context) }
            deadline = computedDeadline()
            return changed
        }

        /// Takes an input that is not a frame.
        mutating func take(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !leaf.phase.isTerminal else { return false }
            if leaf.endIsHeld { return leaf.settleHeldEnd(input, in: context, tracks: pointer.tracks) }
            if pointer.isDown, input.time - pointer.startTime >= gesture.minimumDuration - timeTolerance {
                return leaf.end(in: context)
            }
            // Held back from beginning when it was pressed: the press goes on, so it begins now.
            let began = leaf.phase == .possible && pointer.isDown && context.mayBegin
            if began { leaf.phase = .active }
            switch input {
            case .advance, .frame:
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

        public mutating func reset() { self = Recognizer(gesture: gesture) }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "LongPress(\(gesture.minimumDuration) s)", phase: phase,
                               value: describeValue()))
        }
    }
}
