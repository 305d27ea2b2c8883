import Testing
import TactileECS

/// A query walked with `for` gives the rows `forEach` visits, in the same order, whatever its
/// filters; a change filter on the first component walks only what changed.
@Suite("Query iteration")
struct QueryIterationTests {
    @Test func aForLoopVisitsWhatForEachVisits() {
        let (world, e) = QueryTests.world()
        var looped: [(Entity, Double, Double)] = []
        for (entity, position, velocity) in world.query(Position.self, Velocity.self) {
            looped.append((entity, position.x, velocity.dx))
        }
        var visited: [(Entity, Double, Double)] = []
        world.query(Position.self, Velocity.self).forEach { visited.append(($0, $1.x, $2.dx)) }
        #expect(looped.map(\.0) == [e[0], e[1], e[4]])
        #expect(looped.map(\.0) == visited.map(\.0))
        #expect(looped.map(\.1) == [0, 1, 4] && looped.map(\.2) == [0, 1, 4])
    }

    @Test func filtersApplyToTheLoop() {
        let (world, e) = QueryTests.world()
        let named = world.query(Position.self).with(Name.self).without(Selected.self)
        #expect(Array(named).map(\.0) == [e[0], e[2]])
        #expect(Array(named).map(\.0) == named.entities)
    }

    @Test func aChangeFilterOnTheFirstComponentWalksWhatChangedOnceEach() {
        let (world, e) = QueryTests.world()
        world.advanceChangeTick()
        let positions = world.store(Position.self)
        positions.modify(e[4]) { $0.x = 40 }
        positions.modify(e[1]) { $0.x = 10 }
        positions.modify(e[4]) { $0.x = 44 }              // the same tick: one entry
        world.advanceChangeTick()
        positions.modify(e[1]) { $0.x = 11 }              // a later tick: e1 comes at its latest change
        let changed = world.query(Position.self).changed(Position.self, since: 1)
        #expect(Array(changed).map(\.0) == [e[4], e[1]])
        #expect(Array(changed).map(\.1.x) == [44, 11])
        #expect(Array(changed).map(\.0) == changed.entities)
    }

    @Test func aChangeFilterOnAnotherComponentStillFilters() {
        let (world, e) = QueryTests.world()
        world.advanceChangeTick()
        world.store(Velocity.self).modify(e[1]) { $0.dx = 9 }
        let rows = Array(world.query(Position.self, Velocity.self).changed(Velocity.self, since: 1))
        #expect(rows.map(\.0) == [e[1]] && rows.map(\.2.dx) == [9])
    }
}
