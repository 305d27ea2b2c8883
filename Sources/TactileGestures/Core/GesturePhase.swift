/// Where a recognizer is in its life: `possible → active* → ended`, or `failed` from any
/// non-terminal phase (a cancel is a failure).
///
/// ```swift
/// driver.phase == .active    // a drag past its minimum distance
/// ```
public enum GesturePhase: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// Watching input, not yet recognized.
    case possible
    /// Recognized and producing values (discrete gestures such as taps skip this phase).
    case active
    /// Finished successfully; `onEnded` has run.
    case ended
    /// Failed or was cancelled; it produces nothing more until it is reset.
    case failed

    /// `ended` or `failed`.
    @inlinable public var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    public var description: String {
        switch self {
        case .possible: "possible"
        case .active: "active"
        case .ended: "ended"
        case .failed: "failed"
        }
    }
}
