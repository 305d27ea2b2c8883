import Foundation
import Testing
import TactileGestures
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// SPEC §10: every write is checked; a failed write is an error naming the file and the
/// problem, never silence. Foundation's `FileHandle.write` and `Data.write` report success
/// writing to a full device on Linux, which is how `--state /dev/full` used to exit 0.
@Suite("Reliability: writes", .serialized)
struct WriteFailureTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(name)-\(UInt64.random(in: 0...UInt64.max))").path
    }

    /// Whether `/dev/full` is the device that fails every write (it is on any Linux; a
    /// container may lack it).
    static var hasDevFull: Bool {
        var info = stat()
        return stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR
    }

    /// A path whose writes fail with EPIPE: the write end of a pipe whose read end is closed.
    /// Works everywhere, unlike `/dev/full`; SIGPIPE is ignored so that the write returns.
    static func withBrokenPipe(_ body: (String, _ closeReadEnd: () -> Void) throws -> Void) rethrows {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            Issue.record("pipe() failed")
            return
        }
        var readEnd: Int32? = ends[0]
        defer {
            close(ends[1])
            if let readEnd { close(readEnd) }
        }
        try body("/proc/self/fd/\(ends[1])") {
            if let end = readEnd { close(end) }
            readEnd = nil
        }
    }

    @Test(.enabled(if: hasDevFull)) func aFullDeviceIsAnErrorNamingTheFile() throws {
        #expect(throws: OutputFile.Failure(path: "/dev/full", problem: "cannot write the state file: No space left on device")) {
            try OutputFile.write("{}", to: "/dev/full", what: "the state file")
        }
        #expect(throws: OutputFile.Failure.self) { try TraceWriter(path: "/dev/full", windowSize: Vector(width: 1280, height: 800)) }
    }

    @Test func aBrokenPipeIsAnErrorNamingTheFile() throws {
        try Self.withBrokenPipe { path, closeReadEnd in
            let file = try OutputFile(creating: path, what: "the state file")
            closeReadEnd()
            #expect(throws: OutputFile.Failure(path: path, problem: "cannot write the state file: Broken pipe")) {
                try file.write("{\"time\": 0}\n")
            }
        }
    }

    @Test func aMissingFolderIsAnErrorNamingTheFile() throws {
        let path = "/nonexistent-tactile-folder/state.json"
        let failure = OutputFile.Failure(path: path, problem: "cannot create the state file: No such file or directory")
        #expect(throws: failure) { try OutputFile.write("{}", to: path, what: "the state file") }
        #expect(failure.description == "\(path): cannot create the state file: No such file or directory")
        #expect(OutputFile.Failure(path: "-", problem: "cannot write the state file: x").description
            == "standard output: cannot write the state file: x")
    }

    @Test func aWrittenFileHoldsExactlyTheText() throws {
        let path = Self.temporaryPath("state")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try OutputFile.write("first, longer text\n", to: path, what: "the state file")
        try OutputFile.write("ünïcode\n", to: path, what: "the state file")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "ünïcode\n", "the file is replaced, not appended to")
    }

    /// A recording that cannot be written any more stops, and says so when it is closed,
    /// instead of losing the rest of the session in silence.
    @Test func aRecordingThatFailsMidwayReportsTheFailure() throws {
        try Self.withBrokenPipe { path, closeReadEnd in
            let writer = try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
            let id = PointerIdentity.id(pointer: 1, device: .touch)
            writer.append(.pointer(PointerEvent(.down, pointer: id, at: .zero, time: 0)))
            #expect(writer.failure == nil)
            closeReadEnd()
            writer.append(.pointer(PointerEvent(.up, pointer: id, at: .zero, time: 0.1)))
            let failure = try #require(writer.failure)
            #expect(failure.description == "\(path): cannot write the trace: Broken pipe")
            #expect(throws: failure) { try writer.close() }
        }
    }

    @Test func aRecordingThatCannotBeCreatedSaysWhy() throws {
        let path = "/nonexistent-tactile-folder/session.jsonl"
        #expect(throws: OutputFile.Failure(path: path, problem: "cannot create the trace: No such file or directory")) {
            try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
        }
    }

    @Test func aFinishedRecordingClosesCleanly() throws {
        let path = Self.temporaryPath("record")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
        writer.append(.focusLost(time: 0.5))
        try writer.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "{\"trace\": 1, \"window\": {\"width\": 1280, \"height\": 800}}\n{\"t\": 0.5, \"type\": \"focus-lost\"}\n")
    }
}
