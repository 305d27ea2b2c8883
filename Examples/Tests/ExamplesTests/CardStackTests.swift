import Testing
import Tactile
import CardStack

@Suite("Card stack")
struct CardStackTests {
    func scene() -> any SceneContent { DeclarativeScene(environment: { CardStack(environment: $0) }) }

    @Test func aFlickDismissesADragThatStopsKeepsADoubleTapDeals() throws {
        let simulation = try Traces.replay("cards.jsonl", on: scene(), until: 0.9)
        #expect(simulation.log.map(\.event).contains("dismissed-left"))
        let gone = try #require(simulation.state(of: "card-4"))
        #expect(gone.x < 0, "the flicked card left the window on the left: \(gone.x)")

        try Traces.continue("cards.jsonl", on: simulation, until: 2.9)
        let kept = try #require(simulation.state(of: "card-3"))
        #expect(near(kept.x, 640, 1) && near(kept.rotation, 0, 0.1), "back on the stack: \(kept.x)")
        let events = simulation.log.filter { $0.entity.hasPrefix("card") }.map { "\($0.entity) \($0.event)" }
        #expect(events.contains("card-4 dismissed-left") && events.contains("card-3 kept"), "\(events)")

        try Traces.continue("cards.jsonl", on: simulation, until: 5)
        #expect(simulation.log.contains { $0.entity == "table" && $0.event == "dealt" })
        let dealt = try #require(simulation.state(of: "card-4"))
        #expect(near(dealt.x, 640, 1), "dealt back: \(dealt.x)")
    }
}
