import Testing
import TactileECS

/// Entities are slot indices with generations: spawning reuses freed slots, and a handle to a
/// despawned entity stays dead even when its slot is reused.
@Suite("Entities")
struct EntityTests {
    @Test func spawnedEntitiesAreAliveAndDistinct() {
        let world = World()
        let entities = (0..<5).map { _ in world.spawn() }
        #expect(Set(entities).count == 5)
        #expect(entities.allSatisfy(world.isAlive))
        #expect(world.count == 5)
        #expect(entities.map(\.index) == [0, 1, 2, 3, 4])
        #expect(entities.allSatisfy { $0.generation == 0 })
    }

    @Test func despawnKillsOnlyThatEntity() {
        let world = World()
        let (a, b, c) = (world.spawn(), world.spawn(), world.spawn())
        world.despawn(b)
        #expect(!world.isAlive(b))
        #expect(world.isAlive(a) && world.isAlive(c))
        #expect(world.count == 2)
        #expect(world.entities == [a, c])
    }

    @Test func despawningTwiceOrAStrangerChangesNothing() {
        let world = World()
        let a = world.spawn()
        world.despawn(a)
        world.despawn(a)
        #expect(world.count == 0, "a second despawn of the same handle is ignored")
        world.despawn(Entity(index: 40, generation: 0))
        #expect(world.count == 0, "a handle this world never made is ignored")
        #expect(!world.isAlive(Entity(index: 40, generation: 0)))
    }

    @Test func aReusedSlotDoesNotReviveTheOldHandle() {
        let world = World()
        let old = world.spawn()
        world.insert(Name(value: "old"), for: old)
        world.despawn(old)
        let new = world.spawn()
        #expect(new.index == old.index, "the freed slot is reused")
        #expect(new.generation == old.generation + 1)
        #expect(new != old)
        #expect(world.isAlive(new))
        #expect(!world.isAlive(old))
        #expect(world[Name.self, old] == nil, "the old handle names no component")
        world.insert(Name(value: "new"), for: new)
        #expect(world[Name.self, old] == nil, "not even the new entity's")
        #expect(world.store(Name.self).contains(old) == false)
        world.despawn(old)
        #expect(world.isAlive(new), "despawning the old handle leaves the new entity alone")
    }

    @Test func generationsKeepCountingThroughManyReuses() {
        let world = World()
        var handles: [Entity] = []
        for _ in 0..<10 {
            let entity = world.spawn()
            handles.append(entity)
            world.despawn(entity)
        }
        #expect(Set(handles.map(\.index)) == [0])
        #expect(handles.map(\.generation) == Array(0..<10))
        #expect(handles.allSatisfy { !world.isAlive($0) })
        #expect(world.count == 0)
    }

    @Test func entitiesListsTheLivingInIndexOrder() {
        let world = World()
        let spawned = (0..<6).map { _ in world.spawn() }
        world.despawn(spawned[1])
        world.despawn(spawned[4])
        let reused = world.spawn()
        #expect(reused.index == 4, "the slot freed last is reused first")
        #expect(world.entities == [spawned[0], spawned[2], spawned[3], reused, spawned[5]])
        #expect(world.entities.count == world.count)
    }

    @Test func despawnRemovesEveryComponent() {
        let world = World()
        let a = world.spawn(), b = world.spawn()
        world.insert(Position(x: 1, y: 2), for: a)
        world.insert(Name(value: "a"), for: a)
        world.insert(Name(value: "b"), for: b)
        world.despawn(a)
        #expect(world.store(Position.self).count == 0)
        #expect(world.store(Name.self).entities == [b])
        #expect(world[Name.self, b] == Name(value: "b"))
    }

    @Test func removeAllEmptiesTheWorldButKeepsResources() {
        let world = World()
        let a = world.spawn()
        world.insert(Name(value: "a"), for: a)
        world.insertResource(Counter(value: 3))
        world.removeAll()
        #expect(world.count == 0)
        #expect(world.entities.isEmpty)
        #expect(!world.isAlive(a))
        #expect(world.store(Name.self).isEmpty)
        #expect(world.resourceIfPresent(Counter.self) == Counter(value: 3))
    }

    @Test func anEntityFromBeforeRemoveAllStaysDead() {
        // removeAll is a despawn of everything: the handles it kills must not name the
        // entities spawned afterwards in the same slots.
        let world = World()
        let old = world.spawn()
        world.removeAll()
        let new = world.spawn()
        #expect(!world.isAlive(old))
        #expect(new != old, "a handle from before removeAll names a new entity")
    }

    @Test func entitiesAreOrderedByIndexAndConsistentWithEquality() {
        let first = Entity(index: 1, generation: 5), second = Entity(index: 2, generation: 0)
        #expect(first < second)
        #expect([second, first].sorted() == [first, second])
        // Comparable demands exactly one of <, == and > for any two values.
        let older = Entity(index: 3, generation: 0), newer = Entity(index: 3, generation: 1)
        let relations = [older < newer, older == newer, newer < older].filter { $0 }.count
        #expect(relations == 1, "two handles of one slot are neither equal nor ordered")
    }

    @Test func descriptionShowsIndexAndGeneration() {
        #expect(Entity(index: 7, generation: 2).description == "#7.2")
    }
}
