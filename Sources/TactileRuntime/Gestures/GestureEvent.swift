import TactileECS

/// What an entity's gesture did, as an event any system can read (the state file's log is one
/// reader): it began (first became active), ended, or was cancelled after it began. For the
/// gesture's value as well, read ``GestureValueEvent``s.
///
/// ```swift
/// var outcomes = EventReader<GestureEvent>()
/// for event in outcomes.read(world) where event.kind == .ended { … }
/// ```
public struct GestureEvent: Hashable, Sendable {
    /// What happened: the gesture began (first became active), changed while active (only in
    /// ``GestureValueEvent``s), ended, or was cancelled after it began.
    public enum Kind: String, Hashable, Sendable {
        case began, changed, ended, cancelled
    }

    /// The entity whose gesture it was.
    public var entity: Entity
    /// The entity's name when it happened, if it has one.
    public var entityName: String?
    /// What happened.
    public var kind: Kind
    /// The tick's time.
    public var time: Double

    /// An event, as the gesture system sends it.
    public init(entity: Entity, entityName: String?, kind: Kind, time: Double) {
        self.entity = entity
        self.entityName = entityName
        self.kind = kind
        self.time = time
    }
}
