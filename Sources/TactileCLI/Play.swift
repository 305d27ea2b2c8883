import ArgumentParser
import Foundation
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes
import TactileSDL

struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Open a window and play with a scene.")

    @Option(help: "A built-in scene's name, or a scene file (default: playground).")
    var scene = "playground"

    @Flag(help: "Fill the screen.")
    var fullscreen = false

    @OptionGroup var sceneArguments: SceneArguments

    @Option(help: "Record every input event to this trace file as it happens.")
    var record: String?

    @Flag(help: "Reload the scene file when it is saved; a bad version shows its error and the last good scene stays.")
    var watch = false

    @Option(parsing: .unconditional, help: "Quit after this many seconds.")
    var exitAfter: Double?

    @Flag(help: "Let frames run free instead of waiting for the display's refresh (for measuring).")
    var noVsync = false

    @Flag(help: "Print on exit whether vsync was on, the frame rate, tick time and input latency (p50, p99, max).")
    var stats = false

    @Flag(help: "Reduce Motion: animations become instant changes, as the platforms' setting does.")
    var reduceMotion = false

    @Option(help: "Write the final state here on exit (- for standard output).")
    var state: String?

    @Option(help: "Save a screenshot of the last frame here on exit (PNG).")
    var screenshot: String?

    @Flag(help: "No window on screen, no display needed (dummy video driver), as every app takes it.")
    var headless = false

    @Flag(help: "Hide the frame-rate line.")
    var noHud = false

    @Option(help: "Replay this trace headless instead of opening a window (as `tactile replay` does).")
    var trace: String?

    @Option(help: "With --trace, draw the gesture timeline as an SVG here.")
    var timeline: String?

    func run() throws {
        try PathConflicts.check(inputs: [("--scene", BuiltInScenes.named(scene) == nil ? scene : nil)],
                                outputs: [("--record", record), ("--state", state), ("--screenshot", screenshot)])
        let content = try SceneChoice.load(scene, entities: sceneArguments.entities)
        if watch, !(content.scene is SceneFile) {
            throw UsageError("--watch needs a scene file, and \(InputFileError.quote(scene)) is a built-in scene")
        }
        if let exitAfter, !exitAfter.isFinite || exitAfter < 0 {
            throw UsageError("--exit-after \(exitAfter) is \(exitAfter < 0 ? "negative" : "out of range"): give a number of seconds")
        }
        let windowSize = try sceneArguments.windowSize() ?? content.windowSize ?? Vector(width: 1280, height: 800)
        try MainActor.assumeIsolated {
            let simulation = Simulation(windowSize: windowSize)
            simulation.world[resource: SceneSettings.self].reduceMotion = reduceMotion
            simulation.load(content.scene)
            var options = PlayWindow.Options(size: windowSize)
            options.fullscreen = fullscreen
            options.recordPath = record
            options.vsync = !noVsync
            options.headless = headless
            options.showsHUD = !noHud
            // The composition bar (E) in every scene; reloading only with --watch.
            options.live = LiveScene(file: content.scene as? SceneFile, watching: watch)
            let window: PlayWindow
            do {
                window = try PlayWindow(simulation: simulation, options: options)
            } catch let error as SDLError {
                throw UsageError("cannot open a window (\(error)); is there a display? Try xvfb-run.")
            } catch let error as OutputFile.Failure {
                throw UsageError(error.description)
            }
            defer { window.close() }
            let result = window.run(exitAfter: exitAfter)
            do {
                try window.finishRecording()
            } catch let error as OutputFile.Failure {
                throw UsageError(error.description)
            }
            if let screenshot { try Replay.saveScreenshot(of: window, to: screenshot) }
            if let state { try Replay.write(simulation.snapshot.json, to: state) }
            if stats { Console.error(result.summary) }
        }
    }
}

/// `LiveScene` (the scene layer's) is what the window's live editing asks for; the two
/// libraries do not know each other, so the command line introduces them.
extension LiveScene: LiveEditing {}
