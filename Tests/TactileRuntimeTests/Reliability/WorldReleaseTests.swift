import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// A simulation nobody holds any more is freed with its world, whatever its scene did: no
/// gesture callback, system or scene keeps it alive (a process that runs many, such as
/// `tactile bench`, would otherwise grow by a world each time).
@Suite struct WorldReleaseTests {
    /// Loads `scene`, runs a tap, a drag and a pinch through it, and gives back weak references.
    static func runAndDrop(_ scene: any SceneContent) -> (simulation: () -> Simulation?, world: () -> World?) {
        weak var weakSimulation: Simulation?
        weak var weakWorld: World?
        do {
            let simulation = Simulation()
            simulation.load(scene)
            let centre = Point(x: 640, y: 400)
            let events = TraceBuilder()
                .tap(1, at: centre, t: 0.1)
                .down(2, at: centre, t: 0.5).move(2, to: Point(x: 700, y: 420), t: 0.6).up(2, at: Point(x: 700, y: 420), t: 0.65)
                .events
            Replay.run(events, on: simulation, until: 1.5)
            weakSimulation = simulation
            weakWorld = simulation.world
        }
        return ({ weakSimulation }, { weakWorld })
    }

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func builtInSceneIsFreed(_ name: String) throws {
        let descriptor = try #require(BuiltInScenes.named(name))
        let dropped = Self.runAndDrop(descriptor.make(SceneOptions(entities: 50)))
        #expect(dropped.simulation() == nil, "\(name): the simulation outlives its last reference")
        #expect(dropped.world() == nil, "\(name): the world outlives its simulation")
    }
}
