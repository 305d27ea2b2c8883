import TactileECS
import TactileGestures

extension DeclarativeScene {
    /// Gives a new entity the components of its node's interaction modifiers: hit testing, a
    /// named coordinate space, hover and accessibility actions.
    static func mountInteraction(of node: EntityNode, on entity: Entity, in world: World) {
        if let allowed = node.allowsHitTesting { world.insert(HitTesting(allowed: allowed), for: entity) }
        if let name = node.coordinateSpaceName { world.insert(CoordinateSpaceName(name), for: entity) }
        if !node.hoverActions.isEmpty { world.insert(node.hoverActions, for: entity) }
        if let label = node.accessibilityLabel { world.insert(AccessibilityLabel(label), for: entity) }
        if let bounds = node.glideBounds { world.insert(bounds, for: entity) }
        let accessibility = node.accessibilityActions
        if accessibility.defaultAction != nil || !accessibility.named.isEmpty || accessibility.zoom != nil {
            world.insert(accessibility, for: entity)
        }
    }

    /// Brings what an evaluation may change in line with `node`: whether it takes hits, its
    /// content shape, its accessibility label, and its gestures' masks (`isEnabled:`), which the
    /// next interaction reads. Actions are those of the first evaluation, as gestures are: they
    /// reach state through shared storage.
    static func updateInteraction(of node: EntityNode, on entity: Entity, in world: World) {
        if let allowed = node.allowsHitTesting {
            let hitTesting = world.store(HitTesting.self)
            if hitTesting[entity]?.allowed != allowed { hitTesting.insert(HitTesting(allowed: allowed), for: entity) }
        } else if let hitTesting = world.existing(HitTesting.self), hitTesting.contains(entity) {
            hitTesting.insert(HitTesting(allowed: true), for: entity)
        }
        if let label = node.accessibilityLabel {
            let labels = world.store(AccessibilityLabel.self)
            if labels[entity]?.text != label { labels.insert(AccessibilityLabel(label), for: entity) }
        } else if let labels = world.existing(AccessibilityLabel.self), labels.contains(entity) {
            labels.remove(entity)
        }
        if node.shapeKind != nil {
            let content = node.resolvedContentShape
            let shapes = world.store(Shape.self)
            if let current = shapes[entity], current.contentShape != content { shapes.modify(entity) { $0.contentShape = content } }
        }
        let gestures = world.store(Gestures.self)
        // An optional gesture (`.gesture(isDone ? nil : press)`) came or went: the node's list
        // replaces the entity's, as SwiftUI's would; the interaction under way keeps its own.
        if (gestures[entity]?.attached.count ?? 0) != node.attachments.count {
            if node.attachments.isEmpty { gestures.remove(entity) } else { gestures.insert(Gestures(node.attachments), for: entity) }
            return
        }
        guard let attached = gestures[entity]?.attached, attached.count == node.attachments.count,
              zip(attached, node.attachments).contains(where: { $0.mask != $1.mask }) else { return }
        gestures.modify(entity) { component in
            for index in component.attached.indices { component.attached[index].mask = node.attachments[index].mask }
        }
    }
}
