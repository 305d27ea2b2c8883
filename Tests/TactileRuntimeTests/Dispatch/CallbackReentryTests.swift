import Testing
import TactileECS
import TactileGestures
import TactileRuntime

/// What a gesture callback may do to the world mid-gesture (SPEC §11): despawn its own entity
/// or another one held by another finger, reset the scene (at once or through a command), spawn,
/// replace a gesture. Each leaves the interactions it touched cancelled cleanly, each outcome
/// logged once, and later input working. (Run in the debug build, whose checks trap when a lent
/// resource is reached again.)
@Suite("Callbacks that change the world mid-gesture")
struct CallbackReentryTests {
    /// What the callbacks saw and did.
    final class Counts {
        var changes = 0
        var cancels = 0
        var ends = 0
        var fired = false
        /// `changes` when the callback changed the world.
        var atFire = 0

        func fire() -> Bool {
            guard !fired else { return false }
            (fired, atFire) = (true, changes)
            return true
        }
    }

    /// A drag of `pointer` from `start` by `offset`, a move every 20 ms from `time` on.
    static func drag(_ pointer: PointerID, from start: Point, by offset: Vector, at time: Double,
                     release: Bool = true) -> [InputEvent] {
        var events: [InputEvent] = [.pointer(PointerEvent(.down, pointer: pointer, at: start, time: time))]
        for step in 1...10 {
            let f = Double(step) / 10
            events.append(.pointer(PointerEvent(.move, pointer: pointer, at: Point(x: start.x + offset.width * f, y: start.y + offset.height * f),
                                                time: time + 0.2 * f)))
        }
        if release {
            events.append(.pointer(PointerEvent(.up, pointer: pointer, at: Point(x: start.x + offset.width, y: start.y + offset.height),
                                                time: time + 0.25)))
        }
        return events
    }

    /// Several fingers' events in the order of their times.
    static func merged(_ streams: [InputEvent]...) -> [InputEvent] {
        streams.flatMap { $0 }.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    static func log(_ simulation: Simulation) -> [String] { simulation.log.map { "\($0.entity) \($0.event)" } }

    static func spawnCard(_ name: String, at position: Point, in simulation: Simulation) -> Entity {
        simulation.spawn(name: name, shape: .circle(radius: 40), appearance: Appearance(position: position, fill: .orange))
    }

    static func isIdle(_ simulation: Simulation) -> Bool { simulation.world.resource(GestureArena.self).isIdle }

    @Test func aCallbackDespawnsItsOwnEntity() {
        let simulation = Simulation()
        let world = simulation.world
        let counts = Counts()
        let card = Self.spawnCard("card", at: Point(x: 200, y: 200), in: simulation)
        let other = Self.spawnCard("other", at: Point(x: 500, y: 200), in: simulation)
        world.insert(Gestures(DragGesture().onChanged { [unowned world] value in
            counts.changes += 1
            if value.translation.width > 30, counts.fire() { world.despawn(card) }
        }.onCancelled { counts.cancels += 1 }), for: card)
        world.insert(Gestures(DragGesture().onEnded { _ in counts.ends += 1 }), for: other)
        Replay.run(Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 100, height: 0), at: 0.1), on: simulation, until: 0.5)
        #expect(!world.isAlive(card))
        #expect(counts.cancels == 1, "cancelled once, as its entity went")
        #expect(counts.fired && counts.changes == counts.atFire, "no change after the entity went")
        #expect(Self.isIdle(simulation))
        #expect(Self.log(simulation) == ["card began", "card cancelled"])
        // The same place, the next entity: input still works.
        Replay.run(Self.drag(1, from: Point(x: 500, y: 200), by: Vector(width: 0, height: 60), at: 0.6), on: simulation, until: 1)
        #expect(counts.ends == 1)
        #expect(Self.log(simulation) == ["card began", "card cancelled", "other began", "other ended"])
    }

    @Test func aCallbackDespawnsAnEntityAnotherFingerHolds() {
        let simulation = Simulation()
        let world = simulation.world
        let counts = Counts()
        let a = Self.spawnCard("a", at: Point(x: 200, y: 200), in: simulation)
        let b = Self.spawnCard("b", at: Point(x: 500, y: 200), in: simulation)
        world.insert(Gestures(DragGesture().onChanged { [unowned world] value in
            counts.changes += 1
            if value.translation.width > 30, counts.fire() { world.despawn(b) }
        }.onEnded { _ in counts.ends += 1 }), for: a)
        world.insert(Gestures(DragGesture().onCancelled { counts.cancels += 1 }), for: b)
        let events = Self.merged(
            Self.drag(2, from: Point(x: 500, y: 200), by: Vector(width: 0, height: 100), at: 0.1, release: false),
            Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 100, height: 0), at: 0.2))
        Replay.run(events, on: simulation, until: 0.6)
        #expect(!world.isAlive(b))
        #expect(world.isAlive(a))
        #expect(counts.cancels == 1, "b's drag is cancelled once")
        #expect(counts.changes > counts.atFire && counts.ends == 1, "a's drag goes on to its end")
        #expect(Self.log(simulation) == ["b began", "a began", "b cancelled", "a ended"])
        // Finger 2, still down, moves nothing and lifts; a new press on `a` drags it again.
        let after: [InputEvent] = [.pointer(PointerEvent(.up, pointer: 2, at: Point(x: 500, y: 300), time: 0.7))]
            + Self.drag(3, from: Point(x: 200, y: 200), by: Vector(width: -50, height: 0), at: 0.8)
        Replay.run(after, on: simulation, until: 1.2)
        #expect(counts.ends == 2)
        #expect(Self.isIdle(simulation))
        #expect(Self.log(simulation).suffix(2) == ["a began", "a ended"])
    }

    /// A scene of one card whose drag, once it has moved 30 points, resets the scene: at once
    /// from the callback, or from a command the callback queues behind another.
    struct ResettingScene: SceneContent {
        let counts: Counts
        let throughCommand: Bool

        func install(in simulation: Simulation) {
            let world = simulation.world
            let card = CallbackReentryTests.spawnCard("card", at: Point(x: 200, y: 200), in: simulation)
            let (counts, throughCommand) = (counts, throughCommand)
            // Given by a command, as a scene may: a reset applied from a command must apply it too.
            world.commands.insert(Gestures(DragGesture().onChanged { [unowned simulation] value in
                counts.changes += 1
                guard value.translation.width > 30, counts.fire() else { return }
                if throughCommand {
                    simulation.world.commands.add { _ in }
                    simulation.world.commands.add { $0.resourceIfPresent(SceneControl.self)?.reset() }
                } else {
                    simulation.resetScene()
                }
            }.onEnded { _ in counts.ends += 1 }.onCancelled { counts.cancels += 1 }), for: card)
        }

        func fresh() -> any SceneContent { self }
    }

    @Test(arguments: [false, true])
    func aCallbackResetsTheScene(throughCommand: Bool) throws {
        let simulation = Simulation()
        let counts = Counts()
        simulation.load(ResettingScene(counts: counts, throughCommand: throughCommand))
        let before = try #require(simulation.entity(named: "card"))
        Replay.run(Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 100, height: 0), at: 0.1), on: simulation, until: 0.5)
        let card = try #require(simulation.entity(named: "card"), "the fresh scene has its card")
        #expect(card != before && !simulation.world.isAlive(before))
        #expect(counts.cancels == 1 && counts.ends == 0, "the drag under way is cancelled, once")
        #expect(Self.isIdle(simulation))
        #expect(simulation.world[Gestures.self, card] != nil, "the fresh card has its gesture")
        #expect(Self.log(simulation) == ["card began", "card cancelled"])
        // The fresh card drags.
        Replay.run(Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 0, height: 60), at: 0.6), on: simulation, until: 1)
        #expect(counts.ends == 1)
        #expect(Self.log(simulation) == ["card began", "card cancelled", "card began", "card ended"])
    }

    @Test func aCallbackSpawnsAnEntity() throws {
        let simulation = Simulation()
        let world = simulation.world
        let counts = Counts()
        let card = Self.spawnCard("card", at: Point(x: 200, y: 200), in: simulation)
        world.insert(Gestures(DragGesture().onChanged { [unowned simulation] value in
            counts.changes += 1
            guard value.translation.width > 30, counts.fire() else { return }
            let spawned = Self.spawnCard("spawned", at: Point(x: 600, y: 400), in: simulation)
            simulation.world.insert(Gestures(DragGesture().onEnded { _ in counts.ends += 10 }), for: spawned)
        }.onEnded { _ in counts.ends += 1 }), for: card)
        Replay.run(Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 100, height: 0), at: 0.1), on: simulation, until: 0.5)
        let spawned = try #require(simulation.entity(named: "spawned"))
        #expect(world.isAlive(spawned) && world.isAlive(card))
        #expect(counts.changes > counts.atFire && counts.ends == 1, "the drag under way goes on to its end")
        #expect(Self.isIdle(simulation))
        // The entity spawned takes input.
        Replay.run(Self.drag(1, from: Point(x: 600, y: 400), by: Vector(width: 0, height: 60), at: 0.6), on: simulation, until: 1)
        #expect(counts.ends == 11)
        #expect(Self.log(simulation) == ["card began", "card ended", "spawned began", "spawned ended"])
    }

    @Test func aCallbackReplacesItsEntitysGesture() {
        let simulation = Simulation()
        let world = simulation.world
        let counts = Counts()
        let card = Self.spawnCard("card", at: Point(x: 200, y: 200), in: simulation)
        world.insert(Gestures(DragGesture().onChanged { [unowned world] value in
            counts.changes += 1
            guard value.translation.width > 30, counts.fire() else { return }
            world.insert(Gestures(TapGesture().onEnded { counts.ends += 10 }), for: card)
        }.onEnded { _ in counts.ends += 1 }), for: card)
        Replay.run(Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 100, height: 0), at: 0.1), on: simulation, until: 0.5)
        // The interaction under way keeps the gesture it started with, to its end.
        #expect(counts.changes > counts.atFire && counts.ends == 1)
        #expect(Self.isIdle(simulation))
        #expect(Self.log(simulation) == ["card began", "card ended"])
        // The next press meets the new gesture: a tap taps, a drag does nothing.
        let changes = counts.changes
        let tap: [InputEvent] = [.pointer(PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 200), time: 0.6)),
                                 .pointer(PointerEvent(.up, pointer: 1, at: Point(x: 200, y: 200), time: 0.65))]
        Replay.run(tap + Self.drag(1, from: Point(x: 200, y: 200), by: Vector(width: 100, height: 0), at: 0.8),
                   on: simulation, until: 1.2)
        #expect(counts.changes == changes, "no drag any more")
        #expect(counts.ends == 11)
        #expect(Self.log(simulation) == ["card began", "card ended", "card ended"])
    }
}
