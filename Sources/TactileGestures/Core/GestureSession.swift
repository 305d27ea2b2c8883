/// Runs one gesture over a stream of interactions: feeds it input, starts it afresh for each
/// new interaction, and reports when it began, ended or was cancelled.
///
/// ```swift
/// var session = GestureSession(TapGesture().onEnded { print("tap") })
/// session.handle(PointerEvent(.down, pointer: 1, at: p, time: 0.0))
/// session.handle(PointerEvent(.up, pointer: 1, at: p, time: 0.1))    // prints "tap"
/// session.advance(to: 1 / 120)                                        // a tick of the clock
/// ```
///
/// A recognizer that ended or failed stays so until every pointer it saw is up; the next
/// press then starts a new interaction. O(the recognizer's cost) per input; no allocation.
public struct GestureSession<Recognizer: GestureRecognizer> {
    /// What an input did to the session's gesture as a whole.
    public enum Transition: Hashable, Sendable {
        /// It became active for the first time in this interaction.
        case began
        case ended
        /// It failed after it had begun.
        case cancelled
    }

    @usableFromInline var storedRecognizer: Recognizer
    @inlinable public var recognizer: Recognizer { storedRecognizer }
    /// The context inputs are fed in: the session's spaces, and the fields of the input at hand.
    /// Kept and lent in place rather than built per input: the spaces, and the reference to their
    /// named spaces, are not copied per input.
    @usableFromInline var storedContext: GestureContext
    @inlinable public var spaces: CoordinateSpaces {
        get { storedContext.spaces }
        set { storedContext.spaces = newValue }
    }
    /// Pointers down that the session has seen go down.
    @usableFromInline var storedPointers = PointerTable()
    /// Pointers down that the session has seen go down.
    @inlinable public var pointers: PointerTable { storedPointers }
    /// Whether the current interaction became active.
    @usableFromInline var storedHasBegun = false
    @inlinable public var hasBegun: Bool { storedHasBegun }

    @inlinable public init(recognizer: Recognizer, spaces: CoordinateSpaces = .identity) {
        storedRecognizer = recognizer
        storedContext = GestureContext(spaces: spaces)
    }

    @inlinable public init<G: Gesture>(_ gesture: G, spaces: CoordinateSpaces = .identity) where G.Recognizer == Recognizer {
        self.init(recognizer: gesture.makeRecognizer(), spaces: spaces)
    }

    @inlinable public var phase: GesturePhase { recognizer.phase }
    @inlinable public var value: Recognizer.Value? { recognizer.value }

    /// Feeds a pointer event; moves and ups of pointers it never saw go down are ignored.
    /// A move may bring the positions its pointer passed through since its last move
    /// (``PointerHistory``): the gesture sees one move, its thresholds and velocity all of them.
    /// `morePointersFollow` says a move of another of its pointers, of the same frame, comes
    /// next (see ``GestureContext/morePointersFollow``).
    /// Always inlined: a runtime's dispatch then makes one call per input, into the recognizer,
    /// and one that knows the kind of its event keeps only that case.
    @inlinable @inline(__always) @discardableResult
    public mutating func handle(_ event: PointerEvent, history: PointerHistory = .none,
                                morePointersFollow: Bool = false) -> Transition? {
        switch event.kind {
        case .down:
            if pointers.isEmpty, recognizer.phase.isTerminal { startOver() }
            guard storedPointers.press(event.pointer, at: event.location) else { return nil }
        case .move:
            guard storedPointers.move(event.pointer, to: event.location) else { return nil }
        case .up, .cancel:
            guard storedPointers.release(event.pointer) else { return nil }
        }
        guard event.kind == .move else { return feed(.pointer(event)) }
        return feed(.pointer(event), history: history, morePointersFollow: morePointersFollow)
    }

    /// The earliest time at which ``advance(to:)`` could change anything (see
    /// ``GestureRecognizer/nextDeadline()``).
    @inlinable public mutating func nextDeadline() -> Double { storedRecognizer.nextDeadline() }

    /// Whether the clock at `time` is due to advance an erased gesture: `time >= nextDeadline()`,
    /// asked of its tree only when it may be (see ``AnyGesture/Recognizer/isDue(at:)``).
    @inlinable package mutating func isDue<Value>(at time: Double) -> Bool where Recognizer == AnyGesture<Value>.Recognizer {
        storedRecognizer.isDue(at: time)
    }

    /// Moves the clock on: deadlines (long presses, tap windows) are checked.
    @inlinable @discardableResult
    public mutating func advance(to time: Double) -> Transition? {
        feed(.advance(to: time))
    }

    /// Cancels the interaction in progress (focus lost, entity removed): the gesture fails and
    /// its state resets; the next press starts afresh.
    @inlinable @discardableResult
    public mutating func cancel(at time: Double) -> Transition? {
        let transition = feed(.cancel(at: time))
        storedPointers.removeAll()
        return transition
    }

    /// Back to `possible` with nothing tracked, without callbacks.
    @inlinable public mutating func startOver() {
        storedRecognizer.reset()
        storedHasBegun = false
    }

    /// Updates `recognizer` in `context`, lent by address to one that takes it so (an erased
    /// recognizer, whose indirect call would otherwise copy the context to the stack). The cast
    /// is decided where the recognizer's type is known: no test at run time.
    @inlinable @inline(__always)
    static func update(_ recognizer: inout Recognizer, _ input: GestureInput, lending context: inout GestureContext) -> Bool {
        guard let lending = Recognizer.self as? any ContextLendingRecognizer.Type else {
            return recognizer.update(input, in: context)
        }
        return withUnsafeMutablePointer(to: &recognizer) { recognizer in
            // The cast succeeded for `Recognizer` itself: the memory lent is a `Recognizer`.
            withUnsafeMutablePointer(to: &context) { lending.update(recognizer, input, lending: $0) }
        }
    }

    // Always inlined into handle, advance and cancel: a call per input otherwise.
    @inlinable @inline(__always) mutating func feed(_ input: GestureInput, history: PointerHistory = .none,
                                                    morePointersFollow: Bool = false) -> Transition? {
        let before = recognizer.phase
        storedContext.history = history
        // The session's context may always end and begin (it is made so, and only its spaces
        // change after): its flags are written whole, without reading them first.
        storedContext.flags = GestureContext.flags(mayEnd: true, mayBegin: true, morePointersFollow: morePointersFollow)
        guard Self.update(&storedRecognizer, input, lending: &storedContext) else { return nil }
        let after = recognizer.phase
        guard after != before else { return nil }
        switch after {
        case .active where !hasBegun:
            storedHasBegun = true
            return .began
        case .ended:
            return .ended
        case .failed where hasBegun:
            return .cancelled
        default:
            return nil
        }
    }
}

/// A recognizer that takes its context by address (see ``GestureSession``): an erased one, whose
/// update is an indirect call.
@usableFromInline protocol ContextLendingRecognizer: GestureRecognizer {
    /// ``GestureRecognizer/update(_:in:)`` with the context at `context`, valid for the call and
    /// only read (mutable only so that it is passed on in place, as an inout context is).
    mutating func update(_ input: GestureInput, lending context: UnsafeMutablePointer<GestureContext>) -> Bool
}

extension ContextLendingRecognizer {
    /// ``update(_:lending:)`` for a recognizer lent as raw memory, which must hold a `Self`: how
    /// a session, generic over recognizers that may not conform, asks one that does once a cast
    /// found it conforms.
    @inlinable @inline(__always)
    static func update(_ recognizer: UnsafeMutableRawPointer, _ input: GestureInput,
                       lending context: UnsafeMutablePointer<GestureContext>) -> Bool {
        recognizer.assumingMemoryBound(to: Self.self).pointee.update(input, lending: context)
    }
}
