/// A queue of events of one type that any system can send and any system can read, each reader
/// seeing each event once (Bevy's `Events` with `EventReader`s).
///
/// ```swift
/// world.events(GestureEvent.self).send(GestureEvent(entity: star, kind: .ended, time: 1.5))
///
/// var reader = EventReader<GestureEvent>()
/// for event in reader.read(world) { print(event.entity, event.kind) }
/// ```
///
/// Events live for two frames (``update()``, which the schedule calls once a frame), so a
/// system that runs before the sender in the frame still sees them in the next. Every event is
/// numbered in one sequence shared by all the world's queues, so a reader of several kinds can
/// put them in the order they were sent. Sending is O(1) and allocates only to grow.
public final class Events<Event>: AnyEvents {
    /// The events of this frame and the last, oldest first, with their sequence numbers.
    // Unchecked, as the stores' columns: a short append or read, never overlapping another.
    @exclusivity(unchecked) public private(set) var events: [Event] = []
    @exclusivity(unchecked) public private(set) var numbers: [UInt64] = []
    /// Where this frame's events start in `events`.
    @exclusivity(unchecked) private var frameStart = 0
    private let clock: WorldClock

    @usableFromInline init(clock: WorldClock) { self.clock = clock }

    /// Sends `event`: every reader sees it once.
    public func send(_ event: Event) {
        events.append(event)
        numbers.append(clock.takeEventNumber())
    }

    /// Ends a frame: the events of the frame before this one are dropped.
    public func update() {
        events.removeFirst(frameStart)
        numbers.removeFirst(frameStart)
        frameStart = events.count
    }

    /// Drops every event.
    public func removeAll() {
        events.removeAll(keepingCapacity: true)
        numbers.removeAll(keepingCapacity: true)
        frameStart = 0
    }

    /// The index of the first event numbered `number` or later.
    @usableFromInline func startIndex(from number: UInt64) -> Int {
        var (low, high) = (0, numbers.count)
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// What a ``World`` needs of every event queue, whatever its type.
public protocol AnyEvents: AnyObject {
    func update()
    func removeAll()
}

/// Reads a queue of events, each once: keep one per reading system.
///
/// ```swift
/// struct SnapOnRelease: System {
///     var released = EventReader<GestureEvent>()
///     mutating func run(in world: World) {
///         for event in released.read(world) where event.kind == .ended { snap(event.entity) }
///     }
/// }
/// ```
public struct EventReader<Event> {
    /// The sequence number after the last event read.
    public private(set) var next: UInt64 = 0

    /// A reader that has read nothing yet: `var outcomes = EventReader<GestureEvent>()`.
    public init() {}

    /// The events sent since this reader last read, oldest first. O(log n) to find them.
    public mutating func read(_ events: Events<Event>) -> ArraySlice<Event> {
        let start = events.startIndex(from: next)
        next = events.numbers.last.map { $0 + 1 } ?? next
        return events.events[start...]
    }

    /// ``read(_:)`` of `world`'s queue of `Event`.
    public mutating func read(_ world: World) -> ArraySlice<Event> { read(world.events(Event.self)) }

    /// Where the events sent since this reader last read lie in `events.events` (and their
    /// sequence numbers in `events.numbers`): for a reader of several kinds of event that puts
    /// them in order.
    public mutating func readIndices(_ events: Events<Event>) -> Range<Int> {
        let start = events.startIndex(from: next)
        next = events.numbers.last.map { $0 + 1 } ?? next
        return start..<events.events.count
    }
}

extension World {
    /// The queue of `type`'s events, made on first use.
    @inlinable public func events<Event>(_ type: Event.Type) -> Events<Event> {
        // The table holds the queue of `Event` under its type, and nothing else there.
        if let queue = eventQueues[type] { return unsafeDowncast(queue, to: Events<Event>.self) }
        return makeEvents(type)
    }

    @usableFromInline func makeEvents<Event>(_ type: Event.Type) -> Events<Event> {
        let queue = Events<Event>(clock: clock)
        eventQueues[type] = queue
        return queue
    }

    /// The queue of `Event` if anyone has sent or read one, without making it: how a sender
    /// that would have to build its events first learns whether anybody listens.
    ///
    /// ```swift
    /// if let queue = world.existingEvents(Splash.self) { queue.send(Splash(at: point)) }
    /// ```
    ///
    /// One lookup by type.
    @inlinable public func existingEvents<Event>(_ type: Event.Type) -> Events<Event>? {
        eventQueues[type].map { unsafeDowncast($0, to: Events<Event>.self) }
    }

    /// Sends `event` to its type's queue.
    @inlinable public func send<Event>(_ event: Event) { events(Event.self).send(event) }

    /// Ends a frame for every queue (see ``Events/update()``).
    public func updateEvents() {
        for queue in eventQueues.values { queue.update() }
    }
}
