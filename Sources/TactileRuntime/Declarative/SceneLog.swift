/// Lets a scene's views write scene-specific events into the simulation's log.
///
/// ```swift
/// TapGesture(count: 2).onEnded { log("tile", "double-tap") }
/// ```
public final class SceneLog {
    weak var simulation: Simulation?

    public init() {}

    public func callAsFunction(_ entity: String, _ event: String) {
        guard let simulation else { return }
        simulation.recordNamed(entity, event)
    }
}

extension Simulation {
    /// Appends a scene event for the entity named `entity`, at the current tick's time.
    public func recordNamed(_ entity: String, _ event: String) {
        appendLog(LogEntry(time: now, entity: entity, event: event))
    }
}
