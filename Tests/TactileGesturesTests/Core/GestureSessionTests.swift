import Testing
import TactileGestures
import TactileTestSupport

/// A session runs one gesture over a stream of interactions: after a terminal phase, the next
/// press (once every pointer is up) starts afresh; it reports began, ended and cancelled.
@Suite("GestureSession")
struct GestureSessionTests {
    /// A pointer event at (x, 0).
    private func event(_ kind: PointerEvent.Kind, _ x: Double, id: PointerID = 1, at time: Double) -> PointerEvent {
        PointerEvent(kind, pointer: id, at: Point(x: x, y: 0), time: time)
    }

    @Test func twoConsecutiveDragsEachEndOnce() {
        var ended: [Vector] = []
        let driver = GestureDriver(DragGesture().onEnded { ended.append($0.translation) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.drag(by: Vector(width: 40, height: 0))
        driver.up()
        #expect(driver.phase == .ended)
        driver.down(at: Point(x: 100, y: 100), time: 1)
        #expect(driver.phase == .possible, "a fresh interaction")
        driver.drag(by: Vector(width: 0, height: 25))
        driver.up()
        #expect(ended == [Vector(width: 40, height: 0), Vector(width: 0, height: 25)])
        #expect(driver.transitions.map(\.transition) == [.began, .ended, .began, .ended])
    }

    @Test func handleReportsTransitions() {
        var session = GestureSession(DragGesture())
        #expect(session.handle(event(.down, 0, at: 0)) == nil)
        #expect(session.handle(event(.move, 5, at: 0.01)) == nil)
        #expect(session.handle(event(.move, 15, at: 0.02)) == .began)
        #expect(session.hasBegun)
        #expect(session.handle(event(.move, 25, at: 0.03)) == nil, "began only once")
        #expect(session.handle(event(.up, 25, at: 0.04)) == .ended)
    }

    @Test func aFailureAfterBeginningIsACancel() {
        var session = GestureSession(DragGesture())
        session.handle(event(.down, 0, at: 0))
        session.handle(event(.move, 30, at: 0.01))
        #expect(session.handle(event(.cancel, 30, at: 0.02)) == .cancelled)
        #expect(session.phase == .failed)
    }

    @Test func aFailureBeforeBeginningIsNoTransition() {
        var session = GestureSession(DragGesture())
        session.handle(event(.down, 0, at: 0))
        #expect(session.handle(event(.up, 3, at: 0.02)) == nil)
        #expect(session.phase == .failed)
        #expect(!session.hasBegun)
    }

    @Test func advanceReportsADeadline() {
        var session = GestureSession(LongPressGesture())
        #expect(session.handle(event(.down, 0, at: 0)) == .began)
        #expect(session.advance(to: 0.25) == nil)
        #expect(session.advance(to: 0.5) == .ended)
        #expect(session.advance(to: 0.75) == nil)
    }

    @Test func cancelReportsOnlyWhatHadBegun() {
        var drag = GestureSession(DragGesture())
        drag.handle(event(.down, 0, at: 0))
        #expect(drag.cancel(at: 0.1) == nil)
        #expect(drag.phase == .failed)
        #expect(drag.pointers.isEmpty)

        var press = GestureSession(LongPressGesture())
        press.handle(event(.down, 0, at: 0))
        #expect(press.cancel(at: 0.1) == .cancelled)
        #expect(press.pointers.isEmpty)
    }

    @Test func aTerminalGestureStaysSoUntilEveryPointerIsUp() {
        var ended = 0
        let driver = GestureDriver(LongPressGesture().onEnded { _ in ended += 1 })
        driver.down(1, at: Point(x: 0, y: 0), time: 0)
        driver.advance(to: 0.6)
        #expect(driver.phase == .ended)
        driver.down(2, at: Point(x: 50, y: 0), time: 0.7)
        #expect(driver.phase == .ended, "pointer 1 is still down: no new interaction")
        driver.up(1, time: 0.8)
        driver.up(2, time: 0.9)
        driver.down(3, at: Point(x: 0, y: 0), time: 1.0)
        #expect(driver.phase == .active, "every pointer was up: this press starts afresh")
        driver.advance(to: 1.5)
        #expect(ended == 2)
    }

    @Test func aFailedTapIsFollowedByAFreshOne() {
        var taps = 0
        let driver = GestureDriver(TapGesture().onEnded { taps += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 80, y: 0), time: 0.05)
        driver.up(time: 0.1)
        #expect(driver.phase == .failed)
        driver.down(at: Point(x: 0, y: 0), time: 0.5)
        driver.up(time: 0.6)
        #expect(taps == 1)
    }

    @Test func eventsOfPointersItNeverSawGoDownAreIgnored() {
        var session = GestureSession(DragGesture(minimumDistance: 0))
        #expect(session.handle(event(.move, 10, id: 7, at: 0)) == nil)
        #expect(session.handle(event(.up, 10, id: 7, at: 0.1)) == nil)
        #expect(session.phase == .possible)
        #expect(session.pointers.isEmpty)
        #expect(session.handle(event(.down, 0, at: 0.2)) == .began)
        #expect(session.handle(event(.up, 10, id: 7, at: 0.3)) == nil)
        #expect(session.phase == .active)
    }

    @Test func theSessionFollowsFortyPointers() {
        var session = GestureSession(MagnifyGesture())
        for id in 0..<40 {
            session.handle(event(.down, Double(id) * 10, id: id, at: 0))
        }
        #expect(session.pointers.count == 40)
        for id in 0..<40 { session.handle(event(.up, Double(id) * 10, id: id, at: 0.1)) }
        #expect(session.pointers.isEmpty)
    }

    @Test func startOverRunsNoCallbacks() {
        var ended = 0
        var cancelled = 0
        var session = GestureSession(LongPressGesture().onEnded { _ in ended += 1 }.onCancelled { cancelled += 1 })
        session.handle(event(.down, 0, at: 0))
        #expect(session.phase == .active)
        session.startOver()
        #expect(session.phase == .possible)
        #expect(!session.hasBegun)
        session.advance(to: 1)
        #expect(ended == 0)
        #expect(cancelled == 0)
    }

    @Test func aCancelledInteractionIsFollowedByAFreshOne() {
        var ended = 0
        let driver = GestureDriver(DragGesture().onEnded { _ in ended += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.drag(by: Vector(width: 40, height: 0))
        driver.cancelAll()
        driver.down(at: Point(x: 0, y: 0), time: 1)
        driver.drag(by: Vector(width: 40, height: 0))
        driver.up()
        #expect(ended == 1)
        #expect(driver.transitions.map(\.transition) == [.began, .cancelled, .began, .ended])
    }

    @Test func everyInputIsSeenInTheSpacesAsTheyAreNowFreeToBeginAndEnd() {
        var session = GestureSession(recognizer: InputRecorder(), spaces: CoordinateSpaces(local: .identity))
        session.handle(event(.down, 0, at: 0))
        session.handle(event(.move, 5, at: 0.01))
        session.spaces.local = AffineTransform(translationX: -20, y: 0)
        session.advance(to: 0.02)
        session.handle(event(.up, 6, at: 0.03))
        let seen = session.recognizer.seen
        #expect(seen.map(\.local) == [.identity, .identity, AffineTransform(translationX: -20, y: 0), AffineTransform(translationX: -20, y: 0)])
        #expect(seen.allSatisfy { $0.mayEnd && $0.mayBegin })
    }

    /// A single move reaches the gesture as a frame of that one move.
    @Test func aMoveIsAFrameOfOneMove() {
        var session = GestureSession(recognizer: InputRecorder())
        session.handle(event(.down, 0, at: 0))
        session.handle(PointerEvent(.move, pointer: 1, at: Point(x: 5, y: 1), time: 0.01, device: .pen))
        #expect(session.recognizer.seen.map(\.input) == ["down 1", "frame 1 (5.0, 1.0) pen ×1"])
        #expect(session.pointers[0].location == Point(x: 5, y: 1))
    }

    /// Moves of pointers the session never saw go down are dropped from a frame; a frame of its
    /// own pointers only passes as it is, samples and all.
    @Test func aFrameReachesTheGestureWithTheSessionsPointersOnly() {
        var session = GestureSession(recognizer: InputRecorder())
        session.handle(event(.down, 0, id: 1, at: 0))
        session.handle(event(.down, 100, id: 2, at: 0))
        var frame = PointerFrame()
        frame.append(pointer: 7, device: .touch, samples: [PointerSample(time: 0.01, location: Point(x: 50, y: 0))])
        frame.append(pointer: 2, device: .touch, samples: [PointerSample(time: 0.01, location: Point(x: 101, y: 0)),
                                                           PointerSample(time: 0.02, location: Point(x: 102, y: 0))])
        frame.append(pointer: 1, device: .touch, samples: [PointerSample(time: 0.02, location: Point(x: 3, y: 0))])
        session.handle(frame)
        var strangers = PointerFrame()
        strangers.append(pointer: 8, device: .touch, samples: [PointerSample(time: 0.03, location: .zero)])
        #expect(session.handle(strangers) == nil)
        frame.removeAll()
        frame.append(pointer: 1, device: .touch, samples: [PointerSample(time: 0.04, location: Point(x: 4, y: 0))])
        session.handle(frame)
        #expect(session.recognizer.seen.map(\.input) == ["down 1", "down 2", "frame 2 (102.0, 0.0) touch ×2, 1 (3.0, 0.0) touch ×1",
                                                          "frame 1 (4.0, 0.0) touch ×1"])
        #expect(session.pointers.count == 2)
        #expect((session.pointers[0].location, session.pointers[1].location) == (Point(x: 4, y: 0), Point(x: 102, y: 0)))
    }
}

/// Records every input and its context, and never leaves `possible`.
private struct InputRecorder: GestureRecognizer {
    struct Seen {
        var input: String
        var mayEnd: Bool
        var mayBegin: Bool
        var local: AffineTransform
    }

    var seen: [Seen] = []
    var phase: GesturePhase { .possible }
    var value: Void? { nil }

    mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        let text: String
        switch input {
        case .pointer(let event): text = "\(event.kind) \(event.pointer)"
        case .frame(let frame):
            text = "frame " + frame.moves.map { "\($0.pointer) \($0.location) \($0.device) ×\($0.samples.count)" }
                .joined(separator: ", ")
        case .advance(let time): text = "advance \(time)"
        case .cancel(let time): text = "cancel \(time)"
        }
        seen.append(Seen(input: text, mayEnd: context.mayEnd, mayBegin: context.mayBegin, local: context.spaces.local))
        return false
    }

    mutating func reset() { seen.removeAll() }
    func describe(into nodes: inout [GestureNodeDescription], depth: Int) {}
}
