import CSDL2
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes
@testable import TactileSDL

/// Builds real SDL events and pushes them into SDL's queue, as a device would.
enum SDLEvents {
    static func finger(_ type: SDL_EventType, id: Int64, x: Double, y: Double, window: Vector, touch: Int64 = 7) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = id
        event.tfinger.x = Float(x / window.width)
        event.tfinger.y = Float(y / window.height)
        event.tfinger.pressure = 1
        push(&event)
    }

    static func mouseButton(down: Bool, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32, fromTouch: Bool = false) {
        var event = SDL_Event()
        event.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.which = fromTouch ? tactile_SDL_TOUCH_MOUSEID() : 0
        event.button.button = UInt8(button)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = x
        event.button.y = y
        push(&event)
    }

    static func mouseMotion(x: Int32, y: Int32, fromTouch: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.which = fromTouch ? tactile_SDL_TOUCH_MOUSEID() : 0
        event.motion.x = x
        event.motion.y = y
        push(&event)
    }

    static func key(_ keycode: SDL_KeyCode, down: Bool = true) {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.keysym.sym = Int32(keycode.rawValue)
        push(&event)
    }

    static func focusLost() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        push(&event)
    }

    static func windowLeft() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        push(&event)
    }

    private static func push(_ event: inout SDL_Event) {
        precondition(SDL_PushEvent(&event) == 1, String(cString: SDL_GetError()))
    }
}

/// A headless window (dummy video driver, software renderer) on a scene, driven tick by tick
/// with a scripted clock.
@MainActor
final class WindowHarness {
    let window: PlayWindow
    var simulation: Simulation { window.simulation }
    let size = Vector(width: 1280, height: 800)
    private(set) var time = 0.0

    convenience init(scene: String, record: String? = nil) throws {
        try self.init(content: BuiltInScenes.named(scene)!.make(SceneOptions()), record: record)
    }

    /// A window on `content`, with live editing (a watched file, the composition bar) if given.
    init(content: any SceneContent, record: String? = nil, live: (any LiveEditing)? = nil) throws {
        let simulation = Simulation(windowSize: size)
        simulation.load(content)
        var options = PlayWindow.Options(size: size)
        options.headless = true
        options.recordPath = record
        options.live = live
        window = try PlayWindow(simulation: simulation, options: options)
        // Drop whatever an earlier window left in SDL's queue.
        window.pollEvents(at: 0)
        window.runTick()
        time = simulation.now
    }

    /// Polls what was pushed, stamped `dt` after the last poll, reloads a saved scene file,
    /// and runs the ticks up to then (a frame's order).
    func pump(after dt: Double = 1.0 / 120) {
        time += dt
        window.pollEvents(at: time)
        window.reloadIfSaved()
        while simulation.now + 1e-9 < time { window.runTick() }
    }

    func wait(_ seconds: Double) {
        let end = time + seconds
        while time + 1e-9 < end { pump() }
    }

    func entity(_ name: String) -> StateSnapshot.EntityState {
        simulation.snapshot.entities.first { $0.name == name }!
    }

    deinit {}
}
