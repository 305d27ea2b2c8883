import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SPEC 3.7's Button, on the `button` scene (SPEC 6: `Button("Submit") { submissions += 1 }`
/// named `submit`, 160 × 50 at (640, 400), `value` the submissions, opacity 0.5 while pressed):
/// pressed within 70 pt of its frame, the action once on a release there, and never when the
/// press was left, cancelled or taken by another pointer; keyboard focus, Return and Space;
/// the action as its accessibility default action and the title as its label.
@Suite("Button")
struct ButtonTests {
    static let centre = Point(x: 640, y: 400)
    /// On the frame's right edge's axis, `distance` points beyond it (the frame ends at x = 720).
    static func beyond(_ distance: Double) -> Point { Point(x: 720 + distance, y: 400) }

    static func runner(_ trace: TraceBuilder, until time: Double) throws -> SceneRunner {
        let runner = try SceneRunner("button")
        runner.run(trace, until: time)
        return runner
    }

    static func submissions(_ runner: SceneRunner) throws -> Double? { try runner.state("submit").value }

    @Test func itStartsWithNoSubmissionsItsTitleAsLabelAndFullOpacity() throws {
        let submit = try Self.runner(TraceBuilder(), until: 0.1).state("submit")
        #expect(submit.value == 0)
        #expect(submit.label == "Submit")
        #expect(submit.opacity == 1)
        #expect(isClose(submit.centre, Self.centre))
    }

    @Test func aPressShowsAtHalfOpacityInTheTickOfTheDown() throws {
        let runner = try SceneRunner("button")
        runner.run(TraceBuilder().down(1, at: Self.centre, t: 0.104), until: 12.0 / 120)
        #expect(try runner.state("submit").opacity == 1)
        runner.run(until: 13.0 / 120)  // the first tick after the down
        #expect(try runner.state("submit").opacity == 0.5)
        #expect(try Self.submissions(runner) == 0, "pressing does not submit")
    }

    @Test func aReleaseOnItSubmitsOnceAndLogsSubmitted() throws {
        let runner = try Self.runner(TraceBuilder().tap(1, at: Self.centre, t: 0.1), until: 1)
        #expect(try Self.submissions(runner) == 1)
        #expect(try runner.state("submit").opacity == 1)
        #expect(runner.logEvents(of: "submit") == ["began", "ended", "submitted"])
    }

    @Test func eachPressSubmitsOnce() throws {
        let trace = TraceBuilder().tap(1, at: Self.centre, t: 0.1).tap(2, at: Point(x: 700, y: 420), t: 0.5)
            .tap(3, at: Point(x: 570, y: 380), t: 0.9, device: .mouse)
        let runner = try Self.runner(trace, until: 2)
        #expect(try Self.submissions(runner) == 3)
        #expect(runner.logEvents(of: "submit").filter { $0 == "submitted" }.count == 3)
    }

    @Test func within70ptItStaysPressedAndReleasedThereItSubmits() throws {
        let trace = TraceBuilder().drag(1, from: Self.centre, to: Self.beyond(60), t: 0.1, duration: 0.2, hold: 0.1)
        let runner = try SceneRunner("button")
        runner.run(trace, until: 0.35)
        #expect(try runner.state("submit").opacity == 0.5)
        runner.run(until: 1)
        #expect(try Self.submissions(runner) == 1)
    }

    @Test func leavingThe70ptRegionUnpressesAndComingBackPressesAgain() throws {
        let runner = try SceneRunner("button")
        runner.feed(TraceBuilder()
            .drag(1, from: Self.centre, to: Self.beyond(100), t: 0.1, duration: 0.2, release: false)
            .moves(1, from: Self.beyond(100), to: Self.centre, t: 0.5, duration: 0.2)
            .up(1, at: Self.centre, t: 0.8))
        runner.run(until: 0.4)
        #expect(try runner.state("submit").opacity == 1, "100 pt beyond the frame: not pressed")
        runner.run(until: 0.75)
        #expect(try runner.state("submit").opacity == 0.5, "back on it: pressed again")
        runner.run(until: 1.5)
        #expect(try Self.submissions(runner) == 1)
        #expect(try runner.state("submit").opacity == 1)
    }

    @Test func releasedBeyondTheRegionItDoesNotSubmit() throws {
        let runner = try Self.runner(TraceBuilder().drag(1, from: Self.centre, to: Self.beyond(100), t: 0.1, duration: 0.2), until: 1)
        #expect(try Self.submissions(runner) == 0)
        #expect(try runner.state("submit").opacity == 1)
        #expect(runner.logEvents(of: "submit") == ["began", "cancelled"])
    }

    @Test func losingFocusCancelsThePress() throws {
        let trace = TraceBuilder().down(1, at: Self.centre, t: 0.1).focusLost(t: 0.2).up(1, at: Self.centre, t: 0.3)
        let runner = try Self.runner(trace, until: 1)
        #expect(try Self.submissions(runner) == 0)
        #expect(try runner.state("submit").opacity == 1)
        #expect(runner.logEvents(of: "submit") == ["began", "cancelled"])
    }

    @Test func aPointerCancelCancelsThePress() throws {
        let runner = try Self.runner(TraceBuilder().down(1, at: Self.centre, t: 0.1).cancel(1, t: 0.2), until: 1)
        #expect(try Self.submissions(runner) == 0)
        #expect(try runner.state("submit").opacity == 1)
    }

    @Test func anotherPointerTakesThePress() throws {
        // The second finger takes the press: the first one's release no longer submits.
        let runner = try SceneRunner("button")
        runner.run(TraceBuilder()
            .down(1, at: Self.centre, t: 0.1)
            .down(2, at: Point(x: 600, y: 390), t: 0.2)
            .up(1, at: Self.centre, t: 0.3), until: 0.5)
        #expect(try Self.submissions(runner) == 0)
        #expect(try runner.state("submit").opacity == 0.5, "still pressed, by the second finger")
        runner.run(TraceBuilder().up(2, at: Point(x: 600, y: 390), t: 0.6), until: 1)
        #expect(try Self.submissions(runner) == 1)
    }

    @Test func aFingerOffTheButtonDoesNotTakeThePress() throws {
        let runner = try Self.runner(TraceBuilder()
            .down(1, at: Self.centre, t: 0.1)
            .tap(2, at: Point(x: 200, y: 200), t: 0.2)
            .up(1, at: Self.centre, t: 0.4), until: 1)
        #expect(try Self.submissions(runner) == 1)
    }

    @Test func tabFocusesItAndReturnOrSpaceSubmit() throws {
        let runner = try Self.runner(TraceBuilder().key("Tab", t: 0.1).key("Return", t: 0.2).key("Space", t: 0.3), until: 1)
        let submit = try runner.state("submit")
        #expect(submit.focused)
        #expect(submit.value == 2)
        #expect(runner.logEvents(of: "submit") == ["submitted", "submitted"])
    }

    @Test func withoutFocusReturnDoesNothing() throws {
        let runner = try Self.runner(TraceBuilder().key("Return", t: 0.2), until: 1)
        #expect(try Self.submissions(runner) == 0)
    }

    @Test func itsActionIsItsAccessibilityDefaultAction() throws {
        let runner = try SceneRunner("button")
        let submit = try runner.entity("submit")
        let action = try #require(runner.simulation.world[AccessibilityActions.self, submit]?.defaultAction)
        action()
        runner.run(until: 0.1)
        #expect(try Self.submissions(runner) == 1)
        #expect(runner.simulation.world[AccessibilityLabel.self, submit] == AccessibilityLabel("Submit"))
    }

    /// Seed 003's "✅ CORRECT" for Pitfall 3, word for word but for the name.
    struct SeedSubmit: EntityView {
        let submit: () -> Void
        var body: some EntityView {
            Button("Submit") {
                submit()
            }
            .buttonStyle(.borderedProminent)
            .name("submit")
        }
    }

    @Test func theSeedsCorrectSnippetPortsAsItIs() throws {
        var submitted = 0
        let runner = SceneRunner(scene: DeclarativeScene { SeedSubmit { submitted += 1 } })
        runner.run(TraceBuilder().tap(1, at: Self.centre, t: 0.1), until: 0.5)
        #expect(submitted == 1)
        #expect(try runner.state("submit").color == "#007AFF")
    }

    @Test func theStateFileReadsOutTheLabel() throws {
        let runner = try SceneRunner("button")
        #expect(runner.simulation.snapshot.json.contains(#""value": 0, "label": "Submit"}"#))
    }
}
