import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// ScrollView as SPEC §3.7 has it, on the `list` and `list-blocked` scenes and views of our own.
@Suite("ScrollView: its pan, its motion and its content")
struct ScrollViewTests {
    /// Between row 5 (450…530) and row 6 (540…620): the scroll view itself.
    static let gap = Point(x: 640, y: 535)
    static func rowCentre(_ k: Int) -> Point { Point(x: 640, y: 130 + 90 * Double(k - 1)) }

    static func scrollY(_ runner: SceneRunner) throws -> Double { try #require(runner.state("list").scroll).height }

    @Test func thePanStartsOnceTheFingerHasMovedTenPointsAlongItsAxis() throws {
        let short = try SceneRunner("list")
        short.run(TraceBuilder().drag(1, from: Self.gap, to: Self.gap + Vector(width: 0, height: -9), t: 0.1, duration: 0.2), until: 1)
        #expect(try Self.scrollY(short) == 0)
        #expect(short.logEvents(of: "list").isEmpty)
        let sideways = try SceneRunner("list")
        sideways.run(TraceBuilder().drag(1, from: Self.gap, to: Self.gap + Vector(width: 60, height: -9), t: 0.1, duration: 0.2), until: 1)
        #expect(try Self.scrollY(sideways) == 0)
        let long = try SceneRunner("list")
        long.run(TraceBuilder().drag(1, from: Self.gap, to: Self.gap + Vector(width: 0, height: -11), t: 0.1, duration: 0.2), until: 1)
        #expect(long.logEvents(of: "list") == ["began", "ended"])
    }

    @Test func theContentFollowsTheFingerOneToOne() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().moves(1, from: Self.gap, to: Self.gap + Vector(width: 0, height: -300), t: 0.1, duration: 0.6)
            .down(1, at: Self.gap, t: 0.1), until: 0.8)
        #expect(try Self.scrollY(runner) == 300)
        #expect(try runner.state("row-1").y == 130 - 300)
        #expect(try runner.state("list").y == 400, "the scroll view itself stays")
    }

    @Test func scrollingCancelsTheTapOfTheRowUnderTheFinger() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().drag(1, from: Self.rowCentre(2), to: Self.rowCentre(2) + Vector(width: 0, height: -40),
                                       t: 0.1, duration: 0.3), until: 1)
        #expect(try Self.scrollY(runner) > 0)
        #expect(try runner.state("row-2").selected == false)
        // Once the glide has stopped, a press on the row (where it is now) is a tap.
        runner.run(until: 3)
        let row = try runner.state("row-2")
        runner.run(TraceBuilder().tap(1, at: Point(x: row.x, y: row.y), t: 3.1), until: 4)
        #expect(try runner.state("row-2").selected)
    }

    @Test func aRowsGestureBlocksScrollingButTheGapsScroll() throws {
        let onRow = try SceneRunner("list-blocked")
        onRow.run(TraceBuilder().drag(1, from: Self.rowCentre(3), to: Self.rowCentre(3) + Vector(width: 0, height: -200),
                                      t: 0.1, duration: 0.4), until: 1)
        #expect(try Self.scrollY(onRow) == 0)
        #expect(onRow.logEvents(of: "row-3") == ["began", "ended"])
        let between = try SceneRunner("list-blocked")
        between.run(TraceBuilder().drag(1, from: Self.gap, to: Self.gap + Vector(width: 0, height: -200), t: 0.1, duration: 0.4),
                    until: 1)
        #expect(try Self.scrollY(between) > 190)
    }

    @Test func aSimultaneousDragRunsAlongWithTheScroll() throws {
        // A vertical drag on a row scrolls and does not delete it; a swipe to the left deletes it.
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().drag(1, from: Self.rowCentre(3), to: Self.rowCentre(3) + Vector(width: 0, height: -200),
                                       t: 0.1, duration: 0.4), until: 2)
        #expect(try Self.scrollY(runner) > 190)
        #expect(runner.simulation.entity(named: "row-3") != nil)
        let swipe = try SceneRunner("list")
        swipe.run(TraceBuilder().drag(1, from: Self.rowCentre(3) + Vector(width: 60, height: 0),
                                      to: Self.rowCentre(3) + Vector(width: -140, height: 5), t: 0.1, duration: 0.3), until: 2)
        #expect(swipe.simulation.entity(named: "row-3") == nil)
        #expect(swipe.simulation.snapshot.log.contains { $0.entity == "row-3" && $0.event == "deleted" })
        #expect(try Self.scrollY(swipe) == 0)
        // The rows below moved up 90 pt, animated: on the way soon after, settled within a second.
        #expect(try swipe.state("row-4").y == 310)
    }

    @Test func theRowsBelowADeletedOneMoveUpAnimated() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().drag(1, from: Self.rowCentre(3) + Vector(width: 60, height: 0),
                                       to: Self.rowCentre(3) + Vector(width: -140, height: 5), t: 0.1, duration: 0.3), until: 0.5)
        let moving = try runner.state("row-4").y
        #expect(moving < 400 && moving > 310)
        runner.run(until: 1.45)
        #expect(abs(try runner.state("row-4").y - 310) < 0.5)
    }

    @Test func pastTheTopTheContentMovesLessThanTheFingerAndSpringsBack() throws {
        let runner = try SceneRunner("list")
        let start = Self.rowCentre(2)
        runner.run(TraceBuilder().moves(1, from: start, to: start + Vector(width: 0, height: 300), t: 0.1, duration: 0.5)
            .down(1, at: start, t: 0.1), until: 0.7)
        // UIScrollView's rubber band: (1 − 1 / (x · 0.55 / d + 1)) · d for x = 300 past the end, d = 640.
        let expected = -(1 - 1 / (300 * 0.55 / 640 + 1)) * 640
        #expect(abs(try Self.scrollY(runner) - expected) < 1e-6)
        runner.run(TraceBuilder().up(1, at: start + Vector(width: 0, height: 300), t: 0.8), until: 2)
        #expect(try Self.scrollY(runner) == 0)
    }

    @Test func releasedWithSpeedItGlidesSlowingAsUIScrollViewDoes() throws {
        let runner = try SceneRunner("list")
        // 1,000 pt/s upwards for 0.1 s, released at speed.
        runner.run(TraceBuilder().drag(1, from: Self.rowCentre(6), to: Self.rowCentre(6) + Vector(width: 0, height: -100),
                                       t: 0.1, duration: 0.1), until: 0.2)
        let released = try Self.scrollY(runner)
        runner.run(until: 0.3)
        let early = try Self.scrollY(runner)
        #expect(early > released)
        runner.run(until: 6)
        let rest = try Self.scrollY(runner)
        // The velocity's integral: v / (−ln 0.998) / 1000 s, about half a second's travel at v.
        #expect(rest - released > 350 && rest - released < 560)
        runner.run(until: 7)
        #expect(try Self.scrollY(runner) == rest, "it came to rest")
    }

    @Test func aGlideStopsAtTheEnd() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().drag(1, from: Self.rowCentre(6), to: Self.rowCentre(6) + Vector(width: 0, height: -400),
                                       t: 0.1, duration: 0.1), until: 6)
        #expect(try Self.scrollY(runner) == 1170)
    }

    @Test func aPressDuringAGlideStopsItAndDoesNotTap() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().drag(1, from: Self.rowCentre(6), to: Self.rowCentre(6) + Vector(width: 0, height: -100),
                                       t: 0.1, duration: 0.1), until: 0.4)
        runner.run(TraceBuilder().tap(2, at: Point(x: 640, y: 400), t: 0.45), until: 0.45)
        let caught = try Self.scrollY(runner)
        runner.run(until: 2)
        #expect(try Self.scrollY(runner) == caught)
        #expect(!runner.simulation.snapshot.entities.contains { $0.selected })
    }

    @Test func theWheelAndTheKeyboardScrollIt() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().wheel(at: Point(x: 640, y: 400), dy: -1, t: 0.1), until: 0.6)
        #expect(try Self.scrollY(runner) == 40)
        runner.run(TraceBuilder().wheel(at: Point(x: 640, y: 400), dy: 3, t: 0.7), until: 1.2)
        #expect(try Self.scrollY(runner) == 0, "not past the top")
        runner.simulation.world[resource: SceneSettings.self].focused = try runner.entity("list")
        runner.run(TraceBuilder().key("Down", t: 1.3), until: 1.8)
        #expect(try Self.scrollY(runner) == 40)
        runner.run(TraceBuilder().key("PageDown", t: 1.9), until: 2.5)
        #expect(try Self.scrollY(runner) == 40 + 600)
    }

    @Test func contentScrolledOutOfViewTakesNoHitsAndStaysInTheStateFile() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().moves(1, from: Self.gap, to: Self.gap + Vector(width: 0, height: -100), t: 0.1, duration: 0.4)
            .down(1, at: Self.gap, t: 0.1).up(1, at: Self.gap + Vector(width: 0, height: -100), t: 1), until: 1.1)
        // Row 1 now spans 0…70 on screen, above the scroll view's top edge at 80.
        #expect(try runner.state("row-1").y == 30)
        #expect(runner.simulation.hitTest(Point(x: 640, y: 40)) != (try runner.entity("row-1")))
        #expect(runner.simulation.snapshot.json.contains("\"scroll_x\": 0, \"scroll_y\": 100"))
        #expect(!runner.simulation.snapshot.json.contains("\"name\": \"row-1\", \"x\": 640, \"y\": 30, \"rotation\": 0, \"scale\": 1, \"opacity\": 1, \"color\": \"#3366D9\", \"border\": false, \"shadow\": 0, \"selected\": false, \"focused\": false, \"value\": null, \"scroll"))
    }

    /// Row 3's Delete button, 160 pt right of the row's centre.
    static let deleteThree = Point(x: 800, y: 310)

    @Test func aRowsDeleteButtonDeletesItsRow() throws {
        let runner = try SceneRunner("list")
        #expect(try runner.state("delete-3").label == "Delete")
        runner.run(TraceBuilder().tap(1, at: Self.deleteThree, t: 0.1, duration: 0.1), until: 1.5)
        #expect(runner.simulation.entity(named: "row-3") == nil)
        #expect(runner.simulation.entity(named: "delete-3") == nil)
        #expect(abs(try runner.state("delete-4").y - 310) < 0.5)
    }

    @Test func aPressOnAButtonThatBecomesAScrollDoesNotFireIt() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().drag(1, from: Self.deleteThree, to: Self.deleteThree + Vector(width: 0, height: -150),
                                       t: 0.1, duration: 0.3), until: 2)
        #expect(runner.simulation.entity(named: "row-3") != nil)
        #expect(try Self.scrollY(runner) > 140)
        #expect(runner.logEvents(of: "delete-3") == ["began", "cancelled"])
    }

    @Test func insideAScrollViewAButtonShowsItsPressAfterAFifteenthOfASecond() throws {
        let runner = try SceneRunner("list")
        runner.run(TraceBuilder().down(1, at: Self.deleteThree, t: 0.1), until: 0.2)
        #expect(try runner.state("delete-3").opacity == 1, "0.1 s after the press")
        runner.run(until: 0.3)
        #expect(try runner.state("delete-3").opacity == 0.5, "0.2 s after the press")
        // Outside a scroll view the same button shows it at once.
        let plain = try SceneRunner("button")
        plain.run(TraceBuilder().down(1, at: Point(x: 640, y: 400), t: 0.1), until: 0.11)
        #expect(try plain.state("submit").opacity == 0.5)
    }

    /// A horizontal scroll view of two vertical ones.
    struct Nested: EntityView {
        var body: some EntityView {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<2) { column in
                        ScrollView {
                            VStack(spacing: 0) {
                                ForEach(0..<10) { row in Rectangle().frame(width: 400, height: 100).name("cell-\(column)-\(row)") }
                            }
                        }
                        .frame(width: 400, height: 300)
                        .name("column-\(column)")
                    }
                }
            }
            .frame(width: 400, height: 300)
            .name("pager")
        }
    }

    @Test func aNestedScrollViewScrollsWhenTheFirstMovementIsAlongItsAxis() throws {
        let down = SceneRunner(scene: DeclarativeScene { Nested() })
        let centre = Point(x: 640, y: 400)
        down.run(TraceBuilder().drag(1, from: centre, to: centre + Vector(width: -30, height: -120), t: 0.1, duration: 0.5), until: 3)
        #expect(try #require(down.state("column-0").scroll).height > 0)
        #expect(try #require(down.state("pager").scroll).width == 0)
        let across = SceneRunner(scene: DeclarativeScene { Nested() })
        across.run(TraceBuilder().drag(1, from: centre, to: centre + Vector(width: -150, height: -20), t: 0.1, duration: 0.5), until: 3)
        #expect(try #require(across.state("pager").scroll).width > 0)
        #expect(try #require(across.state("column-0").scroll).height == 0)
    }
}
