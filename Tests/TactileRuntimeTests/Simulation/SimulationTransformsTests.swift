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

/// SPEC §3.4: hit testing against shapes (or content shapes), topmost first, under each
/// entity's full transform — its own scale and rotation and every ancestor's.
@Suite("Hit testing and transforms")
struct SimulationTransformsTests {
    /// Where a point of an entity's local space lands in the scene: scaled, then turned
    /// clockwise (y down) about the centre, then moved to the centre. Written out by hand so it
    /// does not share code with the runtime.
    static func scenePoint(local p: Point, centre: Point, rotation: Angle = .zero, scale: Double = 1) -> Point {
        let (s, c) = (sin(rotation.radians), cos(rotation.radians))
        return Point(x: centre.x + scale * (c * p.x - s * p.y), y: centre.y + scale * (s * p.x + c * p.y))
    }

    static func simulation() -> Simulation { Simulation() }

    @discardableResult
    static func spawn(_ simulation: Simulation, _ name: String, _ shape: ShapeKind?, at position: Point,
                      rotation: Angle = .zero, scale: Double = 1, parent: Entity? = nil, zIndex: Double = 0) -> Entity {
        simulation.spawn(name: name, shape: shape,
                         appearance: Appearance(position: position, rotation: rotation, scale: scale),
                         parent: parent, zIndex: zIndex)
    }

    // MARK: Slots

    /// A moved entity's shape is looked for in the slot its presentation has first: entities
    /// given their shapes in another order than they were spawned are placed all the same.
    @Test func entitiesWhoseShapesSitInOtherSlotsAreHitWhereTheyMoved() throws {
        let simulation = Self.simulation()
        let entities = (0..<4).map { i in
            Self.spawn(simulation, "box-\(i)", nil, at: Point(x: 100 + 200 * Double(i), y: 100))
        }
        for entity in entities.reversed() { simulation.shapes[entity] = Shape(.rectangle(width: 50, height: 50)) }
        simulation.runTick(0, events: [])
        for (i, entity) in entities.enumerated() {
            var target = try #require(simulation.targets[entity])
            target.position.y = 500
            simulation.retarget(entity, to: target)
            #expect(simulation.hitTest(Point(x: 100 + 200 * Double(i), y: 100)) == entity, "not placed yet: box-\(i)")
        }
        simulation.runTick(1, events: [])
        for (i, entity) in entities.enumerated() {
            #expect(simulation.hitTest(Point(x: 100 + 200 * Double(i), y: 500)) == entity, "box-\(i)")
            #expect(simulation.hitTest(Point(x: 100 + 200 * Double(i), y: 100)) == nil, "box-\(i)")
        }
    }

    // MARK: Rotation and scale

    @Test func aRectangleTurnedAQuarterIsHitWhereItNowLies() {
        let simulation = Self.simulation()
        let bar = Self.spawn(simulation, "bar", .rectangle(width: 200, height: 60), at: Point(x: 400, y: 300),
                             rotation: .degrees(90))
        simulation.updateTransforms()
        // Turned, it spans x 370…430 and y 200…400.
        #expect(simulation.hitTest(Point(x: 400, y: 390)) == bar)
        #expect(simulation.hitTest(Point(x: 425, y: 210)) == bar)
        #expect(simulation.hitTest(Point(x: 490, y: 300)) == nil)
        #expect(simulation.hitTest(Point(x: 310, y: 300)) == nil)
        #expect(simulation.hitTest(Point(x: 400, y: 410)) == nil)
    }

    @Test(arguments: [
        (Angle.degrees(30), 1.5), (.degrees(-70), 0.6), (.degrees(135), 2.5), (.degrees(0), 3), (.degrees(200), 1),
    ])
    func aRectangleIsHitInsideItsTurnedAndScaledOutline(rotation: Angle, scale: Double) {
        let simulation = Self.simulation()
        let centre = Point(x: 640, y: 400)
        let box = Self.spawn(simulation, "box", .rectangle(width: 200, height: 60), at: centre,
                             rotation: rotation, scale: scale)
        simulation.updateTransforms()
        let inside = [Point(x: 95, y: 25), Point(x: -95, y: -25), Point(x: 0, y: 0), Point(x: -60, y: 28)]
        let outside = [Point(x: 105, y: 0), Point(x: 0, y: 35), Point(x: -103, y: 20), Point(x: 98, y: -33)]
        for p in inside {
            #expect(simulation.hitTest(Self.scenePoint(local: p, centre: centre, rotation: rotation, scale: scale)) == box,
                    "local \(p) should hit")
        }
        for p in outside {
            #expect(simulation.hitTest(Self.scenePoint(local: p, centre: centre, rotation: rotation, scale: scale)) == nil,
                    "local \(p) should miss")
        }
        // The state file reports the same transform.
        let state = simulation.snapshot.entities[0]
        #expect(isClose(state.scale, scale))
        #expect(isClose(normalizedDegrees(state.rotation), normalizedDegrees(rotation.degrees)))
        #expect(isClose(state.centre, centre))
    }

    @Test func aScaledCircleIsHitOutToItsScaledRadius() {
        let simulation = Self.simulation()
        let big = Self.spawn(simulation, "big", .circle(radius: 50), at: Point(x: 200, y: 200), scale: 2)
        let small = Self.spawn(simulation, "small", .circle(radius: 50), at: Point(x: 600, y: 200), scale: 0.5)
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: 295, y: 200)) == big)
        #expect(simulation.hitTest(Point(x: 200, y: 105)) == big)
        #expect(simulation.hitTest(Point(x: 305, y: 200)) == nil)
        #expect(simulation.hitTest(Point(x: 620, y: 200)) == small)
        #expect(simulation.hitTest(Point(x: 630, y: 200)) == nil)
    }

    @Test func aTurnedStarIsMissedBetweenItsTips() {
        let simulation = Self.simulation()
        let centre = Point(x: 300, y: 300)
        let upright = Self.spawn(simulation, "upright", .star(points: 5, radius: 100, innerRatio: 0.45), at: centre)
        let turned = Self.spawn(simulation, "turned", .star(points: 5, radius: 100, innerRatio: 0.45),
                                at: Point(x: 800, y: 300), rotation: .degrees(36))
        simulation.updateTransforms()
        // Near the top tip of the upright star…
        #expect(simulation.hitTest(Point(x: 300, y: 212)) == upright)
        // …but between two tips of the one turned by 36°.
        #expect(simulation.hitTest(Point(x: 800, y: 212)) == nil)
        // Its tip has turned to −54°.
        let tip = Self.scenePoint(local: Point(x: 0, y: -88), centre: Point(x: 800, y: 300), rotation: .degrees(36))
        #expect(simulation.hitTest(tip) == turned)
        // A notch of the upright star, just outside its inner radius.
        let notch = Self.scenePoint(local: Point(x: 0, y: 50), centre: centre)
        #expect(simulation.hitTest(notch) == nil)
    }

    @Test func otherShapesFollowTheirOutlines() {
        let simulation = Self.simulation()
        let rounded = Self.spawn(simulation, "rounded", .roundedRectangle(width: 200, height: 100, cornerRadius: 30),
                                 at: Point(x: 200, y: 200))
        let triangle = Self.spawn(simulation, "triangle", .triangle(width: 200, height: 200), at: Point(x: 600, y: 200))
        let label = Self.spawn(simulation, "label", .text("Swift", size: 50, bold: true), at: Point(x: 1000, y: 200),
                               rotation: .degrees(90))
        simulation.updateTransforms()
        // The rounded corner is cut off; its edge is not.
        #expect(simulation.hitTest(Point(x: 298, y: 248)) == nil)
        #expect(simulation.hitTest(Point(x: 298, y: 200)) == rounded)
        #expect(simulation.hitTest(Point(x: 270, y: 240)) == rounded)
        // The triangle points up: its top corners are empty.
        #expect(simulation.hitTest(Point(x: 600, y: 110)) == triangle)
        #expect(simulation.hitTest(Point(x: 520, y: 110)) == nil)
        #expect(simulation.hitTest(Point(x: 690, y: 295)) == triangle)
        // A text box turned upright: tall and narrow.
        #expect(simulation.hitTest(Point(x: 1000, y: 260)) == label)
        #expect(simulation.hitTest(Point(x: 1060, y: 200)) == nil)
    }

    @Test func nonFinitePointsHitNothing() {
        let simulation = Self.simulation()
        Self.spawn(simulation, "floor", .rectangle(width: 1e6, height: 1e6), at: Point(x: 0, y: 0))
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: .nan, y: 0)) == nil)
        #expect(simulation.hitTest(Point(x: 0, y: .infinity)) == nil)
    }

    // MARK: Parents

    @Test func aParentsTransformAppliesToItsChildren() {
        let simulation = Self.simulation()
        let parent = Self.spawn(simulation, "parent", .rectangle(width: 100, height: 100), at: Point(x: 600, y: 400),
                                rotation: .degrees(90), scale: 2)
        let child = Self.spawn(simulation, "child", .circle(radius: 10), at: Point(x: 50, y: 0), parent: parent)
        simulation.updateTransforms()

        // (50, 0) in the parent, turned a quarter and doubled: 100 pt below the parent's centre.
        #expect(isClose(simulation.sceneCentre(of: child), Point(x: 600, y: 500)))
        // The child's radius doubles with its parent's scale.
        #expect(simulation.hitTest(Point(x: 600, y: 518)) == child)
        #expect(simulation.hitTest(Point(x: 618, y: 500)) == child)
        #expect(simulation.hitTest(Point(x: 600, y: 523)) == nil)
        // Where both are, the child (drawn after its parent) is on top.
        #expect(simulation.hitTest(Point(x: 600, y: 490)) == child)
        #expect(simulation.hitTest(Point(x: 600, y: 460)) == parent)
        #expect(simulation.hitPath(from: child) == [child, parent])

        let state = simulation.snapshot.entities.first { $0.name == "child" }!
        #expect(isClose(state.rotation, 90))
        #expect(isClose(state.scale, 2))
        #expect(isClose(state.centre, Point(x: 600, y: 500)))
    }

    @Test func childrenFollowWhenTheirParentMoves() {
        let simulation = Self.simulation()
        let parent = Self.spawn(simulation, "parent", nil, at: Point(x: 100, y: 100))
        let child = Self.spawn(simulation, "child", .circle(radius: 20), at: Point(x: 0, y: 40), parent: parent)
        let grandchild = Self.spawn(simulation, "grandchild", .rectangle(width: 20, height: 20), at: Point(x: 30, y: 0),
                                    rotation: .degrees(90), parent: child)
        simulation.updateTransforms()
        #expect(isClose(simulation.sceneCentre(of: grandchild), Point(x: 130, y: 140)))

        var moved = simulation.targets[parent]!
        moved.position = Point(x: 500, y: 300)
        moved.rotation = .degrees(90)
        simulation.retarget(parent, to: moved) { _ in nil }
        simulation.updateTransforms()

        // The child at (0, 40) turned a quarter: (−40, 0) from the parent.
        #expect(isClose(simulation.sceneCentre(of: child), Point(x: 460, y: 300)))
        #expect(simulation.hitTest(Point(x: 460, y: 300)) == child)
        #expect(simulation.hitTest(Point(x: 100, y: 140)) == nil)
        // The grandchild at (30, 0) of the child: turned with the parent, 30 pt below it.
        #expect(isClose(simulation.sceneCentre(of: grandchild), Point(x: 460, y: 330)))
        let state = simulation.snapshot.entities.first { $0.name == "grandchild" }!
        #expect(isClose(abs(normalizedDegrees(state.rotation)), 180))
    }

    @Test func childrenFollowAParentThatAnimatesTickByTick() {
        let simulation = Self.simulation()
        let parent = Self.spawn(simulation, "parent", .rectangle(width: 40, height: 40), at: Point(x: 100, y: 100))
        let child = Self.spawn(simulation, "child", .circle(radius: 10), at: Point(x: 0, y: 50), parent: parent)
        simulation.runTick(0, events: [])
        var moved = simulation.targets[parent]!
        moved.position = Point(x: 400, y: 100)
        simulation.retarget(parent, to: moved) { _ in .linear(duration: 1) }
        for tick: UInt64 in [1, 30, 60, 119, 120, 121] {
            simulation.runTick(tick, events: [])
            let x = 100 + 300 * min(Double(tick) / 120, 1)
            #expect(isClose(simulation.sceneCentre(of: child), Point(x: x, y: 150)), "tick \(tick)")
            #expect(simulation.hitTest(Point(x: x, y: 155)) == child, "tick \(tick)")
        }
    }

    @Test func aParentMovedInTheTickItsFirstChildIsSpawnedCarriesTheChild() {
        let simulation = Self.simulation()
        let parent = Self.spawn(simulation, "parent", .rectangle(width: 40, height: 40), at: Point(x: 100, y: 100))
        simulation.runTick(0, events: [])
        var moved = simulation.targets[parent]!
        moved.position = Point(x: 300, y: 200)
        simulation.retarget(parent, to: moved)
        let child = Self.spawn(simulation, "child", .circle(radius: 10), at: Point(x: 0, y: 50), parent: parent)
        simulation.runTick(1, events: [])
        #expect(isClose(simulation.sceneCentre(of: child), Point(x: 300, y: 250)))
        moved.position = Point(x: 500, y: 200)
        simulation.retarget(parent, to: moved)
        simulation.runTick(2, events: [])
        #expect(isClose(simulation.sceneCentre(of: child), Point(x: 500, y: 250)))
        #expect(simulation.hitTest(Point(x: 500, y: 255)) == child)
    }

    // MARK: Order

    @Test func theTopmostEntityByZIndexIsHitFirst() {
        let simulation = Self.simulation()
        let high = Self.spawn(simulation, "high", .circle(radius: 50), at: Point(x: 300, y: 300), zIndex: 5)
        let low = Self.spawn(simulation, "low", .circle(radius: 50), at: Point(x: 340, y: 300), zIndex: 1)
        let sameAsLow = Self.spawn(simulation, "same", .circle(radius: 50), at: Point(x: 380, y: 300), zIndex: 1)
        simulation.updateTransforms()

        // Spawned first, but on top by z-index.
        #expect(simulation.hitTest(Point(x: 320, y: 300)) == high)
        // Equal z-indices: the later one is drawn above.
        #expect(simulation.hitTest(Point(x: 360, y: 300)) == sameAsLow)
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == high)
        #expect(simulation.entitiesInDrawingOrder == [low, sameAsLow, high])

        simulation.bringToFront(low)
        #expect(simulation.hitTest(Point(x: 320, y: 300)) == low)
        #expect(simulation.hitTest(Point(x: 360, y: 300)) == low)
        #expect(simulation.entitiesInDrawingOrder.last == low)
        #expect(simulation.hitTest(Point(x: 700, y: 700)) == nil)
    }

    // MARK: Content shapes

    @Test func aContentShapeReplacesTheShapeForHitTesting() {
        let simulation = Self.simulation()
        let grown = Self.spawn(simulation, "grown", .circle(radius: 20), at: Point(x: 200, y: 200))
        simulation.shapes.modify(grown) { $0.contentShape = .circle(radius: 60) }
        let shrunk = Self.spawn(simulation, "shrunk", .rectangle(width: 100, height: 100), at: Point(x: 600, y: 200))
        simulation.shapes.modify(shrunk) { $0.contentShape = .circle(radius: 10) }
        let turned = Self.spawn(simulation, "turned", .circle(radius: 10), at: Point(x: 1000, y: 300),
                                rotation: .degrees(90), scale: 2)
        simulation.shapes.modify(turned) { $0.contentShape = .rectangle(width: 200, height: 20) }
        simulation.updateTransforms()

        #expect(simulation.hitTest(Point(x: 255, y: 200)) == grown)
        #expect(simulation.hitTest(Point(x: 265, y: 200)) == nil)
        #expect(simulation.hitTest(Point(x: 605, y: 200)) == shrunk)
        #expect(simulation.hitTest(Point(x: 640, y: 240)) == nil)
        // The content shape turns and scales with the entity: 40 × 400, upright.
        #expect(simulation.hitTest(Point(x: 1000, y: 495)) == turned)
        #expect(simulation.hitTest(Point(x: 1020 + 5, y: 300)) == nil)
        #expect(simulation.hitTest(Point(x: 1015, y: 120)) == turned)
    }

    @Test func aDeclaredContentShapeWidensTheRotationDial() throws {
        // rotation-lock's arrow is 100 pt across; its content shape is a 240 pt dial.
        let simulation = try loadedSimulation("rotation-lock")
        let arrow = try #require(simulation.entity(named: "arrow"))
        #expect(simulation.hitTest(Point(x: 750, y: 400)) == arrow)
        #expect(simulation.hitTest(Point(x: 640, y: 285)) == arrow)
        #expect(simulation.hitTest(Point(x: 765, y: 400)) == nil)
    }

    @Test func declaredChildrenSitInTheirParentsSpace() throws {
        // The nested scenes' knob is the panel's child, at its centre.
        let simulation = try loadedSimulation("nested")
        let panel = try #require(simulation.entity(named: "panel"))
        let knob = try #require(simulation.entity(named: "knob"))
        #expect(simulation.hitPath(from: knob) == [knob, panel])
        #expect(simulation.hitTest(Point(x: 640, y: 400)) == knob)
        #expect(simulation.hitTest(Point(x: 640, y: 455)) == panel)
        #expect(simulation.hitTest(Point(x: 1045, y: 400)) == nil)
    }

    // MARK: Skipping candidates by their box

    /// The exact test a hit test makes, written from the public pieces: the point mapped back
    /// into the entity's space, inside its hit shape.
    static func exactlyHits(_ simulation: Simulation, _ entity: Entity, _ point: Point) -> Bool {
        guard let presentation = simulation.presentations[entity], let transform = simulation.transforms[entity],
              let shape = simulation.shapes[entity] else { return false }
        return presentation.appearance.opacity > 0 && shape.hitShape.contains(transform.inverse.apply(to: point))
    }

    @Test func skippingCandidatesByTheirBoxesChangesNoHitEvenOnTheEdges() {
        let shapes: [ShapeKind] = [.circle(radius: 40), .rectangle(width: 90, height: 30), .triangle(width: 70, height: 80),
                                   .star(points: 5, radius: 45, innerRatio: 0.45), .roundedRectangle(width: 80, height: 50, cornerRadius: 12),
                                   // Flat: its test reaches along its line past its bounds.
                                   .triangle(width: 0, height: 40), .triangle(width: -60, height: 30)]
        for (i, shape) in shapes.enumerated() {
            for (j, (rotation, scale)) in [(0.0, 1.0), (30.0, 1.7), (-75.0, 0.35), (90.0, 1e-3 * 7), (181.0, 12.5)].enumerated() {
                let simulation = Self.simulation()
                let centre = Point(x: 300 + 37.25 * Double(i), y: 200 + 41.5 * Double(j))
                let entity = Self.spawn(simulation, "shape", shape, at: centre, rotation: .degrees(rotation), scale: scale)
                simulation.updateTransforms()
                // Points along the shape's own boundary (its bounds' edges and corners, mapped
                // into the scene) and a grid around it, nudged by an ulp either way.
                let half = shape.halfSize
                var probes: [Point] = []
                for u in stride(from: -1.0, through: 1.0, by: 0.125) {
                    for (x, y) in [(u * half.width, half.height), (u * half.width, -half.height),
                                   (half.width, u * half.height), (-half.width, u * half.height)] {
                        let p = Self.scenePoint(local: Point(x: x, y: y), centre: centre, rotation: .degrees(rotation), scale: scale)
                        probes += [p, Point(x: p.x.nextUp, y: p.y.nextDown), Point(x: p.x.nextDown, y: p.y.nextUp)]
                    }
                }
                let reach = 1.5 * scale * max(half.width, half.height)
                for dx in stride(from: -reach, through: reach, by: reach / 8) {
                    for dy in stride(from: -reach, through: reach, by: reach / 8) {
                        probes.append(Point(x: centre.x + dx, y: centre.y + dy))
                    }
                }
                for p in probes {
                    #expect((simulation.hitTest(p) == entity) == Self.exactlyHits(simulation, entity, p),
                            "\(shape) turned \(rotation)°, scaled \(scale), at \(p)")
                }
            }
        }
    }

    /// An entity despawned (through the commands, or at once) is never hit where it lay, and the
    /// one below it is.
    @Test func anEntityGoneFromTheWorldIsNotHitWhereItLay() {
        let simulation = Self.simulation()
        let below = Self.spawn(simulation, "below", .circle(radius: 40), at: Point(x: 300, y: 300), zIndex: 1)
        let above = Self.spawn(simulation, "above", .circle(radius: 40), at: Point(x: 300, y: 300), zIndex: 5)
        let top = Self.spawn(simulation, "top", .circle(radius: 40), at: Point(x: 300, y: 300), zIndex: 9)
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == top)
        simulation.world.despawn(top)
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == above, "despawned at once")
        simulation.commands.despawn(above)
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == above, "despawned when the commands are applied")
        simulation.runTick(1, events: [])
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == below)
        #expect(simulation.hitTest(Point(x: 300, y: 345)) == nil)
    }

    @Test func aShapeGivenLaterIsOrderedByTheZIndexItAlreadyHad() {
        let simulation = Self.simulation()
        let below = Self.spawn(simulation, "below", .circle(radius: 40), at: Point(x: 300, y: 300), zIndex: 1)
        let above = Self.spawn(simulation, "above", nil, at: Point(x: 300, y: 300), zIndex: 5)
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == below)
        simulation.shapes[above] = Shape(.circle(radius: 40))
        simulation.retarget(above, to: Appearance(position: Point(x: 301, y: 300)))
        simulation.updateTransforms()
        #expect(simulation.hitTest(Point(x: 300, y: 300)) == above)
    }
}
