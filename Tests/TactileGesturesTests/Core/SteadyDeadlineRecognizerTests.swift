import Testing
import TactileGestures
import TactileTestSupport

/// One input of a walk: a pointer event in a context of the walk's choosing, or a tick.
enum WalkStep {
    case event(PointerEvent.Kind, PointerID, Point, morePointersFollow: Bool)
    case tick
}

/// Two fingers pressing, wandering (slowly and fast, each move alone in its frame or followed
/// by the other's), ticking and lifting, in an order drawn from `seed`: every state a tap, a
/// long press, a drag or a pinch passes through, reached by plain moves and by others.
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
        time += [0.001, 0.004, 1.0 / 120, 0.05, 0.3][Int(next(5))]
        let pointer = PointerID(1 + next(2))
        switch next(10) {
        case 0, 1:
            if let location = down[pointer] {
                down[pointer] = nil
                steps.append((time, .event(.up, pointer, location, morePointersFollow: false)))
            } else {
                let location = Point(x: 100 + Double(next(40)), y: 100 + Double(next(40)))
                down[pointer] = location
                steps.append((time, .event(.down, pointer, location, morePointersFollow: false)))
            }
        case 2:
            steps.append((time, .tick))
        default:
            guard let location = down[pointer] else { continue }
            let reach = [1.0, 4.0, 30.0][Int(next(3))]
            let moved = location + Vector(width: Double(next(3)) * reach - reach, height: Double(next(3)) * reach - reach)
            down[pointer] = moved
            steps.append((time, .event(.move, pointer, moved, morePointersFollow: next(3) == 0)))
        }
    }
    return steps
}

/// Plays `walk(seed:)` into `recognizer` and checks, after each input, that its deadline is
/// not before what an erased recognizer keeps of it: the deadline after the last input that
/// was not a plain move, while no move kept for the next of its frame may be owed.
private func expectSteady<R: GestureRecognizer>(_ recognizer: R, seed: UInt64,
                                                sourceLocation: SourceLocation = #_sourceLocation) {
    var recognizer = recognizer
    var bound = recognizer.deadline
    var owing = false
    for (index, (time, step)) in walk(seed: seed).enumerated() {
        switch step {
        case .tick:
            recognizer.tick(to: time)
            (bound, owing) = (recognizer.deadline, false)
        case let .event(kind, pointer, location, morePointersFollow):
            let event = PointerEvent(kind, pointer: pointer, at: location, time: time)
            recognizer.update(.pointer(event), in: GestureContext(morePointersFollow: morePointersFollow))
            if kind == .move {
                owing = morePointersFollow
            } else {
                (bound, owing) = (recognizer.deadline, false)
            }
        }
        if !owing {
            #expect(recognizer.deadline >= bound, "step \(index) of seed \(seed)", sourceLocation: sourceLocation)
        }
    }
}

/// SteadyDeadlineRecognizer: no move in a context that holds nothing back brings a built-in
/// gesture's deadline earlier, once no move kept for the next of its frame is owed. An erased
/// recognizer relies on it to ask its tree only when the clock reaches what it last said.
@Suite("SteadyDeadlineRecognizer")
struct SteadyDeadlineRecognizerTests {
    @Test(arguments: 0..<8 as Range<UInt64>)
    func builtInLeavesKeepTheirDeadlineAcrossPlainMoves(seed: UInt64) {
        expectSteady(DragGesture().makeRecognizer(), seed: seed)
        expectSteady(DragGesture(minimumDistance: 0).makeRecognizer(), seed: seed)
        expectSteady(LongPressGesture(minimumDuration: 0.5).makeRecognizer(), seed: seed)
        expectSteady(LongPressGesture(minimumDuration: 0.1, maximumDistance: 50).makeRecognizer(), seed: seed)
        expectSteady(TapGesture().makeRecognizer(), seed: seed)
        expectSteady(TapGesture(count: 2).makeRecognizer(), seed: seed)
        expectSteady(SpatialTapGesture(count: 2).makeRecognizer(), seed: seed)
        expectSteady(MagnifyGesture().makeRecognizer(), seed: seed)
        expectSteady(RotateGesture().makeRecognizer(), seed: seed)
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func compositionsThatPassTheirContextOnKeepItToo(seed: UInt64) {
        let gesture = DragGesture(minimumDistance: 2)
            .simultaneously(with: MagnifyGesture())
            .simultaneously(with: RotateGesture())
            .onChanged { _ in }
            .onEnded { _ in }
            .onCancelled {}
            .simultaneously(with: LongPressGesture(minimumDuration: 0.5).onEnded { _ in })
            .simultaneously(with: TapGesture(count: 2).onEnded {})
            .map { _ in 0 }
        expectSteady(gesture.makeRecognizer(), seed: seed)
    }
}
