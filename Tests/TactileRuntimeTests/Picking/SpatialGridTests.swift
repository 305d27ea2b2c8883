import Testing
import TactileGestures
@testable import TactileRuntime

/// Hit testing order (the grid keeps its cells top down by z-index, ties to the later entity,
/// and stops at the first hit): however the entities were spawned, whatever their z-indices
/// became afterwards and whether they rest or move, a hit test returns what a brute-force search
/// over every entity would.
@Suite("Hit testing order")
struct SpatialGridTests {
    static let spot = Point(x: 400.37, y: 300.41)

    /// A seeded generator, so that every run sees the same shuffles.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    /// Squares the test keeps track of, with the brute-force answer to a hit test.
    final class Stack {
        let simulation = Simulation()
        /// In spawn order: entity, half size, and what the test last made of its centre,
        /// z-index and opacity.
        var squares: [(entity: Entity, half: Double, centre: Point, z: Double, opacity: Double)] = []

        @discardableResult
        func spawn(half: Double, at centre: Point, z: Double, opacity: Double = 1) -> Entity {
            let entity = simulation.spawn(name: "square-\(squares.count)",
                                          shape: .rectangle(width: 2 * half, height: 2 * half),
                                          appearance: Appearance(position: centre, opacity: opacity), zIndex: z)
            squares.append((entity, half, centre, z, opacity))
            return entity
        }

        func position(of entity: Entity) -> Int { squares.firstIndex { $0.entity == entity }! }

        /// 50 squares on one spot with z-indices 0 to 49, spawned in an order `random` shuffles,
        /// their transforms up to date.
        static func shuffled(using random: inout SeededGenerator) -> Stack {
            let stack = Stack()
            for z in (0..<50).map(Double.init).shuffled(using: &random) {
                stack.spawn(half: 30, at: Point(x: 400, y: 300), z: z)
            }
            stack.simulation.updateTransforms()
            return stack
        }

        /// Sets the z-index as a scene would: straight into the store.
        func setZ(_ z: Double, of entity: Entity) {
            simulation.zIndices[entity] = ZIndex(z)
            squares[position(of: entity)].z = z
        }

        /// Moves a square at once (no animation): it is marked as moving.
        func move(_ entity: Entity, to centre: Point) {
            var target = simulation.targets[entity]!
            target.position = centre
            simulation.retarget(entity, to: target) { _ in nil }
            squares[position(of: entity)].centre = centre
        }

        func setOpacity(_ opacity: Double, of entity: Entity) {
            var target = simulation.targets[entity]!
            target.opacity = opacity
            simulation.retarget(entity, to: target) { _ in nil }
            squares[position(of: entity)].opacity = opacity
        }

        func bringToFront(_ entity: Entity) {
            simulation.bringToFront(entity)
            squares[position(of: entity)].z = simulation.zIndices[entity]!.value
        }

        /// The topmost visible square containing `point`: highest z, ties to the later spawned.
        func expected(at point: Point) -> Entity? {
            var best: (entity: Entity, z: Double)?
            for square in squares where square.opacity > 0
                && abs(point.x - square.centre.x) <= square.half && abs(point.y - square.centre.y) <= square.half {
                if best == nil || square.z >= best!.z { best = (square.entity, square.z) }
            }
            return best?.entity
        }
    }

    // MARK: Many shapes on one point

    @Test("50 stacked squares spawned in shuffled order: the highest z is hit", arguments: [1, 2, 3, 4])
    func theHighestZIndexWins(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let stack = Stack()
        let zs = (0..<50).map { Double($0) * 1.5 - 20 }.shuffled(using: &random)
        for z in zs { stack.spawn(half: 20 + Double(Int.random(in: 0..<20, using: &random)), at: Point(x: 400, y: 300), z: z) }
        stack.simulation.updateTransforms()
        let top = stack.squares.max { $0.z < $1.z }!.entity
        #expect(stack.simulation.hitTest(Self.spot) == top)
        #expect(stack.simulation.hitTest(Self.spot) == stack.expected(at: Self.spot))
    }

    @Test func afterBringingToFrontTheBroughtEntityWins() {
        var random = SeededGenerator(state: 7)
        let stack = Stack.shuffled(using: &random)
        for _ in 0..<10 {
            let pick = stack.squares.randomElement(using: &random)!.entity
            stack.bringToFront(pick)
            stack.simulation.updateTransforms()
            #expect(stack.simulation.hitTest(Self.spot) == pick)
        }
        // And through a tick rather than updateTransforms.
        let last = stack.squares[3].entity
        stack.bringToFront(last)
        stack.simulation.runTick(1, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == last)
    }

    @Test func aZIndexWrittenStraightIntoTheStoreIsRespected() {
        var random = SeededGenerator(state: 11)
        let stack = Stack.shuffled(using: &random)
        #expect(stack.simulation.hitTest(Self.spot) == stack.expected(at: Self.spot))
        // Raised to the top, without any tick or transform pass in between.
        let raised = stack.squares[17].entity
        stack.setZ(1000, of: raised)
        #expect(stack.simulation.hitTest(Self.spot) == raised)
        // Lowered below everything: the next highest takes over.
        stack.setZ(-1000, of: raised)
        #expect(stack.simulation.hitTest(Self.spot) == stack.expected(at: Self.spot))
        #expect(stack.simulation.hitTest(Self.spot) != raised)
        // Several changes between two hit tests.
        for _ in 0..<20 {
            for _ in 0..<3 {
                stack.setZ(Double(Int.random(in: -60...60, using: &random)), of: stack.squares.randomElement(using: &random)!.entity)
            }
            #expect(stack.simulation.hitTest(Self.spot) == stack.expected(at: Self.spot))
        }
    }

    @Test func aZIndexChangedInPlaceIsRespected() {
        let stack = Stack()
        let squares = (0..<20).map { stack.spawn(half: 30, at: Point(x: 400, y: 300), z: Double($0)) }
        stack.simulation.updateTransforms()
        #expect(stack.simulation.hitTest(Self.spot) == squares[19])

        stack.simulation.zIndices.modify(squares[4]) { $0.value = 50 }
        stack.squares[4].z = 50
        #expect(stack.simulation.hitTest(Self.spot) == squares[4])

        let store = stack.simulation.zIndices
        let position = store.entities.firstIndex(of: squares[9])!
        store.modify(at: position) { $0.value = 60 }
        #expect(stack.simulation.hitTest(Self.spot) == squares[9])

        store.insert(ZIndex(70), for: squares[2])
        #expect(stack.simulation.hitTest(Self.spot) == squares[2])
    }

    @Test func equalZIndicesGoToTheLaterSpawnedEntity() {
        let stack = Stack()
        let squares = (0..<30).map { _ in stack.spawn(half: 30, at: Point(x: 400, y: 300), z: 3) }
        stack.simulation.updateTransforms()
        #expect(stack.simulation.hitTest(Self.spot) == squares.last)
        // Lower one and raise another to the same z: still the later of the two.
        stack.setZ(-1, of: squares[29])
        #expect(stack.simulation.hitTest(Self.spot) == squares[28])
        stack.setZ(5, of: squares[10])
        stack.setZ(5, of: squares[12])
        #expect(stack.simulation.hitTest(Self.spot) == squares[12])
        stack.setZ(5, of: squares[29])
        #expect(stack.simulation.hitTest(Self.spot) == squares[29])
    }

    @Test func anEntityWhoseZIndexIsRemovedCountsAsZero() {
        // Without a z-index an entity is at 0, as when its transform is refreshed; before the
        // grid kept depths, a hit test read `zIndices[entity]?.value ?? 0` each time.
        let simulation = Simulation()
        let below = simulation.spawn(shape: .rectangle(width: 60, height: 60), appearance: Appearance(position: Point(x: 400, y: 300)),
                                     zIndex: 1)
        let top = simulation.spawn(shape: .rectangle(width: 60, height: 60), appearance: Appearance(position: Point(x: 400, y: 300)),
                                   zIndex: 5)
        simulation.updateTransforms()
        #expect(simulation.hitTest(Self.spot) == top)
        simulation.zIndices[top] = nil
        #expect(simulation.hitTest(Self.spot) == below)
        // Once it moves, its transform is refreshed with z 0.
        var target = simulation.targets[top]!
        target.position = Point(x: 401, y: 300)
        simulation.retarget(top, to: target) { _ in nil }
        simulation.updateTransforms()
        #expect(simulation.hitTest(Self.spot) == below)
    }

    @Test func aTransparentEntityIsSkippedForTheOneBelow() {
        let stack = Stack()
        let squares = (0..<40).map { stack.spawn(half: 30, at: Point(x: 400, y: 300), z: Double($0)) }
        stack.simulation.updateTransforms()
        stack.setOpacity(0, of: squares[39])
        stack.setOpacity(0, of: squares[38])
        stack.simulation.updateTransforms()
        #expect(stack.simulation.hitTest(Self.spot) == squares[37])
        // Spawned transparent from the start.
        let ghost = stack.spawn(half: 30, at: Point(x: 400, y: 300), z: 100, opacity: 0)
        stack.simulation.updateTransforms()
        #expect(stack.simulation.hitTest(Self.spot) == squares[37])
        // Visible again: back on top.
        stack.setOpacity(1, of: ghost)
        stack.simulation.updateTransforms()
        #expect(stack.simulation.hitTest(Self.spot) == ghost)
    }

    @Test func aShapeThatDoesNotContainThePointIsSkippedForTheOneBelow() {
        // The top square's box covers the point, its circle sibling's shape does not.
        let simulation = Simulation()
        let below = simulation.spawn(shape: .rectangle(width: 100, height: 100), appearance: Appearance(position: Point(x: 400, y: 300)),
                                     zIndex: 0)
        let ring = simulation.spawn(shape: .circle(radius: 50), appearance: Appearance(position: Point(x: 400, y: 300)), zIndex: 5)
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: 445, y: 345)) == below, "in the circle's box, outside the circle")
        #expect(simulation.hitTest(Point(x: 410, y: 310)) == ring)
    }

    @Test func aMovingEntityCompetesByZIndexWithRestingOnes() {
        let stack = Stack()
        // Resting squares at z 0, 2, 4, ... 18 on the spot.
        let resting = (0..<10).map { stack.spawn(half: 30, at: Point(x: 400, y: 300), z: Double(2 * $0)) }
        // Three squares elsewhere that are then moved onto the spot.
        let low = stack.spawn(half: 30, at: Point(x: 100, y: 100), z: 5)
        let tied = stack.spawn(half: 30, at: Point(x: 160, y: 100), z: 18)
        let high = stack.spawn(half: 30, at: Point(x: 220, y: 100), z: 30)
        stack.simulation.updateTransforms()
        stack.simulation.runTick(1, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == resting[9])

        stack.move(low, to: Point(x: 402, y: 301))
        stack.simulation.runTick(2, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == resting[9], "a moving entity below does not win")
        #expect(stack.simulation.hitTest(Point(x: 431.5, y: 330.5)) == low, "where only it is")

        stack.move(tied, to: Point(x: 399, y: 302))
        stack.simulation.runTick(3, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == tied, "equal z: the later entity, moving or not")

        stack.move(high, to: Point(x: 401, y: 299))
        stack.simulation.runTick(4, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == high)

        // Made transparent, the moving ones give way again, down to the resting ones.
        stack.setOpacity(0, of: high)
        stack.setOpacity(0, of: tied)
        stack.simulation.runTick(5, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == resting[9])
        // Below the moving `low`: the resting ones above it are made transparent one by one.
        for i in stride(from: 9, through: 3, by: -1) { stack.setOpacity(0, of: resting[i]) }
        stack.simulation.runTick(6, events: [])
        #expect(stack.simulation.hitTest(Self.spot) == low)
        // A resting one raised above the moving one wins.
        stack.setZ(6, of: resting[0])
        #expect(stack.simulation.hitTest(Self.spot) == resting[0])
        // And after everything has rested the answers are the same.
        for tick in 7...50 { stack.simulation.runTick(UInt64(tick), events: []) }
        #expect(stack.simulation.hitTest(Self.spot) == resting[0])
        #expect(stack.simulation.hitTest(Self.spot) == stack.expected(at: Self.spot))
    }

    @Test("a crowd that moves, changes z and fades agrees with a brute-force search", arguments: [5, 6, 7])
    func aGeneratedCrowdAgreesWithBruteForce(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let stack = Stack()
        func randomCentre() -> Point {
            Point(x: Double(Int.random(in: 300...500, using: &random)), y: Double(Int.random(in: 200...400, using: &random)))
        }
        for _ in 0..<120 {
            stack.spawn(half: Double(Int.random(in: 5...80, using: &random)), at: randomCentre(),
                        z: Double(Int.random(in: -5...5, using: &random)))
        }
        stack.simulation.updateTransforms()
        let probes = (0..<60).map { _ in
            Point(x: Double(Int.random(in: 220...580, using: &random)) + 0.37,
                  y: Double(Int.random(in: 120...480, using: &random)) + 0.41)
        }
        func check(_ round: Int) {
            for probe in probes {
                #expect(stack.simulation.hitTest(probe) == stack.expected(at: probe), "round \(round), at \(probe)")
            }
        }
        check(0)
        for round in 1...60 {
            for _ in 0..<4 {
                let entity = stack.squares.randomElement(using: &random)!.entity
                switch Int.random(in: 0..<5, using: &random) {
                case 0, 1: stack.move(entity, to: randomCentre())
                case 2: stack.setZ(Double(Int.random(in: -5...5, using: &random)), of: entity)
                case 3: stack.bringToFront(entity)
                default: stack.setOpacity(Int.random(in: 0..<3, using: &random) == 0 ? 0 : 1, of: entity)
                }
            }
            stack.simulation.runTick(UInt64(round), events: [])
            check(round)
        }
        // Everything rests: back in the cells, same answers.
        for tick in 61...100 { stack.simulation.runTick(UInt64(tick), events: []) }
        check(100)
    }

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
    /// their edges — placed, moving, and back in the cells after resting; so are squares far
    /// out, and across the edges of the cells the grid keeps near the origin (columns −32 to 95).
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
    /// left as it is; a moving one is found at its new box (and only there).
    @Test func placingIfMovingChangesOnlyAMovingEntity() {
        let grid = SpatialGrid(cellSize: 64)
        let (resting, moving, unplaced) = (Entity(index: 0, generation: 0), Entity(index: 1, generation: 0),
                                           Entity(index: 5, generation: 0))
        for entity in [resting, moving, unplaced] { grid.setDepth(0, of: entity) }
        grid.place(resting, bounds: Rect(x: 0, y: 0, width: 20, height: 20), tick: 0)
        grid.place(moving, bounds: Rect(x: 0, y: 0, width: 20, height: 20), tick: 0)
        grid.place(moving, bounds: Rect(x: 200, y: 0, width: 20, height: 20), tick: 1)
        let far = SpatialGrid.Box(x: 400, y: 400, width: 20, height: 20)
        #expect(!grid.placeIfMoving(resting, finite: far, tick: 2))
        #expect(!grid.placeIfMoving(unplaced, finite: far, tick: 2))
        #expect(grid.placeIfMoving(moving, finite: far, tick: 2))
        func hit(_ point: Point) -> Entity? {
            grid.topmost(at: point, boxesVersion: 0) { _, _ in SpatialGrid.Verdict(hits: true, vouchesForBox: false) }
        }
        #expect(hit(Point(x: 410, y: 410)) == moving)
        #expect(hit(Point(x: 210, y: 10)) == nil)
        #expect(hit(Point(x: 10, y: 10)) == resting)
    }

    // MARK: Vouched boxes

    /// A box the test vouches for rules its entity out of later queries at points clearly outside
    /// it, in its cells, without asking; placing the entity again (even with the same box, which
    /// another transform may give) or a changed boxes version takes the vouching back.
    @Test func aVouchedBoxRulesOutWithoutAskingUntilPlacedAgain() {
        let grid = SpatialGrid(cellSize: 64)
        let entity = Entity(index: 0, generation: 0)
        let bounds = Rect(x: 10, y: 10, width: 20, height: 20)
        grid.setDepth(0, of: entity)
        grid.place(entity, bounds: bounds, tick: 0)
        var asked = 0
        func query(_ point: Point, version: UInt64 = 1) -> Entity? {
            grid.topmost(at: point, boxesVersion: version) { _, box in
                asked += 1
                return SpatialGrid.Verdict(hits: false, vouchesForBox: box == SpatialGrid.Box(x: 10, y: 10, width: 20, height: 20))
            }
        }
        let outside = Point(x: 50, y: 50)
        #expect(query(outside) == nil && asked == 1)
        #expect(query(outside) == nil && asked == 1)
        #expect(query(Point(x: 20, y: 20)) == nil && asked == 2)
        grid.place(entity, bounds: bounds, tick: 1)
        #expect(query(outside) == nil && asked == 3)
        #expect(query(outside) == nil && asked == 3)
        #expect(query(outside, version: 2) == nil && asked == 4)
        #expect(query(outside, version: 2) == nil && asked == 4)
    }

    // MARK: The order candidates are asked in

    /// Candidates are asked top down, the oversized and moving entities among those of the
    /// point's cell, and none below the first hit: a moving entity or the background under a
    /// resting hit is not asked, one above it is asked first.
    @Test func candidatesAreAskedTopDownAndNoneBelowTheFirstHit() {
        let grid = SpatialGrid(cellSize: 64)
        let (background, low, resting, high) = (Entity(index: 0, generation: 0), Entity(index: 1, generation: 0),
                                                Entity(index: 2, generation: 0), Entity(index: 3, generation: 0))
        for (entity, depth) in [(background, -1e9), (low, 1), (resting, 2), (high, 3)] { grid.setDepth(depth, of: entity) }
        grid.place(background, bounds: Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5), tick: 0)
        grid.place(resting, bounds: Rect(x: 0, y: 0, width: 40, height: 40), tick: 0)
        // Placed again in other cells: moving.
        for entity in [low, high] {
            grid.place(entity, bounds: Rect(x: 200, y: 0, width: 30, height: 30), tick: 0)
            grid.place(entity, bounds: Rect(x: 1, y: 1, width: 30, height: 30), tick: 1)
        }
        func query(hitting hits: Set<Entity>) -> (Entity?, asked: [Entity]) {
            var asked: [Entity] = []
            let found = grid.topmost(at: Point(x: 20, y: 20), boxesVersion: 0) { entity, _ in
                asked.append(entity)
                return SpatialGrid.Verdict(hits: hits.contains(entity), vouchesForBox: false)
            }
            return (found, asked)
        }
        let everything: Set = [background, low, resting, high]
        #expect(query(hitting: everything) == (high, [high]))
        #expect(query(hitting: [background, low, resting]) == (resting, [high, resting]))
        #expect(query(hitting: [background, low]) == (low, [high, resting, low]))
        #expect(query(hitting: [background]) == (background, [high, resting, low, background]))
        #expect(query(hitting: []) == (nil, [high, resting, low, background]))
        // A point in a cell no other box reaches: only the background is asked.
        var asked: [Entity] = []
        _ = grid.topmost(at: Point(x: 100, y: 20), boxesVersion: 0) { entity, _ in
            asked.append(entity)
            return SpatialGrid.Verdict(hits: false, vouchesForBox: false)
        }
        #expect(asked == [background])
    }
}
