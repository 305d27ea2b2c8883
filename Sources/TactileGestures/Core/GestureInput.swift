/// What a recognizer is told: a pointer went down or up, pointers moved, time moved on, or
/// everything is cancelled.
///
/// ```swift
/// recognizer.update(.pointer(press), in: context)
/// recognizer.update(.frame(frame), in: context)      // a frame's moves of the gesture's pointers
/// recognizer.update(.advance(to: 0.5), in: context)  // a tick of the loop clock
/// ```
public enum GestureInput: Sendable {
    /// A press, a release or a cancel of one pointer. A `.move` here is taken as a frame of that
    /// one move by every built-in gesture.
    case pointer(PointerEvent)
    /// The moves of one frame of the gesture's pointers (see ``PointerFrame``).
    case frame(PointerFrame)
    /// The clock reached this time (seconds): deadlines such as a long press's are checked.
    case advance(to: Double)
    /// Cancels whatever is in progress, at this time: non-terminal gestures fail.
    case cancel(at: Double)

    /// The time the input happened at (a frame's: its last move's).
    @inlinable public var time: Double {
        switch self {
        case .pointer(let event): event.time
        case .frame(let frame): frame.time
        case .advance(let time), .cancel(let time): time
        }
    }
}

extension GestureInput {
    /// Hands `take` this input, or, for a frame, each move it stands for in order (every
    /// position of `pointer`, the last of every other pointer's): what a gesture that decides
    /// between two positions (a deadline, a stray) takes a frame as. Says whether any changed.
    ///
    /// ```swift
    /// let changed = input.eachMove(sampling: pointer.id) { take($0, in: context) }
    /// ```
    ///
    /// O(samples of `pointer` + pointers in the frame).
    func eachMove(sampling pointer: PointerID?, _ take: (GestureInput) -> Bool) -> Bool {
        guard case .frame(let frame) = self else { return take(self) }
        var changed = false
        frame.forEachEvent(samplingEvery: pointer) { move in changed = take(.pointer(move)) || changed }
        return changed
    }
}
