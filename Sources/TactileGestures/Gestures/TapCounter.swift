/// The state machine shared by ``TapGesture`` and ``SpatialTapGesture``: `count` taps, each
/// held less than 0.75 s and moving less than 45 pt, each next one starting within 0.35 s of
/// the previous one's end and within 45 pt of the first.
@usableFromInline struct TapCounter: Sendable {
    let count: Int
    @usableFromInline var leaf = LeafPhase()
    var pointer = PrimaryPointer()
    var completedTaps = 0
    var firstLocation = Point.zero
    var lastUpTime = 0.0
    /// ``nextDeadline()`` as of the last input, kept with the state it follows from: asked
    /// through the tree after every input, a computation would be given a copy of the tree.
    @usableFromInline var deadline = Double.infinity
    /// Where the last tap was released, in global points.
    var lastLocation = Point.zero

    init(count: Int) { self.count = max(1, count) }

    mutating func reset() { self = TapCounter(count: count) }

    var isEnded: Bool { leaf.phase == .ended }

    /// Takes one input. A frame counts as the moves it stands for: every position of the tap's
    /// pointer in order, so that a deadline or a stray between two of them decides as it would
    /// have with the moves delivered one by one.
    mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
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
        if missedDeadline(at: input.time) { return leaf.fail() }
        switch input {
        case .advance, .frame:
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

    /// Just before the press would last too long, or the next tap would come too late.
    func computedDeadline() -> Double {
        if let settled = leaf.settledDeadline { return settled }
        if pointer.isDown { return pointer.startTime + (TapGesture.maximumDuration - timeTolerance) - deadlineMargin }
        if completedTaps > 0 { return lastUpTime + (TapGesture.repeatInterval + timeTolerance) - deadlineMargin }
        return .infinity
    }

    /// Held too long, or the next tap came too late.
    func missedDeadline(at time: Double) -> Bool {
        if pointer.isDown {
            return time - pointer.startTime >= TapGesture.maximumDuration - timeTolerance
        }
        return completedTaps > 0 && time - lastUpTime > TapGesture.repeatInterval + timeTolerance
    }
}
