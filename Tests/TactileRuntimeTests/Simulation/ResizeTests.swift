import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// Issue 20, feel: resizing the window keeps scene coordinates (SPEC 6: window points with the
/// camera at rest, origin top left). Scenes are laid out in the window as it was when they
/// were loaded; a zoomed or turned camera keeps every scene point where it is in the window.
@Suite("Resizing the window")
struct ResizeTests {
    static let centre = Point(x: 640, y: 400)

    @Test(arguments: [(1024.0, 768.0), (1600.0, 1000.0), (800.0, 300.0)])
    func aDragAfterAResizeMovesTheStarByTheDrag(width: Double, height: Double) throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder().resize(width: width, height: height, t: 0.1), until: 0.2)
        #expect(try runner.state("star").centre == Self.centre, "a resize alone moves nothing")
        runner.run(TraceBuilder().drag(1, from: Self.centre, to: Self.centre + Vector(width: 100, height: 50),
                                       t: 0.3, duration: 0.4), until: 2)
        #expect(isClose(try runner.state("star").centre, Point(x: 740, y: 450)))
    }

    @Test func aResizeInTheMiddleOfADragCausesNoJump() throws {
        // The puck follows its finger without animation, through its scene's state.
        let runner = try SceneRunner("momentum")
        let start = Self.centre, end = Point(x: 740, y: 450)
        runner.feed(TraceBuilder().drag(1, from: start, to: end, t: 0, duration: 0.8, steps: 96, hold: 0.2)
            .resize(width: 1000, height: 700, t: 0.4).resize(width: 1700, height: 1100, t: 0.6))
        // From the tick the drag passed its 10 pt minimum; a move may reach the tick after its
        // own (times are whole microseconds): one step, 1.2 pt, of slack.
        for tick in 10...120 {
            runner.run(until: Double(tick) / 120)
            let f = min(max(Double(tick) / 120 / 0.8, 0), 1)
            let finger = start + (end - start) * f
            #expect(isClose(try runner.state("puck").centre, finger, within: 1.25), "tick \(tick)")
        }
    }

    @Test func aHorizontalFlingAfterAResizeStaysHorizontalAndInTheNewWindow() throws {
        let runner = try SceneRunner("momentum")
        runner.feed(TraceBuilder().resize(width: 1024, height: 600, t: 0.1)
            .drag(1, from: Self.centre, to: Point(x: 840, y: 400), t: 0.3, duration: 0.1))
        for tick in 1...600 {
            runner.run(until: Double(tick) / 120)
            #expect(abs(try runner.state("puck").y - 400) < 1e-6, "tick \(tick)")
        }
        let puck = try runner.state("puck")
        #expect(puck.x > 845 && puck.x <= 1024 - 40 + 1e-6)
    }

    @Test func aZoomedTurnedCameraKeepsScenePointsWhereTheyAreInTheWindow() {
        let simulation = Simulation()
        let world = simulation.world
        var camera = Camera()
        (camera.x, camera.y, camera.zoom, camera.rotation) = (-120, 75, 2.5, .degrees(30))
        world.setCamera(camera)
        let probes = [Point(x: 0, y: 0), Point(x: 640, y: 400), Point(x: 1279, y: 13), Point(x: 200, y: 777)]
        let before = probes.map(world.windowToScene)
        world.resizeWindow(to: Vector(width: 900, height: 1300))
        #expect(world.resource(Window.self).size == Vector(width: 900, height: 1300))
        for (probe, scene) in zip(probes, before) {
            #expect(isClose(world.windowToScene(probe), scene, within: 1e-9))
        }
        #expect(world.resource(Camera.self).zoom == 2.5)
    }

    @Test func theCameraAtRestStaysAtRest() {
        let simulation = Simulation()
        simulation.world.resizeWindow(to: Vector(width: 333, height: 222))
        #expect(simulation.world.resource(Camera.self) == Camera())
        #expect(isClose(simulation.world.windowToScene(Point(x: 100, y: 50)), Point(x: 100, y: 50), within: 1e-12))
    }

    @Test(arguments: [Vector(width: 0, height: 10), Vector(width: .nan, height: 10), Vector(width: -5, height: 5)])
    func aBadSizeIsIgnored(size: Vector) {
        let simulation = Simulation()
        simulation.world.resizeWindow(to: size)
        #expect(simulation.windowSize == Vector(width: 1280, height: 800))
    }

    @Test func startingOverKeepsTheLayoutTheSceneWasLoadedIn() throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder().resize(width: 900, height: 500, t: 0.1).key("R", t: 0.2), until: 0.5)
        #expect(try runner.state("star").centre == Self.centre)
        runner.run(TraceBuilder().drag(1, from: Self.centre, to: Point(x: 700, y: 300), t: 0.6, duration: 0.3), until: 2)
        #expect(isClose(try runner.state("star").centre, Point(x: 700, y: 300)))
    }
}
