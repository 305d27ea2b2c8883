import TactileECS
import TactileGestures

extension World {
    /// The coordinate spaces an entity's gestures see: `.local` has its origin at the top left of
    /// the entity's unrotated frame, so translations stay in scene units and directions; each
    /// name the entity or an ancestor gives with ``CoordinateSpaceName`` is that entity's local
    /// space (the nearest wins), and every name in scope is listed (an unknown one is a mistake).
    ///
    /// ```swift
    /// let spaces = world.gestureSpaces(of: chip)
    /// spaces.transform(for: .named("board")).apply(to: point)
    /// ```
    ///
    /// A few component reads, and a walk up the ancestors once any entity names its space.
    public func gestureSpaces(of entity: Entity) -> CoordinateSpaces {
        var spaces = localGestureSpaces(of: entity)
        if let names = existing(CoordinateSpaceName.self) { spaces.named = namedSpaces(of: entity, names: names) }
        return spaces
    }

    /// ``gestureSpaces(of:)`` without the names (the gesture arena adds them only when some
    /// entity has one): `namesAreComplete`, as the names are added before any gesture asks.
    func localGestureSpaces(of entity: Entity) -> CoordinateSpaces {
        let centre = sceneCentre(of: entity)
        let bounds = store(Shape.self).read(entity) { $0.bounds.size } ?? .zero
        let scale = store(Presentation.self).read(entity) { $0.appearance.scale } ?? 1
        let half = Vector(width: bounds.width / 2 * scale, height: bounds.height / 2 * scale)
        let origin = Point(x: centre.x - half.width, y: centre.y - half.height)
        return CoordinateSpaces(local: AffineTransform(translationX: -origin.x, y: -origin.y),
                                bounds: Rect(x: 0, y: 0, width: 2 * half.width, height: 2 * half.height),
                                namesAreComplete: true)
    }

    /// The names `entity` and its ancestors give their spaces, nearest first, each once, with
    /// global → that entity's local space (`nil` when there are none).
    func namedSpaces(of entity: Entity, names: ComponentStore<CoordinateSpaceName>) -> [(name: String, transform: AffineTransform)]? {
        var named: [(name: String, transform: AffineTransform)] = []
        let parents = store(Parent.self)
        var current: Entity? = entity
        var depth = 0
        while let candidate = current, depth < 64 {
            if let name = names[candidate]?.name, !named.contains(where: { $0.name == name }) {
                named.append((name, localGestureSpaces(of: candidate).local))
            }
            current = parents[candidate]?.entity
            depth += 1
        }
        return named.isEmpty ? nil : named
    }
}
