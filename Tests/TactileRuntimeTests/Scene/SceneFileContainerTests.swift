import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// Scene files' `layout` and `scroll` entries: stacks place their children, scroll views scroll
/// them, and a bad value is one line naming where it is.
@Suite("Scene files: stacks and scroll views")
struct SceneFileContainerTests {
    static let feed = """
    {"scene": 1, "entities": [
      {"name": "feed", "width": 400, "height": 500, "x": 640, "y": 400, "scroll": "vertical", "spacing": 10, "padding": 10},
      {"name": "card-1", "parent": "feed", "shape": "roundedRectangle", "width": 360, "height": 120, "gesture": "tap"},
      {"name": "card-2", "parent": "feed", "shape": "roundedRectangle", "width": 360, "height": 120, "gesture": "drag"},
      {"name": "card-3", "parent": "feed", "shape": "roundedRectangle", "width": 360, "height": 120},
      {"name": "card-4", "parent": "feed", "shape": "roundedRectangle", "width": 360, "height": 120},
      {"name": "card-5", "parent": "feed", "shape": "roundedRectangle", "width": 360, "height": 120},
      {"name": "card-6", "parent": "feed", "shape": "roundedRectangle", "width": 360, "height": 120},
      {"name": "bar", "width": 400, "height": 60, "x": 640, "y": 700, "layout": "hstack", "spacing": 20, "alignment": "top"},
      {"name": "a", "parent": "bar", "shape": "circle", "radius": 20},
      {"name": "b", "parent": "bar", "shape": "circle", "radius": 10}
    ]}
    """

    static func runner() throws -> SceneRunner { SceneRunner(scene: try SceneFile.parse(feed)) }

    @Test func aStackPlacesItsChildren() throws {
        let runner = try Self.runner()
        // 40 + 20 + 20 wide, centred in the bar; tops lined up with the taller circle's.
        #expect(try runner.state("a").x == 640 - 20)
        #expect(try runner.state("b").x == 640 + 30)
        #expect(try runner.state("a").y == 700)
        #expect(try runner.state("b").y == 690)
    }

    @Test func aScrollViewStacksItsChildrenFromItsTopAndScrollsThem() throws {
        let runner = try Self.runner()
        // The top edge at 150, 10 of padding: card 1's centre at 220, each next 130 lower.
        #expect(try runner.state("card-1").y == 220)
        #expect(try runner.state("card-4").y == 220 + 3 * 130)
        // Dragged up 100 from card 3 (which has no gesture): the content follows.
        runner.run(TraceBuilder().moves(1, from: Point(x: 640, y: 480), to: Point(x: 640, y: 380), t: 0.1, duration: 0.4)
            .down(1, at: Point(x: 640, y: 480), t: 0.1).up(1, at: Point(x: 640, y: 380), t: 0.9), until: 1.5)
        #expect(try #require(runner.state("feed").scroll).height == 100)
        #expect(try runner.state("card-1").y == 120)
    }

    @Test func aChildsDragBlocksTheScroll() throws {
        let runner = try Self.runner()
        runner.run(TraceBuilder().drag(1, from: Point(x: 640, y: 350), to: Point(x: 640, y: 250), t: 0.1, duration: 0.4), until: 1.5)
        #expect(try #require(runner.state("feed").scroll).height == 0)
    }

    @Test func aButtonPressesAndLogsClicked() throws {
        let file = try SceneFile.parse("""
        {"scene": 1, "entities": [
          {"name": "ok", "shape": "roundedRectangle", "width": 160, "height": 50, "color": "#007AFF", "button": "OK"}]}
        """)
        let runner = SceneRunner(scene: file)
        #expect(try runner.state("ok").label == "OK")
        runner.run(TraceBuilder().down(1, at: Point(x: 640, y: 400), t: 0.1), until: 0.2)
        #expect(try runner.state("ok").opacity == 0.5)
        runner.run(TraceBuilder().up(1, at: Point(x: 640, y: 400), t: 0.3), until: 0.4)
        #expect(try runner.state("ok").opacity == 1)
        #expect(runner.logEvents(of: "ok").filter { $0 == "clicked" }.count == 1)
        // Released beyond its 70 pt: no click.
        runner.run(TraceBuilder().drag(1, from: Point(x: 640, y: 400), to: Point(x: 640, y: 600), t: 0.5, duration: 0.2), until: 1)
        #expect(runner.logEvents(of: "ok").filter { $0 == "clicked" }.count == 1)
        runner.simulation.world[resource: SceneSettings.self].focused = try runner.entity("ok")
        runner.run(TraceBuilder().key("Return", t: 1.1), until: 1.2)
        #expect(runner.logEvents(of: "ok").filter { $0 == "clicked" }.count == 2)
    }

    @Test(arguments: [
        (#""layout": "grid""#, "unknown layout \"grid\"; expected vstack, hstack or zstack"),
        (#""scroll": "up""#, "unknown scroll \"up\"; expected vertical, horizontal or both"),
        (#""layout": "vstack", "spacing": -1"#, "\"spacing\" must be from 0 to 10000, not -1.0"),
        (#""layout": "vstack", "alignment": "middle""#, "unknown alignment \"middle\""),
    ])
    func aBadContainerIsOneLineNamingWhereItIs(field: String, problem: String) throws {
        let text = "{\"scene\": 1, \"entities\": [\n  {\"name\": \"box\", \(field)}]}"
        do {
            _ = try SceneFile.parse(text, path: "bad.json")
            Issue.record("\(field) was accepted")
        } catch {
            #expect(error.description.hasPrefix("bad.json:2:"))
            #expect(error.description.contains(problem))
        }
    }
}
