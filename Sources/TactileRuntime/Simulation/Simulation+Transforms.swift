import TactileGestures

extension Simulation {
    /// Local → parent for a presented appearance: scale, then rotate, about the centre, then
    /// move the centre to the position.
    static func localTransform(_ appearance: Appearance) -> AffineTransform {
        AffineTransform(scale: appearance.scale.isFinite ? appearance.scale : 1)
            .concatenating(AffineTransform(rotation: appearance.rotation.radians.isFinite ? appearance.rotation : .zero))
            .concatenating(AffineTransform(translationX: appearance.position.x, y: appearance.position.y))
    }

    /// Recomputes every entity's world transform (and its inverse) from presented appearances,
    /// parents before children. O(entities × depth).
    public func updateTransforms() {
        for position in presentations.indices {
            let entity = presentations.entities[position]
            let world = worldTransform(of: entity, depth: 0)
            presentations.modify(at: position) { presentation in
                presentation.worldTransform = world
                presentation.inverseWorldTransform = world.inverted ?? .identity
            }
        }
    }

    private func worldTransform(of entity: EntityID, depth: Int) -> AffineTransform {
        guard let appearance = presentations[entity]?.appearance else { return .identity }
        var local = Self.localTransform(appearance)
        if let manipulation = manipulations[entity] {
            local = local.concatenating(manipulation.transform(about: appearance.position))
        }
        guard depth < 64, let parent = parents[entity]?.entity, world.isAlive(parent) else { return local }
        return local.concatenating(worldTransform(of: parent, depth: depth + 1))
    }

    /// The entity's centre in scene coordinates.
    public func sceneCentre(of entity: EntityID) -> Point {
        (presentations[entity]?.worldTransform ?? .identity).apply(to: Point.zero)
    }

    /// The topmost entity whose shape (or content shape) contains `point` (scene coordinates),
    /// and which takes part in hit testing.
    public func hitTest(_ point: Point) -> EntityID? {
        guard point.isFinite else { return nil }
        for entity in entitiesInDrawingOrder.reversed() {
            guard let shape = shapes[entity], let presentation = presentations[entity],
                  presentation.appearance.opacity > 0 else { continue }
            if shape.hitShape.contains(presentation.inverseWorldTransform.apply(to: point)) { return entity }
        }
        return nil
    }

    /// `entity` and its ancestors, innermost first.
    public func hitPath(from entity: EntityID) -> [EntityID] {
        var path = [entity]
        var current = entity
        while let parent = parents[current]?.entity, world.isAlive(parent), path.count < 64 {
            path.append(parent)
            current = parent
        }
        return path
    }

    /// The coordinate spaces an entity's gestures see: `.local` has its origin at the top left
    /// of the entity's unrotated frame, so translations stay in scene units and directions.
    func coordinateSpaces(of entity: EntityID) -> CoordinateSpaces {
        let centre = sceneCentre(of: entity)
        let half = shapes[entity]?.kind.halfSize ?? .zero
        let scale = presentations[entity]?.appearance.scale ?? 1
        let origin = Point(x: centre.x - half.width * scale, y: centre.y - half.height * scale)
        return CoordinateSpaces(local: AffineTransform(translationX: -origin.x, y: -origin.y),
                                bounds: Rect(x: 0, y: 0, width: 2 * half.width * scale, height: 2 * half.height * scale))
    }
}
