import TactileECS
import TactileGestures

extension Appearance {
    /// Local → parent: scale, then rotate, about the centre, then move the centre to the
    /// position.
    public var localTransform: AffineTransform {
        let scale = scale.isFinite ? scale : 1
        let radians = rotation.radians.isFinite ? rotation.radians : 0
        let (sine, cosine) = (sin(radians), cos(radians))
        return AffineTransform(a: scale * cosine, b: scale * sine, c: -(scale * sine), d: scale * cosine,
                               tx: position.x, ty: position.y)
    }
}

extension World {
    /// Local → scene for `entity` from its presentation, its manipulation and its parents' (up
    /// to 64 deep), worked out now from the presented appearances. An entity without a
    /// presentation is the identity.
    public func composedTransform(of entity: Entity) -> AffineTransform {
        composedTransform(of: entity, presentations: store(Presentation.self), manipulations: store(Manipulation.self),
                          parents: store(Parent.self), scrolls: store(ScrollState.self), depth: 0)
    }

    /// Scene → the parent's space of `entity`: how a point under the fingers becomes a position
    /// (the identity for an entity without a live parent, or with one that cannot be inverted).
    ///
    ///     let position = world.sceneToParent(of: card).apply(to: fingers)
    ///
    /// Cost: the parent's composed transform, once.
    public func sceneToParent(of entity: Entity) -> AffineTransform {
        guard let parent = self[Parent.self, entity]?.entity, isAlive(parent),
              let inverse = composedTransform(of: parent).inverted else { return .identity }
        return inverse
    }

    func composedTransform(of entity: Entity, presentations: ComponentStore<Presentation>,
                           manipulations: ComponentStore<Manipulation>, parents: ComponentStore<Parent>,
                           scrolls: ComponentStore<ScrollState>, depth: Int) -> AffineTransform {
        guard let (local, position) = presentations.read(entity, { ($0.appearance.localTransform, $0.appearance.position) }) else {
            return .identity
        }
        var own = local
        if !manipulations.isEmpty, let manipulation = manipulations[entity] {
            own = own.concatenating(manipulation.transform(about: position))
        }
        guard depth < 64, !parents.isEmpty, let parent = parents[entity]?.entity, isAlive(parent) else { return own }
        // A scroll view's content moves by its offset, inside it.
        if !scrolls.isEmpty, let offset = scrolls.read(parent, { $0.offset }) {
            own = own.concatenating(AffineTransform(translationX: -offset.width, y: -offset.height))
        }
        return own.concatenating(composedTransform(of: parent, presentations: presentations, manipulations: manipulations,
                                                   parents: parents, scrolls: scrolls, depth: depth + 1))
    }

    /// The entity's centre in scene coordinates, as last worked out (the origin if it has none).
    public func sceneCentre(of entity: Entity) -> Point {
        store(WorldTransform.self).read(entity) { $0.current.apply(to: Point.zero) } ?? .zero
    }
}

extension AffineTransform {
    /// Whether every number is finite.
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// Whether a point outside ``boundingBox(of:)`` is sure to miss a shape within `bounds` under
    /// this transform: not for a shape without area (a flat triangle's test reaches past its
    /// bounds along its line), nor for a transform close to collapsing the plane (whose hit test
    /// falls back to the identity).
    func boundsHitTests(of bounds: Rect) -> Bool {
        guard bounds.size.width != 0, bounds.size.height != 0 else { return false }
        let det = a * d - b * c
        return det.isNormal && det.magnitude >= 1e-6 * (a * a + b * b + c * c + d * d)
    }

    /// The axis-aligned box around `rect` mapped by this transform.
    public func boundingBox(of rect: Rect) -> Rect {
        let centre = apply(to: Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2))
        let (halfWidth, halfHeight) = (abs(rect.size.width) / 2, abs(rect.size.height) / 2)
        let extentX = abs(a) * halfWidth + abs(c) * halfHeight
        let extentY = abs(b) * halfWidth + abs(d) * halfHeight
        return Rect(x: centre.x - extentX, y: centre.y - extentY, width: 2 * extentX, height: 2 * extentY)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
