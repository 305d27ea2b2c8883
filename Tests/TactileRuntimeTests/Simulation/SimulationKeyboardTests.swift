import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// SPEC §3.5: the keyboard alternatives. Key names are SDL's.
@Suite("Keyboard alternatives")
struct SimulationKeyboardTests {
    /// The names of the focused entities, as the state file says.
    static func focusedNames(_ runner: SceneRunner) -> [String] {
        runner.simulation.snapshot.entities.filter(\.focused).map(\.name)
    }

    // MARK: Focus

    @Test func tabAndShiftTabMoveFocusBetweenEntities() throws {
        let runner = try SceneRunner("draggable-views")
        #expect(Self.focusedNames(runner).isEmpty)
        var t = 0.1
        func press(_ key: String, _ mods: KeyModifiers = []) {
            runner.run(TraceBuilder().key(key, mods: mods, t: t), until: t + 0.05)
            t += 0.1
        }
        press("Tab")
        #expect(Self.focusedNames(runner) == ["star"])
        press("Tab")
        #expect(Self.focusedNames(runner) == ["text"])
        press("Tab")
        #expect(Self.focusedNames(runner) == ["circle"])
        press("Tab")
        #expect(Self.focusedNames(runner) == ["star"], "focus wraps around")
        press("Tab", .shift)
        #expect(Self.focusedNames(runner) == ["circle"], "Shift+Tab goes back, wrapping")
        press("Tab", .shift)
        #expect(Self.focusedNames(runner) == ["text"])
    }

    @Test func shiftTabFirstFocusesTheLastEntity() throws {
        let runner = try SceneRunner("draggable-views")
        runner.run(TraceBuilder().key("Tab", mods: .shift, t: 0.1), until: 0.2)
        #expect(Self.focusedNames(runner) == ["circle"])
    }

    @Test func keyReleasesDoNothing() throws {
        let runner = try SceneRunner("draggable-views")
        runner.run(TraceBuilder().key("Tab", t: 0.1, up: false), until: 0.2)
        runner.feed([.key("Tab", isDown: false, modifiers: [], time: 0.3)])
        runner.run(until: 0.4)
        #expect(Self.focusedNames(runner) == ["star"])
    }

    // MARK: Moving, zooming, rotating

    @Test func arrowsMoveTheFocusedEntityTenPointsOrOneWithShift() throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder()
            .key("Tab", t: 0.1)
            .key("Right", t: 0.2)
            .key("Right", t: 0.3)
            .key("Down", mods: .shift, t: 0.4)
            .key("Up", t: 0.5)
            .key("Left", mods: .shift, t: 0.6), until: 1)
        #expect(isClose(try runner.state("star").centre, Point(x: 640 + 20 - 1, y: 400 + 1 - 10)))
    }

    @Test func arrowsWithoutFocusMoveNothing() throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder().key("Right", t: 0.1).key("Down", t: 0.2), until: 1)
        #expect(isClose(try runner.state("star").centre, Point(x: 640, y: 400)))
    }

    @Test func plusAndMinusZoomTheFocusedEntity() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(TraceBuilder().key("Tab", t: 0.1).key("+", t: 0.2), until: 0.3)
        let zoomedIn = try runner.state("photo").scale
        #expect(zoomedIn > 1.01)
        runner.run(TraceBuilder().key("+", t: 0.4), until: 0.5)
        #expect(isClose(try runner.state("photo").scale, zoomedIn * zoomedIn))
        runner.run(TraceBuilder().key("-", t: 0.6).key("-", t: 0.7).key("-", t: 0.8), until: 0.9)
        let photo = try runner.state("photo")
        #expect(isClose(photo.scale, 1 / zoomedIn))
        // Zooming keeps the entity where it is.
        #expect(isClose(photo.centre, Point(x: 640, y: 400)))
    }

    @Test func bracketsRotateTheFocusedEntityFifteenDegrees() throws {
        let runner = try SceneRunner("rotate-square")
        runner.run(TraceBuilder().key("Tab", t: 0.1).key("]", t: 0.2), until: 0.3)
        let turned = try runner.state("square").rotation
        #expect(isClose(abs(turned), 15))
        runner.run(TraceBuilder().key("]", t: 0.4), until: 0.5)
        #expect(isClose(try runner.state("square").rotation, 2 * turned))
        runner.run(TraceBuilder().key("[", t: 0.6).key("[", t: 0.7).key("[", t: 0.8), until: 0.9)
        let square = try runner.state("square")
        #expect(isClose(square.rotation, -turned))
        #expect(isClose(square.centre, Point(x: 640, y: 400)))
    }

    // MARK: Activating

    @Test func returnActivatesTheFocusedEntityAsATap() throws {
        let runner = try SceneRunner("tap-star")
        runner.run(TraceBuilder().key("Tab", t: 0.1).key("Return", t: 0.2), until: 1)
        #expect(isClose(try runner.state("star").scale, 0.5))
        runner.run(TraceBuilder().key("Return", t: 1.2), until: 2)
        #expect(isClose(try runner.state("star").scale, 1))
    }

    /// Two tappable circles, the second overlapping the first one's centre.
    struct OverlappingButtons: EntityView {
        let fired: FiredGestures
        var body: some EntityView {
            ZStack {
                Circle().frame(width: 100, height: 100).onTapGesture { fired.fire("lower") }.name("lower")
                Circle().frame(width: 100, height: 100).offset(x: 30).onTapGesture { fired.fire("upper") }.name("upper")
            }
        }
    }

    @Test func returnActivatesTheFocusedEntityEvenWhenAnotherCoversItsCentre() throws {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene { OverlappingButtons(fired: fired) })
        runner.run(TraceBuilder().key("Tab", t: 0.1), until: 0.15)
        #expect(Self.focusedNames(runner) == ["lower"])
        runner.run(TraceBuilder().key("Return", t: 0.2), until: 1)
        #expect(fired.names == ["lower"], "Return activated \(fired.names) instead of the focused entity")
    }

    @Test func returnWithoutFocusActivatesNothing() throws {
        let runner = try SceneRunner("tap-star")
        runner.run(TraceBuilder().key("Return", t: 0.2), until: 1)
        #expect(isClose(try runner.state("star").scale, 1))
    }

    // MARK: Adjustable values

    @Test func upAndRightIncrementTheVolumeDownAndLeftDecrement() throws {
        let runner = try SceneRunner("volume")
        #expect(try runner.state("slider").value == 50)
        runner.run(TraceBuilder().key("Tab", t: 0.05).key("Up", t: 0.1), until: 0.15)
        #expect(try runner.state("slider").value == 55)
        runner.run(TraceBuilder().key("Right", t: 0.2), until: 0.25)
        #expect(try runner.state("slider").value == 60)
        runner.run(TraceBuilder().key("Down", t: 0.3), until: 0.35)
        #expect(try runner.state("slider").value == 55)
        runner.run(TraceBuilder().key("Left", t: 0.4), until: 0.45)
        #expect(try runner.state("slider").value == 50)
        // Adjusting does not move the slider.
        #expect(isClose(try runner.state("slider").centre, Point(x: 640, y: 400)))
    }

    @Test func theVolumeStaysWithinZeroToAHundred() throws {
        let runner = try SceneRunner("volume")
        var trace = TraceBuilder().key("Tab", t: 0.01)
        for i in 0..<15 { trace = trace.key("Up", t: 0.1 + Double(i) * 0.02) }
        runner.run(trace, until: 0.5)
        #expect(try runner.state("slider").value == 100)
        trace = TraceBuilder()
        for i in 0..<25 { trace = trace.key("Down", t: 0.6 + Double(i) * 0.02) }
        runner.run(trace, until: 1.2)
        #expect(try runner.state("slider").value == 0)
        runner.run(TraceBuilder().key("Left", t: 1.3), until: 1.4)
        #expect(try runner.state("slider").value == 0)
    }

    // MARK: Overlays and reset

    @Test func f1AndDToggleHelpAndTheDebugger() throws {
        let runner = try SceneRunner("playground")
        #expect(!runner.simulation.showsHelp && !runner.simulation.showsDebugger)
        runner.run(TraceBuilder().key("F1", t: 0.1), until: 0.15)
        #expect(runner.simulation.showsHelp)
        #expect(!runner.simulation.showsDebugger)
        runner.run(TraceBuilder().key("D", t: 0.2), until: 0.25)
        #expect(runner.simulation.showsDebugger)
        runner.run(TraceBuilder().key("F1", t: 0.3).key("D", t: 0.4), until: 0.5)
        #expect(!runner.simulation.showsHelp)
        #expect(!runner.simulation.showsDebugger)
    }

    @Test func escapeAsksToQuit() throws {
        let runner = try SceneRunner("playground")
        #expect(!runner.simulation.wantsToQuit)
        runner.run(TraceBuilder().key("Escape", t: 0.1), until: 0.2)
        #expect(runner.simulation.wantsToQuit)
    }

    @Test func rResetsTheScene() throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder()
            .drag(1, from: Point(x: 640, y: 400), to: Point(x: 740, y: 450), t: 0.1, duration: 0.3)
            .key("Tab", t: 1.0)
            .key("Right", t: 1.1), until: 1.5)
        #expect(isClose(try runner.state("star").centre, Point(x: 750, y: 450)))
        runner.run(TraceBuilder().key("R", t: 1.6), until: 2)
        let star = try runner.state("star")
        #expect(isClose(star.centre, Point(x: 640, y: 400)))
        #expect(isClose(star.scale, 1))
        // The clock goes on.
        #expect(runner.simulation.snapshot.tick == 240)
        // And the scene works as new.
        runner.run(TraceBuilder().drag(2, from: Point(x: 640, y: 400), to: Point(x: 600, y: 400), t: 2.1, duration: 0.3),
                   until: 3)
        #expect(isClose(try runner.state("star").centre, Point(x: 600, y: 400)))
    }

    @Test func rResetsThePlaygroundsShapesAndCountsAgain() throws {
        let runner = try SceneRunner("playground")
        let home = runner.simulation.snapshot.entities
        let c = try runner.state("shape-3").centre
        runner.run(TraceBuilder().drag(1, from: c, to: c + Vector(width: 50, height: 50), t: 0.1, duration: 0.3, hold: 0.1),
                   until: 1)
        #expect(try runner.state("shape-3").centre != c)
        runner.run(TraceBuilder().key("R", t: 1.1), until: 1.2)
        #expect(runner.simulation.snapshot.entities == home)
    }
}
