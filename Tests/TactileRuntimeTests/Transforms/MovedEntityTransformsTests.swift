import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// The transform system refreshes the entities that moved in a tick (found by their change
/// ticks): every moved entity's transform is refreshed once, and its previous transform catches
/// up the tick after, however many move and however often.
@Suite("Moved-entity transforms")
struct MovedEntityTransformsTests {
    struct Nothing: SceneContent {
        func install(in simulation: Simulation) {}
        func fresh() -> any SceneContent { self }
    }

    /// `count` small squares in a row, after their first tick.
    static func row(_ count: Int) -> (Simulation, [Entity]) {
        let simulation = Simulation()
        let squares = (0..<count).map { i in
            simulation.spawn(name: "s\(i)", shape: .rectangle(width: 4, height: 4),
                             appearance: Appearance(position: Point(x: Double(i) * 10, y: 100)))
        }
        simulation.runTick(0, events: [])
        return (simulation, squares)
    }

    static func centre(_ simulation: Simulation, _ entity: Entity) throws -> Point {
        try #require(simulation.transforms[entity]).current.apply(to: Point.zero)
    }

    @Test(arguments: [1, 15, 16, 17, 40, 300])
    func everyEntityMovedInATickIsRefreshed(count: Int) throws {
        let (simulation, squares) = Self.row(count)
        for tick: UInt64 in 1...3 {
            for (i, square) in squares.enumerated() {
                // Moved twice in the tick: refreshed once, at the last place.
                simulation.retarget(square, to: Appearance(position: Point(x: Double(i) * 10, y: 0)))
                simulation.retarget(square, to: Appearance(position: Point(x: Double(i) * 10, y: Double(tick) * 50)))
            }
            simulation.runTick(tick, events: [])
            for (i, square) in squares.enumerated() {
                #expect(try Self.centre(simulation, square) == Point(x: Double(i) * 10, y: Double(tick) * 50), "tick \(tick), \(i)")
                let previous = try #require(simulation.transforms[square]).previous.apply(to: Point.zero)
                #expect(previous.y == (tick == 1 ? 100 : Double(tick - 1) * 50), "tick \(tick), \(i)")
            }
        }
        #expect(simulation.hitTest(Point(x: Double(count - 1) * 10, y: 150)) == squares.last)
    }

    @Test func entitiesWithHigherIndicesThanAnyMovedBeforeAreRefreshed() throws {
        let (simulation, squares) = Self.row(200)
        // The last first: whatever is kept per entity index grows at once to the highest index.
        for (tick, square) in zip(1..., [squares[199], squares[3], squares[120], squares[0]]) {
            simulation.retarget(square, to: Appearance(position: Point(x: 1000, y: Double(tick))))
            simulation.runTick(UInt64(tick), events: [])
            #expect(try Self.centre(simulation, square) == Point(x: 1000, y: Double(tick)))
        }
        #expect(try Self.centre(simulation, squares[199]) == Point(x: 1000, y: 1), "moved once, stays")
        #expect(try Self.centre(simulation, squares[5]) == Point(x: 50, y: 100), "never moved")
    }

    @Test func aMoveAfterALoadIsRefreshed() throws {
        let (simulation, squares) = Self.row(20)
        simulation.retarget(squares[7], to: Appearance(position: Point(x: 0, y: 0)))
        simulation.runTick(1, events: [])
        simulation.load(Nothing())
        let again = simulation.spawn(name: "again", shape: .circle(radius: 5), appearance: Appearance(position: Point(x: 5, y: 5)))
        simulation.runTick(2, events: [])
        simulation.retarget(again, to: Appearance(position: Point(x: 60, y: 70)))
        simulation.runTick(3, events: [])
        #expect(try Self.centre(simulation, again) == Point(x: 60, y: 70))
        #expect(simulation.hitTest(Point(x: 62, y: 70)) == again)
    }
}
