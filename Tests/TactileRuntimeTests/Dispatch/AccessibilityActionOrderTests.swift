import Testing
import TactileECS
import TactileGestures
import TactileRuntime

/// The keyboard's accessibility actions wait with the gestures' callbacks and run after the
/// gesture step (SPEC §11): an action sees the world as the tick's gestures left it, and may
/// despawn or reset with nothing lent.
@Suite("Accessibility actions after the gesture step")
struct AccessibilityActionOrderTests {
    /// A card dragged by a finger, and a focused button whose default action reads where the
    /// card is. The action runs in its key's tick, after that tick's gesture step, before the
    /// gestures' callbacks of the tick (the keys are read in the input stage): it sees the card
    /// where the callbacks of the ticks before left it, and the next tick's drag goes on.
    @Test func anActionRunsInItsKeysTickBeforeThatTicksCallbacks() throws {
        let simulation = Simulation()
        let world = simulation.world
        let card = simulation.spawn(name: "card", shape: .circle(radius: 40), appearance: Appearance(position: Point(x: 200, y: 200)))
        let button = simulation.spawn(name: "button", shape: .circle(radius: 20), appearance: Appearance(position: Point(x: 600, y: 600)))
        var order: [String] = []
        world.insert(Gestures(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { [unowned world] value in
            order.append("drag \(Int(value.translation.width))")
            world.retarget(card) { $0.position = Point(x: 200 + value.translation.width, y: 200) }
        }), for: card)
        world.insert(AccessibilityActions(defaultAction: { [unowned world] in
            order.append("action sees \(Int(world[Appearance.self, card]?.position.x ?? .nan))")
        }), for: button)
        world[resource: SceneSettings.self].focused = button
        // Return in the tick of the move to x = 300 (t = 0.245 and 0.246 lie in tick 30).
        let events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 200), time: 0.1)),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 250, y: 200), time: 0.2)),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 300, y: 200), time: 0.245)),
            .key("Return", isDown: true, modifiers: [], time: 0.246),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 320, y: 200), time: 0.3)),
        ]
        Replay.run(events.filter { $0.time <= 0.25 }, on: simulation, until: 0.25)
        #expect(order == ["drag 0", "drag 50", "action sees 250", "drag 100"])
        Replay.run(events.filter { $0.time > 0.25 }, on: simulation, until: 0.35)
        #expect(order.last == "drag 120")
        #expect(world[Appearance.self, card]?.position.x == 320)
    }

    /// A default action that despawns the entity a finger is dragging, and one that resets the
    /// scene, in the middle of a drag: the drag is cancelled once and later input works.
    @Test func anActionMayDespawnOrResetMidGesture() throws {
        let simulation = Simulation()
        let world = simulation.world
        let card = simulation.spawn(name: "card", shape: .circle(radius: 40), appearance: Appearance(position: Point(x: 200, y: 200)))
        let button = simulation.spawn(name: "button", shape: .circle(radius: 20), appearance: Appearance(position: Point(x: 600, y: 600)))
        var cancels = 0
        world.insert(Gestures(DragGesture().onCancelled { cancels += 1 }), for: card)
        world.insert(AccessibilityActions(defaultAction: { [unowned world] in world.despawn(card) }), for: button)
        world[resource: SceneSettings.self].focused = button
        let events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 200), time: 0.1)),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 260, y: 200), time: 0.2)),
            .key("Return", isDown: true, modifiers: [], time: 0.3),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 300, y: 200), time: 0.35)),
            .pointer(PointerEvent(.up, pointer: 1, at: Point(x: 300, y: 200), time: 0.4)),
        ]
        Replay.run(events, on: simulation, until: 0.5)
        #expect(!world.isAlive(card))
        #expect(cancels == 1)
        #expect(simulation.log.map { "\($0.entity) \($0.event)" } == ["card began", "card cancelled"])
        #expect(world.resource(GestureArena.self).isIdle)
    }
}
