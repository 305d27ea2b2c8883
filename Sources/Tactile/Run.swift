#if canImport(Glibc)
import Glibc
#endif
import TactileRuntime
import TactileSDL

/// Opens a window playing the entities `content` describes, until it is closed or Esc is pressed.
///
/// ```swift
/// import Tactile
///
/// run(title: "Hello") {
///     Circle().fill(.blue).frame(width: 120, height: 120)
///         .gesture(DragGesture().onEnded { print($0.translation) })
/// }
/// ```
///
/// The process's arguments may add the flags of ``RunOptions/usage`` (`--headless`,
/// `--exit-after`, `--record`, …); a bad one, or a window that cannot open, prints one line
/// and exits with status 2. Returns what the session measured. Costs one window and the
/// scene's ticks, 120 a second.
@MainActor @discardableResult
public func run(title: String = "Tactile", size: Vector = Vector(width: 1280, height: 800),
                arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                @EntityBuilder content: @escaping () -> EntityNode) -> PlayStats {
    run(RunOptions(title: title, size: size), arguments: arguments, scene: DeclarativeScene(content))
}

/// Opens a window with `options` playing the entities `content` describes.
///
/// ```swift
/// run(RunOptions(title: "Cards", size: Vector(width: 800, height: 600))) { CardStack() }
/// ```
///
/// As ``run(title:size:arguments:content:)``, with every option at hand.
@MainActor @discardableResult
public func run(_ options: RunOptions, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                @EntityBuilder content: @escaping () -> EntityNode) -> PlayStats {
    run(options, arguments: arguments, scene: DeclarativeScene(content))
}

/// Opens a window playing a scene built game-style: entities spawned and systems added by
/// its <doc:/documentation/TactileRuntime/SceneContent/install(in:)>.
///
/// ```swift
/// struct Toy: SceneContent {
///     func install(in simulation: Simulation) {
///         simulation.spawn(name: "ball", shape: .circle(radius: 40),
///                          appearance: Appearance(position: Point(x: 640, y: 400), fill: .orange))
///     }
///     func fresh() -> any SceneContent { Toy() }
/// }
/// run(RunOptions(title: "Toy"), scene: Toy())
/// ```
///
/// As ``run(title:size:arguments:content:)`` otherwise.
@MainActor @discardableResult
public func run(_ options: RunOptions = RunOptions(), arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                scene: any SceneContent) -> PlayStats {
    if arguments.contains("--help") || arguments.contains("-h") {
        print("usage: \(programName) [flags]\n\(RunOptions.usage)")
        exit(0)
    }
    do {
        let options = try options.parse(arguments)
        if let trace = options.tracePath {
            try replayHeadless(trace, on: scene, options: options)
            return PlayStats()
        }
        let window = try makeWindow(playing: scene, options: options)
        defer { window.close() }
        let stats = window.run(exitAfter: options.exitAfter)
        try window.finishRecording()
        try writeOutputs(of: window.simulation, window: window, options: options)
        return stats
    } catch let error as RunOptions.ArgumentError {
        fail("\(error)")
    } catch let error as SDLError {
        fail("cannot open a window (\(error)); is there a display? Try --headless or xvfb-run.")
    } catch {
        fail("\(error)")
    }
}

/// Plays `scene` in a window with `options` until it closes; the building block of ``run(_:arguments:scene:)``
/// for programs (and tests) that handle failures themselves.
///
/// ```swift
/// var options = RunOptions()
/// options.headless = true
/// options.exitAfter = 0.5
/// let stats = try openWindow(playing: DeclarativeScene { Circle() }, options: options)
/// ```
///
/// Throws an <doc:/documentation/TactileSDL/SDLError> when no window opens, and the recording's first failed write
/// (an `OutputFile.Failure`) so that none goes unsaid. Costs one window and 120 ticks a second.
@MainActor
public func openWindow(playing scene: any SceneContent, options: RunOptions) throws -> PlayStats {
    let window = try makeWindow(playing: scene, options: options)
    defer { window.close() }
    let stats = window.run(exitAfter: options.exitAfter)
    try window.finishRecording()
    return stats
}

/// A window with `options` and a fresh simulation playing `scene`, for programs and tests that
/// run its frames themselves.
///
/// ```swift
/// let window = try makeWindow(playing: DeclarativeScene { Circle() }, options: RunOptions())
/// defer { window.close() }
/// window.frame()
/// ```
///
/// Throws an `SDLError` when no window opens. Costs one window; `options.exitAfter` is for
/// ``openWindow(playing:options:)``'s loop and is ignored here.
@MainActor
public func makeWindow(playing scene: any SceneContent, options: RunOptions) throws -> PlayWindow {
    let simulation = Simulation(windowSize: options.size)
    simulation.world[resource: SceneSettings.self].reduceMotion = options.reduceMotion
    simulation.load(scene)
    var windowOptions = PlayWindow.Options(size: options.size)
    windowOptions.title = options.title
    windowOptions.fullscreen = options.fullscreen
    windowOptions.headless = options.headless
    windowOptions.recordPath = options.recordPath
    windowOptions.showsHUD = options.showsHUD
    return try PlayWindow(simulation: simulation, options: windowOptions)
}

/// Replays the trace at `path` on `scene` headless, tick by tick as `tactile replay` does, and
/// writes the outputs `options` asks for: how an app is checked without a display.
///
/// ```swift
/// try replayHeadless("session.jsonl", on: DeclarativeScene { Cards() }, options: options)
/// ```
///
/// Throws the trace's first bad line, or a failed write. Memory is one tick's events.
@MainActor
public func replayHeadless(_ path: String, on scene: any SceneContent, options: RunOptions) throws {
    let stream = try TraceStream(path: path) { warn("warning: \($0)") }
    let simulation = Simulation(windowSize: stream.windowSize ?? options.size)
    simulation.load(scene)
    simulation.world[resource: SceneSettings.self].reduceMotion = options.reduceMotion
    if options.timelinePath != nil { simulation.recordTimeline() }
    try Replay.run(from: stream.next, on: simulation, until: nil)
    for line in stream.warnings.summary { warn("warning: \(line)") }
    if let timeline = options.timelinePath {
        try OutputFile.write(TimelineSVG(simulation.world.resource(Timeline.self), title: programName).text, to: timeline,
                             what: "the timeline")
    }
    try writeOutputs(of: simulation, window: nil, options: options)
}

/// Writes the state file and the screenshot `options` asks for (a screenshot of a run without
/// a window is rendered off-screen).
@MainActor
private func writeOutputs(of simulation: Simulation, window: PlayWindow?, options: RunOptions) throws {
    if let state = options.statePath { try OutputFile.write(simulation.snapshot.json, to: state, what: "the state file") }
    guard let screenshot = options.screenshotPath else { return }
    if let window { return try window.screenshot(to: screenshot) }
    var windowOptions = PlayWindow.Options(size: simulation.windowSize)
    windowOptions.headless = true
    windowOptions.showsHUD = false
    let offscreen = try PlayWindow(simulation: simulation, options: windowOptions)
    defer { offscreen.close() }
    try offscreen.screenshot(to: screenshot)
}

private func warn(_ line: String) {
    let bytes = Array("\(programName): \(line)\n".utf8)
    _ = write(STDERR_FILENO, bytes, bytes.count)  // a warning that cannot be written is lost; the run goes on
}

private var programName: String {
    CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "tactile-app"
}

/// One line on standard error, exit status 2: bad input never crashes an app.
private func fail(_ message: String) -> Never {
    let bytes = Array("\(programName): \(message)\n".utf8)
    _ = write(STDERR_FILENO, bytes, bytes.count)  // nowhere left to report a failure; the status says it
    exit(2)
}
