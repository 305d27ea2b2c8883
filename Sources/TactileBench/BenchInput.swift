import TactileGestures
import TactileECS
import TactileRuntime

/// A small, fast, seeded random number generator (xorshift64*): the same seed gives the same
/// benchmark input on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    public mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
}

/// What the generated pointers do on the entity they press.
public enum Motion: Sendable {
    /// Press and release after a few milliseconds, `count` times in a row (taps).
    case taps(count: Int)
    /// Press, hold still for `seconds`, release.
    case hold(seconds: Double)
    /// Press, then move in a wandering line for `seconds`.
    case drag(seconds: Double)
    /// Press, hold for `seconds`, then move for `then` seconds.
    case holdThenDrag(seconds: Double, then: Double)
    /// Two fingers on one entity, spreading and turning for `seconds`.
    case pinch(seconds: Double)
}

/// Generates benchmark input: `pointers` fingers, each pressing a random target and doing
/// `motion`, sampling at `rate` Hz (touch digitizers report at 120 Hz to 1 kHz), until
/// `events` events exist. Events are grouped by the 120 Hz tick that processes them.
public struct InputGenerator {
    /// The most events one run generates: all are generated before timing starts, so this
    /// bounds the memory a run takes (about 1.2 GB at ``bytesPerEvent``).
    public static let maximumEvents = 20_000_000
    /// The memory one generated event takes in ``ticks()``'s result.
    public static let bytesPerEvent = MemoryLayout<InputEvent>.stride

    public var targets: [Point]
    public var pointers: Int
    public var events: Int
    public var motion: Motion
    public var rate = 1000.0
    public var seed: UInt64 = 42

    public init(targets: [Point], pointers: Int, events: Int, motion: Motion) {
        self.targets = targets
        self.pointers = max(1, pointers)
        self.events = max(0, min(events, Self.maximumEvents))
        self.motion = motion
    }

    /// The events of each tick, in order: tick n holds those with time in ((n−1)/120, n/120].
    public func ticks() -> [[InputEvent]] {
        var random = SeededRandom(seed: seed)
        var byTick: [[InputEvent]] = []
        var produced = 0
        let step = 1 / rate
        let fingerCount: Int
        if case .pinch = motion { fingerCount = 2 } else { fingerCount = 1 }
        let groups = max(1, pointers / fingerCount)

        struct Track { var script: [(time: Double, kind: PointerEvent.Kind, location: Point)] }
        var next = [Double](repeating: 0, count: groups)
        var scripts: [[(time: Double, id: PointerID, kind: PointerEvent.Kind, location: Point)]] = Array(repeating: [], count: groups)
        var cursor = [Int](repeating: 0, count: groups)
        // Each group of fingers works through scripts one after another.
        func newScript(_ group: Int, start: Double) {
            guard !targets.isEmpty else { return }
            let target = targets[Int(random.next() % UInt64(targets.count))]
            var script: [(Double, PointerID, PointerEvent.Kind, Point)] = []
            let id = PointerIdentity.id(pointer: group * 2 + 1, device: .touch)
            let partner = PointerIdentity.id(pointer: group * 2 + 2, device: .touch)
            var t = start
            var heading = Double(random.next() % 628) / 100
            func wander(_ from: Point, for seconds: Double, _ id: PointerID) -> Point {
                var p = from
                var elapsed = 0.0
                while elapsed < seconds {
                    t += step
                    elapsed += step
                    heading += (Double(random.next() % 200) - 100) / 1000
                    p = Point(x: p.x + 0.6 * cos(heading), y: p.y + 0.6 * sin(heading))
                    script.append((t, id, .move, p))
                }
                return p
            }
            /// A finger held still still reports, with a little jitter, at the sampling rate.
            func hold(_ at: Point, for seconds: Double, _ id: PointerID) {
                var elapsed = 0.0
                while elapsed + step < seconds {
                    t += step
                    elapsed += step
                    let jitter = Vector(width: Double(random.next() % 5) / 10 - 0.2, height: Double(random.next() % 5) / 10 - 0.2)
                    script.append((t, id, .move, at + jitter))
                }
                t += seconds - elapsed
            }
            switch motion {
            case .taps(let count):
                for _ in 0..<count {
                    script.append((t, id, .down, target))
                    hold(target, for: 0.05, id)
                    script.append((t, id, .up, target))
                    t += 0.1
                }
                t += 0.02
            case .hold(let seconds):
                script.append((t, id, .down, target))
                hold(target, for: seconds, id)
                script.append((t, id, .up, target))
            case .drag(let seconds):
                script.append((t, id, .down, target))
                let end = wander(target, for: seconds, id)
                script.append((t + step, id, .up, end))
                t += step
            case .holdThenDrag(let seconds, let then):
                script.append((t, id, .down, target))
                hold(target, for: seconds, id)
                let end = wander(target, for: then, id)
                script.append((t + step, id, .up, end))
                t += step
            case .pinch(let seconds):
                let second = Point(x: target.x + 20, y: target.y)
                script.append((t, id, .down, target))
                script.append((t, partner, .down, second))
                var elapsed = 0.0
                while elapsed < seconds {
                    t += step
                    elapsed += step
                    let spread = 20 + 30 * elapsed / seconds, turn = elapsed / seconds
                    let a = Point(x: target.x - spread * cos(turn) / 2, y: target.y - spread * sin(turn) / 2)
                    let b = Point(x: target.x + spread * cos(turn) / 2, y: target.y + spread * sin(turn) / 2)
                    script.append((t, id, .move, a))
                    script.append((t, partner, .move, b))
                }
                t += step
                script.append((t, id, .up, target))
                script.append((t, partner, .up, second))
            }
            scripts[group] = script
            cursor[group] = 0
            next[group] = t + 0.01
        }
        for group in 0..<groups { newScript(group, start: Double(group) * 0.013) }
        guard !targets.isEmpty else { return [] }

        var tick = 1
        while produced < events {
            let end = Double(tick) / Simulation.ticksPerSecond
            var batch: [InputEvent] = []
            var moreDue = true
            while moreDue && produced < events {
                // The earliest due event of any group, so that the batch is in time order.
                var best: Int?
                for group in 0..<groups {
                    if cursor[group] >= scripts[group].count { newScript(group, start: max(next[group], end - 1 / 120)) }
                    let event = scripts[group][cursor[group]]
                    if event.time <= end, best.map({ event.time < scripts[$0][cursor[$0]].time }) ?? true { best = group }
                }
                guard let group = best else { moreDue = false; break }
                let event = scripts[group][cursor[group]]
                batch.append(.pointer(PointerEvent(event.kind, pointer: event.id, at: event.location, time: event.time)))
                cursor[group] += 1
                produced += 1
            }
            byTick.append(batch)
            tick += 1
        }
        return byTick
    }
}

#if canImport(Glibc)
import Glibc
#endif
