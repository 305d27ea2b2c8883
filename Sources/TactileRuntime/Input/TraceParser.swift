import TactileECS
import TactileGestures

/// The trace format's rules, one line at a time: what ``TraceReader`` and ``TraceStream`` share.
/// It keeps what the rules need across lines (the last time, the pointers down, a touchpad
/// pinch under way, the header) and nothing of the lines themselves.
///
/// ```swift
/// var parser = TraceParser(file: "s.jsonl")
/// if let event = try parser.parse(bytes, 0..<bytes.count, number: 1) { … }
/// try parser.finish()
/// ```
///
/// O(line) a line; memory O(pointers down).
struct TraceParser {
    let file: String
    /// The window size the header gave, if it had one.
    private(set) var windowSize: Vector?
    private(set) var warnings = TraceWarnings()
    /// Whether a header or an event was read (a file with neither is an error).
    private(set) var sawContent = false
    private var lastTime = -Double.infinity
    private var down = Set<PointerID>()
    private var pinching = false
    private var pointers = PointerNumbers()
    /// Hears each warning kept word for word, as it is given.
    var onWarning: ((String) -> Void)?

    init(file: String) { self.file = file }

    /// Throws if the file ended without a header or an event.
    func finish() throws(InputFileError) {
        guard sawContent else { throw InputFileError(file: file, line: 0, problem: "empty trace: no header and no events") }
    }

    /// The event on line `number` (`range` of `bytes`, without its newline), or nil for a
    /// header, a comment, a blank line or an event ignored with a warning.
    mutating func parse(_ bytes: [UInt8], _ range: Range<Int>, number lineNumber: Int) throws(InputFileError) -> InputEvent? {
        var first = range.lowerBound
        while first < range.upperBound, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D { first += 1 }
        if first == range.upperBound || bytes[first] == UInt8(ascii: "#") { return nil }
        let file = file
        func fail(_ problem: String) -> InputFileError {
            InputFileError(file: file, line: lineNumber, problem: problem)
        }
        let object: JSONValue
        do {
            object = try JSONReader.parse(utf8: Array(bytes[first..<range.upperBound]), firstLine: lineNumber)
        } catch {
            throw InputFileError(file: file, line: lineNumber, column: error.column + first - range.lowerBound,
                                 problem: "invalid JSON: \(error.problem)")
        }
        guard case .object = object else { throw fail("expected a JSON object") }
        do {
            return try event(in: object, fields: Fields(object: object, fail: fail), line: lineNumber)
        } catch let error as InputFileError {
            throw error
        } catch {
            throw fail("\(error)")
        }
    }

    /// Warns that line `line`'s event is ignored, counting it under `kind`.
    private mutating func ignore(_ problem: String, kind: String, line: Int) {
        let message = "\(file):\(line): \(problem): ignored"
        if warnings.add(message, kind: kind, file: file) { onWarning?(message) }
    }

    private mutating func event(in object: JSONValue, fields: Fields, line lineNumber: Int) throws -> InputEvent? {
        let fail = fields.fail
        if !sawContent, object["trace"] != nil {
            sawContent = true
            guard try fields.number("trace") == 1 else { throw fail("unsupported trace version") }
            if let window = object["window"]?.value {
                guard case .object = window else { throw fail("\"window\" must be an object") }
                let w = Fields(object: window, fail: fail)
                windowSize = Vector(width: try w.windowSide("width"), height: try w.windowSide("height"))
            }
            return nil
        }
        sawContent = true

        let time = try fields.number("t")
        guard time >= 0 else { throw fail("\"t\" must not be negative") }
        guard time <= Trace.maximumTime else { throw fail("\"t\" is beyond a day (\(Trace.maximumTime) s)") }
        guard time >= lastTime else { throw fail("time goes backwards (\(time) after \(lastTime))") }
        lastTime = time
        let type = try fields.string("type")
        let modifiers = try fields.modifiers()

        switch type {
        case "down", "move", "up", "cancel":
            let device = try fields.device()
            let pointer = try fields.pointer()
            let id = pointers.id(pointer, device: device)
            let button = try fields.button()
            let location = type == "cancel" && object["x"] == nil
                ? Point.zero : Point(x: try fields.number("x"), y: try fields.number("y"))
            let kind: PointerEvent.Kind
            switch type {
            case "down":
                guard down.insert(id).inserted else { throw fail("pointer \(pointer) is already down") }
                kind = .down
            case "move":
                guard down.contains(id) else {
                    ignore("move of pointer \(pointer), which is not down", kind: "a move of a pointer that is not down", line: lineNumber)
                    return nil
                }
                kind = .move
            default:
                guard down.remove(id) != nil else {
                    ignore("\(type) of pointer \(pointer), which is not down", kind: "an \(type) of a pointer that is not down", line: lineNumber)
                    return nil
                }
                kind = type == "up" ? .up : .cancel
            }
            return .pointer(PointerEvent(kind, pointer: id, at: location, time: time, device: device, button: button), modifiers: modifiers)
        case "wheel":
            return .wheel(at: Point(x: try fields.number("x"), y: try fields.number("y")),
                          delta: Vector(width: try fields.number("dx", default: 0), height: try fields.number("dy", default: 0)),
                          modifiers: modifiers, time: time)
        case "key":
            let key = try fields.string("key")
            let action = try fields.string("action", default: "down")
            guard action == "down" || action == "up" else {
                throw fail("\"action\" must be \"down\" or \"up\", not \(InputFileError.quote(action))")
            }
            return .key(key, isDown: action == "down", modifiers: modifiers, time: time)
        case "focus-lost":
            down.removeAll()
            pinching = false
            return .focusLost(time: time)
        case "resize":
            return .resize(width: try fields.windowSide("width"), height: try fields.windowSide("height"), time: time)
        case "touchpad-pinch":
            let pinch = try fields.touchpadPinch(at: time)
            if pinch.phase == .begin {
                guard !pinching else { throw fail("a touchpad pinch is already under way") }
                pinching = true
            } else {
                guard pinching else {
                    ignore("touchpad-pinch \(pinch.phase.rawValue) without a begin", kind: "a touchpad-pinch step without a begin", line: lineNumber)
                    return nil
                }
                if pinch.phase == .end || pinch.phase == .cancel { pinching = false }
            }
            return .touchpadPinch(pinch)
        case "hover":
            return .hover(at: Point(x: try fields.number("x"), y: try fields.number("y")), time: time)
        case "hover-exit":
            return .hover(at: nil, time: time)
        default:
            throw fail("unknown event type \(InputFileError.quote(type))")
        }
    }

    /// Pointer numbers of a trace as pointer IDs: `pointer × 4 + device`, as the rest of Tactile
    /// computes them, unless that ID is taken by another pointer of the trace (numbers beyond
    /// ±2^61 wrap), in which case the next free ID of the same device.
    struct PointerNumbers {
        private struct Key: Hashable {
            var pointer: Int64
            var device: PointerDevice
        }

        private var ids: [Key: PointerID] = [:]
        private var taken = Set<PointerID>()

        mutating func id(_ pointer: Int64, device: PointerDevice) -> PointerID {
            let key = Key(pointer: pointer, device: device)
            if let id = ids[key] { return id }
            var id = PointerIdentity.id(pointer: Int(truncatingIfNeeded: pointer), device: device)
            while !taken.insert(id).inserted { id &+= 4 }
            ids[key] = id
            return id
        }
    }

    /// Typed access to one line's fields, failing with the line's location.
    struct Fields {
        let object: JSONValue
        let fail: (String) -> InputFileError

        func number(_ key: String) throws -> Double {
            guard let member = object[key] else { throw fail("missing field \"\(key)\"") }
            guard let value = member.value.double else { throw fail("\"\(key)\" must be a number") }
            return value
        }

        func number(_ key: String, default value: Double) throws -> Double {
            object[key] == nil ? value : try number(key)
        }

        /// A window's width or height: from 1 to ``Trace/maximumWindowSide`` points.
        func windowSide(_ key: String) throws -> Double {
            let value = try number(key)
            guard value >= 1, value <= Trace.maximumWindowSide else {
                throw fail("\"\(key)\" must be from 1 to \(Int(Trace.maximumWindowSide)), not \(value)")
            }
            return value
        }

        /// The pointer number: any 64-bit integer, exactly as written.
        func pointer() throws -> Int64 {
            guard let member = object["pointer"] else { throw fail("missing field \"pointer\"") }
            if let value = member.value.exactInteger { return value }
            guard let value = member.value.double else { throw fail("\"pointer\" must be an integer") }
            guard value == value.rounded() else { throw fail("\"pointer\" must be an integer, not \(value)") }
            throw fail("\"pointer\" must be an integer from \(Int64.min) to \(Int64.max), written without a fraction or exponent beyond 2^53")
        }

        func string(_ key: String) throws -> String {
            guard let member = object[key] else { throw fail("missing field \"\(key)\"") }
            guard case .string(let string) = member.value else { throw fail("\"\(key)\" must be a string") }
            return string
        }

        func string(_ key: String, default value: String) throws -> String {
            object[key] == nil ? value : try string(key)
        }

        func device() throws -> PointerDevice {
            switch try string("device", default: "touch") {
            case "touch": .touch
            case "mouse": .mouse
            case "pen": .pen
            case let other: throw fail("unknown device \(InputFileError.quote(other))")
            }
        }

        func button() throws -> PointerButton {
            switch try string("button", default: "left") {
            case "left": .left
            case "right": .right
            case "middle": .middle
            case let other: throw fail("unknown button \(InputFileError.quote(other))")
            }
        }

        /// A `touchpad-pinch` line: its phase, the cursor, the scale (positive, default 1) and the
        /// rotation in degrees (default 0) since the pinch began.
        func touchpadPinch(at time: Double) throws -> TouchpadPinch {
            let name = try string("phase")
            guard let phase = TouchpadPinch.Phase(rawValue: name) else {
                throw fail("\"phase\" must be begin, update, end or cancel, not \(InputFileError.quote(name))")
            }
            let location = Point(x: try number("x"), y: try number("y"))
            let scale = try number("scale", default: 1)
            guard scale > 0, scale <= TouchpadPinch.maximumScale, scale >= 1 / TouchpadPinch.maximumScale else {
                throw fail("\"scale\" must be from \(1 / TouchpadPinch.maximumScale) to \(TouchpadPinch.maximumScale), not \(scale)")
            }
            let degrees = try number("rotation", default: 0)
            guard abs(degrees) <= 1e6 else { throw fail("\"rotation\" must be within ±1000000 degrees, not \(degrees)") }
            return TouchpadPinch(phase, at: location, scale: scale, degrees: degrees, time: time)
        }

        func modifiers() throws -> KeyModifiers {
            guard let member = object["mods"] else { return [] }
            guard case .array(let names) = member.value else { throw fail("\"mods\" must be a list") }
            var modifiers: KeyModifiers = []
            for element in names {
                guard case .string(let name) = element.value else { throw fail("\"mods\" must list strings") }
                guard let modifier = KeyModifiers.names.first(where: { $0.0 == name.lowercased() })?.1 else {
                    throw fail("unknown modifier \(InputFileError.quote(name)) (expected shift, ctrl, alt or meta)")
                }
                modifiers.insert(modifier)
            }
            return modifiers
        }
    }
}
