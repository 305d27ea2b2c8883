import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileTestSupport

/// `--record` never writes a line the trace reader rejects or warns about (SPEC §7, §10):
/// whatever events reach it, the recording reads back whole.
@Suite("Readable recordings")
struct ReadableTraceTests {
    /// Writes `events` with a `TraceWriter` (window `window`) and reads the file back.
    static func recordAndRead(_ events: [InputEvent], window: Vector = Vector(width: 1280, height: 800)) throws -> Trace {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-readable-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, windowSize: window)
        for event in events { writer.append(event) }
        try writer.close()
        return try TraceReader.read(path: path)
    }

    static let touch = PointerIdentity.id(pointer: 1, device: .touch)

    static func pointer(_ kind: PointerEvent.Kind, _ id: PointerID, x: Double = 10, t: Double, device: PointerDevice = .touch) -> InputEvent {
        .pointer(PointerEvent(kind, pointer: id, at: Point(x: x, y: 20), time: t, device: device))
    }

    static func pinch(_ phase: TouchpadPinch.Phase, scale: Double = 1.5, degrees: Double = 0, t: Double) -> InputEvent {
        .touchpadPinch(TouchpadPinch(phase, at: Point(x: 300, y: 200), scale: scale, degrees: degrees, time: t))
    }

    @Test func aSecondDownAndAMoveOfAPointerNotDownAreLeftOut() throws {
        let trace = try Self.recordAndRead([
            Self.pointer(.move, Self.touch, t: 0.05),
            Self.pointer(.down, Self.touch, t: 0.1),
            Self.pointer(.down, Self.touch, x: 50, t: 0.2),
            Self.pointer(.up, Self.touch, t: 0.3),
            Self.pointer(.up, Self.touch, t: 0.4),
            Self.pointer(.cancel, Self.touch, t: 0.5),
        ])
        #expect(trace.warnings.isEmpty)
        #expect(trace.events == [Self.pointer(.down, Self.touch, t: 0.1), Self.pointer(.up, Self.touch, t: 0.3)])
    }

    /// IDs 4 and 5 of touches are both pointer 1 in a trace (`pointer × 4 + device`): the second
    /// is written under a free number, so that the reader sees two pointers, not a second down.
    @Test func twoIDsThatWouldReadBackAsOnePointerStayTwo() throws {
        let trace = try Self.recordAndRead([
            Self.pointer(.down, 4, t: 0.1), Self.pointer(.down, 5, x: 30, t: 0.2),
            Self.pointer(.move, 5, x: 40, t: 0.3), Self.pointer(.up, 4, t: 0.4), Self.pointer(.up, 5, x: 40, t: 0.5),
        ])
        #expect(trace.warnings.isEmpty)
        let ids = trace.events.compactMap { event -> PointerID? in
            if case .pointer(let pointer, _) = event { return pointer.pointer }
            return nil
        }
        #expect(ids.count == 5)
        #expect(ids[0] != ids[1] && ids[1] == ids[2] && ids[0] == ids[3] && ids[1] == ids[4])
    }

    @Test func timesGoingBackwardsAreWrittenAtTheLastTimeAndTimesBeyondADayLeftOut() throws {
        let trace = try Self.recordAndRead([
            .key("a", isDown: true, modifiers: [], time: -1),
            .key("a", isDown: false, modifiers: [], time: 0.5),
            .key("b", isDown: true, modifiers: [], time: 0.25),
            .key("b", isDown: false, modifiers: [], time: .nan),
            .key("c", isDown: true, modifiers: [], time: Trace.maximumTime * 2),
        ])
        #expect(trace.events.map(\.time) == [0, 0.5, 0.5])
    }

    /// As the runtime does: a begin while a pinch is under way cancels that one first, a step
    /// without a begin is ignored, the scale is kept within 1/100…100.
    @Test func touchpadPinchesAreWrittenAsTheRuntimeTakesThem() throws {
        let trace = try Self.recordAndRead([
            Self.pinch(.update, t: 0.1),
            Self.pinch(.begin, scale: 1, t: 0.2),
            Self.pinch(.update, scale: 1e9, degrees: 3_600_030, t: 0.3),
            Self.pinch(.begin, scale: 1, t: 0.4),
            Self.pinch(.update, scale: .nan, t: 0.45),
            Self.pinch(.end, scale: 0.5, t: 0.5),
            Self.pinch(.cancel, t: 0.6),
        ])
        #expect(trace.warnings.isEmpty)
        #expect(trace.events == [
            Self.pinch(.begin, scale: 1, t: 0.2),
            Self.pinch(.update, scale: TouchpadPinch.maximumScale, degrees: 30, t: 0.3),
            Self.pinch(.cancel, scale: TouchpadPinch.maximumScale, degrees: 30, t: 0.4),
            Self.pinch(.begin, scale: 1, t: 0.4),
            Self.pinch(.end, scale: 0.5, t: 0.5),
        ])
    }

    @Test func windowSidesBeyondWhatATraceMayGiveAreClamped() throws {
        let trace = try Self.recordAndRead([.resize(width: 0, height: 1e40, time: 0.1), .resize(width: .nan, height: 9, time: 0.2)],
                                           window: Vector(width: 1e40, height: 0.5))
        #expect(trace.windowSize == Vector(width: Trace.maximumWindowSide, height: 1))
        #expect(trace.events == [.resize(width: 1, height: Trace.maximumWindowSide, time: 0.1)])
        let unknown = try Self.recordAndRead([], window: Vector(width: .infinity, height: 800))
        #expect(unknown.windowSize == nil)
    }

    /// Random streams of every kind of event, odd numbers and orders included: every recording
    /// reads back with no error and no warning.
    @Test(arguments: 0..<16) func anyStreamOfEventsIsRecordedReadably(seed: UInt64) throws {
        var random = SplitMix64(seed: seed << 40 | 0x5EED)
        var events: [InputEvent] = []
        var time = 0.0
        for _ in 0..<400 { events.append(Self.randomEvent(&random, time: &time)) }
        let trace = try Self.recordAndRead(events)
        #expect(trace.warnings.isEmpty, "\(trace.warnings.prefix(2))")
        #expect(trace.events.count > 50)
    }

    static func randomEvent(_ random: inout SplitMix64, time: inout Double) -> InputEvent {
        let odd: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-300, 1e40, -1e40, 5, 640]
        func number(_ usual: ClosedRange<Double>) -> Double {
            random.next() % 8 == 0 ? odd[Int(random.next() % UInt64(odd.count))] : Double.random(in: usual, using: &random)
        }
        time += random.next() % 10 == 0 ? -0.05 : 0.01
        let t = random.next() % 50 == 0 ? odd[Int(random.next() % UInt64(odd.count))] : time
        let location = Point(x: number(0...1280), y: number(0...800))
        switch random.next() % 12 {
        case 0..<7:
            let kinds: [PointerEvent.Kind] = [.down, .move, .move, .up, .cancel]
            let devices: [PointerDevice] = [.touch, .mouse, .pen, .virtual]
            let id = PointerID(truncatingIfNeeded: random.next() % 12) - 2
            return .pointer(PointerEvent(kinds[Int(random.next() % 5)], pointer: id, at: location, time: t,
                                         device: devices[Int(random.next() % 4)]))
        case 7:
            let phases = TouchpadPinch.Phase.allCases
            return .touchpadPinch(TouchpadPinch(phases[Int(random.next() % 4)], at: location, scale: number(0.5...2),
                                                degrees: number(-90...90), time: t))
        case 8: return .wheel(at: location, delta: Vector(width: number(-3...3), height: 1), modifiers: .shift, time: t)
        case 9: return .key("k", isDown: random.next() % 2 == 0, modifiers: .ctrl, time: t)
        case 10: return random.next() % 3 == 0 ? .hover(at: random.next() % 4 == 0 ? nil : location, time: t)
            : .resize(width: number(1...2000), height: number(1...2000), time: t)
        default: return .focusLost(time: t)
        }
    }
}
