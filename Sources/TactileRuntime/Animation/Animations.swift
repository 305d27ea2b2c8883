import TactileGestures

/// One change of one channel, animating away: the presented value lags the target by
/// `offset × (1 − progress)`, as in SwiftUI's and Core Animation's additive animations.
public struct AnimationTrack: Sendable {
    public var channel: Appearance.Channel { didSet { isPlainMove = Self.isPlainMove(channel, offset, animation) } }
    /// Whether the track moves a position, with the last two numbers of `offset` 0 (as a
    /// position's are) and a positive speed, as a fling's does: its lag is worked out on the
    /// first two numbers alone, and its time since the delay, times the speed, only grows with
    /// the time. (Next to the channel, where it takes no room.)
    private(set) var isPlainMove: Bool
    /// Old target − new target, when the change happened.
    public var offset: SIMD4<Double> { didSet { isPlainMove = Self.isPlainMove(channel, offset, animation) } }
    public var animation: Animation {
        didSet {
            timing = Timing(animation)
            isPlainMove = Self.isPlainMove(channel, offset, animation)
        }
    }
    /// The tick time the change happened at.
    public var start: Double { didSet { timing = Timing(animation) } }
    /// What the progress needs that does not change, and a decay's last value.
    var timing: Timing

    init(channel: Appearance.Channel, offset: SIMD4<Double>, animation: Animation, start: Double) {
        self.channel = channel
        self.offset = offset
        isPlainMove = Self.isPlainMove(channel, offset, animation)
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

    /// ``isPlainMove`` of a track of `channel`, `offset` and `animation`.
    private static func isPlainMove(_ channel: Appearance.Channel, _ offset: SIMD4<Double>, _ animation: Animation) -> Bool {
        channel == .position && offset.z == 0 && offset.w == 0 && animation.speed > 0
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
        remaining(atTick: tick, now: now, speedIsPositive: animation.speed > 0)
    }

    /// ``remaining(atTick:now:)``, told whether `animation.speed` is positive.
    @inline(__always) mutating func remaining(atTick tick: UInt64, now: Double, speedIsPositive: Bool) -> Double {
        let elapsed = now - start
        guard case .decay(let rate, let share) = animation.curve else { return 1 - animation.fraction(at: elapsed) }
        if elapsed >= timing.totalDuration { return 0 }
        let decayed: Double
        // The next tick first: a running fling asks once per tick. Its time since the delay,
        // times the speed, positive at the tick noted, is positive still if the speed is
        // (it only grows with the time then): it need not be worked out.
        if timing.tick &+ 1 == tick, tick % 64 != 0, speedIsPositive || (elapsed - animation.delay) * animation.speed > 0 {
            decayed = timing.decayed * timing.step
        } else {
            let t = (elapsed - animation.delay) * animation.speed
            guard t > 0 else { return 1 }
            decayed = timing.tick == tick ? timing.decayed : exp(-rate * t)
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
    /// The first track, held inline: most entities animate one channel at a time, and a track
    /// held here is read and stepped every tick without following a reference or checking that
    /// an array is unshared. A placeholder while `isEmpty` (not an optional: testing an
    /// optional's case of a struct holding an enum is a call).
    var first = AnimationTrack.placeholder
    /// The tracks after `first`, in the order they started (empty while `isEmpty`).
    var more: [AnimationTrack] = []
    /// Whether no track runs (`first` is the placeholder).
    private(set) var isEmpty = true
    /// Where the entity's target and presentation were last found: the entity is presented
    /// every tick it animates, and while neither store rearranges its slots they stay put.
    var found = FoundSlots()

    /// The slots of an entity's target and presentation, found when the two stores' slots were
    /// as ``Simulation/presentingSlotsVersion`` says.
    struct FoundSlots {
        /// `.max`: not found yet.
        var version = UInt64.max
        /// Whom they were found for: a component copied to another entity is not its.
        var entity = EntityID(index: .max, generation: .max)
        /// 32 bits, as the stores' sparse sides hold slots: the component takes 224 bytes, not 256.
        var target: Int32 = 0
        var presentation: Int32 = 0
        /// ``Simulation/unaccountedTargetChanges`` when the entity was last presented with one
        /// track, as a whole (`.max`: not since the tracks last changed). While it holds, the
        /// presentation is the target but in that track's channel: only the channel needs
        /// presenting, not the whole appearance, whose other lines need not be read.
        var presented = UInt64.max
    }

    public init() {}

    /// The tracks, in the order they started.
    public var tracks: [AnimationTrack] {
        get { isEmpty ? [] : [first] + more }
        set {
            (first, isEmpty) = newValue.first.map { ($0, false) } ?? (.placeholder, true)
            more = Array(newValue.dropFirst())
            found.presented = .max
        }
    }

    /// Adds a track after those already running.
    mutating func append(_ track: AnimationTrack) {
        if isEmpty { (first, isEmpty) = (track, false) } else { more.append(track) }
        found.presented = .max
    }

    /// Whether a track is over at `now`.
    func someAreOver(at now: Double) -> Bool {
        !isEmpty && (first.isOver(at: now) || more.contains { $0.isOver(at: now) })
    }

    /// Drops the tracks that are over at `now`, keeping the others in order.
    mutating func dropTracksOver(at now: Double) {
        if !more.isEmpty { more.removeAll { $0.isOver(at: now) } }
        guard !isEmpty, first.isOver(at: now) else { return }
        found.presented = .max
        if more.isEmpty { (first, isEmpty) = (.placeholder, true) } else { first = more.removeFirst() }
    }
}

extension AnimationTrack {
    /// What an empty ``Animations`` holds in place of a first track.
    static let placeholder = AnimationTrack(channel: .position, offset: .zero, animation: .linear(duration: 0), start: 0)
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

    /// Sets `channel` to its value in `other`.
    @inline(__always) mutating func copy(_ channel: Channel, from other: UnsafePointer<Appearance>) {
        switch channel {
        case .position: position = other.pointee.position
        case .rotation: rotation = other.pointee.rotation
        case .scale: scale = other.pointee.scale
        case .opacity: opacity = other.pointee.opacity
        case .fill: fill = other.pointee.fill
        case .shadow: shadowRadius = other.pointee.shadowRadius
        }
    }

    /// `set(channel, vector(channel) + lag)` in one switch over the channel.
    @inline(__always) mutating func add(_ lag: SIMD4<Double>, to channel: Channel) {
        // `v - v == .zero`: all four finite, in one vector test (x − x is 0 exactly when x is
        // finite).
        switch channel {
        case .position:
            let v = SIMD4(position.x, position.y, 0, 0) + lag
            guard v - v == .zero else { return }
            position = Point(x: v.x, y: v.y)
        case .rotation:
            let v = SIMD4(rotation.radians, 0, 0, 0) + lag
            guard v - v == .zero else { return }
            rotation = .radians(v.x)
        case .scale:
            let v = SIMD4(scale, 0, 0, 0) + lag
            guard v - v == .zero else { return }
            scale = v.x
        case .opacity:
            let v = SIMD4(opacity, 0, 0, 0) + lag
            guard v - v == .zero else { return }
            opacity = v.x
        case .fill:
            let v = SIMD4(fill.red, fill.green, fill.blue, fill.alpha) + lag
            guard v - v == .zero else { return }
            fill = Color(red: v.x, green: v.y, blue: v.z, alpha: v.w)
        case .shadow:
            let v = SIMD4(shadowRadius, 0, 0, 0) + lag
            guard v - v == .zero else { return }
            shadowRadius = v.x
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
        targets.modify(accountedAt: target) { $0 = appearance }
        for channel in Appearance.Channel.allCases {
            guard old.differs(from: appearance, in: channel), let chosen = animation(channel), chosen.totalDuration > 0 else { continue }
            let track = AnimationTrack(channel: channel, offset: old.vector(channel) - appearance.vector(channel),
                                       animation: chosen, start: now)
            if animationTracks.modify(entity, { $0.append(track) }) == nil {
                var running = Animations()
                running.append(track)
                animationTracks[entity] = running
            }
        }
        presentAfterRetargeting(entity, appearance, targetSlot: target)
    }

    /// Sets an entity's target appearance, followed at once (animations already under way go
    /// on adding their lag): `retarget(entity, to: appearance) { _ in nil }` without asking
    /// each channel, for a finger that moves a shape every frame.
    public func retarget(_ entity: EntityID, to appearance: Appearance) {
        guard let target = targets.slot(of: entity) else { return }
        // Asked apart so that an appearance already sanitized, as nearly all are, is stored
        // straight from where it was passed rather than copied out first.
        if appearance.isSanitized {
            retarget(entity, toSanitized: appearance, targetSlot: target)
        } else {
            retarget(entity, toSanitized: appearance.sanitized, targetSlot: target)
        }
    }

    /// ``retarget(_:to:)`` with `appearance` sanitized, `targetSlot` the target's slot.
    @inline(__always) private func retarget(_ entity: EntityID, toSanitized appearance: Appearance, targetSlot target: Int) {
        targets.modify(accountedAt: target) { $0 = appearance }
        presentAfterRetargeting(entity, appearance, targetSlot: target)
    }

    /// Presents a new target: with the lag of running animations, or exactly when none runs.
    @inline(__always) private func presentAfterRetargeting(_ entity: EntityID, _ appearance: Appearance, targetSlot: Int) {
        if let running = animationTracks.slot(of: entity) {
            let (tick, now) = (self.tick, self.now)
            targets.withDenseStorage { targets in
                presentations.withDenseStorage { presentations in
                    animationTracks.modify(at: running) {
                        _ = present(entity, &$0, targets: targets, presentations: presentations, slotsVersion: presentingSlotsVersion,
                                    targetChanges: unaccountedTargetChanges, retargeted: true, marksPadded: false, refreshes: false,
                                    boxVersion: 0, tick: tick, now: now)
                    }
                }
            }
        } else if let presentation = presentations.slot(of: entity, guess: targetSlot) {
            // Straight into the store, as animations present: the presentations' version counts
            // only changes made through its API (a grid box measured stays valid).
            presentations.write(at: presentation) { $0.appearance = appearance }
            markMoved(entity, presentationSlot: presentation)
        }
    }

    /// Moves whenever the slots of targets or presentations are rearranged (both counts only
    /// go up, so their sum never comes back to a value it had).
    var presentingSlotsVersion: UInt64 { targets.rearrangements &+ presentations.rearrangements }

    /// Moves with every change of a target or a presentation made through the stores' API,
    /// except the retargets (which present their entity at once): a presentation made while
    /// this held still holds what it copied from the target. Only counts up.
    var unaccountedTargetChanges: UInt64 {
        (targets.version &- targets.accountedChanges) &+ presentations.version
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
        // Nothing to lend the stores for on a tick where nothing animates (an idle one).
        guard animationTracks.count > 0 else { return }
        let (tick, now, slotsVersion, targetChanges) = (self.tick, self.now, presentingSlotsVersion, unaccountedTargetChanges)
        // A moved position is refreshed as it is presented while nothing the refresh reads can
        // change before the transform pass (a despawn changes the shapes' version, and the
        // gestures it cancels may move entities again) and the pass is not to refresh
        // everything anyway.
        let (refreshes, boxVersion) = (!allTransformsAreStale && !mayCompose && !world.hasPendingDespawns, self.boxVersion)
        // Room for every animating entity's mark, made once rather than asked per entity:
        // their indices lie below the reach of the running animations' sparse side.
        if movedMarks.count < animationTracks.sparse.count { movedMarks.pad(to: animationTracks.sparse.count, with: 0) }
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
                            // Empty only if a track was over or none ran.
                            if present(entity, &running[position], targets: targets, presentations: presentations,
                                       slotsVersion: slotsVersion, targetChanges: targetChanges, retargeted: false,
                                       marksPadded: true, refreshes: refreshes, boxVersion: boxVersion, tick: tick, now: now) {
                                running[position].dropTracksOver(at: now)
                                if running[position].isEmpty { return entity }
                            }
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
    /// `now`). Returns whether a track is over (it lags no more, and is to be dropped) or none
    /// runs.
    /// `targetChanges` is ``unaccountedTargetChanges``; `retargeted` says the target changed
    /// since the entity was last presented; `marksPadded`, that `movedMarks` has room for it;
    /// `refreshes`, that a moved position may be refreshed at once
    /// (``refreshMovedPosition(_:of:at:in:boxVersion:tick:)``), under `boxVersion`.
    ///
    /// A track that is over adds nothing (its offset × 0), so the tracks are looked at once,
    /// instead of once to drop those that are over and again to present the rest.
    @inline(__always) @discardableResult
    private func present(_ entity: EntityID, _ running: inout Animations, targets: UnsafeMutableBufferPointer<Appearance>,
                         presentations: UnsafeMutableBufferPointer<Presentation>, slotsVersion: UInt64, targetChanges: UInt64,
                         retargeted: Bool, marksPadded: Bool, refreshes: Bool, boxVersion: UInt64, tick: UInt64,
                         now: Double) -> Bool {
        let target: Int, presentation: Int
        if running.found.version == slotsVersion, running.found.entity.bits == entity.bits {
            (target, presentation) = (Int(running.found.target), Int(running.found.presentation))
        } else {
            guard let targetSlot = self.targets.slot(of: entity), let presentationSlot = self.presentations.slot(of: entity) else {
                return running.isEmpty || running.someAreOver(at: now)
            }
            (target, presentation) = (targetSlot, presentationSlot)
            running.found = Animations.FoundSlots(version: slotsVersion, entity: entity, target: Int32(target), presentation: Int32(presentation))
        }
        // The lines of the target outside the track's channel are read only when the target
        // may have changed since they were copied.
        let channelOnly = !retargeted && running.found.presented == targetChanges
        // A fling's or a finger-following offset's one position track, presented the tick
        // before (`found.presented` holds only while one track runs, so `more` is empty): the
        // position is the target's plus the lag, worked out in place, not copied and then
        // read back. (The same operations as below, on the first two numbers of the offset:
        // with the last two 0, the lag is 0, or the position finite, exactly when it is with
        // all four, as a share still lagging that is not finite makes both of the first two
        // not finite. Held in four numbers, the last two 0, so that one vector test asks.)
        if channelOnly && running.first.isPlainMove {
            // Over, it lags no more (0, as `remaining` has it): its time is compared once.
            let someAreOver = running.first.isOver(at: now)
            let remaining = someAreOver ? 0 : running.first.remaining(atTick: tick, now: now, speedIsPositive: true)
            let lag = SIMD4(lowHalf: SIMD2<Double>.zero + running.first.offset.lowHalf * remaining, highHalf: .zero)
            var position = targets[target].position
            if lag != .zero {
                let v = SIMD4(position.x, position.y, 0, 0) + lag
                if v - v == .zero { position = Point(x: v.x, y: v.y) }
            }
            presentations[presentation].appearance.position = position
            markMoved(entity, presentationSlot: presentation, padded: marksPadded) {
                refreshes && refreshMovedPosition(position, of: entity, at: presentation, in: presentations, boxVersion: boxVersion, tick: tick)
            }
            return someAreOver
        }
        if channelOnly {
            presentations[presentation].appearance.copy(running.first.channel, from: targets.baseAddress! + target)
        } else {
            Self.copyAppearance(targets.baseAddress! + target, to: presentations.baseAddress! + presentation)
        }
        var someAreOver = false
        if running.isEmpty {
            // No track (a caller emptied `tracks`): presented exactly at the target, and done.
            running.found.presented = .max
            someAreOver = true
        } else if running.more.isEmpty {
            if !channelOnly { running.found.presented = targetChanges }
            // Most entities animate one channel: no lag per channel to gather. (`.zero +` as
            // when gathering: it makes a −0 lag +0.)
            someAreOver = running.first.isOver(at: now)
            var lag = SIMD4<Double>.zero
            lag += running.first.offset * running.first.remaining(atTick: tick, now: now)
            if lag != .zero {
                // A position, as flings and finger-following offsets animate, added in place:
                // the switch over every channel is not inlined here.
                if running.first.channel == .position {
                    let position = presentations[presentation].appearance.position
                    let v = SIMD4(position.x, position.y, 0, 0) + lag
                    if v - v == .zero { presentations[presentation].appearance.position = Point(x: v.x, y: v.y) }
                } else {
                    presentations[presentation].appearance.add(lag, to: running.first.channel)
                }
            }
        } else {
            running.found.presented = .max
            someAreOver = Self.addLags(of: &running, to: &presentations[presentation].appearance, tick: tick, now: now)
        }
        markMoved(entity, presentationSlot: presentation, padded: marksPadded)
        return someAreOver
    }

    /// Adds the lag of each of several tracks to `appearance`, at tick `tick` (time `now`);
    /// returns whether a track is over. Out of line: few entities run several tracks, and
    /// inlined this would leave the one-track path too large for the rest to be inlined.
    @inline(never)
    private static func addLags(of running: inout Animations, to appearance: inout Appearance, tick: UInt64, now: Double) -> Bool {
        var someAreOver = false
        var lag = InlineArray<6, SIMD4<Double>>(repeating: .zero)
        // The channels with a track, a bit each: a bit test is cheaper than comparing six
        // vectors with zero.
        var lagging: UInt8 = 0
        gather(&running.first, into: &lag, lagging: &lagging, someAreOver: &someAreOver, tick: tick, now: now)
        for i in running.more.indices {
            gather(&running.more[i], into: &lag, lagging: &lagging, someAreOver: &someAreOver, tick: tick, now: now)
        }
        for raw in 0..<6 where lagging & (1 << raw) != 0 && lag[raw] != .zero {
            appearance.add(lag[raw], to: Appearance.Channel(rawValue: raw)!)
        }
        return someAreOver
    }

    /// Adds what `track` still lags at tick `tick` (time `now`) to its channel's entry of `lag`,
    /// and notes the channel in `lagging` and whether the track is over in `someAreOver`.
    @inline(__always)
    private static func gather(_ track: inout AnimationTrack, into lag: inout InlineArray<6, SIMD4<Double>>, lagging: inout UInt8,
                               someAreOver: inout Bool, tick: UInt64, now: Double) {
        if track.isOver(at: now) { someAreOver = true }
        let remaining = track.remaining(atTick: tick, now: now)
        lag[track.channel.rawValue] += track.offset * remaining
        lagging |= 1 << track.channel.rawValue
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
