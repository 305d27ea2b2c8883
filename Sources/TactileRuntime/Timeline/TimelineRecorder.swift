import TactileECS
import TactileGestures

/// Writes the ``Timeline``: once a tick, at the end of the `log` stage, it notes the phase of
/// every node of every gesture in an interaction, the tick's pointer downs and ups, and the
/// log's new entries. It reads the gesture arena and the trees as the debugger does; nothing
/// inside the gestures knows it is there.
///
/// ```swift
/// simulation.recordTimeline()            // the resource and this system, after the log's
/// Replay.run(events, on: simulation, until: 3)
/// ```
///
/// It keeps each followed gesture's recognizer (shared with the interaction), so the tick an
/// interaction ends it still reads the phases the nodes ended in. Cost per tick: O(nodes of the
/// live trees + the tick's pointer events); a tree's description is built each tick it is read.
public struct TimelineRecorder: System {
    /// Whose rows a group holds: an entity's `ordinal`-th gesture in an interaction, or the
    /// composition of several.
    enum GroupKey: Hashable {
        case entity(Entity, ordinal: Int)
        case composition([GroupKey])

        func isGesture(of entity: Entity) -> Bool {
            if case .entity(entity, _) = self { true } else { false }
        }
    }

    /// A gesture being followed, read every tick until the tick after its interaction is over.
    struct Watch {
        var key: GroupKey
        var group: Int
        var recognizer: AnyGesture<Void>.Recognizer
        /// For a composition: the recognizers it composes, whose nodes are their entities' rows.
        var parts: [AnyGesture<Void>.Recognizer] = []
        var isLive = true
    }

    private var groups: [GroupKey: Int] = [:]
    private var watches: [Watch] = []
    /// The entity groups by title, the latest to take part in an interaction: where a log
    /// entry naming that entity goes.
    private var groupTitled: [String: Int] = [:]
    /// The groups of the interaction each pointer down went into.
    private var pointerGroups: [PointerID: [Int]] = [:]
    /// The arena's count of interactions started, as of the last tick.
    private var interactionsSeen: UInt64 = 0
    private var logEntriesSeen = 0

    public init() {}

    public mutating func run(in world: World) {
        if world.resourceIfPresent(Timeline.self) == nil { world.insertResource(Timeline()) }
        let time = world.resource(Time.self).now
        let tickLength = 1 / Time.ticksPerSecond
        let arena = world.resource(GestureArena.self)
        world.withResource(Timeline.self) { timeline in
            followInteractions(of: arena, in: world, timeline: &timeline)
            noteTrees(at: time, tickLength: tickLength, timeline: &timeline)
            notePointers(world.resource(PointerInput.self), arena: arena, timeline: &timeline)
            noteLog(world.resource(Log.self), timeline: &timeline)
            timeline.end = time + tickLength
        }
    }

    /// Watches the gestures of every interaction that is live or started this tick (one that
    /// started and ended within the tick keeps its participants until its slot is reused).
    private mutating func followInteractions(of arena: GestureArena, in world: World, timeline: inout Timeline) {
        if arena.nextOrder < interactionsSeen { interactionsSeen = 0 }  // a new scene, a new arena
        for index in watches.indices { watches[index].isLive = false }
        for interaction in arena.interactions where !interaction.participants.isEmpty
            && (interaction.isLive || interaction.order >= interactionsSeen) {
            var keys: [GroupKey] = []
            var parts: [AnyGesture<Void>.Recognizer] = []
            for participant in interaction.participants {
                let ordinal = keys.count(where: { $0.isGesture(of: participant.entity) })
                let key = GroupKey.entity(participant.entity, ordinal: ordinal)
                keys.append(key)
                parts.append(participant.recognizer)
                let title = world[Name.self, participant.entity]?.value ?? participant.entity.description
                let group = watch(key, title: title, kind: .entity, participant.recognizer, timeline: &timeline)
                groupTitled[title] = group
            }
            if keys.count > 1, let root = interaction.session?.recognizer ?? nil {
                let title = keys.compactMap { groups[$0].map { timeline.groups[$0].title } }.joined(separator: " + ")
                _ = watch(.composition(keys), title: title, kind: .composition, root, parts: parts, timeline: &timeline)
            }
        }
        interactionsSeen = arena.nextOrder
    }

    /// The group of `key`, made if new, with `recognizer` watched (again) from this tick.
    private mutating func watch(_ key: GroupKey, title: String, kind: Timeline.Group.Kind, _ recognizer: AnyGesture<Void>.Recognizer,
                                parts: [AnyGesture<Void>.Recognizer] = [], timeline: inout Timeline) -> Int {
        let group = groups[key] ?? {
            timeline.groups.append(Timeline.Group(title: title, kind: kind))
            groups[key] = timeline.groups.count - 1
            return timeline.groups.count - 1
        }()
        if let index = watches.firstIndex(where: { $0.key == key }) {
            (watches[index].recognizer, watches[index].parts, watches[index].isLive) = (recognizer, parts, true)
        } else {
            watches.append(Watch(key: key, group: group, recognizer: recognizer, parts: parts))
        }
        return group
    }

    /// Notes every watched tree's phases; a watch no longer live is noted once more (the phases
    /// its interaction ended in) and dropped.
    private mutating func noteTrees(at time: Double, tickLength: Double, timeline: inout Timeline) {
        for watch in watches {
            var nodes = watch.recognizer.treeDescription
            if !watch.parts.isEmpty { nodes = Self.compositionNodes(of: nodes, parts: watch.parts.map(\.treeDescription)) }
            for (position, node) in nodes.enumerated() {
                if position == timeline.groups[watch.group].rows.count {
                    timeline.groups[watch.group].rows.append(Timeline.Row(name: node.name, depth: node.depth))
                }
                guard position < timeline.groups[watch.group].rows.count else { break }
                timeline.groups[watch.group].rows[position].note(node.phase, at: time, tickLength: tickLength)
            }
        }
        watches.removeAll { !$0.isLive }
    }

    /// The nodes of a composed tree that belong to no entity's gesture: the tree's nodes in
    /// depth-first order with each part's nodes (a run of the same names, phases and relative
    /// depths) taken out. A part is looked for at each node in turn, so a composition node is
    /// only mistaken for a part if the whole part's tree repeats it, node for node.
    static func compositionNodes(of tree: [GestureNodeDescription], parts: [[GestureNodeDescription]]) -> [GestureNodeDescription] {
        var remaining = parts
        var result: [GestureNodeDescription] = []
        var position = 0
        while position < tree.count {
            let found = remaining.firstIndex { part in
                guard let first = part.first, position + part.count <= tree.count else { return false }
                let offset = tree[position].depth - first.depth
                return zip(part, tree[position...]).allSatisfy {
                    $0.name == $1.name && $0.phase == $1.phase && $0.depth + offset == $1.depth
                }
            }
            if let found {
                position += remaining[found].count
                remaining.remove(at: found)
            } else {
                result.append(tree[position])
                position += 1
            }
        }
        return result
    }

    /// The tick's downs, ups and cancels: on the pointers' lane, and in the groups of the
    /// interaction each pointer went into.
    private mutating func notePointers(_ input: PointerInput, arena: GestureArena, timeline: inout Timeline) {
        for item in input.items {
            guard case .pointer(let event, _) = item, event.kind != .move else { continue }
            let number = PointerIdentity.tracePointer(of: event.pointer)
            let mark = Timeline.PointerMark(kind: event.kind, pointer: event.pointer, number: number, time: event.time)
            timeline.marks.append(mark)
            let owned: [Int]
            if event.kind == .down {
                let interaction = arena.owners.first { $0.pointer == event.pointer }?.interaction
                owned = interaction.map { groupsOf(arena.interactions[$0]) } ?? []
                pointerGroups[event.pointer] = owned
            } else {
                owned = pointerGroups.removeValue(forKey: event.pointer) ?? []
            }
            for group in owned { timeline.groups[group].marks.append(mark) }
        }
    }

    /// The groups of an interaction's gestures (and of their composition).
    private func groupsOf(_ interaction: GestureArena.Interaction) -> [Int] {
        var keys: [GroupKey] = []
        for participant in interaction.participants {
            let ordinal = keys.count(where: { $0.isGesture(of: participant.entity) })
            keys.append(.entity(participant.entity, ordinal: ordinal))
        }
        if keys.count > 1 { keys.append(.composition(keys)) }
        return keys.compactMap { groups[$0] }
    }

    /// The log's new entries, as labels of the latest group of the entity they name.
    private mutating func noteLog(_ log: Log, timeline: inout Timeline) {
        if log.entries.count < logEntriesSeen { logEntriesSeen = 0 }  // a new log
        for entry in log.entries[logEntriesSeen...] {
            let label = Timeline.Label(time: entry.time, text: entry.event)
            if let group = groupTitled[entry.entity] {
                timeline.groups[group].labels.append(label)
            } else {
                timeline.sceneLabels.append(label)
            }
        }
        logEntriesSeen = log.entries.count
    }
}

extension Simulation {
    /// Records a ``Timeline`` from the next tick on: inserts the resource and adds a
    /// ``TimelineRecorder`` at the end of the `log` stage.
    public func recordTimeline() {
        world.insertResource(Timeline())
        schedule.add(TimelineRecorder(), to: .log)
    }
}
