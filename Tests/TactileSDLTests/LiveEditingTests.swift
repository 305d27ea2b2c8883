import CSDL2
import Foundation
import Testing
import TactileECS
import TactileGestures
import TactileRuntime
import TactileScenes
@testable import TactileSDL

/// `tactile play --watch` and the composition bar, in a running headless window (dummy video
/// driver), with real SDL events pushed into its queue and a scene file saved under it.
@Suite("Live scene files and the composition bar", .serialized)
@MainActor
struct LiveEditingTests {
    /// A window on the scene file, watching it.
    static func watching(_ file: ScratchSceneFile, record: String? = nil) throws -> (WindowHarness, LiveScene) {
        let live = LiveScene(file: try SceneFile.read(path: file.path), watching: true)
        return (try WindowHarness(content: live.file!, record: record, live: live), live)
    }

    /// One finger from `start` to `end` in `steps` moves, then up, then a second's rest.
    static func drag(_ harness: WindowHarness, from start: Point, to end: Point, steps: Int = 20, finger: Int64 = 1) {
        SDLEvents.finger(SDL_FINGERDOWN, id: finger, x: start.x, y: start.y, window: harness.size)
        harness.pump()
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            SDLEvents.finger(SDL_FINGERMOTION, id: finger, x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t,
                             window: harness.size)
            harness.pump()
        }
        SDLEvents.finger(SDL_FINGERUP, id: finger, x: end.x, y: end.y, window: harness.size)
        harness.pump()
        harness.wait(1)
    }

    static func isNear(_ entity: StateSnapshot.EntityState, _ x: Double, _ y: Double) -> Bool {
        abs(entity.x - x) < 0.5 && abs(entity.y - y) < 0.5
    }

    @Test func aFolderAFIFOOrALinkToADeviceInPlaceIsSaidAndTheLastGoodSceneStays() throws {
        // Nothing was said for these; a FIFO renamed into place hung the window in open(2), and
        // a link to /dev/zero read a gigabyte of zeros.
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 300, 300, "drag")]))
        let (harness, _) = try Self.watching(file)
        harness.pump()
        let manager = FileManager.default
        func expectRefused(_ kind: String, sourceLocation: SourceLocation = #_sourceLocation) {
            harness.pump()
            let error = harness.window.live?.reloadError
            #expect(error?.file == file.path && error?.problem == "is \(kind), not a file: not read",
                    "\(String(describing: error))", sourceLocation: sourceLocation)
            #expect(harness.simulation.snapshot.entities.map(\.name) == ["box"], sourceLocation: sourceLocation)
        }
        try manager.removeItem(atPath: file.path)
        try manager.createDirectory(atPath: file.path, withIntermediateDirectories: false)
        expectRefused("a folder")
        try manager.removeItem(atPath: file.path)
        #expect(mkfifo(file.folder + "/fifo", 0o644) == 0)
        try manager.moveItem(atPath: file.folder + "/fifo", toPath: file.path)
        expectRefused("a FIFO")
        try manager.removeItem(atPath: file.path)
        try manager.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        expectRefused("a character device")
        try manager.removeItem(atPath: file.path)
        try file.save(ScratchSceneFile.scene([("box", 300, 300, "drag"), ("ball", 900, 300, "drag")]))
        harness.pump()
        #expect(harness.window.live?.reloadError == nil)
        #expect(harness.simulation.snapshot.entities.map(\.name) == ["box", "ball"], "a good save loads again")
    }

    @Test func aSavedFileReloadsAndABrokenSaveKeepsTheLastGoodScene() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 300, 300, "drag")]))
        let (harness, live) = try Self.watching(file)
        Self.drag(harness, from: Point(x: 300, y: 300), to: Point(x: 400, y: 350))
        SDLEvents.key(SDLK_TAB)
        harness.pump()
        let before = (time: harness.simulation.now, log: harness.simulation.log)
        #expect(Self.isNear(harness.entity("box"), 400, 350))
        #expect(!before.log.isEmpty)

        // Saved in place, with a new entity: it appears; the box stays where it was dragged.
        try file.save(ScratchSceneFile.scene([("box", 300, 300, "drag"), ("ball", 900, 300, "drag")]))
        harness.pump()
        #expect(harness.window.live?.reloads == 1)
        #expect(harness.simulation.snapshot.entities.map(\.name) == ["box", "ball"])
        #expect(Self.isNear(harness.entity("box"), 400, 350), "the file did not move the box")
        #expect(Self.isNear(harness.entity("ball"), 900, 300))
        #expect(harness.entity("box").focused, "focus is kept by name")
        #expect(harness.simulation.now > before.time, "the clock goes on")
        #expect(Array(harness.simulation.log.prefix(before.log.count)) == before.log, "the log goes on")
        // The new entity's gesture works.
        Self.drag(harness, from: Point(x: 900, y: 300), to: Point(x: 900, y: 500))
        #expect(Self.isNear(harness.entity("ball"), 900, 500))

        // A broken save (renamed into place): its error, and the last good scene stays.
        try file.save("{\"scene\": 1, \"entities\": [\n  {\"name\": \"box\", \"x\": oops}\n]}\n", atomically: true)
        harness.pump()
        let error = try #require(harness.window.live?.reloadError)
        #expect(error.file == file.path && error.line == 2 && error.column == 24)
        #expect(harness.simulation.snapshot.entities.map(\.name) == ["box", "ball"])
        #expect(Self.isNear(harness.entity("box"), 400, 350) && Self.isNear(harness.entity("ball"), 900, 500))
        Self.drag(harness, from: Point(x: 400, y: 350), to: Point(x: 450, y: 350))
        #expect(Self.isNear(harness.entity("box"), 450, 350), "the last good scene still runs")

        // Fixed, and the box moved by the file: the file's place wins; the ball keeps its own.
        try file.save(ScratchSceneFile.scene([("box", 200, 600, "drag"), ("ball", 900, 300, "drag")]))
        harness.pump()
        #expect(harness.window.live?.reloadError == nil)
        #expect(harness.window.live?.reloads == 2)
        #expect(Self.isNear(harness.entity("box"), 200, 600))
        #expect(Self.isNear(harness.entity("ball"), 900, 500))
        #expect(live.file?.path == file.path)
    }

    @Test func aFileSavedTwiceInOneFrameReloadsOnce() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 300, 300, "drag")]))
        let (harness, _) = try Self.watching(file)
        try file.save(ScratchSceneFile.scene([("box", 300, 300, "drag"), ("a", 600, 300, "tap")]))
        try file.save(ScratchSceneFile.scene([("box", 300, 300, "drag"), ("b", 600, 300, "tap")]))
        harness.pump()
        harness.pump()
        #expect(harness.window.live?.reloads == 1)
        #expect(harness.simulation.snapshot.entities.map(\.name) == ["box", "b"])
    }

    @Test func anExpressionTypedIntoTheBarBecomesTheEntitysGesture() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 640, 400, "tap")]))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bar-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (harness, _) = try Self.watching(file, record: path)
        // A tap gesture: a drag does not move the box.
        Self.drag(harness, from: Point(x: 640, y: 400), to: Point(x: 740, y: 400))
        #expect(Self.isNear(harness.entity("box"), 640, 400))

        SDLEvents.key(SDLK_TAB)
        harness.pump()  // focus moves in the tick; the bar opens on the focus it finds
        LiveEvents.key(SDLK_e)
        harness.pump()
        let bar = try #require(harness.window.live?.bar)
        #expect(bar.isOpen && bar.text == "tap" && bar.target?.name == "box")

        // Replace the text: Ctrl+U clears it, then typing (keys and text, as a keyboard sends
        // them: 'd' and 'r' are the debugger and reset keys, Left moves the focused entity).
        LiveEvents.key(SDLK_u, modifiers: KMOD_LCTRL)
        LiveEvents.type("drag & rotat")
        LiveEvents.key(SDLK_LEFT)
        LiveEvents.key(SDLK_RIGHT)
        LiveEvents.type("ee")
        LiveEvents.key(SDLK_BACKSPACE)
        harness.pump()
        #expect(harness.window.live?.bar.text == "drag & rotate")
        #expect(!harness.simulation.showsDebugger, "D typed into the bar is not the debugger key")
        #expect(Self.isNear(harness.entity("box"), 640, 400), "Left typed into the bar does not move the box")

        LiveEvents.key(SDLK_RETURN)
        harness.pump()
        #expect(harness.window.live?.bar.isOpen == false)
        #expect(harness.window.live?.bar.notice == "box: drag & rotate")
        let box = try #require(harness.simulation.entity(named: "box"))
        #expect(GestureEditing.expression(of: box, in: harness.simulation) == "drag & rotate")

        // The new gesture: one finger drags the box, two twist it.
        Self.drag(harness, from: Point(x: 640, y: 400), to: Point(x: 740, y: 400))
        #expect(Self.isNear(harness.entity("box"), 740, 400))
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 690, y: 400, window: harness.size)
        SDLEvents.finger(SDL_FINGERDOWN, id: 2, x: 790, y: 400, window: harness.size)
        harness.pump()
        for i in 1...30 {
            let a = Double(i) * 3 * .pi / 180
            SDLEvents.finger(SDL_FINGERMOTION, id: 1, x: 740 - 50 * cos(a), y: 400 - 50 * sin(a), window: harness.size)
            SDLEvents.finger(SDL_FINGERMOTION, id: 2, x: 740 + 50 * cos(a), y: 400 + 50 * sin(a), window: harness.size)
            harness.pump()
        }
        SDLEvents.finger(SDL_FINGERUP, id: 1, x: 740 - 50 * cos(.pi / 2), y: 400 - 50, window: harness.size)
        SDLEvents.finger(SDL_FINGERUP, id: 2, x: 740 + 50 * cos(.pi / 2), y: 400 + 50, window: harness.size)
        harness.pump()
        harness.wait(1)
        #expect(abs(harness.entity("box").rotation - 90) < 1)

        // Nothing typed into the bar was recorded: the Tab before it is the only key in the trace.
        try harness.window.finishRecording()
        let keys = try TraceReader.read(path: path).events.compactMap { event -> String? in
            if case .key(let key, let isDown, _, _) = event { return "\(key) \(isDown ? "down" : "up")" }
            return nil
        }
        #expect(keys == ["Tab down"])
    }

    @Test func aWrongExpressionShowsItsErrorAndChangesNothing() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 640, 400, "drag")]))
        let (harness, _) = try Self.watching(file)
        SDLEvents.key(SDLK_TAB)
        harness.pump()  // focus moves in the tick; the bar opens on the focus it finds
        LiveEvents.key(SDLK_e)
        LiveEvents.type(" & spin")
        LiveEvents.key(SDLK_RETURN)
        harness.pump()
        let bar = try #require(harness.window.live?.bar)
        #expect(bar.isOpen, "the line stays to be fixed")
        #expect(bar.error?.column == 8 && bar.error?.problem.hasPrefix("unknown gesture \"spin\"") == true)
        #expect(bar.line.cursor == 7, "the cursor goes where the error is")

        // Esc closes the bar (and does not quit); the box keeps its drag.
        LiveEvents.key(SDLK_ESCAPE)
        harness.pump()
        #expect(harness.window.live?.bar.isOpen == false)
        #expect(!harness.simulation.wantsToQuit)
        Self.drag(harness, from: Point(x: 640, y: 400), to: Point(x: 640, y: 500))
        #expect(Self.isNear(harness.entity("box"), 640, 500))
    }

    @Test func withoutFocusTheBarSaysHowToGetOne() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 640, 400, "drag")]))
        let (harness, _) = try Self.watching(file)
        LiveEvents.key(SDLK_e)
        harness.pump()
        #expect(harness.window.live?.bar.isOpen == false)
        #expect(harness.window.live?.bar.notice?.contains("Tab") == true)
    }

    @Test func theBarWorksOnABuiltInScene() throws {
        let live = LiveScene(file: nil, watching: false)
        let harness = try WindowHarness(content: BuiltInScenes.named("tap-star")!.make(SceneOptions()), live: live)
        SDLEvents.key(SDLK_TAB)
        harness.pump()  // focus moves in the tick; the bar opens on the focus it finds
        LiveEvents.key(SDLK_e)
        harness.pump()
        #expect(harness.window.live?.bar.text == "", "its gesture is written in Swift")
        LiveEvents.type("drag")
        LiveEvents.key(SDLK_RETURN)
        harness.pump()
        Self.drag(harness, from: Point(x: 640, y: 400), to: Point(x: 700, y: 460))
        #expect(Self.isNear(harness.entity("star"), 700, 460))
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 700, y: 460, window: harness.size)
        harness.pump(after: 0.05)
        SDLEvents.finger(SDL_FINGERUP, id: 1, x: 700, y: 460, window: harness.size)
        harness.pump()
        harness.wait(1)
        #expect(harness.entity("star").scale == 1, "the tap gesture is gone: a tap does not toggle the scale")
    }
}
