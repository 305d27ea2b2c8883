import TactileECS
import TactileGestures

/// Keeps an entity's glides inside the window as it is now: a glide is its position animated
/// with `.decay` (a fling slowing to rest, or stopping at a wall). When the window's visible
/// area changes mid-glide (a resize, the camera), the glide is planned anew from where the
/// entity is, at the speed it has, against the window's edges less `inset`.
///
/// ```swift
/// world.insert(GlideBounds(inset: 40), for: puck)
/// world.retarget(puck, to: flung) { $0 == .position ? .decay(rate: 2, stoppingAt: share) : nil }
/// ```
///
/// `moved` hears how far the resting place moved, so that whatever placed the entity (a
/// declarative scene's state) can follow. Positions are taken as scene points (a top-level
/// entity). Free while nothing glides; a re-plan is O(the entity's tracks).
public struct GlideBounds {
    /// How far inside the window's edges a glide stops (a puck's radius).
    public var inset: Double
    /// Hears the shift of the resting place when a glide is planned anew.
    public var moved: ((Vector) -> Void)?

    public init(inset: Double = 0, moved: ((Vector) -> Void)? = nil) {
        self.inset = inset
        self.moved = moved
    }
}

/// A glide under way: what it was planned against. Present while the glide runs.
struct Glide {
    var rate: Double
    /// The window's visible area, in scene points, when the glide was planned.
    var plannedIn: Rect
    /// Where it comes to rest (the target position it set).
    var target: Point
}

extension World {
    /// Notes a glide just given to `entity` (a `.decay` on its position), if it has bounds.
    func noteGlide(_ entity: Entity, animation: Animation, target: Point) {
        guard case .decay(let rate, _) = animation.curve, store(GlideBounds.self).contains(entity) else { return }
        store(Glide.self).insert(Glide(rate: rate, plannedIn: visibleSceneRect, target: target), for: entity)
    }
}

/// Plans glides anew when the window they were planned in is not the window any more; drops
/// the record of a glide that is over or that something else took over (a new target, a
/// finger catching the entity). Runs in the `animation` stage, before ``AnimationSystem``.
///
/// O(gliding entities) a tick; nothing while none glides.
public struct GlideSystem: System {
    private var done: [Entity] = []

    public init() {}

    public mutating func run(in world: World) {
        guard let glides = world.existing(Glide.self), !glides.isEmpty else { return }
        let now = world.resource(Time.self).now
        let visible = world.visibleSceneRect
        done.removeAll(keepingCapacity: true)
        for slot in 0..<glides.count {
            let entity = glides[entityAt: slot]
            guard let glide = glides[entity], let target = world[Appearance.self, entity], target.position == glide.target,
                  let running = world[Animations.self, entity],
                  running.tracks.contains(where: { $0.channel == .position && !$0.isOver(at: now) }) else {
                done.append(entity)
                continue
            }
            guard glide.plannedIn != visible else { continue }
            replan(entity, glide, target: target, running: running, in: world, visible: visible, now: now)
        }
        for entity in done { glides.remove(entity) }
    }

    /// From where the entity is and the speed it has, a new glide against `visible`'s edges.
    private func replan(_ entity: Entity, _ glide: Glide, target: Appearance, running: Animations, in world: World,
                        visible: Rect, now: Double) {
        let inset = world[GlideBounds.self, entity]?.inset ?? 0
        func position(at time: Double) -> Point { running.present(target, at: time).0.position }
        let here = position(at: now)
        let step = 1e-4
        let velocity = (position(at: now + step) - position(at: now - step)) / (2 * step)
        let travel = velocity / glide.rate
        // The area the entity's centre may rest in; a window too small for it, its middle.
        let inside = Rect(x: visible.origin.x + inset, y: visible.origin.y + inset,
                          width: visible.size.width - 2 * inset, height: visible.size.height - 2 * inset)
        let share = inside.share(of: travel, from: here)
        let ahead = here + travel * share
        func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { low > high ? (low + high) / 2 : min(max(value, low), high) }
        let rest = Point(x: clamp(ahead.x, inside.origin.x, inside.origin.x + inside.size.width),
                         y: clamp(ahead.y, inside.origin.y, inside.origin.y + inside.size.height))
        // Along its way it keeps the speed of the free glide up to the wall; brought back into a
        // window that shrank past it, it slows into place.
        let animation: Animation = rest == ahead ? .decay(rate: glide.rate, stoppingAt: share) : .decay(rate: glide.rate)
        var next = target
        next.position = rest
        world.store(Appearance.self).insert(next, for: entity)
        world.store(Animations.self).modify(entity) { animations in
            animations.tracks.removeAll { $0.channel == .position }
            if rest != here {
                let offset = SIMD4(here.x - rest.x, here.y - rest.y, 0, 0)
                animations.tracks.append(AnimationTrack(channel: .position, offset: offset, animation: animation, start: now))
            }
        }
        world.store(Glide.self).insert(Glide(rate: glide.rate, plannedIn: visible, target: rest), for: entity)
        world.present(entity, target: next, at: now)
        world[GlideBounds.self, entity]?.moved?(rest - target.position)
    }
}
