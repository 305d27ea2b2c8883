import TactileECS

// Small components the suites share: plain value types, as users write them.

struct Position: Equatable { var x: Double, y: Double }
struct Velocity: Equatable { var dx: Double, dy: Double }
struct Name: Equatable { var value: String }
struct Health: Equatable { var points: Int }
struct Counter: Equatable { var value: Int }
/// A marker component: carries nothing, only says the entity has it.
struct Selected: Equatable {}
struct Frozen: Equatable {}

/// A world with `count` entities, each given `Counter(value: i)` at tick 1, and their handles.
func worldWithCounters(_ count: Int) -> (World, ComponentStore<Counter>, [Entity]) {
    let world = World()
    let counters = world.store(Counter.self)
    let entities = (0..<count).map { _ in world.spawn() }
    for (i, entity) in entities.enumerated() { counters.insert(Counter(value: i), for: entity) }
    return (world, counters, entities)
}

extension ComponentStore {
    /// The entities `forEachChanged(since:)` visits, in its order (with repeats, if any).
    func changed(since tick: ChangeTick) -> [Entity] {
        var visited: [Entity] = []
        forEachChanged(since: tick) { visited.append($0) }
        return visited
    }

    /// Every entity and component, in storage order.
    func pairs() -> [(Entity, Component)] {
        var result: [(Entity, Component)] = []
        forEach { result.append(($0, $1)) }
        return result
    }
}

// A one-component query's `forEachMutating` needs its closure's parameter types spelled out:
// Swift 6.3 does not infer `inout` through an empty parameter pack (`{ _, c in c.v = 1 }`
// fails with "'c' is a 'let' constant"), though it does with two components or more.
