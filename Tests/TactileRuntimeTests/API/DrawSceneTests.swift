import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// The `draw` scene on `SpatialEventGesture`: every finger draws its own stroke at the same
/// time; each stroke is an entity; R clears the pad. And the gesture itself, attached to an
/// entity, as SwiftUI code writes it.
@Suite("SpatialEventGesture in scenes; the draw scene")
struct DrawSceneTests {
    @Test func twoFingersDrawTwoStrokesAtOnce() throws {
        let runner = try SceneRunner("draw")
        let trace = TraceBuilder()
            .drag(1, from: Point(x: 200, y: 200), to: Point(x: 400, y: 200), t: 0.1, duration: 0.3)
            .drag(2, from: Point(x: 200, y: 500), to: Point(x: 200, y: 700), t: 0.15, duration: 0.3)
        runner.run(trace, until: 1)
        let first = try runner.state("stroke-1"), second = try runner.state("stroke-2")
        #expect(isClose(first.centre, Point(x: 200, y: 200)), "a stroke sits at its first point")
        #expect(isClose(second.centre, Point(x: 200, y: 500)))
        let shapes = runner.simulation.shapes
        guard case .polyline(let line, _)? = shapes[try runner.entity("stroke-1")]?.kind,
              case .polyline(let column, _)? = shapes[try runner.entity("stroke-2")]?.kind else {
            Issue.record("strokes are polylines")
            return
        }
        #expect(line.count >= 10 && line.allSatisfy { $0.y == 0 } && line.last == Point(x: 200, y: 0))
        #expect(column.count >= 10 && column.allSatisfy { $0.x == 0 } && column.last == Point(x: 0, y: 200))
        #expect(first.color != second.color)
        #expect(runner.simulation.hitTest(Point(x: 300, y: 202)) == (try runner.entity("stroke-1")))
    }

    /// SpatialEventGesture reports every pointer: twelve fingers, or forty on a touch table,
    /// each draw a stroke of their own.
    @Test(arguments: [12, 40])
    func everyFingerDrawsItsOwnStroke(fingers: Int) throws {
        let runner = try SceneRunner("draw")
        var trace = TraceBuilder()
        for finger in 0..<fingers {
            let start = Point(x: 100 + Double(finger % 10) * 100, y: 150 + Double(finger / 10) * 150)
            trace = trace.down(finger + 1, at: start, t: 0.1 + Double(finger) * 0.001)
                .moves(finger + 1, from: start, to: start + Vector(width: 30, height: 20), t: 0.2, duration: 0.2, steps: 6)
                .up(finger + 1, at: start + Vector(width: 30, height: 20), t: 0.5 + Double(finger) * 0.001)
        }
        runner.run(trace, until: 1)
        for stroke in 1...fingers { _ = try runner.entity("stroke-\(stroke)") }
        #expect(runner.simulation.entity(named: "stroke-\(fingers + 1)") == nil)
    }

    @Test func aLaterFingerStartsANewStroke() throws {
        let runner = try SceneRunner("draw")
        runner.run(TraceBuilder().drag(1, from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), t: 0.1, duration: 0.1)
                    .drag(1, from: Point(x: 100, y: 300), to: Point(x: 150, y: 300), t: 0.5, duration: 0.1), until: 1)
        #expect(isClose(try runner.state("stroke-2").centre, Point(x: 100, y: 300)))
    }

    @Test func rClearsThePad() throws {
        let runner = try SceneRunner("draw")
        runner.run(TraceBuilder().drag(1, from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), t: 0.1, duration: 0.1)
                    .key("r", t: 0.5), until: 1)
        #expect(runner.simulation.entity(named: "stroke-1") == nil)
    }

    /// Apple's example, in a view: one emitter per pointer, shown as a count.
    struct Emitters: EntityView {
        @State private var emitters: [SpatialEventCollection.Event.ID: Point] = [:]

        var body: some EntityView {
            Rectangle()
                .frame(width: 800, height: 600)
                .accessibilityValue(Double(emitters.count))
                .gesture(
                    SpatialEventGesture()
                        .onChanged { events in
                            for event in events {
                                if event.phase == .active {
                                    emitters[event.id] = event.location
                                } else {
                                    emitters[event.id] = nil
                                }
                            }
                        }
                        .onEnded { events in
                            for event in events { emitters[event.id] = nil }
                        }
                )
                .name("canvas")
        }
    }

    @Test func everyPointerOfAnInteractionReachesTheGesture() throws {
        let runner = SceneRunner(scene: DeclarativeScene { Emitters() })
        runner.run(TraceBuilder().down(1, at: Point(x: 500, y: 400), t: 0.1).down(2, at: Point(x: 700, y: 400), t: 0.15)
                    .down(3, at: Point(x: 600, y: 300), t: 0.2), until: 0.3)
        #expect(try runner.state("canvas").value == 3)
        runner.run(TraceBuilder().up(2, at: Point(x: 700, y: 400), t: 0.4), until: 0.5)
        #expect(try runner.state("canvas").value == 2)
        runner.run(TraceBuilder().up(1, at: Point(x: 500, y: 400), t: 0.6).up(3, at: Point(x: 600, y: 300), t: 0.6), until: 1)
        #expect(try runner.state("canvas").value == 0)
        #expect(runner.logEvents(of: "canvas") == ["began", "ended"])
    }
}
