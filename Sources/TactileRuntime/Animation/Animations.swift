import TactileGestures

/// One channel animating from where it was presented towards its target.
public struct AnimationTrack: Sendable {
    public var animation: Animation
    /// The tick time the animation started at.
    public var start: Double
    /// The presented appearance when it started.
    public var from: Appearance
}

/// The running animations of one entity, one optional track per ``Appearance/Channel``.
/// Present only while something animates.
public struct Animations: Sendable {
    public var tracks = InlineArray<6, AnimationTrack?>(repeating: nil)
    public init() {}

    public var isEmpty: Bool {
        for i in tracks.indices where tracks[i] != nil { return false }
        return true
    }
}

extension Simulation {
    /// Sets an entity's target appearance; each channel that changes animates with
    /// `animation(channel)`, or jumps when that is `nil`.
    public func retarget(_ entity: EntityID, to appearance: Appearance,
                         animation: (Appearance.Channel) -> Animation?) {
        guard let old = targets[entity] else { return }
        targets[entity] = appearance
        var presented = presentations[entity]?.appearance ?? appearance
        presented.border = appearance.border
        var running = animationTracks[entity] ?? Animations()
        for channel in Appearance.Channel.allCases where old.differs(from: appearance, in: channel) {
            if let chosen = animation(channel), chosen.totalDuration > 0 {
                running.tracks[channel.rawValue] = AnimationTrack(animation: chosen, start: now, from: presented)
            } else {
                running.tracks[channel.rawValue] = nil
                presented.take(channel, from: appearance)
            }
        }
        presentations.modify(entity) { $0.appearance = presented }
        markMoved(entity)
        animationTracks[entity] = running.isEmpty ? nil : running
    }

    /// Moves every running animation to the clock's time; finished tracks end exactly on target.
    func advanceAnimations() {
        var finished: [EntityID] = []
        for position in animationTracks.indices {
            let entity = animationTracks.entities[position]
            guard let target = targets[entity] else { continue }
            var done = true
            animationTracks.modify(at: position) { running in
                presentations.modify(entity) { presentation in
                    for channel in Appearance.Channel.allCases {
                        guard let track = running.tracks[channel.rawValue] else { continue }
                        let elapsed = now - track.start
                        if track.animation.isComplete(at: elapsed) {
                            presentation.appearance.take(channel, from: target)
                            running.tracks[channel.rawValue] = nil
                        } else {
                            presentation.appearance.interpolate(channel, from: track.from, to: target,
                                                                fraction: track.animation.fraction(at: elapsed))
                            done = false
                        }
                    }
                }
            }
            markMoved(entity)
            if done { finished.append(entity) }
        }
        for entity in finished { animationTracks.remove(entity) }
    }
}
