import TactileGestures

/// Routes pointers to entities' gestures, composing them along the hit path as SwiftUI's
/// responder chain does, and logs each entity gesture's began / ended / cancelled.
///
/// A pointer that goes down starts an *interaction* over the hit entity and its ancestors:
/// their attached gestures composed (`.gesture` children first, `.highPriorityGesture` the
/// parent first, `.simultaneousGesture` both, each limited by its ``GestureMask``). Later
/// pointers that land on an entity of a live interaction — or on empty space while an
/// interaction holds a pointer — join it, so a second finger can pinch a small shape.
/// Moves, ups and cancels go to the interaction that owns the pointer: O(1) routing.
final class GestureDispatcher {
    typealias Root = AnyGesture<Void>.Recognizer

    struct Participant {
        var entity: EntityID
        var recognizer: Root
        let spaces: SpacesBox
        let isNamed: Bool
        var lastPhase: GesturePhase
        var hasBegun: Bool
        /// The slots the entity's local space is read from (``Simulation/localSpaceSlots(of:)``), and
        /// the sum of the two stores' rearrangements when they were found (`UInt64.max`: not yet;
        /// the counts only go up, and will not reach it). Kept only with a presentation: while
        /// the sum stands, the entity still holds it, and so is alive (despawning removes it).
        var spaceSlots: (presentation: Int, shape: Int?) = (0, nil)
        var spaceSlotsVersion = UInt64.max
    }

    /// One interaction, updated in place (it is a reference: no copying per event).
    /// Hot storage here and in the runtime's other classes opts out of run-time exclusivity
    /// checks (a third of the dispatch's instructions); the debug test suite keeps the
    /// accesses simple and non-overlapping.
    final class Interaction {
        @exclusivity(unchecked) var session: GestureSession<Root>
        @exclusivity(unchecked) var participants: [Participant]
        @exclusivity(unchecked) var order: UInt64
        /// The tick whose transforms the participants' coordinate spaces were taken from.
        @exclusivity(unchecked) var spacesTick: UInt64?

        init(session: GestureSession<Root>, participants: [Participant], order: UInt64) {
            self.session = session
            self.participants = participants
            self.order = order
        }
    }

    @exclusivity(unchecked) private(set) var interactions: [Interaction?] = []
    @exclusivity(unchecked) private var owners: [(pointer: PointerID, interaction: Int)] = [] {
        didSet {
            ownersStamp &+= 1
            ownersAreDistinct = owners.withUnsafeBufferPointer { owners in
                // One bit per pointer (by the low bits of its ID): only a pointer whose bit is
                // taken is compared with those before it.
                var seen: UInt64 = 0
                for i in owners.indices {
                    let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: owners[i].pointer & 63)
                    if seen & bit != 0 {
                        for j in 0..<i where owners[j].pointer == owners[i].pointer { return false }
                    }
                    seen |= bit
                }
                return true
            }
        }
    }
    /// Changes whenever `owners` does: an answer of ``interaction(holding:hint:)`` holds while it stays.
    @exclusivity(unchecked) private(set) var ownersStamp: UInt64 = 0
    /// Whether no pointer has two entries in `owners` (a second press without a release gives
    /// one two): then an entry found anywhere is the one that counts, the first.
    @exclusivity(unchecked) private var ownersAreDistinct = true
    @exclusivity(unchecked) private var nextOrder: UInt64 = 0
    /// Finished interactions, kept for reuse: a press allocates nothing in steady state.
    @exclusivity(unchecked) private var spare: [Interaction] = []
    @exclusivity(unchecked) private var pathBuffer: [EntityID] = []
    /// The participants of the interaction a press starts, gathered before there is one.
    @exclusivity(unchecked) private var participantsBuffer: [Participant] = []

    /// Whether any interaction is in progress.
    var isIdle: Bool { interactions.allSatisfy { $0 == nil } }

    /// The live interactions' recognizer trees, for the gesture debugger.
    func describeInteractions(in simulation: Simulation) -> [(entities: [String], nodes: [GestureNodeDescription])] {
        interactions.compactMap { interaction in
            guard let interaction else { return nil }
            let names = interaction.participants.map { simulation.names[$0.entity]?.value ?? $0.entity.description }
            return (names, interaction.session.recognizer.treeDescription)
        }
    }

    // MARK: Pointers

    /// Routes a pointer event whose location is already in scene coordinates (and a move's
    /// coalesced earlier positions, also in scene coordinates). `morePointersFollow`: a move
    /// of another pointer of the same interaction and frame is routed next.
    func route(_ event: PointerEvent, history: PointerHistory = .none, morePointersFollow: Bool = false,
               in simulation: Simulation) {
        switch event.kind {
        case .down:
            press(event, in: simulation)
        case .move, .up, .cancel:
            guard let owner = owners.firstIndex(where: { $0.pointer == event.pointer }) else { return }
            let index = owners[owner].interaction
            if event.kind != .move { owners.remove(at: owner) }
            update(index, in: simulation) { $0.handle(event, history: history, morePointersFollow: morePointersFollow) }
        }
    }

    /// Routes the moves of a run the simulation's coalescer gathered (see
    /// `Simulation.handleMoves(_:gatheredBy:)`), from `order[start]` on: each pointer's last move, at its
    /// last position, with its earlier positions as history, then the scene's `afterInput(in:)`.
    /// Returns where it stopped: at the end, or after a move
    /// whose callbacks gave the simulation another dispatcher (a scene loaded), which the rest
    /// go to. The loop is here rather than in the simulation so that each move's update is
    /// inlined into it: a call per move saved and restored the loop's registers.
    func route(run events: UnsafeBufferPointer<InputEvent>, first: Int, samples: UnsafeBufferPointer<PointerSample>,
               slots: UnsafeBufferPointer<MoveCoalescer.Slot>, order: UnsafeBufferPointer<Int>, from start: Int,
               in simulation: Simulation) -> Int {
        // Copied at its first call, and again only if it changed: copying the existential per
        // move cost as much as the call. (A stamp behind the scene's: the first call copies it.)
        var scene: any SceneContent = NoScene()
        var sceneStamp = simulation.sceneStamp &- 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: order.count &+ 1) { held in
            // Each move's interaction (−1: none), looked up for the whole run in one tight loop:
            // it stands while the owners do (`runStamp`), and the moves' loop then only reads it.
            // Sound: `held` has room for a position past the run's last, which no move holds.
            let held = held.baseAddress.unsafelyUnwrapped
            let runStamp = ownersStamp
            var hint = 0
            for position in start..<order.count {
                held[position] = interaction(holding: slots[order[position]].pointer, hint: &hint) ?? -1
            }
            held[order.count] = -1
            // Which interaction the next move goes to, as it stands before this one is
            // delivered: only to tell which moves of one interaction follow one another.
            var next = held[start]
            var nextStamp = runStamp
            for position in start..<order.count {
                let group = slots[order[position]]
                let (interaction, stamp) = (next, nextStamp)
                if ownersStamp == runStamp {
                    next = held[position &+ 1]
                } else if position &+ 1 < order.count {
                    next = self.interaction(holding: slots[order[position &+ 1]].pointer, hint: &hint) ?? -1
                } else {
                    next = -1
                }
                nextStamp = ownersStamp
                // The coalescer took only touch and pen moves at finite locations.
                guard case .pointer(var event, _) = events[group.lastIndex &- first] else { continue }
                if !simulation.cameraGesture.isEmpty { simulation.trackCamera(event) }
                // Sound: a slot's positions, at least one, lie within the run's samples (see
                // `MoveCoalescer.samples`); reached by offset, without slicing's checks.
                let positions = samples.baseAddress.unsafelyUnwrapped + group.start
                event.location = positions[group.count &- 1].location
                route(move: event, heldBy: interaction, stamp: stamp,
                      history: PointerHistory(UnsafeBufferPointer(start: positions, count: group.count &- 1)),
                      morePointersFollow: interaction >= 0 && interaction == next, in: simulation)
                if simulation.sceneHasAfterInput {
                    if sceneStamp != simulation.sceneStamp {
                        scene = simulation.sceneOrNone
                        sceneStamp = simulation.sceneStamp
                    }
                    scene.afterInput(in: simulation)
                }
                // The look-ahead asked this dispatcher: the next move's interaction is the new one's.
                if simulation.dispatcher !== self { return position &+ 1 }
            }
            return order.count
        }
    }

    /// Routes a move whose pointer's interaction (−1: none) ``interaction(holding:hint:)`` gave
    /// while ``ownersStamp`` was `stamp`: the answer stands unless the owners changed since, which
    /// spares a second look through them. Always inlined into the loop over a run's moves.
    @inline(__always)
    private func route(move event: PointerEvent, heldBy interaction: Int, stamp: UInt64, history: PointerHistory,
               morePointersFollow: Bool, in simulation: Simulation) {
        guard stamp == ownersStamp else {
            return route(event, history: history, morePointersFollow: morePointersFollow, in: simulation)
        }
        guard interaction >= 0 else { return }
        // It is one already; said here, the session's handling of other kinds drops out.
        var move = event
        move.kind = .move
        updateInline(interaction, in: simulation) { $0.handle(move, history: history, morePointersFollow: morePointersFollow) }
    }

    /// The interaction that holds `pointer`, if any, looking first at entry `hint` of the
    /// owners and leaving `hint` after the entry found: pointers asked in the order they went
    /// down are found at the first look.
    @inline(__always) func interaction(holding pointer: PointerID, hint: inout Int) -> Int? {
        owners.withUnsafeBufferPointer { owners in
            if ownersAreDistinct, hint < owners.count, owners[hint].pointer == pointer {
                hint &+= 1
                return owners[hint &- 1].interaction
            }
            for i in owners.indices where owners[i].pointer == pointer {
                hint = i &+ 1
                return owners[i].interaction
            }
            return nil
        }
    }

    /// Routes a pointer that goes down into the interaction that owns `other` (an emulated
    /// second finger joins the real one's gesture wherever it lands).
    func route(_ event: PointerEvent, joining other: PointerID, in simulation: Simulation) {
        guard event.kind == .down, let owner = owners.first(where: { $0.pointer == other }) else {
            return route(event, in: simulation)
        }
        owners.append((event.pointer, owner.interaction))
        update(owner.interaction, in: simulation) { $0.handle(event) }
    }

    /// Routes a pointer that goes down to `entity` and its ancestors, without hit testing
    /// (keyboard activation of the focused entity, whatever covers it).
    func route(_ event: PointerEvent, to entity: EntityID, in simulation: Simulation) {
        simulation.hitPath(from: entity, into: &pathBuffer)
        press(event, path: pathBuffer, isBackground: false, in: simulation)
    }

    /// Whether an interaction over a shape (not the background) holds a pointer.
    func holdsShape(in simulation: Simulation) -> Bool {
        owners.contains { owner in
            interactions[owner.interaction]?.participants.contains { $0.entity != simulation.backgroundEntity } ?? false
        }
    }

    private func press(_ event: PointerEvent, in simulation: Simulation) {
        let hit = simulation.hitTest(event.location)
        pathBuffer.removeAll(keepingCapacity: true)
        if let hit { simulation.hitPath(from: hit, into: &pathBuffer) }
        // Whether the hit has a shape asked of its slot: reading the shape would copy it.
        let isBackground = hit.map { simulation.shapes.slot(of: $0) == nil || simulation.backgroundEntity == $0 } ?? true
        press(event, path: pathBuffer, isBackground: isBackground, in: simulation)
    }

    private func press(_ event: PointerEvent, path: [EntityID], isBackground: Bool, in simulation: Simulation) {
        var index: Int?
        for entity in path {
            if let busy = simulation.gestures[entity]?.interaction, interactions[busy] != nil {
                index = busy
                break
            }
        }
        if index == nil, isBackground {
            // Empty space while a shape is held: the finger joins that shape's gesture.
            index = interactions.indices
                .filter { i in interactions[i] != nil && owners.contains { $0.interaction == i } }
                .max { interactions[$0]!.order < interactions[$1]!.order }
        }
        if index == nil { index = begin(along: path, in: simulation) }
        guard let index else { return }
        owners.append((event.pointer, index))
        update(index, in: simulation) { $0.handle(event) }
    }

    /// Starts an interaction over the gestures along `path`, if there are any.
    private func begin(along path: [EntityID], in simulation: Simulation) -> Int? {
        var composed: Root?
        participantsBuffer.removeAll(keepingCapacity: true)
        for entity in path {
            guard let component = simulation.gestures[entity] else { continue }
            for attached in component.attached {
                var own: Root?
                if attached.mask.contains(.gesture) {
                    var recognizer = attached.recognizer
                    recognizer.reset()
                    own = recognizer
                    participantsBuffer.append(Participant(entity: entity, recognizer: recognizer, spaces: attached.spaces,
                                                          isNamed: simulation.names.contains(entity), lastPhase: .possible, hasBegun: false))
                }
                let children = attached.mask.contains(.subviews) ? composed : nil
                composed = Self.compose(children: children, own: own, priority: attached.priority)
            }
        }
        guard let composed, !participantsBuffer.isEmpty else { return nil }
        // A spare interaction trades its old participants for the buffer's, whose memory the
        // next press reuses; a new one takes the buffer. Either way its session is made with the
        // gesture: a new interaction needs no placeholder gesture first.
        let interaction: Interaction
        if let reused = spare.popLast() {
            interaction = reused
            swap(&interaction.participants, &participantsBuffer)
            interaction.session = GestureSession(recognizer: composed)
            interaction.order = nextOrder
            interaction.spacesTick = nil
        } else {
            interaction = Interaction(session: GestureSession(recognizer: composed), participants: participantsBuffer, order: nextOrder)
            participantsBuffer = []
        }
        nextOrder += 1
        let index = interactions.firstIndex(where: { $0 == nil }) ?? interactions.count
        if index == interactions.count { interactions.append(interaction) } else { interactions[index] = interaction }
        // By index: copying a participant would retain its recognizer and spaces.
        for i in interaction.participants.indices {
            simulation.gestures.modify(interaction.participants[i].entity) { $0.interaction = index }
        }
        return index
    }

    static func compose(children: Root?, own: Root?, priority: GestureAttachment.Priority) -> Root? {
        guard let children else { return own }
        guard let own else { return children }
        switch priority {
        case .normal:
            return Root(ExclusiveGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: children, second: own), transform: { _ in })
        case .high:
            return Root(ExclusiveGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: own, second: children), transform: { _ in })
        case .simultaneous:
            return Root(SimultaneousGesture<AnyGesture<Void>, AnyGesture<Void>>.Recognizer(first: children, second: own), transform: { _ in })
        }
    }

    // MARK: Time and cancellation

    /// Checks deadlines of every live interaction whose gesture has one due: one that waits
    /// for input is not asked.
    func advance(to time: Double, in simulation: Simulation) {
        for index in interactions.indices {
            guard let interaction = unretainedInteraction(at: index),
                  interaction._withUnsafeGuaranteedRef({ $0.session.isDue(at: time) }) else { continue }
            update(index, in: simulation) { $0.advance(to: time) }
        }
    }

    /// Cancels every interaction (focus lost, a touch device gone).
    func cancelAll(at time: Double, in simulation: Simulation) {
        owners.removeAll()
        for index in interactions.indices where interactions[index] != nil {
            update(index, in: simulation) { $0.cancel(at: time) }
        }
    }

    /// An entity is gone: its gestures are cancelled (their state resets) and it leaves any
    /// interaction.
    func forget(_ entity: EntityID, in simulation: Simulation) {
        for index in interactions.indices {
            guard let interaction = interactions[index],
                  interaction.participants.contains(where: { $0.entity == entity }) else { continue }
            owners.removeAll { $0.interaction == index }
            update(index, in: simulation) { $0.cancel(at: simulation.now) }
        }
    }

    // MARK: Plumbing

    /// The interaction at `index`, if any, not retained: an interaction lives as long as its
    /// dispatcher (it only moves between `interactions` and `spare`), and whoever calls the
    /// dispatcher holds it for the whole call. Retaining it would cost two atomic operations
    /// per input and per live interaction each tick.
    @inline(__always) private func unretainedInteraction(at index: Int) -> Unmanaged<Interaction>? {
        interactions[index].map(Unmanaged.passUnretained)
    }

    private func update(_ index: Int, in simulation: Simulation, _ body: (inout GestureSession<Root>) -> Void) {
        updateInline(index, in: simulation, body)
    }

    /// ``update(_:in:_:)``, always inlined: a move's update is then one function with the
    /// session's handling, not three calls deep. (Other inputs call it out of line: inlined in
    /// the clock's loop over interactions, it slows that loop.)
    @inline(__always)
    private func updateInline(_ index: Int, in simulation: Simulation, _ body: (inout GestureSession<Root>) -> Void) {
        unretainedInteraction(at: index)?._withUnsafeGuaranteedRef { interaction in
            // Transforms change only at the end of a tick: the spaces are exact for the whole tick.
            if interaction.spacesTick != simulation.tick { refreshSpaces(of: interaction, in: simulation) }
            body(&interaction.session)
            if interaction.participants.count == 1 {
                // A lone participant's recognizer is the session's: its phase is at hand.
                let phase = interaction.session.phase
                if phase != interaction.participants[0].lastPhase { note(phase, ofParticipant: 0, in: interaction, simulation) }
            } else {
                for i in interaction.participants.indices {
                    let phase = interaction.participants[i].recognizer.phase
                    if phase != interaction.participants[i].lastPhase { note(phase, ofParticipant: i, in: interaction, simulation) }
                }
            }
            if interaction.session.phase.isTerminal && !owners.contains(where: { $0.interaction == index }) {
                for participant in interaction.participants {
                    simulation.gestures.modify(participant.entity) { $0.interaction = nil }
                }
                // Kept in `spare` before it leaves `interactions`: nothing else holds it.
                spare.append(interaction)
                interactions[index] = nil
            }
        }
    }

    /// Gives each participant the coordinate spaces of where its entity is now.
    /// Always inlined: a move's update refreshes once a tick, two thirds of them, and a call
    /// would save and restore what the update keeps in registers.
    @inline(__always)
    private func refreshSpaces(of interaction: Interaction, in simulation: Simulation) {
        // By index, reading fields in place: copying a participant would retain its boxes.
        // The box is read after the call and written in place: nothing retains it, and only
        // the fields the runtime sets change (it gives entities no named spaces).
        let version = simulation.presentations.rearrangements &+ simulation.shapes.rearrangements
        for i in interaction.participants.indices {
            let slots: (presentation: Int?, shape: Int?)
            if interaction.participants[i].spaceSlotsVersion == version {
                let kept = interaction.participants[i].spaceSlots
                slots = (kept.presentation, kept.shape)
            } else {
                let entity = interaction.participants[i].entity
                guard simulation.world.isAlive(entity) else { continue }
                slots = simulation.localSpaceSlots(of: entity)
                if let presentation = slots.presentation {
                    interaction.participants[i].spaceSlots = (presentation, slots.shape)
                    interaction.participants[i].spaceSlotsVersion = version
                }
            }
            let (local, bounds) = simulation.localSpace(presentation: slots.presentation, shape: slots.shape)
            let box = interaction.participants[i].spaces
            box.spaces.local = local
            box.spaces.bounds = bounds
        }
        interaction.spacesTick = simulation.tick
    }

    /// Logs the began / ended / cancelled that participant `i` reached with `phase`.
    private func note(_ phase: GesturePhase, ofParticipant i: Int, in interaction: Interaction, _ simulation: Simulation) {
        interaction.participants[i].lastPhase = phase
        // The log names entities; unnamed ones (a scene's background) are not reported.
        guard interaction.participants[i].isNamed else { return }
        let entity = interaction.participants[i].entity
        switch phase {
        case .active where !interaction.participants[i].hasBegun:
            interaction.participants[i].hasBegun = true
            simulation.record(entity, "began")
        case .ended:
            simulation.record(entity, "ended")
        case .failed where interaction.participants[i].hasBegun:
            simulation.record(entity, "cancelled")
        default:
            break
        }
    }
}

extension Simulation {
    /// Each live interaction: the entities it spans (innermost first) and its recognizer tree,
    /// node by node with phase and value — what the gesture debugger shows.
    public var activeGestureTrees: [(entities: [String], nodes: [GestureNodeDescription])] {
        dispatcher.describeInteractions(in: self)
    }

    /// Whether some gesture interaction is in progress.
    public var hasActiveGestures: Bool { !dispatcher.isIdle }
}
