import TactileECS
import TactileGestures

extension World {
    /// Drives `onHover` and `onContinuousHover` for one hover event (mouse motion with no button
    /// held, at `window` in window points; `nil`: the mouse left the window or focus was lost).
    /// The point is hit-tested as a press would be, and the entities on the hit path with
    /// ``HoverActions`` are hovered: those the pointer left hear `false` / `.ended` first, then
    /// those it entered `true`, then every hovered one its `.active(location)`.
    ///
    /// ```swift
    /// world.routeHover(at: Point(x: 640, y: 400))
    /// ```
    ///
    /// The gesture system calls it for each hover event of the tick, in order with the pointers.
    /// Hover follows the mouse, not the scene: an entity that moves under a resting cursor is
    /// entered or left at the next motion. A hit test and a walk up the hit path; nothing
    /// while the mouse rests.
    public func routeHover(at window: Point?) {
        let location = window.flatMap { $0.isFinite ? $0 : nil }
        let before = resourceIfPresent(HoverState.self)?.hovered ?? []
        guard let actions = existing(HoverActions.self) else {
            insertResource(HoverState(location: location))
            return
        }
        var path: [Entity] = []
        if let location, let hit = hitTest(windowToScene(location)) {
            appendHitPath(from: hit, to: &path)
            path.removeAll { !actions.contains($0) }
        }
        insertResource(HoverState(hovered: path, location: location))
        for entity in before where !path.contains(entity) && isAlive(entity) {
            guard let hover = actions[entity] else { continue }
            for action in hover.onHover { action(false) }
            for continuous in hover.onContinuousHover { continuous.action(.ended) }
        }
        for entity in path where !before.contains(entity) {
            for action in actions[entity]?.onHover ?? [] { action(true) }
        }
        guard let location, !path.isEmpty else { return }
        let point = windowToScene(location)
        for entity in path {
            guard let hover = actions[entity], !hover.onContinuousHover.isEmpty else { continue }
            let spaces = gestureSpaces(of: entity)
            for continuous in hover.onContinuousHover {
                continuous.action(.active(spaces.transform(for: continuous.space).apply(to: point)))
            }
        }
    }
}
