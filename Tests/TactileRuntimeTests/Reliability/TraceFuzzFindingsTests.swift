import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// What the trace fuzzer's long run (`scripts/fuzz trace`) found, as plain examples; the inputs
/// are in `Fuzz/Harnesses/trace/corpus/found-…`. Each test fails without its fix.
@Suite("Trace fuzzer findings")
struct TraceFuzzFindingsTests {
    /// The log must pair every `cancelled` with a `began` before it, and leave nothing open.
    static func expectBalanced(_ log: [LogEntry], sourceLocation: SourceLocation = #_sourceLocation) {
        var open: [String: Int] = [:]
        for entry in log {
            switch entry.event {
            case "began": open[entry.entity, default: 0] += 1
            case "cancelled": open[entry.entity, default: 0] -= 1
            case "ended": open[entry.entity] = max(0, open[entry.entity, default: 0] - 1)
            default: break
            }
            #expect((0...1).contains(open[entry.entity, default: 0]), "\(entry.entity) \(entry.event) at \(entry.time): \(log)",
                    sourceLocation: sourceLocation)
        }
        #expect(open.values.allSatisfy { $0 == 0 }, "\(log)", sourceLocation: sourceLocation)
    }

    /// The camera zoomed out, a finger pressed and lifted on shape-3 while a second pointer,
    /// down on empty space far off the scale (x = 9.2e18: the arena gave it to the shape's
    /// interaction, the gestures do not follow it), kept the interaction alive; the finger
    /// pressed again. The gesture started over, but the arena still took it for begun: no
    /// `began`, then a `cancelled` at the focus loss — a cancel without a begin in the log.
    @Test func aGestureThatStartsOverInTheSameInteractionBeginsAgain() throws {
        let trace = try TraceReader.parse("""
            {"t": 0.1, "type": "wheel", "x": 640.0, "y": 600.0, "dx": 0, "dy": -11}
            {"t": 0.3, "type": "down", "pointer": 1, "x": 640.0, "y": 400.0}
            {"t": 0.5, "type": "down", "pointer": 0, "x": 9223372036854775807, "y": 399.0}
            {"t": 0.56, "type": "up", "pointer": 1, "x": 620.0, "y": 400.0}
            {"t": 0.7, "type": "down", "pointer": 1, "x": 640.0, "y": 400.0}
            {"t": 0.76, "type": "up", "pointer": 0, "x": 640.0, "y": 4e+30}
            """, file: "found.jsonl")
        let runner = try SceneRunner("playground")
        runner.feed(trace.events)
        runner.run(TraceBuilder().focusLost(t: 0.77), until: 1.4)
        #expect(runner.logEvents(of: "shape-3").first == "began")
        Self.expectBalanced(runner.simulation.log)
        #expect(!runner.simulation.hasActiveGestures)
    }

    /// The same after a gesture that ended: a drag of the shape ends while a pointer off the
    /// scale (x = 1e13) holds the interaction; the next press on the shape begins anew.
    @Test func aGestureThatEndedAndStartsOverBeginsAgain() throws {
        let runner = try SceneRunner("playground")
        let c = try runner.state("shape-3").centre
        runner.run(TraceBuilder()
            .drag(1, from: c, to: c + Vector(width: 60, height: 0), t: 0.1, duration: 0.2, release: false)
            .down(2, at: Point(x: 1e13, y: 300), t: 0.25)
            .up(1, at: c + Vector(width: 60, height: 0), t: 0.4)
            .down(1, at: c + Vector(width: 60, height: 0), t: 0.6)
            .focusLost(t: 0.7), until: 2)
        #expect(runner.logEvents(of: "shape-3") == ["began", "ended", "began", "cancelled"])
        Self.expectBalanced(runner.simulation.log)
    }
}
