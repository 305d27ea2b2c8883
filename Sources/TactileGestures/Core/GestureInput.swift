/// What a recognizer is told: a pointer changed, time moved on, or everything is cancelled.
///
/// ```swift
/// recognizer.update(.pointer(event), in: context)
/// recognizer.update(.advance(to: 0.5), in: context)   // a tick of the loop clock
/// ```
public enum GestureInput: Sendable {
    case pointer(PointerEvent)
    /// The clock reached this time (seconds): deadlines such as a long press's are checked.
    case advance(to: Double)
    /// Cancels whatever is in progress, at this time: non-terminal gestures fail.
    case cancel(at: Double)

    /// The time the input happened at.
    @inlinable public var time: Double {
        switch self {
        case .pointer(let event): event.time
        case .advance(let time), .cancel(let time): time
        }
    }
}
