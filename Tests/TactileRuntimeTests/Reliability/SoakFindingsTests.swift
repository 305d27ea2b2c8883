import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// What the soak (`tactile soak`, `scripts/soak`) found, as plain examples. Each fails without
/// its fix.
@Suite("Soak findings")
struct SoakFindingsTests {
    /// R (reset the scene) while a finger drags a shape: the scene was replaced with the
    /// interaction under way, so the log said `began` and never `cancelled`, and the same
    /// shape's next drag logged a second `began` (the soak stopped there, 97 s in, seed 1).
    @Test func aResetCancelsTheGesturesUnderWay() throws {
        let runner = try SceneRunner("playground")
        let c = try runner.state("shape-3").centre
        runner.run(TraceBuilder()
            .down(1, at: c, t: 0.1)
            .moves(1, from: c, to: c + Vector(width: 60, height: 0), t: 0.15, duration: 0.2)
            .key("R", t: 0.4)
            .up(1, at: c + Vector(width: 60, height: 0), t: 0.5)
            .drag(2, from: c, to: c + Vector(width: 0, height: 60), t: 0.7, duration: 0.3), until: 2)
        #expect(runner.logEvents(of: "shape-3") == ["began", "cancelled", "began", "ended"])
        // Cancelled at the reset's tick.
        #expect(runner.simulation.log.first { $0.event == "cancelled" }.map { isClose($0.time, 0.4) } == true)
        #expect(!runner.simulation.hasActiveGestures)
    }

    /// A move to x = ∞ (the soak sends a few; SDL and gestures take them) was recorded as
    /// `"x": inf`: not JSON, so the recording did not read back past that line. Such a move
    /// is left out now, and a release there is written where its pointer last was.
    @Test func aRecordingWithANumberThatIsNotFiniteReadsBack() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-soak-record-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let id = PointerIdentity.id(pointer: 7, device: .touch)
        let last = Point(x: 120, y: 80)
        let writer = try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
        writer.append(.pointer(PointerEvent(.down, pointer: id, at: Point(x: 100, y: 80), time: 0.1)))
        writer.append(.pointer(PointerEvent(.move, pointer: id, at: last, time: 0.2)))
        writer.append(.pointer(PointerEvent(.move, pointer: id, at: Point(x: .infinity, y: 80), time: 0.3)))
        writer.append(.pointer(PointerEvent(.move, pointer: id, at: Point(x: 130, y: .nan), time: 0.35)))
        writer.append(.wheel(at: Point(x: 1, y: 1), delta: Vector(width: 0, height: .nan), modifiers: [], time: 0.38))
        writer.append(.pointer(PointerEvent(.up, pointer: id, at: Point(x: -.infinity, y: 80), time: 0.4)))
        try writer.close()
        let trace = try TraceReader.read(path: path)
        #expect(trace.events.map(\.time) == [0.1, 0.2, 0.4])
        #expect(trace.events.last == .pointer(PointerEvent(.up, pointer: id, at: last, time: 0.4)))
    }

    /// A touchpad pinch over a shape whose last step (an end or a cancel) came with a scale
    /// that is not a number: the step was ignored whole, so the two virtual fingers stayed
    /// down for ever and the shape's gesture never ended (the soak stopped there, 4,413 s
    /// simulated in, seed 1). Such a step still ends the pinch now, where its last step left it.
    @Test(arguments: [(TouchpadPinch.Phase.end, "ended"), (.cancel, "cancelled")])
    func aTouchpadPinchThatEndsAtANonFinitePlaceStillEnds(phase: TouchpadPinch.Phase, outcome: String) throws {
        let runner = try SceneRunner("playground")
        let cursor = Point(x: 651, y: 300)
        runner.run(TraceBuilder()
            .touchpad(.begin, at: cursor, t: 0.1)
            .touchpad(.update, at: cursor, scale: 1.2, rotation: .degrees(10), t: 0.15)
            .touchpad(.update, at: cursor, scale: 1.4, rotation: .degrees(20), t: 0.2)
            .touchpad(phase, at: cursor, scale: .nan, t: 0.25), until: 1)
        #expect(runner.logEvents(of: "shape-10") == ["began", outcome])
        #expect(!runner.simulation.hasActiveGestures)
        #expect(runner.simulation.world.touchpadFingers.isEmpty)
        // Ended where the last step left it.
        #expect(isClose(try runner.state("shape-10").scale, 1.4, within: 1e-9) || phase == .cancel)
    }

    /// The same pinch recorded reads back with an end at the last step's place, and replays to
    /// the same state as the session.
    @Test func aTouchpadPinchThatEndsAtANonFinitePlaceIsRecordedAsItWasTaken() throws {
        let cursor = Point(x: 651, y: 300)
        let session = TraceBuilder()
            .touchpad(.begin, at: cursor, t: 0.1)
            .touchpad(.update, at: cursor, scale: 1.4, rotation: .degrees(20), t: 0.2)
            .touchpad(.end, at: Point(x: .nan, y: 3), scale: 2, t: 0.25)
        let live = try SceneRunner("playground")
        live.run(session, until: 1)
        let trace = try ReadableTraceTests.recordAndRead(session.events)
        guard case .touchpadPinch(var last) = session.events[1], case .touchpadPinch(let end) = session.events[2] else {
            Issue.record("not a pinch")
            return
        }
        (last.phase, last.time) = (.end, end.time)
        #expect(trace.events.last == .touchpadPinch(last))
        let replayed = try SceneRunner("playground")
        replayed.feed(trace.events)
        replayed.run(until: 1)
        #expect(replayed.simulation.snapshot.json == live.simulation.snapshot.json)
    }

    /// Every move to a non-finite place added a warning line that nothing ever read or
    /// dropped: the 30-minute soak's heap doubled in steps (2.3 MB at 2 minutes, 3.1 MB at 9,
    /// 6.2 MB at 18) as the array grew. Each distinct warning is kept once now, with a count.
    @Test func repeatedBadInputKeepsOneWarningWithACount() throws {
        let runner = try SceneRunner("playground")
        let id = PointerIdentity.id(pointer: 1, device: .touch)
        var events = [InputEvent.pointer(PointerEvent(.down, pointer: id, at: Point(x: 640, y: 400), time: 0.1))]
        for step in 0..<5_000 {
            events.append(.pointer(PointerEvent(.move, pointer: id, at: Point(x: .nan, y: 400), time: 0.2 + Double(step) * 1e-4)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: id, at: Point(x: 640, y: 400), time: 0.8)))
        runner.feed(events)
        runner.run(until: 1)
        let warnings = runner.simulation.world.resource(Warnings.self)
        #expect(runner.simulation.warnings == ["ignored a pointer event at a non-finite location"])
        #expect(warnings.counts == [5_000])
    }

    @Test func distinctWarningsBeyondTheLimitAreCountedNotKept() {
        var warnings = Warnings()
        for index in 0..<(Warnings.maximumMessages + 10) { warnings.add("warning \(index)") }
        warnings.add("warning 0")
        #expect(warnings.messages.count == Warnings.maximumMessages)
        #expect(warnings.counts.first == 2)
        #expect(warnings.unkept == 10)
    }
}
