import Testing
import TactileGestures
import TactileTestSupport

/// `nextDeadline()` stays exact when moves come in frames (one or two pointers, one to four
/// samples each): skipping every tick before the deadline changes nothing, for every built-in
/// gesture and composition.
@Suite("nextDeadline with frames")
struct FrameDeadlineTests {
    /// Plays `walk(seed:)` on a fresh session, a tick every 1/120 s between its steps; when
    /// `skipping`, a tick earlier than the session's next deadline is left out. Returns the
    /// transitions and the tree after every step and tick, and how many ticks were skipped.
    static func play<G: Gesture>(_ gesture: G, seed: UInt64, skipping: Bool)
        -> (transitions: [String], trees: [[GestureNodeDescription]], skipped: Int) {
        var session = GestureSession(gesture)
        var transitions: [String] = [], trees: [[GestureNodeDescription]] = []
        var skipped = 0
        var tick: UInt64 = 0
        func record(_ transition: GestureSession<G.Recognizer>.Transition?, at time: Double) {
            if let transition { transitions.append("\(transition)@\(time)") }
            trees.append(session.recognizer.treeDescription)
        }
        func ticks(upTo time: Double, inclusive: Bool) {
            while true {
                let t = Double(tick) / 120
                guard inclusive ? t <= time + 1e-12 : t < time else { break }
                if skipping && t < session.nextDeadline() {
                    skipped += 1
                    trees.append(session.recognizer.treeDescription)
                } else {
                    record(session.advance(to: t), at: t)
                }
                tick += 1
            }
        }
        for (time, step) in walk(seed: seed, count: 250) {
            switch step {
            case .tick:
                ticks(upTo: time, inclusive: true)
            case let .event(kind, pointer, location):
                ticks(upTo: time, inclusive: false)
                record(session.handle(PointerEvent(kind, pointer: pointer, at: location, time: time)), at: time)
            case .frame(let moves):
                ticks(upTo: time, inclusive: false)
                var frame = PointerFrame()
                for (pointer, samples) in moves { frame.append(pointer: pointer, device: .touch, samples: samples) }
                record(session.handle(frame), at: time)
            }
        }
        return (transitions, trees, skipped)
    }

    /// Whether skipping changes nothing over `seeds`; returns the ticks skipped.
    static func expectSkippingChangesNothing<G: Gesture>(_ make: () -> G, seeds: Range<UInt64> = 0..<40,
                                                         sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var skipped = 0
        for seed in seeds {
            let every = play(make(), seed: seed, skipping: false)
            let skipping = play(make(), seed: seed, skipping: true)
            #expect(skipping.transitions == every.transitions, "seed \(seed)", sourceLocation: sourceLocation)
            #expect(skipping.trees == every.trees, "seed \(seed)", sourceLocation: sourceLocation)
            skipped += skipping.skipped
        }
        return skipped
    }

    @Test func longPressesAndTaps() {
        #expect(Self.expectSkippingChangesNothing { LongPressGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { LongPressGesture(minimumDuration: 0.2, maximumDistance: 40) } > 0)
        #expect(Self.expectSkippingChangesNothing { TapGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { TapGesture(count: 2) } > 0)
        #expect(Self.expectSkippingChangesNothing { SpatialTapGesture(count: 2) } > 0)
    }

    @Test func dragsAndPinches() {
        #expect(Self.expectSkippingChangesNothing { DragGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { DragGesture(minimumDistance: 0) } > 0)
        #expect(Self.expectSkippingChangesNothing { MagnifyGesture() } > 0)
        #expect(Self.expectSkippingChangesNothing { RotateGesture() } > 0)
    }

    @Test func compositionsAndModifiers() {
        let state = GestureState(wrappedValue: false)
        #expect(Self.expectSkippingChangesNothing {
            DragGesture(minimumDistance: 2).simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
        } > 0)
        #expect(Self.expectSkippingChangesNothing { LongPressGesture().simultaneously(with: TapGesture(count: 2)) } > 0)
        _ = Self.expectSkippingChangesNothing { TapGesture(count: 2).exclusively(before: TapGesture()) }
        _ = Self.expectSkippingChangesNothing { LongPressGesture().exclusively(before: DragGesture()) }
        _ = Self.expectSkippingChangesNothing { DragGesture(minimumDistance: 0).exclusively(before: LongPressGesture()) }
        _ = Self.expectSkippingChangesNothing { LongPressGesture().sequenced(before: DragGesture()) }
        _ = Self.expectSkippingChangesNothing { LongPressGesture(minimumDuration: 0.1).sequenced(before: RotateGesture()) }
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
}

/// Deadlines between the samples of one frame decide as they would between moves.
@Suite("Deadlines within a frame")
struct DeadlineWithinAFrameTests {
    private let origin = Point(x: 200, y: 300)

    private func samples(_ times: [Double]) -> [PointerSample] {
        times.map { PointerSample(time: $0, location: origin) }
    }

    @Test func aTapFailsAtTheSampleThatHeldItTooLong() {
        var session = GestureSession(TapGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0.5))
        #expect(isDeadline(session.nextDeadline(), justBefore: 0.5 + TapGesture.maximumDuration))
        // No tick ran since the press (a stalled frame): the sample at 1.26 held it 0.76 s,
        // though the frame's last sample came earlier.
        var frame = PointerFrame()
        frame.append(pointer: 1, device: .touch, samples: samples([1.0, 1.26, 1.2]))
        session.handle(frame)
        #expect(session.phase == .failed)
        #expect(session.nextDeadline() == .infinity)
    }

    @Test func aLongPressEndsAtTheSampleThatReachedItsDuration() {
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5))
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        #expect(isDeadline(session.nextDeadline(), justBefore: 0.5))
        var frame = PointerFrame()
        frame.append(pointer: 1, device: .touch, samples: samples([0.45, 0.5]) + [PointerSample(time: 0.55, location: origin + Vector(width: 40, height: 0))])
        #expect(session.handle(frame) == .ended, "it ended at 0.5, before the stray at 0.55")
        #expect(session.nextDeadline() == .infinity)
    }
}
