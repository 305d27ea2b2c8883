import CSDL2
import Foundation
import Testing
import TactileGestures
import TactileECS
import TactileRuntime
@testable import TactileSDL
import TactileScenes

/// Real SDL events, pushed with SDL_PushEvent into a running (headless) window's loop.
@Suite("SDL input through a running window", .serialized)
@MainActor
struct PlayWindowInputTests {
    @Test func aFingerDragMovesTheStar() throws {
        let harness = try WindowHarness(scene: "drag-star")
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 640, y: 400, window: harness.size)
        harness.pump()
        for i in 1...20 {
            SDLEvents.finger(SDL_FINGERMOTION, id: 1, x: 640 + Double(i) * 5, y: 400 + Double(i) * 2, window: harness.size)
            harness.pump()
        }
        SDLEvents.finger(SDL_FINGERUP, id: 1, x: 740, y: 440, window: harness.size)
        harness.pump()
        harness.wait(1)
        let star = harness.entity("star")
        #expect(abs(star.x - 740) < 1 && abs(star.y - 440) < 1)
    }

    @Test func twoFingersPinchThePhoto() throws {
        let harness = try WindowHarness(scene: "photo-zoom")
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 690, y: 400, window: harness.size)
        SDLEvents.finger(SDL_FINGERDOWN, id: 2, x: 590, y: 400, window: harness.size)
        harness.pump()
        for i in 1...30 {
            let spread = 50 + Double(i) * 50 / 30
            SDLEvents.finger(SDL_FINGERMOTION, id: 1, x: 640 + spread, y: 400, window: harness.size)
            SDLEvents.finger(SDL_FINGERMOTION, id: 2, x: 640 - spread, y: 400, window: harness.size)
            harness.pump()
        }
        SDLEvents.finger(SDL_FINGERUP, id: 1, x: 740, y: 400, window: harness.size)
        SDLEvents.finger(SDL_FINGERUP, id: 2, x: 540, y: 400, window: harness.size)
        harness.pump()
        harness.wait(1)
        #expect(abs(harness.entity("photo").scale - 2) < 0.02)
    }

    @Test func twoFingersTwistTheSquare() throws {
        let harness = try WindowHarness(scene: "rotate-square")
        func place(_ angle: Double) {
            let a = angle * .pi / 180
            SDLEvents.finger(SDL_FINGERMOTION, id: 1, x: 640 + 80 * cos(a), y: 400 + 80 * sin(a), window: harness.size)
            SDLEvents.finger(SDL_FINGERMOTION, id: 2, x: 640 - 80 * cos(a), y: 400 - 80 * sin(a), window: harness.size)
        }
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 720, y: 400, window: harness.size)
        SDLEvents.finger(SDL_FINGERDOWN, id: 2, x: 560, y: 400, window: harness.size)
        harness.pump()
        for i in 1...30 {
            place(Double(i) * 45 / 30)
            harness.pump()
        }
        SDLEvents.finger(SDL_FINGERUP, id: 1, x: 640 + 80 * cos(.pi / 4), y: 400 + 80 * sin(.pi / 4), window: harness.size)
        SDLEvents.finger(SDL_FINGERUP, id: 2, x: 640 - 80 * cos(.pi / 4), y: 400 - 80 * sin(.pi / 4), window: harness.size)
        harness.pump()
        harness.wait(1)
        #expect(abs(harness.entity("square").rotation - 45) < 1)
    }

    @Test func aTouchMadeMouseEventIsIgnored() throws {
        let harness = try WindowHarness(scene: "tap-star")
        SDLEvents.mouseButton(down: true, x: 640, y: 400, fromTouch: true)
        harness.pump()
        SDLEvents.mouseButton(down: false, x: 640, y: 400, fromTouch: true)
        harness.pump()
        harness.wait(1)
        #expect(harness.entity("star").scale == 1)

        SDLEvents.mouseButton(down: true, x: 640, y: 400)
        harness.pump()
        SDLEvents.mouseButton(down: false, x: 640, y: 400)
        harness.pump()
        harness.wait(1)
        #expect(abs(harness.entity("star").scale - 0.5) < 0.01, "a real click taps")
    }

    @Test func mouseMotionWithNoButtonHeldHoversAndIsRecorded() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-hover-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = try WindowHarness(scene: "hover", record: path)
        SDLEvents.mouseMotion(x: 100, y: 100)
        harness.pump()
        SDLEvents.mouseMotion(x: 640, y: 300)
        harness.pump()
        harness.wait(0.5)
        #expect(abs(harness.entity("card-2").scale - 1.1) < 0.01, "the card under the mouse lifts")
        SDLEvents.mouseButton(down: true, x: 640, y: 300)
        harness.pump()
        SDLEvents.mouseMotion(x: 940, y: 300)
        harness.pump()
        #expect(!harness.simulation.log.contains { $0.entity == "card-3" }, "a drag with the button held is no hover")
        SDLEvents.mouseButton(down: false, x: 940, y: 300)
        harness.pump()
        SDLEvents.windowLeft()
        harness.pump()
        harness.wait(0.5)
        let events = harness.simulation.log.filter { $0.entity == "card-2" }.map(\.event)
        #expect(events == ["hover-began", "hover-ended"])

        let trace = try TraceReader.read(path: path)
        #expect(trace.events.filter { if case .hover = $0 { true } else { false } }.count == 3)
        let replayed = Simulation(windowSize: harness.size)
        replayed.load(TactileScenes.BuiltInScenes.named("hover")!.make(.init()))
        Replay.run(trace.events, on: replayed, until: harness.simulation.now)
        #expect(replayed.snapshot == harness.simulation.snapshot)
    }

    @Test func losingFocusCancelsADrag() throws {
        let harness = try WindowHarness(scene: "draggable-circle")
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 640, y: 400, window: harness.size)
        harness.pump()
        harness.wait(0.6)
        for i in 1...10 {
            SDLEvents.finger(SDL_FINGERMOTION, id: 1, x: 640 + Double(i) * 5, y: 400, window: harness.size)
            harness.pump()
        }
        #expect(harness.entity("circle").border, "dragging")
        SDLEvents.focusLost()
        harness.pump()
        harness.wait(1)
        let circle = harness.entity("circle")
        #expect(!circle.border)
        #expect(abs(circle.x - 640) < 0.5, "the drag was cancelled, not committed")
        #expect(harness.simulation.log.contains { $0.entity == "circle" && $0.event == "cancelled" })
    }

    @Test func keysReachTheSimulation() throws {
        let harness = try WindowHarness(scene: "tap-star")
        SDLEvents.key(SDLK_TAB)
        harness.pump()
        #expect(harness.entity("star").focused)
        SDLEvents.key(SDLK_RETURN)
        harness.pump()
        harness.wait(1)
        #expect(abs(harness.entity("star").scale - 0.5) < 0.01)
    }

    @Test func aRecordingReplaysToTheSameState() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-record-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = try WindowHarness(scene: "drag-star", record: path)
        SDLEvents.finger(SDL_FINGERDOWN, id: 3, x: 640, y: 400, window: harness.size)
        harness.pump(after: 0.013)
        for i in 1...25 {
            SDLEvents.finger(SDL_FINGERMOTION, id: 3, x: 640 - Double(i) * 4, y: 400 + Double(i) * 3, window: harness.size)
            harness.pump(after: 0.0071)
        }
        SDLEvents.finger(SDL_FINGERUP, id: 3, x: 540, y: 475, window: harness.size)
        harness.pump()
        SDLEvents.key(SDLK_TAB)
        harness.pump()
        harness.wait(1.5)

        let trace = try TraceReader.read(path: path)
        let replayed = Simulation(windowSize: harness.size)
        replayed.load(TactileScenes.BuiltInScenes.named("drag-star")!.make(.init()))
        Replay.run(trace.events, on: replayed, until: harness.simulation.now)
        #expect(replayed.snapshot == harness.simulation.snapshot)
        #expect(trace.events.count == 28)
    }
}
