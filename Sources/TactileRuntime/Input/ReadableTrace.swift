import TactileGestures

/// What the trace reader would make of the lines written so far, so that a recording never
/// holds a line ``TraceReader`` rejects or warns about: ``TraceWriter`` passes every event
/// through ``admit(_:)`` and writes what comes out.
///
/// ```swift
/// var readable = ReadableTrace()
/// readable.admit(.pointer(PointerEvent(.move, pointer: 9, at: .zero, time: 1)))   // []: 9 is not down
/// ```
///
/// Each event is changed only as far as the runtime would not notice (it ignores or clamps the
/// same), or left out. O(1) per event, O(pointers down) per down.
/// - Times: not finite or beyond ``Trace/maximumTime``: left out; negative or before the
///   last: written at the last.
/// - Pointers: a move, up or cancel of a pointer that is not down, or a second down of one
///   that is: left out. A release at a non-finite location: written where the pointer last
///   was. A move or release from another device than the down's: written as from the down's
///   (the runtime knows a pointer by its ID alone). An ID that `pointer × 4 + device` cannot
///   give, or that would read back as a pointer already down: written under a free number.
/// - Touchpad pinches: a step without a begin, or a begin or update at a non-finite place,
///   scale or turn: left out; an end or cancel there: written at the last step's place, scale
///   and turn (the runtime ends the pinch there). A begin while one is under way: a cancel of
///   that one first (as the runtime does). A scale beyond ``TouchpadPinch/maximumScale``:
///   clamped (as the runtime does); a turn beyond ±10⁶°: taken modulo 360°.
/// - Resizes: sides beyond what a trace may give: clamped. Hovers at a non-finite place: left out.
public struct ReadableTrace: Sendable {
    /// The time of the last event admitted.
    private var lastTime = 0.0
    /// The pointers down: the ID and device each is written under, and where it was last written.
    private var down: [PointerID: (traceID: PointerID, device: PointerDevice, location: Point)] = [:]
    /// The last step of the touchpad pinch under way.
    private var pinch: TouchpadPinch?

    public init() {}

    /// The events to write for `event`, in order: none, `event` adjusted, or (a pinch begin
    /// while one is under way) a cancel of that one and then `event`.
    public mutating func admit(_ event: InputEvent) -> [InputEvent] {
        guard event.time.isFinite, event.time <= Trace.maximumTime else { return [] }
        let time = max(event.time, lastTime)
        let admitted: [InputEvent]
        switch event {
        case .pointer(var pointer, let modifiers):
            guard pointer.device != .virtual else { return [] }
            pointer.time = time
            guard let written = admit(&pointer) else { return [] }
            admitted = written ? [.pointer(pointer, modifiers: modifiers)] : []
        case .wheel(let location, let delta, let modifiers, _):
            guard location.isFinite, delta.isFinite else { return [] }
            admitted = [.wheel(at: location, delta: delta, modifiers: modifiers, time: time)]
        case .key(let key, let isDown, let modifiers, _):
            admitted = [.key(key, isDown: isDown, modifiers: modifiers, time: time)]
        case .focusLost:
            down.removeAll()
            pinch = nil
            admitted = [.focusLost(time: time)]
        case .resize(let width, let height, _):
            guard width.isFinite, height.isFinite else { return [] }
            admitted = [.resize(width: Self.windowSide(width), height: Self.windowSide(height), time: time)]
        case .hover(let location, _):
            if let location, !location.isFinite { return [] }
            admitted = [.hover(at: location, time: time)]
        case .touchpadPinch(var step):
            step.time = time
            admitted = admit(step)
        }
        if !admitted.isEmpty { lastTime = time }
        return admitted
    }

    /// Whether to write `pointer` (`nil`: leave it out), moving a release at a non-finite
    /// location to where the pointer last was, and giving it the ID it is written under.
    private mutating func admit(_ pointer: inout PointerEvent) -> Bool? {
        switch pointer.kind {
        case .down:
            guard pointer.location.isFinite, down[pointer.pointer] == nil else { return nil }
            let written = freeTraceID(for: pointer)
            down[pointer.pointer] = (written, pointer.device, pointer.location)
            pointer.pointer = written
        case .move:
            guard pointer.location.isFinite, let held = down[pointer.pointer] else { return nil }
            down[pointer.pointer]?.location = pointer.location
            (pointer.pointer, pointer.device) = (held.traceID, held.device)
        case .up, .cancel:
            guard let held = down.removeValue(forKey: pointer.pointer) else { return nil }
            if !pointer.location.isFinite { pointer.location = held.location }
            (pointer.pointer, pointer.device) = (held.traceID, held.device)
        }
        return true
    }

    /// The ID a pointer going down is written under: its own when it reads back as itself
    /// (`number × 4 + device`, as the runtime makes IDs), else the next whose number and device
    /// no pointer down is written under (the reader knows a pointer by these two).
    private func freeTraceID(for pointer: PointerEvent) -> PointerID {
        let device = pointer.device
        var number = PointerIdentity.tracePointer(of: pointer.pointer)
        var id = PointerIdentity.id(pointer: number, device: device)
        let taken = Set(down.values.map(\.traceID))
        while taken.contains(id) {
            number &+= 1
            id = PointerIdentity.id(pointer: number, device: device)
        }
        return id
    }

    private mutating func admit(_ step: TouchpadPinch) -> [InputEvent] {
        guard step.location.isFinite, step.scale.isFinite, step.scale > 0, step.degrees.isFinite else {
            // The runtime ends the pinch under way where its last step left it.
            guard step.phase == .end || step.phase == .cancel, var last = pinch else { return [] }
            (last.phase, last.time) = (step.phase, step.time)
            pinch = nil
            return [.touchpadPinch(last)]
        }
        var step = step
        let limit = TouchpadPinch.maximumScale
        step.scale = step.scale.clamped(to: 1 / limit...limit)
        if abs(step.degrees) > Self.maximumDegrees { step.degrees = step.degrees.truncatingRemainder(dividingBy: 360) }
        switch step.phase {
        case .begin:
            var written: [InputEvent] = []
            if var underWay = pinch {
                (underWay.phase, underWay.time) = (.cancel, step.time)
                written.append(.touchpadPinch(underWay))
            }
            pinch = step
            return written + [.touchpadPinch(step)]
        case .update:
            guard pinch != nil else { return [] }
            pinch = step
        case .end, .cancel:
            guard pinch != nil else { return [] }
            pinch = nil
        }
        return [.touchpadPinch(step)]
    }

    /// The largest turn a trace's pinch step may give, in degrees (as the reader checks).
    static let maximumDegrees = 1e6

    /// A finite window side within what a trace may give (1 to ``Trace/maximumWindowSide``).
    static func windowSide(_ side: Double) -> Double { side.clamped(to: 1...Trace.maximumWindowSide) }
}
