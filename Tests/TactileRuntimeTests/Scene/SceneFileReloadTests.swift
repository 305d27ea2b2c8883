import Testing
import TactileECS
import TactileGestures
import TactileRuntime
import TactileScenes

/// Reloading a saved scene file into a running simulation (`tactile play --watch`): what goes
/// on, and what each entity keeps.
@Suite("Scene file reload")
struct SceneFileReloadTests {
    /// A scene file of entities given as JSON objects' members.
    static func file(_ entities: [String]) throws -> SceneFile {
        try SceneFile.parse("{\"scene\": 1, \"entities\": [" + entities.map { "{\($0)}" }.joined(separator: ", ") + "]}",
                            path: "live.json")
    }

    static func box(x: Double = 300, y: Double = 300, extra: String = "") -> String {
        "\"name\": \"box\", \"width\": 100, \"height\": 100, \"x\": \(x), \"y\": \(y), \"gesture\": \"drag & rotate\"\(extra)"
    }

    @Test func whatTheFileDidNotChangeIsKept() throws {
        let v1 = try Self.file([Self.box()])
        let runner = SceneRunner(scene: v1)
        runner.run(TraceBuilder()
            .drag(1, from: Point(x: 300, y: 300), to: Point(x: 400, y: 350), t: 0.1, duration: 0.3)
            .twist(centre: Point(x: 400, y: 350), span: 60, by: .degrees(30), t: 1, duration: 0.3), until: 2)
        let before = try runner.state("box")
        #expect(abs(before.rotation - 30) < 0.5)
        #expect(abs(before.x - 300) > 50, "dragged away from the file's place")

        // Rotation changed by the file: the file's; the position it left alone: the user's.
        try Self.file([Self.box(extra: ", \"rotation\": 45")]).reload(into: runner.simulation, replacing: v1)
        let box = try runner.state("box")
        #expect(box.x == before.x && box.y == before.y)
        #expect(abs(box.rotation - 45) < 1e-9)
        #expect(box.scale == 1)
    }

    @Test func theKeyboardsMovesGoWithThePosition() throws {
        let v1 = try Self.file([Self.box()])
        let runner = SceneRunner(scene: v1)
        runner.run(TraceBuilder().key("Tab", t: 0.1).key("Right", t: 0.2).key("]", t: 0.3), until: 0.5)
        #expect(try runner.state("box").x == 310)

        let v2 = try Self.file([Self.box(extra: ", \"color\": \"#FF0000\"")])
        v2.reload(into: runner.simulation, replacing: v1)
        #expect(try runner.state("box").x == 310)
        #expect(abs(try runner.state("box").rotation - 15) < 1e-9)
        #expect(try runner.state("box").color == "#FF0000")

        // Now the file moves it: the file's place, without the keyboard's offset; the turn stays.
        try Self.file([Self.box(x: 500)]).reload(into: runner.simulation, replacing: v2)
        #expect(try runner.state("box").x == 500)
        #expect(abs(try runner.state("box").rotation - 15) < 1e-9)
    }

    @Test func aNewNameOrANewParentIsTheFilesPlace() throws {
        let v1 = try Self.file([Self.box(), "\"name\": \"a\", \"x\": 600, \"y\": 300", "\"name\": \"b\", \"x\": 900, \"y\": 300",
                                "\"name\": \"dot\", \"parent\": \"a\", \"x\": 0, \"y\": 100, \"gesture\": \"drag\""])
        let runner = SceneRunner(scene: v1)
        runner.run(TraceBuilder()
            .drag(1, from: Point(x: 300, y: 300), to: Point(x: 300, y: 500), t: 0.1, duration: 0.3)
            .drag(2, from: Point(x: 600, y: 400), to: Point(x: 650, y: 400), t: 1, duration: 0.3), until: 2)
        #expect(try runner.state("dot").x == 650)

        try Self.file([Self.box().replacingOccurrences(of: "\"box\"", with: "\"crate\""),
                       "\"name\": \"a\", \"x\": 600, \"y\": 300", "\"name\": \"b\", \"x\": 900, \"y\": 300",
                       "\"name\": \"dot\", \"parent\": \"b\", \"x\": 0, \"y\": 100, \"gesture\": \"drag\""])
            .reload(into: runner.simulation, replacing: v1)
        #expect(try runner.state("crate").y == 300, "a new name is a new entity")
        #expect(try runner.state("dot").x == 900, "under a new parent, the file's place")
    }

    @Test func theSessionGoesOn() throws {
        let v1 = try Self.file([Self.box(), "\"name\": \"other\", \"x\": 800, \"y\": 300"])
        let runner = SceneRunner(scene: v1)
        runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 300), to: Point(x: 300, y: 400), t: 0.1, duration: 0.2)
            .key("Tab", t: 0.6).key("Tab", t: 0.7).key("D", t: 0.8), until: 1)
        var camera = runner.simulation.camera
        camera.zoom = 2
        runner.simulation.camera = camera
        let (tick, log) = (runner.simulation.tick, runner.simulation.log)
        #expect(!log.isEmpty)

        try Self.file(["\"name\": \"other\", \"x\": 800, \"y\": 300", Self.box()]).reload(into: runner.simulation, replacing: v1)
        #expect(runner.simulation.tick == tick)
        #expect(runner.simulation.log == log)
        #expect(runner.simulation.camera.zoom == 2)
        #expect(runner.simulation.showsDebugger)
        #expect(try runner.state("other").focused, "focus follows the name, wherever the file lists it")
        runner.run(until: 1.5)
        #expect(runner.simulation.tick > tick, "ticks go on from where they were")
    }

    @Test func keptEntitiesAreDrawnWhereTheyAreFromTheFirstFrame() throws {
        let v1 = try Self.file([Self.box()])
        let runner = SceneRunner(scene: v1)
        runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 300), to: Point(x: 500, y: 300), t: 0.1, duration: 0.2), until: 1)
        try Self.file([Self.box()]).reload(into: runner.simulation, replacing: v1)
        let placed = try #require(runner.simulation.transforms[try runner.entity("box")])
        #expect(placed.previous == placed.current)
        #expect(abs(placed.current.tx - 500) < 0.5)
        #expect(runner.simulation.hitTest(Point(x: 500, y: 300)) == (try runner.entity("box")), "hit-tested where it is")
    }

    @Test func aVersionThatFailsChangesNothing() throws {
        let live = LiveScene(file: try Self.file([Self.box()]), watching: false)
        let runner = SceneRunner(scene: live.file!)
        try live.reload(into: runner.simulation)  // nothing watched: nothing to do
        #expect(live.file?.path == "live.json")
        #expect(live.watchedPath == nil)
        #expect(LiveScene(file: nil, watching: true).watchedPath == nil, "a built-in scene has no file to watch")
    }
}
