import TactileECS
import TactileGestures

/// What an entity's gesture did, with the gesture's value: an event any system can read, one
/// type per gesture value type (a drag's, a pinch's, or a composition's).
///
/// ```swift
/// typealias DragAndPinch = SimultaneousGesture<DragGesture, MagnifyGesture>
/// var values = EventReader<GestureValueEvent<DragAndPinch.Value>>()
/// for event in values.read(world) where event.kind == .changed {
///     print(event.value?.first?.translation, event.value?.second?.magnification)
/// }
/// ```
///
/// Sent for gestures whose interaction started once the world had the queue of their type
/// (`world.events(GestureValueEvent<V>.self)`, or a reader's first read): with no queue, the
/// gesture system builds and sends nothing. Sent after the gesture step, in order with the
/// gestures' callbacks; each is one append to the queue.
public struct GestureValueEvent<Value> {
    /// The entity whose gesture it was.
    public var entity: Entity
    /// What happened: began, changed (while active), ended, or cancelled after it began.
    public var kind: GestureEvent.Kind
    /// The gesture's value then: `nil` once cancelled.
    public var value: Value?
    /// The tick's time.
    public var time: Double

    /// An event, as the gesture system sends it.
    public init(entity: Entity, kind: GestureEvent.Kind, value: Value?, time: Double) {
        self.entity = entity
        self.kind = kind
        self.value = value
        self.time = time
    }
}

/// What an attachment's recognizer tells the gesture system, whatever its value type: connect
/// to the world when an interaction starts.
@usableFromInline class GestureValueSending {
    /// The gesture callbacks' queue its events wait in, once attached.
    @usableFromInline final var queue: GestureCallbacks?

    @usableFromInline init() {}

    /// Looks for the queue of the gesture's events in `world`, for the interaction starting on `entity`.
    @usableFromInline func connect(to world: World, entity: Entity) {}
}

/// The value events of one attached gesture, waiting in the gesture callbacks' queue.
@usableFromInline final class GestureValueSender<Value>: GestureValueSending {
    /// Where its events go, while the interaction's world has the queue.
    @usableFromInline var events: Events<GestureValueEvent<Value>>?
    @usableFromInline weak var world: World?
    @usableFromInline var entity = Entity(index: 0, generation: 0)
    @usableFromInline var hasBegun = false
    /// The events waiting for the gesture step to end.
    @usableFromInline let pending: PendingValues<(kind: GestureEvent.Kind, value: Value?)>

    /// Inlinable, so that the events are queued and sent specialised for `Value`.
    @inlinable override init() {
        // Weak: the sender owns its pending list, whose action calls back into it.
        weak var sender: GestureValueSender?
        pending = PendingValues { sender?.send($0.kind, $0.value) }
        super.init()
        sender = self
    }

    /// Once per interaction: a lookup by type.
    @usableFromInline override func connect(to world: World, entity: Entity) {
        events = world.existingEvents(GestureValueEvent<Value>.self)
        self.world = events == nil ? nil : world
        self.entity = entity
        hasBegun = false
    }

    /// What a change of the gesture to `phase` with `value` sends, if anything.
    @inlinable func note(_ phase: GesturePhase, _ value: Value?) {
        let kind: GestureEvent.Kind
        switch phase {
        case .active:
            kind = hasBegun ? .changed : .began
            hasBegun = true
        case .ended:
            kind = .ended
            hasBegun = false
        case .failed:
            guard hasBegun else { return }
            kind = .cancelled
            hasBegun = false
        case .possible:
            hasBegun = false
            return
        }
        pending.call((kind, value), in: queue)
    }

    @inlinable func send(_ kind: GestureEvent.Kind, _ value: Value?) {
        guard let events, let world else { return }
        events.send(GestureValueEvent(entity: entity, kind: kind, value: value, time: world.resource(Time.self).now))
    }
}
