import Foundation
import Tactile

/// The examples' traces and the way the tests replay them: headless, tick by tick, exactly as
/// a window's loop would.
enum Traces {
    /// `Examples/Traces`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Traces")

    /// A simulation with `scene` loaded and the trace `name` replayed through it up to `until`.
    static func replay(_ name: String, on scene: any SceneContent, until: Double) throws -> Simulation {
        let trace = try TraceReader.read(path: directory.appendingPathComponent(name).path)
        let simulation = Simulation(windowSize: trace.windowSize ?? Vector(width: 1280, height: 800))
        simulation.load(scene)
        Replay.run(trace.events, on: simulation, until: until)
        return simulation
    }

    /// Replays more of `name` on a simulation that already ran part of it: the events after the
    /// last tick's time, from the next tick on.
    static func `continue`(_ name: String, on simulation: Simulation, until: Double) throws {
        let trace = try TraceReader.read(path: directory.appendingPathComponent(name).path)
        let done = Double(simulation.tick) / Simulation.ticksPerSecond + 1e-9
        Replay.run(trace.events.filter { $0.time > done }, on: simulation, until: until)
    }
}

extension Simulation {
    /// The state file's view of the entity named `name`.
    func state(of name: String) -> StateSnapshot.EntityState? {
        snapshot.entities.first { $0.name == name }
    }
}

/// Whether `a` is within `tolerance` of `b`.
func near(_ a: Double?, _ b: Double, _ tolerance: Double = 0.5) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
