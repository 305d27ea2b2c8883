import TactileECS
import TactileGestures

extension World {
    /// Spawns an entity with a shape and an appearance (its target, presented at once), and
    /// optionally a name, a parent and a z-index.
    ///
    /// ```swift
    /// let star = world.spawnShape(name: "star", shape: .star(points: 5, radius: 60, innerRatio: 0.45),
    ///                             appearance: Appearance(position: Point(x: 640, y: 400), fill: .green))
    /// ```
    @discardableResult
    public func spawnShape(name: String? = nil, shape: ShapeKind?, appearance: Appearance, parent: Entity? = nil,
                           zIndex: Double = 0) -> Entity {
        let entity = spawn()
        if let name { insert(Name(name), for: entity) }
        if let shape { insert(Shape(shape), for: entity) }
        if let parent { insert(Parent(parent), for: entity) }
        let appearance = appearance.sanitized
        insert(appearance, for: entity)
        insert(Presentation(appearance), for: entity)
        insert(ZIndex(zIndex), for: entity)
        insert(Status(), for: entity)
        return entity
    }

    /// The entity named `name`, if any (the first spawned of several).
    public func entity(named name: String) -> Entity? {
        var found: Entity?
        store(Name.self).forEach { entity, candidate in
            if candidate.value == name, found == nil || entity < found! { found = entity }
        }
        return found
    }
}

/// Gives each entity that has an ``Appearance`` but no ``Presentation`` one, presented at its
/// target: an entity spawned game-style with just a shape and an appearance is drawn, hit-tested
/// and reported like any other.
///
/// O(appearances added since it last ran).
public struct PresentationSystem: System {
    public init() {}

    public func run(in world: World) {
        let (targets, presentations) = (world.store(Appearance.self), world.store(Presentation.self))
        targets.forEachChanged(since: world.lastRun) { entity in
            guard !presentations.contains(entity), let target = targets[entity] else { return }
            presentations.insert(Presentation(target.sanitized), for: entity)
        }
    }
}
