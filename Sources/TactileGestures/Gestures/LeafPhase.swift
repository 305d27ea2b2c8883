/// The phase of a built-in gesture, with the "would end, but is held" state that
/// ``GestureContext/mayEnd`` asks for.
///
/// A leaf that completes while its context forbids ending keeps its phase and value and
/// ends on the first later update that allows it; a cancel still fails it.
@usableFromInline struct LeafPhase: Sendable {
    @usableFromInline var phase: GesturePhase = .possible
    @usableFromInline var endIsHeld = false

    @inlinable init() {}

    /// Ends now if the context allows, or holds the end. Returns whether the phase changed.
    @inlinable mutating func end(in context: GestureContext) -> Bool {
        guard !phase.isTerminal else { return false }
        if context.mayEnd {
            phase = .ended
            endIsHeld = false
            return true
        }
        endIsHeld = true
        return false
    }

    /// Fails unless already terminal. Returns whether the phase changed.
    @inlinable mutating func fail() -> Bool {
        guard !phase.isTerminal else { return false }
        phase = .failed
        endIsHeld = false
        return true
    }

    /// For a leaf whose end is held: ends when allowed, fails on a cancel of everything or
    /// of `tracked`. Returns whether the phase changed. Always inlined: a leaf held back asks on
    /// every input (an exclusive gesture's second, while its first may still win).
    @inlinable @inline(__always) mutating func settleHeldEnd(_ input: GestureInput, in context: GestureContext,
                                           tracks tracked: (PointerID) -> Bool) -> Bool {
        switch input {
        case .cancel:
            return fail()
        case .pointer(let event) where event.kind == .cancel && tracked(event.pointer):
            return fail()
        default:
            return end(in: context)
        }
    }
}

/// The value a leaf owes for a move it kept because another pointer of the same frame came
/// next (``GestureContext/morePointersFollow``): the frame's last input produces it.
@usableFromInline struct OwedValue: Sendable {
    /// The time of the kept move.
    @usableFromInline var time: Double?

    @inlinable init() {}

    /// Keeps the value of a move at `time` if the leaf is already active and another pointer of
    /// the frame follows. Returns whether it did.
    @inlinable @inline(__always) mutating func keeps(_ time: Double, isActive: Bool, in context: GestureContext) -> Bool {
        guard isActive, context.morePointersFollow else { return false }
        self.time = time
        return true
    }

    /// On an input not followed by more of its frame: the time to produce the owed value at,
    /// if the leaf is still active, settling the debt either way.
    @inlinable @inline(__always) mutating func settle(isActive: Bool, in context: GestureContext) -> Double? {
        guard let owed = time, !context.morePointersFollow else { return nil }
        time = nil
        return isActive ? owed : nil
    }
}

extension GestureInput {
    /// Whether this is a pointer's move: the only input of a frame that may come between a
    /// leaf's kept move and the value it owes for it.
    @inlinable var isPointerMove: Bool {
        if case .pointer(let event) = self { return event.kind == .move }
        return false
    }
}

/// Times closer than this are equal: trace times are decimals, and 0.6 − 0.1 < 0.5 in binary.
@usableFromInline let timeTolerance = 1e-9

/// How much earlier than a deadline a recognizer asks to be advanced: the deadline is compared
/// as a difference of times, which rounds differently from a sum. Early is harmless.
@usableFromInline let deadlineMargin = 1e-6

extension LeafPhase {
    /// The clock's part for a leaf, when that is settled by its phase alone: nothing once
    /// terminal, every tick while an end is held; `nil` when the leaf's own deadline decides.
    @inlinable @inline(__always) var settledDeadline: Double? {
        if phase.isTerminal { return .infinity }
        if endIsHeld { return -.infinity }
        return nil
    }
}

/// The one pointer a single-pointer gesture (tap, long press, drag) follows: the first to go
/// down. Other pointers are ignored.
@usableFromInline struct PrimaryPointer: Sendable {
    @usableFromInline enum Change {
        case pressed, moved, released, cancelled, ignored
        /// A pointer was released or cancelled before this gesture ever took one: the
        /// interaction is moving on without it.
        case passedBy
    }

    @usableFromInline var id: PointerID = 0
    @usableFromInline var isDown = false
    @usableFromInline var startLocation = Point.zero
    @usableFromInline var startTime = 0.0
    @usableFromInline var location = Point.zero
    @usableFromInline var hasPressed = false

    @inlinable init() {}

    @inlinable func tracks(_ pointer: PointerID) -> Bool { isDown && pointer == id }

    /// Follows `event`; events of other pointers, and non-finite locations, are ignored.
    /// Inlined: every single-pointer leaf asks on every input, and a call would copy the event.
    @inlinable @inline(__always) mutating func track(_ event: PointerEvent) -> Change {
        switch event.kind {
        case .down:
            guard !isDown, event.location.isFinite, event.device != .virtual else { return .ignored }
            (id, isDown, startLocation, startTime, location) = (event.pointer, true, event.location, event.time, event.location)
            hasPressed = true
            return .pressed
        case .move:
            guard tracks(event.pointer), event.location.isFinite else { return .ignored }
            location = event.location
            return .moved
        case .up:
            guard tracks(event.pointer) else { return hasPressed ? .ignored : .passedBy }
            if event.location.isFinite { location = event.location }
            isDown = false
            return .released
        case .cancel:
            guard tracks(event.pointer) else { return hasPressed ? .ignored : .passedBy }
            isDown = false
            return .cancelled
        }
    }

    @inlinable var distanceFromStart: Double { location.distance(to: startLocation) }

    /// Whether a coalesced position of the pointer was `distance` or farther from the start:
    /// whether the farthest was (see ``PointerHistory/reach(from:)``).
    @inlinable func strayed(beyond distance: Double, in history: PointerHistory) -> Bool {
        history.reach(from: startLocation).farthestSquared.squareRoot() >= distance
    }
}
