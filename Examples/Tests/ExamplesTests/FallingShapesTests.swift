import Testing
import Tactile
import FallingShapes

@Suite("Falling shapes")
struct FallingShapesTests {
    @Test func shapesFallAndComeToRestOnTheFloor() throws {
        let simulation = try Traces.replay("falling-throw.jsonl", on: FallingShapes(), until: 2.9)
        let first = try #require(simulation.state(of: "shape-0"))
        #expect(near(first.x, 120) && near(first.y, 760), "a circle of radius 40 on an 800-point window's floor: \(first.y)")
        #expect(simulation.state(of: "shape-5") != nil, "a shape every half second")
        let drawn = Set(simulation.entitiesInDrawingOrder.compactMap { simulation.names[$0]?.value })
        #expect(drawn.isSuperset(of: (0...5).map { "shape-\($0)" }), "every shape is drawn: \(drawn)")
    }

    @Test func aCaughtShapeFollowsTheFingerAndFliesWhenThrown() throws {
        // Tick 394 (3.283 s) has the finger's move of 3.28 s: 28 of 30 steps from (120, 760).
        let simulation = try Traces.replay("falling-throw.jsonl", on: FallingShapes(), until: 3.29)
        let held = try #require(simulation.state(of: "shape-0"))
        #expect(near(held.x, 400) && near(held.y, 517.33), "under the finger: \(held.x), \(held.y)")
        try Traces.continue("falling-throw.jsonl", on: simulation, until: 3.5)
        let flying = try #require(simulation.state(of: "shape-0"))
        #expect(flying.x > 450 && flying.y < 500, "thrown up and to the right: \(flying.x), \(flying.y)")
        try Traces.continue("falling-throw.jsonl", on: simulation, until: 9)
        let landed = try #require(simulation.state(of: "shape-0"))
        #expect(near(landed.y, 760) && landed.x > 420, "landed further right: \(landed.x), \(landed.y)")
        let events = simulation.log.filter { $0.entity == "shape-0" }.map(\.event)
        #expect(events.contains("caught") && events.contains("thrown"), "\(events)")
    }
}
