import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// The seed scenes animate as their SwiftUI originals do.
extension AnimationsTests {
    @Test func draggableCirclesShadowAnimatesLinearlyOverHalfASecond() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.feed(TraceBuilder().down(1, at: Self.ball, t: 0).up(1, at: Self.ball, t: 0.6))
        runner.run(until: 0)
        #expect(try runner.state("circle").shadow == 0)
        runner.run(until: 0.125)
        #expect(isClose(try runner.state("circle").shadow, 2))
        runner.run(until: 0.25)
        #expect(isClose(try runner.state("circle").shadow, 4))
        runner.run(until: 0.5)
        #expect(try runner.state("circle").shadow == 8)
        runner.run(until: 0.55)
        #expect(try runner.state("circle").shadow == 8)
        // Released without dragging: the gesture fails and the shadow animates back to 0.
        runner.run(until: 0.85)
        #expect(isClose(try runner.state("circle").shadow, 4))
        runner.run(until: 1.15)
        #expect(try runner.state("circle").shadow == 0)
    }

    @Test func tapStarsScaleEasesInAndOut() throws {
        let runner = try SceneRunner("tap-star")
        runner.feed(Self.tap)
        // 0.35 s from 1 to 0.5, from 0.15 s: a quarter in it has moved less than a quarter…
        runner.run(until: Self.time(ofTick: Self.startTick + 10))
        let early = try runner.state("star").scale
        #expect(early < 1 && early > 0.875)
        // …halfway, half…
        runner.run(until: 0.325)
        #expect(isClose(try runner.state("star").scale, 0.75, within: 1e-4))
        // …and at the end, exactly the target.
        runner.run(until: 0.6)
        #expect(try runner.state("star").scale == 0.5)
    }

    @Test func draggableCardFollowsOnASpringAndSettlesExactly() throws {
        let runner = try SceneRunner("draggable-card")
        runner.feed(TraceBuilder()
            .drag(1, from: Self.ball, to: Point(x: 740, y: 450), t: 0.1, duration: 0.2, steps: 12, hold: 0.3))
        // Right after the last move the interactive spring is still catching up.
        runner.run(until: 0.3)
        let lagging = try runner.state("card")
        #expect(lagging.x > 650 && lagging.x < 740)
        runner.run(until: 0.55)
        // Released at 0.6; the spring of the commit settles exactly where the card was dropped.
        runner.run(until: 3)
        let card = try runner.state("card")
        #expect(card.x == 740)
        #expect(card.y == 450)
    }

    @Test func momentumDecaysToRestInsideTheWindow() throws {
        let runner = try SceneRunner("momentum")
        // A fast fling to the right, released while moving.
        runner.run(TraceBuilder().drag(1, from: Self.ball, to: Point(x: 900, y: 400), t: 0.1, duration: 0.1, steps: 12),
                   until: 0.25)
        let flying = try runner.state("puck").x
        runner.run(until: 0.4)
        #expect(try runner.state("puck").x > flying, "still moving after release")
        runner.run(until: 6)
        let rest = try runner.state("puck").x
        runner.run(until: 7)
        #expect(try runner.state("puck").x == rest)
        #expect(rest <= 1280 - 40 && rest > 900)
    }
}
