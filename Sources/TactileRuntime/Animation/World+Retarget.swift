import TactileECS
import TactileGestures

extension World {
    /// Sets an entity's target appearance. Each channel that changes animates with
    /// `animation(channel)` — adding to animations already under way — or, when that is `nil`,
    /// follows the target at once. The presented appearance changes now.
    ///
    /// ```swift
    /// world.retarget(star, to: target) { channel in channel == .scale ? .easeInOut : nil }
    /// ```
    public func retarget(_ entity: Entity, to appearance: Appearance, animation: (Appearance.Channel) -> Animation?) {
        let targets = store(Appearance.self)
        guard let old = targets[entity] else { return }
        let new = appearance.sanitized
        targets.insert(new, for: entity)
        let now = resource(Time.self).now
        let animations = store(Animations.self)
        // Reduce Motion: the change is made at once, whatever animation was asked for.
        let reduceMotion = resourceIfPresent(SceneSettings.self)?.reduceMotion ?? false
        for channel in Appearance.Channel.allCases where !reduceMotion && old.differs(from: new, in: channel) {
            guard let chosen = animation(channel), chosen.totalDuration > 0 else { continue }
            let track = AnimationTrack(channel: channel, offset: old.vector(channel) - new.vector(channel), animation: chosen, start: now)
            if animations.modify(entity, { $0.tracks.append(track) }) == nil { animations.insert(Animations(tracks: [track]), for: entity) }
            if channel == .position { noteGlide(entity, animation: chosen, target: new.position) }
        }
        present(entity, target: new, at: now)
    }

    /// Sets an entity's target appearance, followed at once (animations already under way go on
    /// adding their lag): for a finger that moves a shape every frame.
    public func retarget(_ entity: Entity, to appearance: Appearance) {
        let new = appearance.sanitized
        guard store(Appearance.self).modify(entity, { $0 = new }) != nil else { return }
        let presented = store(Animations.self).read(entity) { $0.present(new, at: resource(Time.self).now).0 } ?? new
        store(Presentation.self).modify(entity) { $0.appearance = presented }
    }

    /// Changes an entity's target appearance in place, followed at once.
    ///
    /// ```swift
    /// world.retarget(star) { $0.position.x += 10 }
    /// ```
    public func retarget(_ entity: Entity, _ change: (inout Appearance) -> Void) {
        guard var target = store(Appearance.self)[entity] else { return }
        change(&target)
        retarget(entity, to: target)
    }

    /// Stops an entity's animations where they are: the target becomes what is presented.
    public func settle(_ entity: Entity) {
        let animations = store(Animations.self)
        guard animations.contains(entity), let presented = store(Presentation.self)[entity]?.appearance else { return }
        animations.remove(entity)
        store(Appearance.self).insert(presented, for: entity)
    }

    /// Presents `target` with the lag of the entity's running animations at `now`.
    func present(_ entity: Entity, target: Appearance, at now: Double) {
        let presented = store(Animations.self)[entity]?.present(target, at: now).0 ?? target
        store(Presentation.self).modify(entity) { $0.appearance = presented }
    }
}
