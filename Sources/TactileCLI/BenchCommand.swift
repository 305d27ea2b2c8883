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

    @Option(help: "Shapes in the scene (default: each scenario's, 10,000).")
    var entities: Int?

    @Option(help: "Fingers at once (default: 10).")
    var pointers: Int?

    @Option(help: "Input events per scenario.")
    var events = 1_000_000

    @Option(help: "How often each finger reports, in Hz (touch digitizers: 120 to 1000).")
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
        if let entities, entities < 0 { throw UsageError("--entities must not be negative") }
        if let pointers, pointers < 1 { throw UsageError("--pointers must be at least 1") }
        guard events > 0 else { throw UsageError("--events must be positive") }
        guard rate.isFinite, rate >= 1, rate <= 100_000 else { throw UsageError("--rate must be between 1 and 100000 Hz") }
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
                    throw UsageError("unknown scenario '\(name)' (one of \(BenchScenario.all.map(\.name).joined(separator: ", ")))")
                }
                return scenario
            }
            for scenario in chosen {
                let result = Bench.run(scenario, entities: entities, pointers: pointers, events: events, rate: rate,
                                       coalescesMoves: !eachMove, progress: report(name: scenario.name))
                results.append(result)
                if json { print(result.json) }
            }
        }
        if json {
            if trace != nil { results.forEach { print($0.json) } }
        } else {
            printTable(results)
        }
    }

    private func report(name: String) -> (Double) -> Void {
        { fraction in
            FileHandle.standardError.write(Data("\r\(name): \(Int(fraction * 100))%   ".utf8))
        }
    }

    private func printTable(_ results: [BenchResult]) {
        FileHandle.standardError.write(Data("\r".utf8))
        let rows = [BenchResult.columns] + results.map(\.cells)
        let widths = BenchResult.columns.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (i, row) in rows.enumerated() {
            let line = row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            print(line)
            if i == 0 { print(String(repeating: "-", count: line.count)) }
        }
    }
}
