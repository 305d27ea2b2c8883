import CXInput2
import TactileGestures
import TactileRuntime

/// Turns XInput 2.4 pinch events into <doc:/documentation/TactileRuntime/TouchpadPinch> steps: the phase from the event type
/// (and the end's cancelled flag), the cursor from `event_x` / `event_y` (window pixels, which are
/// points on X11), the scale as X reports it (since the gesture began), and the rotation summed
/// from each event's `delta_angle` (degrees, clockwise).
///
/// ```swift
/// var translator = TouchpadTranslator()
/// var event = XIGesturePinchEvent()
/// event.evtype = XI_GesturePinchBegin
/// translator.translate(event, at: 0.5)   // .touchpadPinch(TouchpadPinch(.begin, …))
/// ```
///
/// A step without a begin is dropped, as is one at a non-finite place; a scale that is not a
/// positive number keeps the last one. O(1), no allocation.
public struct TouchpadTranslator {
    private var isPinching = false
    private var scale = 1.0
    private var degrees = 0.0

    public init() {}

    /// Whether a pinch is under way.
    public var isActive: Bool { isPinching }

    public mutating func translate(_ event: XIGesturePinchEvent, at time: Double) -> InputEvent? {
        let location = Point(x: event.event_x, y: event.event_y)
        guard location.isFinite else { return nil }
        let phase: TouchpadPinch.Phase
        switch event.evtype {
        case XI_GesturePinchBegin:
            (isPinching, scale, degrees) = (true, 1, 0)
            phase = .begin
        case XI_GesturePinchUpdate where isPinching:
            phase = .update
        case XI_GesturePinchEnd where isPinching:
            isPinching = false
            phase = event.flags & Int32(XIGesturePinchEventCancelled) != 0 ? .cancel : .end
        default:
            return nil
        }
        if event.scale.isFinite, event.scale > 0 {
            scale = event.scale.clamped(to: 1 / TouchpadPinch.maximumScale...TouchpadPinch.maximumScale)
        }
        if event.delta_angle.isFinite, abs(event.delta_angle) < 360 { degrees += event.delta_angle }
        return .touchpadPinch(TouchpadPinch(phase, at: location, scale: scale, degrees: degrees, time: time))
    }
}
