import Foundation
import TactileECS
import TactileGestures

/// A problem with an input file, located precisely: `file:line: problem`.
public struct InputFileError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int?
    public var problem: String

    public init(file: String, line: Int, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String {
        column.map { "\(file):\(line):\($0): \(problem)" } ?? "\(file):\(line): \(problem)"
    }
}

/// A parsed trace: its events in time order, the window it was recorded in, and warnings.
public struct Trace: Sendable {
    public var events: [InputEvent]
    public var windowSize: Vector?
    /// Tolerated problems, as `file:line: problem` (an up or move of a pointer that is not down).
    public var warnings: [String]

    /// The latest time a trace may reach, in seconds: a day of input (10 million ticks).
    public static let maximumTime = 86_400.0

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
/// going backwards, non-finite numbers and a second `down` of a pointer that is down; ignores
/// with a warning a `move`, `up` or `cancel` of a pointer that is not down. O(size of the file).
public enum TraceReader {
    public static func read(path: String) throws -> Trace {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputFileError(file: path, line: 0, problem: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputFileError(file: path, line: 1, problem: "not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String = "<trace>") throws -> Trace {
        var trace = Trace(events: [])
        var lastTime = -Double.infinity
        var down = Set<PointerID>()
        var sawContent = false
        var lineNumber = 0
        // Lines are found in the UTF-8 bytes: splitting the String by Characters costs more
        // than parsing the JSON.
        let bytes = Array(text.utf8)
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
                    trace.windowSize = Vector(width: try w.positive("width"), height: try w.positive("height"))
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
                let pointer = try fields.integer("pointer")
                let id = PointerIdentity.id(pointer: pointer, device: device)
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
                guard action == "down" || action == "up" else { throw fail("\"action\" must be \"down\" or \"up\", not \"\(action)\"") }
                trace.events.append(.key(key, isDown: action == "down", modifiers: modifiers, time: time))
            case "focus-lost":
                down.removeAll()
                trace.events.append(.focusLost(time: time))
            case "resize":
                trace.events.append(.resize(width: try fields.positive("width"), height: try fields.positive("height"), time: time))
            default:
                throw fail("unknown event type \"\(type)\"")
            }
        }
        return trace
    }

    /// Typed access to one line's fields, failing with the line's location.
    struct Fields {
        let object: JSONValue
        let fail: (String) -> InputFileError

        func number(_ key: String) throws -> Double {
            guard let member = object[key] else { throw fail("missing field \"\(key)\"") }
            guard case .number(let value) = member.value else { throw fail("\"\(key)\" must be a number") }
            return value
        }

        func number(_ key: String, default value: Double) throws -> Double {
            object[key] == nil ? value : try number(key)
        }

        func positive(_ key: String) throws -> Double {
            let value = try number(key)
            guard value > 0 else { throw fail("\"\(key)\" must be positive") }
            return value
        }

        func integer(_ key: String) throws -> Int {
            let value = try number(key)
            guard value == value.rounded(), abs(value) < 1e15 else { throw fail("\"\(key)\" must be an integer") }
            return Int(value)
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
            case let other: throw fail("unknown device \"\(other)\"")
            }
        }

        func button() throws -> PointerButton {
            switch try string("button", default: "left") {
            case "left": .left
            case "right": .right
            case "middle": .middle
            case let other: throw fail("unknown button \"\(other)\"")
            }
        }

        func modifiers() throws -> KeyModifiers {
            guard let member = object["mods"] else { return [] }
            guard case .array(let names) = member.value else { throw fail("\"mods\" must be a list") }
            var modifiers: KeyModifiers = []
            for name in names {
                guard case .string(let name) = name else { throw fail("\"mods\" must list strings") }
                guard let modifier = KeyModifiers.names.first(where: { $0.0 == name.lowercased() })?.1 else {
                    throw fail("unknown modifier \"\(name)\" (expected shift, ctrl, alt or meta)")
                }
                modifiers.insert(modifier)
            }
            return modifiers
        }
    }
}
