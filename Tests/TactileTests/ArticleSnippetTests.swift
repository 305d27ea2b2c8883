import Testing
import Tactile

/// The articles' code, compiled and run: what the "Testing gestures" and "Writing a scene"
/// articles show works as they say.
@Suite("The articles' snippets")
struct ArticleSnippetTests {
    struct DragStar: EntityView {
        @State private var offset = Vector.zero

        var body: some EntityView {
            Star()
                .font(.system(size: 100))
                .offset(offset)
                .gesture(DragGesture().onEnded { value in offset += value.translation })
                .name("star")
        }
    }

    @Test func aDragMovesTheStar() throws {
        let simulation = Simulation()
        simulation.load(DeclarativeScene { DragStar() })
        let events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 640, y: 400), time: 0.1)),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 700, y: 430), time: 0.2)),
            .pointer(PointerEvent(.up, pointer: 1, at: Point(x: 740, y: 450), time: 0.3)),
        ]
        Replay.run(events, on: simulation, until: 1)
        let star = try #require(simulation.snapshot.entities.first { $0.name == "star" })
        #expect(star.x == 740 && star.y == 450)
    }

    /// A shape's own component: its velocity, and whether a finger holds it.
    struct Motion { var velocity = Vector.zero; var isHeld = false }

    /// Pulls every shape no finger holds down to the window's floor.
    struct Gravity: System {
        mutating func run(in world: World) {
            let step = 1 / Time.ticksPerSecond
            let floor = world.resource(Window.self).size.height - 40
            var moved: [(Entity, Point)] = []
            world.query(Motion.self, Appearance.self).forEachMutating {
                (entity: Entity, motion: inout Motion, appearance: Appearance) in
                guard !motion.isHeld, appearance.position.y < floor else { return }
                motion.velocity.height += 2400 * step
                moved.append((entity, appearance.position + motion.velocity * step))
            }
            for (entity, position) in moved { world.retarget(entity) { $0.position = position } }
        }
    }

    struct Toy: SceneContent {
        func install(in simulation: Simulation) {
            let world = simulation.world
            let ball = world.spawnShape(name: "ball", shape: .circle(radius: 40),
                                        appearance: Appearance(position: Point(x: 640, y: 100), fill: .orange))
            world.insert(Motion(), for: ball)
            simulation.schedule.add(Gravity(), to: .scene)
        }
        func fresh() -> any SceneContent { Toy() }
    }

    @Test func theToysBallFallsToTheFloor() throws {
        let simulation = Simulation()
        simulation.load(Toy())
        Replay.run([], on: simulation, until: 0.25)
        let falling = try #require(simulation.state(of: "ball"))
        #expect(falling.y > 100 && falling.y < 760, "on its way down: \(falling.y)")
        Replay.run([], on: simulation, until: 2)
        let landed = try #require(simulation.state(of: "ball"))
        #expect(landed.y >= 760 && landed.y < 800, "stopped at the floor: \(landed.y)")
        #expect(simulation.entitiesInDrawingOrder.contains(try #require(simulation.entity(named: "ball"))), "drawn")
    }
}

extension Simulation {
    func state(of name: String) -> StateSnapshot.EntityState? { snapshot.entities.first { $0.name == name } }
}
