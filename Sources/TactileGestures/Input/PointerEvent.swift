/// One timestamped change of one pointer: a finger, the mouse's button, or a pen.
///
/// ```swift
/// let press = PointerEvent(.down, pointer: 1, at: Point(x: 640, y: 400), time: 0.0)
/// ```
///
/// Times are seconds on the caller's clock (the runtime's fixed clock, a test's script):
/// nothing in the gesture library reads a wall clock. A plain value; no allocation.
public struct PointerEvent: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        case down, move, up, cancel
    }

    public var kind: Kind
    public var pointer: PointerID
    /// Seconds since the start of the session.
    public var time: Double
    /// Where the pointer is, in global (window / scene) points.
    public var location: Point
    public var device: PointerDevice
    public var button: PointerButton

    @inlinable public init(
        _ kind: Kind, pointer: PointerID, at location: Point, time: Double,
        device: PointerDevice = .touch, button: PointerButton = .left
    ) {
        self.kind = kind
        self.pointer = pointer
        self.time = time
        self.location = location
        self.device = device
        self.button = button
    }
}

/// Identifies one pointer for as long as it is down: a finger, or a mouse button.
public typealias PointerID = Int

/// What made a pointer event.
public enum PointerDevice: UInt8, Hashable, Sendable, CaseIterable {
    case touch, mouse, pen
    /// Synthesized by input emulation (the mouse's pinch and twist): only multi-pointer
    /// gestures (magnify, rotate) follow it; taps, presses and drags never take it as theirs.
    case virtual
}

/// Which button a mouse or pen pointer holds (touches are `.left`).
public enum PointerButton: UInt8, Hashable, Sendable, CaseIterable {
    case left, right, middle
}
