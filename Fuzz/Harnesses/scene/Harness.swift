import FuzzSupport
import TactileGestures
import TactileRuntime
import TactileScenes

/// The scene-file reader and the gesture-expression parser on any bytes. Input starting with
/// `{` is a scene file, anything else a gesture expression. Either parses or fails with one
/// located line; what parses is installed in a simulation and driven by a fixed script of
/// taps, a drag, a long press and a pinch, and no value it presents is NaN.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Fuzz.bytes(data, size)
    if input.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) == UInt8(ascii: "{") {
        guard let file = parseScene(input) else { return 0 }
        run(file)
    } else {
        let text = String(decoding: input, as: UTF8.self)
        let expression: GestureExpression
        do {
            expression = try GestureExpression.parse(text)
        } catch {
            Fuzz.require(error.offset >= 1 && error.offset <= text.unicodeScalars.count + 1, "offset \(error.offset)")
            Fuzz.requireOneShortLine(error.problem)
            return 0
        }
        Fuzz.require(gestures(in: expression) <= GestureExpression.maximumGestures, "\(gestures(in: expression)) gestures")
        // The same expression in a scene file: a panel and a knob in it, both with the gesture.
        let quoted = jsonString(text)
        let scene = """
            {"entities": [
             {"name": "panel", "shape": "rectangle", "width": 800, "height": 500, "x": 640, "y": 400,
              "gesture": \(quoted), "attach": "simultaneous"},
             {"name": "knob", "parent": "panel", "shape": "circle", "radius": 60, "x": 0, "y": 0, "gesture": \(quoted)}]}
            """
        guard let file = parseScene(Array(scene.utf8)) else {
            Fuzz.require(false, "an expression that parses fails in a scene file")
            return 0
        }
        run(file)
    }
    return 0
}

func parseScene(_ bytes: [UInt8]) -> SceneFile? {
    do {
        return try SceneFile.parse(utf8: bytes, path: "fuzz.json")
    } catch {
        Fuzz.require(error.file == "fuzz.json" && error.line >= 1, "located at \(error.file):\(error.line)")
        Fuzz.requireOneShortLine(error.description)
        return nil
    }
}

func gestures(in expression: GestureExpression) -> Int {
    switch expression {
    case .gesture: 1
    case .simultaneous(let a, let b), .sequenced(let a, let b), .exclusive(let a, let b): gestures(in: a) + gestures(in: b)
    }
}

func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case let c where c.value < 0x20: out += "\\u00" + (c.value < 0x10 ? "0" : "") + String(c.value, radix: 16)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// Installs `file` and plays the script on its first entity (and on the window's centre).
func run(_ file: SceneFile) {
    let simulation = Simulation(windowSize: file.windowSize ?? Vector(width: 1280, height: 800))
    simulation.load(file)
    let first = simulation.snapshot.entities.first
    let target = first.flatMap { e in e.x.isFinite && e.y.isFinite && abs(e.x) < 1e6 && abs(e.y) < 1e6 ? Point(x: e.x, y: e.y) : nil }
        ?? Point(x: 640, y: 400)
    var tick: UInt64 = 0
    func runUntil(_ time: Double, _ events: [InputEvent]) {
        let last = UInt64(time * Simulation.ticksPerSecond)
        var pending = events[...]
        while tick <= last {
            let now = Double(tick) / Simulation.ticksPerSecond
            let due = pending.prefix { $0.time <= now }
            simulation.runTick(tick, events: due)
            pending = pending.dropFirst(due.count)
            tick += 1
        }
    }
    func pointer(_ kind: PointerEvent.Kind, _ id: Int, _ p: Point, _ t: Double) -> InputEvent {
        .pointer(PointerEvent(kind, pointer: PointerIdentity.id(pointer: id, device: .touch), at: p, time: t))
    }
    let offset = Vector(width: 30, height: 0)
    var script: [InputEvent] = [
        // A double tap.
        pointer(.down, 1, target, 0.01), pointer(.up, 1, target, 0.05),
        pointer(.down, 1, target, 0.15), pointer(.up, 1, target, 0.19),
        // A long press that turns into a drag.
        pointer(.down, 1, target, 0.6),
    ]
    for step in 1...10 {
        script.append(pointer(.move, 1, target + Vector(width: Double(step) * 12, height: Double(step) * 5), 1.15 + Double(step) * 0.01))
    }
    script.append(pointer(.up, 1, target + Vector(width: 120, height: 50), 1.3))
    // Two fingers spreading and turning.
    script += [pointer(.down, 1, target - offset, 1.4), pointer(.down, 2, target + offset, 1.41)]
    for step in 1...8 {
        let spread = 30 + Double(step) * 6, turn = Double(step) * 0.08
        let arm = Vector(width: spread * cos(turn), height: spread * sin(turn))
        script += [pointer(.move, 1, target - arm, 1.42 + Double(step) * 0.01), pointer(.move, 2, target + arm, 1.42 + Double(step) * 0.01)]
    }
    script += [pointer(.up, 1, target, 1.55), .focusLost(time: 1.56)]
    runUntil(1.7, script)
    for entity in simulation.snapshot.entities {
        let values = [entity.x, entity.y, entity.rotation, entity.scale, entity.opacity, entity.shadow]
        Fuzz.require(!values.contains(where: \.isNaN), "NaN presented for \(entity.name): \(values)")
    }
}

#if canImport(Glibc)
import Glibc
#endif
