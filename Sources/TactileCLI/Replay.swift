import ArgumentParser
import Foundation
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes
import TactileSDL

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace on a scene, headless, and write the final state.")

    @Option(help: "A built-in scene's name (see `tactile scenes`), or a scene file (.json).")
    var scene: String

    @Option(help: "The trace to replay (.jsonl).")
    var trace: String

    @Option(help: "Stop after the tick at this time (default: the last event's time plus 2 s).")
    var until: Double?

    @Option(help: "Write the final state here (- for standard output).")
    var state: String?

    @OptionGroup var sceneArguments: SceneArguments

    @Flag(help: "Print how long parsing and simulating took, on standard error.")
    var stats = false

    @Option(help: "Render the final frame off-screen (no display needed) and save it as a PNG.")
    var screenshot: String?

    func run() throws {
        let content = try SceneChoice.load(scene, entities: sceneArguments.entities)
        if let until, !until.isFinite || until < 0 || until > Trace.maximumTime {
            throw UsageError("--until must be a time in seconds from 0 to \(Int(Trace.maximumTime)), not \(until)")
        }
        let clock = ContinuousClock()
        let parseStart = clock.now
        let parsed: Trace
        do {
            parsed = try TraceReader.read(path: trace)
        } catch let error as InputFileError {
            throw UsageError(error.description)
        }
        let parseTime = clock.now - parseStart
        for warning in parsed.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }

        let windowSize = try sceneArguments.windowSize() ?? parsed.windowSize ?? content.windowSize ?? Vector(width: 1280, height: 800)
        let simulation = Simulation(windowSize: windowSize)
        let loadStart = clock.now
        simulation.load(content.scene)
        let loadTime = clock.now - loadStart
        let end = until ?? TactileRuntime.Replay.defaultEnd(of: parsed.events)
        let runStart = clock.now
        TactileRuntime.Replay.run(parsed.events, on: simulation, until: end) { time in
            guard end > 60 else { return }
            FileHandle.standardError.write(Data("\rreplaying: \(Int(time)) of \(Int(end)) s".utf8))
        }
        let runTime = clock.now - runStart
        if end > 60 { FileHandle.standardError.write(Data("\r".utf8)) }
        if stats {
            func seconds(_ d: Duration) -> String { String(format: "%.3f s", Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18) }
            let report = "parse: \(parsed.events.count) events in \(seconds(parseTime)); "
                + "scene: \(simulation.world.count) entities in \(seconds(loadTime)); "
                + "dispatch and simulation: \(simulation.tick + 1) ticks in \(seconds(runTime))\n"
            FileHandle.standardError.write(Data(report.utf8))
        }

        if let state { try Self.write(simulation.snapshot.json, to: state) }
        if let screenshot {
            try MainActor.assumeIsolated {
                var options = PlayWindow.Options(size: windowSize)
                options.headless = true
                options.showsHUD = false
                let window = try PlayWindow(simulation: simulation, options: options)
                defer { window.close() }
                try window.screenshot(to: screenshot)
            }
        }
    }

    /// Writes a state file, or standard output for `-`.
    static func write(_ json: String, to path: String) throws {
        if path == "-" {
            print(json, terminator: "")
        } else if !FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) {
            throw UsageError("\(path): cannot write the state file")
        }
    }

}
