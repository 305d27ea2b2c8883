import Foundation
import TactileECS
import TactileGestures

/// A problem with an input file, located precisely: `file:line: problem`.
public struct InputFileError: Error, CustomStringConvertible, Equatable {
    /// The file's path as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, where one applies.
    public var column: Int?
    /// What is wrong, in a few words.
    public var problem: String

    /// An error at a place in a file: `InputFileError(file: "s.jsonl", line: 3, column: 9, problem: "NaN")`.
    public init(file: String, line: Int, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `file:line:column: problem`, or `file: problem` for the file as a whole (line 0).
    public var description: String {
        guard line > 0 else { return "\(file): \(problem)" }
        return column.map { "\(file):\(line):\($0): \(problem)" } ?? "\(file):\(line): \(problem)"
    }

    /// `text` in double quotes for an error line: at most `limit` Unicode scalars of it as
    /// shown (an escape counts at its shown length, a character at its scalars, so that neither
    /// control characters nor piled-up combining marks lengthen the line), then "…". A bad
    /// 1 MB value still gives one short line.
    ///
    /// ```swift
    /// InputFileError.quote("hover")                         // "\"hover\""
    /// InputFileError.quote(String(repeating: "a", count: 99)) // 40 a's and "…", quoted
    /// ```
    public static func quote(_ text: String, limit: Int = 40) -> String {
        var out = "\""
        var shown = 0
        for character in text {
            var piece = ""
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": piece += "\\\""
                case "\\": piece += "\\\\"
                case "\n": piece += "\\n"
                case "\t": piece += "\\t"
                case "\r": piece += "\\r"
                case let c where c.value < 0x20 || (0x7F..<0xA0).contains(c.value) || c == "\u{2028}" || c == "\u{2029}":
                    piece += "\\u{" + String(c.value, radix: 16) + "}"
                default: piece.unicodeScalars.append(scalar)
                }
            }
            let length = piece.unicodeScalars.count
            guard shown + length <= limit else {
                out += "…"
                break
            }
            shown += length
            out += piece
        }
        return out + "\""
    }
}

/// A parsed trace: its events in time order, the window it was recorded in, and warnings.
public struct Trace: Sendable {
    /// The events, in time order.
    public var events: [InputEvent]
    /// The window size the header gives, if it has one.
    public var windowSize: Vector?
    /// Tolerated problems, as `file:line: problem` (an up or move of a pointer that is not down).
    public var warnings: [String]

    /// The latest time a trace may reach, in seconds: a day of input (10 million ticks).
    public static let maximumTime = 86_400.0

    /// The widest and tallest window a trace may give, in points (as `--size`): the largest
    /// texture side of common GPUs, and far inside every integer type a window size meets.
    public static let maximumWindowSide = 16_384.0

    /// A trace of `events` (made in code rather than read).
    public init(events: [InputEvent], windowSize: Vector? = nil, warnings: [String] = []) {
        self.events = events
        self.windowSize = windowSize
        self.warnings = warnings
    }
}

/// Reads the trace format (SPEC §7): one JSON object a line, in time order.
///
/// ```swift
/// let trace = try TraceReader.read(path: "session.jsonl")
/// ```
///
/// Rejects, with `file:line`, invalid JSON, missing or mistyped fields, unknown types, times
/// going backwards, non-finite numbers, windows beyond ``Trace/maximumWindowSide``, a second
/// `down` of a pointer that is down, a touchpad pinch `begin` while one is under way, and a
/// file with neither a header nor an event; ignores with a warning a `move`, `up` or `cancel`
/// of a pointer that is not down, and a touchpad pinch step without a `begin`. Pointer numbers are
/// any 64-bit integer, read exactly. O(size of the file).
public enum TraceReader {
    /// Reads and parses the trace at `path`; throws an ``InputFileError`` naming the line and column.
    ///
    /// ```swift
    /// let trace = try TraceReader.read(path: "session.jsonl")
    /// ```
    public static func read(path: String) throws -> Trace {
        try parse(utf8: InputFile.bytes(atPath: path), file: path)
    }

    /// Parses a trace held in a string; `file` names it in errors.
    ///
    /// ```swift
    /// let trace = try TraceReader.parse(#"{"t": 0, "type": "down", "pointer": 1, "x": 10, "y": 10}"#)
    /// ```
    public static func parse(_ text: String, file: String = "<trace>") throws -> Trace {
        try parse(utf8: Array(text.utf8), file: file)
    }

    /// Parses a trace from its UTF-8 bytes (lines are found in the bytes: splitting a String
    /// by Characters costs more than parsing the JSON).
    public static func parse(utf8 bytes: [UInt8], file: String = "<trace>") throws -> Trace {
        var trace = Trace(events: [])
        var lastTime = -Double.infinity
        var down = Set<PointerID>()
        var pinching = false
        var pointers = PointerNumbers()
        var sawContent = false
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D { first += 1 }
            if first == lineEnd || bytes[first] == UInt8(ascii: "#") { continue }
            func fail(_ problem: String) -> InputFileError {
                InputFileError(file: file, line: lineNumber, problem: problem)
            }
            let object: JSONValue
            do {
                object = try JSONReader.parse(utf8: Array(bytes[first..<lineEnd]), firstLine: lineNumber)
            } catch {
                throw InputFileError(file: file, line: lineNumber, column: error.column + first - lineStart,
                                     problem: "invalid JSON: \(error.problem)")
            }
            guard case .object = object else { throw fail("expected a JSON object") }
            let fields = Fields(object: object, fail: fail)

            if !sawContent, object["trace"] != nil {
                sawContent = true
                guard try fields.number("trace") == 1 else { throw fail("unsupported trace version") }
                if let window = object["window"]?.value {
                    guard case .object = window else { throw fail("\"window\" must be an object") }
                    let w = Fields(object: window, fail: fail)
                    trace.windowSize = Vector(width: try w.windowSide("width"), height: try w.windowSide("height"))
                }
                continue
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
                        trace.warnings.append("\(file):\(lineNumber): move of pointer \(pointer), which is not down: ignored")
                        continue
                    }
                    kind = .move
                default:
                    guard down.remove(id) != nil else {
                        trace.warnings.append("\(file):\(lineNumber): \(type) of pointer \(pointer), which is not down: ignored")
                        continue
                    }
                    kind = type == "up" ? .up : .cancel
                }
                let event = PointerEvent(kind, pointer: id, at: location, time: time, device: device, button: button)
                trace.events.append(.pointer(event, modifiers: modifiers))
            case "wheel":
                trace.events.append(.wheel(at: Point(x: try fields.number("x"), y: try fields.number("y")),
                                           delta: Vector(width: try fields.number("dx", default: 0), height: try fields.number("dy", default: 0)),
                                           modifiers: modifiers, time: time))
            case "key":
                let key = try fields.string("key")
                let action = try fields.string("action", default: "down")
                guard action == "down" || action == "up" else {
                    throw fail("\"action\" must be \"down\" or \"up\", not \(InputFileError.quote(action))")
                }
                trace.events.append(.key(key, isDown: action == "down", modifiers: modifiers, time: time))
            case "focus-lost":
                down.removeAll()
                pinching = false
                trace.events.append(.focusLost(time: time))
            case "resize":
                trace.events.append(.resize(width: try fields.windowSide("width"), height: try fields.windowSide("height"), time: time))
            case "touchpad-pinch":
                let pinch = try fields.touchpadPinch(at: time)
                if pinch.phase == .begin {
                    guard !pinching else { throw fail("a touchpad pinch is already under way") }
                    pinching = true
                } else {
                    guard pinching else {
                        trace.warnings.append("\(file):\(lineNumber): touchpad-pinch \(pinch.phase.rawValue) without a begin: ignored")
                        continue
                    }
                    if pinch.phase == .end || pinch.phase == .cancel { pinching = false }
                }
                trace.events.append(.touchpadPinch(pinch))
            case "hover":
                trace.events.append(.hover(at: Point(x: try fields.number("x"), y: try fields.number("y")), time: time))
            case "hover-exit":
                trace.events.append(.hover(at: nil, time: time))
            default:
                throw fail("unknown event type \(InputFileError.quote(type))")
            }
        }
        guard sawContent else {
            throw InputFileError(file: file, line: 0, problem: "empty trace: no header and no events")
        }
        return trace
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
