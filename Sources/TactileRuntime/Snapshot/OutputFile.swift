#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file being written, every write checked: a full disk, `/dev/full`, a closed pipe or a
/// missing folder is an error naming the file and the problem, never silence (SPEC §10).
///
/// ```swift
/// try OutputFile.write(snapshot.json, to: "state.json", what: "the state file")
/// let recording = try OutputFile(creating: "session.jsonl", what: "the trace")
/// try recording.write("{\"trace\": 1}\n")
/// ```
///
/// Each `write` is one `write(2)` call (more only if the system takes part of it), straight to
/// the file with no buffer in between: what was written is on disk if the process is killed.
/// `-` is standard output. Foundation's `FileHandle` and `Data.write` are not used: on Linux
/// they report success writing to a full device.
public final class OutputFile {
    /// Why a write failed: `path: cannot write the state file: No space left on device`.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var problem: String

        public init(path: String, problem: String) {
            self.path = path
            self.problem = problem
        }

        public var description: String { "\(path == "-" ? "standard output" : path): \(problem)" }
    }

    public let path: String
    private let what: String
    private var descriptor: Int32

    /// Creates (or empties) the file at `path`; `-` writes to standard output.
    public init(creating path: String, what: String) throws(Failure) {
        self.path = path
        self.what = what
        if path == "-" {
            descriptor = STDOUT_FILENO
        } else {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw Failure(path: path, problem: "cannot create \(what): \(SystemError.text(errno))") }
        }
    }

    deinit {
        if descriptor > STDERR_FILENO { _ = systemClose(descriptor) }
    }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(Failure) {
        try write(Array(text.utf8))
    }

    /// Writes `bytes`, all of them, or fails.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        guard descriptor >= 0 else { throw Failure(path: path, problem: "cannot write \(what): already closed") }
        var rest = bytes
        while !rest.isEmpty {
            let written = systemWrite(descriptor, rest)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, problem: "cannot write \(what): \(SystemError.text(errno))")
            }
            if written == 0 { throw Failure(path: path, problem: "cannot write \(what): nothing was written") }
            rest = Array(rest[written...])
        }
    }

    /// Closes the file, reporting a failure that the system reports only now (network disks).
    public func close() throws(Failure) {
        guard descriptor > STDERR_FILENO else {
            descriptor = -1
            return
        }
        let result = systemClose(descriptor)
        descriptor = -1
        guard result == 0 else { throw Failure(path: path, problem: "cannot write \(what): \(SystemError.text(errno))") }
    }

    /// Writes `text` as the whole file at `path` (`-`: standard output).
    public static func write(_ text: String, to path: String, what: String) throws(Failure) {
        try write(Array(text.utf8), to: path, what: what)
    }

    /// Writes `bytes` as the whole file at `path` (`-`: standard output).
    public static func write(_ bytes: [UInt8], to path: String, what: String) throws(Failure) {
        let file = try OutputFile(creating: path, what: what)
        try file.write(bytes)
        try file.close()
    }
}

// The system calls, under names that `OutputFile`'s own methods do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: [UInt8]) -> Int { write(descriptor, bytes, bytes.count) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
