import Testing
import TactileECS

/// Every write is stamped with the world's change tick, and each store logs which entities
/// changed, so "what changed since tick t" visits only those, once each, in the order of their
/// latest changes; asked about a time the log no longer reaches, the store scans its ticks.
@Suite("Change detection")
struct ChangeDetectionTests {
    /// Runs `access` one tick after the counters were written and tells whether it stamped
    /// `entity` with that tick.
    static func stamps(_ access: (World, ComponentStore<Counter>, [Entity]) -> Void) -> Bool {
        let (world, counters, entities) = worldWithCounters(3)
        world.advanceChangeTick()
        access(world, counters, entities)
        return counters.changeTick(of: entities[1]) == world.changeTick
            && counters.changed(since: world.changeTick - 1) == [entities[1]]
    }

    @Test func theTickStartsAtOneAndOnlyMovesWhenAdvanced() {
        let world = World()
        #expect(world.changeTick == 1)
        world.insert(Counter(value: 0), for: world.spawn())
        #expect(world.changeTick == 1, "writing does not move the tick")
        world.advanceChangeTick()
        world.advanceChangeTick()
        #expect(world.changeTick == 3)
        #expect(world.clock.changeTick == 3)
    }

    @Test func insertStampsBothTicks() {
        let world = World()
        let a = world.spawn()
        world.advanceChangeTick()
        world.insert(Counter(value: 0), for: a)
        #expect(world.store(Counter.self).changeTick(of: a) == 2)
        #expect(world.store(Counter.self).addedTick(of: a) == 2)
        #expect(world.store(Counter.self).changeTick(of: world.spawn()) == nil)
    }

    @Test func everyMutableAccessStampsTheTick() {
        #expect(Self.stamps { _, counters, entities in counters.insert(Counter(value: 5), for: entities[1]) }, "insert over")
        #expect(Self.stamps { _, counters, entities in counters[entities[1]] = Counter(value: 5) }, "subscript set")
        #expect(Self.stamps { world, _, entities in world[Counter.self, entities[1]] = Counter(value: 5) }, "world subscript set")
        #expect(Self.stamps { _, counters, entities in counters.modify(entities[1]) { $0.value += 1 } }, "modify")
        #expect(Self.stamps { _, counters, entities in counters.modify(entities[1]) { _ in } }, "modify writing nothing")
        #expect(Self.stamps { _, counters, _ in counters.modify(slot: 1) { $0.value += 1 } }, "modify(slot:)")
        #expect(Self.stamps { world, _, entities in
            world.insert(Selected(), for: entities[1])
            world.query(Counter.self).with(Selected.self).forEachMutating { (_: Entity, counter: inout Counter) in
                counter.value = 0
            }
        }, "query forEachMutating")
    }

    @Test func forEachMutatingStampsEveryComponent() {
        let (world, counters, entities) = worldWithCounters(4)
        world.advanceChangeTick()
        counters.forEachMutating { _, _ in }
        #expect(entities.allSatisfy { counters.changeTick(of: $0) == 2 })
        #expect(Set(counters.changed(since: 1)) == Set(entities))
    }

    @Test func readsStampNothing() {
        let (world, counters, entities) = worldWithCounters(3)
        world.advanceChangeTick()
        _ = counters[entities[0]]
        _ = counters.read(entities[1]) { $0.value }
        _ = counters[slot: 2]
        _ = counters.slot(of: entities[0])
        _ = counters.contains(entities[0])
        counters.forEach { _, _ in }
        _ = counters.entities
        _ = world[Counter.self, entities[2]]
        world.query(Counter.self).forEach { _, _ in }
        _ = world.query(Counter.self).get(entities[0])
        _ = world.query(Counter.self).entities
        _ = world.query(Counter.self).count
        #expect(entities.allSatisfy { counters.changeTick(of: $0) == 1 })
        #expect(counters.changed(since: 1).isEmpty)
        #expect(!counters.hasChanges(since: 1))
    }

    @Test func replacingKeepsTheAddedTickAndReaddingMovesIt() {
        let (world, counters, entities) = worldWithCounters(2)
        world.advanceChangeTick()
        counters.insert(Counter(value: 9), for: entities[0])
        #expect(counters.addedTick(of: entities[0]) == 1, "a replacement is a change, not an addition")
        #expect(counters.changeTick(of: entities[0]) == 2)
        world.advanceChangeTick()
        counters.remove(entities[1])
        counters.insert(Counter(value: 1), for: entities[1])
        #expect(counters.addedTick(of: entities[1]) == 3)
        #expect(counters.addedTick(of: world.spawn()) == nil)
    }

    @Test func eachChangedEntityOnceInOrderOfItsLatestChange() {
        let (world, counters, e) = worldWithCounters(4)
        world.advanceChangeTick()                       // 2
        counters.modify(e[0]) { $0.value += 1 }
        counters.modify(e[1]) { $0.value += 1 }
        counters.modify(e[0]) { $0.value += 1 }         // twice in one tick
        world.advanceChangeTick()                       // 3
        counters.modify(e[0]) { $0.value += 1 }
        world.advanceChangeTick()                       // 4
        counters.modify(e[3]) { $0.value += 1 }
        counters.modify(e[0]) { $0.value += 1 }
        counters.modify(e[3]) { $0.value += 1 }         // again in its latest tick
        #expect(counters.changed(since: 1) == [e[1], e[3], e[0]])
        #expect(counters.changed(since: 2) == [e[3], e[0]])
        #expect(counters.changed(since: 3) == [e[3], e[0]])
        #expect(counters.changed(since: 4) == [])
        #expect(counters.changed(since: 0) == [e[2], e[1], e[3], e[0]], "since 0: the additions too")
    }

    @Test func removedEntitiesAreSkipped() {
        let (world, counters, e) = worldWithCounters(4)
        world.advanceChangeTick()                       // 2
        counters.modify(e[1]) { _ in }
        counters.modify(e[2]) { _ in }
        counters.remove(e[1])
        world.despawn(e[2])
        #expect(counters.changed(since: 1) == [])
        let reborn = world.spawn()                      // e[2]'s slot, next generation
        counters.insert(Counter(value: 0), for: reborn)
        #expect(counters.changed(since: 1) == [reborn])
        world.advanceChangeTick()                       // 3
        counters.insert(Counter(value: 1), for: e[1])
        #expect(counters.changed(since: 1) == [reborn, e[1]])
    }

    @Test func removedAndReinsertedInOneTickIsVisitedOnce() {
        // Replacing a component by removal and insertion within one tick (as one stage's
        // commands may) logs the entity twice at that tick: it must still be visited once.
        let (world, counters, e) = worldWithCounters(2)
        world.advanceChangeTick()                       // 2
        counters.modify(e[0]) { $0.value = 5 }
        counters.remove(e[0])
        counters.insert(Counter(value: 6), for: e[0])
        #expect(counters.changed(since: 1) == [e[0]])
    }

    @Test func amongTenThousandOnlyTheChangedOnesAreVisited() {
        let (world, counters, e) = worldWithCounters(10_000)
        world.forgetChanges(through: 1)                 // as a schedule would after a frame
        world.advanceChangeTick()                       // 2
        for i in [9_000, 17, 5_000] { counters.modify(e[i]) { $0.value = -1 } }
        // The order of the changes, not of the storage: the log was walked, not the store.
        #expect(counters.changed(since: 1) == [e[9_000], e[17], e[5_000]])
        #expect(counters.hasChanges(since: 1))
        #expect(!counters.hasChanges(since: 2))
        #expect(counters.changed(since: 2).isEmpty)
    }

    @Test func beforeATrimmedHorizonTheAnswerIsStillRight() {
        let (world, counters, e) = worldWithCounters(6)
        world.advanceChangeTick()                       // 2
        counters.modify(e[4]) { _ in }
        world.advanceChangeTick()                       // 3
        counters.modify(e[1]) { _ in }
        world.advanceChangeTick()                       // 4
        counters.modify(e[3]) { _ in }
        counters.forgetChanges(through: 3)
        #expect(counters.changed(since: 3) == [e[3]], "within the log")
        #expect(Set(counters.changed(since: 2)) == [e[1], e[3]], "before the horizon: scanned")
        #expect(Set(counters.changed(since: 1)) == [e[4], e[1], e[3]])
        #expect(counters.changed(since: 0).count == 6)
        #expect(counters.hasChanges(since: 2) && counters.hasChanges(since: 3))
        #expect(!counters.hasChanges(since: 4))
        counters.forgetChanges(through: 2)              // going back does not bring the log back
        #expect(Set(counters.changed(since: 2)) == [e[1], e[3]])
    }

    @Test func worldForgetChangesTrimsEveryStoreAndKeepsAnswersRight() {
        let (world, counters, e) = worldWithCounters(3)
        let names = world.store(Name.self)
        names.insert(Name(value: "a"), for: e[0])
        world.advanceChangeTick()                       // 2
        names.modify(e[0]) { $0.value = "b" }
        counters.modify(e[2]) { _ in }
        world.advanceChangeTick()                       // 3
        world.forgetChanges(through: 3)
        #expect(names.changed(since: 1) == [e[0]])
        #expect(counters.changed(since: 1) == [e[2]])
        #expect(!names.hasChanges(since: 2) && !counters.hasChanges(since: 3))
        #expect(names.hasChanges(since: 1) && counters.hasChanges(since: 1), "the log is empty now: scanned")
    }

    @Test func anOverflowingLogForgetsButAnswersStayRight() {
        // A world run without a schedule never trims: past its bound the log starts afresh,
        // and questions about earlier ticks fall back to scanning.
        let (world, counters, e) = worldWithCounters(3)
        world.advanceChangeTick()                       // 2
        counters.modify(e[2]) { _ in }
        for _ in 0..<6_000 {
            world.advanceChangeTick()
            counters.modify(e[0]) { $0.value += 1 }
        }
        let now = world.changeTick
        #expect(Set(counters.changed(since: 1)) == [e[0], e[2]])
        #expect(counters.changed(since: 2) == [e[0]])
        #expect(counters.changed(since: 100) == [e[0]])
        #expect(counters.changed(since: now - 1) == [e[0]])
        #expect(counters.changed(since: now).isEmpty)
        #expect(counters.hasChanges(since: 1) && counters.hasChanges(since: now - 1))
        #expect(!counters.hasChanges(since: now))
        #expect(counters[e[0]] == Counter(value: 6_000))
    }

    @Test func removeAllForgetsTheChangesOfWhatItRemoved() {
        let (world, counters, e) = worldWithCounters(3)
        world.advanceChangeTick()                       // 2
        counters.modify(e[1]) { _ in }
        counters.removeAll()
        #expect(counters.changed(since: 0).isEmpty)
        #expect(!counters.hasChanges(since: 0))
        counters.insert(Counter(value: 1), for: e[2])
        #expect(counters.changed(since: 1) == [e[2]])
        world.advanceChangeTick()                       // 3
        #expect(counters.changed(since: 2).isEmpty)
    }
}
