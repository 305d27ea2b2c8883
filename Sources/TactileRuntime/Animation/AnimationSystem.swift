import TactileECS
import TactileGestures

/// Moves every running animation to the clock's time: presented = target + what each track
/// still lags. Finished tracks are dropped; an entity whose last track finished is presented
/// exactly at its target and loses its ``Animations``.
///
/// O(animating entities) per tick: an idle scene costs nothing here.
public struct AnimationSystem: System {
    /// The entities with a track over this tick, kept for its memory.
    private var over: [Entity] = []

    public init() {}

    public mutating func run(in world: World) {
        let animations = world.store(Animations.self)
        guard !animations.isEmpty else { return }
        let now = world.resource(Time.self).now
        let (targets, presentations) = (world.store(Appearance.self), world.store(Presentation.self))
        over.removeAll(keepingCapacity: true)
        // Read in place, presented in place: only an entity with a track over has its
        // animations changed.
        for slot in 0..<animations.count {
            let entity = animations[entityAt: slot]
            let isOver = targets.read(entity) { target in
                animations.read(slot: slot) { running in
                    presentations.modify(entity) { presentation in
                        presentation.appearance = target
                        return running.addLag(to: &presentation.appearance, at: now)
                    }
                }
            }
            if isOver.flatMap({ $0 }) ?? true { over.append(entity) }
        }
        for entity in over {
            let isEmpty = animations.modify(entity) { running in
                running.dropTracksOver(at: now)
                return running.tracks.isEmpty
            }
            if isEmpty ?? false || !targets.contains(entity) { animations.remove(entity) }
        }
    }
}
