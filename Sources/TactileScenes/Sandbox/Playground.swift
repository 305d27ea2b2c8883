import TactileECS
import TactileGestures
import TactileRuntime

/// `playground`: shapes to drag, pinch and twist at once, fling, long-press to lift (to the
/// front, with a shadow) and double-tap to reset; a double tap on empty space adds a shape.
struct Playground: SceneContent {
    static let defaultCount = 24
    /// The most shapes it lays out (`tactile` refuses a larger `--entities`).
    static let maximumCount = 100_000

    let count: Int

    func fresh() -> any SceneContent { Playground(count: count) }

    static let palette: [Color] = [.blue, .pink, .orange, .green, .purple, .teal, .yellow, .indigo, .mint, .red, .cyan, .brown]

    func install(in simulation: Simulation) {
        let background = simulation.spawn(name: nil, shape: .rectangle(width: 1e5, height: 1e5),
                                          appearance: Appearance(position: Point(x: 640, y: 400), fill: .clear), zIndex: -1e9)
        simulation.backgroundEntity = background
        simulation.allowsCameraGestures = true
        let n = max(0, min(count, Self.maximumCount))
        var added = 0
        let world = simulation.world
        simulation.attach(SpatialTapGesture(count: 2, coordinateSpace: .global).onEnded { [unowned world] tap in
            added += 1
            let number = n + added
            // A shape is added between stages: a callback never changes the world's structure.
            world.commands.add { world in Self.addShape(number: number, at: tap.location, in: world) }
        }, to: background)

        let columns = max(1, Int((Double(n) * 1.6).squareRoot().rounded(.up)))
        let rows = max(1, (n + columns - 1) / columns)
        for i in 0..<n {
            let (column, row) = (i % columns, i / columns)
            // A gentle, fixed jitter so the layout looks hand-placed but never changes.
            let jitterX = Double((i * 37) % 23) - 11, jitterY = Double((i * 53) % 19) - 9
            let centre = Point(x: (Double(column) + 0.5) * 1280 / Double(columns) + jitterX,
                               y: (Double(row) + 0.5) * 800 / Double(rows) + jitterY)
            Self.addShape(number: i, at: centre, in: simulation.world)
        }
    }

    /// The i-th shape: circles, rectangles, triangles, stars and labels in turn.
    static func kind(_ i: Int) -> ShapeKind {
        let size = 70.0 + Double((i * 29) % 50)
        switch i % 5 {
        case 0: return .circle(radius: size / 2)
        case 1: return .roundedRectangle(width: size * 1.3, height: size, cornerRadius: 14)
        case 2: return .triangle(width: size, height: size)
        case 3: return .star(points: 5 + (i % 3), radius: size / 2, innerRatio: 0.45)
        default: return .text(["Tactile", "Swift", "pinch", "twist", "fling"][(i / 5) % 5], size: 36, bold: true)
        }
    }

    static func addShape(number i: Int, at centre: Point, in world: World) {
        let home = Appearance(position: centre, rotation: .degrees(Double((i * 17) % 30) - 15),
                              fill: palette[i % palette.count])
        let shape = world.spawnShape(name: "shape-\(i)", shape: kind(i), appearance: home, zIndex: Double(i))
        let manipulator = DirectManipulation(shape, in: world, flings: true)
        let lift = LongPressGesture(minimumDuration: 0.5)
            .onEnded { [unowned world] _ in
                world.bringToFront(shape)
                Self.setShadow(12, on: shape, in: world)
            }
        let reset = TapGesture(count: 2)
            .onEnded { [unowned world] in
                world.clearManipulation(of: shape)
                world.retarget(shape, to: home) { _ in .spring() }
            }
        world.attach(
            manipulator.gesture
                .simultaneously(with: lift)
                .simultaneously(with: reset)
                .onEnded { [unowned world] _ in Self.setShadow(0, on: shape, in: world) }
                .onCancelled { [unowned world] in Self.setShadow(0, on: shape, in: world) },
            to: shape)
    }

    static func setShadow(_ radius: Double, on shape: Entity, in world: World) {
        guard var target = world[Appearance.self, shape], target.shadowRadius != radius else { return }
        target.shadowRadius = radius
        world.retarget(shape, to: target) { _ in .easeOut(duration: 0.2) }
    }
}
