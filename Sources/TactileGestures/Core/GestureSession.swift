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
/// press then starts a new interaction. The gesture's callbacks wait in the session's
/// ``callbacks`` while it updates and run at the end of each `handle`, `advance` and `cancel`,
/// in the order they happened — unless the queue was given, in which case its owner runs it.
/// O(the recognizer's cost) per input; no allocation once the session's spare frame and the
/// callbacks' queues have grown.
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
    /// The context every input is fed in: the session's spaces, free to begin and end.
    @usableFromInline var context: GestureContext
    @usableFromInline var storedPointers = PointerTable()
    /// Pointers down that the session has seen go down.
    @inlinable public var pointers: PointerTable { storedPointers }
    @usableFromInline var storedHasBegun = false
    /// The recognizer's phase after the last input: what the next input's transition starts
    /// from, kept here so that it is not asked again (an erased recognizer is asked through its box).
    @usableFromInline var lastPhase: GesturePhase
    /// Whether the current interaction became active.
    @inlinable public var hasBegun: Bool { storedHasBegun }
    /// A frame reused for the moves the session passes on when they are not a frame as given
    /// (a single move, or a frame with pointers it does not follow), so that they allocate nothing.
    @usableFromInline var spareFrame = PointerFrame()
    /// Where the gesture's callbacks wait until the input is handled.
    public let callbacks: GestureCallbacks
    /// Whether the session runs ``callbacks`` itself, at the end of each input.
    @usableFromInline let runsCallbacks: Bool

    /// A session over `recognizer` whose callbacks run at the end of each input.
    @inlinable public init(recognizer: Recognizer, spaces: CoordinateSpaces = .identity) {
        self.init(recognizer: recognizer, spaces: spaces, callbacks: GestureCallbacks(), runsCallbacks: true)
    }

    /// A session whose callbacks wait in `callbacks` until its owner runs them (the runtime's
    /// gesture system does, once it is done with all its gestures for the tick).
    ///
    /// ```swift
    /// var session = GestureSession(recognizer: tree, callbacks: queue)
    /// session.handle(event)
    /// queue.run()
    /// ```
    @inlinable public init(recognizer: Recognizer, spaces: CoordinateSpaces = .identity, callbacks: GestureCallbacks) {
        self.init(recognizer: recognizer, spaces: spaces, callbacks: callbacks, runsCallbacks: false)
    }

    @inlinable init(recognizer: Recognizer, spaces: CoordinateSpaces, callbacks: GestureCallbacks, runsCallbacks: Bool) {
        storedRecognizer = recognizer
        lastPhase = recognizer.phase
        context = GestureContext(spaces: spaces)
        self.callbacks = callbacks
        self.runsCallbacks = runsCallbacks
        storedRecognizer.attach(callbacks)
    }

    @inlinable public init<G: Gesture>(_ gesture: G, spaces: CoordinateSpaces = .identity) where G.Recognizer == Recognizer {
        self.init(recognizer: gesture.makeRecognizer(), spaces: spaces)
    }

    /// Where the gesture's entity is: the spaces it reports locations in.
    @inlinable public var spaces: CoordinateSpaces {
        get { context.spaces }
        set { context.spaces = newValue }
    }

    /// The keyboard modifiers held: what the next inputs are fed with (``Gesture/modifiers(_:)``).
    @inlinable public var modifiers: EventModifiers {
        get { context.modifiers }
        set { context.modifiers = newValue }
    }

    @inlinable public var phase: GesturePhase { storedRecognizer.phase }
    @inlinable public var value: Recognizer.Value? { storedRecognizer.value }

    /// Feeds a pointer event; events of pointers it never saw go down are ignored. A move is
    /// passed on as a frame of that one move.
    @inlinable @discardableResult
    public mutating func handle(_ event: PointerEvent) -> Transition? {
        switch event.kind {
        case .down:
            if pointers.isEmpty, storedRecognizer.phase.isTerminal { startOver() }
            guard storedPointers.press(event.pointer, at: event.location) else { return nil }
        case .move:
            guard pointers.contains(event.pointer) else { return nil }
            spareFrame.removeAll()
            spareFrame.append(pointer: event.pointer, device: event.device,
                              samples: CollectionOfOne(PointerSample(time: event.time, location: event.location)))
            return handleOwnMoves(spareFrame)
        case .up, .cancel:
            guard storedPointers.release(event.pointer) else { return nil }
        }
        return feed(.pointer(event))
    }

    /// Feeds the moves of one frame. Moves of pointers the session does not follow are
    /// dropped; a frame of only its own pointers is passed on as it is.
    @inlinable @discardableResult
    public mutating func handle(_ frame: PointerFrame) -> Transition? {
        if frame.moves.allSatisfy({ pointers.contains($0.pointer) }) { return handleOwnMoves(frame) }
        spareFrame.removeAll()
        for move in frame.moves where pointers.contains(move.pointer) {
            spareFrame.append(pointer: move.pointer, device: move.device, samples: frame.samples(of: move))
        }
        return handleOwnMoves(spareFrame)
    }

    /// Feeds a frame of pointers the session follows.
    @inlinable mutating func handleOwnMoves(_ frame: PointerFrame) -> Transition? {
        guard !frame.isEmpty else { return nil }
        storedPointers.apply(frame)
        return feed(.frame(frame))
    }

    /// The earliest time at which ``advance(to:)`` could change anything (see
    /// ``GestureRecognizer/nextDeadline()``).
    @inlinable public func nextDeadline() -> Double { storedRecognizer.nextDeadline() }

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
        lastPhase = storedRecognizer.phase
        if runsCallbacks, !callbacks.isEmpty { callbacks.run() }
    }

    @inlinable mutating func feed(_ input: GestureInput) -> Transition? {
        let transition = transition(after: input)
        if runsCallbacks, !callbacks.isEmpty { callbacks.run() }
        return transition
    }

    @inlinable mutating func transition(after input: GestureInput) -> Transition? {
        guard storedRecognizer.update(input, in: context) else { return nil }
        let (before, after) = (lastPhase, storedRecognizer.phase)
        guard after != before else { return nil }
        lastPhase = after
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
