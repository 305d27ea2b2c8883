import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refreshing moved entities: boxes, previous transforms and flings follow what is presented.
extension SimulationTransformsTests {
    // MARK: Refreshing a moved entity

    /// A presentation written with numbers no transform can take: an entity without parent or
    /// manipulation stays where it was drawn (a position that overflowed) or is drawn at scale
    /// 1 and unturned (a scale or rotation that is not finite); one with a manipulation keeps
    /// its transform when the composition overflows.
    @Test func aTransformThatCannotBeTakenLeavesTheEntityWhereItWasDrawn() throws {
        let simulation = Self.simulation()
        let square = Self.spawn(simulation, "square", .rectangle(width: 40, height: 40), at: Point(x: 200, y: 200))
        let turned = Self.spawn(simulation, "turned", .rectangle(width: 40, height: 40), at: Point(x: 600, y: 200),
                                rotation: .degrees(30), scale: 2)
        simulation.updateTransforms()
        let drawn = try #require(simulation.transforms[square]).current

        // Spawning makes every transform be refreshed again.
        simulation.presentations.modify(square) { $0.appearance.position = Point(x: .infinity, y: 200) }
        simulation.presentations.modify(turned) {
            $0.appearance.scale = .nan
            $0.appearance.rotation = .radians(-.infinity)
        }
        Self.spawn(simulation, "other", .circle(radius: 5), at: Point(x: 900, y: 700))
        simulation.updateTransforms()
        #expect(try #require(simulation.transforms[square]).current == drawn)
        #expect(simulation.hitTest(Point(x: 215, y: 215)) == square)
        #expect(try #require(simulation.transforms[turned]).current
            == AffineTransform(a: 1, b: 0, c: -0.0, d: 1, tx: 600, ty: 200))
        #expect(simulation.hitTest(Point(x: 618, y: 218)) == turned)
        #expect(simulation.hitTest(Point(x: 625, y: 200)) == nil, "unscaled, it is 40 wide")

        // With a manipulation the whole composition is checked: scaling about a centre near
        // the largest number overflows.
        simulation.presentations.modify(square) { $0.appearance.position = Point(x: 200, y: 200) }
        simulation.manipulate(square) { $0.scale = 2 }
        simulation.updateTransforms()
        let manipulated = try #require(simulation.transforms[square]).current
        #expect(manipulated.a == 2)
        simulation.presentations.modify(square) { $0.appearance.position = Point(x: 1e308, y: 200) }
        simulation.manipulate(square) { $0.scale = 3 }
        simulation.updateTransforms()
        #expect(try #require(simulation.transforms[square]).current == manipulated)
        #expect(simulation.hitTest(Point(x: 235, y: 235)) == square)
    }

    /// Moved twice in a tick, an entity is refreshed once, where the second move put it; an
    /// entity that takes over a despawned one's index is refreshed when it moves, as is the
    /// next one moved in the same pass.
    @Test func movesAreRefreshedOncePerTickWhateverTheEntitysGeneration() throws {
        let simulation = Self.simulation()
        let first = Self.spawn(simulation, "first", .rectangle(width: 40, height: 40), at: Point(x: 100, y: 100))
        let neighbour = Self.spawn(simulation, "neighbour", .rectangle(width: 40, height: 40), at: Point(x: 300, y: 100))
        simulation.runTick(0, events: [])
        simulation.world.despawn(first)
        simulation.runTick(1, events: [])
        let second = Self.spawn(simulation, "second", .rectangle(width: 40, height: 40), at: Point(x: 100, y: 300))
        #expect(second.index == first.index && second.generation != first.generation)
        simulation.runTick(2, events: [])

        var target = try #require(simulation.targets[second])
        for x in [500.0, 700] {
            target.position = Point(x: x, y: 300)
            simulation.retarget(second, to: target)
        }
        var other = try #require(simulation.targets[neighbour])
        other.position = Point(x: 300, y: 500)
        simulation.retarget(neighbour, to: other)
        simulation.runTick(3, events: [])
        #expect(isClose(simulation.sceneCentre(of: second), Point(x: 700, y: 300)))
        #expect(simulation.hitTest(Point(x: 710, y: 310)) == second)
        #expect(simulation.hitTest(Point(x: 510, y: 310)) == nil)
        #expect(simulation.hitTest(Point(x: 300, y: 510)) == neighbour)
        // The tick after, both catch up: drawn from where they are.
        simulation.runTick(4, events: [])
        let drawn = try #require(simulation.transforms[second])
        #expect(drawn.previous == drawn.current)
    }

    /// A moving entity's box keeps what its rotation, scale and shape decide while they stay:
    /// a shape changed under it, or a rotation, is taken at the next move all the same.
    @Test func aMovingShapesBoxFollowsAChangedShapeAndRotation() throws {
        let simulation = Self.simulation()
        let box = Self.spawn(simulation, "box", .rectangle(width: 40, height: 40), at: Point(x: 200, y: 200))
        var target = try #require(simulation.targets[box])
        for (tick, x) in [(0, 210.0), (1, 220), (2, 230)] {
            target.position.x = x
            simulation.retarget(box, to: target)
            simulation.runTick(UInt64(tick), events: [])
        }
        #expect(simulation.hitTest(Point(x: 230, y: 200)) == box)
        #expect(simulation.hitTest(Point(x: 230, y: 280)) == nil)
        simulation.shapes.modify(box) { $0.kind = .rectangle(width: 40, height: 200) }
        target.position.x = 240
        simulation.retarget(box, to: target)
        simulation.runTick(3, events: [])
        #expect(simulation.hitTest(Point(x: 240, y: 280)) == box)
        target.rotation = .degrees(90)
        target.position.x = 250
        simulation.retarget(box, to: target)
        simulation.runTick(4, events: [])
        // Turned a quarter: 200 wide, 40 high.
        #expect(simulation.hitTest(Point(x: 330, y: 200)) == box)
        #expect(simulation.hitTest(Point(x: 250, y: 280)) == nil)
    }

    /// A presentation copied from another entity brings that entity's box numbers along: the
    /// copy's own shape is what it is hit by.
    @Test func aPresentationCopiedToAnotherEntityIsBoxedByThatEntitysShape() throws {
        let simulation = Self.simulation()
        let wide = Self.spawn(simulation, "wide", .rectangle(width: 300, height: 20), at: Point(x: 200, y: 100))
        let small = Self.spawn(simulation, "small", .rectangle(width: 20, height: 20), at: Point(x: 200, y: 400))
        simulation.runTick(0, events: [])
        var target = try #require(simulation.targets[wide])
        target.position.x = 210
        simulation.retarget(wide, to: target)
        simulation.runTick(1, events: [])
        var copy = try #require(simulation.presentations[wide])
        copy.appearance.position = Point(x: 600, y: 400)
        simulation.presentations[small] = copy
        simulation.targets[small] = copy.appearance
        simulation.retarget(small, to: copy.appearance)
        simulation.runTick(2, events: [])
        #expect(simulation.hitTest(Point(x: 600, y: 400)) == small)
        #expect(simulation.hitTest(Point(x: 700, y: 400)) == nil)
    }

    /// An animating entity notes its presentation's slot for the refresh; a despawn in the same
    /// tick moves it to another slot, which the refresh finds instead.
    @Test func anAnimatingEntityMovedToAnotherSlotByADespawnIsRefreshedThere() throws {
        let simulation = Self.simulation()
        let first = Self.spawn(simulation, "first", .circle(radius: 10), at: Point(x: 100, y: 100))
        _ = Self.spawn(simulation, "second", .circle(radius: 10), at: Point(x: 200, y: 100))
        let last = Self.spawn(simulation, "last", .circle(radius: 10), at: Point(x: 300, y: 100))
        simulation.runTick(0, events: [])
        var target = try #require(simulation.targets[last])
        target.position.y = 400
        simulation.retarget(last, to: target) { _ in .linear(duration: 1) }
        simulation.runTick(1, events: [])
        simulation.commands.despawn(first)
        simulation.runTick(2, events: [])
        let presented = try #require(simulation.presentations[last])
        #expect(try #require(simulation.transforms[last]).current.ty == presented.appearance.position.y)
        #expect(presented.appearance.position.y > 100 && presented.appearance.position.y < 400)
        #expect(simulation.hitTest(Point(x: 300, y: presented.appearance.position.y)) == last)
    }

    /// Of two entities moving tick after tick, one stops: each is drawn from where it was the
    /// tick before, and the one that stopped catches up the tick after.
    @Test func previousTransformsTrailWhenSomeOfLastTicksMovesStop() throws {
        let simulation = Self.simulation()
        let (a, b) = (Self.spawn(simulation, "a", .circle(radius: 10), at: Point(x: 100, y: 100)),
                      Self.spawn(simulation, "b", .circle(radius: 10), at: Point(x: 100, y: 300)))
        func move(_ entity: Entity, to x: Double) throws {
            var target = try #require(simulation.targets[entity])
            target.position.x = x
            simulation.retarget(entity, to: target)
        }
        for (tick, x) in [(0, 110.0), (1, 120)] {
            try move(a, to: x)
            try move(b, to: x)
            simulation.runTick(UInt64(tick), events: [])
        }
        try move(a, to: 130)
        simulation.runTick(2, events: [])
        let (movedOn, stopped) = (try #require(simulation.transforms[a]), try #require(simulation.transforms[b]))
        #expect(movedOn.previous.tx == 120 && movedOn.current.tx == 130)
        #expect(stopped.previous.tx == 120 && stopped.current.tx == 120)
        simulation.runTick(3, events: [])
        let caughtUp = try #require(simulation.transforms[a])
        #expect(caughtUp.previous == caughtUp.current)
        try move(b, to: 140)
        simulation.runTick(4, events: [])
        let movedAgain = try #require(simulation.transforms[b])
        #expect(movedAgain.previous.tx == 120 && movedAgain.current.tx == 140)
    }

    /// Flung entities (a decay of the position) are refreshed as the animation pass presents
    /// them: every tick the transform follows the presented position and the previous one
    /// trails by a tick, and hit tests find them where they are drawn; one whose target also
    /// moved in the tick (refreshed by the transform pass), or that moves in a tick with a
    /// despawn, ends up the same; and once a fling ends its previous transform catches up.
    @Test func flungEntitiesFollowTheirPresentedPositions() throws {
        let simulation = Self.simulation()
        let (a, b) = (Self.spawn(simulation, "a", .circle(radius: 10), at: Point(x: 100, y: 100)),
                      Self.spawn(simulation, "b", .circle(radius: 10), at: Point(x: 100, y: 300)))
        let spare = Self.spawn(simulation, "spare", .circle(radius: 10), at: Point(x: 900, y: 700))
        simulation.runTick(0, events: [])
        for entity in [a, b] {
            var target = try #require(simulation.targets[entity])
            target.position.x = 600
            simulation.retarget(entity, to: target) { $0 == .position ? .decay(rate: 20) : nil }
        }
        var tick: UInt64 = 1
        while simulation.animationTracks.count > 0 {
            let before = try [a, b].map { try #require(simulation.transforms[$0]).current }
            if tick % 3 == 0 {
                var target = try #require(simulation.targets[b])
                target.position.y += 1
                simulation.retarget(b, to: target)
            }
            if tick == 5 { simulation.commands.despawn(spare) }
            simulation.runTick(tick, events: [])
            for (entity, before) in zip([a, b], before) {
                let position = try #require(simulation.presentations[entity]).appearance.position
                let drawn = try #require(simulation.transforms[entity])
                #expect(drawn.previous == before, "tick \(tick)")
                #expect(drawn.current.tx == position.x && drawn.current.ty == position.y, "tick \(tick)")
                #expect(simulation.hitTest(Point(x: position.x + 9, y: position.y)) == entity, "tick \(tick)")
                #expect(simulation.hitTest(Point(x: position.x - 11, y: position.y)) == nil, "tick \(tick)")
            }
            tick += 1
        }
        #expect(tick > 20, "the flings ran for a while")
        simulation.runTick(tick, events: [])
        for entity in [a, b] {
            let drawn = try #require(simulation.transforms[entity])
            #expect(drawn.current.tx == 600)
            #expect(drawn.previous == drawn.current)
        }
    }

    /// A flung entity stopped mid-fling, while another flies on, is drawn where it stopped,
    /// its previous transform that of the tick before the stop and then, a tick later, caught
    /// up; the other's keeps trailing by a tick.
    @Test func aFlingStoppedMidwayCatchesUpWhileAnotherFliesOn() throws {
        let simulation = Self.simulation()
        let (a, b) = (Self.spawn(simulation, "a", .circle(radius: 10), at: Point(x: 100, y: 100)),
                      Self.spawn(simulation, "b", .circle(radius: 10), at: Point(x: 100, y: 300)))
        simulation.runTick(0, events: [])
        for entity in [a, b] {
            var target = try #require(simulation.targets[entity])
            target.position.x = 600
            simulation.retarget(entity, to: target) { $0 == .position ? .decay(rate: 2) : nil }
        }
        for tick: UInt64 in 1...12 {
            let before = try [a, b].map { try #require(simulation.transforms[$0]).current }
            if tick == 6 { simulation.settle(a) }
            simulation.runTick(tick, events: [])
            let (stopped, flying) = try (#require(simulation.transforms[a]), #require(simulation.transforms[b]))
            let (stoppedAt, flyingAt) = try (#require(simulation.presentations[a]).appearance.position,
                                             #require(simulation.presentations[b]).appearance.position)
            #expect(flying.previous == before[1], "tick \(tick)")
            #expect(flying.current.tx == flyingAt.x, "tick \(tick)")
            #expect(stopped.current.tx == stoppedAt.x, "tick \(tick)")
            #expect(stopped.previous == (tick <= 6 ? before[0] : stopped.current), "tick \(tick)")
        }
        #expect(simulation.animationTracks[a] == nil && simulation.animationTracks[b] != nil)
    }


    /// A moved entity's grid box follows a scale that changes and comes back, and a turn
    /// that comes back by way of −0: its box is measured again whenever the rotation or the
    /// scale differs from what it was measured with.
    @Test func aMovedEntitysBoxFollowsItsScaleAndRotationBackAndForth() throws {
        let simulation = Self.simulation()
        let box = Self.spawn(simulation, "box", .rectangle(width: 100, height: 20), at: Point(x: 400, y: 300))
        simulation.runTick(0, events: [])
        var target = try #require(simulation.targets[box])
        // 100 wide unscaled: x 350…450; scaled by 2, x 300…500.
        for (tick, scale) in [(1, 2.0), (2, 1.0), (3, 2.0)] {
            target.scale = scale
            target.position.x += 1
            simulation.retarget(box, to: target)
            simulation.runTick(UInt64(tick), events: [])
            let x = target.position.x
            #expect(simulation.hitTest(Point(x: x + 75, y: 300)) == (scale == 2 ? box : nil), "scale \(scale)")
            #expect(simulation.hitTest(Point(x: x + 45, y: 300)) == box, "scale \(scale)")
        }
        for (tick, degrees) in [(4, -0.0), (5, 90.0), (6, 0.0)] {
            target.rotation = .degrees(degrees)
            target.position.y += 1
            simulation.retarget(box, to: target)
            simulation.runTick(UInt64(tick), events: [])
            let (x, y) = (target.position.x, target.position.y)
            // Turned a quarter, 200 × 40 stands upright: y − 100 … y + 100.
            #expect(simulation.hitTest(Point(x: x, y: y + 90)) == (degrees == 90 ? box : nil), "\(degrees)°")
            #expect(simulation.hitTest(Point(x: x + 90, y: y)) == (degrees == 90 ? nil : box), "\(degrees)°")
        }
    }

    /// A presentation written through the store with a scale that is not finite is drawn and
    /// placed at scale 1, and stays so as it moves on (the box is never taken as measured for
    /// the scale as written).
    @Test func aPresentationWithANonFiniteScaleMovesAtScaleOne() throws {
        let simulation = Self.simulation()
        let box = Self.spawn(simulation, "box", .rectangle(width: 100, height: 20), at: Point(x: 400, y: 300), scale: 2)
        simulation.runTick(0, events: [])
        var presentation = try #require(simulation.presentations[box])
        presentation.appearance.scale = .nan
        simulation.presentations[box] = presentation
        for tick in 1...3 {
            var target = try #require(simulation.targets[box])
            target.scale = .nan
            target.position.x += 10
            simulation.retarget(box, to: target)
            simulation.presentations.modify(box) { $0.appearance.scale = .nan }
            simulation.runTick(UInt64(tick), events: [])
            let x = try #require(simulation.targets[box]).position.x
            let world = try #require(simulation.transforms[box]).current
            #expect(world.a == 1 && world.tx == x, "tick \(tick)")
            #expect(simulation.hitTest(Point(x: x + 45, y: 300)) == box, "tick \(tick)")
            #expect(simulation.hitTest(Point(x: x + 75, y: 300)) == nil, "tick \(tick)")
        }
    }

    /// A moved entity whose manipulation is cleared is drawn by its appearance alone again,
    /// however its rotation and scale were before: a refresh that writes only the translation
    /// never keeps the composed transform's linear part.
    @Test func anEntityWhoseManipulationIsClearedIsDrawnAtItsOwnScaleAgain() throws {
        let simulation = Self.simulation()
        let box = Self.spawn(simulation, "box", .rectangle(width: 100, height: 20), at: Point(x: 400, y: 300),
                             rotation: .degrees(30))
        simulation.runTick(0, events: [])
        let unmanipulated = try #require(simulation.transforms[box]).current
        simulation.manipulate(box) { $0.scale = 2 }
        simulation.runTick(1, events: [])
        #expect(try #require(simulation.transforms[box]).current.a == 2 * unmanipulated.a)
        simulation.clearManipulation(of: box)
        simulation.runTick(2, events: [])
        var target = try #require(simulation.targets[box])
        target.position.x += 10
        simulation.retarget(box, to: target)
        simulation.runTick(3, events: [])
        let world = try #require(simulation.transforms[box]).current
        #expect(world == AffineTransform(a: unmanipulated.a, b: unmanipulated.b, c: unmanipulated.c, d: unmanipulated.d,
                                         tx: 410, ty: 300))
    }

    /// An entity without a shape follows its scale there and back: with no box numbers, its
    /// transform is worked out whole on every move.
    @Test func anEntityWithoutAShapeFollowsItsScaleThereAndBack() throws {
        let simulation = Self.simulation()
        let dot = Self.spawn(simulation, "dot", nil, at: Point(x: 400, y: 300))
        simulation.runTick(0, events: [])
        var target = try #require(simulation.targets[dot])
        for (tick, scale) in [(1, 2.0), (2, 1.0), (3, 1.0)] {
            target.scale = scale
            target.position.x += 1
            simulation.retarget(dot, to: target)
            simulation.runTick(UInt64(tick), events: [])
            let world = try #require(simulation.transforms[dot]).current
            #expect(world.a == scale && world.d == scale && world.tx == target.position.x, "tick \(tick)")
        }
    }
}
