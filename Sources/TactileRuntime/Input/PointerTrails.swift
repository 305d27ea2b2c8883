import TactileECS
import TactileGestures

/// Where each pointer moved in the last half second (window points), for the gesture
/// debugger's trails and velocity arrows (a resource, kept by ``PointerTrailSystem`` while the
/// debugger is shown).
///
/// ```swift
/// for trail in simulation.pointerTrails.trails {
///     let arrow = simulation.pointerTrails.velocity(of: trail, at: simulation.now)
/// }
/// ```
public struct PointerTrails: Hashable, Sendable {
    public struct Trail: Hashable, Sendable {
        public var pointer: PointerID
        /// Oldest first; the last is where the pointer is.
        public var samples: [PointerSample]
        /// Whether its down was seen: a held pointer keeps its newest sample when it stays still.
        public var isHeld: Bool
    }

    /// How far back a trail reaches.
    public static let duration = 0.5

    public var trails: [Trail] = []

    public init() {}

    /// The pointer's velocity (window points per second) as the gestures estimate it: the same
    /// least-squares fit over the trail's last samples, zero once the pointer stopped.
    public func velocity(of trail: Trail, at time: Double) -> Vector {
        var tracker = VelocityTracker()
        for sample in trail.samples.suffix(VelocityTracker.capacity) { tracker.add(sample.location, at: sample.time) }
        return tracker.velocity(at: time)
    }

    /// Notes `pointer` at `sample`: a down starts its trail afresh; a move extends it (or starts
    /// one, for a pointer that went down before the debugger was shown).
    mutating func append(_ sample: PointerSample, of pointer: PointerID, isDown: Bool = false) {
        guard sample.location.isFinite else { return }
        if let index = trails.firstIndex(where: { $0.pointer == pointer }) {
            if isDown { trails[index] = Trail(pointer: pointer, samples: [sample], isHeld: true) }
            else { trails[index].samples.append(sample) }
        } else {
            trails.append(Trail(pointer: pointer, samples: [sample], isHeld: isDown))
        }
    }

    /// Forgets what is older than ``duration`` before `time` (but a held pointer's newest
    /// sample), and trails left with nothing.
    mutating func trim(at time: Double) {
        let oldest = time - Self.duration
        for index in trails.indices {
            let count = trails[index].samples.count
            let stale = trails[index].samples.firstIndex { $0.time >= oldest } ?? count
            trails[index].samples.removeFirst(trails[index].isHeld ? min(stale, max(count - 1, 0)) : stale)
        }
        trails.removeAll { $0.samples.isEmpty }
    }
}

/// Keeps ``PointerTrails`` from the tick's pointer input while the gesture debugger is shown
/// (and empties it when it is not): a down starts a trail, each sample of a move extends it,
/// an up or cancel ends it. In the `log` stage; O(the tick's samples + pointers down) when
/// shown, one resource read otherwise.
public struct PointerTrailSystem: System {
    public init() {}

    public mutating func run(in world: World) {
        guard world.resource(SceneSettings.self).showsDebugger else {
            if !world.resource(PointerTrails.self).trails.isEmpty { world[resource: PointerTrails.self] = PointerTrails() }
            return
        }
        let input = world.resource(PointerInput.self)
        let now = world.resource(Time.self).now
        world.withResource(PointerTrails.self) { trails in
            for item in input.items {
                switch item {
                case .pointer(let event, _) where event.kind == .down || event.kind == .move:
                    trails.append(PointerSample(time: event.time, location: event.location), of: event.pointer,
                                  isDown: event.kind == .down)
                case .pointer(let event, _):
                    trails.trails.removeAll { $0.pointer == event.pointer }
                case .frame(let index):
                    let frame = input.frames[index]
                    for move in frame.moves {
                        for sample in frame.samples(of: move) { trails.append(sample, of: move.pointer) }
                    }
                case .raw, .event:
                    continue
                }
            }
            trails.trim(at: now)
        }
    }
}
