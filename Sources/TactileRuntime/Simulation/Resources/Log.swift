import TactileECS

/// One line of the state file's log.
public struct LogEntry: Hashable, Sendable {
    /// The tick's time, in seconds.
    public var time: Double
    /// The entity's name.
    public var entity: String
    /// What happened: `began`, `ended`, `cancelled`, or a scene's own event.
    public var event: String
    /// A line of the log: `LogEntry(time: 1.1, entity: "circle", event: "ended")`.
    public init(time: Double, entity: String, event: String) {
        self.time = time
        self.entity = entity
        self.event = event
    }
}

/// Gesture and scene events in time order: what the state file reports (SPEC §8).
public struct Log: Hashable, Sendable {
    /// The lines, in time order.
    public var entries: [LogEntry] = []
    /// An empty log.
    public init() {}
}

/// A scene-specific event (`double-tap`, `swipe-left`), logged against an entity's name.
///
/// ```swift
/// world.send(SceneEvent(entity: "tile", event: "double-tap", time: now))
/// ```
public struct SceneEvent: Hashable, Sendable {
    /// The entity's name.
    public var entity: String
    /// The event's name.
    public var event: String
    /// The tick's time, in seconds.
    public var time: Double
    /// An event for the log.
    public init(entity: String, event: String, time: Double) {
        self.entity = entity
        self.event = event
        self.time = time
    }
}

extension World {
    /// Logs a scene event for the entity named `entity`, at the current tick's time.
    public func log(_ entity: String, _ event: String) {
        send(SceneEvent(entity: entity, event: event, time: resource(Time.self).now))
    }
}

/// Writes the gesture events of named entities and the scene events into the ``Log``, in the
/// order they were sent: the state file's reader of both.
public struct LogSystem: System {
    var gestureEvents = EventReader<GestureEvent>()
    var sceneEvents = EventReader<SceneEvent>()

    public init() {}

    public mutating func run(in world: World) {
        let (gestures, scenes) = (world.events(GestureEvent.self), world.events(SceneEvent.self))
        var (g, s) = (gestureEvents.readIndices(gestures), sceneEvents.readIndices(scenes))
        guard !g.isEmpty || !s.isEmpty else { return }
        world.withResource(Log.self) { log in
            while !g.isEmpty || !s.isEmpty {
                if s.isEmpty || (!g.isEmpty && gestures.numbers[g.lowerBound] < scenes.numbers[s.lowerBound]) {
                    let event = gestures.events[g.lowerBound]
                    g = g.dropFirst()
                    if let name = event.entityName {
                        log.entries.append(LogEntry(time: event.time, entity: name, event: event.kind.rawValue))
                    }
                } else {
                    let event = scenes.events[s.lowerBound]
                    s = s.dropFirst()
                    log.entries.append(LogEntry(time: event.time, entity: event.entity, event: event.event))
                }
            }
        }
    }
}
