import CSDL2
import CXInput2
import Foundation
import TactileRuntime

/// Touchpad pinch and rotate for an SDL window on X11, which SDL2 does not deliver: a second
/// connection to the same display selects XInput 2.4's pinch events on the window and is
/// polled each frame (as Qt's xcb plugin does). The server sends them to every client that
/// selected them, so SDL's own queue is left alone.
///
/// ```swift
/// let touchpad = TouchpadGestures.start(for: window)   // nil, said once on stderr, if unavailable
/// let steps = touchpad?.poll(at: now) ?? []
/// ```
///
/// Polling costs one `XPending` call when nothing came; each event is read and freed at once.
@MainActor
public final class TouchpadGestures {
    /// Why touchpad gestures are off.
    public enum Unavailable: Error, CustomStringConvertible {
        case notX11(driver: String)
        case noDisplay
        case noXInput24(major: Int32, minor: Int32)
        case selectionRefused(status: Int32)

        public var description: String {
            switch self {
            case .notX11(let driver): "the session is not X11 (SDL's video driver is \(driver))"
            case .noDisplay: "cannot open a second connection to the X display"
            case .noXInput24(let major, _) where major == 0: "the X server has no XInput extension"
            case .noXInput24(let major, let minor): "the X server has XInput \(major).\(minor), not 2.4"
            case .selectionRefused(let status): "the X server refused the gesture selection (status \(status))"
            }
        }
    }

    private let display: OpaquePointer
    private let opcode: Int32
    private var translator = TouchpadTranslator()
    private var event = XIGesturePinchEvent()
    private var isOpen = true
    private static var hasWarned = false

    private init(display: OpaquePointer, opcode: Int32) {
        self.display = display
        self.opcode = opcode
    }

    /// Listens for `window`'s touchpad gestures; if it cannot, says why once on standard error
    /// (per process) and returns `nil`, and the program carries on without them.
    public static func start(for window: OpaquePointer) -> TouchpadGestures? {
        switch open(for: window) {
        case .success(let gestures):
            return gestures
        case .failure(let reason):
            if !hasWarned {
                hasWarned = true
                FileHandle.standardError.write(Data("warning: touchpad pinch and rotate are off: \(reason)\n".utf8))
            }
            return nil
        }
    }

    /// Opens the connection and selects the gestures, or says why it cannot.
    public static func open(for window: OpaquePointer) -> Result<TouchpadGestures, Unavailable> {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let xWindow = tactile_SDL_X11Window(window)
        guard driver == "x11", xWindow != 0 else { return .failure(.notX11(driver: driver)) }
        guard let display = XOpenDisplay(nil) else { return .failure(.noDisplay) }
        var (major, minor): (Int32, Int32) = (0, 0)
        let opcode = tactile_XI24Opcode(display, &major, &minor)
        guard opcode != 0 else {
            XCloseDisplay(display)
            return .failure(.noXInput24(major: major, minor: minor))
        }
        let status = tactile_XISelectPinch(display, Window(xWindow))
        guard status == Success else {
            XCloseDisplay(display)
            return .failure(.selectionRefused(status: status))
        }
        return .success(TouchpadGestures(display: display, opcode: opcode))
    }

    /// The pinch steps that came since the last poll, stamped with `time`.
    public func poll(at time: Double) -> [InputEvent] {
        guard isOpen else { return [] }
        var steps: [InputEvent] = []
        while XPending(display) > 0 {
            guard tactile_XNextPinch(display, opcode, &event) != 0, let step = translator.translate(event, at: time) else { continue }
            steps.append(step)
        }
        return steps
    }

    /// Closes the connection.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        XCloseDisplay(display)
    }
}
