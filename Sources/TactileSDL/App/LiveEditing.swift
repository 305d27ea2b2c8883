import CSDL2
import TactileECS
import TactileGestures
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// What a play window needs to reload its scene file when it is saved and to change gestures
/// from the composition bar. The scene layer provides it (`TactileScenes`' `LiveScene`, which
/// `tactile play` passes); this library knows no scene files.
///
/// ```swift
/// extension LiveScene: LiveEditing {}
/// options.live = LiveScene(file: file, watching: true)
/// ```
public protocol LiveEditing: AnyObject {
    /// The file to watch, or nil when nothing is watched.
    var watchedPath: String? { get }
    /// Reads the watched file again and swaps it into `simulation` (called between ticks);
    /// throws why not (file, line, column), and then leaves the scene as it was.
    func reload(into simulation: Simulation) throws(InputFileError)
    /// The expression of `entity`'s gesture, to start the bar with ("" if it has none).
    func gestureExpression(of entity: Entity, in simulation: Simulation) -> String
    /// Gives `entity` the gesture written in `text`; throws why not (the column in `text`).
    func applyGesture(_ text: String, to entity: Entity, in simulation: Simulation) throws(InputFileError)
}

/// A play window's live editing: the watched scene file and the composition bar, their errors
/// and what they draw.
///
/// ```swift
/// let live = LiveSession(editing: scene)
/// if live.handle(event, simulation: simulation) { continue }   // in the event loop
/// live.reloadIfSaved(simulation)                               // between ticks
/// ```
///
/// A reload happens between ticks (the window calls it after polling, before the frame's
/// ticks), as one clean scene swap. A failed one keeps the last good scene on screen and
/// shows its error at the top of the window and on standard error, until a save loads.
@MainActor
final class LiveSession {
    let editing: any LiveEditing
    private let watcher: FileWatcher?
    private(set) var bar = CompositionBar()
    /// Why the last save did not load, if it did not.
    private(set) var reloadError: InputFileError?
    /// Saves that loaded.
    private(set) var reloads = 0
    /// The notice on screen and the time it appeared (simulation seconds).
    private var shownNotice: (text: String, since: Double)?

    /// How long a notice stays, in seconds.
    static let noticeSeconds = 3.0

    init(editing: any LiveEditing) {
        self.editing = editing
        watcher = editing.watchedPath.map { FileWatcher(path: $0) }
        // SDL starts with text input on: it is on only while the bar is open.
        SDL_StopTextInput()
    }

    /// How the watched file is watched (nil when none is).
    var watchMethod: FileWatcher.Method? { watcher?.method }

    /// Lets the bar take `event` first; true when it did (nothing else should see it then).
    func handle(_ event: SDL_Event, simulation: Simulation) -> Bool {
        bar.handle(event, simulation: simulation, editing: editing)
    }

    /// Reloads the scene if its file was saved since the last call.
    func reloadIfSaved(_ simulation: Simulation) {
        guard let watcher, watcher.poll() else { return }
        reload(simulation)
    }

    /// Reloads the scene now: the new version, or its error beside the last good scene.
    func reload(_ simulation: Simulation) {
        do {
            try editing.reload(into: simulation)
            reloadError = nil
            reloads += 1
            report("tactile: reloaded \(editing.watchedPath ?? "the scene")")
        } catch {
            reloadError = error
            report("tactile: \(error.description) (the last good scene stays)")
        }
    }

    /// Draws the reload error, the bar and any notice over the frame.
    func draw(_ simulation: Simulation, on renderer: SceneRenderer, pixelScale: Double) {
        if let notice = bar.notice {
            if shownNotice?.text != notice { shownNotice = (notice, simulation.now) }
            if let since = shownNotice?.since, simulation.now - since > Self.noticeSeconds {
                bar.clearNotice()
                shownNotice = nil
            }
        }
        renderer.drawLive(SceneRenderer.LiveContent(reloadError: reloadError, bar: bar, notice: bar.notice),
                          windowSize: simulation.windowSize, pixelScale: pixelScale)
    }

    /// One line on standard error (a failed write has nowhere else to go).
    private func report(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = write(STDERR_FILENO, bytes, bytes.count)
    }
}
