import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SPEC §7: the trace format, its errors (file:line and the problem) and what it tolerates.
@Suite("Trace reader")
struct TraceReaderTests {
    static let file = "bad.jsonl"

    /// The error that parsing `text` raises, if any.
    static func error(in text: String) -> InputFileError? {
        do {
            _ = try TraceReader.parse(text, file: file)
            return nil
        } catch let error as InputFileError {
            return error
        } catch {
            Issue.record("not an InputFileError: \(error)")
            return nil
        }
    }

    static let good1 = #"{"t": 0.0, "type": "down", "pointer": 1, "x": 640, "y": 400}"#
    static let good2 = #"{"t": 0.1, "type": "move", "pointer": 1, "x": 650, "y": 400}"#

    @Test(arguments: [
        // what, the bad line, keyword expected in the problem
        ("invalid JSON", #"{"t": 0.2, "type": "move", "poi"#, "json"),
        ("not an object", #"[1, 2, 3]"#, "object"),
        ("missing y", #"{"t": 0.2, "type": "move", "pointer": 1, "x": 5}"#, "y"),
        ("missing t", #"{"type": "move", "pointer": 1, "x": 5, "y": 5}"#, "t"),
        ("missing type", #"{"t": 0.2, "pointer": 1, "x": 5, "y": 5}"#, "type"),
        ("missing pointer", #"{"t": 0.2, "type": "move", "x": 5, "y": 5}"#, "pointer"),
        ("time going backwards", #"{"t": 0.05, "type": "move", "pointer": 1, "x": 5, "y": 5}"#, ""),
        ("NaN", #"{"t": 0.2, "type": "move", "pointer": 1, "x": NaN, "y": 5}"#, ""),
        ("infinity", #"{"t": 0.2, "type": "move", "pointer": 1, "x": 1e999, "y": 5}"#, ""),
        ("a string for a number", #"{"t": 0.2, "type": "move", "pointer": 1, "x": "12", "y": 5}"#, "x"),
        ("a Boolean for a number", #"{"t": 0.2, "type": "move", "pointer": 1, "x": true, "y": 5}"#, "x"),
        ("null for a number", #"{"t": 0.2, "type": "move", "pointer": 1, "x": null, "y": 5}"#, "x"),
        ("a string time", #"{"t": "0.2", "type": "move", "pointer": 1, "x": 5, "y": 5}"#, "t"),
        ("a fractional pointer", #"{"t": 0.2, "type": "move", "pointer": 1.5, "x": 5, "y": 5}"#, "pointer"),
        ("an unknown type", #"{"t": 0.2, "type": "hovercraft", "x": 5, "y": 5}"#, "hovercraft"),
        ("an unknown device", #"{"t": 0.2, "type": "down", "pointer": 3, "x": 5, "y": 5, "device": "glove"}"#, "glove"),
        ("an unknown button", #"{"t": 0.2, "type": "down", "pointer": 3, "x": 5, "y": 5, "device": "mouse", "button": "fourth"}"#, "fourth"),
        ("an unknown modifier", #"{"t": 0.2, "type": "key", "key": "A", "mods": ["hyper"]}"#, "hyper"),
        ("a second down", #"{"t": 0.2, "type": "down", "pointer": 1, "x": 5, "y": 5}"#, "1"),
        ("a key without its name", #"{"t": 0.2, "type": "key", "action": "down"}"#, "key"),
        ("a bad key action", #"{"t": 0.2, "type": "key", "key": "A", "action": "sideways"}"#, "action"),
        ("a wheel without x", #"{"t": 0.2, "type": "wheel", "y": 5, "dy": 1}"#, "x"),
        ("a negative resize", #"{"t": 0.2, "type": "resize", "width": -1, "height": 800}"#, "width"),
    ])
    func aBadLineIsRejectedWithItsLine(what: String, line: String, keyword: String) throws {
        // Two good lines, a comment and a blank line, then the bad one: line 5.
        let text = [Self.good1, "# a comment", Self.good2, "", line, Self.good2].joined(separator: "\n")
        let error = try #require(Self.error(in: text), "\(what) was accepted")
        #expect(error.file == Self.file)
        #expect(error.line == 5, "\(what)")
        #expect(!error.problem.isEmpty)
        #expect(keyword.isEmpty || error.problem.lowercased().contains(keyword.lowercased()), "\(what): \(error.problem)")
        #expect(error.description.hasPrefix("bad.jsonl:5"), "\(error.description)")
        #expect(!error.description.contains("\n"), "one line")
    }

    @Test func theFirstBadLineIsTheOneReported() throws {
        let text = [Self.good1, #"{"t": 0.0, "type": "#, #"{"t": "x"}"#].joined(separator: "\n")
        #expect(Self.error(in: text)?.line == 2)
    }

    @Test func readingAFileNamesTheFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-trace-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        try (Self.good1 + "\n" + #"{"t": -1, "type": "focus-lost"}"# + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try TraceReader.read(path: path)
            Issue.record("a negative time was accepted")
        } catch let error as InputFileError {
            #expect(error.file == path)
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("\(path):2"))
        }
        #expect(throws: InputFileError.self) { try TraceReader.read(path: path + ".missing") }
    }

    // MARK: Tolerated

    @Test(arguments: ["up", "move", "cancel"])
    func anEventOfAnUnknownPointerIsIgnoredWithAWarning(type: String) throws {
        let stray = #"{"t": 0.05, "type": "\#(type)", "pointer": 7, "x": 1, "y": 2}"#
        let text = [Self.good1, stray, Self.good2].joined(separator: "\n")
        let trace = try TraceReader.parse(text, file: "stray.jsonl")
        #expect(trace.events.count == 2)
        #expect(trace.warnings.count == 1)
        #expect(trace.warnings.first?.hasPrefix("stray.jsonl:2") == true, "\(trace.warnings)")
    }

    @Test func pointersLiftedByFocusLossAreNotDownAnyMore() throws {
        // Focus loss cancels every pointer: a later up of one is a stray, not an error.
        let text = [Self.good1, #"{"t": 0.05, "type": "focus-lost"}"#,
                    #"{"t": 0.1, "type": "up", "pointer": 1, "x": 640, "y": 400}"#,
                    #"{"t": 0.2, "type": "down", "pointer": 1, "x": 640, "y": 400}"#].joined(separator: "\n")
        let trace = try TraceReader.parse(text)
        #expect(trace.events.count == 3)
        #expect(trace.warnings.count == 1)
    }

    @Test func aStrayUpInAReplayChangesNothing() throws {
        let simulation = Simulation()
        simulation.load(DeclarativeScene { AnimationsTests.AnimatedToggle(animation: nil) })
        let trace = try TraceReader.parse(#"{"t": 0.1, "type": "up", "pointer": 3, "x": 640, "y": 400}"#)
        Replay.run(trace.events, on: simulation, until: 1)
        #expect(simulation.snapshot.entities.first?.x == 640)
        #expect(simulation.log.isEmpty)
    }

    // MARK: Good traces

    @Test func everyEventTypeParses() throws {
        let text = """
            {"trace": 1, "window": {"width": 1024, "height": 768}}
            # recorded by hand

            {"t": 0.000, "type": "down",   "pointer": 1, "x": 640, "y": 400}
            {"t": 0.016, "type": "move",   "pointer": 1, "x": 642, "y": 401}
            {"t": 0.600, "type": "up",     "pointer": 1, "x": 700, "y": 450}
            {"t": 0.650, "type": "down",   "pointer": 2, "x": 10, "y": 20}
            {"t": 0.700, "type": "cancel", "pointer": 2}
            {"t": 0.800, "type": "down",   "pointer": 0, "x": 10, "y": 10, "device": "mouse", "button": "left", "mods": ["ctrl"]}
            {"t": 0.850, "type": "up",     "pointer": 0, "x": 10, "y": 10, "device": "mouse", "button": "left"}
            {"t": 0.900, "type": "wheel",  "x": 640, "y": 400, "dx": 0, "dy": 1, "mods": ["shift"]}
            {"t": 1.000, "type": "key",    "key": "Left", "action": "down", "mods": []}
            {"t": 1.100, "type": "focus-lost"}
            {"t": 1.200, "type": "resize", "width": 1024, "height": 768}
            """
        let trace = try TraceReader.parse(text)
        #expect(trace.warnings.isEmpty)
        #expect(trace.windowSize == Vector(width: 1024, height: 768))
        let expected = TraceBuilder()
            .down(1, at: Point(x: 640, y: 400), t: 0)
            .move(1, to: Point(x: 642, y: 401), t: 0.016)
            .up(1, at: Point(x: 700, y: 450), t: 0.6)
            .down(2, at: Point(x: 10, y: 20), t: 0.65)
            .cancel(2, t: 0.7)
            .down(0, at: Point(x: 10, y: 10), t: 0.8, device: .mouse, mods: .ctrl)
            .up(0, at: Point(x: 10, y: 10), t: 0.85, device: .mouse)
            .wheel(at: Point(x: 640, y: 400), dy: 1, mods: .shift, t: 0.9)
            .key("Left", t: 1.0, up: false)
            .focusLost(t: 1.1)
            .resize(width: 1024, height: 768, t: 1.2)
            .events
        #expect(trace.events == expected)
        // Touch pointer 0 and mouse pointer 0 are different pointers.
        #expect(PointerIdentity.id(pointer: 0, device: .mouse) != PointerIdentity.id(pointer: 0, device: .touch))
    }

    @Test func equalTimesAreInOrder() throws {
        let text = [Self.good1, #"{"t": 0.0, "type": "down", "pointer": 2, "x": 1, "y": 1}"#].joined(separator: "\n")
        #expect(try TraceReader.parse(text).events.count == 2)
    }

    @Test func fullPrecisionNumbersReadBackExactly() throws {
        // A recording must replay exactly (SPEC §2), so numbers written with all their digits
        // must read back as the same Double.
        for value in [197.42857142857144, 272.88634123855644, 304.29356587742495, 0.1, 1.0 / 3, 1e-7, 640.0000000000001] {
            let line = #"{"t": 0, "type": "down", "pointer": 1, "x": \#(value), "y": 1}"#
            let event = try #require(TraceReader.parse(line).events.first)
            guard case .pointer(let pointer, _) = event else { Issue.record("not a pointer event"); continue }
            #expect(pointer.location.x == value, "\(value) read back as \(pointer.location.x)")
        }
    }

    @Test func builderTracesRoundTrip() throws {
        let trace = TraceBuilder()
            .drag(1, from: Point(x: 100, y: 100), to: Point(x: 300, y: 150), t: 0.1, duration: 0.25, steps: 4)
            .down(0, at: Point(x: 5, y: 5), t: 0.2, device: .mouse, button: .right)
            .up(0, at: Point(x: 15, y: 5), t: 0.3, device: .mouse, button: .right)
            .key("Tab", mods: [.shift], t: 0.4)
        #expect(try TraceReader.parse(trace.jsonl).events == trace.events)
    }
}
