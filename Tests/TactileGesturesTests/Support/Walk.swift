import TactileGestures

/// One input of a walk: a press or a release, a frame of moves, or a tick.
enum WalkStep {
    case event(PointerEvent.Kind, PointerID, Point)
    /// Each moved pointer's samples since the walk's previous step, oldest first.
    case frame([(PointerID, [PointerSample])])
    case tick
}

/// Two fingers pressing, wandering (slowly and fast, one or both in a frame, with one to four
/// samples each), ticking and lifting, in an order drawn from `seed`: every state a tap, a
/// long press, a drag or a pinch passes through.
func walk(seed: UInt64, count: Int = 400) -> [(time: Double, step: WalkStep)] {
    var state = seed &* 6364136223846793005 &+ 1442695040888963407
    func next(_ n: UInt64) -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return (state >> 33) % n
    }
    var down: [PointerID: Point] = [:]
    var time = 0.0
    var steps: [(Double, WalkStep)] = []
    for _ in 0..<count {
        let previous = time
        time += [0.001, 0.004, 1.0 / 120, 0.05, 0.3][Int(next(5))]
        let pointer = PointerID(1 + next(2))
        switch next(10) {
        case 0, 1:
            if let location = down[pointer] {
                down[pointer] = nil
                steps.append((time, .event(.up, pointer, location)))
            } else {
                let location = Point(x: 100 + Double(next(40)), y: 100 + Double(next(40)))
                down[pointer] = location
                steps.append((time, .event(.down, pointer, location)))
            }
        case 2:
            steps.append((time, .tick))
        default:
            let movers = next(3) == 0 ? down.keys.sorted() : [pointer].filter { down[$0] != nil }
            guard !movers.isEmpty else { continue }
            var moves: [(PointerID, [PointerSample])] = []
            for mover in movers {
                let reach = [1.0, 4.0, 30.0][Int(next(3))]
                let count = 1 + Int(next(4))
                var samples: [PointerSample] = []
                for k in 1...count {
                    let location = down[mover]! + Vector(width: Double(next(3)) * reach - reach, height: Double(next(3)) * reach - reach)
                    down[mover] = location
                    samples.append(PointerSample(time: previous + (time - previous) * Double(k) / Double(count), location: location))
                }
                moves.append((mover, samples))
            }
            steps.append((time, .frame(moves)))
        }
    }
    return steps
}

extension GestureRecognizer {
    /// Takes a step of a walk at `time`.
    @discardableResult
    mutating func take(_ step: WalkStep, at time: Double, in context: GestureContext = GestureContext()) -> Bool {
        switch step {
        case .tick:
            return update(.advance(to: time), in: context)
        case let .event(kind, pointer, location):
            return update(.pointer(PointerEvent(kind, pointer: pointer, at: location, time: time)), in: context)
        case .frame(let moves):
            var frame = PointerFrame()
            for (pointer, samples) in moves { frame.append(pointer: pointer, device: .touch, samples: samples) }
            return update(.frame(frame), in: context)
        }
    }
}
