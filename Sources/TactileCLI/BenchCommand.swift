import ArgumentParser
import Foundation
import TactileBench
import TactileGestures
import TactileECS
import TactileRuntime

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure recognizer throughput and tick latency, headless.",
        discussion: """
            Scenarios: \(BenchScenario.all.map(\.name).joined(separator: ", ")).
            Input is generated (or parsed) before timing starts; only ticks are timed.
            """)

    @Option(name: .customLong("scenario"), help: "Run only these scenarios (repeatable).")
    var scenarios: [String] = []

    // `.unconditional`: "-5" is the option's value (reported as negative), not a missing one.
    @Option(parsing: .unconditional, help: "Shapes in the scene (default: each scenario's, 10,000; at most \(Self.maximumEntities)).")
    var entities: Int?

    @Option(parsing: .unconditional, help: "Fingers at once (default: 10; at most \(Self.maximumPointers)).")
    var pointers: Int?

    @Option(parsing: .unconditional, help: "Input events per scenario (at most \(InputGenerator.maximumEvents): they are generated before timing).")
    var events = 1_000_000

    @Option(parsing: .unconditional, help: "How often each finger reports, in Hz (touch digitizers: 120 to 1000).")
    var rate = 1000.0

    @Option(help: "Measure the dispatch of a recorded trace instead (with --scene).")
    var trace: String?

    @Option(help: "The scene for --trace: a built-in name or a scene file.")
    var scene: String?

    @Flag(help: "Print JSON lines instead of a table.")
    var json = false

    @Flag(name: .customLong("each-move"),
          help: "Deliver every move to the gestures on its own instead of one coalesced move per finger per tick.")
    var eachMove = false

    func run() throws {
        if let entities, entities < 0 { throw UsageError("--entities \(entities) is negative: give a shape count") }
        if let entities, entities > Self.maximumEntities {
            throw UsageError("--entities \(entities) is out of range: at most \(Self.maximumEntities)")
        }
        if let pointers, pointers < 1 || pointers > Self.maximumPointers {
            throw UsageError("--pointers \(pointers) is out of range: from 1 to \(Self.maximumPointers)")
        }
        guard events > 0 else { throw UsageError("--events \(events) is \(events < 0 ? "negative" : "zero"): give a count of events") }
        guard events <= InputGenerator.maximumEvents else {
            throw UsageError("--events \(events) is out of range: at most \(InputGenerator.maximumEvents), "
                             + "as input is generated before timing (about \(InputGenerator.bytesPerEvent) bytes an event)")
        }
        guard rate.isFinite, rate >= 1, rate <= 100_000 else { throw UsageError("--rate \(rate) is out of range: from 1 to 100000 Hz") }
        var results: [BenchResult] = []
        if let trace {
            guard let scene else { throw UsageError("--trace needs --scene") }
            let content = try SceneChoice.load(scene, entities: entities)
            let parsed: Trace
            do { parsed = try TraceReader.read(path: trace) } catch let error as InputFileError { throw UsageError(error.description) }
            let simulation = Simulation(windowSize: parsed.windowSize ?? content.windowSize ?? Vector(width: 1280, height: 800))
            simulation.load(content.scene)
            simulation.coalescesMoves = !eachMove
            results.append(Bench.run(trace: parsed.events, on: simulation, name: "trace", progress: report(name: "trace")))
        } else {
            if scene != nil { throw UsageError("--scene goes with --trace") }
            let chosen = try scenarios.isEmpty ? BenchScenario.all : scenarios.map { name in
                guard let scenario = BenchScenario.named(name) else {
                    throw UsageError("unknown scenario \(InputFileError.quote(name)) (one of \(BenchScenario.all.map(\.name).joined(separator: ", ")))")
                }
                return scenario
            }
            for scenario in chosen {
                let result = Bench.run(scenario, entities: entities, pointers: pointers, events: events, rate: rate,
                                       coalescesMoves: !eachMove, progress: report(name: scenario.name))
                results.append(result)
                if json { try Console.print(result.json) }
            }
        }
        if json {
            if trace != nil { try results.forEach { try Console.print($0.json) } }
        } else {
            try printTable(results)
        }
    }

    /// The most shapes a scenario lays out (as the `stress` scene).
    static let maximumEntities = 1_000_000
    /// The most fingers at once: ten hands' worth, a hundred times over.
    static let maximumPointers = 1_000

    private func report(name: String) -> (Double) -> Void {
        { fraction in
            Console.progress("\(name): \(Int(fraction * 100))%")
        }
    }

    private func printTable(_ results: [BenchResult]) throws {
        Console.endProgress()
        let rows = [BenchResult.columns] + results.map(\.cells)
        let widths = BenchResult.columns.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (i, row) in rows.enumerated() {
            let line = row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            try Console.print(line)
            if i == 0 { try Console.print(String(repeating: "-", count: line.count)) }
        }
    }
}
