import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// The trace type `touchpad-pinch` (README, "Traces"): its fields, defaults, errors and what it
/// tolerates, and a writer–reader round trip.
@Suite("Touchpad pinch in traces")
struct TouchpadTraceTests {
    static func parse(_ lines: [String]) throws -> Trace { try TraceReader.parse(lines.joined(separator: "\n"), file: "t.jsonl") }

    static let begin = #"{"t": 0.1, "type": "touchpad-pinch", "phase": "begin", "x": 640, "y": 400}"#

    @Test func stepsAreReadWithTheirDefaults() throws {
        let trace = try Self.parse([
            Self.begin,
            #"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "x": 641, "y": 402, "scale": 1.5, "rotation": -12.5}"#,
            #"{"t": 0.3, "type": "touchpad-pinch", "phase": "end", "x": 641, "y": 402, "scale": 2}"#,
        ])
        #expect(trace.events == [
            .touchpadPinch(TouchpadPinch(.begin, at: Point(x: 640, y: 400), time: 0.1)),
            .touchpadPinch(TouchpadPinch(.update, at: Point(x: 641, y: 402), scale: 1.5, degrees: -12.5, time: 0.2)),
            .touchpadPinch(TouchpadPinch(.end, at: Point(x: 641, y: 402), scale: 2, time: 0.3)),
        ])
        #expect(trace.warnings.isEmpty)
    }

    @Test(arguments: [
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "wobble", "x": 1, "y": 1}"#, "wobble"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "x": 1, "y": 1}"#, "phase"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "y": 1}"#, "x"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "x": 1, "y": 1, "scale": 0}"#, "scale"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "x": 1, "y": 1, "scale": -2}"#, "scale"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "x": 1, "y": 1, "scale": 1e9}"#, "scale"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "x": 1, "y": 1, "rotation": 1e300}"#, "rotation"),
        (#"{"t": 0.2, "type": "touchpad-pinch", "phase": "begin", "x": 1, "y": 1}"#, "under way"),
    ])
    func aBadStepIsRejectedAtItsLine(line: String, keyword: String) throws {
        do {
            _ = try Self.parse([Self.begin, line])
            Issue.record("accepted: \(line)")
        } catch let error as InputFileError {
            #expect(error.line == 2)
            #expect(error.problem.contains(keyword), "\(error.problem)")
        }
    }

    @Test func aStepWithoutABeginIsIgnoredWithAWarning() throws {
        let trace = try Self.parse([
            #"{"t": 0.2, "type": "touchpad-pinch", "phase": "update", "x": 1, "y": 1, "scale": 2}"#,
            #"{"t": 0.3, "type": "focus-lost"}"#,
            Self.begin.replacingOccurrences(of: "0.1", with: "0.4"),
            #"{"t": 0.5, "type": "focus-lost"}"#,
            #"{"t": 0.6, "type": "touchpad-pinch", "phase": "end", "x": 1, "y": 1}"#,
        ])
        #expect(trace.events.count == 3)
        #expect(trace.warnings.count == 2 && trace.warnings.allSatisfy { $0.contains("without a begin") })
    }

    @Test func theWriterWritesWhatTheReaderReads() throws {
        let steps: [InputEvent] = [
            .touchpadPinch(TouchpadPinch(.begin, at: Point(x: 640.25, y: 400), time: 0.125)),
            .touchpadPinch(TouchpadPinch(.update, at: Point(x: 640.25, y: 400), scale: 0.8125, degrees: 22.5, time: 0.25)),
            .touchpadPinch(TouchpadPinch(.cancel, at: Point(x: 640.25, y: 400), scale: 0.8125, degrees: 22.5, time: 0.375)),
        ]
        let lines = steps.compactMap(TraceWriter.line(for:))
        #expect(lines[1] == #"{"t": 0.25, "type": "touchpad-pinch", "phase": "update", "x": 640.25, "y": 400, "scale": 0.8125, "rotation": 22.5}"#)
        #expect(try Self.parse(lines).events == steps, "bit for bit")
    }
}
