import Testing
import TactileECS
import TactileGestures
import TactileRuntime

/// A scene built game-style, with no declarative layer: entities spawned with a shape, an
/// appearance and a gesture component, and a system of the game's own on the schedule — the
/// way the README's "Game-style" section writes it.
@Suite("Game-style scenes")
struct GameStyleSceneTests {
    /// Snaps every shape a manipulation released to the nearest point of a grid, with a spring.
    struct SnapReleasedToGrid: System {
        var spacing: Double
        var released = EventReader<GestureEvent>()

        mutating func run(in world: World) {
            for event in released.read(world) where event.kind == .ended {
                guard var target = world[Appearance.self, event.entity] else { continue }
                target.position = Point(x: (target.position.x / spacing).rounded() * spacing,
                                        y: (target.position.y / spacing).rounded() * spacing)
                world.retarget(event.entity, to: target) { channel in channel == .position ? .spring() : nil }
            }
        }
    }

    /// The tiles of the README's example: three, spawned with components, each with
    /// `drag & magnify & rotate`.
    static func makeBoard() -> (Simulation, [Entity]) {
        let simulation = Simulation()
        let world = simulation.world
        var tiles: [Entity] = []
        for column in 0..<3 {
            let tile = world.spawn()
            world.insert(Name("tile-\(column)"), for: tile)
            world.insert(Shape(.roundedRectangle(width: 80, height: 80, cornerRadius: 12)), for: tile)
            world.insert(Appearance(position: Point(x: 200 + 200 * Double(column), y: 400), fill: .orange), for: tile)
            world.insert(Gestures(DirectManipulation(tile, in: world).gesture), for: tile)
            tiles.append(tile)
        }
        simulation.schedule.add(SnapReleasedToGrid(spacing: 50), to: .scene)
        return (simulation, tiles)
    }

    /// Replays `events` tick by tick up to `end`.
    static func replay(_ events: [InputEvent], on simulation: Simulation, until end: Double) {
        Replay.run(events, on: simulation, until: end)
    }

    @Test func aReleasedTileSnapsToTheGrid() throws {
        let (simulation, tiles) = Self.makeBoard()
        // A drag of the first tile from (200, 400) by (+73, +38), released there.
        var events: [InputEvent] = [.pointer(PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 400), time: 0.1))]
        for step in 1...12 {
            let f = Double(step) / 12
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: 200 + 73 * f, y: 400 + 38 * f),
                                                time: 0.1 + 0.25 * f)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: Point(x: 273, y: 438), time: 0.36)))
        Self.replay(events, on: simulation, until: 0.35)
        let dragged = try #require(simulation.presentations[tiles[0]]?.appearance.position)
        #expect(abs(dragged.x - 273) < 1e-9 && abs(dragged.y - 438) < 1e-9, "the tile follows the finger: \(dragged)")
        Self.replay(events, on: simulation, until: 3)
        let snapped = try #require(simulation.presentations[tiles[0]]?.appearance.position)
        #expect(abs(snapped.x - 250) < 0.01 && abs(snapped.y - 450) < 0.01, "snapped to the 50-point grid: \(snapped)")
        #expect(simulation.presentations[tiles[1]]?.appearance.position == Point(x: 400, y: 400), "the others stay")
        #expect(simulation.log.map(\.event) == ["began", "ended"])
    }

    @Test func aPinchScalesTheTile() throws {
        let (simulation, tiles) = Self.makeBoard()
        let centre = Point(x: 400, y: 400)
        var events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 380, y: 400), time: 0.1)),
            .pointer(PointerEvent(.down, pointer: 2, at: Point(x: 420, y: 400), time: 0.1)),
        ]
        for step in 1...10 {
            let half = 20 + 20 * Double(step) / 10
            let t = 0.1 + 0.02 * Double(step)
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: centre.x - half, y: 400), time: t)))
            events.append(.pointer(PointerEvent(.move, pointer: 2, at: Point(x: centre.x + half, y: 400), time: t)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: Point(x: 360, y: 400), time: 0.35)))
        events.append(.pointer(PointerEvent(.up, pointer: 2, at: Point(x: 440, y: 400), time: 0.35)))
        Self.replay(events, on: simulation, until: 3)
        let tile = try #require(simulation.presentations[tiles[1]]?.appearance)
        #expect(abs(tile.scale - 2) < 1e-9, "the fingers' spread doubled: scale \(tile.scale)")
    }

    @Test func theSystemRunsInTheSceneStageAfterTheGestures() {
        let (simulation, _) = Self.makeBoard()
        let scene = simulation.schedule.systemNames.first { $0.stage == .scene }
        #expect(scene?.systems.last == "SnapReleasedToGrid")
        let stages = simulation.schedule.systemNames.map(\.stage)
        #expect(stages == [.input, .picking, .gestures, .scene, .animation, .transforms, .log])
    }
}
