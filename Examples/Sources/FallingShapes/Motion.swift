import Tactile

/// A falling shape's own component: its velocity, and whether a finger holds it.
///
/// ```swift
/// world.insert(Motion(), for: ball)
/// ```
public struct Motion: Hashable, Sendable {
    /// Points per second; y grows downwards.
    public var velocity: Vector
    /// A held shape follows its finger; gravity leaves it alone.
    public var isHeld = false

    public init(velocity: Vector = .zero) { self.velocity = velocity }
}

/// Pulls every shape that no finger holds down, bouncing it off the floor and the walls: the
/// toy's physics, a system of its own in the `scene` stage (after the gestures, before
/// animation).
///
/// ```swift
/// simulation.schedule.add(Gravity(), to: .scene)
/// ```
///
/// O(shapes) a tick; only shapes that move are retargeted.
public struct Gravity: System {
    /// Points per second², downwards.
    public var acceleration = 2400.0
    /// The share of its speed a shape keeps when it bounces.
    public var bounce = 0.5
    /// Slower than this after a bounce, a shape comes to rest.
    public var restingSpeed = 40.0

    public init() {}

    public mutating func run(in world: World) {
        let step = 1 / Time.ticksPerSecond
        let window = world.resource(Window.self).size
        var moved: [(Entity, Point)] = []
        world.query(Motion.self, Appearance.self, Shape.self).forEachMutating {
            (entity: Entity, motion: inout Motion, appearance: Appearance, shape: Shape) in
            guard !motion.isHeld else { return }
            let half = shape.kind.halfSize * appearance.scale
            let floor = window.height - half.height
            let resting = motion.velocity == .zero && appearance.position.y >= floor
            guard !resting else { return }
            motion.velocity.height += acceleration * step
            var position = appearance.position + motion.velocity * step
            if position.y > floor {
                position.y = floor
                motion.velocity.height = -motion.velocity.height * bounce
                motion.velocity.width *= 0.9  // the floor's friction
                if abs(motion.velocity.height) < restingSpeed { motion.velocity = .zero }
            }
            if position.x < half.width || position.x > window.width - half.width {
                position.x = min(max(position.x, half.width), window.width - half.width)
                motion.velocity.width = -motion.velocity.width * bounce
            }
            moved.append((entity, position))
        }
        for (entity, position) in moved {
            world.retarget(entity) { $0.position = position }
        }
    }
}
