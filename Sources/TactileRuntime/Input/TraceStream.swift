#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TactileGestures

/// A trace read as it is replayed, an event at a time: memory stays bounded however long the
/// trace (an hour of ten-finger play is millions of events), with the same rules and errors
/// as ``TraceReader``.
///
/// ```swift
/// let stream = try TraceStream(path: "session.jsonl") { print("warning: \($0)") }
/// let simulation = Simulation(windowSize: stream.windowSize ?? Vector(width: 1280, height: 800))
/// while let event = try stream.next() { … }
/// ```
///
/// The header, if any, is read when the stream opens. Reads 64 KiB at a time with `read(2)`
/// (pipes and devices read like files); a line longer than ``maximumLineLength`` is an error, so
/// that `/dev/zero` is refused rather than read until memory runs out. O(line) a call; memory
/// O(longest line + pointers down).
public final class TraceStream {
    /// The longest line read: far beyond any event (a few hundred bytes), far below memory.
    public static let maximumLineLength = 1 << 20

    /// The trace's path, as given.
    public let path: String
    private var parser: TraceParser
    private let descriptor: Int32
    /// What each `read(2)` fills, kept for its memory.
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    /// Bytes read and not yet parsed start at `start`; what comes before is done with.
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false
    private var lineNumber = 0
    /// The first event, read with the header when the stream opened.
    private var early: InputEvent?
    /// Events given so far.
    public private(set) var count = 0

    /// Opens `path` and reads up to its first event; `onWarning` hears each warning kept word for
    /// word (the first few of each kind) as it is met.
    public init(path: String, onWarning: ((String) -> Void)? = nil) throws(InputFileError) {
        self.path = path
        parser = TraceParser(file: path)
        parser.onWarning = onWarning
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(file: path, line: 0, problem: "cannot read: \(SystemError.text(errno))") }
        early = try parseNext()
    }

    deinit { close(descriptor) }

    /// The window size the header gives, if it has one.
    public var windowSize: Vector? { parser.windowSize }

    /// The warnings so far: the first few of each kind, and how many of each.
    public var warnings: TraceWarnings { parser.warnings }

    /// The next event, or nil at the end of the trace; throws an ``InputFileError`` for a line
    /// that breaks the format (or a file with neither a header nor an event, at its end).
    public func next() throws(InputFileError) -> InputEvent? {
        if let event = early {
            early = nil
            count += 1
            return event
        }
        let event = try parseNext()
        if event != nil { count += 1 }
        return event
    }

    private func parseNext() throws(InputFileError) -> InputEvent? {
        while let range = try nextLine() {
            lineNumber += 1
            if let event = try parser.parse(buffer, range, number: lineNumber) { return event }
        }
        try parser.finish()
        return nil
    }

    /// The next line's range in `buffer` (without its newline), reading more as needed; nil at the end.
    private func nextLine() throws(InputFileError) -> Range<Int>? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { start = newline + 1 }
                return start..<newline
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return start..<buffer.count
            }
            guard buffer.count - start <= Self.maximumLineLength else {
                throw InputFileError(file: path, line: lineNumber + 1, problem: "a line longer than \(Self.maximumLineLength >> 20) MiB: not read")
            }
            // What is done with goes; the partial line moves to the front and more is read behind it.
            buffer.removeSubrange(0..<start)
            start = 0
            searched = buffer.count
            try readMore()
        }
    }

    /// Reads up to 64 KiB more into `buffer` through `chunk`, as `InputFile` reads.
    private func readMore() throws(InputFileError) {
        while true {
            let got = read(descriptor, &chunk, chunk.count)
            if got >= 0 {
                buffer.append(contentsOf: chunk[0..<got])
                if got == 0 { atEnd = true }
                return
            }
            guard errno == EINTR else {
                throw InputFileError(file: path, line: 0, problem: "cannot read: \(SystemError.text(errno))")
            }
        }
    }
}
