import TactileECS
import TactileGestures

/// Drives `onHover` and `onContinuousHover`: each hover event of the tick (mouse motion with no
/// button held) is hit-tested as a press would be, and the entities on the hit path with
/// ``HoverActions`` are hovered. Those the pointer left hear `false` / `.ended` first, then
/// those it entered `true`, then every hovered one its `.active(location)`. The pointer leaving
/// the window, or the window losing focus, ends every hover.
///
/// Hover follows the mouse, not the scene: an entity that moves under a resting cursor is
/// entered or left at the next motion. O(hover events × (a hit test + path length)); nothing
/// on a tick without hover events.
public struct HoverSystem: System {
    private var path: [Entity] = []

    public init() {}

    public mutating func run(in world: World) {
        world.withResource(PointerInput.self) { input in
            guard input.hasHoverEvents else { return }
            for item in input.items {
                guard case .event(let index) = item else { continue }
                switch input.events[index] {
                case .hover(let location, _):
                    hover(at: location, in: world)
                case .focusLost:
                    hover(at: nil, in: world)
                default:
                    continue
                }
            }
        }
    }

    private mutating func hover(at window: Point?, in world: World) {
        let actions = world.store(HoverActions.self)
        path.removeAll(keepingCapacity: true)
        if let window, window.isFinite, !actions.isEmpty {
            let point = world.windowToScene(window)
            if let hit = world.hitTest(point) {
                world.appendHitPath(from: hit, to: &path)
                path.removeAll { !actions.contains($0) }
            }
        }
        let before = world.resourceIfPresent(HoverState.self)?.hovered ?? []
        world.insertResource(HoverState(hovered: path, location: window?.isFinite == true ? window : nil))
        for entity in before where !path.contains(entity) && world.isAlive(entity) {
            guard let hover = actions[entity] else { continue }
            for action in hover.onHover { action(false) }
            for continuous in hover.onContinuousHover { continuous.action(.ended) }
        }
        for entity in path where !before.contains(entity) {
            for action in actions[entity]?.onHover ?? [] { action(true) }
        }
        guard let window, !path.isEmpty else { return }
        let point = world.windowToScene(window)
        for entity in path {
            guard let hover = actions[entity], !hover.onContinuousHover.isEmpty else { continue }
            let spaces = world.gestureSpaces(of: entity)
            for continuous in hover.onContinuousHover {
                continuous.action(.active(spaces.transform(for: continuous.space).apply(to: point)))
            }
        }
    }
}
