import TactileGestures

/// One change of one channel, animating away: the presented value lags the target by
/// `offset × (1 − progress)`, as in SwiftUI's and Core Animation's additive animations.
public struct AnimationTrack: Sendable {
    public var channel: Appearance.Channel
    /// Old target − new target, when the change happened.
    public var offset: SIMD4<Double>
    public var animation: Animation { didSet { timing = Timing(animation) } }
    /// The tick time the change happened at.
    public var start: Double { didSet { timing = Timing(animation) } }
    /// What the progress needs that does not change, and a decay's last value.
    var timing: Timing

    init(channel: Appearance.Channel, offset: SIMD4<Double>, animation: Animation, start: Double) {
        self.channel = channel
        self.offset = offset
        self.animation = animation
        self.start = start
        timing = Timing(animation)
    }

    /// Worked out once per track: a track is evaluated every tick it runs.
    struct Timing: Sendable {
        /// `animation.totalDuration` (a division).
        let totalDuration: Double
        /// A decay's 1 − e^(−rate·duration), what a full fling's progress is divided by.
        let denominator: Double
        /// A decay's e^(−rate·speed / 120): what e^(−rate·t) is multiplied by from one tick to
        /// the next.
        let step: Double
        /// The tick `decayed` is e^(−rate·t) at (`.max`: none yet).
        var tick: UInt64 = .max
        var decayed = 0.0

        init(_ animation: Animation) {
            totalDuration = animation.totalDuration
            if case .decay(let rate, _) = animation.curve {
                denominator = 1 - exp(-rate * animation.duration)
                step = exp(-rate * animation.speed / Simulation.ticksPerSecond)
            } else {
                (denominator, step) = (1, 1)
            }
        }
    }

    /// Whether the track is over at `now`: ``Animation/isComplete(at:)`` without its division.
    @inline(__always) func isOver(at now: Double) -> Bool { now - start >= timing.totalDuration }

    /// 1 − the progress at tick `tick` (time `now`): the share of `offset` still lagging.
    ///
    /// ```swift
    /// track.remaining(atTick: 120, now: 1)   // 1 − animation.fraction(at: 1 − start)
    /// ```
    ///
    /// A decay ticking on multiplies its last e^(−rate·t) by one tick's factor instead of
    /// calling `exp` (within 1e-13 of it; every 64th tick and after a gap it is computed afresh,
    /// so the error never builds up); other curves are ``Animation/fraction(at:)``. O(1).
    @inline(__always) mutating func remaining(atTick tick: UInt64, now: Double) -> Double {
        let elapsed = now - start
        guard case .decay(let rate, let share) = animation.curve else { return 1 - animation.fraction(at: elapsed) }
        if elapsed >= timing.totalDuration { return 0 }
        let t = (elapsed - animation.delay) * animation.speed
        guard t > 0 else { return 1 }
        let decayed: Double
        if timing.tick == tick {
            decayed = timing.decayed
        } else if timing.tick &+ 1 == tick, tick % 64 != 0 {
            decayed = timing.decayed * timing.step
        } else {
            decayed = exp(-rate * t)
        }
        (timing.tick, timing.decayed) = (tick, decayed)
        return 1 - Animation.decayProgress(decayed: decayed, share: share, fullDecay: timing.denominator)
    }
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
    @inline(__always) func vector(_ channel: Channel) -> SIMD4<Double> {
        switch channel {
        case .position: SIMD4(position.x, position.y, 0, 0)
        case .rotation: SIMD4(rotation.radians, 0, 0, 0)
        case .scale: SIMD4(scale, 0, 0, 0)
        case .opacity: SIMD4(opacity, 0, 0, 0)
        case .fill: SIMD4(fill.red, fill.green, fill.blue, fill.alpha)
        case .shadow: SIMD4(shadowRadius, 0, 0, 0)
        }
    }

    @inline(__always) mutating func set(_ channel: Channel, _ v: SIMD4<Double>) {
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
    @inline(__always) private func presentAfterRetargeting(_ entity: EntityID, _ appearance: Appearance) {
        if let running = animationTracks.slot(of: entity) {
            let (tick, now) = (self.tick, self.now)
            targets.withDenseStorage { targets in
                presentations.withDenseStorage { presentations in
                    animationTracks.modify(at: running) {
                        present(entity, &$0.tracks, targets: targets, presentations: presentations, tick: tick, now: now)
                    }
                }
            }
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
        let (tick, now) = (self.tick, self.now)
        // Targets and presentations are lent once for the pass: only their contents change.
        targets.withDenseStorage { targets in
            presentations.withDenseStorage { presentations in
                // From the back: removing an entity moves the last one into its place, already done.
                var position = animationTracks.count
                while position > 0 {
                    // The running animations are lent until an entity's last track finishes:
                    // removing it changes the store.
                    let finished = animationTracks.withDenseStorage { running -> EntityID? in
                        while position > 0 {
                            position -= 1
                            // Unchecked: `running` and the owners are as long.
                            let entity = animationTracks.owners.withUnsafeBufferPointer { $0[position] }
                            if present(entity, &running[position].tracks, targets: targets, presentations: presentations, tick: tick, now: now) {
                                running[position].tracks.removeAll { $0.isOver(at: now) }
                            }
                            if running[position].tracks.isEmpty { return entity }
                        }
                        return nil
                    }
                    if let finished { animationTracks.remove(finished) }
                }
            }
        }
    }

    /// `presentation.appearance = target.pointee`, sixteen bytes at a time, inline: as an
    /// assignment between two buffers that might overlap it is a call to `memmove`, which costs
    /// more than the copy and makes every value in registers be saved around it.
    @inline(__always)
    private static func copyAppearance(_ target: UnsafeMutablePointer<Appearance>, to presentation: UnsafeMutablePointer<Presentation>) {
        // Sound: an appearance is plain data (numbers and an optional of numbers), so its bytes
        // are its value; the two live in different stores, so they never overlap; and the last
        // chunk ends where the appearance does (it overlaps the one before instead of running
        // past it into the presentation's other fields).
        assert(_isPOD(Appearance.self))
        let size = MemoryLayout<Appearance>.size
        let source = UnsafeRawPointer(target)
        let destination = UnsafeMutableRawPointer(presentation) + MemoryLayout<Presentation>.offset(of: \.appearance)!
        guard size >= 16 else {
            destination.copyMemory(from: source, byteCount: size)
            return
        }
        var offset = 0
        while offset + 16 <= size {
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self),
                                   toByteOffset: offset, as: SIMD2<UInt64>.self)
            offset += 16
        }
        if offset < size {
            destination.storeBytes(of: source.loadUnaligned(fromByteOffset: size - 16, as: SIMD2<UInt64>.self),
                                   toByteOffset: size - 16, as: SIMD2<UInt64>.self)
        }
    }

    /// Presented = target + what each running track still lags behind, at tick `tick` (time
    /// `now`). Returns whether a track is over: it lags no more, and is to be dropped.
    ///
    /// A track that is over adds nothing (its offset × 0), so the tracks are looked at once,
    /// instead of once to drop those that are over and again to present the rest.
    @inline(__always) @discardableResult
    private func present(_ entity: EntityID, _ tracks: inout [AnimationTrack], targets: UnsafeMutableBufferPointer<Appearance>,
                         presentations: UnsafeMutableBufferPointer<Presentation>, tick: UInt64, now: Double) -> Bool {
        guard let target = self.targets.slot(of: entity), let presentation = self.presentations.slot(of: entity) else {
            return tracks.contains { $0.isOver(at: now) }
        }
        Self.copyAppearance(targets.baseAddress! + target, to: presentations.baseAddress! + presentation)
        var someAreOver = false
        if tracks.count == 1 {
            // Most entities animate one channel: no lag per channel to gather.
            someAreOver = tracks[0].isOver(at: now)
            var lag = SIMD4<Double>.zero
            lag += tracks[0].offset * tracks[0].remaining(atTick: tick, now: now)
            if lag != .zero {
                let channel = tracks[0].channel
                presentations[presentation].appearance.set(channel, presentations[presentation].appearance.vector(channel) + lag)
            }
        } else if !tracks.isEmpty {
            var lag = InlineArray<6, SIMD4<Double>>(repeating: .zero)
            // The channels with a track, a bit each: a bit test is cheaper than comparing six
            // vectors with zero.
            var lagging: UInt8 = 0
            for i in tracks.indices {
                if tracks[i].isOver(at: now) { someAreOver = true }
                let remaining = tracks[i].remaining(atTick: tick, now: now)
                lag[tracks[i].channel.rawValue] += tracks[i].offset * remaining
                lagging |= 1 << tracks[i].channel.rawValue
            }
            for raw in 0..<6 where lagging & (1 << raw) != 0 && lag[raw] != .zero {
                let channel = Appearance.Channel(rawValue: raw)!
                presentations[presentation].appearance.set(channel, presentations[presentation].appearance.vector(channel) + lag[raw])
            }
        }
        markMoved(entity)
        return someAreOver
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
