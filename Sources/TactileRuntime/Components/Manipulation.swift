import TactileECS
import TactileGestures

/// Direct manipulation applied on top of what the scene says: the mouse wheel's zoom, a
/// right-drag's twist, the keyboard's moves. It composes with any scene, declarative or not,
/// because it never touches the scene's own state.
public struct Manipulation: Hashable, Sendable {
    public var offset = Vector.zero
    public var scale = 1.0
    public var rotation = Angle.zero
    public init() {}

    /// Parent-space transform applied after the entity's own: about the entity's centre.
    func transform(about centre: Point) -> AffineTransform {
        AffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(AffineTransform(scale: scale))
            .concatenating(AffineTransform(rotation: rotation))
            .concatenating(AffineTransform(translationX: centre.x + offset.width, y: centre.y + offset.height))
    }
}

extension World {
    /// Changes an entity's manipulation, keeping every value finite and the scale sensible.
    ///
    /// ```swift
    /// world.manipulate(star) { $0.offset.width += 10 }
    /// ```
    public func manipulate(_ entity: Entity, _ change: (inout Manipulation) -> Void) {
        guard isAlive(entity) else { return }
        var manipulation = self[Manipulation.self, entity] ?? Manipulation()
        change(&manipulation)
        guard manipulation.offset.isFinite, manipulation.scale.isFinite, manipulation.rotation.radians.isFinite else { return }
        manipulation.scale = min(max(manipulation.scale, 0.05), 50)
        let limit = Appearance.coordinateLimit
        manipulation.offset = Vector(width: manipulation.offset.width.clamped(to: -limit...limit),
                                     height: manipulation.offset.height.clamped(to: -limit...limit))
        insert(manipulation, for: entity)
    }

    /// Removes the manipulation: the entity is where its scene puts it.
    public func clearManipulation(of entity: Entity) {
        remove(Manipulation.self, from: entity)
    }

    /// Zooms `entity` by `factor` about a scene point, which stays where it is.
    public func zoom(_ entity: Entity, by factor: Double, about anchor: Point) {
        let centre = sceneCentre(of: entity)
        manipulate(entity) { m in
            m.scale *= factor
            m.offset += (centre - anchor) * (factor - 1)
        }
    }

    /// Rotates `entity` by `angle` about its centre.
    public func rotate(_ entity: Entity, by angle: Angle) {
        manipulate(entity) { $0.rotation += angle }
    }
}
