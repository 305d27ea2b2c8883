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

    @Option(parsing: .unconditional, help: "Stop after the tick at this time (default: the last event's time plus 2 s).")
    var until: Double?

    @Option(help: "Write the final state here (- for standard output, the default when no other output is asked for).")
    var state: String?

    @OptionGroup var sceneArguments: SceneArguments

    @Flag(help: "Print how long parsing and simulating took, on standard error.")
    var stats = false

    @Option(help: "Render the final frame off-screen (no display needed) and save it as a PNG.")
    var screenshot: String?

    @Option(help: "Draw each gesture's recognizer nodes, their phases over time, the pointers and the log as an SVG picture.")
    var timeline: String?

    @Flag(help: "Show the gesture debugger from the start, as D does in play (for --screenshot).")
    var debugger = false

    func run() throws {
        let sceneFile = BuiltInScenes.named(scene) == nil ? scene : nil
        try PathConflicts.check(inputs: [("--trace", trace), ("--scene", sceneFile)],
                                outputs: [("--state", state), ("--timeline", timeline), ("--screenshot", screenshot)])
        let content = try SceneChoice.load(scene, entities: sceneArguments.entities)
        if let until {
            let range = "give a time in seconds from 0 to \(Int(Trace.maximumTime))"
            if until < 0 { throw UsageError("--until \(until) is negative: \(range)") }
            guard until.isFinite, until <= Trace.maximumTime else { throw UsageError("--until \(until) is out of range: \(range)") }
        }
        // The trace is read as it is replayed (an hour of input is millions of events); a bad
        // line stops the run with its error before anything is written.
        let stream: TraceStream
        do {
            stream = try TraceStream(path: trace) { Console.error("warning: \($0)") }
        } catch {
            throw UsageError(error.description)
        }

        let windowSize = try sceneArguments.windowSize() ?? stream.windowSize ?? content.windowSize ?? Vector(width: 1280, height: 800)
        let simulation = Simulation(windowSize: windowSize)
        let clock = ContinuousClock()
        let loadStart = clock.now
        simulation.load(content.scene)
        let loadTime = clock.now - loadStart
        if timeline != nil { simulation.recordTimeline() }
        if debugger { simulation.showsDebugger = true }
        let runStart = clock.now
        do {
            try TactileRuntime.Replay.run(from: stream.next, on: simulation, until: until) { time in
                guard time >= 60 else { return }
                Console.progress(until.map { "replaying: \(Int(time)) of \(Int($0)) s" } ?? "replaying: \(Int(time)) s")
            }
            // Past --until, the rest is still read: a bad line anywhere is an error, as before.
            while try stream.next() != nil {}
        } catch {
            throw UsageError(error.description)
        }
        let runTime = clock.now - runStart
        Console.endProgress()
        for line in stream.warnings.summary { Console.error("warning: \(line)") }
        if stats {
            func seconds(_ d: Duration) -> String { String(format: "%.3f s", Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18) }
            let report = "scene: \(simulation.world.count) entities in \(seconds(loadTime)); "
                + "reading \(stream.count) events, dispatch and simulation: \(simulation.tick + 1) ticks in \(seconds(runTime))"
            Console.error(report)
        }

        // With nothing else asked for, the state is the output: a replay always says something.
        let statePath = state ?? (timeline == nil && screenshot == nil ? "-" : nil)
        if let statePath { try Self.write(simulation.snapshot.json, to: statePath) }
        if let timeline {
            let title = "\(scene) · \(URL(fileURLWithPath: trace).lastPathComponent)"
            let svg = TimelineSVG(simulation.world.resource(Timeline.self), title: title).text
            do {
                try OutputFile.write(svg, to: timeline, what: "the timeline")
            } catch {
                throw UsageError(error.description)
            }
        }
        if let screenshot {
            try MainActor.assumeIsolated {
                var options = PlayWindow.Options(size: simulation.windowSize)  // as the trace left it
                options.headless = true
                options.showsHUD = false
                let window: PlayWindow
                do {
                    window = try PlayWindow(simulation: simulation, options: options)
                } catch let error as SDLError {
                    throw UsageError("\(screenshot): cannot render the screenshot (\(error))")
                }
                defer { window.close() }
                try Self.saveScreenshot(of: window, to: screenshot)
            }
        }
    }

    /// Writes a state file, or standard output for `-`: every write checked.
    static func write(_ json: String, to path: String) throws {
        do {
            try OutputFile.write(json, to: path, what: "the state file")
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Saves `window`'s frame as a PNG; a failure names the file.
    @MainActor static func saveScreenshot(of window: PlayWindow, to path: String) throws {
        do {
            try window.screenshot(to: path)
        } catch let error as OutputFile.Failure {
            throw UsageError(error.description)
        } catch {
            throw UsageError("\(path): cannot save the screenshot (\(error))")
        }
    }

}
