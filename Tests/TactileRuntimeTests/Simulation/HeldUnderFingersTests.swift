import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// Issue 20, feel: pinch and twist about the fingers (SPEC 3.4). The scene point under the
/// fingers' centroid when a gesture starts stays under their centroid while scale and rotation
/// apply about it — in the playground, with Ctrl+drag, in scene files, in drag-zoom and for the
/// camera — and fingers joining or leaving cause no jump.
@Suite("Held under the fingers")
struct HeldUnderFingersTests {
    /// shape-10: a circle of radius 55 at (631, 308); (731, 308) is empty space.
    static let shape = Point(x: 631, y: 308)

    /// Where `entity`'s local point that lies under `scene` now will be, as a closure to ask later.
    static func follow(_ scene: Point, of entity: Entity, in simulation: Simulation) throws -> () -> Point {
        let local = try #require(simulation.transforms[entity]).inverse.apply(to: scene)
        return { (simulation.transforms[entity]?.current ?? .identity).apply(to: local) }
    }

    @Test(arguments: [
        (Vector(width: 20, height: 0), 2.0, Angle.zero, Vector.zero),
        (Vector(width: -15, height: 25), 1.0, Angle.degrees(90), Vector.zero),
        (Vector(width: 10, height: -10), 1.6, Angle.degrees(-40), Vector(width: 90, height: 60)),
    ])
    func thePointUnderTheFingersStaysUnderThem(offset: Vector, scale: Double, turn: Angle, move: Vector) throws {
        let runner = try SceneRunner("playground")
        let shape = try runner.entity("shape-10")
        let start = TwoFingerPose(centre: Self.shape + offset, span: 50)
        let end = start.scaled(by: scale).rotated(by: turn).moved(by: move)
        let underFingers = try Self.follow(start.centre, of: shape, in: runner.simulation)
        runner.run(TraceBuilder().twoFingers((1, 2), from: start, to: end, t: 0, duration: 0.4, steps: 24, release: false),
                   until: 0.45)
        #expect(isClose(underFingers(), end.centre, within: 0.75))
        let state = try runner.state("shape-10")
        #expect(isClose(state.scale, scale, within: 0.02))
        #expect(abs(normalizedDegrees(state.rotation - 5 - turn.degrees)) < 0.75)
    }

    @Test func aSymmetricPinchNeitherSlidesNorOrbits() throws {
        let runner = try SceneRunner("playground")
        let pose = TwoFingerPose(centre: Self.shape, span: 60)
        runner.run(TraceBuilder().twoFingers((1, 2), from: pose, to: pose.scaled(by: 1.8).rotated(by: .degrees(120)),
                                             t: 0, duration: 0.4, steps: 24), until: 1)
        let state = try runner.state("shape-10")
        #expect(isClose(state.centre, Self.shape, within: 0.75))
    }

    @Test func aFingerJoiningAndTheFirstLeavingCauseNoJump() throws {
        // Finger 1 drags the shape; finger 2 lands on empty space, joins and spreads; finger 1
        // lifts; finger 2 carries the shape on. Tick by tick, the point under the finger that
        // drives it stays under that finger.
        let runner = try SceneRunner("playground")
        let shape = try runner.entity("shape-10")
        var trace = TraceBuilder().drag(1, from: Self.shape, to: Point(x: 651, y: 308), t: 0, duration: 0.2, release: false)
            .down(2, at: Point(x: 731, y: 308), t: 0.3)
            .moves(2, from: Point(x: 731, y: 308), to: Point(x: 771, y: 308), t: 0.4, duration: 0.3, steps: 36)
            .up(1, at: Point(x: 651, y: 308), t: 0.8)
        trace = trace.moves(2, from: Point(x: 771, y: 308), to: Point(x: 771, y: 358), t: 0.9, duration: 0.3, steps: 36)
        runner.feed(trace)
        runner.run(until: 0.25)
        let underFirst = try Self.follow(Point(x: 651, y: 308), of: shape, in: runner.simulation)
        for tick in 31...95 {  // finger 2 joins, spreads; finger 1 lifts
            runner.run(until: Double(tick) / 120)
            #expect(isClose(underFirst(), Point(x: 651, y: 308), within: 0.6), "tick \(tick)")
        }
        let underSecond = try Self.follow(Point(x: 771, y: 308), of: shape, in: runner.simulation)
        for tick in 96...150 {
            runner.run(until: Double(tick) / 120)
            let finger = Point(x: 771, y: 308 + 50 * min(max(Double(tick) / 120 - 0.9, 0) / 0.3, 1))
            #expect(isClose(underSecond(), finger, within: 1.5), "tick \(tick)")
        }
        #expect(isClose(try runner.state("shape-10").scale, 1.5, within: 0.02))
    }

    @Test func ctrlDragPinchesAndTwistsAboutThePressPoint() throws {
        let runner = try SceneRunner("playground")
        let shape = try runner.entity("shape-10")
        let press = Point(x: 651, y: 318)
        let underPress = try Self.follow(press, of: shape, in: runner.simulation)
        // The mouse goes from the press to 40 pt right and 40 pt down: the virtual fingers
        // spread by √2 × … and turn 45° about the press point, which stays where it is.
        runner.run(TraceBuilder().drag(0, from: press, to: press + Vector(width: 40, height: 40), t: 0, duration: 0.4,
                                       steps: 24, device: .mouse, mods: .ctrl), until: 1)
        #expect(isClose(underPress(), press, within: 0.5))
        let state = try runner.state("shape-10")
        #expect(state.scale > 1.5)
        #expect(abs(state.rotation - 5) > 10, "the drag turned the virtual fingers")
    }

    @Test func dragZoomHoldsThePhotoUnderTheFingersAndResets() throws {
        let runner = try SceneRunner("drag-zoom")
        let photo = try runner.entity("photo")
        let pose = TwoFingerPose(centre: Point(x: 700, y: 430), span: 60)
        let end = pose.scaled(by: 2).moved(by: Vector(width: -50, height: 20))
        let under = try Self.follow(pose.centre, of: photo, in: runner.simulation)
        runner.run(TraceBuilder().twoFingers((1, 2), from: pose, to: end, t: 0, duration: 0.4, steps: 24, release: false),
                   until: 0.45)
        #expect(isClose(under(), end.centre, within: 0.75))
        runner.run(TraceBuilder().up(1, at: end.first, t: 0.5).up(2, at: end.second, t: 0.5), until: 2)
        #expect(isClose(try runner.state("photo").centre, Point(x: 640, y: 400)))
    }

    @Test func twoFingersOnEmptySpaceKeepTheScenePointUnderThemForTheCamera() throws {
        let runner = try SceneRunner("playground")
        let pose = TwoFingerPose(centre: Point(x: 640, y: 200), span: 160)
        let end = pose.scaled(by: 1.5).moved(by: Vector(width: 100, height: 50))
        runner.run(TraceBuilder().twoFingers((1, 2), from: pose, to: end, t: 0, duration: 0.4, steps: 24, release: false),
                   until: 0.45)
        #expect(isClose(runner.simulation.world.windowToScene(end.centre), pose.centre, within: 1e-6))
        #expect(isClose(runner.simulation.world.resource(Camera.self).zoom, 1.5, within: 1e-9))
    }
}
