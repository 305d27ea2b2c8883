import Testing
import TactileGestures
@testable import TactileRuntime

/// A scene's `afterInput(in:)` and `tick(in:)` run after every input and every tick; the
/// protocol's defaults do nothing, and a simulation that has seen its scene's run stops calling
/// them.
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
        // Ticks 1 and 3: after the event, then after deadlines; tick 2: after each pointer's
        // move (two), then after deadlines.
        #expect(calls.afterInput == 7)
        #expect(calls.tick == 3)
        #expect(simulation.sceneHasAfterInput && simulation.sceneHasTick)
    }

    @Test func theDefaultsStopBeingCalledAndALoadedSceneIsCalledAgain() {
        let simulation = Simulation()
        simulation.load(Quiet())
        Self.run(simulation)
        #expect(!simulation.sceneHasAfterInput && !simulation.sceneHasTick)
        let calls = Calls()
        simulation.load(Wrapping(calls: calls))
        Self.run(simulation)
        #expect(calls.afterInput == 7)
        #expect(calls.tick == 3)
    }
}
