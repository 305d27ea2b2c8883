import Testing
import TactileBench
import TactileRuntime

/// Each benchmark's simulation is freed once its run is over, so that `tactile bench` running
/// many scenarios (or one thirty times) stays the size of one: a gesture callback that held its
/// simulation kept every world alive, about 18 MB a run.
@Suite struct BenchReleaseTests {
    @Test(arguments: BenchScenario.all.map(\.name))
    func aScenariosSimulationIsFreedAfterItsRun(_ name: String) throws {
        let scenario = try #require(BenchScenario.named(name))
        weak var dropped: Simulation?
        do {
            let (simulation, batches) = BenchHarness.prepare(scenario, entities: 40, pointers: 4, eventsPerBatch: 8)
            for batch in batches.prefix(40) { simulation.runTick(simulation.tick + 1, events: batch) }
            #expect(simulation.tick > 40, "the input ran")
            dropped = simulation
        }
        #expect(dropped == nil, "\(name): the simulation outlives its run")
    }
}
