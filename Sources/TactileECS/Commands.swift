/// Structural changes queued while systems run, applied in order between stages (Bevy's
/// `Commands`): spawning, despawning, inserting and removing components, or any change of the
/// world, so that nothing changes a store under an iteration and no callback re-enters a tick.
///
/// ```swift
/// let shape = world.commands.spawn()          // the entity exists now, its components later
/// world.commands.insert(Shape(.circle(radius: 40)), for: shape)
/// world.commands.despawn(other)
/// world.commands.add { world in world[resource: Camera.self] = Camera() }
/// ```
///
/// Queuing a command is O(1) (a closure for inserts and custom changes); applying is the
/// changes' own cost.
public final class Commands {
    private unowned let world: World
    private var queue: [(World) -> Void] = []
    /// The commands being applied, swapped out of `queue` (whose memory it keeps for the next).
    private var applying: [(World) -> Void] = []
    /// Counts ``removeAll()``s, so that a command that empties the world drops the rest of its batch.
    private var removals = 0
    private var isApplying = false

    init(world: World) { self.world = world }

    /// Whether no command waits.
    public var isEmpty: Bool { queue.isEmpty }

    /// A new entity: it exists at once, with no components; those queued for it arrive when
    /// the commands are applied.
    public func spawn() -> Entity { world.spawn() }

    /// Despawns `entity` when the commands are applied.
    public func despawn(_ entity: Entity) { queue.append { $0.despawn(entity) } }

    /// Gives `entity` the component when the commands are applied.
    public func insert<Component>(_ component: Component, for entity: Entity) {
        queue.append { world in
            guard world.isAlive(entity) else { return }
            world.insert(component, for: entity)
        }
    }

    /// Takes `entity`'s component of `type` away when the commands are applied.
    public func remove<Component>(_ type: Component.Type, from entity: Entity) {
        queue.append { $0.remove(type, from: entity) }
    }

    /// Runs `change` on the world when the commands are applied, after those queued before it.
    public func add(_ change: @escaping (World) -> Void) { queue.append(change) }

    /// Applies the queued commands in order, and those they queue in turn (after them). A
    /// command may queue more, or empty the world (which drops every command still waiting):
    /// the batch being applied is swapped out of the queue first, so neither disturbs it.
    /// Called from a command, it returns at once: the apply under way goes on with what it queued.
    public func apply() {
        guard !queue.isEmpty, !isApplying else { return }
        isApplying = true
        defer { isApplying = false }
        while !queue.isEmpty {
            swap(&queue, &applying)
            let removalsBefore = removals
            var next = 0
            while next < applying.count, removals == removalsBefore {
                let command = applying[next]
                next += 1
                command(world)
            }
            applying.removeAll(keepingCapacity: true)
        }
    }

    /// Drops every queued command, and the rest of a batch being applied.
    public func removeAll() {
        queue.removeAll()
        removals += 1
    }
}
