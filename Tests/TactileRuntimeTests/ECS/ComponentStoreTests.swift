import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// `ComponentStore.version` counts changes made through the store's API, so that data derived
/// from a store (the hit-test grid's order by z-index) can tell it is stale; reading never
/// changes it.
@Suite("ComponentStore.version")
struct ComponentStoreTests {
    struct Counter: Equatable { var value: Int }

    /// A world with three entities, each with a counter.
    static func store() -> (World, ComponentStore<Counter>, [Entity]) {
        let world = World()
        let store = world.store(Counter.self)
        let entities = (0..<3).map { _ in world.spawn() }
        for (i, entity) in entities.enumerated() { store[entity] = Counter(value: i) }
        return (world, store, entities)
    }

    /// Runs `change` and returns whether the version went up.
    static func increases(_ store: ComponentStore<Counter>, _ change: () -> Void) -> Bool {
        let before = store.version
        change()
        return store.version > before
    }

    @Test func everyKindOfChangeIncreasesIt() {
        let (world, store, entities) = Self.store()
        let newcomer = world.spawn()
        #expect(Self.increases(store) { store.insert(Counter(value: 9), for: newcomer) }, "insert of a new entity")
        #expect(Self.increases(store) { store.insert(Counter(value: 10), for: newcomer) }, "insert over an existing one")
        #expect(Self.increases(store) { store[entities[0]] = Counter(value: 5) }, "subscript set")
        #expect(Self.increases(store) { store.modify(entities[1]) { $0.value += 1 } }, "modify")
        #expect(Self.increases(store) { store.modify(at: 0) { $0.value += 1 } }, "modify(at:)")
        #expect(Self.increases(store) { store[entities[2]] = nil }, "subscript set to nil")
        #expect(Self.increases(store) { store.remove(entities[1]) }, "remove")
        #expect(Self.increases(store) { store.removeAll() }, "removeAll")
        #expect(store.count == 0)
    }

    @Test func aModifyThatChangesNothingStillCounts() {
        // The store cannot tell what a body did: it counts the call.
        let (_, store, entities) = Self.store()
        #expect(Self.increases(store) { store.modify(entities[0]) { _ in } })
        #expect(Self.increases(store) { store.modify(at: 1) { _ in } })
    }

    @Test func readsLeaveItAlone() {
        let (world, store, entities) = Self.store()
        let stranger = world.spawn()
        let before = store.version
        _ = store[entities[0]]
        _ = store[stranger]
        _ = store.contains(entities[1])
        _ = store.contains(stranger)
        _ = store.dense
        _ = store.entities
        _ = store.count
        for i in store.indices { _ = store.dense[i] }
        #expect(store.version == before)
    }

    @Test func changesToNothingLeaveItAlone() {
        let (world, store, entities) = Self.store()
        let stranger = world.spawn()
        let before = store.version
        #expect(store.modify(stranger) { $0.value += 1 } == nil)
        store.remove(stranger)
        store[stranger] = nil
        #expect(store.version == before, "nothing changed")
        #expect(store[entities[0]] == Counter(value: 0))
    }

    @Test func itOnlyEverGoesUp() {
        let (world, store, entities) = Self.store()
        var last = store.version
        for round in 0..<200 {
            let entity = entities[round % 3]
            switch round % 5 {
            case 0: store[entity] = Counter(value: round)
            case 1: if store.modify(entity, { $0.value += 1 }) == nil { store[entity] = Counter(value: round) }
            case 2: if store.contains(entity) { store.remove(entity) } else { store[entity] = Counter(value: round) }
            case 3: store.insert(Counter(value: round), for: entity)
            default: if store.count > 0 { store.modify(at: 0) { $0.value -= 1 } } else { store.removeAll() }
            }
            #expect(store.version > last, "round \(round)")
            last = store.version
        }
        _ = world
    }

    @Test func despawningAnEntityWithTheComponentCounts() {
        let (world, store, entities) = Self.store()
        let before = store.version
        world.despawn(entities[0])
        #expect(store.version == before, "deferred until the flush")
        world.flushDespawns()
        #expect(store.version > before)
    }

    @Test func theSimulationsZIndicesCountEveryWayOfChangingThem() {
        let simulation = Simulation()
        let a = simulation.spawn(shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 50, y: 50)))
        let b = simulation.spawn(shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 80, y: 50)))
        var last = simulation.zIndices.version
        func changed() -> Bool {
            defer { last = simulation.zIndices.version }
            return simulation.zIndices.version > last
        }
        simulation.bringToFront(a)
        #expect(changed())
        simulation.zIndices[b] = ZIndex(7)
        #expect(changed())
        simulation.updateTransforms()
        _ = simulation.hitTest(Point(x: 50, y: 50))
        _ = simulation.entitiesInDrawingOrder
        #expect(!changed(), "transforms, hit tests and drawing order only read")
    }

    /// A dense array handed out is a copy: the writes a retarget makes in place afterwards
    /// (which ask no runtime whether the buffer is shared while it is known not to be) leave
    /// it as it was, before the store's first such write and after.
    @Test func aDenseArrayHandedOutKeepsItsValuesWhenTheStoreWritesInPlace() throws {
        let simulation = Simulation()
        let box = simulation.spawn(shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 1, y: 1)))
        func positions() throws -> (target: Point, presented: Point) {
            (try #require(simulation.targets[box]).position, try #require(simulation.presentations[box]).appearance.position)
        }
        var (targets, presentations) = (simulation.targets.dense, simulation.presentations.dense)
        for x in [2.0, 3, 4] {
            simulation.retarget(box, to: Appearance(position: Point(x: x, y: x)))
            #expect(try positions() == (Point(x: x, y: x), Point(x: x, y: x)))
            #expect(targets[0].position == Point(x: x - 1, y: x - 1) && presentations[0].appearance.position == Point(x: x - 1, y: x - 1))
            (targets, presentations) = (simulation.targets.dense, simulation.presentations.dense)
        }
        simulation.retarget(box, to: Appearance(position: Point(x: 5, y: 5)))
        simulation.retarget(box, to: Appearance(position: Point(x: 6, y: 6)))
        #expect(try positions() == (Point(x: 6, y: 6), Point(x: 6, y: 6)))
        #expect(targets[0].position == Point(x: 4, y: 4) && presentations[0].appearance.position == Point(x: 4, y: 4))
    }
}
