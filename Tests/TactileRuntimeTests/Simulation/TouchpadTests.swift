import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// Issue 20, part 3: touchpad pinch and rotate (trace type `touchpad-pinch`). Over a shape it
/// is two virtual fingers about the cursor, which the shape's magnify and rotate gestures
/// follow; over empty space it zooms the camera about the cursor.
@Suite("Touchpad pinch")
struct TouchpadTests {
    /// A whole touchpad pinch at `cursor`: begin, `steps` updates to `scale` and `rotation`, end.
    static func pinch(at cursor: Point, to scale: Double, rotation: Angle = .zero, t: Double = 0.1,
                      steps: Int = 10, end: TouchpadPinch.Phase = .end) -> TraceBuilder {
        var trace = TraceBuilder().touchpad(.begin, at: cursor, t: t)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            trace = trace.touchpad(.update, at: cursor, scale: 1 + (scale - 1) * f, rotation: rotation * f, t: t + 0.02 * Double(step))
        }
        return trace.touchpad(end, at: cursor, scale: scale, rotation: rotation, t: t + 0.02 * Double(steps + 1))
    }

    @Test func aPinchOverThePhotoMagnifiesIt() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(Self.pinch(at: Point(x: 700, y: 380), to: 2), until: 1.5)
        #expect(isClose(try runner.state("photo").scale, 2, within: 1e-9))
        #expect(runner.logEvents(of: "photo") == ["began", "ended"])
    }

    @Test func aPinchOverAShapeScalesAndTurnsItAboutTheCursor() throws {
        let runner = try SceneRunner("playground")
        let shape = try runner.entity("shape-10")
        let cursor = Point(x: 651, y: 300)
        let under = try HeldUnderFingersTests.follow(cursor, of: shape, in: runner.simulation)
        runner.run(Self.pinch(at: cursor, to: 1.5, rotation: .degrees(30)), until: 1.5)
        let state = try runner.state("shape-10")
        #expect(isClose(state.scale, 1.5, within: 1e-9))
        #expect(abs(normalizedDegrees(state.rotation - 35)) < 1e-6)
        #expect(isClose(under(), cursor, within: 1e-6))
        #expect(runner.simulation.world.resource(Camera.self) == Camera())
    }

    @Test func aPinchOverEmptySpaceZoomsTheCameraAboutTheCursor() throws {
        let runner = try SceneRunner("playground")
        let cursor = Point(x: 1200, y: 760)
        let scenePoint = runner.simulation.world.windowToScene(cursor)
        runner.run(Self.pinch(at: cursor, to: 2), until: 1.5)
        #expect(isClose(runner.simulation.world.resource(Camera.self).zoom, 2, within: 1e-9))
        #expect(isClose(runner.simulation.world.windowToScene(cursor), scenePoint, within: 1e-9))
        #expect(try runner.state("shape-10").scale == 1)
    }

    @Test func theVirtualFingersAreThereWhileAPinchHoldsAShape() throws {
        let runner = try SceneRunner("playground")
        let cursor = Point(x: 651, y: 300)
        runner.run(TraceBuilder().touchpad(.begin, at: cursor, t: 0.1)
            .touchpad(.update, at: cursor, scale: 2, rotation: .degrees(90), t: 0.2), until: 0.25)
        let fingers = runner.simulation.world.touchpadFingers
        #expect(fingers.count == 2)
        #expect(isClose(fingers[0], cursor + Vector(width: 0, height: 2 * MouseEmulation.spread), within: 1e-9))
        #expect(isClose(fingers[1], cursor - Vector(width: 0, height: 2 * MouseEmulation.spread), within: 1e-9))
        runner.run(TraceBuilder().touchpad(.end, at: cursor, scale: 2, t: 0.3), until: 0.35)
        #expect(runner.simulation.world.touchpadFingers.isEmpty)
        runner.run(TraceBuilder().touchpad(.begin, at: Point(x: 1200, y: 760), t: 0.4), until: 0.45)
        #expect(runner.simulation.world.touchpadFingers.isEmpty, "over empty space the camera zooms: no fingers")
    }

    @Test func aCancelledPinchCommitsNothing() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(Self.pinch(at: Point(x: 640, y: 400), to: 2, end: .cancel), until: 1.5)
        #expect(try runner.state("photo").scale == 1)
        #expect(runner.logEvents(of: "photo") == ["began", "cancelled"])
    }

    @Test func focusLostInTheMiddleCancelsAndTheNextPinchStartsAfresh() throws {
        let runner = try SceneRunner("photo-zoom")
        var trace = TraceBuilder().touchpad(.begin, at: Point(x: 640, y: 400), t: 0.1)
            .touchpad(.update, at: Point(x: 640, y: 400), scale: 1.5, t: 0.2).focusLost(t: 0.3)
        trace = trace.merging(Self.pinch(at: Point(x: 640, y: 400), to: 1.25, t: 0.5))
        runner.run(trace, until: 2)
        #expect(isClose(try runner.state("photo").scale, 1.25, within: 1e-9))
        #expect(runner.logEvents(of: "photo") == ["began", "cancelled", "began", "ended"])
    }

    @Test func stepsAtNonFinitePlacesAreIgnoredWithAWarning() throws {
        let runner = try SceneRunner("photo-zoom")
        runner.run(TraceBuilder().touchpad(.begin, at: Point(x: .nan, y: 400), t: 0.1)
            .touchpad(.update, at: Point(x: 640, y: 400), scale: 3, t: 0.2), until: 1)
        #expect(try runner.state("photo").scale == 1)
        #expect(runner.simulation.world.resource(Warnings.self).messages.contains { $0.contains("touchpad") })
    }

    @Test func aRecordedPinchReplaysToTheSameStateTwice() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchpad-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
        let recorded = Self.pinch(at: Point(x: 651, y: 300), to: 1.7, rotation: .degrees(-25))
            .merging(Self.pinch(at: Point(x: 1200, y: 760), to: 0.6, t: 0.6))
        for event in recorded.events { recorder.append(event) }
        try recorder.close()

        let trace = try TraceReader.read(path: path)
        #expect(trace.events.count == recorded.events.count)
        #expect(trace.events.allSatisfy { if case .touchpadPinch = $0 { true } else { false } })
        func replay() throws -> StateSnapshot {
            let simulation = Simulation(windowSize: try #require(trace.windowSize))
            simulation.load(try #require(BuiltInScenes.named("playground")).make(SceneOptions()))
            Replay.run(trace.events, on: simulation, until: 2)
            return simulation.snapshot
        }
        let (first, second) = (try replay(), try replay())
        #expect(first.json == second.json)
        let shape = try #require(first.entities.first { $0.name == "shape-10" })
        #expect(isClose(shape.scale, 1.7, within: 1e-9) && abs(normalizedDegrees(shape.rotation + 20)) < 1e-6)
        #expect(isClose(first.camera.zoom, 0.6, within: 1e-9))
    }
}
