import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// A trace read as it is replayed (`TraceStream`, `Replay.run(from:)`): the same events,
/// errors and final state as reading it whole, in memory bounded whatever its length; and
/// warnings about ignored events kept a few of each kind and counted.
@Suite("Trace stream")
struct TraceStreamTests {
    /// A file holding `text`, removed when the test's `body` is done.
    static func withFile<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-stream-\(UUID().uuidString).jsonl").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    /// Ten fingers' drags and pinches over 30 s: about 6,000 lines, well past one 64 KiB read.
    static var longTrace: TraceBuilder {
        var builder = TraceBuilder()
        for round in 0..<30 {
            let t = Double(round)
            for finger in 1...4 {
                let start = Point(x: 200 + 180 * Double(finger), y: 200 + Double(round % 5) * 80)
                builder = builder.drag(finger, from: start, to: start + Vector(width: 60, height: 40), t: t + 0.1, duration: 0.6, steps: 40)
            }
        }
        return builder
    }

    @Test func aStreamGivesWhatTheReaderGives() throws {
        // A header, comments, blank lines, a stray up (a warning) and no newline at the end.
        let text = "{\"trace\": 1, \"window\": {\"width\": 1024, \"height\": 700}}\n# recorded by hand\n\n"
            + Self.longTrace.jsonl
            + #"{"t": 40, "type": "up", "pointer": 9, "x": 1, "y": 2}"# + "\n"
            + #"{"t": 41, "type": "down", "pointer": 1, "x": 5, "y": 6}"#
        #expect(text.utf8.count > 3 * 65_536)
        try Self.withFile(text) { path in
            let whole = try TraceReader.read(path: path)
            var heard: [String] = []
            let stream = try TraceStream(path: path) { heard.append($0) }
            #expect(stream.windowSize == Vector(width: 1024, height: 700))
            var events: [InputEvent] = []
            while let event = try stream.next() { events.append(event) }
            #expect(events == whole.events)
            #expect(stream.count == whole.events.count)
            #expect(stream.warnings == whole.warningLog)
            #expect(heard == whole.warnings && heard.count == 1)
        }
    }

    @Test(arguments: [nil, 12.5])
    func aStreamedReplayEndsInTheSameState(until: Double?) throws {
        let builder = Self.longTrace
        try Self.withFile(builder.jsonl) { path in
            let whole = Simulation()
            whole.load(BuiltInScenes.named("playground")!.make(SceneOptions()))
            let events = builder.events
            Replay.run(events, on: whole, until: until ?? Replay.defaultEnd(of: events))
            let streamed = Simulation()
            streamed.load(BuiltInScenes.named("playground")!.make(SceneOptions()))
            let stream = try TraceStream(path: path)
            let end = try Replay.run(from: stream.next, on: streamed, until: until)
            #expect(end == until ?? Replay.defaultEnd(of: events))
            #expect(streamed.tick == whole.tick)
            #expect(streamed.snapshot.json == whole.snapshot.json)
        }
    }

    @Test func aBadLineStopsTheStreamWithTheReadersError() throws {
        var lines = Self.longTrace.jsonl.split(separator: "\n").map(String.init)
        lines[4_000] = #"{"t": 15, "type": "down", "pointer": 1, "x": NaN}"#
        try Self.withFile(lines.joined(separator: "\n")) { path in
            var wholeError: InputFileError?
            do { _ = try TraceReader.read(path: path) } catch let error as InputFileError { wholeError = error }
            let stream = try TraceStream(path: path)
            var streamError: InputFileError?
            do { while try stream.next() != nil {} } catch let error as InputFileError { streamError = error }
            #expect(streamError != nil && streamError == wholeError)
            #expect(streamError?.line == 4_001)
        }
    }

    @Test func aLineLongerThanAMebibyteIsRefused() throws {
        _ = try Self.withFile(String(repeating: " ", count: 3 << 19) + "{}") { path in
            #expect(throws: InputFileError(file: path, line: 1, problem: "a line longer than 1 MiB: not read")) {
                _ = try TraceStream(path: path)
            }
        }
        // A device that never ends a line is refused, not read until memory runs out.
        #expect(throws: InputFileError(file: "/dev/zero", line: 1, problem: "a line longer than 1 MiB: not read")) {
            _ = try TraceStream(path: "/dev/zero")
        }
    }

    @Test func anEmptyFileIsAnEmptyTrace() throws {
        _ = try Self.withFile("# nothing\n\n") { path in
            #expect(throws: InputFileError(file: path, line: 0, problem: "empty trace: no header and no events")) {
                _ = try TraceStream(path: path)
            }
        }
    }

    // MARK: Warnings

    @Test func twentyThousandIgnoredEventsKeepAFewOfEachKindAndCountThem() throws {
        var lines = [#"{"t": 0, "type": "down", "pointer": 1, "x": 640, "y": 400}"#]
        for i in 0..<10_000 {
            lines.append(#"{"t": \#(Double(i) / 1000), "type": "move", "pointer": 7, "x": 1, "y": 2}"#)
            lines.append(#"{"t": \#(Double(i) / 1000), "type": "touchpad-pinch", "phase": "update", "x": 1, "y": 2, "scale": 1.5}"#)
        }
        lines.append(#"{"t": 11, "type": "up", "pointer": 1, "x": 640, "y": 400}"#)
        let trace = try TraceReader.parse(lines.joined(separator: "\n"), file: "strays.jsonl")
        #expect(trace.events.count == 2)
        let kept = TraceWarnings.keptPerKind
        #expect(trace.warnings.count == 2 * kept)
        #expect(trace.warnings.first == "strays.jsonl:2: move of pointer 7, which is not down: ignored")
        #expect(trace.warningLog.total == 20_000)
        #expect(trace.warningLog.summary == [
            "strays.jsonl: \(10_000 - kept) more of these, not shown: a move of a pointer that is not down (10000 in all)",
            "strays.jsonl: \(10_000 - kept) more of these, not shown: a touchpad-pinch step without a begin (10000 in all)",
        ])
    }
}
