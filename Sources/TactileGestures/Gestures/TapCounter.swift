/// The state machine shared by ``TapGesture`` and ``SpatialTapGesture``: `count` taps, each
/// held less than 0.75 s and moving less than 45 pt, each next one starting within 0.35 s of
/// the previous one's end and within 45 pt of the first.
@usableFromInline struct TapCounter: Sendable {
    @usableFromInline let count: Int
    @usableFromInline var leaf = LeafPhase()
    @usableFromInline var pointer = PrimaryPointer()
    @usableFromInline var completedTaps = 0
    @usableFromInline var firstLocation = Point.zero
    @usableFromInline var lastUpTime = 0.0
    /// Where the last tap was released, in global points.
    @usableFromInline var lastLocation = Point.zero

    @inlinable init(count: Int) { self.count = max(1, count) }

    @inlinable mutating func reset() { self = TapCounter(count: count) }

    /// Always inlined: a tap takes every input of the gesture it is part of (a double tap beside
    /// a pinch, every move of its fingers), and a call passes the input through memory.
    @inlinable @inline(__always) mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        guard !leaf.phase.isTerminal else { return false }
        if leaf.endIsHeld {
            return leaf.settleHeldEnd(input, in: context, tracks: pointer.tracks)
        }
        // A move that stays near and early, with every position before it, only moves the pointer on.
        if pointer.followsStayingMove(input, history: context.history, within: TapGesture.maximumMovement,
                                      before: TapGesture.maximumDuration - timeTolerance) {
            return false
        }
        // Coalesced positions count as the moves they were: a deadline or a stray between them decides.
        if let moves = input.uncoalesced(in: context, following: pointer, strayingBeyond: TapGesture.maximumMovement,
                                         orLasting: TapGesture.maximumDuration - timeTolerance) {
            return update(each: moves, in: context)
        }
        if missedDeadline(at: input.time) { return leaf.fail() }
        switch input {
        case .advance:
            return false
        case .cancel:
            return leaf.fail()
        case .pointer(let event):
            switch pointer.track(event) {
            case .ignored:
                return false
            case .pressed:
                if completedTaps == 0 {
                    firstLocation = event.location
                } else if event.location.distance(to: firstLocation) >= TapGesture.maximumMovement {
                    return leaf.fail()
                }
                return false
            case .moved:
                return pointer.distanceFromStart >= TapGesture.maximumMovement ? leaf.fail() : false
            case .released:
                if pointer.distanceFromStart >= TapGesture.maximumMovement { return leaf.fail() }
                completedTaps += 1
                lastUpTime = event.time
                lastLocation = pointer.location
                return completedTaps >= count ? leaf.end(in: context) : false
            case .cancelled, .passedBy:
                return leaf.fail()
            }
        }
    }

    /// Takes a coalesced move's positions one by one. Out of line: it is rare, and its
    /// recursion would otherwise weigh on every update's frame.
    @inlinable @inline(never) mutating func update(each moves: UncoalescedMoves, in context: GestureContext) -> Bool {
        var changed = false
        for move in moves where !leaf.phase.isTerminal { changed = update(move, in: context.withoutHistory) || changed }
        return changed
    }

    /// When it would be held too long, or the next tap would come too late.
    @inlinable @inline(__always) mutating func nextDeadline() -> Double {
        if let settled = leaf.settledDeadline { return settled }
        if pointer.isDown { return pointer.startTime + (TapGesture.maximumDuration - timeTolerance) - deadlineMargin }
        if completedTaps > 0 { return lastUpTime + (TapGesture.repeatInterval + timeTolerance) - deadlineMargin }
        return .infinity
    }

    /// Held too long, or the next tap came too late.
    @inlinable func missedDeadline(at time: Double) -> Bool {
        if pointer.isDown {
            return time - pointer.startTime >= TapGesture.maximumDuration - timeTolerance
        }
        return completedTaps > 0 && time - lastUpTime > TapGesture.repeatInterval + timeTolerance
    }

    @inlinable var isEnded: Bool { leaf.phase == .ended }
}
