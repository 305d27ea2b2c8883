import TactileECS
import TactileGestures

/// Brings world transforms and the spatial index up to date with presented appearances:
/// only the entities whose presentation, manipulation, shape or parent changed since it last
/// ran (found by their stores' change ticks), and their descendants.
///
/// ```swift
/// schedule.add(TransformSystem(), to: .transforms)
/// ```
///
/// It also gives the spatial index the depths of entities whose z-index changed, and works the
/// ``DrawingOrder`` out again when one did: hit testing and drawing only read them.
///
/// O(changed × depth) per run: a scene where nothing moves costs a few lookups. What it keeps
/// from run to run is a resource (``TransformState``); the simulation also runs it between
/// ticks, on the schedule (``Simulation/updateTransforms()``).
public struct TransformSystem: System {
    public init() {}

    public func run(in world: World) {
        let since = world.lastRun
        world.withResource(TransformState.self) { state in state.refresh(world, since: since) }
        world.syncDepths(since: since)
    }
}

/// What the transform system keeps from one run to the next.
public struct TransformState {
    /// Entities it refreshed last run: their previous transform catches up if they rest now.
    var refreshedLastRun: [Entity] = []
    var refreshed: [Entity] = []
    /// Per entity index: the run that last marked it, so that each is refreshed once a run.
    var marks: [UInt64] = []
    var run = 0 as UInt64
    /// Which entities have which children, rebuilt when parents change.
    var children: [Entity: [Entity]] = [:]

    public init() {}

    /// Refreshes the entities changed after `since`.
    mutating func refresh(_ world: World, since: ChangeTick) {
        run += 1
        let (presentations, transforms) = (world.store(Presentation.self), world.store(WorldTransform.self))
        let (manipulations, shapes, parents) = (world.store(Manipulation.self), world.store(Shape.self), world.store(Parent.self))
        let (zIndices, scrolls) = (world.store(ZIndex.self), world.store(ScrollState.self))
        if parents.hasChanges(since: since) || parents.hasRemovals(since: since) { rebuildChildren(parents) }
        refreshed.removeAll(keepingCapacity: true)
        presentations.forEachChanged(since: since) { mark($0) }
        manipulations.forEachChanged(since: since) { mark($0) }
        manipulations.forEachRemoved(since: since) { mark($0) }
        shapes.forEachChanged(since: since) { mark($0) }
        parents.forEachChanged(since: since) { mark($0) }
        parents.forEachRemoved(since: since) { mark($0) }
        // A scroll view that scrolled moves its content (its descendants follow it).
        scrolls.forEachChanged(since: since) { mark($0) }
        let tick = world.resource(Time.self).tick
        var position = 0
        // The index is lent for the pass: nothing in it reaches the index another way.
        world.withResource(SpatialIndex.self) { index in
            while position < refreshed.count {
                let entity = refreshed[position]
                position += 1
                if !children.isEmpty, let descendants = children[entity] { for child in descendants { mark(child) } }
                // A despawned entity has no presentation.
                guard let slot = presentations.slot(of: entity) else { continue }
                // In a scene without parents or manipulations, its own transform is all there is.
                let transform = parents.isEmpty && manipulations.isEmpty
                    ? presentations.read(slot: slot) { $0.appearance.localTransform }
                    : world.composedTransform(of: entity, presentations: presentations, manipulations: manipulations,
                                              parents: parents, scrolls: scrolls, depth: 0)
                // An overflowed transform is not taken: the entity stays where it was drawn.
                guard transform.isFinite else { continue }
                let placedBefore: Void? = transforms.modify(entity) { (placed: inout WorldTransform) in
                    (placed.previous, placed.current) = (placed.current, transform)
                }
                if placedBefore == nil { transforms.insert(WorldTransform(transform), for: entity) }
                if let bounds = shapes.read(entity, { $0.hitBounds }) {
                    index.place(entity, box: transform.boundingBox(of: bounds), depth: World.depth(of: entity, in: zIndices), tick: tick,
                                isBounded: transform.boundsHitTests(of: bounds))
                }
            }
        }
        // Those that moved last run and rest now: drawn where they are from here on.
        for entity in refreshedLastRun where marks[Int(entity.index)] != run {
            transforms.modify(entity) { (transform: inout WorldTransform) in transform.previous = transform.current }
        }
        swap(&refreshedLastRun, &refreshed)
        world.withResource(SpatialIndex.self) { $0.settle(at: tick) }
    }

    /// Notes `entity` for refreshing, once a run.
    private mutating func mark(_ entity: Entity) {
        let slot = Int(entity.index)
        if slot >= marks.count { marks.append(contentsOf: repeatElement(0, count: slot - marks.count + 1)) }
        guard marks[slot] != run else { return }
        marks[slot] = run
        refreshed.append(entity)
    }

    private mutating func rebuildChildren(_ parents: ComponentStore<Parent>) {
        children.removeAll()
        parents.forEach { child, parent in children[parent.entity, default: []].append(child) }
    }
}

extension ComponentStore {
    /// Whether a component was removed after `tick`.
    func hasRemovals(since tick: ChangeTick) -> Bool {
        var any = false
        forEachRemoved(since: tick) { _ in any = true }
        return any
    }
}

extension World {
    /// What hit testing orders an entity by: its z-index, 0 without one (or for NaN).
    static func depth(of entity: Entity, in zIndices: ComponentStore<ZIndex>) -> Double {
        let z = zIndices.isEmpty ? 0 : zIndices[entity]?.value ?? 0
        return z.isNaN ? 0 : z
    }

    /// Gives the spatial index the depth of every entity whose z-index changed (or went) after
    /// `since`, and works the drawing order out again if any did.
    func syncDepths(since: ChangeTick) {
        let zIndices = store(ZIndex.self)
        let changed = zIndicesChanged(since: since)
        withResource(SpatialIndex.self) { index in
            if changed {
                zIndices.forEachChanged(since: since) { index.setDepth(Self.depth(of: $0, in: zIndices), of: $0) }
                zIndices.forEachRemoved(since: since) { index.setDepth(Self.depth(of: $0, in: zIndices), of: $0) }
            }
            index.depthsSynced = changeTick
        }
        if changed { resource(DrawingOrder.self).rebuild(from: zIndices, at: changeTick) }
    }

    /// Whether a z-index changed, came or went after `tick`.
    func zIndicesChanged(since tick: ChangeTick) -> Bool {
        let zIndices = store(ZIndex.self)
        return zIndices.hasChanges(since: tick) || zIndices.hasRemovals(since: tick)
    }
}
