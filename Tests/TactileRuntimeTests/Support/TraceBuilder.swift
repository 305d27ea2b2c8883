import TactileGestures
import TactileECS
import TactileRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny DSL for input traces: each call adds events, and ``events`` gives them in time order
/// (events at the same time keep the order they were added in), exactly as a trace file would.
///
/// ```swift
/// let events = TraceBuilder()
///     .down(1, at: Point(x: 640, y: 400), t: 0)
///     .move(1, to: Point(x: 700, y: 400), t: 0.1)
///     .up(1, at: Point(x: 700, y: 400), t: 0.2)
///     .events
/// ```
///
/// Pointer numbers are a trace's (per device); they become runtime pointer IDs the way the trace
/// reader makes them, so `TraceReader.parse(builder.jsonl).events == builder.events`. Times are
/// rounded to the microsecond, as recorded traces are, so no event sits within rounding error
/// of a tick boundary by accident.
struct TraceBuilder {
    private var entries: [InputEvent] = []

    init() {}

    /// The events in time order; equal times keep insertion order.
    var events: [InputEvent] {
        entries.enumerated()
            .sorted { a, b in a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset }
            .map(\.element)
    }

    /// The time of the last event (0 for an empty trace).
    var endTime: Double { entries.map(\.time).max() ?? 0 }

    static func time(_ t: Double) -> Double { (t * 1e6).rounded() / 1e6 }

    private func adding(_ event: InputEvent) -> TraceBuilder {
        var copy = self
        copy.entries.append(event)
        return copy
    }

    /// Adds everything another builder holds (to compose several fingers' scripts).
    func merging(_ other: TraceBuilder) -> TraceBuilder {
        var copy = self
        copy.entries += other.entries
        return copy
    }

    // MARK: Pointers

    func pointer(_ kind: PointerEvent.Kind, _ pointer: Int, at location: Point, t: Double,
                 device: PointerDevice = .touch, button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        let id = PointerIdentity.id(pointer: pointer, device: device)
        let event = PointerEvent(kind, pointer: id, at: location, time: Self.time(t), device: device, button: button)
        return adding(.pointer(event, modifiers: mods))
    }

    func down(_ pointer: Int, at location: Point, t: Double, device: PointerDevice = .touch,
              button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        self.pointer(.down, pointer, at: location, t: t, device: device, button: button, mods: mods)
    }

    func move(_ pointer: Int, to location: Point, t: Double, device: PointerDevice = .touch,
              button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        self.pointer(.move, pointer, at: location, t: t, device: device, button: button, mods: mods)
    }

    func up(_ pointer: Int, at location: Point, t: Double, device: PointerDevice = .touch,
            button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        self.pointer(.up, pointer, at: location, t: t, device: device, button: button, mods: mods)
    }

    func cancel(_ pointer: Int, t: Double, device: PointerDevice = .touch) -> TraceBuilder {
        self.pointer(.cancel, pointer, at: .zero, t: t, device: device)
    }

    /// A press and release on one spot.
    func tap(_ pointer: Int, at location: Point, t: Double, duration: Double = 0.05,
             device: PointerDevice = .touch) -> TraceBuilder {
        down(pointer, at: location, t: t, device: device).up(pointer, at: location, t: t + duration, device: device)
    }

    /// Down at `from`, `steps` evenly spaced moves to `to` over `duration`, then (unless
    /// `release` is false) up at `to`, `hold` seconds after the last move.
    func drag(_ pointer: Int, from: Point, to: Point, t: Double, duration: Double, steps: Int = 12,
              hold: Double = 0, release: Bool = true, device: PointerDevice = .touch,
              button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        var trace = down(pointer, at: from, t: t, device: device, button: button, mods: mods)
        trace = trace.moves(pointer, from: from, to: to, t: t, duration: duration, steps: steps,
                            device: device, button: button, mods: mods)
        if release {
            trace = trace.up(pointer, at: to, t: t + duration + hold, device: device, button: button, mods: mods)
        }
        return trace
    }

    /// `steps` evenly spaced moves of a pointer that is down at `from`, ending at `to`.
    func moves(_ pointer: Int, from: Point, to: Point, t: Double, duration: Double, steps: Int = 12,
               device: PointerDevice = .touch, button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        var trace = self
        let n = max(steps, 1)
        for step in 1...n {
            let f = Double(step) / Double(n)
            let point = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            trace = trace.move(pointer, to: point, t: t + duration * f, device: device, button: button, mods: mods)
        }
        return trace
    }

    /// Moves along an arc about `centre`, from `startAngle` by `sweep` (clockwise on screen).
    func arc(_ pointer: Int, about centre: Point, radius: Double, from startAngle: Angle, sweep: Angle,
             t: Double, duration: Double, steps: Int = 12, device: PointerDevice = .touch,
             button: PointerButton = .left, mods: KeyModifiers = []) -> TraceBuilder {
        var trace = self
        let n = max(steps, 1)
        for step in 1...n {
            let f = Double(step) / Double(n)
            let angle = startAngle.radians + sweep.radians * f
            let point = Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            trace = trace.move(pointer, to: point, t: t + duration * f, device: device, button: button, mods: mods)
        }
        return trace
    }

    // MARK: Two fingers

    /// Two fingers from `start` to `end`: both down at `t` (`ids.0` first), `steps` moves over
    /// `duration` (first finger then second at each step), and both up (unless `release` is false).
    func twoFingers(_ ids: (Int, Int), from start: TwoFingerPose, to end: TwoFingerPose, t: Double,
                    duration: Double, steps: Int = 12, press: Bool = true, release: Bool = true) -> TraceBuilder {
        var trace = self
        if press {
            trace = trace.down(ids.0, at: start.first, t: t).down(ids.1, at: start.second, t: t)
        }
        let n = max(steps, 1)
        for step in 1...n {
            let f = Double(step) / Double(n)
            let pose = start.interpolated(to: end, fraction: f)
            trace = trace.move(ids.0, to: pose.first, t: t + duration * f).move(ids.1, to: pose.second, t: t + duration * f)
        }
        if release {
            trace = trace.up(ids.0, at: end.first, t: t + duration).up(ids.1, at: end.second, t: t + duration)
        }
        return trace
    }

    /// Two fingers about `centre` spreading from `span` to `span × factor`.
    func pinch(_ ids: (Int, Int) = (1, 2), centre: Point, span: Double, by factor: Double, t: Double,
               duration: Double = 0.3, steps: Int = 12) -> TraceBuilder {
        let start = TwoFingerPose(centre: centre, span: span)
        return twoFingers(ids, from: start, to: start.scaled(by: factor), t: t, duration: duration, steps: steps)
    }

    /// Two fingers about `centre`, `span` apart, turning by `angle` (clockwise on screen).
    func twist(_ ids: (Int, Int) = (1, 2), centre: Point, span: Double, by angle: Angle, t: Double,
               duration: Double = 0.3, steps: Int = 12) -> TraceBuilder {
        let start = TwoFingerPose(centre: centre, span: span)
        return twoFingers(ids, from: start, to: start.rotated(by: angle), t: t, duration: duration, steps: steps)
    }

    // MARK: Other input

    func wheel(at location: Point, dx: Double = 0, dy: Double, mods: KeyModifiers = [], t: Double) -> TraceBuilder {
        adding(.wheel(at: location, delta: Vector(width: dx, height: dy), modifiers: mods, time: Self.time(t)))
    }

    /// A key press (down, then up 10 ms later unless `up` is false).
    func key(_ name: String, mods: KeyModifiers = [], t: Double, up: Bool = true) -> TraceBuilder {
        var trace = adding(.key(name, isDown: true, modifiers: mods, time: Self.time(t)))
        if up { trace = trace.adding(.key(name, isDown: false, modifiers: mods, time: Self.time(t + 0.01))) }
        return trace
    }

    func focusLost(t: Double) -> TraceBuilder { adding(.focusLost(time: Self.time(t))) }

    /// The mouse moving with no button held, to `location`.
    func hover(at location: Point, t: Double) -> TraceBuilder { adding(.hover(at: location, time: Self.time(t))) }

    /// The mouse moving with no button held along a line, in `steps` moves over `duration`.
    func hover(from start: Point, to end: Point, t: Double, duration: Double, steps: Int = 10) -> TraceBuilder {
        var trace = self
        for step in 0...steps {
            let f = Double(step) / Double(steps)
            trace = trace.hover(at: start + (end - start) * f, t: t + duration * f)
        }
        return trace
    }

    /// The mouse leaving the window.
    func hoverExit(t: Double) -> TraceBuilder { adding(.hover(at: nil, time: Self.time(t))) }

    func resize(width: Double, height: Double, t: Double) -> TraceBuilder {
        adding(.resize(width: width, height: height, time: Self.time(t)))
    }

    /// One step of a touchpad pinch at `location`: the scale and rotation since it began.
    func touchpad(_ phase: TouchpadPinch.Phase, at location: Point, scale: Double = 1, rotation: Angle = .zero,
                  t: Double) -> TraceBuilder {
        adding(.touchpadPinch(TouchpadPinch(phase, at: location, scale: scale, degrees: rotation.degrees, time: Self.time(t))))
    }

    // MARK: As a file

    /// The trace as `.jsonl` text (SPEC §7), one event a line.
    var jsonl: String {
        events.map(Self.line(for:)).joined(separator: "\n") + "\n"
    }

    static func line(for event: InputEvent) -> String {
        func mods(_ m: KeyModifiers) -> String {
            let names = KeyModifiers.names.filter { m.contains($0.1) }.map { "\"\($0.0)\"" }
            return names.isEmpty ? "" : ", \"mods\": [\(names.joined(separator: ", "))]"
        }
        switch event {
        case .pointer(let p, let m):
            let type = switch p.kind { case .down: "down"; case .move: "move"; case .up: "up"; case .cancel: "cancel" }
            let device = switch p.device { case .touch: "touch"; case .mouse: "mouse"; case .pen: "pen"; case .virtual: "virtual" }
            let button = switch p.button { case .left: "left"; case .right: "right"; case .middle: "middle" }
            return "{\"t\": \(p.time), \"type\": \"\(type)\", \"pointer\": \(PointerIdentity.tracePointer(of: p.pointer)), "
                + "\"x\": \(p.location.x), \"y\": \(p.location.y), \"device\": \"\(device)\", \"button\": \"\(button)\"\(mods(m))}"
        case .wheel(let at, let delta, let m, let t):
            return "{\"t\": \(t), \"type\": \"wheel\", \"x\": \(at.x), \"y\": \(at.y), \"dx\": \(delta.width), \"dy\": \(delta.height)\(mods(m))}"
        case .key(let key, let isDown, let m, let t):
            return "{\"t\": \(t), \"type\": \"key\", \"key\": \"\(key)\", \"action\": \"\(isDown ? "down" : "up")\"\(mods(m))}"
        case .focusLost(let t):
            return "{\"t\": \(t), \"type\": \"focus-lost\"}"
        case .resize(let w, let h, let t):
            return "{\"t\": \(t), \"type\": \"resize\", \"width\": \(w), \"height\": \(h)}"
        case .touchpadPinch(let p):
            return "{\"t\": \(p.time), \"type\": \"touchpad-pinch\", \"phase\": \"\(p.phase.rawValue)\", \"x\": \(p.location.x), "
                + "\"y\": \(p.location.y), \"scale\": \(p.scale), \"rotation\": \(p.degrees)}"
        case .hover(let at?, let t):
            return "{\"t\": \(t), \"type\": \"hover\", \"x\": \(at.x), \"y\": \(at.y)}"
        case .hover(nil, let t):
            return "{\"t\": \(t), \"type\": \"hover-exit\"}"
        }
    }
}

/// Where two fingers are: symmetric about `centre`, `span` apart, the line from the first finger
/// to the second at `angle` (clockwise on screen, y down).
struct TwoFingerPose: Hashable, Sendable {
    var centre: Point
    var span: Double
    var angle: Angle

    init(centre: Point, span: Double, angle: Angle = .zero) {
        self.centre = centre
        self.span = span
        self.angle = angle
    }

    private var half: Vector { Vector(width: cos(angle.radians) * span / 2, height: sin(angle.radians) * span / 2) }

    /// The first finger (the first to go down).
    var first: Point { centre - half }
    /// The second finger.
    var second: Point { centre + half }

    func scaled(by factor: Double) -> TwoFingerPose { TwoFingerPose(centre: centre, span: span * factor, angle: angle) }
    func rotated(by delta: Angle) -> TwoFingerPose { TwoFingerPose(centre: centre, span: span, angle: angle + delta) }
    func moved(by offset: Vector) -> TwoFingerPose { TwoFingerPose(centre: centre + offset, span: span, angle: angle) }

    /// Centre, span and angle interpolated linearly, so the fingers turn about the centre.
    func interpolated(to target: TwoFingerPose, fraction f: Double) -> TwoFingerPose {
        TwoFingerPose(centre: centre + (target.centre - centre) * f, span: span + (target.span - span) * f,
                      angle: angle + (target.angle - angle) * f)
    }
}
