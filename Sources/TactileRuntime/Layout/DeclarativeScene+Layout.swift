import TactileECS
import TactileGestures

extension DeclarativeScene {
    /// Gives a scroll view's entity its ``ScrollState``, and opens the queue its pan reports to.
    static func mountScroll(of node: EntityNode, on entity: Entity, in world: World) {
        guard case .scroll(let axes)? = node.layout, let content = node.scrollContent, let viewport = node.contentFrame else { return }
        _ = world.events(GestureValueEvent<ScrollPan>.self)
        world.insert(ScrollState(axes: axes, viewport: viewport, contentFrame: content), for: entity)
    }

    /// Brings what layout may change in line with `node`: the shape's size, and a scroll view's
    /// viewport and content (its offset kept within the new bounds unless a finger holds it).
    /// Changes only what differs, so that nothing else is marked changed.
    static func updateLayout(of node: EntityNode, on entity: Entity, in world: World) {
        let shapes = world.store(Shape.self)
        if let kind = node.shapeKind ?? (node.template == nil ? node.resolvedContentShape : nil),
           let current = shapes[entity] {
            if current.kind != kind { shapes.modify(entity) { $0.kind = kind } }
        }
        guard case .scroll? = node.layout, let content = node.scrollContent, let viewport = node.contentFrame else { return }
        let scrolls = world.store(ScrollState.self)
        guard let state = scrolls[entity], state.contentFrame != content || state.viewport != viewport else { return }
        scrolls.modify(entity) { state in
            (state.contentFrame, state.viewport) = (content, viewport)
            if !state.isTracking, state.clamped(state.offset) != state.offset {
                state.offset = state.clamped(state.offset)
                state.motion = .resting
            }
        }
    }
}
