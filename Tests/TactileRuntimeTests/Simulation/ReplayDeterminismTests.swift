import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// SPEC §4: the same events give the same state, every time, however ticks are grouped into
/// render frames (issue 3, acceptance 2).
@Suite("Replay determinism")
struct ReplayDeterminismTests {
    /// A point of the playground where a press lands on empty space (the background).
    static func emptySpot(in simulation: Simulation, near preferred: Point) throws -> Point {
        let background = try #require(simulation.backgroundEntity)
        var best: Point?
        for gx in stride(from: 20.0, through: 1260, by: 10) {
            for gy in stride(from: 20.0, through: 780, by: 10) {
                let p = Point(x: gx, y: gy)
                guard simulation.hitTest(p) == background else { continue }
                // Far enough from every shape that a finger moving a little stays off them.
                let clear = [-15.0, 0, 15].allSatisfy { dx in
                    [-15.0, 0, 15].allSatisfy { dy in simulation.hitTest(Point(x: gx + dx, y: gy + dy)) == background }
                }
                guard clear else { continue }
                if best == nil || p.distance(to: preferred) < best!.distance(to: preferred) { best = p }
            }
        }
        return try #require(best, "the playground has no empty space")
    }

    /// About two seconds of many fingers on the playground: a fling, a pinch-and-twist, a long
    /// press that lifts, a double tap that resets, a slow drag, a second finger joining from
    /// empty space, and a double tap on empty space that adds a shape.
    static func playgroundTrace() throws -> TraceBuilder {
        let layout = try loadedSimulation("playground")
        let snapshot = layout.snapshot
        func centre(_ name: String) throws -> Point {
            try #require(snapshot.entities.first { $0.name == name }).centre
        }
        let c0 = try centre("shape-0"), c8 = try centre("shape-8"), c10 = try centre("shape-10")
        let c12 = try centre("shape-12"), c15 = try centre("shape-15"), c20 = try centre("shape-20")
        let empty = try emptySpot(in: layout, near: Point(x: 640, y: 400))
        let joinSpot = try emptySpot(in: layout, near: c20 + Vector(width: 150, height: 0))

        return TraceBuilder()
            // A fling: fast, released while moving.
            .drag(1, from: c0, to: c0 + Vector(width: 180, height: 90), t: 0.05, duration: 0.2, steps: 20)
            // Pinch and twist at once on one shape.
            .twoFingers((2, 3), from: TwoFingerPose(centre: c8, span: 20),
                        to: TwoFingerPose(centre: c8 + Vector(width: 30, height: -20), span: 90, angle: .degrees(70)),
                        t: 0.1, duration: 0.7, steps: 40)
            // A long press lifts a shape.
            .drag(4, from: c10, to: c10 + Vector(width: 2, height: 1), t: 0.3, duration: 0.6, steps: 6, hold: 0.1)
            // A slow drag.
            .drag(6, from: c15, to: c15 + Vector(width: -120, height: 60), t: 0.5, duration: 1.0, steps: 60)
            // A second finger on empty space joins the shape the first one holds.
            .down(8, at: c20, t: 0.6)
            .down(9, at: joinSpot, t: 0.65)
            .moves(9, from: joinSpot, to: joinSpot + Vector(width: 60, height: 20), t: 0.65, duration: 0.4, steps: 24)
            .up(9, at: joinSpot + Vector(width: 60, height: 20), t: 1.1)
            .up(8, at: c20, t: 1.15)
            // A double tap resets the fling's shape.
            .tap(5, at: c12, t: 1.0)
            .tap(5, at: c12, t: 1.2)
            // A double tap on empty space adds a shape.
            .tap(7, at: empty, t: 1.6)
            .tap(7, at: empty, t: 1.8)
    }

    static func replayPlayground(_ events: [InputEvent]) throws -> Simulation {
        let simulation = try loadedSimulation("playground")
        Replay.run(events, on: simulation, until: Replay.defaultEnd(of: events))
        return simulation
    }

    @Test func playgroundReplayIsByteIdenticalEveryTime() throws {
        let events = try Self.playgroundTrace().events
        #expect(Set(events.compactMap { event -> PointerID? in
            if case .pointer(let p, _) = event { return p.pointer } else { return nil }
        }).count == 9)

        let first = try Self.replayPlayground(events).snapshot.json
        let second = try Self.replayPlayground(events).snapshot.json
        #expect(first == second)
        #expect(Array(first.utf8) == Array(second.utf8))

        // The replay did something: shapes moved and gestures were logged.
        let before = try loadedSimulation("playground").snapshot
        let after = try Self.replayPlayground(events).snapshot
        let moved = zip(before.entities, after.entities).filter { $0.centre.distance(to: $1.centre) > 1 }
        #expect(moved.count >= 3)
        #expect(after.log.contains { $0.entity == "shape-0" && $0.event == "began" })
        #expect(after.log.contains { $0.entity == "shape-8" && $0.event == "began" })
    }

    @Test func aTraceFileAndItsEventsReplayTheSame() throws {
        let trace = try Self.playgroundTrace()
        let parsed = try TraceReader.parse(trace.jsonl, file: "playground.jsonl")
        #expect(parsed.events.count == trace.events.count)
        // A recording must replay exactly (SPEC §2): every number reads back as written.
        let mismatch = zip(parsed.events, trace.events).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(mismatch == nil, "line \((mismatch?.offset ?? 0) + 1) reads back as \(String(describing: mismatch?.element.0)), written as \(String(describing: mismatch?.element.1))")
        #expect(try Self.replayPlayground(parsed.events).snapshot.json == Self.replayPlayground(trace.events).snapshot.json)
    }

    /// Frames of these many ticks' worth of real time, in turn (1.5: frames alternate between
    /// one and two ticks; 60: a half-second stall, capped by the clock).
    static let framings: [[Double]] = [[1], [2], [7], [1, 2, 7], [1.5], [3, 60, 1]]

    /// Runs `events` the way the real-time loop does: each frame adds real time to a
    /// ``FixedClock``, runs the ticks that are due, and gives tick `n` the events with time
    /// ≤ `n / 120` not yet given; between frames the renderer reads the presented state.
    static func runInFrames(_ events: [InputEvent], on simulation: Simulation, until end: Double,
                            frames: [Double]) -> Int {
        let lastTick = UInt64((end * Simulation.ticksPerSecond + 1e-6).rounded(.down))
        let unitsPerTick: UInt64 = 1000
        var clock = FixedClock(counterFrequency: unitsPerTick * FixedClock.ticksPerSecond)
        var tick: UInt64 = 0
        var next = 0
        var frame = 0
        var frameCount = 0
        while tick <= lastTick {
            let realTime = frames[frame % frames.count]
            frame += 1
            let due = clock.accumulate(counterDelta: UInt64(realTime * Double(unitsPerTick)))
            for _ in 0..<due where tick <= lastTick {
                let time = Double(tick) / Simulation.ticksPerSecond
                let start = next
                while next < events.count, events[next].time <= time { next += 1 }
                simulation.runTick(tick, events: events[start..<next])
                clock.advance()
                tick += 1
            }
            // Rendering reads presented values and the interpolation factor; it must not matter.
            _ = simulation.snapshot
            _ = clock.alpha
            frameCount += 1
        }
        return frameCount
    }

    @Test(arguments: framings)
    func renderFramesDoNotChangeTheSimulation(frames: [Double]) throws {
        let events = try Self.playgroundTrace().events
        let end = Replay.defaultEnd(of: events)
        let expected = try Self.replayPlayground(events).snapshot

        let simulation = try loadedSimulation("playground")
        let frameCount = Self.runInFrames(events, on: simulation, until: end, frames: frames)
        let got = simulation.snapshot
        #expect(got.tick == expected.tick)
        #expect(got == expected)
        #expect(got.json == expected.json)
        if frames == [7] { #expect(frameCount < Int(expected.tick) / 6) }
    }

    @Test(arguments: [[1.0], [2], [7]])
    func seedScenesAreFrameIndependentToo(frames: [Double]) throws {
        // A long press then drag on draggable-circle: deadlines and animations at tick times.
        let events = TraceBuilder()
            .down(1, at: Point(x: 640, y: 400), t: 0.013)
            .moves(1, from: Point(x: 640, y: 400), to: Point(x: 740, y: 450), t: 0.61, duration: 0.4, steps: 17)
            .up(1, at: Point(x: 740, y: 450), t: 1.2)
            .events
        let expected = try loadedSimulation("draggable-circle")
        Replay.run(events, on: expected, until: 2.5)
        let framed = try loadedSimulation("draggable-circle")
        _ = Self.runInFrames(events, on: framed, until: 2.5, frames: frames)
        #expect(framed.snapshot.json == expected.snapshot.json)
        let circle = try #require(framed.snapshot.entities.first { $0.name == "circle" })
        #expect(isClose(circle.centre, Point(x: 740, y: 450)))
    }

    @Test func theClockCapsCatchUpAndKeepsTheRemainder() {
        var clock = FixedClock(counterFrequency: 1_000_000_000)
        // 30 ms is three ticks (25 ms) and six tenths of the next.
        #expect(clock.accumulate(counterDelta: 30_000_000) == 3)
        for _ in 0..<3 { clock.advance() }
        #expect(clock.tick == 3)
        #expect(isClose(clock.alpha, 0.6))
        #expect(isClose(clock.time(ofTick: 180), 1.5))
        // A ten-second stall catches up a quarter of a second at most: no spiral of death.
        let due = clock.accumulate(counterDelta: 10_000_000_000)
        #expect(due == Int(FixedClock.maximumCatchUp * 120))
    }
}
