import Testing
import TactileECS
import TactileGestures
import TactileRuntime

/// A system of the game's own that reads a drag's translation and a pinch's magnification from
/// gesture events, with no callback on the gesture — the README's "Game-style" example.
@Suite("Gesture events with values")
struct GestureValueEventTests {
    // The README's example, from here…
    typealias DragAndPinch = SimultaneousGesture<DragGesture, MagnifyGesture>

    /// Moves each card by its drag's translation and scales it by its pinch's magnification.
    struct FollowDragAndPinch: System {
        var values = EventReader<GestureValueEvent<DragAndPinch.Value>>()
        var starts: [Entity: Appearance] = [:]

        mutating func run(in world: World) {
            for event in values.read(world) {
                switch event.kind {
                case .began:
                    starts[event.entity] = world[Appearance.self, event.entity]
                case .changed:
                    guard var next = starts[event.entity], let value = event.value else { continue }
                    next.position = next.position + (value.first?.translation ?? .zero)
                    next.scale *= value.second?.magnification ?? 1
                    world.retarget(event.entity, to: next)
                case .ended, .cancelled:
                    starts[event.entity] = nil
                }
            }
        }
    }

    static func makeTable() -> (Simulation, Entity) {
        let simulation = Simulation()
        let world = simulation.world
        let card = world.spawn()
        world.insert(Name("card"), for: card)
        world.insert(Shape(.roundedRectangle(width: 120, height: 80, cornerRadius: 12)), for: card)
        world.insert(Appearance(position: Point(x: 300, y: 300), fill: .orange), for: card)
        world.insert(Gestures(DragGesture(coordinateSpace: .global).simultaneously(with: MagnifyGesture())), for: card)
        // The gesture system sends these events once the world has their queue.
        _ = world.events(GestureValueEvent<DragAndPinch.Value>.self)
        simulation.schedule.add(FollowDragAndPinch(), to: .scene)
        return (simulation, card)
    }
    // …to here.

    /// Writes down the kinds of the value events, tick by tick.
    final class Kinds { var seen: [GestureEvent.Kind] = [] }
    struct RecordKinds: System {
        let kinds: Kinds
        var reader = EventReader<GestureValueEvent<DragAndPinch.Value>>()
        mutating func run(in world: World) { kinds.seen += reader.read(world).map(\.kind) }
    }

    @Test func aDragMovesTheCardThroughEvents() throws {
        let (simulation, card) = Self.makeTable()
        let kinds = Kinds()
        simulation.schedule.add(RecordKinds(kinds: kinds), to: .log)
        var events: [InputEvent] = [.pointer(PointerEvent(.down, pointer: 1, at: Point(x: 300, y: 300), time: 0.1))]
        for step in 1...10 {
            let f = Double(step) / 10
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: 300 + 80 * f, y: 300 - 40 * f), time: 0.1 + 0.2 * f)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: Point(x: 380, y: 260), time: 0.35)))
        Replay.run(events, on: simulation, until: 0.33)
        let moved = try #require(simulation.presentations[card]?.appearance.position)
        #expect(abs(moved.x - 380) < 1e-9 && abs(moved.y - 260) < 1e-9, "the card follows the translation: \(moved)")
        Replay.run([events.last!], on: simulation, until: 0.5)
        let seen = kinds.seen
        #expect(seen.first == .began && seen.last == .ended && seen.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(simulation.log.map(\.event) == ["began", "ended"], "the state file's log is as before")
    }

    @Test func aPinchScalesTheCardThroughEvents() throws {
        let (simulation, card) = Self.makeTable()
        var events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 280, y: 300), time: 0.1)),
            .pointer(PointerEvent(.down, pointer: 2, at: Point(x: 320, y: 300), time: 0.1)),
        ]
        // Finger 1 stays; finger 2 moves off to twice the distance: a magnification of 2.
        for step in 1...10 {
            events.append(.pointer(PointerEvent(.move, pointer: 2, at: Point(x: 320 + 4 * Double(step), y: 300),
                                                time: 0.1 + 0.02 * Double(step))))
        }
        Replay.run(events, on: simulation, until: 0.4)
        let presented = try #require(simulation.presentations[card]?.appearance)
        #expect(abs(presented.scale - 2) < 1e-9, "scaled by the magnification: \(presented.scale)")
        #expect(presented.position == Point(x: 300, y: 300), "finger 1 did not drag")
    }

    @Test func withoutTheQueueNothingIsSent() {
        let simulation = Simulation()
        let world = simulation.world
        let card = simulation.spawn(name: "card", shape: .circle(radius: 40), appearance: Appearance(position: Point(x: 200, y: 200), fill: .orange))
        world.insert(Gestures(DragGesture()), for: card)
        var events: [InputEvent] = [.pointer(PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 200), time: 0.1))]
        for step in 1...5 { events.append(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: 200 + 10 * Double(step), y: 200), time: 0.1 + 0.02 * Double(step)))) }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: Point(x: 250, y: 200), time: 0.25)))
        Replay.run(events, on: simulation, until: 0.4)
        #expect(world.existingEvents(GestureValueEvent<DragGesture.Value>.self) == nil)
        #expect(simulation.log.map(\.event) == ["began", "ended"])
    }
}
