import TactileGestures

/// One change of one channel, animating away: the presented value lags the target by
/// `offset × (1 − progress)`, as in SwiftUI's and Core Animation's additive animations.
public struct AnimationTrack: Sendable {
    public var channel: Appearance.Channel
    /// Old target − new target, when the change happened.
    public var offset: SIMD4<Double>
    public var animation: Animation
    /// The tick time the change happened at.
    public var start: Double
}

/// The running animations of one entity. Present only while something animates.
///
/// Changes add up: a target that moves every tick (a finger-following offset under
/// `.animation(.easeInOut)`) gets one short track per change, and the presented value trails
/// the target smoothly instead of restarting from rest each tick.
public struct Animations: Sendable {
    public var tracks: [AnimationTrack] = []
    public init() {}
}

extension Appearance {
    /// A channel's value as numbers (position x y; rotation radians; colour r g b a; …).
    func vector(_ channel: Channel) -> SIMD4<Double> {
        switch channel {
        case .position: SIMD4(position.x, position.y, 0, 0)
        case .rotation: SIMD4(rotation.radians, 0, 0, 0)
        case .scale: SIMD4(scale, 0, 0, 0)
        case .opacity: SIMD4(opacity, 0, 0, 0)
        case .fill: SIMD4(fill.red, fill.green, fill.blue, fill.alpha)
        case .shadow: SIMD4(shadowRadius, 0, 0, 0)
        }
    }

    mutating func set(_ channel: Channel, _ v: SIMD4<Double>) {
        guard v.x.isFinite, v.y.isFinite, v.z.isFinite, v.w.isFinite else { return }
        switch channel {
        case .position: position = Point(x: v.x, y: v.y)
        case .rotation: rotation = .radians(v.x)
        case .scale: scale = v.x
        case .opacity: opacity = v.x
        case .fill: fill = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case .shadow: shadowRadius = v.x
        }
    }
}

extension Simulation {
    /// Sets an entity's target appearance. Each channel that changes animates with
    /// `animation(channel)` — adding to animations already under way — or, when that is
    /// `nil`, follows the target at once.
    public func retarget(_ entity: EntityID, to appearance: Appearance,
                         animation: (Appearance.Channel) -> Animation?) {
        guard let target = targets.slot(of: entity) else { return }
        let old = targets.storage[target]
        let appearance = appearance.sanitized
        targets.modify(at: target) { $0 = appearance }
        for channel in Appearance.Channel.allCases {
            guard old.differs(from: appearance, in: channel), let chosen = animation(channel), chosen.totalDuration > 0 else { continue }
            let track = AnimationTrack(channel: channel, offset: old.vector(channel) - appearance.vector(channel),
                                       animation: chosen, start: now)
            if animationTracks.modify(entity, { $0.tracks.append(track) }) == nil {
                var running = Animations()
                running.tracks.append(track)
                animationTracks[entity] = running
            }
        }
        presentAfterRetargeting(entity, appearance)
    }

    /// Sets an entity's target appearance, followed at once (animations already under way go
    /// on adding their lag): `retarget(entity, to: appearance) { _ in nil }` without asking
    /// each channel, for a finger that moves a shape every frame.
    public func retarget(_ entity: EntityID, to appearance: Appearance) {
        guard let target = targets.slot(of: entity) else { return }
        let appearance = appearance.sanitized
        targets.modify(at: target) { $0 = appearance }
        presentAfterRetargeting(entity, appearance)
    }

    /// Presents a new target: with the lag of running animations, or exactly when none runs.
    private func presentAfterRetargeting(_ entity: EntityID, _ appearance: Appearance) {
        if let running = animationTracks.slot(of: entity) {
            present(entity, animationTracks.storage[running])
        } else if let presentation = presentations.slot(of: entity) {
            presentations.modify(at: presentation) { $0.appearance = appearance }
            markMoved(entity)
        }
    }

    /// Stops an entity's animations where they are: the target becomes what is presented.
    public func settle(_ entity: EntityID) {
        guard animationTracks.contains(entity), let presented = presentations[entity]?.appearance else { return }
        animationTracks.remove(entity)
        targets[entity] = presented
        markMoved(entity)
    }

    /// Moves every running animation to the clock's time; finished tracks are dropped, and an
    /// entity whose last track finished is presented exactly at its target.
    func advanceAnimations() {
        let now = self.now
        func isOver(_ track: AnimationTrack) -> Bool { track.animation.isComplete(at: now - track.start) }
        // From the back: removing an entity moves the last one into its place, already done.
        for position in animationTracks.indices.reversed() {
            let entity = animationTracks.owners[position]
            let empty = animationTracks.modify(at: position) { running -> Bool in
                if running.tracks.contains(where: isOver) { running.tracks.removeAll(where: isOver) }
                return running.tracks.isEmpty
            }
            present(entity, animationTracks.storage[position])
            if empty { animationTracks.remove(entity) }
        }
    }

    /// Presented = target + what each running track still lags behind.
    private func present(_ entity: EntityID, _ running: borrowing Animations) {
        guard let target = targets.slot(of: entity), let presentation = presentations.slot(of: entity) else { return }
        var presented = targets.storage[target]
        if !running.tracks.isEmpty {
            var lag = InlineArray<6, SIMD4<Double>>(repeating: .zero)
            // The channels with a track, a bit each: most entities animate one channel, and a bit
            // test is cheaper than comparing six vectors with zero.
            var lagging: UInt8 = 0
            let now = self.now
            for track in running.tracks {
                let remaining = 1 - track.animation.fraction(at: now - track.start)
                lag[track.channel.rawValue] += track.offset * remaining
                lagging |= 1 << track.channel.rawValue
            }
            for raw in 0..<6 where lagging & (1 << raw) != 0 && lag[raw] != .zero {
                let channel = Appearance.Channel(rawValue: raw)!
                presented.set(channel, presented.vector(channel) + lag[raw])
            }
        }
        presentations.storage[presentation].appearance = presented
        markMoved(entity)
    }
}
