import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// A scene's `afterInput(in:)` and `tick(in:)` run once a tick, in the scene stage (after the
/// gestures, before animation); the protocol's defaults do nothing, and a scene loaded later is
/// called in its turn.
@Suite("Simulation")
struct SimulationTests {
    /// Counts the calls of a scene's `afterInput(in:)` and `tick(in:)`.
    final class Calls {
        var afterInput = 0
        var tick = 0
    }

    /// A scene that keeps the protocol's defaults.
    struct Quiet: SceneContent {
        func install(in simulation: Simulation) {}
        func fresh() -> any SceneContent { self }
    }

    /// A scene of another type around a `Quiet` one: its own `afterInput` and `tick` call the
    /// inner scene's defaults, then count.
    struct Wrapping: SceneContent {
        let calls: Calls
        let inner = Quiet()
        func install(in simulation: Simulation) { inner.install(in: simulation) }
        func afterInput(in simulation: Simulation) {
            inner.afterInput(in: simulation)
            calls.afterInput += 1
        }
        func tick(in simulation: Simulation) {
            inner.tick(in: simulation)
            calls.tick += 1
        }
        func fresh() -> any SceneContent { self }
    }

    /// Three ticks: a press, moves of two fingers (one run), a release.
    static func run(_ simulation: Simulation) {
        let p = Point(x: 640, y: 400)
        simulation.runTick(1, events: [.pointer(PointerEvent(.down, pointer: 1, at: p, time: 0.005))])
        simulation.runTick(2, events: (0..<4).map { i in
            .pointer(PointerEvent(.move, pointer: 1 + i % 2, at: p + Vector(width: Double(i), height: 0),
                                  time: 0.009 + Double(i) * 0.001))
        })
        simulation.runTick(3, events: [.pointer(PointerEvent(.up, pointer: 1, at: p, time: 0.02))])
    }

    @Test func aSceneOfAnotherTypeCallingTheDefaultsIsStillCalledEveryTime() {
        let calls = Calls()
        let simulation = Simulation()
        simulation.load(Wrapping(calls: calls))
        Self.run(simulation)
        // Once a tick, whatever the tick's input: the scene stage runs once per tick.
        #expect(calls.afterInput == 3)
        #expect(calls.tick == 3)
        let stages = simulation.schedule.systemNames
        #expect(stages.first { $0.stage == .scene }?.systems == ["SceneSystem", "ScrollSystem"])
    }

    @Test func aSceneLoadedAfterOneWithTheDefaultsIsCalled() {
        let simulation = Simulation()
        simulation.load(Quiet())
        Self.run(simulation)
        let calls = Calls()
        simulation.load(Wrapping(calls: calls))
        Self.run(simulation)
        #expect(calls.afterInput == 3)
        #expect(calls.tick == 3)
    }
}
