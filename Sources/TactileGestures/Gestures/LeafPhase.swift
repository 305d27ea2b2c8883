/// The phase of a built-in gesture, with the "would end, but is held" state that
/// ``GestureContext/mayEnd`` asks for.
///
/// A leaf that completes while its context forbids ending keeps its phase and value and
/// ends on the first later update that allows it; a cancel still fails it.
@usableFromInline struct LeafPhase: Sendable {
    @usableFromInline var phase: GesturePhase = .possible
    @usableFromInline var endIsHeld = false

    @usableFromInline init() {}

    /// Ends now if the context allows, or holds the end. Returns whether the phase changed.
    @usableFromInline mutating func end(in context: GestureContext) -> Bool {
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
    @usableFromInline mutating func fail() -> Bool {
        guard !phase.isTerminal else { return false }
        phase = .failed
        endIsHeld = false
        return true
    }

    /// For a leaf whose end is held: ends when allowed, fails on a cancel of everything or
    /// of a pointer `tracks` says is the leaf's. Returns whether the phase changed.
    @usableFromInline mutating func settleHeldEnd(_ input: GestureInput, in context: GestureContext,
                                tracks: (PointerID) -> Bool) -> Bool {
        switch input {
        case .cancel:
            return fail()
        case .pointer(let event) where event.kind == .cancel && tracks(event.pointer):
            return fail()
        default:
            return end(in: context)
        }
    }

    /// The clock's part for a leaf when its phase alone settles it: nothing once terminal,
    /// the next tick while an end is held; `nil` when the leaf's own deadline decides.
    @usableFromInline var settledDeadline: Double? {
        if phase.isTerminal { return .infinity }
        if endIsHeld { return -.infinity }
        return nil
    }
}

/// Times closer than this are equal: trace times are decimals, and 0.6 − 0.1 < 0.5 in binary.
@usableFromInline let timeTolerance = 1e-9

/// How much earlier than a deadline a recognizer asks to be advanced: the deadline is compared
/// as a difference of times, which rounds differently from a sum. Early is harmless.
@usableFromInline let deadlineMargin = 1e-6

/// The one pointer a single-pointer gesture (tap, long press, drag) follows: the first to go
/// down. Other pointers are ignored.
struct PrimaryPointer: Sendable {
    enum Change {
        case pressed, moved, released, cancelled, ignored
        /// A pointer was released or cancelled before this gesture ever took one: the
        /// interaction is moving on without it.
        case passedBy
    }

    var id: PointerID = 0
    var isDown = false
    var startLocation = Point.zero
    var startTime = 0.0
    var location = Point.zero
    var hasPressed = false

    func tracks(_ pointer: PointerID) -> Bool { isDown && pointer == id }

    /// Follows `event`; events of other pointers, and locations not trackable (NaN, ±1e300), are ignored.
    mutating func track(_ event: PointerEvent) -> Change {
        switch event.kind {
        case .down:
            guard !isDown, event.location.isTrackable, event.device != .virtual else { return .ignored }
            (id, isDown, startLocation, startTime, location) = (event.pointer, true, event.location, event.time, event.location)
            hasPressed = true
            return .pressed
        case .move:
            guard tracks(event.pointer), event.location.isTrackable else { return .ignored }
            location = event.location
            return .moved
        case .up:
            guard tracks(event.pointer) else { return hasPressed ? .ignored : .passedBy }
            if event.location.isTrackable { location = event.location }
            isDown = false
            return .released
        case .cancel:
            guard tracks(event.pointer) else { return hasPressed ? .ignored : .passedBy }
            isDown = false
            return .cancelled
        }
    }

    var distanceFromStart: Double { location.distance(to: startLocation) }
}
