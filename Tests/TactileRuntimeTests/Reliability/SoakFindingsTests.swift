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
}
