import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// What the gesture debugger reads from the runtime: each held pointer's last half second of
/// positions and its velocity, and each live interaction's entities, pointers and tree.
@Suite("Debugger: pointer trails and live interactions")
struct PointerTrailsTests {
    /// A drag to the right at 480 pt/s: a move every tick (4 pt), from 0.2 s to 0.7 s, held.
    static let drag = TraceBuilder().drag(1, from: Point(x: 640, y: 400), to: Point(x: 880, y: 400), t: 0.2,
                                          duration: 0.5, steps: 60, release: false)

    @Test func aHeldPointerHasItsLastHalfSecondAndTheVelocityTheGesturesSee() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.simulation.showsDebugger = true
        runner.run(Self.drag, until: 0.7)
        let trails = runner.simulation.pointerTrails
        let trail = try #require(trails.trails.first)
        #expect(trails.trails.count == 1)
        #expect(PointerIdentity.tracePointer(of: trail.pointer) == 1)
        // Oldest first, none older than half a second, the last where the pointer is.
        #expect(trail.samples.last?.location == Point(x: 880, y: 400))
        #expect(trail.samples.allSatisfy { runner.simulation.now - $0.time <= PointerTrails.duration + 1e-9 })
        #expect(trail.samples.count >= 59)
        #expect(zip(trail.samples, trail.samples.dropFirst()).allSatisfy { $0.time < $1.time })
        let velocity = trails.velocity(of: trail, at: runner.simulation.now)
        #expect(abs(velocity.width - 480) < 1)
        #expect(abs(velocity.height) < 1e-6)
    }

    @Test func aPointerHeldStillKeepsWhereItIsAndLosesItsTrailWhenLifted() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.simulation.showsDebugger = true
        runner.run(Self.drag, until: 1.5)
        let still = try #require(runner.simulation.pointerTrails.trails.first)
        #expect(still.samples.map(\.location) == [Point(x: 880, y: 400)])
        #expect(runner.simulation.pointerTrails.velocity(of: still, at: runner.simulation.now) == .zero)
        runner.run(TraceBuilder().up(1, at: Point(x: 880, y: 400), t: 1.6), until: 1.7)
        #expect(runner.simulation.pointerTrails.trails.isEmpty)
    }

    @Test func nothingIsKeptWhileTheDebuggerIsHidden() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.run(Self.drag, until: 0.5)
        #expect(runner.simulation.pointerTrails.trails.isEmpty)
        runner.simulation.showsDebugger = true
        runner.run(until: 0.6)
        // Shown mid-drag: the trail starts with the next moves.
        let trail = try #require(runner.simulation.pointerTrails.trails.first)
        #expect(trail.samples.first.map { $0.time > 0.5 } == true)
        runner.simulation.showsDebugger = false
        runner.run(until: 0.61)
        #expect(runner.simulation.pointerTrails.trails.isEmpty)
    }

    @Test func aLiveInteractionNamesItsEntitiesPointersAndTree() throws {
        let runner = try SceneRunner("draggable-circle")
        // Held still: the long press (0.5 s) is under way, the drag that follows it waits.
        runner.run(TraceBuilder().down(2, at: Point(x: 640, y: 400), t: 0.2), until: 0.5)
        let interaction = try #require(runner.simulation.liveInteractions.first)
        #expect(runner.simulation.liveInteractions.count == 1)
        #expect(interaction.names == ["circle"])
        #expect(interaction.entities == [try runner.entity("circle")])
        #expect(interaction.pointers.map { PointerIdentity.tracePointer(of: $0) } == [2])
        #expect(interaction.nodes.map(\.name) == ["Sequence", "LongPress(0.5 s)", "Drag(min: 10.0)"])
        #expect(interaction.nodes.map(\.phase) == [.active, .active, .possible])
        runner.run(TraceBuilder().up(2, at: Point(x: 640, y: 400), t: 0.8), until: 0.9)
        #expect(runner.simulation.liveInteractions.isEmpty)
    }
}
