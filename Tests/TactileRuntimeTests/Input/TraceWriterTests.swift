import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SPEC §2 and §10: `--record` writes every input event as a trace, flushed as it happens, so
/// that the session replays exactly.
@Suite("Trace writer")
struct TraceWriterTests {
    /// Events as a live session produces them: coordinates and times with all their digits.
    static let session: [InputEvent] = [
        .pointer(PointerEvent(.down, pointer: PointerIdentity.id(pointer: 1, device: .touch),
                              at: Point(x: 197.42857142857144, y: 1.0 / 3), time: 0.123456789)),
        .pointer(PointerEvent(.move, pointer: PointerIdentity.id(pointer: 1, device: .touch),
                              at: Point(x: 272.88634123855644, y: 304.29356587742495), time: 0.2 + 0.1)),
        .pointer(PointerEvent(.down, pointer: PointerIdentity.id(pointer: 0, device: .mouse),
                              at: Point(x: 10, y: 20), time: 0.4, device: .mouse, button: .right)),
        .pointer(PointerEvent(.up, pointer: PointerIdentity.id(pointer: 0, device: .mouse),
                              at: Point(x: 11.5, y: 20), time: 0.45, device: .mouse, button: .right)),
        .wheel(at: Point(x: 640.0000000000001, y: 400), delta: Vector(width: 0, height: -1.5), modifiers: .shift, time: 0.5),
        .key("Tab", isDown: true, modifiers: [.shift, .ctrl], time: 0.6),
        .key("Tab", isDown: false, modifiers: [], time: 0.61),
        .pointer(PointerEvent(.up, pointer: PointerIdentity.id(pointer: 1, device: .touch),
                              at: Point(x: 272.88634123855644, y: 304.29356587742495), time: 0.7)),
        .focusLost(time: 0.8),
        .resize(width: 1024, height: 768, time: 0.9),
    ]

    @Test func aRecordingReadsBackAsTheSameEvents() throws {
        let text = Self.session.compactMap(TraceWriter.line(for:)).joined(separator: "\n")
        let trace = try TraceReader.parse(text, file: "recorded.jsonl")
        #expect(trace.warnings.isEmpty)
        #expect(trace.events.count == Self.session.count)
        for (read, written) in zip(trace.events, Self.session) {
            #expect(read == written, "written \(written), read back \(read)")
        }
    }

    @Test func virtualPointersAreNotRecorded() {
        let virtual = InputEvent.pointer(PointerEvent(.down, pointer: 99, at: .zero, time: 0, device: .virtual))
        #expect(TraceWriter.line(for: virtual) == nil)
    }

    @Test func eachEventIsOnDiskAsSoonAsItIsWritten() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-record-\(UInt64.random(in: 0...UInt64.max)).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
        writer.append(Self.session[0])
        writer.append(Self.session[1])
        // Read while the writer is still open, as after a killed process.
        let trace = try TraceReader.read(path: path)
        #expect(trace.windowSize == Vector(width: 1280, height: 800))
        #expect(trace.events.count == 2)
        withExtendedLifetime(writer) {}
    }
}
