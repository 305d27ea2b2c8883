import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// An entity's world transform: `current` maps local to scene, `inverse` maps back (worked out
/// when asked), `previous` trails by one tick.
@Suite("World transforms")
struct PresentationTests {
    static func isClose(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    @Test(arguments: [(Angle.degrees(0), 1.0), (.degrees(33), 2.5), (.degrees(-120), 0.4), (.degrees(180), 7)])
    func theInverseMapsSceneBackToLocal(rotation: Angle, scale: Double) throws {
        let simulation = Simulation()
        let box = simulation.spawn(name: "box", shape: .rectangle(width: 80, height: 40),
                                   appearance: Appearance(position: Point(x: 300, y: 200), rotation: rotation, scale: scale))
        simulation.updateTransforms()
        let transform = try #require(simulation.transforms[box])
        for local in [Point.zero, Point(x: 40, y: -20), Point(x: -13, y: 7.5)] {
            let scene = transform.current.apply(to: local)
            #expect(Self.isClose(transform.inverse.apply(to: scene), local), "\(local)")
        }
    }

    @Test func theInverseFollowsAMove() throws {
        let simulation = Simulation()
        let box = simulation.spawn(name: "box", shape: .rectangle(width: 80, height: 40),
                                   appearance: Appearance(position: Point(x: 300, y: 200)))
        simulation.runTick(0, events: [])
        simulation.retarget(box, to: Appearance(position: Point(x: 500, y: 100), scale: 2))
        simulation.runTick(1, events: [])
        let transform = try #require(simulation.transforms[box])
        #expect(Self.isClose(transform.inverse.apply(to: Point(x: 520, y: 110)), Point(x: 10, y: 5)))
        #expect(simulation.hitTest(Point(x: 570, y: 100)) == box, "80 wide at scale 2 reaches 80 from the centre")
    }

    @Test func thePreviousTransformTrailsByOneTick() throws {
        let simulation = Simulation()
        let box = simulation.spawn(name: "box", shape: .rectangle(width: 80, height: 40),
                                   appearance: Appearance(position: Point(x: 300, y: 200)))
        simulation.runTick(0, events: [])
        let centre = { (transform: AffineTransform) in transform.apply(to: Point.zero) }
        for (tick, x) in [(1, 310.0), (2, 330.0), (3, 330.0), (4, 330.0)] {
            if x != centre(try #require(simulation.transforms[box]).current).x {
                simulation.retarget(box, to: Appearance(position: Point(x: x, y: 200)))
            }
            let before = try #require(simulation.transforms[box]).current
            simulation.runTick(UInt64(tick), events: [])
            let transform = try #require(simulation.transforms[box])
            #expect(transform.previous == before, "tick \(tick)")
            #expect(centre(transform.current) == Point(x: x, y: 200), "tick \(tick)")
        }
    }
}
