import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// Within one tick, a run of touch and pen moves reaches gestures as one frame: one move per
/// pointer (its last), with the earlier positions as its samples; anything else (a press, a key)
/// ends the run, and mouse moves are never folded. Gestures end in the same state as with every
/// move delivered (``Simulation/coalescesMoves`` off). What frames a tick's events become is
/// `PointerFrameSystemTests`'s.
@Suite("Move coalescing")
struct MoveCoalescingTests {
    static let home = Point(x: 640, y: 400)

    /// Tick 14 covers (0.10833, 0.11667] s: moves at 0.109 … 0.116 all land in it.
    static func moveTime(_ i: Int) -> Double { 0.108 + Double(i) * 0.001 }

    /// A simulation with one `DragProbe` per entry of `balls`, after running `trace`.
    static func run(_ trace: TraceBuilder, coalescing: Bool, balls: [Point] = [home],
                    until end: Double = 1) -> (simulation: Simulation, balls: [DragProbe]) {
        let simulation = Simulation()
        simulation.coalescesMoves = coalescing
        let probes = balls.enumerated().map { DragProbe(name: "ball-\($0.offset)", at: $0.element, in: simulation) }
        simulation.updateTransforms()
        Replay.run(trace.events, on: simulation, until: end)
        return (simulation, probes)
    }

    static func isNear(_ a: Vector, _ b: Vector) -> Bool {
        abs(a.width - b.width) <= abs(b.width) * 1e-9 && abs(a.height - b.height) <= abs(b.height) * 1e-9
    }

    /// Whether two drag values agree: positions exactly, velocities within 1e-9 relative.
    static func agree(_ a: DragGesture.Value?, _ b: DragGesture.Value?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.time == b.time && a.location == b.location && a.translation == b.translation
            && isNear(a.velocity, b.velocity) && isNear(a.predictedEndTranslation, b.predictedEndTranslation)
    }

    /// Whether two simulations show their entities at the same places (within 1e-9 pt).
    static func sameState(_ a: Simulation, _ b: Simulation) -> Bool {
        let (x, y) = (a.snapshot.entities, b.snapshot.entities)
        return x.count == y.count && zip(x, y).allSatisfy { p, q in
            p.name == q.name && abs(p.x - q.x) <= 1e-9 && abs(p.y - q.y) <= 1e-9
                && p.scale == q.scale && p.rotation == q.rotation
        }
    }

    // MARK: One finger

    /// A press at 0.1 s, eight moves of 3 pt in tick 14, a release in tick 15 (so the release
    /// velocity, and the fling, depend on every sample).
    static let eightMoves = TraceBuilder()
        .down(1, at: home, t: 0.1)
        .moves(1, from: home, to: home + Vector(width: 24, height: 0), t: 0.108, duration: 0.008, steps: 8)
        .up(1, at: home + Vector(width: 24, height: 0), t: 0.12)

    @Test func eightMovesInOneTickCallOnChangedOnceAndEndAsIfEachWasDelivered() throws {
        let coalesced = Self.run(Self.eightMoves, coalescing: true)
        let each = Self.run(Self.eightMoves, coalescing: false)
        let (ball, reference) = (coalesced.balls[0], each.balls[0])
        #expect(ball.changes.count == 1)
        #expect(reference.changes.count == 5, "moves 4 to 8 are past the 10 pt minimum, one by one")
        #expect(Self.agree(ball.changes.last, reference.changes.last))
        #expect(ball.changes.last?.translation == Vector(width: 24, height: 0), "the delivered move is the last")
        #expect(ball.ends.count == 1 && reference.ends.count == 1)
        #expect(Self.agree(ball.ends.last, reference.ends.last))
        let velocity = try #require(ball.ends.last?.velocity)
        #expect(velocity.width > 1000, "the release velocity saw the moves: \(velocity)")
        #expect(Self.sameState(coalesced.simulation, each.simulation))
        #expect(ball.centre.x > Self.home.x + 24, "the ball was flung on")
    }

    @Test("pen moves are coalesced like touches", arguments: [PointerDevice.touch, .pen])
    func penAndTouchMovesAreCoalesced(device: PointerDevice) {
        let trace = TraceBuilder()
            .down(1, at: Self.home, t: 0.1, device: device)
            .moves(1, from: Self.home, to: Self.home + Vector(width: 0, height: 24), t: 0.108, duration: 0.008,
                   steps: 8, device: device)
        let coalesced = Self.run(trace, coalescing: true)
        #expect(coalesced.balls[0].changes.count == 1)
        #expect(coalesced.balls[0].changes.last?.translation == Vector(width: 0, height: 24))
    }

    @Test func mouseMovesAreNotCoalesced() {
        let trace = TraceBuilder()
            .down(0, at: Self.home, t: 0.1, device: .mouse)
            .moves(0, from: Self.home, to: Self.home + Vector(width: 24, height: 0), t: 0.108, duration: 0.008,
                   steps: 8, device: .mouse)
            .up(0, at: Self.home + Vector(width: 24, height: 0), t: 0.12, device: .mouse)
        let coalesced = Self.run(trace, coalescing: true)
        let each = Self.run(trace, coalescing: false)
        #expect(coalesced.balls[0].changes.count == 5)
        #expect(each.balls[0].changes.count == 5)
        #expect(Self.sameState(coalesced.simulation, each.simulation))
    }

    @Test func movesInDifferentTicksAreDeliveredOneByOne() {
        // One move a tick (every 8.3 ms, here every 10 ms): nothing to fold.
        let trace = TraceBuilder()
            .down(1, at: Self.home, t: 0.1)
            .moves(1, from: Self.home, to: Self.home + Vector(width: 40, height: 0), t: 0.1, duration: 0.08, steps: 8)
        let coalesced = Self.run(trace, coalescing: true)
        #expect(coalesced.balls[0].changes.count == 7, "moves 2 to 8 are past the minimum distance")
    }

    // MARK: Several fingers

    @Test func twoFingersInterleavedAreEachDeliveredOnce() throws {
        let (a, b) = (Point(x: 400, y: 400), Point(x: 880, y: 400))
        var trace = TraceBuilder().down(1, at: a, t: 0.1).down(2, at: b, t: 0.1)
        for i in 1...4 {
            // A B A B …: finger 1 right, finger 2 down, 4 pt a move.
            trace = trace.move(1, to: a + Vector(width: Double(4 * i), height: 0), t: Self.moveTime(2 * i - 1))
                .move(2, to: b + Vector(width: 0, height: Double(4 * i)), t: Self.moveTime(2 * i))
        }
        trace = trace.up(1, at: a + Vector(width: 16, height: 0), t: 0.12).up(2, at: b + Vector(width: 0, height: 16), t: 0.12)
        let coalesced = Self.run(trace, coalescing: true, balls: [a, b])
        let each = Self.run(trace, coalescing: false, balls: [a, b])
        #expect(coalesced.balls.map(\.changes.count) == [1, 1])
        #expect(each.balls.map(\.changes.count) == [2, 2], "moves 3 and 4 of each finger are past the minimum")
        #expect(coalesced.balls[0].changes.last?.translation == Vector(width: 16, height: 0))
        #expect(coalesced.balls[1].changes.last?.translation == Vector(width: 0, height: 16))
        for (ball, reference) in zip(coalesced.balls, each.balls) {
            #expect(Self.agree(ball.ends.last, reference.ends.last))
        }
        #expect(Self.sameState(coalesced.simulation, each.simulation))
    }

    /// Records what a drag and a pinch on one large circle delivered.
    final class PinchRecord {
        var drags: [DragGesture.Value] = []
        var pinches: [MagnifyGesture.Value] = []
        /// The magnifications while two fingers pinch (a finger lifting gives a value of its own).
        var magnifications: [Double] { pinches.filter { $0.pointerCount == 2 }.map(\.magnification) }
    }

    /// A circle of radius 150 at `home` with `drag` and `magnify` recognized together.
    static func pinchable(coalescing: Bool, _ trace: TraceBuilder) -> PinchRecord {
        let simulation = Simulation()
        simulation.coalescesMoves = coalescing
        let record = PinchRecord()
        let circle = simulation.spawn(name: "circle", shape: .circle(radius: 150), appearance: Appearance(position: home))
        simulation.attach(DragGesture().onChanged { record.drags.append($0) }
            .simultaneously(with: MagnifyGesture().onChanged { record.pinches.append($0) }), to: circle)
        simulation.updateTransforms()
        Replay.run(trace.events, on: simulation, until: 1)
        return record
    }

    @Test func bothFingersOfAPinchMovingInOneTickChangeItOnceWithTheSameValue() throws {
        let (a, b) = (Self.home - Vector(width: 50, height: 0), Self.home + Vector(width: 50, height: 0))
        var trace = TraceBuilder().down(1, at: a, t: 0.1).down(2, at: b, t: 0.1)
        // Apart, 3 pt a finger a move, A B A B …: in tick 14 (which activates the drag and the
        // pinch), then in tick 15, which covers (0.11667, 0.125] s.
        for i in 1...8 {
            let t = i <= 4 ? Self.moveTime(2 * i - 1) : 0.117 + Double(i - 5) * 0.002
            trace = trace.move(1, to: a - Vector(width: Double(3 * i), height: 0), t: t)
                .move(2, to: b + Vector(width: Double(3 * i), height: 1), t: t + 0.001)
        }
        let framed = Self.pinchable(coalescing: true, trace)
        let each = Self.pinchable(coalescing: false, trace)
        // One change a frame: tick 14's activates the pinch, tick 15's moves it on. (Before
        // frames, each finger's moves were delivered in turn: tick 14 changed it twice.)
        #expect(framed.magnifications.count == 2)
        #expect(each.magnifications.count > 3)
        #expect(try #require(framed.magnifications.last) == each.magnifications.last)
        #expect(framed.drags.count == 2)
        #expect(framed.drags.last?.translation == Vector(width: -24, height: 0))
        #expect(abs(try #require(framed.drags.last?.time.loopSeconds) - 0.123) < 1e-12, "the drag's value is its own finger's last move's")
    }

    @Test func aPressInTheMiddleOfTheMovesSplitsTheRunAndKeepsTheOrder() {
        // Finger 1 moves 20 pt right, finger 2 goes down 80 pt to its right, finger 1 moves
        // back: the pinch is measured from the press, 80 pt, to 100 pt — only if finger 2 went
        // down between the two halves, as it did.
        let a = Point(x: 600, y: 400), b = Point(x: 700, y: 400)
        var trace = TraceBuilder().down(1, at: a, t: 0.1)
        for i in 1...4 { trace = trace.move(1, to: a + Vector(width: Double(5 * i), height: 0), t: Self.moveTime(i)) }
        trace = trace.down(2, at: b, t: 0.1125)
        for i in 1...4 { trace = trace.move(1, to: a + Vector(width: Double(20 - 5 * i), height: 0), t: Self.moveTime(4 + i)) }
        trace = trace.up(1, at: a, t: 0.2).up(2, at: b, t: 0.2)

        let coalesced = Self.pinchable(coalescing: true, trace)
        let each = Self.pinchable(coalescing: false, trace)
        #expect(coalesced.drags.map(\.translation.width) == [20, 0], "one delivery before the press, one after")
        #expect(each.drags.count == 7)
        #expect(coalesced.magnifications.count == 1)
        #expect(isClose(coalesced.magnifications.last ?? 0, 1.25, within: 1e-12))
        #expect(each.magnifications.count == 4)
        #expect(isClose(each.magnifications.last ?? 0, 1.25, within: 1e-12))
        // Finger 1 lifting gives one more value: the same magnification, its centroid finger 2
        // alone, 40 pt right of where the pair started (between 620 and 700).
        for record in [coalesced, each] {
            let last = record.pinches.last
            #expect(record.pinches.count == record.magnifications.count + 1)
            #expect(last?.pointerCount == 1 && isClose(last?.magnification ?? 0, 1.25, within: 1e-12))
            #expect(last.map { $0.location - $0.startLocation } == Vector(width: 40, height: 0))
        }
    }

    @Test func aKeyInTheMiddleOfTheMovesSplitsTheRun() {
        var trace = TraceBuilder().down(1, at: Self.home, t: 0.1)
        for i in 1...4 { trace = trace.move(1, to: Self.home + Vector(width: Double(5 * i), height: 0), t: Self.moveTime(i)) }
        trace = trace.key("x", t: 0.1125, up: false)
        for i in 5...8 { trace = trace.move(1, to: Self.home + Vector(width: Double(5 * i), height: 0), t: Self.moveTime(i)) }
        let coalesced = Self.run(trace, coalescing: true)
        #expect(coalesced.balls[0].changes.map(\.translation.width) == [20, 40])
    }

    /// Two balls whose drags record each change; the first change of `ball-0` loads the scene
    /// afresh, as a callback changes structure: through the commands, applied when the gestures
    /// stage ends.
    struct ReloadingScene: SceneContent {
        final class Record {
            var generation = 0
            var changes: [String] = []
        }
        let record: Record
        static let centres = [Point(x: 400, y: 400), Point(x: 880, y: 400)]

        func install(in simulation: Simulation) {
            for (i, centre) in Self.centres.enumerated() {
                let ball = simulation.spawn(name: "ball-\(i)", shape: .circle(radius: 50), appearance: Appearance(position: centre))
                simulation.attach(DragGesture().onChanged { [record, unowned simulation] _ in
                    record.changes.append("\(record.generation):ball-\(i)")
                    if i == 0 && record.generation == 0 {
                        record.generation = 1
                        simulation.commands.add { _ in simulation.load(self) }
                    }
                }, to: ball)
            }
        }

        func fresh() -> any SceneContent { self }
    }

    @Test func aSceneLoadedFromACallbackTakesOverAfterTheGestures() {
        // Fingers 1 and 2 move in turn in tick 14: finger 1's frame comes first and asks for a
        // new scene; finger 2's still reaches the old scene's gestures, which saw it go down.
        // The new scene's gestures, which never saw either go down, take none of the moves after.
        let (a, b) = (ReloadingScene.centres[0], ReloadingScene.centres[1])
        var trace = TraceBuilder().down(1, at: a, t: 0.1).down(2, at: b, t: 0.1)
        for i in 1...8 {
            let offset = Vector(width: Double(3 * i), height: 0)
            trace = trace.move(1, to: a + offset, t: Self.moveTime(i)).move(2, to: b + offset, t: Self.moveTime(i) + 0.0005)
        }
        trace = trace.moves(1, from: a + Vector(width: 24, height: 0), to: a + Vector(width: 80, height: 0), t: 0.12, duration: 0.1)
            .moves(2, from: b + Vector(width: 24, height: 0), to: b + Vector(width: 80, height: 0), t: 0.12, duration: 0.1)
            .up(1, at: a + Vector(width: 80, height: 0), t: 0.25).up(2, at: b + Vector(width: 80, height: 0), t: 0.25)
        let record = ReloadingScene.Record()
        let simulation = Simulation()
        simulation.load(ReloadingScene(record: record))
        Replay.run(trace.events, on: simulation, until: 1)
        #expect(record.changes == ["0:ball-0", "1:ball-1"])
        #expect(record.generation == 1)
        #expect(simulation.snapshot.entities.map(\.centre) == ReloadingScene.centres, "the new scene's balls never moved")
        #expect(!simulation.hasActiveGestures)
    }

    // MARK: The camera

    /// The drag values of one ball at the window's origin column under `camera`, after a finger
    /// crosses x = 0 in eight moves of one tick.
    static func crossing(coalescing: Bool, camera: Camera) -> [DragGesture.Value] {
        let simulation = Simulation()
        simulation.camera = camera
        simulation.coalescesMoves = coalescing
        let start = simulation.windowToScene(Point(x: 12, y: 400))
        let probe = DragProbe(name: "ball", at: start, in: simulation)
        simulation.updateTransforms()
        let trace = TraceBuilder()
            .down(1, at: Point(x: 12, y: 400), t: 0.1)
            .moves(1, from: Point(x: 12, y: 400), to: Point(x: -12, y: 400), t: 0.108, duration: 0.008, steps: 8)
        Replay.run(trace.events, on: simulation, until: 0.2)
        return probe.changes
    }

    @Test("positions are mapped through the camera as a single move's are",
          arguments: [(0.0, 1.0, 0.0), (35, 1, 0), (0, 2, 0), (0, 1, 30)])
    func coalescedPositionsAreMappedThroughTheCamera(x: Double, zoom: Double, degrees: Double) throws {
        // At rest (the first case) the inverse camera holds −0s off its diagonal: the run adds 0
        // to each position instead of mapping it, which must land on the same points.
        var camera = Camera()
        (camera.x, camera.zoom, camera.rotation) = (x, zoom, .degrees(degrees))
        let coalesced = try #require(Self.crossing(coalescing: true, camera: camera).last)
        let each = try #require(Self.crossing(coalescing: false, camera: camera).last)
        #expect(coalesced.location == each.location)
        #expect(coalesced.translation == each.translation)
        #expect(coalesced.time == each.time)
    }

    @Test func fingersWhoseIDsShareLowBitsAreKeptApart() {
        // IDs 1, 65 and 129 agree in their six low bits; finger 2 reports twice in a row.
        let ids = [1, 65, 129, 2]
        let starts = ids.indices.map { Point(x: 200 + Double($0) * 200, y: 400) }
        var trace = TraceBuilder()
        for (id, start) in zip(ids, starts) { trace = trace.down(id, at: start, t: 0.1) }
        var t = 0.1085
        for step in 1...4 {
            for (id, start) in zip(ids, starts) {
                for _ in 0..<(id == 2 ? 2 : 1) {
                    trace = trace.move(id, to: start + Vector(width: 0, height: Double(5 * step)), t: t)
                    t += 0.0002
                }
            }
        }
        let coalesced = Self.run(trace, coalescing: true, balls: starts)
        let each = Self.run(trace, coalescing: false, balls: starts)
        #expect(coalesced.balls.allSatisfy { $0.changes.count == 1 })
        #expect(coalesced.balls.allSatisfy { $0.changes.last?.translation == Vector(width: 0, height: 20) })
        #expect(Self.sameState(coalesced.simulation, each.simulation))
    }

    // MARK: Limits

    @Test func aLongRunIsOneFrameAndEndsTheSame() throws {
        // 2,500 moves of one finger in one tick: one frame, however long.
        let end = Self.home + Vector(width: 250, height: 0)
        let trace = TraceBuilder()
            .down(1, at: Self.home, t: 0.1)
            .moves(1, from: Self.home, to: end, t: 0.1084, duration: 0.008, steps: 2_500)
            .up(1, at: end, t: 0.12)
        let coalesced = Self.run(trace, coalescing: true)
        let each = Self.run(trace, coalescing: false)
        #expect(coalesced.balls[0].changes.count == 1, "one frame: one change")
        #expect(coalesced.balls[0].changes.last?.translation == Vector(width: 250, height: 0))
        #expect(Self.agree(coalesced.balls[0].ends.last, each.balls[0].ends.last))
        #expect(Self.sameState(coalesced.simulation, each.simulation))
    }

    @Test func moreFingersThanARunHoldsAreAllDelivered() {
        // 40 fingers moving in turn within one tick, as many as a frame takes.
        let starts = (0..<40).map { Point(x: 30 + Double($0 % 10) * 120, y: 120 + Double($0 / 10) * 160) }
        var trace = TraceBuilder()
        for (i, start) in starts.enumerated() { trace = trace.down(i + 1, at: start, t: 0.1) }
        for step in 1...3 {
            for (i, start) in starts.enumerated() {
                trace = trace.move(i + 1, to: start + Vector(width: 0, height: Double(6 * step)), t: 0.1085 + Double(step * 40 + i) * 0.00005)
            }
        }
        let coalesced = Self.run(trace, coalescing: true, balls: starts)
        let each = Self.run(trace, coalescing: false, balls: starts)
        #expect(coalesced.balls.allSatisfy { $0.changes.last?.translation == Vector(width: 0, height: 18) })
        #expect(Self.sameState(coalesced.simulation, each.simulation))
    }
}
