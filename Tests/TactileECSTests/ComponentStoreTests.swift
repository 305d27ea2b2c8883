import Testing
import TactileECS

/// A store keeps one component per entity in packed columns: every access by entity finds the
/// right component, whatever removals have reshuffled the columns.
@Suite("ComponentStore")
struct ComponentStoreTests {
    @Test func insertThenReadBack() {
        let world = World()
        let positions = world.store(Position.self)
        let a = world.spawn(), b = world.spawn()
        positions.insert(Position(x: 1, y: 2), for: a)
        #expect(positions[a] == Position(x: 1, y: 2))
        #expect(positions[b] == nil)
        #expect(positions.contains(a) && !positions.contains(b))
        #expect(positions.count == 1 && !positions.isEmpty)
        #expect(positions.entities == [a])
        #expect(world.store(Position.self) === positions, "one store per type")
    }

    @Test func insertReplacesWithoutAddingASlot() {
        let (_, counters, entities) = worldWithCounters(3)
        counters.insert(Counter(value: 40), for: entities[1])
        #expect(counters.count == 3)
        #expect(counters[entities[1]] == Counter(value: 40))
        #expect(counters.slot(of: entities[1]) == 1, "a replaced component keeps its slot")
    }

    @Test func subscriptInsertsReplacesAndRemoves() {
        let world = World()
        let names = world.store(Name.self)
        let a = world.spawn()
        names[a] = Name(value: "one")
        #expect(names[a] == Name(value: "one"))
        names[a] = Name(value: "two")
        #expect(names[a] == Name(value: "two") && names.count == 1)
        names[a] = nil
        #expect(names[a] == nil && names.isEmpty)
        #expect(world[Name.self, a] == nil)
        world[Name.self, a] = Name(value: "three")
        #expect(names[a] == Name(value: "three"), "the world's subscript goes to the same store")
    }

    @Test func modifyChangesInPlaceAndReturnsTheBodysResult() {
        let (world, counters, entities) = worldWithCounters(2)
        let doubled = counters.modify(entities[1]) { counter -> Int in
            counter.value += 10
            return counter.value * 2
        }
        #expect(doubled == 22)
        #expect(counters[entities[1]] == Counter(value: 11))
        let stranger = world.spawn()
        #expect(counters.modify(stranger) { $0.value += 1 } == nil, "nothing to modify")
        #expect(!counters.contains(stranger))
    }

    @Test func readLendsTheComponentWithoutCopyingItOut() {
        let (world, counters, entities) = worldWithCounters(2)
        #expect(counters.read(entities[1]) { $0.value + 100 } == 101)
        #expect(counters.read(world.spawn()) { $0.value } == nil)
    }

    @Test func slotsNameTheEntityAndComponentInThem() {
        let (world, counters, entities) = worldWithCounters(3)
        for (i, entity) in entities.enumerated() {
            let slot = try! #require(counters.slot(of: entity))
            #expect(counters[slot: slot].entity == entity)
            #expect(counters[slot: slot].component == Counter(value: i))
        }
        #expect(counters.slot(of: world.spawn()) == nil)
        let last = counters.modify(slot: 2) { counter -> Int in
            counter.value = 7
            return counter.value
        }
        #expect(last == 7 && counters[entities[2]] == Counter(value: 7))
    }

    @Test func forEachVisitsEveryPairInStorageOrder() {
        let (_, counters, entities) = worldWithCounters(4)
        let pairs = counters.pairs()
        #expect(pairs.map(\.0) == entities)
        #expect(pairs.map(\.1.value) == [0, 1, 2, 3])
    }

    @Test func forEachMutatingWritesEveryComponent() {
        let (_, counters, entities) = worldWithCounters(4)
        var visited: [Entity] = []
        counters.forEachMutating { entity, counter in
            visited.append(entity)
            counter.value *= 10
        }
        #expect(visited == entities)
        #expect(entities.map { counters[$0]?.value } == [0, 10, 20, 30])
    }

    @Test func removeSwapsTheLastInAndKeepsEveryOtherComponent() {
        let (world, counters, entities) = worldWithCounters(5)
        counters.remove(entities[1])
        #expect(counters.count == 4)
        #expect(counters[entities[1]] == nil)
        #expect(counters.slot(of: entities[4]) == 1, "the last slot moved into the hole")
        for i in [0, 2, 3, 4] { #expect(counters[entities[i]] == Counter(value: i)) }
        counters.remove(entities[4])   // now in the middle
        counters.remove(entities[3])   // now last
        #expect(Set(counters.entities) == [entities[0], entities[2]])
        #expect(counters[entities[0]] == Counter(value: 0) && counters[entities[2]] == Counter(value: 2))
        counters.remove(world.spawn())
        #expect(counters.count == 2, "removing from an entity without one does nothing")
        // The moved entries still carry their own ticks.
        #expect(counters.addedTick(of: entities[0]) == 1)
    }

    @Test func aMovedComponentKeepsItsTicks() {
        let (world, counters, e) = worldWithCounters(3)
        world.advanceChangeTick()                       // 2
        let late = world.spawn()
        counters.insert(Counter(value: 3), for: late)   // added at 2, in the last slot
        world.advanceChangeTick()                       // 3
        counters.modify(late) { _ in }
        counters.remove(e[0])                           // the last slot moves to slot 0
        #expect(counters.slot(of: late) == 0)
        #expect(counters.addedTick(of: late) == 2 && counters.changeTick(of: late) == 3)
        #expect(counters.addedTick(of: e[1]) == 1 && counters.changeTick(of: e[1]) == 1)
        #expect(counters.changed(since: 1) == [late])
    }

    @Test func removalsInEveryOrderAgreeWithADictionary() {
        // Remove in a scrambled but fixed order, re-inserting some: the store always holds
        // exactly what a dictionary of the same operations holds.
        let (_, counters, entities) = worldWithCounters(50)
        var expected: [Entity: Counter] = [:]
        for (i, entity) in entities.enumerated() { expected[entity] = Counter(value: i) }
        var step = 0
        for round in 0..<200 {
            step = (step * 31 + 17) % 50
            let entity = entities[step]
            if round % 3 == 0 {
                counters.insert(Counter(value: 1_000 + round), for: entity)
                expected[entity] = Counter(value: 1_000 + round)
            } else {
                counters.remove(entity)
                expected[entity] = nil
            }
            #expect(counters.count == expected.count)
        }
        for entity in entities { #expect(counters[entity] == expected[entity]) }
        #expect(Set(counters.entities) == Set(expected.keys))
        for slot in 0..<counters.count {
            let (entity, component) = counters[slot: slot]
            #expect(counters.slot(of: entity) == slot && expected[entity] == component)
        }
    }

    @Test func removeAllEmptiesTheStoreAndItStillWorks() {
        let (world, counters, entities) = worldWithCounters(3)
        counters.removeAll()
        #expect(counters.isEmpty && counters.entities.isEmpty)
        #expect(entities.allSatisfy { counters[$0] == nil })
        #expect(entities.allSatisfy(world.isAlive), "the entities stay; only this component goes")
        counters.insert(Counter(value: 9), for: entities[2])
        #expect(counters[entities[2]] == Counter(value: 9) && counters.count == 1)
    }

    @Test func worldInsertAndRemoveGoThroughTheStore() {
        let world = World()
        let a = world.spawn()
        #expect(world.existingStore(Health.self) == nil, "no store until one is asked for")
        world.insert(Health(points: 3), for: a)
        #expect(world.existingStore(Health.self)?.contains(a) == true)
        #expect(world.existingStore(Health.self)?.count == 1)
        world.remove(Health.self, from: a)
        #expect(world[Health.self, a] == nil)
        #expect(world.isAlive(a))
    }
}
