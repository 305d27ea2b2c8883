import CSDL2
import Foundation
import TactileGestures
import TactileECS
import TactileRuntime

/// A window running a simulation: SDL input in, the fixed 120 Hz clock, frames out.
///
/// ```swift
/// let window = try PlayWindow(simulation: simulation, options: .init(size: Vector(width: 1280, height: 800)))
/// let stats = window.run(exitAfter: 10)
/// ```
///
/// Each frame polls events (stamped with the simulation's time when polled), runs the ticks
/// that real time makes due (catch-up capped), and draws the scene interpolated between the
/// last two ticks. Vsync may pace the frames; it never paces the simulation.
@MainActor
public final class PlayWindow {
    public struct Options {
        /// The window's title.
        public var title = "Tactile"
        public var size: Vector
        public var fullscreen = false
        /// Dummy video driver and software renderer: no display needed.
        public var headless = false
        /// Record every input event here, as a trace.
        public var recordPath: String?
        public var showsHUD = true
        public init(size: Vector) { self.size = size }
    }

    public let simulation: Simulation
    private let options: Options
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    private let sceneRenderer: SceneRenderer
    private var translator: InputTranslator
    /// Touchpad pinch and rotate (X11 only; `nil` headless or where unavailable).
    private let touchpad: TouchpadGestures?
    private let recorder: TraceWriter?
    private var clock: FixedClock
    private var pending: [InputEvent] = []
    private var lastCounter: UInt64 = 0
    public private(set) var stats = PlayStats()
    private var polledEvents = 0
    private var quitRequested = false

    public init(simulation: Simulation, options: Options) throws {
        try SDLSystem.start(headless: options.headless)
        self.simulation = simulation
        self.options = options
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if options.fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if options.headless { flags |= SDL_WINDOW_HIDDEN.rawValue }
        guard let window = SDL_CreateWindow(options.title, tactile_SDL_WINDOWPOS_CENTERED(), tactile_SDL_WINDOWPOS_CENTERED(),
                                            Int32(options.size.width), Int32(options.size.height), flags) else {
            throw SDLError("SDL_CreateWindow")
        }
        self.window = window
        let rendererFlags = options.headless ? SDL_RENDERER_SOFTWARE.rawValue
            : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.renderer = renderer
        sceneRenderer = SceneRenderer(renderer: renderer)
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let size = Vector(width: Double(w), height: Double(h))
        let loaded = simulation.windowSize
        translator = InputTranslator(windowSize: size)
        touchpad = options.headless ? nil : TouchpadGestures.start(for: window)
        recorder = try options.recordPath.map { try TraceWriter(path: $0, windowSize: loaded) }
        if size != loaded {
            // The window is not the size the scene was laid out in (fullscreen, a window
            // manager's choice): a resize at the start, recorded, so that a replay matches.
            let resize = InputEvent.resize(width: size.width, height: size.height, time: 0)
            pending.append(resize)
            recorder?.append(resize)
        }
        clock = FixedClock(counterFrequency: SDL_GetPerformanceFrequency())
        lastCounter = SDL_GetPerformanceCounter()
    }

    /// Ends the recording (if any); throws its first failed write, so that none goes unsaid.
    public func finishRecording() throws(OutputFile.Failure) {
        try recorder?.close()
    }

    /// Closes the window.
    public func close() {
        touchpad?.close()
        sceneRenderer.close()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The simulation's time now: the last tick plus the real time accumulated since.
    private var simulationTime: Double { (Double(clock.tick) + clock.alpha) / Simulation.ticksPerSecond }

    /// Runs frames until the window closes, Esc is pressed, or `exitAfter` seconds of real time.
    public func run(exitAfter: Double? = nil) -> PlayStats {
        let start = SDL_GetPerformanceCounter()
        let frequency = Double(SDL_GetPerformanceFrequency())
        while !quitRequested && !simulation.wantsToQuit && recorder?.failure == nil {
            frame()
            if let exitAfter, Double(SDL_GetPerformanceCounter() - start) / frequency >= exitAfter { break }
        }
        stats.seconds = Double(SDL_GetPerformanceCounter() - start) / frequency
        return stats
    }

    /// One frame: events, due ticks, drawing.
    public func frame() {
        let counter = SDL_GetPerformanceCounter()
        let due = clock.accumulate(counterDelta: counter &- lastCounter)
        lastCounter = counter
        let eventsBefore = polledEvents
        pollEvents(at: (Double(clock.tick) + Double(due) + clock.alpha) / Simulation.ticksPerSecond)
        for _ in 0..<min(due, 30) { runTick() }
        draw()
        SDL_RenderPresent(renderer)
        stats.recordFrame(at: Double(counter) / Double(SDL_GetPerformanceFrequency()), events: polledEvents - eventsBefore)
    }

    /// Polls every waiting SDL event, stamping it with `time` (tests pass their own time).
    public func pollEvents(at time: Double) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_QUIT.rawValue { quitRequested = true }
            for input in translator.translate(event, at: time) {
                pending.append(input)
                recorder?.append(input)
                polledEvents += 1
            }
        }
        for input in touchpad?.poll(at: time) ?? [] {
            pending.append(input)
            recorder?.append(input)
            polledEvents += 1
        }
    }

    /// Runs the next tick with the pending events its time covers.
    public func runTick() {
        clock.advance()
        let time = clock.now
        let count = pending.prefix { $0.time <= time + 1e-9 }.count
        let started = SDL_GetPerformanceCounter()
        simulation.runTick(clock.tick, events: pending.prefix(count))
        stats.record(tickSeconds: Double(SDL_GetPerformanceCounter() - started) / Double(SDL_GetPerformanceFrequency()))
        pending.removeFirst(count)
    }

    /// Draws the current state (without presenting), for a frame or a screenshot.
    public func draw() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let pixelScale = simulation.windowSize.width > 0 ? Double(w) / simulation.windowSize.width : 1
        var extras = SceneRenderer.Extras()
        for (id, point) in translator.activePointers.sorted(by: { $0.key < $1.key }) {
            extras.pointers.append(point)
            extras.virtualPointers += simulation.emulatedFingers(of: id)
        }
        extras.virtualPointers += simulation.world.touchpadFingers
        if options.showsHUD { extras.hud = [stats.hudLine(pointers: translator.activePointers.count)] }
        sceneRenderer.draw(simulation, alpha: clock.alpha, pixelScale: pixelScale, extras: extras)
    }

    /// Draws the current state and saves it as a PNG.
    ///
    /// The PNG is encoded in memory and written with every write checked (`OutputFile`):
    /// SDL's own file writing is buffered, and a failed final flush goes unreported.
    public func screenshot(to path: String) throws {
        draw()
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError("SDL_CreateRGBSurfaceWithFormat")
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            throw SDLError("SDL_RenderReadPixels")
        }
        // Room for the pixels stored without compression, a filter byte a row, and zlib's and
        // PNG's framing (well under 1 % more).
        let raw = Int(h) * (Int(w) * 4 + 1)
        let capacity = raw + raw / 128 + 65_536
        guard capacity <= Int(Int32.max) else { throw SDLError("screenshot of \(w)×\(h) pixels: too large") }
        var png = [UInt8](repeating: 0, count: capacity)
        let length = try png.withUnsafeMutableBytes { buffer throws -> Int in
            guard let stream = SDL_RWFromMem(buffer.baseAddress, Int32(buffer.count)) else { throw SDLError("SDL_RWFromMem") }
            defer { SDL_RWclose(stream) }
            guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { throw SDLError("IMG_SavePNG_RW") }
            return Int(SDL_RWtell(stream))
        }
        try OutputFile.write(Array(png[..<length]), to: path, what: "the screenshot")
    }
}

/// What a play session measured.
public struct PlayStats {
    public var frames = 0
    public var events = 0
    public var seconds = 0.0
    public var ticks = 0
    private var tickTotal = 0.0
    private var tickWorst = 0.0
    private var recentTicks: [Double] = []
    /// The last full second's frame and event counts, for the HUD.
    private var window = (start: 0.0, frames: 0, events: 0)
    private(set) var lastSecond = (frames: 0, events: 0)

    mutating func record(tickSeconds: Double) {
        ticks += 1
        tickTotal += tickSeconds
        tickWorst = max(tickWorst, tickSeconds)
        if recentTicks.count >= 120 { recentTicks.removeFirst() }
        recentTicks.append(tickSeconds)
    }

    /// Counts a frame drawn at `time` (seconds) after `events` more events.
    mutating func recordFrame(at time: Double, events newEvents: Int) {
        frames += 1
        events += newEvents
        window.frames += 1
        window.events += newEvents
        if time - window.start >= 1 {
            lastSecond = (window.frames, window.events)
            window = (time, 0, 0)
        }
    }

    public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
    public var meanTickMilliseconds: Double { ticks > 0 ? tickTotal / Double(ticks) * 1000 : 0 }
    public var worstTickMilliseconds: Double { tickWorst * 1000 }

    func hudLine(pointers: Int) -> String {
        let recent = recentTicks.isEmpty ? 0 : recentTicks.reduce(0, +) / Double(recentTicks.count) * 1000
        return String(format: "%d fps · tick %.3f ms · %d events/s · %d pointers",
                      lastSecond.frames, recent, lastSecond.events, pointers)
    }

    public var summary: String {
        String(format: "frames: %d in %.2f s (%.1f fps); ticks: %d, mean %.3f ms, worst %.3f ms; events: %d",
               frames, seconds, framesPerSecond, ticks, meanTickMilliseconds, worstTickMilliseconds, events)
    }
}
