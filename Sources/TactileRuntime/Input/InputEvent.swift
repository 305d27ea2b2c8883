import TactileECS
import TactileGestures

/// One timestamped input to a simulation, as a trace line or the SDL front end gives it.
///
/// ```swift
/// let press = InputEvent.pointer(PointerEvent(.down, pointer: 1, at: Point(x: 640, y: 400), time: 0))
/// press.time   // 0
/// ```
public enum InputEvent: Hashable, Sendable {
    case pointer(PointerEvent, modifiers: KeyModifiers = [])
    /// `delta.height > 0` scrolls away from the user (zoom in).
    case wheel(at: Point, delta: Vector, modifiers: KeyModifiers, time: Double)
    /// `key` is SDL's key name ("Left", "Return", "Tab", "+", …).
    case key(String, isDown: Bool, modifiers: KeyModifiers, time: Double)
    /// The window lost input focus: every pointer is cancelled.
    case focusLost(time: Double)
    case resize(width: Double, height: Double, time: Double)
    /// A touchpad's pinch and rotate (X11's XInput 2.4 gestures; SDL2 has none).
    case touchpadPinch(TouchpadPinch)
    /// The mouse moved with no button held (window points): what `onHover` and
    /// `onContinuousHover` follow. `nil`: it left the window.
    case hover(at: Point?, time: Double)

    /// The keyboard modifiers the event says were held (pointer, wheel and key events).
    public var modifiers: KeyModifiers? {
        switch self {
        case .pointer(_, let modifiers), .wheel(_, _, let modifiers, _), .key(_, _, let modifiers, _): modifiers
        case .focusLost, .resize, .hover, .touchpadPinch: nil
        }
    }

    public var time: Double {
        switch self {
        case .pointer(let event, _): event.time
        case .wheel(_, _, _, let time), .key(_, _, _, let time), .focusLost(let time), .resize(_, _, let time),
             .hover(_, let time): time
        case .touchpadPinch(let pinch): pinch.time
        }
    }
}

/// One step of a touchpad pinch: where the cursor is (window points) and the scale and
/// rotation since the pinch began, as X11 reports them (trace type `touchpad-pinch`).
///
/// ```swift
/// let step = TouchpadPinch(.update, at: Point(x: 640, y: 400), scale: 1.5, degrees: 10, time: 0.3)
/// ```
///
/// Over a shape, the input stage turns it into two virtual fingers about the cursor, which the
/// shape's magnify and rotate gestures follow; over empty space it zooms the camera about the
/// cursor. 48 bytes.
public struct TouchpadPinch: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case begin, update, end, cancel
    }

    /// The largest scale a step may give, and the reciprocal of the smallest.
    public static let maximumScale = 100.0

    public var phase: Phase
    public var location: Point
    /// The spread of the fingers since the pinch began (1 = unchanged).
    public var scale: Double
    /// The turn since the pinch began in degrees, clockwise on screen: kept as X11 and traces
    /// give it, so that a trace reads back bit for bit.
    public var degrees: Double
    public var time: Double

    /// The turn since the pinch began.
    public var rotation: Angle { .degrees(degrees) }

    public init(_ phase: Phase, at location: Point, scale: Double = 1, degrees: Double = 0, time: Double) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.degrees = degrees
        self.time = time
    }
}

/// Keyboard modifiers held during an input.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let ctrl = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
    public static let meta = KeyModifiers(rawValue: 8)

    /// The trace names, in a fixed order.
    public static let names: [(String, KeyModifiers)] = [("shift", .shift), ("ctrl", .ctrl), ("alt", .alt), ("meta", .meta)]
}

/// Trace pointer numbers are per device; inside, one ID space serves all devices.
public enum PointerIdentity {
    public static func id(pointer: Int, device: PointerDevice) -> PointerID {
        pointer &* 4 &+ Int(device.rawValue)
    }

    public static func tracePointer(of id: PointerID) -> Int { id >> 2 }
}
