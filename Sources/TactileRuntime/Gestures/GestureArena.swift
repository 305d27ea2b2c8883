import HeapModule
import TactileECS
import TactileGestures

/// Routes pointers to the gestures of entities (a resource of the gesture system). Its policy
/// in one sentence: a pointer that goes down starts an *interaction* over the entity it hit and
/// that entity's ancestors, their gestures composed as SwiftUI's responder chain composes them,
/// unless an entity on its path is already in one, which it then joins (as does a pointer on
/// empty space while an interaction holds a shape).
///
/// ```swift
/// GestureArena.update(in: world) { arena in
///     arena.press(down, path: [knob, panel], isBackground: false, in: world)
///     arena.deliver(frame, in: world)      // every moved pointer of the tick, per interaction
///     arena.advance(to: now, in: world)    // the deadlines due
/// }
/// ```
///
/// Moves, releases and cancels go to the interaction that owns the pointer: O(pointers down).
/// Deadlines wait in a wake-up queue (swift-collections' `Heap`), so a gesture that waits only
/// for input costs nothing per tick. Outcomes go out as ``GestureEvent``s. A struct, lent to the
/// gesture system for its run; the gestures' callbacks wait in ``callbacks`` and run once it is
/// handed back, so none of them can reach it while it is lent.
public struct GestureArena {
    typealias Root = AnyGesture<Void>.Recognizer

    struct Participant {
        var entity: Entity
        var recognizer: Root
        var space: EntitySpace
        var lastPhase = GesturePhase.possible
        var hasBegun = false
    }

    /// One interaction. A slot whose interaction ended keeps its lists' memory for the next.
    struct Interaction {
        var session: GestureSession<Root>?
        var participants: [Participant] = []
        /// Numbers the interactions in the order they started; also tells a wake-up for this
        /// interaction from one for an earlier occupant of its slot.
        var order: UInt64 = 0
        /// The tick the participants' spaces were last taken at.
        var spacesTick: UInt64?
        /// The time of the wake-up queued for it, if one is.
        var wakeUp: Double?

        var isLive: Bool { session != nil }
    }

    /// The interactions, by slot.
    var interactions: [Interaction] = []
    /// Which interaction each pointer down belongs to.
    var owners: [(pointer: PointerID, interaction: Int)] = []
    /// Which interaction each busy entity takes part in.
    var busy: [Entity: Int] = [:]
    var nextOrder: UInt64 = 0
    var wakeUps = Heap<WakeUp>()
    /// The tick being run, set by the gesture system.
    var time = Time()
    /// The keyboard modifiers held: what gestures are fed with (set through ``hold(_:)``).
    private(set) var modifiers: EventModifiers = []
    /// The store of coordinate space names, looked up once a tick (the tick it was).
    var spaceNames: ComponentStore<CoordinateSpaceName>?
    var namesTick: UInt64?
    /// What a delivery is built in (moves; the samples are the frame's), and the frame mapped to
    /// scene points while the camera is not at rest: kept for their memory.
    var interactionFrame = PointerFrame()
    var sceneFrame = PointerFrame()
    var moveOwners: [Int] = []
    var due: [Int] = []
    /// Where the gestures' callbacks and value events wait until the arena is handed back
    /// (see ``update(in:_:)``): nothing a callback does can then reach the arena mid-update.
    public let callbacks = GestureCallbacks()

    public init() {}

    /// The keyboard modifiers held from now on: every live interaction's gesture, and every new
    /// one's, is fed with them. O(interactions) when they change, nothing otherwise.
    mutating func hold(_ held: EventModifiers) {
        guard held != modifiers else { return }
        modifiers = held
        for index in interactions.indices where interactions[index].isLive { interactions[index].session!.modifiers = held }
    }

    /// Whether no interaction is in progress.
    public var isIdle: Bool { !interactions.contains { $0.isLive } }

    /// Whether an interaction over a shape (not `background`) holds a pointer.
    public func holdsShape(background: Entity?) -> Bool {
        owners.contains { owner in interactions[owner.interaction].participants.contains { $0.entity != background } }
    }

    /// Lends the world's arena to `body`, then runs the callbacks its gestures queued, with
    /// nothing lent: how anything outside the gesture system reaches the arena.
    ///
    /// ```swift
    /// GestureArena.update(in: world) { $0.forget(entity, in: world) }
    /// ```
    ///
    /// The cost of `body` and of the callbacks; called from a callback, those it queues run
    /// after it, in the queue already running.
    @discardableResult
    public static func update<Result>(in world: World, _ body: (inout GestureArena) -> Result) -> Result {
        let (result, callbacks) = world.withResource(GestureArena.self) { arena in (body(&arena), arena.callbacks) }
        callbacks.run()
        return result
    }

    // MARK: Pointers

    /// A pointer goes down (scene points) on the entities of `path`, innermost first: it joins
    /// the interaction of the first of them already in one, or — on empty space — the latest
    /// interaction holding a pointer, or starts one over their gestures.
    public mutating func press(_ event: PointerEvent, path: some Collection<Entity>, isBackground: Bool, in world: World) {
        var index: Int?
        for entity in path where index == nil { index = busy[entity] }
        if index == nil, isBackground {
            let held = owners.map(\.interaction)
            index = held.max { interactions[$0].order < interactions[$1].order }
        }
        if index == nil { index = begin(along: path, in: world) }
        guard let index else { return }
        owners.append((event.pointer, index))
        update(index, in: world) { $0.handle(event) }
    }

    /// A pointer goes down into the interaction that holds `other` (an emulated second finger
    /// joins the real one's gesture wherever it lands); nothing if none does.
    public mutating func press(_ event: PointerEvent, joining other: PointerID, in world: World) {
        guard let owner = owners.first(where: { $0.pointer == other }) else { return }
        owners.append((event.pointer, owner.interaction))
        update(owner.interaction, in: world) { $0.handle(event) }
    }

    /// A pointer is released or cancelled (scene points).
    public mutating func release(_ event: PointerEvent, in world: World) {
        guard let owner = owners.firstIndex(where: { $0.pointer == event.pointer }) else { return }
        let index = owners.remove(at: owner).interaction
        update(index, in: world) { $0.handle(event) }
    }

    /// The moves of a frame (window points, mapped to scene points by `toScene`): each interaction
    /// gets its own pointers' moves as one frame, in the order of their last moves in `frame`.
    /// The samples are mapped once (not at all while the camera is at rest) and shared by the
    /// interactions' frames. O(moves × pointers down).
    public mutating func deliver(_ frame: PointerFrame, through toScene: AffineTransform, in world: World) {
        if toScene != .identity { sceneFrame.assign(frame, mappedThrough: toScene) }
        let source = toScene == .identity ? frame : sceneFrame
        moveOwners.removeAll(keepingCapacity: true)
        for move in source.moves {
            moveOwners.append(owners.first { $0.pointer == move.pointer }?.interaction ?? -1)
        }
        for position in moveOwners.indices {
            let owner = moveOwners[position]
            // An interaction's frame goes out with its last move.
            guard owner >= 0, !moveOwners[(position + 1)...].contains(owner) else { continue }
            interactionFrame.select(from: source) { moveOwners[$0] == owner }
            let delivered = interactionFrame
            update(owner, in: world) { $0.handle(delivered) }
        }
        // The shared samples go back to their frame, which the next tick reuses.
        interactionFrame.releaseSamples()
    }

    /// Cancels every interaction (focus lost, a touch device gone).
    public mutating func cancelAll(at time: Double, in world: World) {
        owners.removeAll()
        for index in interactions.indices where interactions[index].isLive {
            update(index, in: world) { $0.cancel(at: time) }
        }
    }

    /// An entity is going: its interaction is cancelled (its gestures' state resets).
    public mutating func forget(_ entity: Entity, in world: World) {
        guard let index = busy[entity] else { return }
        owners.removeAll { $0.interaction == index }
        let now = time.now
        update(index, in: world) { $0.cancel(at: now) }
    }

    /// Each live interaction: the entities it spans (innermost first) and its recognizer tree,
    /// node by node with phase and value — what the gesture debugger shows.
    public func describeInteractions(in world: World) -> [(entities: [String], nodes: [GestureNodeDescription])] {
        describeLiveInteractions(in: world).map { ($0.names, $0.nodes) }
    }

    /// Each live interaction as the gesture debugger shows it: the entities whose gestures it
    /// composes (innermost first, each once), their names, the pointers it holds, its tree.
    public func describeLiveInteractions(in world: World) -> [InteractionDescription] {
        interactions.indices.compactMap { index in
            guard let session = interactions[index].session else { return nil }
            var entities: [Entity] = []
            for participant in interactions[index].participants where !entities.contains(participant.entity) {
                entities.append(participant.entity)
            }
            let names = entities.map { world[Name.self, $0]?.value ?? $0.description }
            let pointers = owners.filter { $0.interaction == index }.map(\.pointer)
            return InteractionDescription(entities: entities, names: names, pointers: pointers,
                                          nodes: session.recognizer.treeDescription)
        }
    }

    // MARK: Plumbing

    /// Starts an interaction over the gestures along `path`, if there are any.
    private mutating func begin(along path: some Collection<Entity>, in world: World) -> Int? {
        let index = interactions.firstIndex { !$0.isLive } ?? interactions.count
        if index == interactions.count { interactions.append(Interaction()) }
        interactions[index].participants.removeAll(keepingCapacity: true)
        var composed = Composition()
        let gestures = world.store(Gestures.self)
        for entity in path {
            guard let component = gestures[entity] else { continue }
            for attached in component.attached {
                var own: Root?
                let inner = interactions[index].participants.count
                if attached.mask.contains(.gesture) {
                    var recognizer = attached.recognizer
                    // Attached first, so that the reset of its state waits in this arena's queue too.
                    recognizer.attach(callbacks)
                    recognizer.reset()
                    attached.space.values?.connect(to: world, entity: entity)
                    own = recognizer
                    interactions[index].participants.append(Participant(entity: entity, recognizer: recognizer, space: attached.space))
                }
                // Masked-out subviews take no part: their entities stay free for other pointers.
                if !attached.mask.contains(.subviews) {
                    interactions[index].participants.removeSubrange(0..<inner)
                    composed = Composition()
                }
                let kind: Composition.Kind = attached.scrollsContent ? .scrolling : Composition.Kind(attached.priority)
                let catchesGlide = attached.scrollsContent && world[ScrollState.self, entity]?.isMoving == true
                composed.add(own, as: kind, catchesGlide: catchesGlide)
            }
        }
        guard let root = composed.root, !interactions[index].participants.isEmpty else { return nil }
        interactions[index].session = GestureSession(recognizer: root, callbacks: callbacks)
        interactions[index].session!.modifiers = modifiers
        (interactions[index].order, interactions[index].spacesTick, interactions[index].wakeUp) = (nextOrder, nil, nil)
        nextOrder += 1
        for participant in interactions[index].participants { busy[participant.entity] = index }
        return index
    }

    /// The gestures along a path composed so far, as SwiftUI's responder chain composes them:
    /// those of `.simultaneousGesture` attachments since the last other one are kept apart, so
    /// that a scroll view's pan can leave them running when it cancels the rest.
    struct Composition {
        /// What the children's `.gesture` and `.highPriorityGesture` attachments (and anything
        /// under them) composed.
        var blocking: Root?
        /// The `.simultaneousGesture` attachments on top, innermost first.
        var alongside: [Root] = []

        /// The whole: `blocking`, then each of `alongside` simultaneously.
        var root: Root? { Self.simultaneously(blocking, alongside) }

        /// How an attachment composes: as its priority says, or as a scroll view's pan.
        enum Kind {
            case normal, high, simultaneous, scrolling
            init(_ priority: GestureAttachment.Priority) {
                switch priority {
                case .normal: self = .normal
                case .high: self = .high
                case .simultaneous: self = .simultaneous
                }
            }
        }

        mutating func add(_ own: Root?, as kind: Kind, catchesGlide: Bool) {
            guard let own else { return }
            switch kind {
            case .simultaneous:
                alongside.append(own)
            case .normal, .high, .scrolling:
                blocking = GestureArena.compose(content: root == nil ? nil : self, own: own, as: kind, catchesGlide: catchesGlide)
                alongside.removeAll()
            }
        }

        static func simultaneously(_ first: Root?, _ rest: [Root]) -> Root? {
            rest.reduce(first) { composed, next in
                guard let composed else { return next }
                return Root(SimultaneousGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: composed, second: next), transform: { _ in })
            }
        }
    }

    /// The gestures composed so far (`content`) and an attachment's own, as its priority says.
    static func compose(content: Composition?, own: Root, as kind: Composition.Kind, catchesGlide: Bool) -> Root {
        guard let content, let children = content.root else { return own }
        switch kind {
        case .normal:
            return Root(ExclusiveGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: children, second: own), transform: { _ in })
        case .high:
            return Root(ExclusiveGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: own, second: children), transform: { _ in })
        case .simultaneous:
            return Root(SimultaneousGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: children, second: own), transform: { _ in })
        case .scrolling:
            return Root(ScrollArbitration(content: content.blocking, alongside: Composition.simultaneously(nil, content.alongside),
                                          pan: own, catchesGlide: catchesGlide), transform: { _ in })
        }
    }

    /// Updates interaction `index` with `body`: its spaces first (once a tick), its outcomes
    /// after, and its next deadline queued; an interaction over with no pointer left ends.
    mutating func update(_ index: Int, in world: World, _ body: (inout GestureSession<Root>) -> Void) {
        guard interactions[index].isLive else { return }
        if interactions[index].spacesTick != time.tick {
            if namesTick != time.tick { (spaceNames, namesTick) = (world.existing(CoordinateSpaceName.self), time.tick) }
            for participant in interactions[index].participants {
                participant.space.spaces = world.localGestureSpaces(of: participant.entity)
                if let spaceNames { participant.space.spaces.named = world.namedSpaces(of: participant.entity, names: spaceNames) }
            }
            interactions[index].spacesTick = time.tick
        }
        body(&interactions[index].session!)
        for position in interactions[index].participants.indices {
            let phase = interactions[index].participants[position].recognizer.phase
            if phase != interactions[index].participants[position].lastPhase { note(phase, of: position, in: index, world) }
        }
        if interactions[index].session!.phase.isTerminal && !owners.contains(where: { $0.interaction == index }) {
            for participant in interactions[index].participants where busy[participant.entity] == index {
                busy[participant.entity] = nil
            }
            interactions[index].session = nil
            interactions[index].wakeUp = nil
            return
        }
        scheduleWakeUp(for: index)
    }

    /// Sends the began / ended / cancelled that participant `position` reached with `phase`.
    private mutating func note(_ phase: GesturePhase, of position: Int, in index: Int, _ world: World) {
        // Decided, then undecided again: the session started over (a press while a pointer it
        // never followed, or off the scale, kept the interaction alive). What
        // happens now is a new gesture, which must begin again before it can be cancelled.
        if interactions[index].participants[position].lastPhase.isTerminal && !phase.isTerminal {
            interactions[index].participants[position].hasBegun = false
        }
        interactions[index].participants[position].lastPhase = phase
        let kind: GestureEvent.Kind
        switch phase {
        case .active where !interactions[index].participants[position].hasBegun:
            interactions[index].participants[position].hasBegun = true
            kind = .began
        case .ended:
            kind = .ended
        case .failed where interactions[index].participants[position].hasBegun:
            kind = .cancelled
        default:
            return
        }
        let entity = interactions[index].participants[position].entity
        world.send(GestureEvent(entity: entity, entityName: world[Name.self, entity]?.value, kind: kind, time: time.now))
    }
}

/// One live interaction, as ``GestureArena/describeLiveInteractions(in:)`` tells it.
public struct InteractionDescription: Hashable, Sendable {
    /// The entities whose gestures it composes, innermost first.
    public var entities: [Entity]
    public var names: [String]
    /// The pointers it holds, in the order they went down.
    public var pointers: [PointerID]
    /// Its recognizer tree, depth first.
    public var nodes: [GestureNodeDescription]
}
