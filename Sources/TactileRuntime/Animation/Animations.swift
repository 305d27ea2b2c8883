import TactileECS
import TactileGestures

/// One change of one channel, animating away: the presented value lags the target by
/// `offset × (1 − progress)`, as SwiftUI's and Core Animation's additive animations do.
///
/// ```swift
/// let track = AnimationTrack(channel: .scale, offset: [0.5, 0, 0, 0], animation: .easeInOut, start: 1)
/// track.lag(at: 1.1)   // what the presented scale still lags behind the target
/// ```
public struct AnimationTrack: Hashable, Sendable {
    public var channel: Appearance.Channel
    /// Old target − new target, when the change happened.
    public var offset: SIMD4<Double>
    public var animation: Animation
    /// The time the change happened at.
    public var start: Double

    public init(channel: Appearance.Channel, offset: SIMD4<Double>, animation: Animation, start: Double) {
        self.channel = channel
        self.offset = offset
        self.animation = animation
        self.start = start
    }

    /// Whether the track is over at `now`: it lags no more.
    public func isOver(at now: Double) -> Bool { animation.isComplete(at: now - start) }

    /// What the track still lags behind the target at `now`. O(1).
    public func lag(at now: Double) -> SIMD4<Double> {
        isOver(at: now) ? .zero : offset * (1 - animation.fraction(at: now - start))
    }
}

/// The running animations of one entity: present only while something animates.
///
/// ```swift
/// world.retarget(star, to: smaller) { _ in .easeInOut }   // gives the star an Animations
/// ```
///
/// Changes add up: a target that moves every tick (a finger-following offset under
/// `.animation(.easeInOut)`) gets one short track per change, and the presented value trails
/// the target smoothly instead of restarting from rest each tick.
public struct Animations: Hashable, Sendable {
    /// The tracks, in the order they started.
    public var tracks: [AnimationTrack] = []

    public init(tracks: [AnimationTrack] = []) { self.tracks = tracks }

    /// The target plus what each track still lags at `now`: the appearance to present, and
    /// whether a track is over (or none is left), so the caller knows to drop it.
    public func present(_ target: Appearance, at now: Double) -> (Appearance, anyOver: Bool) {
        var presented = target
        let anyOver = addLag(to: &presented, at: now)
        return (presented, anyOver)
    }

    /// Adds to `appearance` (a target) what each track still lags at `now`, in place; whether a
    /// track is over (or none is left). O(tracks).
    ///
    /// ```swift
    /// presentation.appearance = target
    /// let anyOver = running.addLag(to: &presentation.appearance, at: now)
    /// ```
    public func addLag(to appearance: inout Appearance, at now: Double) -> Bool {
        var anyOver = tracks.isEmpty
        for track in tracks {
            guard !track.isOver(at: now) else {
                anyOver = true
                continue
            }
            let lag = track.offset * (1 - track.animation.fraction(at: now - track.start))
            if lag != .zero { appearance.add(lag, to: track.channel) }
        }
        return anyOver
    }

    /// Drops the tracks that are over at `now`.
    public mutating func dropTracksOver(at now: Double) {
        tracks.removeAll { $0.isOver(at: now) }
    }
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

    /// Adds `lag` to `channel`, unless that makes a number infinite or NaN.
    mutating func add(_ lag: SIMD4<Double>, to channel: Channel) {
        let value = vector(channel) + lag
        guard value.x.isFinite, value.y.isFinite, value.z.isFinite, value.w.isFinite else { return }
        switch channel {
        case .position: position = Point(x: value.x, y: value.y)
        case .rotation: rotation = .radians(value.x)
        case .scale: scale = value.x
        case .opacity: opacity = value.x
        case .fill: fill = Color(red: value.x, green: value.y, blue: value.z, alpha: value.w)
        case .shadow: shadowRadius = value.x
        }
    }
}
