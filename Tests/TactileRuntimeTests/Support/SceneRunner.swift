import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// A simulation with a scene and a trace, run forward in steps so that a test can look at the
/// state between them.
///
/// ```swift
/// let runner = try SceneRunner("tap-star")
/// runner.feed(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1))
/// runner.run(until: 1)
/// #expect(try runner.state("star").scale == 0.5)
/// ```
///
/// Tick `n` (time `n / 120`) receives the fed events with time ≤ `n / 120` that no earlier tick
/// received, as SPEC §4 says; ``run(until:)`` runs every tick up to and including that time.
final class SceneRunner {
    let simulation: Simulation
    private var events: [InputEvent] = []
    private var next = 0
    private var nextTick: UInt64 = 0

    /// A built-in scene, by name.
    convenience init(_ name: String, entities: Int? = nil,
                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let descriptor = try #require(BuiltInScenes.named(name), "no built-in scene \(name)", sourceLocation: sourceLocation)
        self.init(scene: descriptor.make(SceneOptions(entities: entities)))
    }

    init(scene: any SceneContent, windowSize: Vector = Vector(width: 1280, height: 800)) {
        simulation = Simulation(windowSize: windowSize)
        simulation.load(scene)
    }

    /// Adds events to run; they must not be earlier than events already run.
    func feed(_ trace: TraceBuilder) { feed(trace.events) }

    func feed(_ more: [InputEvent]) {
        events += more
        // Keep the pending part in time order (stable), as a trace is.
        let pending = events[next...].enumerated()
            .sorted { a, b in a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset }
            .map(\.element)
        events.replaceSubrange(next..., with: pending)
    }

    /// Runs every tick up to and including `time`.
    func run(until time: Double) {
        let last = UInt64(max(0, (time * Simulation.ticksPerSecond + 1e-6).rounded(.down)))
        while nextTick <= last {
            let tickTime = Double(nextTick) / Simulation.ticksPerSecond
            let start = next
            while next < events.count, events[next].time <= tickTime { next += 1 }
            simulation.runTick(nextTick, events: events[start..<next])
            nextTick += 1
        }
    }

    /// Feeds `trace` and runs until `time`.
    func run(_ trace: TraceBuilder, until time: Double) {
        feed(trace)
        run(until: time)
    }

    /// The state file's record of the entity named `name`.
    func state(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> StateSnapshot.EntityState {
        try #require(simulation.snapshot.entities.first { $0.name == name }, "no entity named \(name)",
                     sourceLocation: sourceLocation)
    }

    /// The entity named `name`.
    func entity(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Entity {
        try #require(simulation.entity(named: name), "no entity named \(name)", sourceLocation: sourceLocation)
    }

    /// The log's events for `entity`, in order.
    func logEvents(of entity: String) -> [String] {
        simulation.log.filter { $0.entity == entity }.map(\.event)
    }
}

/// A built-in scene's simulation, loaded.
func loadedSimulation(_ name: String, entities: Int? = nil,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Simulation {
    let descriptor = try #require(BuiltInScenes.named(name), "no built-in scene \(name)", sourceLocation: sourceLocation)
    let simulation = Simulation()
    simulation.load(descriptor.make(SceneOptions(entities: entities)))
    return simulation
}

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance` on each axis.
func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A rotation in degrees brought into (−180, 180].
func normalizedDegrees(_ degrees: Double) -> Double {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
    return d
}

extension StateSnapshot.EntityState {
    var centre: Point { Point(x: x, y: y) }
}

/// Collects which gestures fired, for test scenes whose callbacks report here.
final class FiredGestures {
    private(set) var names: [String] = []
    func fire(_ name: String) { names.append(name) }
}
