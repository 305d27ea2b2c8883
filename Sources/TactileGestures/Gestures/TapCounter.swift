/// The state machine shared by ``TapGesture`` and ``SpatialTapGesture``: `count` taps, each
/// held less than `maximumDuration` and moving less than `maximumMovement`, each next one
/// starting within `repeatInterval` of the previous one's end and within `maximumMovement` of
/// the first.
@usableFromInline struct TapCounter: Sendable {
    let count: Int
    /// The tolerances as the checks use them: `maximumMovement`, `maximumDuration` less the
    /// time tolerance, `repeatInterval` plus it (worked out once, not at every sample).
    let movementLimit: Double
    let heldLimit: Double
    let repeatLimit: Double
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

    init(count: Int, tolerances: TapTolerances) {
        self.init(count: max(1, count), movementLimit: tolerances.maximumMovement,
                  heldLimit: tolerances.maximumDuration - timeTolerance,
                  repeatLimit: tolerances.repeatInterval + timeTolerance)
    }

    private init(count: Int, movementLimit: Double, heldLimit: Double, repeatLimit: Double) {
        (self.count, self.movementLimit, self.heldLimit, self.repeatLimit) = (count, movementLimit, heldLimit, repeatLimit)
    }

    mutating func reset() {
        self = TapCounter(count: count, movementLimit: movementLimit, heldLimit: heldLimit, repeatLimit: repeatLimit)
    }

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
                } else if event.location.distance(to: firstLocation) >= movementLimit {
                    return leaf.fail()
                }
                return false
            case .moved:
                return pointer.distanceFromStart >= movementLimit ? leaf.fail() : false
            case .released:
                if pointer.distanceFromStart >= movementLimit { return leaf.fail() }
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
        if pointer.isDown { return pointer.startTime + heldLimit - deadlineMargin }
        if completedTaps > 0 { return lastUpTime + repeatLimit - deadlineMargin }
        return .infinity
    }

    /// Held too long, or the next tap came too late.
    func missedDeadline(at time: Double) -> Bool {
        if pointer.isDown {
            return time - pointer.startTime >= heldLimit
        }
        return completedTaps > 0 && time - lastUpTime > repeatLimit
    }
}
