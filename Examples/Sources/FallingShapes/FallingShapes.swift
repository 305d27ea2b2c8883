import Tactile

/// A game-style toy on the ECS, with no declarative layer: shapes drop in from the top, fall,
/// bounce and settle; catch one with a finger, drag it, and throw it.
///
/// ```swift
/// run(RunOptions(title: "Falling shapes"), scene: FallingShapes())
/// ```
///
/// Entities are spawned with components (a name, a shape, an appearance, ``Motion``, a gesture),
/// and two systems of the toy's own run in the `scene` stage: ``Dropper`` adds a shape every
/// half second, ``Gravity`` moves the shapes no finger holds.
public struct FallingShapes: SceneContent {
    /// How many shapes drop in.
    public var count: Int

    public init(count: Int = 8) { self.count = count }

    public func fresh() -> any SceneContent { FallingShapes(count: count) }

    public func install(in simulation: Simulation) {
        simulation.schedule.add(Dropper(count: count), to: .scene)
        simulation.schedule.add(Gravity(), to: .scene)
    }

    /// The i-th shape, a little above the window, spread over its width.
    static func dropShape(_ i: Int, in world: World) {
        let kinds: [ShapeKind] = [.circle(radius: 40), .roundedRectangle(width: 90, height: 70, cornerRadius: 12),
                                  .star(points: 5, radius: 48, innerRatio: 0.45), .triangle(width: 90, height: 80)]
        let colors: [Color] = [.orange, .blue, .pink, .green, .purple, .teal]
        let width = world.resource(Window.self).size.width
        let x = 120 + Double((i * 263) % max(1, Int(width) - 240))
        let appearance = Appearance(position: Point(x: x, y: -60), rotation: .degrees(Double(i * 23 % 40) - 20),
                                    fill: colors[i % colors.count])
        // A name, a shape, an appearance and what drawing and picking need (a z-index among them).
        let name = "shape-\(i)"
        let shape = world.spawnShape(name: name, shape: kinds[i % kinds.count], appearance: appearance)
        world.insert(Motion(), for: shape)
        world.attach(catchAndThrow(shape, named: name, in: world), to: shape)
    }

    /// A finger catches the shape where it is, drags it, and throws it with its release velocity.
    static func catchAndThrow(_ shape: Entity, named name: String, in world: World) -> some Gesture<DragGesture.Value> {
        var start = Point.zero
        return DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { [unowned world] drag in
                if world[Motion.self, shape]?.isHeld == false {
                    start = world[Appearance.self, shape]?.position ?? drag.startLocation
                    world.store(Motion.self).modify(shape) { $0 = Motion(); $0.isHeld = true }
                    world.log(name, "caught")
                }
                world.retarget(shape) { $0.position = start + drag.translation }
            }
            .onEnded { [unowned world] drag in
                let speed = drag.velocity.length
                let velocity = speed > maximumThrow ? drag.velocity * (maximumThrow / speed) : drag.velocity
                world.store(Motion.self).modify(shape) { $0 = Motion(velocity: velocity) }
                world.log(name, "thrown")
            }
            .onCancelled { [unowned world] in
                world.store(Motion.self).modify(shape) { $0.isHeld = false }
            }
    }

    /// The fastest throw, in points per second (Flutter's fling limit).
    public static let maximumThrow = 8000.0
}

/// Drops the toy's shapes in one by one: a system that spawns through commands, so nothing
/// changes the world under another system's iteration.
///
/// ```swift
/// simulation.schedule.add(Dropper(count: 8), to: .scene)
/// ```
///
/// O(1) a tick.
public struct Dropper: System {
    /// How many shapes to drop in all.
    public var count: Int
    /// Seconds between two shapes.
    public var interval = 0.5
    private var dropped = 0

    public init(count: Int) { self.count = count }

    public mutating func run(in world: World) {
        guard dropped < count, world.resource(Time.self).now >= Double(dropped) * interval else { return }
        let number = dropped
        dropped += 1
        world.commands.add { world in FallingShapes.dropShape(number, in: world) }
    }
}
