import TactileECS
import TactileGestures

/// Moves every running animation to the clock's time: presented = target + what each track
/// still lags. Finished tracks are dropped; an entity whose last track finished is presented
/// exactly at its target and loses its ``Animations``.
///
/// O(animating entities) per tick: an idle scene costs nothing here.
public struct AnimationSystem: System {
    public init() {}

    public mutating func run(in world: World) {
        let animations = world.store(Animations.self)
        guard !animations.isEmpty else { return }
        let now = world.resource(Time.self).now
        let (targets, presentations) = (world.store(Appearance.self), world.store(Presentation.self))
        var finished: [Entity] = []
        animations.forEachMutating { entity, running in
            guard let target = targets[entity] else { return finished.append(entity) }
            let presented = running.present(target, at: now)
            presentations.modify(entity) { $0.appearance = presented }
            running.dropTracksOver(at: now)
            if running.tracks.isEmpty { finished.append(entity) }
        }
        for entity in finished { animations.remove(entity) }
    }
}
