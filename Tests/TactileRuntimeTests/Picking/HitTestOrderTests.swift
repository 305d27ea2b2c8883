import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// Hit testing order (the spatial index keeps its cells top down by z-index, ties to the later
/// entity, and stops at the first hit): however the entities were spawned, whatever their
/// z-indices became afterwards and whether they rest or move, a hit test returns what a
/// brute-force search over every entity would.
@Suite("Hit testing order")
struct HitTestOrderTests {
    typealias Stack = HitTestStack
    static let spot = Point(x: 400.37, y: 300.41)

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
        let slot = store.slot(of: squares[9])!
        store.modify(slot: slot) { $0.value = 60 }
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
        // Without a z-index an entity is at 0, as when its transform is refreshed (a hit test
        // once read `zIndices[entity]?.value ?? 0` each time; the spatial index keeps depths).
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
}
