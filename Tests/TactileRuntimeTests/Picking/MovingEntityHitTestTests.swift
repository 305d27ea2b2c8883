import Testing
import TactileGestures
import TactileECS
import TactileRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hit testing follows an entity wherever it is: while it is moving (the grid keeps it in a
/// list every query visits) and after it has rested 30 ticks (back in the grid's cells).
@Suite("Hit testing moving entities")
struct MovingEntityHitTestTests {
    static let old = Point(x: 300, y: 400)
    static let new = Point(x: 700, y: 400)
    /// A square sharing grid cells (64 pt) with the ball's new place, without touching it.
    static let neighbour = Point(x: 770, y: 400)

    /// A 40 pt ball at `old` that a drag moves (no fling), and a 40 × 40 square at `neighbour`.
    static func runner() -> (runner: SceneRunner, ball: () -> DragProbe, square: () -> Entity) {
        var ball: DragProbe?
        var square: Entity?
        let runner = SceneRunner(scene: BuiltScene { simulation in
            ball = DragProbe(name: "ball", at: old, radius: 40, flings: false, in: simulation)
            square = simulation.spawn(name: "square", shape: .rectangle(width: 40, height: 40),
                                      appearance: Appearance(position: neighbour))
        })
        return (runner, { ball! }, { square! })
    }

    /// Whether presses at `here` hit the ball, at `gone` nothing, and at the neighbour the square.
    static func expectBall(at here: Point, notAt gone: [Point], in runner: SceneRunner, ball: DragProbe, square: Entity,
                           _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(isClose(ball.centre, here, within: 1e-9), comment, sourceLocation: sourceLocation)
        #expect(runner.simulation.hitTest(here) == ball.entity, comment, sourceLocation: sourceLocation)
        for point in gone {
            #expect(runner.simulation.hitTest(point) == nil, comment, sourceLocation: sourceLocation)
        }
        #expect(runner.simulation.hitTest(neighbour) == square, comment, sourceLocation: sourceLocation)
    }

    @Test func aDraggedBallIsHitWhereItIsWhileMovingAndAfterResting() {
        let (runner, ballOf, squareOf) = Self.runner()
        let (ball, square) = (ballOf(), squareOf())
        Self.expectBall(at: Self.old, notAt: [Self.new], in: runner, ball: ball, square: square, "before the drag")

        // Dragged 400 pt right over 0.3 s, still held.
        runner.run(TraceBuilder().drag(1, from: Self.old, to: Self.new, t: 0.1, duration: 0.3, steps: 24, release: false),
                   until: 0.45)
        Self.expectBall(at: Self.new, notAt: [Self.old], in: runner, ball: ball, square: square, "held after the drag")

        // Released; 18 ticks since it last moved: still in the moving list.
        runner.run(TraceBuilder().up(1, at: Self.new, t: 0.5), until: 0.55)
        #expect(ball.ends.count == 1)
        Self.expectBall(at: Self.new, notAt: [Self.old], in: runner, ball: ball, square: square, "just released")

        // Rested 60 ticks: back in the cells.
        runner.run(until: 0.9)
        Self.expectBall(at: Self.new, notAt: [Self.old], in: runner, ball: ball, square: square, "rested")
    }

    @Test func aPressAtTheNewPlaceTakesTheBallAndAPressAtTheOldPlaceDoesNot() {
        let (runner, ballOf, squareOf) = Self.runner()
        let (ball, square) = (ballOf(), squareOf())
        runner.run(TraceBuilder().drag(1, from: Self.old, to: Self.new, t: 0.1, duration: 0.3, steps: 24), until: 1)
        let below = Self.new + Vector(width: 0, height: 200)

        // It has rested: a drag from where it now is moves it again (out of the cells)...
        runner.run(TraceBuilder().drag(2, from: Self.new, to: below, t: 1.1, duration: 0.2, steps: 16, release: false),
                   until: 1.35)
        Self.expectBall(at: below, notAt: [Self.new, Self.old], in: runner, ball: ball, square: square, "dragged again")
        runner.run(TraceBuilder().up(2, at: below, t: 1.4), until: 1.41)
        #expect(ball.ends.count == 2)

        // ...while one from where it was, 3 ticks after it last moved, takes nothing.
        runner.run(TraceBuilder().drag(3, from: Self.new, to: Self.old, t: 1.42, duration: 0.1, steps: 8), until: 1.55)
        #expect(ball.ends.count == 2)
        Self.expectBall(at: below, notAt: [Self.new, Self.old], in: runner, ball: ball, square: square, "moving")

        // Rested again: a press where it was still takes nothing, one where it is takes it.
        runner.run(TraceBuilder().drag(4, from: Self.new, to: Self.old, t: 2.5, duration: 0.2, steps: 16), until: 3)
        #expect(ball.ends.count == 2)
        Self.expectBall(at: below, notAt: [Self.new, Self.old], in: runner, ball: ball, square: square, "rested again")
        runner.run(TraceBuilder().drag(5, from: below, to: Self.old, t: 3.1, duration: 0.2, steps: 16), until: 3.5)
        #expect(ball.ends.count == 3)
        Self.expectBall(at: Self.old, notAt: [Self.new, below], in: runner, ball: ball, square: square, "dragged home")
    }

    @Test func aBallDraggedAcrossACrowdIsHitAtEveryTickAndTheCrowdBehindItAgain() {
        // A 9 × 5 crowd of 40 pt squares 60 pt apart; the ball, above them, crosses it.
        var ball: DragProbe?
        var crowd: [(Entity, Point)] = []
        let runner = SceneRunner(scene: BuiltScene { simulation in
            for column in 0..<9 {
                for row in 0..<5 {
                    let centre = Point(x: 400 + 60 * Double(column), y: 280 + 60 * Double(row))
                    let square = simulation.spawn(name: "square-\(column)-\(row)", shape: .rectangle(width: 40, height: 40),
                                                  appearance: Appearance(position: centre))
                    crowd.append((square, centre))
                }
            }
            ball = DragProbe(name: "ball", at: Point(x: 340, y: 400), radius: 20, zIndex: 1, flings: false, in: simulation)
        })
        let probe = ball!
        runner.feed(TraceBuilder().drag(1, from: Point(x: 340, y: 400), to: Point(x: 940, y: 400), t: 0.1,
                                        duration: 0.5, steps: 60))
        var tick = 0.1
        while tick < 0.7 {
            runner.run(until: tick)
            #expect(runner.simulation.hitTest(probe.centre) == probe.entity, "at \(probe.centre), \(tick) s")
            tick += 1 / 120
        }
        runner.run(until: 1.2)
        #expect(isClose(probe.centre, Point(x: 940, y: 400), within: 1e-9))
        for (square, centre) in crowd {
            #expect(runner.simulation.hitTest(centre) == square, "square at \(centre)")
        }
        #expect(runner.simulation.hitTest(Point(x: 940, y: 400)) == probe.entity)
    }

    /// A 200 × 20 bar at (400, 300) and a 20 pt square beside it, in cells the bar covers
    /// whichever way it turns.
    static func bar() -> (Simulation, bar: Entity, square: Entity) {
        let simulation = Simulation()
        let bar = simulation.spawn(name: "bar", shape: .rectangle(width: 200, height: 20),
                                   appearance: Appearance(position: Point(x: 400, y: 300)), zIndex: 1)
        let square = simulation.spawn(name: "square", shape: .rectangle(width: 20, height: 20),
                                      appearance: Appearance(position: Point(x: 450, y: 340)))
        simulation.runTick(0, events: [])
        return (simulation, bar, square)
    }

    /// Where the bar's local point `p` is once it is turned by `degrees`.
    static func turned(_ p: Point, _ degrees: Double) -> Point {
        let bar = Appearance(position: Point(x: 400, y: 300), rotation: .degrees(degrees))
        let (s, c) = (sin(bar.rotation.radians), cos(bar.rotation.radians))
        return Point(x: bar.position.x + c * p.x - s * p.y, y: bar.position.y + s * p.x + c * p.y)
    }

    @Test func aBarSpinningInPlaceIsHitAlongItsTurnedOutlineEveryTickAndOnceItStops() {
        let (simulation, bar, square) = Self.bar()
        // Its box changes every tick while it spins: it stays in the moving list throughout.
        for tick in 1...90 {
            let degrees = Double(tick) * 7
            simulation.retarget(bar, to: Appearance(position: Point(x: 400, y: 300), rotation: .degrees(degrees)))
            simulation.runTick(UInt64(tick), events: [])
            #expect(simulation.hitTest(Self.turned(Point(x: 95, y: 0), degrees)) == bar, "tick \(tick): the far end")
            #expect(simulation.hitTest(Self.turned(Point(x: 0, y: 30), degrees)) != bar, "tick \(tick): beside it")
        }
        // Stopped, then rested far beyond 30 ticks: back in the cells, hit the same.
        for tick in 91...200 { simulation.runTick(UInt64(tick), events: []) }
        #expect(simulation.hitTest(Self.turned(Point(x: -95, y: 5), 630)) == bar)
        #expect(simulation.hitTest(Self.turned(Point(x: 0, y: 30), 630)) == nil)
        #expect(simulation.hitTest(Point(x: 450, y: 340)) == square)
    }

    @Test func aMovingEntityIsHitAfterTheClockGoesBack() {
        let (simulation, bar, square) = Self.bar()
        simulation.retarget(bar, to: Appearance(position: Point(x: 800, y: 500)))
        simulation.runTick(100, events: [])
        #expect(simulation.hitTest(Point(x: 890, y: 500)) == bar)
        // Ticks numbered from 5 again (a resumed recording): it rests and is still found.
        for tick in 5...80 { simulation.runTick(UInt64(tick), events: []) }
        #expect(simulation.hitTest(Point(x: 890, y: 500)) == bar)
        #expect(simulation.hitTest(Point(x: 400, y: 300)) == nil)
        #expect(simulation.hitTest(Point(x: 450, y: 340)) == square)
        // And moves on from there.
        simulation.retarget(bar, to: Appearance(position: Point(x: 300, y: 200)))
        simulation.runTick(81, events: [])
        #expect(simulation.hitTest(Point(x: 210, y: 200)) == bar)
        #expect(simulation.hitTest(Point(x: 890, y: 500)) == nil)
    }
}
