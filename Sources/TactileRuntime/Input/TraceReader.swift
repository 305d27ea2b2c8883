import Foundation
import TactileECS
import TactileGestures

/// A parsed trace: its events in time order, the window it was recorded in, and warnings.
public struct Trace: Sendable {
    /// The events, in time order.
    public var events: [InputEvent]
    /// The window size the header gives, if it has one.
    public var windowSize: Vector?
    /// Tolerated problems (an up or move of a pointer that is not down): the first few of each
    /// kind word for word, and how many of each there were.
    public var warningLog: TraceWarnings

    /// The warnings kept word for word, as `file:line: problem`: the first
    /// ``TraceWarnings/keptPerKind`` of each kind.
    public var warnings: [String] { warningLog.kept }

    /// The latest time a trace may reach, in seconds: a day of input (10 million ticks).
    public static let maximumTime = 86_400.0

    /// The widest and tallest window a trace may give, in points (as `--size`): the largest
    /// texture side of common GPUs, and far inside every integer type a window size meets.
    public static let maximumWindowSide = 16_384.0

    /// A trace of `events` (made in code rather than read).
    public init(events: [InputEvent], windowSize: Vector? = nil, warnings: [String] = []) {
        self.events = events
        self.windowSize = windowSize
        warningLog = TraceWarnings()
        for warning in warnings { warningLog.add(warning, kind: warning) }
    }
}

/// A trace's tolerated problems, in bounded memory: the first ``keptPerKind`` of each kind word
/// for word, and a count of each kind (a million ignored moves keep five lines and a number).
///
/// ```swift
/// for line in trace.warningLog.kept + trace.warningLog.summary { print("warning: \(line)") }
/// ```
///
/// Adding one is O(kinds): a handful.
public struct TraceWarnings: Sendable, Equatable {
    /// How many warnings of one kind are kept word for word.
    public static let keptPerKind = 5

    /// One kind of warning and how many times it was given.
    public struct Kind: Sendable, Equatable {
        public var name: String
        public var count: Int
        /// The file it was given for, to name in the summary.
        public var file: String
    }

    /// The warnings kept word for word, in the order given.
    public private(set) var kept: [String] = []
    /// Every kind given, in the order each first appeared.
    public private(set) var kinds: [Kind] = []

    public init() {}

    /// How many warnings were given, kept or not.
    public var total: Int { kinds.reduce(0) { $0 + $1.count } }

    /// Counts a warning of `kind`; whether it was kept word for word (the first few of a kind).
    @discardableResult
    public mutating func add(_ message: String, kind: String, file: String = "") -> Bool {
        let index = kinds.firstIndex { $0.name == kind } ?? {
            kinds.append(Kind(name: kind, count: 0, file: file))
            return kinds.count - 1
        }()
        kinds[index].count += 1
        guard kinds[index].count <= Self.keptPerKind else { return false }
        kept.append(message)
        return true
    }

    /// One line for each kind given more often than it was kept: how many more, and in all.
    public var summary: [String] {
        kinds.filter { $0.count > Self.keptPerKind }.map { kind in
            let prefix = kind.file.isEmpty ? "" : "\(kind.file): "
            return "\(prefix)\(kind.count - Self.keptPerKind) more of these, not shown: \(kind.name) (\(kind.count) in all)"
        }
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
/// any 64-bit integer, read exactly. O(size of the file), all of it in memory; ``TraceStream``
/// reads a trace of any length in bounded memory.
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
        var parser = TraceParser(file: file)
        var events: [InputEvent] = []
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lineNumber += 1
            if let event = try parser.parse(bytes, lineStart..<lineEnd, number: lineNumber) { events.append(event) }
            lineStart = lineEnd + 1
        }
        try parser.finish()
        var trace = Trace(events: events, windowSize: parser.windowSize)
        trace.warningLog = parser.warnings
        return trace
    }
}
