import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's `onHover(perform:)` and `onContinuousHover(coordinateSpace:perform:)`, driven by
/// mouse motion with no button held (trace `hover` events), recorded and replayed.
@Suite("onHover and onContinuousHover")
struct HoverTests {
    final class Record {
        var hovers: [Bool] = []
        var phases: [HoverPhase] = []
    }

    /// A 200 × 100 card at (640, 400) (top left at (540, 350)) that lifts while hovered.
    struct Card: EntityView {
        let record: Record
        var space: CoordinateSpace = .local
        @State private var isHovered = false

        var body: some EntityView {
            RoundedRectangle(cornerRadius: 16)
                .fill(.blue)
                .frame(width: 200, height: 100)
                .scaleEffect(isHovered ? 1.1 : 1)
                .onHover { hovering in
                    isHovered = hovering
                    record.hovers.append(hovering)
                }
                .onContinuousHover(coordinateSpace: space) { phase in record.phases.append(phase) }
                .name("card")
        }
    }

    static func run(_ trace: TraceBuilder, space: CoordinateSpace = .local, until time: Double = 2) throws
        -> (record: Record, runner: SceneRunner) {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { Card(record: record, space: space) })
        runner.run(trace, until: time)
        return (record, runner)
    }

    @Test func movingOverTheCardAndAwayHoversItOnce() throws {
        let trace = TraceBuilder().hover(from: Point(x: 300, y: 400), to: Point(x: 1000, y: 400), t: 0.1, duration: 0.7, steps: 7)
        let (record, _) = try Self.run(trace)
        #expect(record.hovers == [true, false])
        // Samples at x = 600 and 700 fall on the card; by the second it has lifted to 1.1×, so
        // its local space starts at (530, 345).
        #expect(record.phases == [.active(Point(x: 60, y: 50)), .active(Point(x: 170, y: 55)), .ended])
    }

    @Test func theCardLiftsWhileHovered() throws {
        let (_, runner) = try Self.run(TraceBuilder().hover(at: Point(x: 640, y: 400), t: 0.1), until: 0.5)
        #expect(try runner.state("card").scale == 1.1)
        runner.run(TraceBuilder().hover(at: Point(x: 100, y: 100), t: 0.6), until: 1)
        #expect(try runner.state("card").scale == 1)
    }

    @Test func continuousHoverReportsInTheSpaceAskedFor() throws {
        let (record, _) = try Self.run(TraceBuilder().hover(at: Point(x: 650, y: 420), t: 0.1), space: .global)
        #expect(record.phases == [.active(Point(x: 650, y: 420))])
    }

    @Test func leavingTheWindowOrLosingFocusEndsTheHover() throws {
        let (left, _) = try Self.run(TraceBuilder().hover(at: Point(x: 640, y: 400), t: 0.1).hoverExit(t: 0.2))
        #expect(left.hovers == [true, false])
        #expect(left.phases.last == .ended)
        let (unfocused, _) = try Self.run(TraceBuilder().hover(at: Point(x: 640, y: 400), t: 0.1).focusLost(t: 0.2))
        #expect(unfocused.hovers == [true, false])
    }

    @Test func aDragWithTheButtonHeldIsNoHover() throws {
        let drag = TraceBuilder().drag(0, from: Point(x: 300, y: 400), to: Point(x: 640, y: 400), t: 0.1, duration: 0.3,
                                       device: .mouse)
        let (record, _) = try Self.run(drag)
        #expect(record.hovers.isEmpty && record.phases.isEmpty)
    }

    /// A pad with a spotlight that lets hits through, and a badge that does not.
    struct Pad: EntityView {
        let record: Record
        var body: some EntityView {
            Rectangle()
                .frame(width: 400, height: 400)
                .overlay(Circle().frame(width: 100, height: 100).allowsHitTesting(false).name("spotlight"))
                .overlay(Circle().frame(width: 40, height: 40).offset(x: 150, y: 150).name("badge"))
                .onHover { record.hovers.append($0) }
                .name("pad")
        }
    }

    @Test func hoverFollowsTheHitPath() {
        // Over a child (even one that takes hits), the pad is still hovered: the hit path runs
        // through it. Through the spotlight, the pad is hit directly.
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { Pad(record: record) })
        runner.run(TraceBuilder().hover(at: Point(x: 640, y: 400), t: 0.1).hover(at: Point(x: 790, y: 550), t: 0.2)
                    .hover(at: Point(x: 1000, y: 400), t: 0.3), until: 1)
        #expect(record.hovers == [true, false])
    }

    @Test func hoverEventsRecordAndReplay() throws {
        let trace = TraceBuilder().hover(from: Point(x: 300, y: 400), to: Point(x: 700, y: 420), t: 0.1, duration: 0.4).hoverExit(t: 0.6)
        let parsed = try TraceReader.parse(trace.jsonl)
        #expect(parsed.events == trace.events)
        let written = trace.events.compactMap(TraceWriter.line(for:)).joined(separator: "\n")
        #expect(try TraceReader.parse(written).events == trace.events)
        #expect(TraceWriter.line(for: .hover(at: Point(x: 3, y: 4.5), time: 1)) == #"{"t": 1, "type": "hover", "x": 3, "y": 4.5}"#)
        #expect(TraceWriter.line(for: .hover(at: nil, time: 2)) == #"{"t": 2, "type": "hover-exit"}"#)

        let (fromBuilder, _) = try Self.run(trace)
        let record = Record()
        let simulation = Simulation()
        simulation.load(DeclarativeScene { Card(record: record) })
        Replay.run(parsed.events, on: simulation, until: 2)
        #expect(record.hovers == fromBuilder.hovers && record.phases == fromBuilder.phases)
        #expect(record.hovers == [true, false])
    }

    @Test func aHoverLineWithoutCoordinatesIsRejected() {
        #expect(throws: InputFileError.self) { try TraceReader.parse(#"{"t": 0.1, "type": "hover", "x": 3}"#) }
    }
}
