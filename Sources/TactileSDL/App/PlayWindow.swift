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
/// Each frame polls events (each stamped with the simulation's time when polled), runs the
/// ticks that real time makes due (catch-up capped), draws the scene interpolated between the
/// last two ticks and presents it: an event whose time a due tick covers is shown by the very
/// frame that polled it. Vsync may pace the frames; it never paces the simulation.
@MainActor
public final class PlayWindow {
    /// How the window opens: `var options = PlayWindow.Options(size: Vector(width: 800, height: 600))`.
    public struct Options {
        /// The window's title.
        public var title = "Tactile"
        /// The window's size in points, the scene's coordinates.
        public var size: Vector
        /// Fill the screen.
        public var fullscreen = false
        /// Dummy video driver and software renderer: no display needed.
        public var headless = false
        /// Record every input event here, as a trace.
        public var recordPath: String?
        /// Draw the frame rate, tick time and latency in the corner.
        public var showsHUD = true
        /// Reloading the scene file when it is saved, and the composition bar (`E`).
        public var live: (any LiveEditing)?
        /// Wait for the display's refresh when presenting. Off, frames run free (for
        /// measuring); `SDL_RENDER_VSYNC=0` in the environment turns it off as well.
        public var vsync = true
        /// A window of `size` points, the rest as `tactile play` has them.
        public init(size: Vector) { self.size = size }
    }

    /// The simulation it runs: `window.simulation.snapshot` is what is on screen.
    public let simulation: Simulation
    private let options: Options
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    let sceneRenderer: SceneRenderer
    private var renderList = RenderList()
    private var translator: InputTranslator
    /// Touchpad pinch and rotate (X11 only; `nil` headless or where unavailable).
    private let touchpad: TouchpadGestures?
    private let recorder: TraceWriter?
    private var clock: FixedClock
    private let counterFrequency: Double
    /// Input not consumed by a tick yet, and the performance counter when each was polled.
    private var pending: [InputEvent] = []
    private var pendingPolledAt: [UInt64] = []
    /// When the events consumed since the last present were polled.
    private var consumedPolledAt: [UInt64] = []
    private var lastCounter: UInt64 = 0
    /// What the session has measured so far.
    public private(set) var stats = PlayStats()
    private var polledEvents = 0
    private var quitRequested = false
    /// The watched scene file and the composition bar, when `options.live` asks for them.
    private(set) var live: LiveSession?

    /// Opens the window on `simulation`; throws an ``SDLError`` when SDL cannot (no display: try
    /// `headless`). Costs a window, a renderer and the shape atlas.
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
        if options.vsync {
            SDL_ResetHint(SDL_HINT_RENDER_VSYNC)  // the environment's say, if any
        } else {
            SDL_SetHintWithPriority(SDL_HINT_RENDER_VSYNC, "0", SDL_HINT_OVERRIDE)
        }
        let rendererFlags = options.headless ? SDL_RENDERER_SOFTWARE.rawValue
            : SDL_RENDERER_ACCELERATED.rawValue | (options.vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateRenderer")
        }
        self.renderer = renderer
        guard let sceneRenderer = SceneRenderer(renderer: renderer) else {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw SDLError("SDL_CreateTexture (the shape atlas)")
        }
        self.sceneRenderer = sceneRenderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        stats.vsync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        stats.rendererName = info.name.map { String(cString: $0) } ?? "?"
        live = options.live.map { LiveSession(editing: $0) }
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
            pendingPolledAt.append(SDL_GetPerformanceCounter())
            recorder?.append(resize)
        }
        clock = FixedClock(counterFrequency: SDL_GetPerformanceFrequency())
        counterFrequency = Double(SDL_GetPerformanceFrequency())
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

    /// Runs frames until the window closes, Esc is pressed, or `exitAfter` seconds of real time.
    public func run(exitAfter: Double? = nil) -> PlayStats {
        let start = SDL_GetPerformanceCounter()
        lastCounter = start
        while !quitRequested && !simulation.wantsToQuit && recorder?.failure == nil {
            frame()
            if let exitAfter, Double(SDL_GetPerformanceCounter() - start) / counterFrequency >= exitAfter { break }
        }
        stats.seconds = Double(SDL_GetPerformanceCounter() - start) / counterFrequency
        return stats
    }

    /// One frame: poll, run the due ticks, draw, present, and measure what it showed.
    public func frame() {
        let eventsBefore = polledEvents
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            let polled = SDL_GetPerformanceCounter()
            let due = clock.accumulate(counterDelta: polled &- lastCounter)
            lastCounter = polled
            handle(event, at: (Double(clock.tick) + Double(due) + clock.alpha) / Simulation.ticksPerSecond, polledAt: polled)
        }
        let counter = SDL_GetPerformanceCounter()
        let due = clock.accumulate(counterDelta: counter &- lastCounter)
        lastCounter = counter
        pollTouchpad(at: (Double(clock.tick) + Double(due) + clock.alpha) / Simulation.ticksPerSecond, polledAt: counter)
        reloadIfSaved()
        for _ in 0..<min(due, 30) { runTick() }
        draw()
        SDL_RenderPresent(renderer)
        let presented = SDL_GetPerformanceCounter()
        for polled in consumedPolledAt {
            stats.recordLatency(microseconds: Double(presented &- polled) / counterFrequency * 1e6)
        }
        consumedPolledAt.removeAll(keepingCapacity: true)
        stats.recordFrame(at: Double(presented) / counterFrequency, events: polledEvents - eventsBefore)
    }

    /// Polls every waiting SDL event, stamping it with `time` (tests pass their own time).
    public func pollEvents(at time: Double) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { handle(event, at: time, polledAt: SDL_GetPerformanceCounter()) }
        pollTouchpad(at: time, polledAt: SDL_GetPerformanceCounter())
    }

    private func pollTouchpad(at time: Double, polledAt polled: UInt64) {
        for input in touchpad?.poll(at: time) ?? [] {
            pending.append(input)
            pendingPolledAt.append(polled)
            recorder?.append(input)
            polledEvents += 1
        }
    }

    private func handle(_ event: SDL_Event, at time: Double, polledAt polled: UInt64) {
        if event.type == SDL_QUIT.rawValue { quitRequested = true }
        if let live, live.handle(event, simulation: simulation) { return }
        for input in translator.translate(event, at: time) {
            pending.append(input)
            pendingPolledAt.append(polled)
            recorder?.append(input)
            polledEvents += 1
        }
    }

    /// Reloads the watched scene file if it was saved since the last call: between ticks, as
    /// one scene swap (``LiveEditing``).
    public func reloadIfSaved() {
        live?.reloadIfSaved(simulation)
    }

    /// Runs the next tick with the pending events its time covers.
    public func runTick() {
        clock.advance()
        let time = clock.now
        let count = pending.prefix { $0.time <= time + 1e-9 }.count
        let started = SDL_GetPerformanceCounter()
        simulation.runTick(clock.tick, events: pending.prefix(count))
        stats.record(tickSeconds: Double(SDL_GetPerformanceCounter() - started) / counterFrequency)
        pending.removeFirst(count)
        consumedPolledAt.append(contentsOf: pendingPolledAt.prefix(count))
        pendingPolledAt.removeFirst(count)
    }

    /// Draws the current state (without presenting), for a frame or a screenshot.
    public func draw() {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let pixelScale = simulation.windowSize.width > 0 ? Double(w) / simulation.windowSize.width : 1
        renderList.rebuild(from: simulation, alpha: clock.alpha, pixelScale: pixelScale, pointers: translator.activePointers)
        let hud = options.showsHUD ? [stats.hudLine(pointers: translator.activePointers.count)] : []
        sceneRenderer.draw(renderList, hud: hud)
        live?.draw(simulation, on: sceneRenderer, pixelScale: pixelScale)
    }

    /// Draws the current state and returns its pixels (without presenting).
    public func capture() throws -> PixelImage {
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
        return PixelImage(surface: surface)
    }

    /// Draws the current state and saves it as a PNG, every write checked: read back and
    /// written a band of rows at a time, so that memory beyond the frame itself is O(width)
    /// (a 16,384-point window's frame is 1 GiB; whole-frame copies of it were five).
    public func screenshot(to path: String) throws {
        draw()
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        let png = try PNGWriter(path: path, width: Int(w), height: Int(h))
        let band = Int32(max(1, min(Int(h), (1 << 22) / max(1, Int(w) * 4))))  // about 4 MiB a band
        var pixels = [UInt32](repeating: 0, count: Int(w) * Int(band))
        var y: Int32 = 0
        while y < h {
            let rows = min(band, h - y)
            var rect = SDL_Rect(x: 0, y: y, w: w, h: rows)
            let read = pixels.withUnsafeMutableBytes {
                SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, w * 4)
            }
            guard read == 0 else { throw SDLError("SDL_RenderReadPixels") }
            try pixels.withUnsafeBufferPointer { all in
                for row in 0..<Int(rows) {
                    try png.append(row: UnsafeBufferPointer(rebasing: all[row * Int(w) ..< (row + 1) * Int(w)]))
                }
            }
            y += rows
        }
        try png.finish()
    }
}
