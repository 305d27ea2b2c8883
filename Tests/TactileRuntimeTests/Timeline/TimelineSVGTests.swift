import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// The timeline picture of known traces, read back from the SVG: its groups, rows, phases and
/// their times, marks and labels.
@Suite("Timeline picture")
struct TimelineSVGTests {
    /// Long press (0.5 s), then drag: down at 0, moves at 0.6 / 0.7 / 0.8 s (5, 15, 25 pt from
    /// the start: the drag's 10 pt are reached at 0.7 s), up at 1 s.
    static let longPressThenDrag = """
        {"t": 0, "type": "down", "pointer": 1, "x": 640, "y": 400}
        {"t": 0.6, "type": "move", "pointer": 1, "x": 645, "y": 400}
        {"t": 0.7, "type": "move", "pointer": 1, "x": 655, "y": 400}
        {"t": 0.8, "type": "move", "pointer": 1, "x": 665, "y": 400}
        {"t": 1.0, "type": "up", "pointer": 1, "x": 665, "y": 400}
        """

    @Test func aLongPressThenDragHasOneRowPerNodeWithItsPhasesAndTimes() throws {
        let svg = try Self.picture(scene: "draggable-circle", trace: Self.longPressThenDrag)
        let groups = svg.all(class: "group")
        #expect(groups.map { $0["data-title"] } == ["circle"])
        let circle = try #require(groups.first)
        #expect(circle["data-kind"] == "entity")
        let rows = circle.all(class: "row")
        #expect(rows.map { $0["data-name"] } == ["Sequence", "LongPress(0.5 s)", "Drag(min: 10.0)"])
        #expect(rows.map { $0["data-depth"] } == ["0", "1", "1"])
        // The row's label shows the node indented by its depth.
        #expect(rows[2].all(class: "node").first?.text == "  Drag(min: 10.0)")

        // Phases change on the tick of the input (or deadline) that changes them; a terminal
        // phase lasts until the tick after the interaction ends (1 s).
        #expect(Self.bars(rows[0]) == [Bar("active", "0.000", "1.000"), Bar("ended", "1.000", "1.008")])
        #expect(Self.bars(rows[1]) == [Bar("active", "0.000", "0.500"), Bar("ended", "0.500", "1.008")])
        #expect(Self.bars(rows[2]) == [Bar("possible", "0.000", "0.700"), Bar("active", "0.700", "1.000"),
                                       Bar("ended", "1.000", "1.008")])

        // The pointer's down and up, in its lane and on the group it went to; the log as labels.
        let lane = try #require(svg.all(class: "pointers").first)
        #expect(lane.all(class: "pointer-span").map { [$0["data-pointer"], $0["data-from"], $0["data-to"]] } == [["1", "0.000", "1.000"]])
        #expect(Self.marks(circle) == ["down 1 0.000", "up 1 1.000"])
        #expect(circle.all(class: "event").map { "\($0.text) \($0["data-time"] ?? "")" } == ["began 0.000", "ended 1.000"])

        // A legend names the four colours the bars use.
        let swatches = svg.all(class: "swatch")
        #expect(swatches.map { $0["data-phase"] } == ["possible", "active", "ended", "failed"])
        for bar in circle.all(class: "bar") {
            #expect(bar["fill"] == swatches.first { $0["data-phase"] == bar["data-phase"] }?["fill"])
        }
    }

    @Test func aNestedInteractionShowsBothEntitiesAndTheCompositionThatJoinsThem() throws {
        let trace = """
            {"t": 0, "type": "down", "pointer": 3, "x": 640, "y": 400}
            {"t": 0.1, "type": "move", "pointer": 3, "x": 645, "y": 400}
            {"t": 0.2, "type": "move", "pointer": 3, "x": 655, "y": 400}
            {"t": 0.3, "type": "move", "pointer": 3, "x": 665, "y": 400}
            {"t": 0.5, "type": "up", "pointer": 3, "x": 665, "y": 400}
            """
        let svg = try Self.picture(scene: "nested", trace: trace)
        let groups = svg.all(class: "group")
        #expect(groups.map { $0["data-title"] } == ["knob", "panel", "knob + panel"])
        #expect(groups.map { $0["data-kind"] } == ["entity", "entity", "composition"])
        let rows = groups.map { $0.all(class: "row") }
        #expect(rows.map { $0.map { $0["data-name"] } } == [["Drag(min: 10.0)"], ["Drag(min: 10.0)"], ["Exclusive"]])
        // The knob's drag wins (children first); the panel's is cancelled when it ends.
        #expect(Self.bars(rows[0][0]) == [Bar("possible", "0.000", "0.200"), Bar("active", "0.200", "0.500"),
                                          Bar("ended", "0.500", "0.508")])
        #expect(Self.bars(rows[1][0]) == [Bar("possible", "0.000", "0.500"), Bar("failed", "0.500", "0.508")])
        #expect(Self.bars(rows[2][0]) == [Bar("possible", "0.000", "0.200"), Bar("active", "0.200", "0.500"),
                                          Bar("ended", "0.500", "0.508")])
        for group in groups { #expect(Self.marks(group) == ["down 3 0.000", "up 3 0.500"]) }
        #expect(groups[0].all(class: "event").map(\.text) == ["began", "ended"])
        #expect(groups[1].all(class: "event").isEmpty)
    }

    @Test func aCancelledPointerIsMarkedAndItsGestureFails() throws {
        let trace = """
            {"t": 0, "type": "down", "pointer": 2, "x": 640, "y": 400}
            {"t": 0.2, "type": "cancel", "pointer": 2}
            """
        let svg = try Self.picture(scene: "draggable-circle", trace: trace)
        let circle = try #require(svg.all(class: "group").first)
        #expect(Self.marks(circle) == ["down 2 0.000", "cancel 2 0.200"])
        let rows = circle.all(class: "row")
        #expect(Self.bars(rows[1]) == [Bar("active", "0.000", "0.200"), Bar("failed", "0.200", "0.208")])
        #expect(circle.all(class: "event").map(\.text) == ["began", "cancelled"])
    }

    @Test func theSameTraceGivesTheSameBytesAndAnIdleTraceNoGroups() throws {
        let first = try Self.text(scene: "nested", trace: Self.longPressThenDrag)
        let second = try Self.text(scene: "nested", trace: Self.longPressThenDrag)
        #expect(first == second)
        let idle = try SVGElement.parse(Self.text(scene: "nested", trace: """
            {"t": 0.5, "type": "move", "pointer": 1, "x": 10, "y": 10, "device": "mouse"}
            """))
        #expect(idle.all(class: "group").isEmpty)
        #expect(!idle.all(class: "legend").isEmpty)
    }

    @Test func namesAreEscapedAndTimesSpanTheRun() throws {
        var timeline = Timeline()
        timeline.groups = [Timeline.Group(title: "a <b> & \"c\"", kind: .entity)]
        timeline.end = 2
        let svg = try SVGElement.parse(TimelineSVG(timeline, title: "x & y").text)
        #expect(svg.all(class: "group").first?["data-title"] == "a <b> & \"c\"")
        #expect(svg.all(class: "title").first?.text == "Gesture timeline · x & y")
        // A round step giving at most ten intervals over the 2 s: 0.2 s.
        #expect(svg.all(class: "tick").map { $0["data-time"] } == (0...10).map { "\($0 / 5).\($0 % 5 * 2)00" })
    }

    // MARK: Helpers

    struct Bar: Equatable, CustomStringConvertible {
        var phase, from, to: String
        init(_ phase: String, _ from: String, _ to: String) { (self.phase, self.from, self.to) = (phase, from, to) }
        var description: String { "\(phase) \(from)–\(to)" }
    }

    static func bars(_ row: SVGElement) -> [Bar] {
        row.all(class: "bar").map { Bar($0["data-phase"] ?? "?", $0["data-from"] ?? "?", $0["data-to"] ?? "?") }
    }

    static func marks(_ element: SVGElement) -> [String] {
        element.all(class: "mark").map { mark in
            let kind = ["down", "up", "cancel"].first { mark.hasClass($0) } ?? "?"
            return "\(kind) \(mark["data-pointer"] ?? "?") \(mark["data-time"] ?? "?")"
        }
    }

    static func text(scene: String, trace: String) throws -> String {
        let events = try TraceReader.parse(trace).events
        let simulation = Simulation()
        simulation.load(try #require(BuiltInScenes.named(scene)).make(SceneOptions()))
        simulation.recordTimeline()
        Replay.run(events, on: simulation, until: Replay.defaultEnd(of: events))
        return TimelineSVG(simulation.world.resource(Timeline.self), title: scene).text
    }

    static func picture(scene: String, trace: String) throws -> SVGElement {
        try SVGElement.parse(text(scene: scene, trace: trace))
    }
}
