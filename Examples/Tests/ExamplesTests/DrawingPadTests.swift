import Testing
import Tactile
import DrawingPad

@Suite("Drawing pad")
struct DrawingPadTests {
    /// Every stroke's points, by the stroke's name.
    func strokes(in simulation: Simulation) -> [String: [Point]] {
        var strokes: [String: [Point]] = [:]
        simulation.world.store(Ink.self).forEach { entity, ink in
            strokes[simulation.world[Name.self, entity]?.value ?? "?"] = ink.points
        }
        return strokes
    }

    /// Two fingers draw at once, one stroke each, along their own paths; a tap on Clear wipes
    /// both, and the next finger starts `stroke-1` again.
    @Test func twoFingersDrawTwoStrokesAndClearWipesThem() throws {
        let simulation = try Traces.replay("drawing-two-fingers.jsonl", on: DrawingPad(), until: 0.4)
        let drawn = strokes(in: simulation)
        #expect(drawn.keys.sorted() == ["stroke-1", "stroke-2"], "\(drawn.keys)")
        let first = try #require(drawn["stroke-1"]), second = try #require(drawn["stroke-2"])
        #expect(first.first == Point(x: 300, y: 300) && first.last == Point(x: 500, y: 300), "\(first)")
        #expect(second.first == Point(x: 300, y: 500) && second.last == Point(x: 500, y: 600), "\(second)")
        #expect(first.count == 21 && second.count == 21, "a point per move: \(first.count), \(second.count)")
        #expect(first.allSatisfy { $0.y == 300 }, "finger 1's stroke stays on its own line")
        let shown = try #require(simulation.state(of: "stroke-2"))
        #expect(shown.x == 300 && shown.y == 500, "a stroke sits where it started")

        try Traces.continue("drawing-two-fingers.jsonl", on: simulation, until: 1)
        #expect(strokes(in: simulation).isEmpty, "Clear wiped the pad")
        #expect(simulation.log.contains { $0.entity == "clear" && $0.event == "cleared" })

        let again: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 3, at: Point(x: 600, y: 400), time: 1.1)),
            .pointer(PointerEvent(.move, pointer: 3, at: Point(x: 650, y: 420), time: 1.15)),
            .pointer(PointerEvent(.up, pointer: 3, at: Point(x: 650, y: 420), time: 1.2)),
        ]
        Replay.run(again, on: simulation, until: 1.5)
        #expect(strokes(in: simulation) == ["stroke-1": [Point(x: 600, y: 400), Point(x: 650, y: 420)]])
    }
}
