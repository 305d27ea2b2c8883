import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// Hit testing as entities move between the spatial index's cells: over cells they share, across
/// cell borders, in and out of a crowded cell.
@Suite("Hit testing across cells")
struct HitTestCellTests {
    typealias Stack = HitTestStack

    // MARK: Moving between overlapping cells

    /// A mover whose box spans cells 1–2 (x) moved to span cells 2–3, over a floor square
    /// under everything: cell 2 holds it before and after.
    struct Overlap {
        let stack = Stack()
        let floor: Entity
        let mover: Entity
        static let old = Point(x: 128, y: 100), new = Point(x: 180, y: 100)
        /// In the old box only (cell 1, and cell 2), in both boxes (cell 2), in the new box only.
        static let oldOnly = Point(x: 115.3, y: 100.2), leftBehind = Point(x: 146.3, y: 100.2)
        static let shared = Point(x: 165.3, y: 100.2), newOnly = Point(x: 196.3, y: 100.2)

        init() {
            floor = stack.spawn(half: 150, at: Point(x: 150, y: 100), z: 0)
            mover = stack.spawn(half: 20, at: Self.old, z: 5)
            stack.simulation.runTick(1, events: [])
        }

        func check(_ when: String) {
            for point in [Self.oldOnly, Self.leftBehind, Self.shared, Self.newOnly] {
                #expect(stack.simulation.hitTest(point) == stack.expected(at: point), "\(when) at \(point)")
            }
        }
    }

    @Test func aSquareMovedToOverlappingCellsIsHitOnlyWhereItIsNow() {
        let scene = Overlap()
        #expect(scene.stack.simulation.hitTest(Overlap.leftBehind) == scene.mover)
        scene.stack.move(scene.mover, to: Overlap.new)
        scene.stack.simulation.runTick(2, events: [])
        #expect(scene.stack.simulation.hitTest(Overlap.leftBehind) == scene.floor, "its old entry in the shared cell is skipped")
        #expect(scene.stack.simulation.hitTest(Overlap.shared) == scene.mover)
        scene.check("moving")
        for tick in 3...40 { scene.stack.simulation.runTick(UInt64(tick), events: []) }
        scene.check("resting")
        // Back where it was, and resting there again.
        scene.stack.move(scene.mover, to: Overlap.old)
        for tick in 41...80 { scene.stack.simulation.runTick(UInt64(tick), events: []) }
        #expect(scene.stack.simulation.hitTest(Overlap.leftBehind) == scene.mover)
        scene.check("back")
    }

    @Test func aZIndexChangedWhileMovingHoldsOnceItRests() {
        let scene = Overlap()
        scene.stack.move(scene.mover, to: Overlap.new)
        scene.stack.simulation.runTick(2, events: [])
        scene.stack.setZ(-1, of: scene.mover)
        #expect(scene.stack.simulation.hitTest(Overlap.shared) == scene.floor)
        for tick in 3...40 { scene.stack.simulation.runTick(UInt64(tick), events: []) }
        scene.check("lowered, resting")
        scene.stack.setZ(10, of: scene.mover)
        #expect(scene.stack.simulation.hitTest(Overlap.shared) == scene.mover)
        scene.check("raised, resting")
    }

    @Test func aSquareDespawnedWhileMovingLeavesNothingBehind() {
        let scene = Overlap()
        scene.stack.move(scene.mover, to: Overlap.new)
        scene.stack.simulation.runTick(2, events: [])
        scene.stack.simulation.world.despawn(scene.mover)
        scene.stack.squares.removeAll { $0.entity == scene.mover }
        scene.stack.simulation.runTick(3, events: [])
        // Its index comes back for a square spawned on the old spot, below the floor.
        let next = scene.stack.spawn(half: 20, at: Overlap.old, z: -5)
        #expect(next.index == scene.mover.index)
        for tick in 4...40 { scene.stack.simulation.runTick(UInt64(tick), events: []) }
        scene.check("despawned")
        #expect(scene.stack.simulation.hitTest(Overlap.leftBehind) == scene.floor)
    }

    /// A cell's entries shift towards whichever end is nearer: squares leaving and coming back
    /// at the top, the bottom and the middle of a crowded cell keep it in order.
    @Test("a crowded cell stays in order as squares leave and come back", arguments: [8, 9])
    func aCrowdedCellStaysInOrder(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let stack = Stack()
        let home = Point(x: 96, y: 96), away = Point(x: 400, y: 400), spot = Point(x: 96.3, y: 96.4)
        for z in (0..<100).shuffled(using: &random) { stack.spawn(half: 9, at: home, z: Double(z)) }
        var tick: UInt64 = 1
        stack.simulation.runTick(tick, events: [])
        #expect(stack.simulation.hitTest(spot) == stack.expected(at: spot))
        for round in 0..<30 {
            for _ in 0..<5 {
                let square = stack.squares.randomElement(using: &random)!
                switch Int.random(in: 0..<3, using: &random) {
                case 0: stack.move(square.entity, to: square.centre == home ? away : home)
                case 1: stack.setZ(Double(Int.random(in: -10...110, using: &random)), of: square.entity)
                default: stack.bringToFront(square.entity)
                }
            }
            for _ in 0..<31 {
                tick += 1
                stack.simulation.runTick(tick, events: [])
            }
            #expect(stack.simulation.hitTest(spot) == stack.expected(at: spot), "round \(round)")
            // Through the crowd: each square made transparent in turn reveals the next.
            if round % 10 == 9 {
                var hidden: [Entity] = []
                while let top = stack.simulation.hitTest(spot), hidden.count < 20 {
                    #expect(top == stack.expected(at: spot), "round \(round), \(hidden.count) hidden")
                    stack.setOpacity(0, of: top)
                    stack.simulation.updateTransforms()
                    hidden.append(top)
                }
                for entity in hidden { stack.setOpacity(1, of: entity) }
            }
        }
    }

    // MARK: Cell borders

    /// Cells are found by flooring coordinates: squares whose edges lie on, just inside and just
    /// outside the borders of 64-pt cells, at negative coordinates too, are hit right up to
    /// their edges — placed, moving, and after resting; so are squares far out, and across
    /// columns −32 and 95 (where an earlier grid's table of the cells near the origin ended).
    @Test func squaresAtCellBordersAreHitUpToTheirEdges() {
        let stack = Stack()
        let centres = [-200.0, -128, -64.25, -0.5, 63.5, 128, 191.999, 256.25, 1e6, -1e6, -2048, -2100, 6144, 6200]
        let squares = centres.map { stack.spawn(half: 16, at: Point(x: $0, y: -$0), z: 0) }
        func check(_ when: String) {
            for (entity, square) in zip(squares, stack.squares) {
                let (x, y) = (square.centre.x, square.centre.y)
                for inside in [Point(x: x - 15.99, y: y), Point(x: x + 15.99, y: y), Point(x: x, y: y - 15.99), Point(x: x, y: y + 15.99)] {
                    #expect(stack.simulation.hitTest(inside) == entity, "\(when): \(inside) inside \(square.centre)")
                }
                for outside in [Point(x: x - 16.01, y: y), Point(x: x + 16.01, y: y), Point(x: x, y: y - 16.01), Point(x: x, y: y + 16.01)] {
                    #expect(stack.simulation.hitTest(outside) == stack.expected(at: outside), "\(when): \(outside) outside \(square.centre)")
                }
            }
        }
        stack.simulation.updateTransforms()
        check("placed")
        for (i, entity) in squares.enumerated() { stack.move(entity, to: stack.squares[i].centre + Vector(width: 48, height: -32.5)) }
        stack.simulation.runTick(1, events: [])
        check("moving")
        for tick in 2...40 { stack.simulation.runTick(UInt64(tick), events: []) }
        check("resting")
    }

    /// Placing an entity only if it is moving: one not placed, or resting in its cells, is
}
