import CXInput2
import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileSDL
import TactileScenes

/// Issue 20, part 3: X11's XInput 2.4 pinch events (built here as the server sends them; Xvfb
/// never generates any) become `touchpad-pinch` steps that record and replay.
@Suite("Touchpad translation")
struct TouchpadTranslatorTests {
    /// An XI pinch event of `type` at (x, y) in the window, with X's cumulative scale and the
    /// turn since the last event (degrees, clockwise).
    static func event(_ type: Int32, x: Double, y: Double, scale: Double = 1, deltaAngle: Double = 0,
                      cancelled: Bool = false) -> XIGesturePinchEvent {
        var event = XIGesturePinchEvent()
        event.type = GenericEvent
        event.evtype = type
        event.detail = 2
        (event.event_x, event.event_y, event.root_x, event.root_y) = (x, y, x + 300, y + 100)
        (event.scale, event.delta_angle) = (scale, deltaAngle)
        event.flags = cancelled ? Int32(XIGesturePinchEventCancelled) : 0
        return event
    }

    static func pinch(_ input: InputEvent?) -> TouchpadPinch? {
        guard case .touchpadPinch(let pinch)? = input else { return nil }
        return pinch
    }

    @Test func aPinchBecomesBeginUpdatesAndEndWithTheTurnSummed() throws {
        var translator = TouchpadTranslator()
        let begin = try #require(Self.pinch(translator.translate(Self.event(XI_GesturePinchBegin, x: 400, y: 300), at: 0.5)))
        #expect(begin == TouchpadPinch(.begin, at: Point(x: 400, y: 300), time: 0.5))
        #expect(translator.isActive)
        _ = translator.translate(Self.event(XI_GesturePinchUpdate, x: 400, y: 300, scale: 1.2, deltaAngle: 4), at: 0.51)
        let update = try #require(Self.pinch(translator.translate(
            Self.event(XI_GesturePinchUpdate, x: 402, y: 301, scale: 1.5, deltaAngle: -1.5), at: 0.52)))
        #expect(update.phase == .update && update.location == Point(x: 402, y: 301) && update.scale == 1.5)
        #expect(abs(update.rotation.degrees - 2.5) < 1e-12)
        let end = try #require(Self.pinch(translator.translate(
            Self.event(XI_GesturePinchEnd, x: 402, y: 301, scale: 1.5, deltaAngle: 0.5), at: 0.53)))
        #expect(end.phase == .end && abs(end.rotation.degrees - 3) < 1e-12 && end.time == 0.53)
        #expect(!translator.isActive)
    }

    @Test func aCancelledEndIsACancel() throws {
        var translator = TouchpadTranslator()
        _ = translator.translate(Self.event(XI_GesturePinchBegin, x: 10, y: 10), at: 0)
        let end = try #require(Self.pinch(translator.translate(
            Self.event(XI_GesturePinchEnd, x: 10, y: 10, scale: 1.1, cancelled: true), at: 0.1)))
        #expect(end.phase == .cancel)
    }

    @Test func stepsWithoutABeginAndOtherEventsAreDropped() {
        var translator = TouchpadTranslator()
        #expect(translator.translate(Self.event(XI_GesturePinchUpdate, x: 10, y: 10, scale: 2), at: 0) == nil)
        #expect(translator.translate(Self.event(XI_GesturePinchEnd, x: 10, y: 10), at: 0) == nil)
        #expect(translator.translate(Self.event(XI_GestureSwipeBegin, x: 10, y: 10), at: 0) == nil)
        #expect(translator.translate(Self.event(XI_Motion, x: 10, y: 10), at: 0) == nil)
    }

    @Test func wildNumbersAreKeptOut() throws {
        var translator = TouchpadTranslator()
        #expect(translator.translate(Self.event(XI_GesturePinchBegin, x: .nan, y: 10), at: 0) == nil)
        _ = translator.translate(Self.event(XI_GesturePinchBegin, x: 10, y: 10), at: 0)
        _ = translator.translate(Self.event(XI_GesturePinchUpdate, x: 10, y: 10, scale: 1.5), at: 0.1)
        let kept = try #require(Self.pinch(translator.translate(
            Self.event(XI_GesturePinchUpdate, x: 10, y: 10, scale: -3, deltaAngle: .infinity), at: 0.2)))
        #expect(kept.scale == 1.5 && kept.rotation == .zero, "a bad scale keeps the last; a bad turn adds nothing")
        let huge = try #require(Self.pinch(translator.translate(Self.event(XI_GesturePinchUpdate, x: 10, y: 10, scale: 1e12), at: 0.3)))
        #expect(huge.scale == TouchpadPinch.maximumScale)
    }

    @Test func aRecordedTouchpadPinchZoomsTheShapeAndReplaysToTheSameStateTwice() throws {
        // What PlayWindow does with a pinch over the photo: translate, record, and later replay.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("xi-pinch-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try TraceWriter(path: path, windowSize: Vector(width: 1280, height: 800))
        var translator = TouchpadTranslator()
        var events = [Self.event(XI_GesturePinchBegin, x: 700, y: 420)]
        for step in 1...20 {
            events.append(Self.event(XI_GesturePinchUpdate, x: 700, y: 420, scale: 1 + Double(step) / 20, deltaAngle: 0.5))
        }
        events.append(Self.event(XI_GesturePinchEnd, x: 700, y: 420, scale: 2))
        for (index, event) in events.enumerated() {
            if let step = translator.translate(event, at: 0.2 + Double(index) / 60) { recorder.append(step) }
        }
        try recorder.close()

        let trace = try TraceReader.read(path: path)
        #expect(trace.events.count == 22)
        func replay() throws -> StateSnapshot {
            let simulation = Simulation(windowSize: try #require(trace.windowSize))
            simulation.load(try #require(BuiltInScenes.named("photo-zoom")).make(SceneOptions()))
            Replay.run(trace.events, on: simulation, until: 2)
            return simulation.snapshot
        }
        let first = try replay(), second = try replay()
        #expect(first.json == second.json)
        let photo = try #require(first.entities.first { $0.name == "photo" })
        #expect(abs(photo.scale - 2) < 1e-9)
        #expect(first.log.map(\.event) == ["began", "ended"])
    }
}
