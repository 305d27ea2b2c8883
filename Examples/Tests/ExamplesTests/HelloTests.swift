import Testing
import Tactile
@testable import hello

@Suite("Hello")
@MainActor
struct HelloTests {
    /// The getting-started app does what the article says: the dot follows the finger, glows
    /// while held, and stays where it is dropped.
    @Test func theDotFollowsTheFingerGlowsAndStays() throws {
        let simulation = try Traces.replay("hello-drag.jsonl", on: DeclarativeScene { Hello().body }, until: 0.2)
        let held = try #require(dot(in: simulation))
        #expect(held.position.x > 640 && held.position.x < 740 && held.shadowRadius > 0,
                "under the finger, glowing: \(held.position), \(held.shadowRadius)")

        try Traces.continue("hello-drag.jsonl", on: simulation, until: 1)
        let dropped = try #require(dot(in: simulation))
        #expect(dropped.position == Point(x: 740, y: 450) && dropped.shadowRadius == 0,
                "dropped: \(dropped.position), \(dropped.shadowRadius)")
    }

    /// The dot's appearance: the app's only entity (it has no name, as the article's code has none).
    func dot(in simulation: Simulation) -> Appearance? {
        guard simulation.entitiesInDrawingOrder.count == 1, let entity = simulation.entitiesInDrawingOrder.first else { return nil }
        return simulation.world[Appearance.self, entity]
    }
}
