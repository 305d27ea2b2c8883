import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// SPEC §3.4 and §3.5: gestures composed along the hit path (`.gesture`,
/// `.highPriorityGesture`, `.simultaneousGesture`), a second pointer on empty space joining the
/// held entity, and cancellation when the window loses focus.
@Suite("Gesture dispatch")
struct GestureDispatcherTests {
    static let centre = Point(x: 640, y: 400)

    // MARK: Parent and child

    /// A drag from the knob (at the panel's centre) by (100, 50).
    static let dragFromKnob = TraceBuilder()
        .drag(1, from: centre, to: centre + Vector(width: 100, height: 50), t: 0.1, duration: 0.3, steps: 24)
    /// A drag from the panel, well away from the knob, by (100, 50).
    static let dragFromPanel = TraceBuilder()
        .drag(1, from: Point(x: 400, y: 300), to: Point(x: 500, y: 350), t: 0.1, duration: 0.3, steps: 24)

    @Test(arguments: [
        // scene, knob's final centre, panel's final centre
        ("nested", Point(x: 740, y: 450), Point(x: 640, y: 400)),
        ("nested-high-priority", Point(x: 740, y: 450), Point(x: 740, y: 450)),
        ("nested-simultaneous", Point(x: 840, y: 500), Point(x: 740, y: 450)),
    ])
    func aDragFromTheKnob(scene: String, knob: Point, panel: Point) throws {
        let runner = try SceneRunner(scene)
        runner.run(Self.dragFromKnob, until: 1.5)
        // .gesture: the knob alone; .highPriorityGesture: the panel (carrying its knob);
        // .simultaneousGesture: both (the knob moves in the panel, which moves too).
        #expect(isClose(try runner.state("knob").centre, knob, within: 0.01))
        #expect(isClose(try runner.state("panel").centre, panel, within: 0.01))
    }

    @Test(arguments: ["nested", "nested-high-priority", "nested-simultaneous"])
    func aDragFromThePanelOutsideTheKnobMovesThePanel(scene: String) throws {
        let runner = try SceneRunner(scene)
        runner.run(Self.dragFromPanel, until: 1.5)
        #expect(isClose(try runner.state("panel").centre, Point(x: 740, y: 450), within: 0.01))
        // The knob rides along inside it.
        #expect(isClose(try runner.state("knob").centre, Point(x: 740, y: 450), within: 0.01))
        #expect(runner.logEvents(of: "panel") == ["began", "ended"])
        #expect(runner.logEvents(of: "knob").isEmpty)
    }

    @Test(arguments: [
        ("nested", ["began", "ended"], [String]()),
        ("nested-high-priority", [], ["began", "ended"]),
        ("nested-simultaneous", ["began", "ended"], ["began", "ended"]),
    ])
    func theLogNamesTheGesturesThatWon(scene: String, knob: [String], panel: [String]) throws {
        let runner = try SceneRunner(scene)
        runner.run(Self.dragFromKnob, until: 1.5)
        #expect(runner.logEvents(of: "knob") == knob)
        #expect(runner.logEvents(of: "panel") == panel)
    }

    @Test func theKnobFollowsTheFingerWhileItsParentMovesToo() throws {
        // Translation is measured in scene coordinates: a moving parent does not feed back.
        let runner = try SceneRunner("nested-simultaneous")
        runner.feed(Self.dragFromKnob)
        runner.run(until: 0.3)
        let knob = try runner.state("knob").centre
        let panel = try runner.state("panel").centre
        let knobShift = knob.x - 640
        #expect(knobShift > 20)
        // Mid-drag the panel has moved by the finger's translation, the knob by twice that.
        #expect(isClose(panel.x - 640, knobShift / 2, within: 0.01))
    }

    // MARK: The joining second pointer

    @Test func aSecondFingerOnEmptySpacePinchesThePhoto() throws {
        // The photo spans x 490…790: the second finger lands at x 900, outside it.
        let runner = try SceneRunner("photo-zoom")
        let trace = TraceBuilder()
            .down(1, at: Point(x: 700, y: 400), t: 0.1)
            .down(2, at: Point(x: 900, y: 400), t: 0.15)
            .moves(1, from: Point(x: 700, y: 400), to: Point(x: 600, y: 400), t: 0.2, duration: 0.4, steps: 24)
            .moves(2, from: Point(x: 900, y: 400), to: Point(x: 1000, y: 400), t: 0.2, duration: 0.4, steps: 24)
            .up(1, at: Point(x: 600, y: 400), t: 0.7)
            .up(2, at: Point(x: 1000, y: 400), t: 0.7)
        runner.feed(trace)
        runner.run(until: 0.5)
        #expect(try runner.state("photo").scale > 1.3)
        runner.run(until: 1.5)
        // The fingers went from 200 to 400 pt apart.
        #expect(isClose(try runner.state("photo").scale, 2, within: 0.02))
        #expect(runner.logEvents(of: "photo") == ["began", "ended"])
    }

    @Test func aSecondFingerOnEmptySpaceTwistsTheSquare() throws {
        // The square spans x 540…740; the second finger lands at (880, 400), outside it.
        let runner = try SceneRunner("rotate-square")
        let pose = TwoFingerPose(centre: Point(x: 790, y: 400), span: 180)
        #expect(pose.first.x < 740 && pose.second.x > 740)
        runner.run(TraceBuilder().twoFingers((1, 2), from: pose, to: pose.rotated(by: .degrees(90)), t: 0.1,
                                             duration: 0.5, steps: 30), until: 1.5)
        #expect(isClose(try runner.state("square").rotation, 90, within: 1))
        #expect(runner.logEvents(of: "square") == ["began", "ended"])
    }

    @Test func aFingerOnEmptySpaceAloneDoesNothing() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(TraceBuilder()
            .down(2, at: Point(x: 900, y: 400), t: 0.1)
            .down(1, at: Point(x: 700, y: 400), t: 0.15)
            .moves(1, from: Point(x: 700, y: 400), to: Point(x: 600, y: 400), t: 0.2, duration: 0.4)
            .moves(2, from: Point(x: 900, y: 400), to: Point(x: 1000, y: 400), t: 0.2, duration: 0.4)
            .up(1, at: Point(x: 600, y: 400), t: 0.7)
            .up(2, at: Point(x: 1000, y: 400), t: 0.7), until: 1.5)
        // The first finger on empty space held nothing, so nothing had a second finger.
        #expect(isClose(try runner.state("photo").scale, 1))
    }

    @Test func onThePlaygroundASecondFingerOnTheBackgroundJoinsTheHeldShape() throws {
        let runner = try SceneRunner("playground")
        let simulation = runner.simulation
        let shape = try runner.entity("shape-8")
        let start = try runner.state("shape-8")
        let spot = try ReplayDeterminismTests.emptySpot(in: simulation, near: start.centre + Vector(width: 160, height: 0))
        #expect(simulation.hitTest(spot) == simulation.backgroundEntity)
        #expect(simulation.hitTest(start.centre) == shape)

        // The first finger holds the shape still; the second, on the background, moves away.
        let away = spot + (spot - start.centre) * 0.5
        runner.run(TraceBuilder()
            .down(1, at: start.centre, t: 0.1)
            .down(2, at: spot, t: 0.15)
            .moves(2, from: spot, to: away, t: 0.2, duration: 0.3, steps: 18)
            .up(2, at: away, t: 0.6)
            .up(1, at: start.centre, t: 0.6), until: 1.0)
        // The shape was pinched to half as large again, and the background's own gesture (a
        // double tap that adds a shape) saw nothing.
        let end = try runner.state("shape-8")
        #expect(isClose(end.scale / start.scale, 1.5, within: 0.02))
        #expect(runner.simulation.snapshot.entities.count == 24)
        #expect(runner.logEvents(of: "shape-8").first == "began")
    }

    @Test func fingersOnTwoShapesDragEachIndependently() throws {
        let runner = try SceneRunner("playground")
        let a = try runner.state("shape-0").centre
        let b = try runner.state("shape-6").centre
        runner.run(TraceBuilder()
            .drag(1, from: a, to: a + Vector(width: 40, height: 30), t: 0.1, duration: 0.8, steps: 48, hold: 0.2)
            .drag(2, from: b, to: b + Vector(width: -30, height: 20), t: 0.2, duration: 0.6, steps: 36, hold: 0.2),
                   until: 2)
        #expect(isClose(try runner.state("shape-0").centre, a + Vector(width: 40, height: 30), within: 0.01))
        #expect(isClose(try runner.state("shape-6").centre, b + Vector(width: -30, height: 20), within: 0.01))
    }

    // MARK: Focus loss

    @Test func losingFocusCancelsTheDraggableCirclesDrag() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.feed(TraceBuilder()
            .down(1, at: Self.centre, t: 0)
            .moves(1, from: Self.centre, to: Point(x: 700, y: 430), t: 0.6, duration: 0.2, steps: 12)
            .focusLost(t: 0.9))
        runner.run(until: 0.85)
        var circle = try runner.state("circle")
        #expect(circle.border)
        #expect(circle.shadow == 8)
        #expect(isClose(circle.centre, Point(x: 700, y: 430)))

        runner.run(until: 0.9)
        circle = try runner.state("circle")
        // DragState is back to inactive at once: no border, back home (positions are not
        // animated); the shadow animates back to 0 over 0.5 s.
        #expect(!circle.border)
        #expect(isClose(circle.centre, Self.centre))
        #expect(runner.logEvents(of: "circle") == ["began", "cancelled"])

        // A late release of the cancelled finger changes nothing.
        runner.run(TraceBuilder().up(1, at: Point(x: 700, y: 430), t: 1.0), until: 1.5)
        circle = try runner.state("circle")
        #expect(circle.shadow == 0)
        #expect(!circle.border)
        #expect(isClose(circle.centre, Self.centre))
        #expect(runner.logEvents(of: "circle") == ["began", "cancelled"])
    }

    @Test func losingFocusSnapsTheStarBackAndNothingEnds() throws {
        let runner = try SceneRunner("snapback-star")
        runner.feed(TraceBuilder()
            .down(1, at: Self.centre, t: 0.1)
            .moves(1, from: Self.centre, to: Point(x: 800, y: 400), t: 0.1, duration: 0.3, steps: 18)
            .focusLost(t: 1.0))
        // The star follows the finger (its offset animates easeInOut, so it settles by 0.75 s).
        runner.run(until: 0.95)
        #expect(isClose(try runner.state("star").centre, Point(x: 800, y: 400)))
        runner.run(until: 2)
        #expect(isClose(try runner.state("star").centre, Self.centre))
        #expect(runner.logEvents(of: "star") == ["began", "cancelled"])
    }

    @Test func afterFocusReturnsANewDragWorks() throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder()
            .drag(1, from: Self.centre, to: Point(x: 800, y: 400), t: 0.1, duration: 0.3, release: false)
            .focusLost(t: 0.5)
            .drag(1, from: Self.centre, to: Point(x: 640, y: 300), t: 0.8, duration: 0.3), until: 2)
        // The cancelled drag was not committed; the second one was.
        #expect(isClose(try runner.state("star").centre, Point(x: 640, y: 300)))
        #expect(runner.logEvents(of: "star") == ["began", "cancelled", "began", "ended"])
    }

    @Test func aCancelledPointerCancelsItsGestureToo() throws {
        // A touch device going away: its pointers are cancelled.
        let runner = try SceneRunner("draggable-circle")
        runner.run(TraceBuilder()
            .down(1, at: Self.centre, t: 0)
            .moves(1, from: Self.centre, to: Point(x: 700, y: 430), t: 0.6, duration: 0.2)
            .cancel(1, t: 0.9), until: 1.5)
        let circle = try runner.state("circle")
        #expect(!circle.border)
        #expect(circle.shadow == 0)
        #expect(isClose(circle.centre, Self.centre))
        #expect(runner.logEvents(of: "circle") == ["began", "cancelled"])
    }

    @Test func losingFocusCancelsEveryFingerOfAPinch() throws {
        let runner = try SceneRunner("photo-zoom")
        let pose = TwoFingerPose(centre: Self.centre, span: 100)
        runner.run(TraceBuilder()
            .twoFingers((1, 2), from: pose, to: pose.scaled(by: 2), t: 0.1, duration: 0.3, release: false)
            .focusLost(t: 0.5), until: 0.45)
        #expect(try runner.state("photo").scale > 1.8)
        runner.run(until: 1.0)
        // Magnification lived in GestureState only: back to 1, and nothing was committed.
        #expect(isClose(try runner.state("photo").scale, 1))
        #expect(runner.logEvents(of: "photo") == ["began", "cancelled"])
    }
}
