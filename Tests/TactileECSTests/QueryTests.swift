import Testing
import TactileECS

/// A query visits the entities that have all its components and pass its filters, walking the
/// first component's store (or, with a change filter, only the entities changed since a tick).
@Suite("Query")
struct QueryTests {
    /// e0: Position Velocity Name Health · e1: Position Velocity · e2: Position Name ·
    /// e3: Velocity · e4: Position Velocity Name Selected — all written at tick 1, each value
    /// carrying its entity's number.
    static func world() -> (World, [Entity]) {
        let world = World()
        let e = (0..<5).map { _ in world.spawn() }
        for i in [0, 1, 2, 4] { world.insert(Position(x: Double(i), y: 0), for: e[i]) }
        for i in [0, 1, 3, 4] { world.insert(Velocity(dx: Double(i), dy: 1), for: e[i]) }
        for i in [0, 2, 4] { world.insert(Name(value: "e\(i)"), for: e[i]) }
        world.insert(Health(points: 0), for: e[0])
        world.insert(Selected(), for: e[4])
        return (world, e)
    }

    @Test func oneComponent() {
        let (world, e) = Self.world()
        var seen: [(Entity, Position)] = []
        world.query(Position.self).forEach { seen.append(($0, $1)) }
        #expect(seen.map(\.0) == [e[0], e[1], e[2], e[4]])
        #expect(seen.allSatisfy { entity, position in position.x == Double(e.firstIndex(of: entity)!) })
        #expect(world.query(Position.self).count == 4)
        #expect(world.query(Position.self).entities == [e[0], e[1], e[2], e[4]])
    }

    @Test func twoComponentsWalkTheFirstAndLookUpTheSecond() {
        let (world, e) = Self.world()
        var seen: [Entity] = []
        world.query(Position.self, Velocity.self).forEach { entity, position, velocity in
            seen.append(entity)
            #expect(position.x == velocity.dx, "both components belong to \(entity)")
        }
        #expect(seen == [e[0], e[1], e[4]])
        #expect(world.query(Velocity.self, Position.self).entities == [e[0], e[1], e[4]])
        #expect(world.query(Velocity.self).count == 4)
    }

    @Test func threeAndFourComponents() {
        let (world, e) = Self.world()
        var names: [String] = []
        world.query(Position.self, Velocity.self, Name.self).forEach { _, position, velocity, name in
            #expect(name.value == "e\(Int(position.x))" && velocity.dx == position.x)
            names.append(name.value)
        }
        #expect(names == ["e0", "e4"])
        var four: [Entity] = []
        world.query(Name.self, Velocity.self, Position.self, Health.self).forEach { entity, name, _, _, health in
            #expect(name.value == "e0" && health.points == 0)
            four.append(entity)
        }
        #expect(four == [e[0]])
        #expect(world.query(Health.self, Selected.self, Name.self, Velocity.self).count == 0)
    }

    @Test func withAndWithoutFilters() {
        let (world, e) = Self.world()
        #expect(world.query(Position.self).with(Selected.self).entities == [e[4]])
        #expect(world.query(Position.self).without(Selected.self).entities == [e[0], e[1], e[2]])
        #expect(world.query(Position.self).with(Name.self).without(Health.self).entities == [e[2], e[4]])
        #expect(world.query(Position.self, Velocity.self).without(Name.self).entities == [e[1]])
        #expect(world.query(Velocity.self).without(Position.self).entities == [e[3]])
        #expect(world.query(Position.self).with(Frozen.self).entities == [], "no entity has one")
        #expect(world.query(Position.self).without(Frozen.self).count == 4)
    }

    @Test func changedFilterSeesOnlyChangedEntities() {
        let (world, e) = Self.world()
        world.advanceChangeTick()                       // 2
        world.store(Velocity.self).modify(e[3]) { $0.dx = 30 }
        world.store(Velocity.self).modify(e[1]) { $0.dx = 10 }
        world.store(Position.self).modify(e[2]) { $0.x = 20 }
        #expect(world.query(Position.self).changed(Velocity.self, since: 1).entities == [e[1]],
                "e3's velocity changed but it has no position")
        #expect(world.query(Velocity.self).changed(Velocity.self, since: 1).entities == [e[3], e[1]],
                "in the order of the changes")
        #expect(world.query(Position.self, Velocity.self).changed(Position.self, since: 1).count == 0,
                "e2 has no velocity")
        #expect(world.query(Position.self).changed(Position.self, since: 1).entities == [e[2]])
        #expect(world.query(Position.self).changed(Position.self, since: 2).count == 0)
        #expect(world.query(Position.self).changed(Position.self, since: 0).count == 4, "since 0: all")
        var values: [Double] = []
        world.query(Velocity.self, Position.self).changed(Velocity.self, since: 1).forEach { _, v, p in
            values += [v.dx, p.x]
        }
        #expect(values == [10, 1])
    }

    @Test func addedFilterIgnoresLaterChanges() {
        let (world, e) = Self.world()
        world.advanceChangeTick()                       // 2
        world.insert(Health(points: 4), for: e[4])
        world.store(Health.self).modify(e[0]) { $0.points = 1 }
        #expect(world.query(Position.self).changed(Health.self, since: 1).entities == [e[4], e[0]])
        #expect(world.query(Position.self).added(Health.self, since: 1).entities == [e[4]])
        #expect(world.query(Position.self).added(Health.self, since: 0).entities == [e[4], e[0]])
        #expect(world.query(Position.self).added(Health.self, since: 2).entities == [])
    }

    @Test func filtersCombine() {
        let (world, e) = Self.world()
        world.advanceChangeTick()                       // 2
        for i in [0, 1, 4] { world.store(Velocity.self).modify(e[i]) { $0.dy = 2 } }
        world.insert(Frozen(), for: e[1])
        let query = world.query(Position.self, Velocity.self)
            .changed(Velocity.self, since: 1)
            .without(Frozen.self)
            .with(Name.self)
        #expect(query.entities == [e[0], e[4]])
        #expect(query.added(Position.self, since: 0).entities == [e[0], e[4]], "four filters")
        #expect(query.without(Selected.self).entities == [e[0]])
        #expect(query.count == 2, "adding a filter returns a new query and leaves this one")
        #expect(world.query(Position.self).changed(Velocity.self, since: 1)
            .added(Frozen.self, since: 1).entities == [e[1]], "two change filters both hold")
    }

    @Test func getReturnsTheComponentsOfAMatchingEntity() throws {
        let (world, e) = Self.world()
        let query = world.query(Position.self, Velocity.self, Name.self)
        let (position, velocity, name) = try #require(query.get(e[4]))
        #expect(position == Position(x: 4, y: 0) && velocity == Velocity(dx: 4, dy: 1) && name == Name(value: "e4"))
        #expect(query.get(e[1]) == nil, "no name")
        #expect(query.get(e[3]) == nil, "no position")
        #expect(query.without(Selected.self).get(e[4]) == nil, "filtered out")
        #expect(world.query(Position.self).get(e[2]) == Position(x: 2, y: 0))
        world.despawn(e[4])
        #expect(query.get(e[4]) == nil, "despawned")
    }

    @Test func forEachMutatingWritesTheFirstAndMarksOnlyIt() {
        let (world, e) = Self.world()
        world.advanceChangeTick()                       // 2
        var visited: [Entity] = []
        world.query(Position.self, Velocity.self).without(Selected.self).forEachMutating { entity, position, velocity in
            visited.append(entity)
            position.x += velocity.dx * 10
        }
        #expect(visited == [e[0], e[1]])
        #expect(world[Position.self, e[1]] == Position(x: 11, y: 0))
        #expect(world[Position.self, e[4]] == Position(x: 4, y: 0), "filtered out: untouched")
        #expect(world.query(Position.self).changed(Position.self, since: 1).entities == [e[0], e[1]])
        #expect(world.store(Velocity.self).hasChanges(since: 1) == false, "the others are only read")
    }

    @Test func aChangeDrivenMutatingQueryVisitsEachChangedEntityOnce() {
        // Marking a component changed while the query walks its store's change log must not
        // bring the entity round again.
        let (world, counters, e) = worldWithCounters(5)
        world.advanceChangeTick()                       // 2
        counters.modify(e[3]) { _ in }
        counters.modify(e[1]) { _ in }
        world.advanceChangeTick()                       // 3
        var visited: [Entity] = []
        world.query(Counter.self).changed(Counter.self, since: 1).forEachMutating { (entity: Entity, counter: inout Counter) in
            visited.append(entity)
            counter.value += 100
        }
        #expect(visited == [e[3], e[1]])
        #expect(e.map { counters[$0]!.value } == [0, 101, 2, 103, 4])
        #expect(world.query(Counter.self).changed(Counter.self, since: 2).entities == [e[3], e[1]])
    }

    @Test(arguments: 4_086...4_092)
    func aChangeDrivenMutatingQueryVisitsEachOnceWhenTheLogOverflows(fill: Int) {
        // The log (5 entries after the set-up) is filled up to its bound of 4,096, so that the
        // marks the iteration itself makes overflow it part-way.
        let (world, counters, e) = worldWithCounters(3)
        world.advanceChangeTick()
        counters.modify(e[1]) { _ in }
        counters.modify(e[2]) { _ in }
        for _ in 0..<fill {
            world.advanceChangeTick()
            counters.modify(e[0]) { _ in }
        }
        world.advanceChangeTick()
        var visited: [Entity] = []
        world.query(Counter.self).changed(Counter.self, since: 1).forEachMutating { (entity: Entity, counter: inout Counter) in
            visited.append(entity)
            counter.value += 1_000
        }
        #expect(visited.count == 3 && Set(visited) == Set(e))
        #expect(e.map { counters[$0]!.value } == [1_000, 1_001, 1_002])
    }

    @Test func aQueryBuiltBeforeChangesSeesThemWhenRun() {
        // A query holds its stores, not a snapshot: it sees what is there when it iterates.
        let (world, e) = Self.world()
        let moving = world.query(Position.self, Velocity.self)
        world.remove(Velocity.self, from: e[0])
        world.insert(Velocity(dx: 2, dy: 0), for: e[2])
        #expect(moving.entities == [e[1], e[2], e[4]])
        #expect(moving.count == 3)
    }
}
