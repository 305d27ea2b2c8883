import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

@Suite("Replay")
struct ReplayTests {
    @Test func tapStarTogglesThroughAReplay() throws {
        let trace = try TraceReader.parse("""
            {"t": 0.1, "type": "down", "pointer": 1, "x": 640, "y": 400}
            {"t": 0.16, "type": "up", "pointer": 1, "x": 640, "y": 400}
            """)
        let simulation = Simulation()
        simulation.load(BuiltInScenes.named("tap-star")!.make(SceneOptions()))
        Replay.run(trace.events, on: simulation, until: 1.0)
        let star = try #require(simulation.snapshot.entities.first { $0.name == "star" })
        #expect(abs(star.scale - 0.5) < 1e-9)
        #expect(simulation.snapshot.tick == 120)
    }
}
