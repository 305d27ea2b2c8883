import Testing
import TactileGestures

/// A frame brings each pointer's positions since its last frame (``PointerFrame``):
/// recognizers see the pointer where its last sample is, while velocity and the distance and
/// time thresholds see every sample, as if each had been its own move.
@Suite("Coalesced samples")
struct CoalescedSampleTests {
    private let origin = Point(x: 200, y: 300)

    /// Handles `event`'s move as a frame whose earlier samples are `history`, oldest first.
    @discardableResult
    private func handle<R: GestureRecognizer>(_ session: inout GestureSession<R>, _ event: PointerEvent,
                                              history: [PointerSample]) -> GestureSession<R>.Transition? {
        session.handle(frame(event, history: history))
    }

    private func frame(_ event: PointerEvent, history: [PointerSample]) -> PointerFrame {
        var frame = PointerFrame()
        frame.append(pointer: event.pointer, device: event.device,
                     samples: history + [PointerSample(time: event.time, location: event.location)])
        return frame
    }

    private func move(to location: Point, at time: Double, pointer: PointerID = 1) -> PointerEvent {
        PointerEvent(.move, pointer: pointer, at: location, time: time)
    }

    private func sample(_ offset: Vector, at time: Double) -> PointerSample {
        PointerSample(time: time, location: origin + offset)
    }

    private func isClose(_ a: Double, _ b: Double, relative: Double = 1e-9) -> Bool {
        abs(a - b) <= max(abs(a), abs(b)) * relative
    }

    // MARK: Drag

    /// A pointer sampled every millisecond along a curve that speeds up and turns.
    private func path(_ i: Int) -> PointerSample {
        let t = 0.010 + Double(i) * 0.001
        let s = Double(i)
        return PointerSample(time: t, location: origin + Vector(width: 3 * s + 0.05 * s * s, height: -2 * s + 0.1 * s * s))
    }

    @Test("drag velocity from frames equals the velocity from the same samples one by one",
          arguments: [2, 5, 8, 16])
    func dragVelocityWithHistory(frame: Int) {
        let count = 64
        var coalesced = GestureSession(DragGesture())
        var single = GestureSession(DragGesture())
        let down = PointerEvent(.down, pointer: 1, at: origin, time: 0.009)
        coalesced.handle(down)
        single.handle(down)
        var compared = 0
        var start = 0
        while start < count {
            let end = min(start + frame, count)
            for i in start..<end { single.handle(move(to: path(i).location, at: path(i).time)) }
            let last = path(end - 1)
            handle(&coalesced, move(to: last.location, at: last.time), history: (start..<end - 1).map(path))
            if let expected = single.value, let value = coalesced.value {
                #expect(isClose(value.velocity.width, expected.velocity.width), "frame ending at sample \(end - 1)")
                #expect(isClose(value.velocity.height, expected.velocity.height), "frame ending at sample \(end - 1)")
                #expect(value.location == expected.location)
                #expect(value.translation == expected.translation)
                compared += 1
            }
            start = end
        }
        #expect(compared > 0)
        #expect(coalesced.phase == .active && single.phase == .active)
        let velocity = coalesced.value?.velocity ?? .zero
        #expect(velocity.width > 3000 && velocity.height > 3000, "the fit sees the pointer's speed-up, \(velocity)")
    }

    @Test func aDragWhoseCoalescedSampleStrayedPastTheMinimumDistanceIsActive() {
        var session = GestureSession(DragGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        let transition = handle(&session, move(to: origin + Vector(width: 2, height: 0), at: 0.03),
                                history: [sample(Vector(width: 6, height: 0), at: 0.01),
                                          sample(Vector(width: 12, height: 0), at: 0.02)])
        #expect(transition == .began)
        #expect(session.phase == .active)
        #expect(session.value?.location == origin + Vector(width: 2, height: 0), "the delivered move is current")
        #expect(session.value?.translation == Vector(width: 2, height: 0))
    }

    @Test func aDragWhoseCoalescedSamplesStayedWithinTheMinimumDistanceStaysPossible() {
        var session = GestureSession(DragGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin + Vector(width: 2, height: 0), at: 0.03),
               history: [sample(Vector(width: 6, height: 0), at: 0.01), sample(Vector(width: 0, height: -9.9), at: 0.02)])
        #expect(session.phase == .possible)
        #expect(session.value == nil)
    }

    @Test func onChangedFiresOncePerDeliveredMove() {
        var changes: [DragGesture.Value] = []
        var session = GestureSession(DragGesture().onChanged { changes.append($0) })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        let frames = 4
        for frame in 0..<frames {
            // Eight samples a frame, 5 pt apart: the drag becomes active within the first frame.
            let samples = (0..<8).map { i in
                sample(Vector(width: Double(frame * 8 + i + 1) * 5, height: 0), at: Double(frame * 8 + i + 1) * 0.001)
            }
            handle(&session, move(to: samples[7].location, at: samples[7].time), history: Array(samples.prefix(7)))
        }
        #expect(changes.count == frames)
        #expect(changes.map(\.translation.width) == [40, 80, 120, 160])
    }

    // MARK: Long press

    @Test func aLongPressFailsWhenACoalescedSampleStrayed() {
        var ended = 0
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5).onEnded { _ in ended += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        #expect(session.phase == .active)
        let transition = handle(&session, move(to: origin, at: 0.1),
                                history: [sample(Vector(width: 4, height: 0), at: 0.08),
                                          sample(Vector(width: 6, height: 8), at: 0.09)])
        #expect(transition == .cancelled)
        #expect(session.phase == .failed)
        session.advance(to: 0.6)
        #expect(ended == 0)
    }

    @Test func aLongPressWhoseCoalescedSamplesStayedCloseGoesOn() {
        var ended = 0
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5).onEnded { _ in ended += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin, at: 0.1),
               history: [sample(Vector(width: 9.9, height: 0), at: 0.08), sample(Vector(width: 0, height: 9.9), at: 0.09)])
        #expect(session.phase == .active)
        session.advance(to: 0.5)
        #expect(session.phase == .ended)
        #expect(ended == 1)
    }

    /// A press held back from beginning begins on a frame whose positions stay close.
    @Test func aLongPressHeldBackBeginsOnAFrameWhoseSamplesStayedClose() {
        var press = LongPressGesture(minimumDuration: 0.5).makeRecognizer()
        press.update(.pointer(PointerEvent(.down, pointer: 1, at: origin, time: 0)), in: GestureContext(mayBegin: false))
        #expect(press.phase == .possible)
        let changed = press.update(.frame(frame(move(to: origin, at: 0.1), history: [sample(Vector(width: 9.9, height: 0), at: 0.08)])),
                                   in: GestureContext())
        #expect(changed)
        #expect(press.phase == .active)
    }

    @Test func aLongPressWhoseDeadlinePassedAtAnEarlierSampleEndsBeforeALaterStray() {
        var ended = 0
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5).onEnded { _ in ended += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        // No tick ran between the press and this move (a stalled frame): its samples decide.
        let transition = handle(&session, move(to: origin, at: 0.53),
                                history: [sample(Vector(width: 1, height: 0), at: 0.51),
                                          sample(Vector(width: 30, height: 0), at: 0.52)])
        #expect(transition == .ended)
        #expect(session.phase == .ended)
        #expect(ended == 1)
    }

    @Test func aLongPressWhoseStrayCameBeforeTheDeadlineSampleFails() {
        var ended = 0
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5).onEnded { _ in ended += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin, at: 0.53),
               history: [sample(Vector(width: 30, height: 0), at: 0.49), sample(Vector(width: 1, height: 0), at: 0.51)])
        #expect(session.phase == .failed)
        #expect(ended == 0)
    }

    // MARK: Tap

    @Test func aTapFailsWhenACoalescedSampleStrayed() {
        var tapped = 0
        var session = GestureSession(TapGesture().onEnded { tapped += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin, at: 0.05), history: [sample(Vector(width: 0, height: 45), at: 0.04)])
        #expect(session.phase == .failed)
        session.handle(PointerEvent(.up, pointer: 1, at: origin, time: 0.1))
        #expect(tapped == 0)
    }

    @Test func aTapWhoseCoalescedSamplesStayedCloseEnds() {
        var tapped = 0
        var session = GestureSession(TapGesture().onEnded { tapped += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin, at: 0.05),
               history: [sample(Vector(width: 0, height: 44.9), at: 0.03), sample(Vector(width: -44.9, height: 0), at: 0.04)])
        #expect(session.phase == .possible)
        session.handle(PointerEvent(.up, pointer: 1, at: origin, time: 0.1))
        #expect(session.phase == .ended)
        #expect(tapped == 1)
    }

    /// Positions spread over a box whose corner is 45 pt away, every one of them nearer, and a
    /// position with one coordinate not finite (ignored): the tap goes on.
    @Test func aBoxReachingTheThresholdWithEveryPositionWithinLeavesATapPossible() {
        var session = GestureSession(TapGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin, at: 0.05),
               history: [sample(Vector(width: 40, height: -3), at: 0.02), sample(Vector(width: -3, height: 40), at: 0.03),
                         PointerSample(time: 0.04, location: Point(x: .nan, y: origin.y - 44.9))])
        #expect(session.phase == .possible)
    }

    /// Any sample decides, wherever it lies in the frame: one exactly at the threshold
    /// (27, 36 is 45 pt away) fails the tap from the middle of a frame.
    @Test(arguments: [0, 3, 7])
    func aTapFailsWhenAnyCoalescedSampleReachedTheThresholdExactly(position: Int) {
        var session = GestureSession(TapGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        var history = (0..<8).map { sample(Vector(width: Double($0), height: -Double($0)), at: 0.01 + Double($0) * 0.001) }
        history[position].location = origin + Vector(width: 27, height: 36)
        handle(&session, move(to: origin, at: 0.05), history: history)
        #expect(session.phase == .failed)
    }

    /// Whatever the frame's length and wherever its extreme position lies, a stray or a late
    /// position fails a tap, and positions within bounds leave it possible.
    @Test(arguments: 1...9)
    func everyPositionOfAHistoryOfAnyLengthCounts(count: Int) {
        let cases: [(offset: Vector, time: Double, fails: Bool)] = [
            (Vector(width: 27, height: 36), 0.02, true), (.zero, 0.75, true), (Vector(width: -44.9, height: 0), 0.7, false),
        ]
        for position in 0..<count {
            for extreme in cases {
                var session = GestureSession(TapGesture())
                session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
                var history = (0..<count).map { sample(Vector(width: Double($0), height: 0), at: 0.01 + Double($0) * 0.001) }
                history[position] = sample(extreme.offset, at: extreme.time)
                handle(&session, move(to: origin, at: 0.05), history: history)
                #expect(session.phase == (extreme.fails ? .failed : .possible), "position \(position) of \(count)")
            }
        }
    }

    @Test func aSampleThatIsNotFiniteNeverStrays() {
        var tapped = 0
        var session = GestureSession(TapGesture().onEnded { tapped += 1 })
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        handle(&session, move(to: origin, at: 0.05),
               history: [PointerSample(time: 0.02, location: Point(x: .nan, y: 0)), sample(Vector(width: 44.9, height: 0), at: 0.03),
                         PointerSample(time: .nan, location: origin)])
        #expect(session.phase == .possible)
        session.handle(PointerEvent(.up, pointer: 1, at: origin, time: 0.1))
        #expect(tapped == 1)
    }

    /// The move counts with its positions: one that strays or comes late itself fails a tap
    /// whose positions stayed near and early.
    @Test func aLastSampleThatStrayedOrCameLateFailsATapWhoseEarlierSamplesStayedClose() {
        for (location, time) in [(origin + Vector(width: 27, height: 36), 0.05), (origin, 0.75)] {
            var session = GestureSession(TapGesture())
            session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
            handle(&session, move(to: location, at: time), history: [sample(Vector(width: 1, height: 1), at: 0.04)])
            #expect(session.phase == .failed, "\(location) at \(time)")
        }
    }

    /// A move not finite (its location, or its time) beside positions that stayed near and
    /// early is taken as it would be alone: the location is ignored, the time misses no deadline.
    @Test func aLastSampleNotFiniteBesideSamplesThatStayedCloseLeavesATapPossible() {
        let moves = [(Point(x: .nan, y: origin.y), 0.05), (Point(x: .infinity, y: origin.y), 0.05),
                     (origin + Vector(width: 2, height: 0), Double.nan)]
        let history = [sample(Vector(width: 1, height: 1), at: 0.04)]
        for (location, time) in moves {
            var tap = TapGesture().makeRecognizer()
            tap.update(.pointer(PointerEvent(.down, pointer: 1, at: origin, time: 0)), in: GestureContext())
            tap.update(.frame(frame(move(to: location, at: time), history: history)), in: GestureContext())
            #expect(tap.phase == .possible, "\(location) at \(time)")
            tap.update(.pointer(PointerEvent(.up, pointer: 1, at: origin, time: 0.1)), in: GestureContext())
            #expect(tap.phase == .ended, "\(location) at \(time)")
        }
    }

    @Test func aTapWhoseLatestCoalescedSampleCameTooLateFails() {
        var session = GestureSession(TapGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        // Samples out of order: the latest, not the last, is the one held too long.
        handle(&session, move(to: origin, at: 0.74),
               history: [sample(.zero, at: 0.70), sample(.zero, at: 0.76), sample(.zero, at: 0.72)])
        #expect(session.phase == .failed)
    }

    // MARK: Whose samples

    @Test func theSamplesOfAnotherPointerDoNotCount() {
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5))
        session.handle(PointerEvent(.down, pointer: 1, at: origin, time: 0))
        session.handle(PointerEvent(.down, pointer: 2, at: origin + Vector(width: 100, height: 0), time: 0.01))
        // The second pointer wanders: the long press follows only the first.
        handle(&session, move(to: origin + Vector(width: 100, height: 0), at: 0.1, pointer: 2),
               history: [sample(Vector(width: 300, height: 0), at: 0.05)])
        #expect(session.phase == .active)
        session.advance(to: 0.5)
        #expect(session.phase == .ended)
    }

    /// A sequence that hands over in a frame gives its second part no positions from before
    /// the hand-over: a drag after a long press never sees time run backwards.
    @Test func aSequenceHandsOverWithoutTheEarlierPositions() {
        var last: DragGesture.Value?
        var session = GestureSession(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in if case .second(_, let drag?) = value { last = drag } })
        let start = Point(x: 100, y: 100)
        session.handle(PointerEvent(.down, pointer: 1, at: start, time: 0))
        let samples = (1...5).map { i in
            PointerSample(time: 0.50 + 0.01 * Double(i), location: Point(x: 100 + 5 * Double(i), y: 100))
        }
        handle(&session, PointerEvent(.move, pointer: 1, at: Point(x: 130, y: 100), time: 0.56), history: samples)
        for i in 1...3 {
            session.handle(PointerEvent(.move, pointer: 1, at: Point(x: 130 + 5 * Double(i), y: 100), time: 0.56 + 0.01 * Double(i)))
        }
        let drag = last
        #expect((drag?.velocity.width ?? -1) > 0, "the drag moves right, so its velocity points right")
        #expect(drag?.startLocation == Point(x: 125, y: 100), "pressed where the pointer was just before the move")
    }
}
