import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// Regressions for problems a review found: each test reproduces the input that went wrong.
@Suite("Review regressions")
struct ReviewRegressionTests {
    static let centre = Point(x: 640, y: 400)

    @Test func aTimeBeyondADayIsRejectedWithItsLine() {
        #expect(throws: InputFileError.self) {
            try TraceReader.parse("""
                {"t": 0, "type": "down", "pointer": 1, "x": 640, "y": 400}
                {"t": 1e30, "type": "up", "pointer": 1, "x": 640, "y": 400}
                """)
        }
        do {
            _ = try TraceReader.parse("{\"t\": 1e30, \"type\": \"down\", \"pointer\": 1, \"x\": 640, \"y\": 400}")
        } catch let error as InputFileError {
            #expect(error.line == 1)
            #expect(error.problem.contains("beyond"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aCtrlDragOnAPlaygroundShapeEndsItsGesture() throws {
        // The emulated fingers are not a drag's to take: the shape's drag & magnify & rotate
        // must still end when they lift, not stay active for ever.
        let runner = try SceneRunner("playground")
        let shape = try runner.state("shape-3")
        let press = Point(x: shape.x, y: shape.y)
        runner.run(TraceBuilder()
            .down(0, at: press, t: 0.1, device: .mouse, mods: .ctrl)
            .moves(0, from: press, to: press + Vector(width: 30, height: 0), t: 0.1, duration: 0.1, device: .mouse, mods: .ctrl)
            .up(0, at: press + Vector(width: 30, height: 0), t: 0.25, device: .mouse, mods: .ctrl), until: 2)
        #expect(runner.logEvents(of: "shape-3") == ["began", "ended"])
        #expect(!runner.simulation.hasActiveGestures)
    }

    @Test func aDragToTheEdgeOfTheDoublesStaysFinite() throws {
        let runner = try SceneRunner("drag-star")
        runner.run(TraceBuilder()
            .down(1, at: Self.centre, t: 0.1)
            .move(1, to: Point(x: 700, y: 400), t: 0.15)
            .move(1, to: Point(x: 1.5e308, y: 400), t: 0.2)
            .up(1, at: Point(x: 1.5e308, y: 400), t: 0.25), until: 2)
        let star = try runner.state("star")
        #expect(star.x.isFinite && star.y.isFinite)
        #expect(abs(star.x) <= Appearance.coordinateLimit + 1000)
        #expect(!runner.simulation.snapshot.json.contains("inf"))
        #expect(!runner.simulation.snapshot.json.contains("nan"))
    }

    @Test func aSequenceOfTwoTapsNeedsTwoTaps() {
        var ended = 0
        var session = GestureSession(TapGesture().sequenced(before: TapGesture()).onEnded { _ in ended += 1 })
        let p = Point(x: 10, y: 10)
        session.handle(PointerEvent(.down, pointer: 1, at: p, time: 0))
        session.handle(PointerEvent(.up, pointer: 1, at: p, time: 0.05))
        session.advance(to: 0.2)
        #expect(ended == 0, "one tap is only the first of the sequence")
        #expect(session.phase == .active)
        session.handle(PointerEvent(.down, pointer: 1, at: p, time: 0.3))
        session.handle(PointerEvent(.up, pointer: 1, at: p, time: 0.35))
        #expect(ended == 1)
    }
}

@Suite("Exclusive: the second waits for the first")
struct ExclusiveWaitsTests {
    @Test func aQuickTapWinsOverALongPressThatFailed() {
        var tapped = 0, pressed = 0
        var session = GestureSession(
            LongPressGesture(minimumDuration: 0.5).onEnded { _ in pressed += 1 }
                .exclusively(before: TapGesture().onEnded { tapped += 1 }))
        let p = Point(x: 10, y: 10)
        session.handle(PointerEvent(.down, pointer: 1, at: p, time: 0))
        #expect(session.phase == .active, "the long press shows it is pressed")
        session.handle(PointerEvent(.up, pointer: 1, at: p, time: 0.1))
        #expect(tapped == 1 && pressed == 0)
        #expect(session.phase == .ended)
    }

    @Test func aLongPressHeldToTheEndWinsAndTheTapNeverEnds() {
        var tapped = 0, pressed = 0
        var session = GestureSession(
            LongPressGesture(minimumDuration: 0.5).onEnded { _ in pressed += 1 }
                .exclusively(before: TapGesture().onEnded { tapped += 1 }))
        let p = Point(x: 10, y: 10)
        session.handle(PointerEvent(.down, pointer: 1, at: p, time: 0))
        session.advance(to: 0.5)
        session.handle(PointerEvent(.up, pointer: 1, at: p, time: 0.6))
        #expect(pressed == 1 && tapped == 0)
    }
}
