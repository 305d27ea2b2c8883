import Testing
import TactileECS
import TactileGestures
import TactileRuntime
import TactileScenes

/// Changing an entity's gesture while the scene runs (the composition bar's Return).
@Suite("Gesture editing")
struct GestureEditingTests {
    static func runner(gesture: String, extra: String = "") throws -> SceneRunner {
        SceneRunner(scene: try SceneFile.parse("""
            {"scene": 1, "entities": [{"name": "box", "width": 100, "height": 100, "x": 300, "y": 300,
              "gesture": "\(gesture)"\(extra)}]}
            """))
    }

    @Test func theNewGestureTakesOverAtTheNextTick() throws {
        let runner = try Self.runner(gesture: "tap")
        let box = try runner.entity("box")
        #expect(GestureEditing.expression(of: box, in: runner.simulation) == "tap")
        runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 300), to: Point(x: 400, y: 300), t: 0.1, duration: 0.2), until: 1)
        #expect(try runner.state("box").x == 300, "a tap does not drag")

        try GestureEditing.apply("longPress(0.2) >> drag(minimumDistance: 0)", to: box, in: runner.simulation)
        #expect(GestureEditing.expression(of: box, in: runner.simulation) == "tap", "queued, not applied under anyone's feet")
        runner.run(until: 1.1)
        #expect(GestureEditing.expression(of: box, in: runner.simulation) == "longPress(0.2) >> drag(minimumDistance: 0)")
        runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 300), to: Point(x: 300, y: 400), t: 1.2, duration: 0.2), until: 2)
        #expect(try runner.state("box").y == 300, "moved before the long press: no drag")
        runner.run(TraceBuilder().down(2, at: Point(x: 300, y: 300), t: 3)
            .moves(2, from: Point(x: 300, y: 300), to: Point(x: 350, y: 300), t: 3.3, duration: 0.2)
            .up(2, at: Point(x: 350, y: 300), t: 3.5), until: 4)
        #expect(abs(try runner.state("box").x - 350) < 0.01, "held, then dragged")
    }

    @Test func aGestureInProgressIsCancelledAndUndone() throws {
        let runner = try Self.runner(gesture: "drag")
        let box = try runner.entity("box")
        runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 300), to: Point(x: 400, y: 300), t: 0.1, duration: 0.2,
                                       release: false), until: 0.5)
        #expect(try runner.state("box").x == 400)

        try GestureEditing.apply("rotate", to: box, in: runner.simulation)
        runner.run(TraceBuilder().move(1, to: Point(x: 450, y: 300), t: 0.6).up(1, at: Point(x: 450, y: 300), t: 0.7), until: 1.5)
        #expect(try runner.state("box").x == 300, "cancelled: back where the drag began")
        #expect(runner.logEvents(of: "box") == ["began", "cancelled"])
    }

    @Test func aWrongExpressionSaysWhereAndChangesNothing() throws {
        let runner = try Self.runner(gesture: "drag")
        let box = try runner.entity("box")
        #expect(throws: InputFileError(file: "gesture", line: 1, column: 7, problem: "expected a gesture (tap, spatialTap, longPress, drag, magnify, rotate, swipe) or '('")) {
            try GestureEditing.apply("drag &", to: box, in: runner.simulation)
        }
        #expect(runner.simulation.commands.isEmpty)
        #expect(GestureEditing.expression(of: box, in: runner.simulation) == "drag")
    }

    @Test func emptyTextTakesTheGesturesAway() throws {
        let runner = try Self.runner(gesture: "drag")
        let box = try runner.entity("box")
        try GestureEditing.apply("  ", to: box, in: runner.simulation)
        runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 300), to: Point(x: 400, y: 300), t: 0.1, duration: 0.2), until: 1)
        #expect(try runner.state("box").x == 300)
        #expect(runner.simulation.gestures[box] == nil)
        #expect(GestureEditing.expression(of: box, in: runner.simulation) == nil)
    }

    @Test func theAttachmentIsKept() throws {
        let runner = try Self.runner(gesture: "drag", extra: ", \"attach\": \"highPriority\", \"mask\": \"gesture\"")
        let box = try runner.entity("box")
        try GestureEditing.apply("magnify", to: box, in: runner.simulation)
        runner.run(until: 0.1)
        let source = try #require(runner.simulation.world[GestureSource.self, box])
        #expect(source == GestureSource(expression: "magnify", priority: .high, mask: .gesture))
        #expect(runner.simulation.gestures[box]?.attached.map(\.priority) == [.high])
    }

    @Test func aGoneEntityCannotTakeAGesture() throws {
        let runner = try Self.runner(gesture: "drag")
        let box = try runner.entity("box")
        runner.simulation.world.despawn(box)
        #expect(throws: InputFileError.self) { try GestureEditing.apply("tap", to: box, in: runner.simulation) }
    }
}
