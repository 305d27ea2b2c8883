import TactileECS
import TactileGestures

/// Runs the tick's pointer input through the ``GestureArena`` in order — presses on the paths
/// the picking system found, frames of moves, releases, hover moves (``TactileECS/World/routeHover(at:)``)
/// — and the camera's two-finger gesture beside it; then advances the gestures whose deadlines
/// are due. Gestures are fed the keyboard modifiers held. A lost focus cancels everything and
/// ends every hover.
///
/// The gestures' callbacks and value events wait in the arena's ``GestureArena/callbacks`` and
/// run once the arena and the input are handed back — before a hover's actions, and at the end
/// of the step — so nothing they do (despawn, spawn, reset the scene, change a gesture) reaches
/// either while lent. O(input × pointers down) plus the gestures' own work; nothing per idle gesture.
public struct GestureSystem: System {
    public init() {}

    /// Where a run of pointer input stopped: a hover (or the hover's end) to route with nothing lent.
    private enum Stop {
        case hover(at: Point?, next: Int)
        case end
    }

    public mutating func run(in world: World) {
        var start = 0
        while true {
            let (stop, callbacks) = world.withResource(PointerInput.self) { input in
                world.withResource(GestureArena.self) { arena in
                    (route(input, from: start, arena: &arena, in: world), arena.callbacks)
                }
            }
            callbacks.run()
            guard case .hover(let location, let next) = stop else { return }
            world.routeHover(at: location)
            start = next
        }
    }

    /// Routes the items from `start` until a hover, which it leaves to the caller; the deadlines
    /// due once the items are all routed.
    private func route(_ input: PointerInput, from start: Int, arena: inout GestureArena, in world: World) -> Stop {
        let background = world.resource(SceneSettings.self).background
        var toScene = world.windowToSceneTransform
        arena.time = world.resource(Time.self)
        arena.hold(input.modifiers.eventModifiers)
        var position = start
        while position < input.items.count {
            let item = input.items[position]
            position += 1
            switch item {
            case .pointer(let event, let target):
                var scene = event
                if event.location.isFinite { scene.location = toScene.apply(to: event.location) }
                let heldShape = event.kind == .down && arena.holdsShape(background: background)
                if trackCamera(event, target: target, shapeIsHeld: heldShape, in: world) { toScene = world.windowToSceneTransform }
                route(scene, to: target, input: input, arena: &arena, in: world)
            case .frame(let index):
                let frame = input.frames[index]
                if trackCamera(frame, in: world) { toScene = world.windowToSceneTransform }
                arena.deliver(frame, through: toScene, in: world)
            case .event(let index):
                switch input.events[index] {
                case .focusLost(let time):
                    arena.cancelAll(at: time, in: world)
                    world[resource: CameraGesture.self] = CameraGesture()
                    return .hover(at: nil, next: position)
                case .hover(let location, _):
                    return .hover(at: location, next: position)
                default:
                    continue
                }
            case .raw:
                continue
            }
        }
        arena.advance(to: arena.time.now, in: world)
        return .end
    }

    private func route(_ event: PointerEvent, to target: PointerTarget, input: PointerInput, arena: inout GestureArena,
                       in world: World) {
        switch event.kind {
        case .down:
            switch target {
            case .path(let range, let isBackground):
                arena.press(event, path: input.path(range), isBackground: isBackground, in: world)
            case .joining(let other):
                arena.press(event, joining: other, in: world)
            case .hitTest, .entity:
                break
            }
        case .move:
            arena.deliver(PointerFrame(event), through: .identity, in: world)
        case .up, .cancel:
            arena.release(event, in: world)
        }
    }

    /// Follows a pointer event (window points) with the camera's gesture; whether the camera moved.
    private func trackCamera(_ event: PointerEvent, target: PointerTarget, shapeIsHeld: Bool, in world: World) -> Bool {
        let before = world.resource(Camera.self)
        switch event.kind {
        case .down:
            guard case .path(_, let isBackground) = target, event.device != .virtual else { return false }
            world[resource: CameraGesture.self].press(event, onEmptySpace: isBackground, shapeIsHeld: shapeIsHeld, in: world)
        case .move:
            guard event.location.isFinite, !world.resource(CameraGesture.self).isEmpty else { return false }
            world[resource: CameraGesture.self].move(event.pointer, to: event.location, in: world)
        case .up, .cancel:
            guard !world.resource(CameraGesture.self).isEmpty else { return false }
            world[resource: CameraGesture.self].release(event.pointer, in: world)
        }
        return world.resource(Camera.self) != before
    }

    /// Follows a frame's moves (window points) with the camera's gesture; whether the camera moved.
    private func trackCamera(_ frame: PointerFrame, in world: World) -> Bool {
        guard !world.resource(CameraGesture.self).isEmpty else { return false }
        let before = world.resource(Camera.self)
        for move in frame.moves { world[resource: CameraGesture.self].move(move.pointer, to: move.location, in: world) }
        return world.resource(Camera.self) != before
    }

}
