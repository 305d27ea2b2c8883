import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// A fling respects the window as it is while it glides (SPEC §6 `momentum`: it stays inside
/// the window): released in a wide window that then narrows, it stops at the new edge; a window
/// that shrinks past it brings it back inside. The puck came to rest 340 pt outside.
@Suite("Glides and the window")
struct GlideTests {
    static let centre = Point(x: 640, y: 400)

    /// The puck flung right at about 1,200 pt/s from x 700: in a 1280-point window it would
    /// stop at the wall, x 1240.
    static func fling(t: Double = 0.2) -> TraceBuilder {
        TraceBuilder().drag(1, from: centre, to: Point(x: 700, y: 400), t: t, duration: 0.05, steps: 6)
    }

    @Test func aFlingStopsAtTheWallOfTheWindowAsItIsNow() throws {
        let wide = try SceneRunner("momentum")
        wide.run(Self.fling(), until: 5)
        #expect(isClose(try wide.state("puck").x, 1240, within: 0.5), "the wall of the window it was flung in")

        let narrowed = try SceneRunner("momentum")
        narrowed.feed(Self.fling().resize(width: 1000, height: 800, t: 0.35))
        narrowed.run(until: 0.34)
        let before = try narrowed.state("puck").x
        #expect(before > 700 && before < 960, "still inside the narrower window when it narrows")
        var last = before
        for tick in Int(0.35 * 120)...600 {
            narrowed.run(until: Double(tick) / 120)
            let puck = try narrowed.state("puck")
            #expect(puck.x >= last - 1e-9 && puck.x <= 960 + 1e-6, "tick \(tick): on to the new wall, never past it")
            #expect(abs(puck.y - 400) < 1e-6)
            last = puck.x
        }
        #expect(isClose(last, 960, within: 1e-6), "at rest at the new wall (1000 − 40)")
    }

    @Test func aWindowThatShrinksPastTheGlidingPuckBringsItBackInside() throws {
        let runner = try SceneRunner("momentum")
        runner.feed(Self.fling().resize(width: 760, height: 800, t: 0.5))
        runner.run(until: 0.49)
        #expect(try runner.state("puck").x > 760 - 40, "past the new window's edge when it shrinks")
        runner.run(until: 6)
        let puck = try runner.state("puck")
        #expect(isClose(puck.x, 720, within: 1e-6) && abs(puck.y - 400) < 1e-6)
    }

    @Test func thePuckIsDraggedOnFromWhereTheGlideLeftIt() throws {
        // Its state follows the new resting place: the next drag starts there, no jump.
        let runner = try SceneRunner("momentum")
        runner.run(Self.fling().resize(width: 1000, height: 800, t: 0.35), until: 5)
        let rest = Point(x: 960, y: 400)
        #expect(isClose(try runner.state("puck").centre, rest, within: 1e-6))
        runner.run(TraceBuilder().drag(2, from: rest, to: rest + Vector(width: -200, height: 100), t: 5.2, duration: 0.6,
                                       steps: 30, hold: 0.3), until: 6.0)
        #expect(isClose(try runner.state("puck").centre, rest + Vector(width: -200, height: 100), within: 1e-6))
    }

    @Test func aPlaygroundFlingStopsInsideTheWindowAsItIsNow() throws {
        // Direct manipulation's fling, the same way: 20 pt inside the edges.
        let runner = try SceneRunner("playground")
        let shape = try runner.entity("shape-0")
        let start = runner.simulation.sceneCentre(of: shape)
        let edge = start.x + 160
        let before = runner.simulation.snapshot.entities.map(\.centre)
        runner.feed(TraceBuilder().drag(1, from: start, to: start + Vector(width: 60, height: 0), t: 0.2, duration: 0.05, steps: 6)
            .resize(width: edge, height: 800, t: 0.3))
        runner.run(until: 6)
        let moved = zip(before, runner.simulation.snapshot.entities).filter { $0.0 != $0.1.centre }.map(\.1)
        #expect(moved.count == 1 && moved[0].x > start.x + 60, "the shape under the finger was flung: \(moved.map(\.name))")
        #expect(moved.allSatisfy { $0.x <= edge - DirectManipulation.flingMargin + 1e-6 }, "\(moved.map(\.x))")
    }
}
