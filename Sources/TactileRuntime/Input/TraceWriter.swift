import Foundation
import TactileECS
import TactileGestures

/// Writes the trace format (SPEC §7), one line per event, each written to the file as it
/// happens (no buffer): a killed process leaves a valid trace up to its last event.
///
/// ```swift
/// let recorder = try TraceWriter(path: "session.jsonl", windowSize: Vector(width: 1280, height: 800))
/// recorder.append(.pointer(PointerEvent(.down, pointer: 4, at: p, time: 0.5)))
/// if let failure = recorder.failure { print(failure) }   // e.g. the disk is full
/// ```
///
/// Every write is checked. `append` does not throw, so that input handling never stops for
/// the recording; the first failure stops the recording and stays in ``failure`` for the
/// caller to report. One `write(2)` per event.
///
/// Nothing is written that ``TraceReader`` rejects or warns about (``ReadableTrace`` says what
/// is left out or adjusted, always as the runtime ignores or clamps the same): a number that is
/// not finite cannot be in a trace (JSON has none), a move of a pointer that is not down is
/// ignored on reading, a window beyond ``Trace/maximumWindowSide`` is refused.
public final class TraceWriter {
    private let file: OutputFile
    /// The first write that failed; nothing is written after it.
    public private(set) var failure: OutputFile.Failure?
    /// What the reader would make of the lines so far.
    private var readable = ReadableTrace()

    /// Creates the file and writes the header (a window side is clamped to what a trace may
    /// give; a window that is not finite is left out of the header).
    public init(path: String, windowSize: Vector) throws(OutputFile.Failure) {
        file = try OutputFile(creating: path, what: "the trace")
        let window = windowSize.isFinite
            ? ", \"window\": {\"width\": \(Self.number(ReadableTrace.windowSide(windowSize.width))), "
                + "\"height\": \(Self.number(ReadableTrace.windowSide(windowSize.height)))}"
            : ""
        try file.write("{\"trace\": 1\(window)}\n")
    }

    /// Appends one event (one `write` call per line, so each line lands whole).
    public func append(_ event: InputEvent) {
        for admitted in readable.admit(event) {
            guard failure == nil, let line = Self.line(for: admitted) else { return }
            do {
                try file.write(line + "\n")
            } catch {
                failure = error
            }
        }
    }

    /// Closes the file; throws the first failure of the recording, or of closing it.
    public func close() throws(OutputFile.Failure) {
        if let failure { throw failure }
        try file.close()
    }

    /// The trace line for `event`; `nil` for events traces do not carry (emulated pointers, and
    /// numbers that are not finite).
    public static func line(for event: InputEvent) -> String? {
        var fields: [String] = ["\"t\": \(number(event.time))"]
        switch event {
        case .pointer(let pointer, let modifiers):
            guard pointer.device != .virtual, pointer.location.isFinite, event.time.isFinite else { return nil }
            let type = switch pointer.kind {
            case .down: "down"
            case .move: "move"
            case .up: "up"
            case .cancel: "cancel"
            }
            fields.append("\"type\": \"\(type)\"")
            fields.append("\"pointer\": \(PointerIdentity.tracePointer(of: pointer.pointer))")
            fields.append("\"x\": \(number(pointer.location.x))")
            fields.append("\"y\": \(number(pointer.location.y))")
            if pointer.device != .touch { fields.append("\"device\": \"\(pointer.device == .mouse ? "mouse" : "pen")\"") }
            if pointer.button != .left { fields.append("\"button\": \"\(pointer.button == .right ? "right" : "middle")\"") }
            if !modifiers.isEmpty { fields.append(mods(modifiers)) }
        case .wheel(let location, let delta, let modifiers, _):
            guard location.isFinite, delta.isFinite, event.time.isFinite else { return nil }
            fields += ["\"type\": \"wheel\"", "\"x\": \(number(location.x))", "\"y\": \(number(location.y))",
                       "\"dx\": \(number(delta.width))", "\"dy\": \(number(delta.height))"]
            if !modifiers.isEmpty { fields.append(mods(modifiers)) }
        case .key(let key, let isDown, let modifiers, _):
            fields += ["\"type\": \"key\"", "\"key\": \(StateSnapshot.string(key))", "\"action\": \"\(isDown ? "down" : "up")\"", mods(modifiers)]
        case .focusLost:
            fields.append("\"type\": \"focus-lost\"")
        case .resize(let width, let height, _):
            guard width.isFinite, height.isFinite, event.time.isFinite else { return nil }
            fields += ["\"type\": \"resize\"", "\"width\": \(number(width))", "\"height\": \(number(height))"]
        case .touchpadPinch(let pinch):
            fields += ["\"type\": \"touchpad-pinch\"", "\"phase\": \"\(pinch.phase.rawValue)\"",
                       "\"x\": \(number(pinch.location.x))", "\"y\": \(number(pinch.location.y))",
                       "\"scale\": \(number(pinch.scale))", "\"rotation\": \(number(pinch.degrees))"]
        case .hover(let location?, _):
            fields += ["\"type\": \"hover\"", "\"x\": \(number(location.x))", "\"y\": \(number(location.y))"]
        case .hover(nil, _):
            fields.append("\"type\": \"hover-exit\"")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func mods(_ modifiers: KeyModifiers) -> String {
        "\"mods\": [" + KeyModifiers.names.filter { modifiers.contains($0.1) }.map { "\"\($0.0)\"" }.joined(separator: ", ") + "]"
    }

    /// Enough digits to read back the same double.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
