import CSDL2
import TactileGestures
import TactileECS
import TactileRuntime

/// Turns SDL events into Tactile's input events: every finger of every touch device (in
/// window points), the mouse's buttons and wheel, its motion with no button held (hover; the
/// mouse leaving the window ends it), keys, focus loss and resizes.
///
/// ```swift
/// var translator = InputTranslator(windowSize: Vector(width: 1280, height: 800))
/// let inputs = translator.translate(event, at: 1.25)
/// ```
///
/// Mouse events that SDL made from touches (`which == SDL_TOUCH_MOUSEID`) are dropped: a touch
/// is never delivered twice. Times are the caller's (taken when the event was polled), since
/// SDL's own timestamps are whole milliseconds.
public struct InputTranslator {
    public var windowSize: Vector
    /// (touch device, finger) → the small pointer number traces show.
    private var fingers: [FingerKey: Int] = [:]
    private var buttonsDown: Set<PointerButton> = []
    private var mouseLocation = Point.zero

    struct FingerKey: Hashable {
        var touch: Int64
        var finger: Int64
    }

    public init(windowSize: Vector) { self.windowSize = windowSize }

    /// Pointers currently down, in window points.
    public private(set) var activePointers: [PointerID: Point] = [:]

    public mutating func translate(_ event: SDL_Event, at time: Double) -> [InputEvent] {
        let modifiers = Self.modifiers(SDL_GetModState())
        switch event.type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return finger(event.tfinger, type: event.type, time: time, modifiers: modifiers)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != tactile_SDL_TOUCH_MOUSEID() else { return [] }
            guard let which = Self.button(button.button) else { return [] }
            let location = Point(x: Double(button.x), y: Double(button.y))
            mouseLocation = location
            let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            if isDown {
                guard buttonsDown.insert(which).inserted else { return [] }
            } else {
                guard buttonsDown.remove(which) != nil else { return [] }
            }
            return [pointer(isDown ? .down : .up, id: PointerIdentity.id(pointer: Int(which.rawValue), device: .mouse),
                            at: location, time: time, device: .mouse, button: which, modifiers: modifiers)]
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != tactile_SDL_TOUCH_MOUSEID() else { return [] }
            let location = Point(x: Double(motion.x), y: Double(motion.y))
            mouseLocation = location
            if buttonsDown.isEmpty { return [.hover(at: location, time: time)] }
            return PointerButton.allCases.filter(buttonsDown.contains).map { which in
                pointer(.move, id: PointerIdentity.id(pointer: Int(which.rawValue), device: .mouse),
                        at: location, time: time, device: .mouse, button: which, modifiers: modifiers)
            }
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            guard wheel.which != tactile_SDL_TOUCH_MOUSEID() else { return [] }
            var delta = Vector(width: Double(wheel.preciseX), height: Double(wheel.preciseY))
            if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { delta = -delta }
            return [.wheel(at: mouseLocation, delta: delta, modifiers: modifiers, time: time)]
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            guard !name.isEmpty else { return [] }
            return [.key(name, isDown: event.type == SDL_KEYDOWN.rawValue, modifiers: modifiers, time: time)]
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                return cancelEverything(time: time)
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                return buttonsDown.isEmpty ? [.hover(at: nil, time: time)] : []
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                windowSize = Vector(width: Double(event.window.data1), height: Double(event.window.data2))
                return [.resize(width: windowSize.width, height: windowSize.height, time: time)]
            default:
                return []
            }
        default:
            return []
        }
    }

    /// Focus lost or a device gone: every pointer is cancelled.
    public mutating func cancelEverything(time: Double) -> [InputEvent] {
        fingers.removeAll()
        buttonsDown.removeAll()
        activePointers.removeAll()
        return [.focusLost(time: time)]
    }

    private mutating func finger(_ finger: SDL_TouchFingerEvent, type: UInt32, time: Double,
                                 modifiers: KeyModifiers) -> [InputEvent] {
        let key = FingerKey(touch: finger.touchId, finger: finger.fingerId)
        let location = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
        guard location.isFinite else { return [] }
        switch type {
        case SDL_FINGERDOWN.rawValue:
            guard fingers[key] == nil else { return [] }
            let number = (1...).first { n in !fingers.values.contains(n) }!
            fingers[key] = number
            return [pointer(.down, id: PointerIdentity.id(pointer: number, device: .touch), at: location, time: time,
                            device: .touch, button: .left, modifiers: modifiers)]
        case SDL_FINGERMOTION.rawValue:
            guard let number = fingers[key] else { return [] }
            return [pointer(.move, id: PointerIdentity.id(pointer: number, device: .touch), at: location, time: time,
                            device: .touch, button: .left, modifiers: modifiers)]
        default:
            guard let number = fingers.removeValue(forKey: key) else { return [] }
            return [pointer(.up, id: PointerIdentity.id(pointer: number, device: .touch), at: location, time: time,
                            device: .touch, button: .left, modifiers: modifiers)]
        }
    }

    private mutating func pointer(_ kind: PointerEvent.Kind, id: PointerID, at location: Point, time: Double,
                                  device: PointerDevice, button: PointerButton, modifiers: KeyModifiers) -> InputEvent {
        switch kind {
        case .down, .move: activePointers[id] = location
        case .up, .cancel: activePointers[id] = nil
        }
        return .pointer(PointerEvent(kind, pointer: id, at: location, time: time, device: device, button: button),
                        modifiers: modifiers)
    }

    static func button(_ sdlButton: UInt8) -> PointerButton? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: .left
        case SDL_BUTTON_RIGHT: .right
        case SDL_BUTTON_MIDDLE: .middle
        default: nil
        }
    }

    static func modifiers(_ state: SDL_Keymod) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        let raw = state.rawValue
        if raw & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if raw & KMOD_CTRL.rawValue != 0 { modifiers.insert(.ctrl) }
        if raw & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if raw & KMOD_GUI.rawValue != 0 { modifiers.insert(.meta) }
        return modifiers
    }
}
