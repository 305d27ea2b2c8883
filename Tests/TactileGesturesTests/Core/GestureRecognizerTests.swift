import Testing
import TactileGestures
import TactileTestSupport

// `GestureRecognizer.nextDeadline()`: the earliest clock time at which `.advance(to:)` could
// change a recognizer. `+infinity` while only input can, `-infinity` while every tick may,
// otherwise a time slightly before the moment that matters. A runtime skips the clock for
// recognizers whose deadline is ahead, so a deadline that is too late loses an end or a failure.

/// Drives a recognizer directly, with a context of the test's choosing.
extension GestureRecognizer {
    @discardableResult
    mutating func send(_ kind: PointerEvent.Kind, _ pointer: PointerID = 1, at location: Point, time: Double,
                       in context: GestureContext = GestureContext()) -> Bool {
        update(.pointer(PointerEvent(kind, pointer: pointer, at: location, time: time)), in: context)
    }

    @discardableResult
    mutating func tick(to time: Double, in context: GestureContext = GestureContext()) -> Bool {
        update(.advance(to: time), in: context)
    }

    /// ``GestureRecognizer/nextDeadline()``, which is non-mutating: asking changes nothing.
    var deadline: Double { nextDeadline() }
}

extension GestureSession {
    /// ``GestureSession/nextDeadline()``.
    var deadline: Double { nextDeadline() }
}

/// A context in which nothing may begin, or nothing may end.
let holdingBegin = GestureContext(mayBegin: false)
let holdingEnd = GestureContext(mayEnd: false)

/// Whether a deadline is a real time no later than `moment`, and at most `slack` before it.
func isDeadline(_ deadline: Double, justBefore moment: Double, slack: Double = 1e-4) -> Bool {
    deadline.isFinite && deadline <= moment && deadline > moment - slack
}

@Suite("GestureRecognizer.nextDeadline")
struct GestureRecognizerDeadlineTests {
    @Test func aCustomRecognizerWithoutItsOwnDeadlineIsAdvancedEveryTick() {
        var recognizer = ScriptedGesture(1).makeRecognizer()
        #expect(recognizer.deadline == -.infinity)
        recognizer.send(.down, at: .zero, time: 0)
        recognizer.send(.move, at: Point(x: 30, y: 0), time: 0.1)
        #expect(recognizer.phase == .active)
        #expect(recognizer.deadline == -.infinity)
        recognizer.send(.up, at: Point(x: 30, y: 0), time: 0.2)
        #expect(recognizer.phase == .ended)
        #expect(recognizer.deadline == -.infinity, "the default is always safe, even when terminal")
    }

    @Test func askingChangesNothing() {
        var recognizer = LongPressGesture().simultaneously(with: TapGesture(count: 2)).makeRecognizer()
        recognizer.send(.down, at: .zero, time: 0.1)
        let before = recognizer.treeDescription
        let first = recognizer.nextDeadline()
        let second = recognizer.nextDeadline()
        #expect(first == second)
        #expect(recognizer.treeDescription == before)
        #expect(recognizer.phase == .active)
    }

    @Test func anExclusiveCompositionWaitsForTheEarlierOfItsParts() {
        var exclusive = TapGesture(count: 2).exclusively(before: TapGesture()).makeRecognizer()
        #expect(exclusive.nextDeadline() == .infinity, "nothing pressed, nothing due")
        exclusive.send(.down, at: .zero, time: 1)
        #expect(isDeadline(exclusive.nextDeadline(), justBefore: 1 + TapGesture.maximumDuration))
        exclusive.send(.up, at: .zero, time: 1.1)
        // The single tap's end is held back while the double tap may still win: every tick.
        #expect(exclusive.nextDeadline() == -.infinity)
    }

    @Test func aSequenceWaitsForThePartUnderWay() {
        var sequence = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture()).makeRecognizer()
        #expect(sequence.nextDeadline() == .infinity)
        sequence.send(.down, at: .zero, time: 2)
        #expect(isDeadline(sequence.nextDeadline(), justBefore: 2.5))
        _ = sequence.tick(to: 2.5)
        // The long press has ended: the drag, pressed where the finger is, waits for moves.
        #expect(sequence.nextDeadline() == .infinity)
    }

    // MARK: Skipping ticks before the deadline changes nothing

    /// A recorded run of a session: the transitions with their times, and the tree after each step.
    struct Run: Equatable {
        var transitions: [String] = []
        var trees: [[GestureNodeDescription]] = []
    }

    /// Plays `steps` on a fresh session of `gesture`, with a tick every 1/120 s; when
    /// `skipping`, a tick is left out whenever it is earlier than the session's next deadline.
    static func play<G: Gesture>(_ gesture: G, _ steps: [ScriptStep], skipping: Bool) -> (run: Run, skipped: Int) {
        var session = GestureSession(gesture)
        var run = Run()
        var skipped = 0
        var tick: UInt64 = 0
        func record(_ transition: GestureSession<G.Recognizer>.Transition?, at time: Double) {
            if let transition { run.transitions.append("\(transition)@\(time)") }
        }
        func ticks(upTo time: Double, inclusive: Bool) {
            while true {
                let t = Double(tick) / 120
                guard inclusive ? t <= time + 1e-12 : t < time else { break }
                if skipping && t < session.nextDeadline() {
                    skipped += 1
                } else {
                    record(session.advance(to: t), at: t)
                }
                run.trees.append(session.recognizer.treeDescription)
                tick += 1
            }
        }
        for step in steps {
            switch step {
            case .event(let kind, let pointer, let location, let time):
                ticks(upTo: time, inclusive: false)
                record(session.handle(PointerEvent(kind, pointer: pointer, at: location, time: time)), at: time)
                run.trees.append(session.recognizer.treeDescription)
            case .wait(let until):
                ticks(upTo: until, inclusive: true)
            }
        }
        return (run, skipped)
    }

    enum ScriptStep {
        case event(PointerEvent.Kind, PointerID, Point, Double)
        case wait(until: Double)
    }

    /// A deterministic pseudo-random interaction: presses, small and large moves, releases and
    /// pauses of one or two pointers, with gaps that straddle the tap and long-press deadlines.
    static func script(seed: UInt64) -> [ScriptStep] {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var steps: [ScriptStep] = []
        var time = 0.0
        var down: [PointerID: Point] = [:]
        for _ in 0..<(10 + next(30)) {
            // Gaps in ms: mostly short, sometimes around the 0.35 s, 0.5 s and 0.75 s deadlines.
            let gaps = [0, 3, 8, 16, 40, 90, 200, 340, 360, 480, 520, 740, 760, 1100]
            time += Double(gaps[next(gaps.count)]) / 1000 + Double(next(7)) / 1000
            let pointer = PointerID(1 + next(2))
            switch next(10) {
            case 0...2:
                if down[pointer] == nil {
                    let location = Point(x: 200 + Double(next(30)), y: 200 + Double(next(30)))
                    down[pointer] = location
                    steps.append(.event(.down, pointer, location, time))
                }
            case 3...5:
                if let location = down[pointer] {
                    let step = next(3) == 0 ? 30.0 : 3.0
                    let moved = Point(x: location.x + step * Double(next(3) - 1), y: location.y + step * Double(next(3) - 1))
                    down[pointer] = moved
                    steps.append(.event(.move, pointer, moved, time))
                }
            case 6...8:
                if let location = down[pointer] {
                    down[pointer] = nil
                    steps.append(.event(.up, pointer, location, time))
                }
            default:
                steps.append(.wait(until: time))
            }
        }
        for (pointer, location) in down.sorted(by: { $0.key < $1.key }) {
            time += 0.05
            steps.append(.event(.up, pointer, location, time))
        }
        steps.append(.wait(until: time + 2))
        return steps
    }

    static func expectSkippingChangesNothing<G: Gesture>(_ make: () -> G, seeds: Range<UInt64> = 0..<150,
                                                         sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var totalSkipped = 0
        for seed in seeds {
            let steps = script(seed: seed)
            let every = play(make(), steps, skipping: false)
            let skipping = play(make(), steps, skipping: true)
            #expect(skipping.run.transitions == every.run.transitions, "seed \(seed)", sourceLocation: sourceLocation)
            #expect(skipping.run.trees == every.run.trees, "seed \(seed)", sourceLocation: sourceLocation)
            totalSkipped += skipping.skipped
        }
        return totalSkipped
    }

    @Test func longPress() {
        let skipped = Self.expectSkippingChangesNothing { LongPressGesture() }
        #expect(skipped > 0, "the long press waits for input most of the time")
    }

    @Test func longPressesOfOtherDurations() {
        #expect(Self.expectSkippingChangesNothing({ LongPressGesture(minimumDuration: 0.2) }, seeds: 0..<60) > 0)
        #expect(Self.expectSkippingChangesNothing({ LongPressGesture(minimumDuration: 1.0) }, seeds: 0..<60) > 0)
        #expect(Self.expectSkippingChangesNothing({ LongPressGesture(minimumDuration: 0) }, seeds: 0..<60) > 0)
    }

    @Test func taps() {
        #expect(Self.expectSkippingChangesNothing { TapGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { TapGesture(count: 2) } > 0)
        #expect(Self.expectSkippingChangesNothing { TapGesture(count: 3) } > 0)
        #expect(Self.expectSkippingChangesNothing { SpatialTapGesture(count: 2) } > 0)
    }

    @Test func drags() {
        #expect(Self.expectSkippingChangesNothing { DragGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { DragGesture(minimumDistance: 0) } > 0)
    }

    @Test func pinches() {
        #expect(Self.expectSkippingChangesNothing { MagnifyGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { RotateGesture() } > 0)
    }

    @Test func simultaneousAndModifiedGestures() {
        #expect(Self.expectSkippingChangesNothing { LongPressGesture().simultaneously(with: TapGesture(count: 2)) } > 0)
        #expect(Self.expectSkippingChangesNothing { DragGesture().simultaneously(with: LongPressGesture(minimumDuration: 0.3)) } > 0)
        let state = GestureState(wrappedValue: false)
        #expect(Self.expectSkippingChangesNothing {
            LongPressGesture()
                .updating(state) { value, s, _ in s = value }
                .onChanged { _ in }
                .onEnded { _ in }
                .onCancelled {}
                .map { $0 ? 1 : 0 }
                .eraseToAnyGesture()
        } > 0)
    }

    @Test func compositionsThatHoldBeginsAndEnds() {
        // Exclusive and sequence hold their children's begins and ends (mayBegin / mayEnd):
        // the children's -infinity and their own default keep every tick.
        _ = Self.expectSkippingChangesNothing({ TapGesture(count: 2).exclusively(before: TapGesture()) }, seeds: 0..<80)
        _ = Self.expectSkippingChangesNothing({ LongPressGesture().exclusively(before: DragGesture()) }, seeds: 0..<80)
        _ = Self.expectSkippingChangesNothing({ DragGesture(minimumDistance: 0).exclusively(before: LongPressGesture()) },
                                              seeds: 0..<80)
        _ = Self.expectSkippingChangesNothing({ LongPressGesture().sequenced(before: DragGesture()) }, seeds: 0..<80)
        _ = Self.expectSkippingChangesNothing({
            TapGesture(count: 2).exclusively(before: TapGesture()).simultaneously(with: LongPressGesture())
        }, seeds: 0..<80)
    }
}

/// Whether a modifier reports its base's deadline at every step of one interaction that takes
/// the base through every kind: none (fresh), every tick (begin held back), a real one
/// (pressed), every tick (end held back), none (ended).
func expectDeadlinePassedThrough<G: Gesture>(_ wrap: (LongPressGesture) -> G,
                                            sourceLocation: SourceLocation = #_sourceLocation) {
    let base = LongPressGesture(minimumDuration: 0.6)
    var plain = base.makeRecognizer()
    var wrapped = wrap(base).makeRecognizer()
    var seen: [Double] = []
    func check(_ step: String) {
        let (expected, actual) = (plain.nextDeadline(), wrapped.nextDeadline())
        #expect(actual == expected, "\(step)", sourceLocation: sourceLocation)
        #expect(wrapped.phase == plain.phase, "\(step)", sourceLocation: sourceLocation)
        seen.append(actual)
    }
    check("fresh")
    let press = PointerEvent(.down, pointer: 1, at: Point(x: 10, y: 10), time: 0.2)
    plain.update(.pointer(press), in: holdingBegin)
    wrapped.update(.pointer(press), in: holdingBegin)
    check("pressed while it may not begin")
    plain.tick(to: 0.3)
    wrapped.tick(to: 0.3)
    check("begun")
    plain.tick(to: 0.9, in: holdingEnd)
    wrapped.tick(to: 0.9, in: holdingEnd)
    check("end held back")
    plain.tick(to: 1.0)
    wrapped.tick(to: 1.0)
    check("ended")
    #expect(seen.count == 5, sourceLocation: sourceLocation)
    #expect(seen[0] == .infinity && seen[1] == -.infinity && isDeadline(seen[2], justBefore: 0.8)
            && seen[3] == -.infinity && seen[4] == .infinity,
            "the interaction went through every kind of deadline: \(seen)", sourceLocation: sourceLocation)
}
