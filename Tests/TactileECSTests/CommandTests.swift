import Testing
import TactileECS

/// Commands queue structural changes and apply them in order, later; despawn observers see an
/// entity as it goes, no longer alive, its components still there.
@Suite("Commands and despawn observers")
struct CommandTests {
    /// What the commands did, in order.
    final class Trace { var steps: [String] = [] }

    @Test func spawnNowComponentsLater() {
        let world = World()
        let entity = world.commands.spawn()
        world.commands.insert(Name(value: "later"), for: entity)
        #expect(world.isAlive(entity) && world.count == 1, "the entity exists at once")
        #expect(world[Name.self, entity] == nil, "its components wait")
        #expect(!world.commands.isEmpty)
        world.commands.apply()
        #expect(world[Name.self, entity] == Name(value: "later"))
        #expect(world.commands.isEmpty)
    }

    @Test func commandsApplyInTheOrderTheyWereQueued() {
        let world = World()
        let trace = Trace()
        let (a, b, c) = (world.spawn(), world.spawn(), world.spawn())
        world.insert(Name(value: "b"), for: b)
        let commands = world.commands
        commands.insert(Name(value: "first"), for: a)
        commands.add { world in trace.steps.append("add sees \(world[Name.self, a]?.value ?? "-")") }
        commands.insert(Name(value: "second"), for: a)
        commands.remove(Name.self, from: b)
        commands.add { world in trace.steps.append("b has \(world[Name.self, b]?.value ?? "-")") }
        commands.insert(Name(value: "again"), for: b)
        commands.despawn(c)
        commands.add { world in trace.steps.append("c alive \(world.isAlive(c))") }
        #expect(trace.steps.isEmpty && world.isAlive(c), "nothing happens before apply")
        commands.apply()
        #expect(trace.steps == ["add sees first", "b has -", "c alive false"])
        #expect(world[Name.self, a] == Name(value: "second"))
        #expect(world[Name.self, b] == Name(value: "again"))
        #expect(!world.isAlive(c) && world.count == 2)
    }

    @Test func commandsQueuedByCommandsRunInTheSameApply() {
        let world = World()
        let trace = Trace()
        world.commands.add { world in
            trace.steps.append("outer")
            world.commands.add { _ in trace.steps.append("inner") }
            let child = world.commands.spawn()
            world.commands.insert(Name(value: "child"), for: child)
        }
        world.commands.add { _ in trace.steps.append("second outer") }
        world.commands.apply()
        #expect(trace.steps == ["outer", "second outer", "inner"])
        #expect(world.query(Name.self).count == 1)
        #expect(world.commands.isEmpty)
        world.commands.apply()
        #expect(trace.steps.count == 3, "nothing runs twice")
    }

    @Test func insertingForADeadEntityDoesNothing() {
        let world = World()
        let doomed = world.spawn()
        world.commands.insert(Name(value: "ghost"), for: doomed)
        world.despawn(doomed)
        let heir = world.spawn()                        // takes the dead entity's slot
        #expect(heir.index == doomed.index)
        world.commands.insert(Name(value: "ghost 2"), for: doomed)
        world.commands.apply()
        #expect(world.store(Name.self).isEmpty, "neither the dead entity nor its heir got it")
        #expect(world[Name.self, heir] == nil)
    }

    @Test func despawnAndRemoveOfWhatIsGoneAreHarmless() {
        let world = World()
        let a = world.spawn(), b = world.spawn()
        world.commands.despawn(a)
        world.commands.despawn(a)
        world.commands.remove(Name.self, from: b)
        world.commands.apply()
        #expect(world.entities == [b])
    }

    @Test func removeAllDropsWhatIsQueued() {
        let world = World()
        let a = world.spawn()
        world.commands.insert(Name(value: "x"), for: a)
        world.commands.removeAll()
        #expect(world.commands.isEmpty)
        world.commands.apply()
        #expect(world[Name.self, a] == nil)
        world.commands.despawn(a)
        world.removeAll()
        #expect(world.commands.isEmpty, "the world's removeAll drops the commands too")
    }

    @Test func observersSeeTheEntityGoingWithItsComponents() {
        let world = World()
        let trace = Trace()
        let (a, b) = (world.spawn(), world.spawn())
        world.insert(Name(value: "a"), for: a)
        world.insert(Position(x: 3, y: 4), for: a)
        world.insert(Name(value: "b"), for: b)
        world.onDespawn { world, entity in
            let name = world[Name.self, entity]?.value ?? "-"
            let x = world[Position.self, entity]?.x ?? -1
            trace.steps.append("\(name) at \(x), alive \(world.isAlive(entity)), \(world.count) alive")
        }
        world.onDespawn { _, entity in trace.steps.append("second observer \(entity)") }
        world.despawn(a)
        #expect(trace.steps == ["a at 3.0, alive false, 2 alive", "second observer \(a)"],
                "no longer alive (a second despawn does nothing), its components still there")
        #expect(world[Name.self, a] == nil && world.store(Position.self).isEmpty, "gone after")
        world.despawn(a)
        #expect(trace.steps.count == 2, "no second call for a dead entity")
        world.commands.despawn(b)
        #expect(trace.steps.count == 2, "a queued despawn tells no one until it is applied")
        world.commands.apply()
        #expect(trace.steps.suffix(2) == ["b at -1.0, alive false, 1 alive", "second observer \(b)"])
    }

    @Test func anObserverMayQueueCommands() {
        // The usual way for an observer to react: a command, applied with the others.
        let world = World()
        let parent = world.spawn(), child = world.spawn()
        world.insert(Name(value: "child"), for: child)
        world.onDespawn { world, entity in
            if entity == parent { world.commands.despawn(child) }
        }
        world.commands.despawn(parent)
        world.commands.apply()
        #expect(world.count == 0)
        #expect(world.store(Name.self).isEmpty)
    }
}
