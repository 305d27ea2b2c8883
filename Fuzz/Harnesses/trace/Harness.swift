import FuzzSupport
import TactileGestures
import TactileRuntime
import TactileScenes

/// The trace reader on any bytes: a trace or one located error line; a trace's events are in
/// time order with finite numbers, pointers go down before they move or lift, and written out
/// as `--record` writes them the events read back the same. A trace of up to 3 s is also
/// replayed on the playground, ending in a focus loss: nothing presented is NaN, and every
/// gesture that began ended or was cancelled.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let trace: Trace
    do {
        trace = try TraceReader.parse(utf8: Fuzz.bytes(data, size), file: "fuzz.jsonl")
    } catch let error as InputFileError {
        Fuzz.require(error.file == "fuzz.jsonl", "the error names \(error.file)")
        Fuzz.requireOneShortLine(error.description)
        return 0
    } catch {
        Fuzz.require(false, "not an InputFileError: \(error)")
        return 0
    }
    for warning in trace.warnings { Fuzz.requireOneShortLine(warning) }
    checkEvents(of: trace)
    checkRoundTrip(of: trace)
    checkReplay(of: trace)
    return 0
}

func checkReplay(of trace: Trace) {
    guard let last = trace.events.last?.time, last <= 3, let playground = BuiltInScenes.named("playground") else { return }
    let simulation = Simulation(windowSize: trace.windowSize ?? Vector(width: 1280, height: 800))
    simulation.load(playground.make(SceneOptions()))
    Replay.run(trace.events + [.focusLost(time: last + 0.01)], on: simulation, until: last + 0.6)
    let snapshot = simulation.snapshot
    let camera = [snapshot.camera.x, snapshot.camera.y, snapshot.camera.zoom, snapshot.camera.rotation.degrees]
    Fuzz.require(!camera.contains(where: \.isNaN), "NaN in the camera: \(camera)")
    for entity in snapshot.entities {
        let values = [entity.x, entity.y, entity.rotation, entity.scale, entity.opacity, entity.shadow]
        Fuzz.require(!values.contains(where: \.isNaN), "NaN presented for \(entity.name): \(values)")
    }
    var open: [String: Int] = [:]
    for entry in snapshot.log {
        switch entry.event {
        case "began": open[entry.entity, default: 0] += 1
        case "ended", "cancelled": open[entry.entity, default: 0] -= 1
        default: break
        }
        Fuzz.require((0...1).contains(open[entry.entity, default: 0]), "\(entry.entity): \(entry.event) at \(entry.time) unbalanced")
    }
    Fuzz.require(open.values.allSatisfy { $0 == 0 }, "gestures still open after a focus loss: \(open.filter { $0.value != 0 })")
}

func checkEvents(of trace: Trace) {
    if let window = trace.windowSize {
        Fuzz.require((1...Trace.maximumWindowSide).contains(window.width) && (1...Trace.maximumWindowSide).contains(window.height),
                     "window \(window)")
    }
    var last = 0.0
    var down = Set<PointerID>()
    for event in trace.events {
        Fuzz.require(event.time >= last && event.time <= Trace.maximumTime, "time \(event.time) after \(last)")
        last = event.time
        switch event {
        case .pointer(let pointer, _):
            Fuzz.require(pointer.location.x.isFinite && pointer.location.y.isFinite, "location \(pointer.location)")
            Fuzz.require(pointer.device != .virtual, "a virtual pointer from a trace")
            switch pointer.kind {
            case .down: Fuzz.require(down.insert(pointer.pointer).inserted, "a second down of \(pointer.pointer)")
            case .move: Fuzz.require(down.contains(pointer.pointer), "a move of \(pointer.pointer), which is up")
            case .up, .cancel: Fuzz.require(down.remove(pointer.pointer) != nil, "an up of \(pointer.pointer), which is up")
            }
        case .wheel(let location, let delta, _, _):
            Fuzz.require([location.x, location.y, delta.width, delta.height].allSatisfy(\.isFinite), "wheel \(location) \(delta)")
        case .resize(let width, let height, _):
            Fuzz.require((1...Trace.maximumWindowSide).contains(width) && (1...Trace.maximumWindowSide).contains(height),
                         "resize \(width)×\(height)")
        case .focusLost:
            down.removeAll()
        case .key:
            break
        case .hover(let location, _):
            // A hover says where the mouse is (no button held) or, without a place, that it left.
            if let location { Fuzz.require(location.x.isFinite && location.y.isFinite, "hover \(location)") }
        case .touchpadPinch(let pinch):
            Fuzz.require(pinch.location.x.isFinite && pinch.location.y.isFinite && pinch.degrees.isFinite, "touchpad \(pinch)")
            Fuzz.require(pinch.scale >= 1 / TouchpadPinch.maximumScale && pinch.scale <= TouchpadPinch.maximumScale,
                         "touchpad scale \(pinch.scale)")
        }
    }
}

/// Writes the events as a recording would (through ``ReadableTrace``, as `TraceWriter` does) and
/// reads them back: the same events, none left out, except that pointer ids may be renamed
/// one-to-one (numbers that wrap pointer × 4 get free ids).
func checkRoundTrip(of trace: Trace) {
    var readable = ReadableTrace()
    let admitted = trace.events.flatMap { readable.admit($0) }
    Fuzz.require(admitted.count == trace.events.count, "the writer leaves out or adds an event of a trace that was read")
    var lines = admitted.compactMap(TraceWriter.line(for:))
    Fuzz.require(lines.count == trace.events.count, "an event the writer skips")
    if let window = trace.windowSize {
        lines.insert("{\"trace\": 1, \"window\": {\"width\": \(window.width), \"height\": \(window.height)}}", at: 0)
    }
    if lines.isEmpty { return }
    let again: Trace
    do {
        again = try TraceReader.parse(lines.joined(separator: "\n"), file: "again.jsonl")
    } catch {
        Fuzz.require(false, "a written trace does not read back: \(error)")
        return
    }
    Fuzz.require(again.warnings.isEmpty, "warnings reading back: \(again.warnings.prefix(2))")
    Fuzz.require(again.windowSize == trace.windowSize, "window \(String(describing: again.windowSize))")
    Fuzz.require(again.events.count == trace.events.count, "\(again.events.count) events read back of \(trace.events.count)")
    var renamed: [PointerID: PointerID] = [:]
    var renamedTo: [PointerID: PointerID] = [:]
    for (written, read) in zip(trace.events, again.events) {
        guard case .pointer(let a, let aMods) = written, case .pointer(let b, let bMods) = read else {
            Fuzz.require(written == read, "\(written) read back as \(read)")
            continue
        }
        let mapped = renamed[a.pointer, default: b.pointer]
        Fuzz.require(mapped == b.pointer && renamedTo[b.pointer, default: a.pointer] == a.pointer, "pointer ids not one-to-one")
        renamed[a.pointer] = b.pointer
        renamedTo[b.pointer] = a.pointer
        var same = a
        same.pointer = b.pointer
        Fuzz.require(same == b && aMods == bMods, "\(written) read back as \(read)")
    }
}
