import TactileGestures

/// What the mouse is doing beyond being a pointer: a ctrl+drag's mirrored virtual finger,
/// a right-drag's twist.
struct MouseEmulation {
    /// Ctrl+left-drag: the press point and the virtual pointer mirrored about it.
    var pinch: (real: PointerID, virtual: PointerID, anchor: Point, mirroredWindowLocation: Point)?
    /// Right-drag: the entity being turned and the last angle of the cursor about its centre.
    var twist: (entity: EntityID, lastAngle: Double)?

    /// Pointer IDs of virtual fingers: far from any trace's.
    static func virtualID(for real: PointerID) -> PointerID { real ^ (1 << 40) }
    /// The pointer Return's synthesized tap uses.
    static let keyboardTapPointer: PointerID = (1 << 41) | 3
}

extension Simulation {
    /// Window points → scene points, through the camera.
    public func windowToScene(_ point: Point) -> Point {
        (camera.sceneToWindow(windowSize: windowSize).inverted ?? .identity).apply(to: point)
    }

    /// Processes one input event at the current tick.
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointer(var pointer, let modifiers):
            guard pointer.location.isFinite || pointer.kind == .cancel else {
                warnings.append("ignored a pointer event at a non-finite location")
                return
            }
            if pointer.location.isFinite { pointer.location = windowToScene(pointer.location) }
            if pointer.device == .mouse {
                handleMouse(pointer, modifiers: modifiers)
            } else {
                dispatcher.route(pointer, in: self)
            }
        case .wheel(let location, let delta, let modifiers, _):
            guard location.isFinite, delta.isFinite else { return }
            handleWheel(at: windowToScene(location), window: location, delta: delta, modifiers: modifiers)
        case .key(let key, let isDown, let modifiers, let time):
            if isDown { handleKey(key, modifiers: modifiers, time: time) }
        case .focusLost(let time):
            dispatcher.cancelAll(at: time, in: self)
            mouse = MouseEmulation()
        case .resize(let width, let height, _):
            windowSize = Vector(width: width, height: height)
        }
    }

    private func handleMouse(_ event: PointerEvent, modifiers: KeyModifiers) {
        switch event.button {
        case .left:
            if event.kind == .down, modifiers.contains(.ctrl) {
                mouse.pinch = (event.pointer, MouseEmulation.virtualID(for: event.pointer), event.location, .zero)
            }
            dispatcher.route(event, in: self)
            guard let pinch = mouse.pinch, pinch.real == event.pointer else { return }
            var mirrored = event
            mirrored.pointer = pinch.virtual
            mirrored.device = .virtual
            mirrored.location = Point(x: 2 * pinch.anchor.x - event.location.x, y: 2 * pinch.anchor.y - event.location.y)
            mouse.pinch?.mirroredWindowLocation = camera.sceneToWindow(windowSize: windowSize).apply(to: mirrored.location)
            dispatcher.route(mirrored, in: self)
            if event.kind == .up || event.kind == .cancel { mouse.pinch = nil }
        case .right:
            switch event.kind {
            case .down:
                if let entity = hitTest(event.location) {
                    mouse.twist = (entity, angle(of: event.location, about: entity))
                }
            case .move:
                guard let twist = mouse.twist, world.isAlive(twist.entity) else { return }
                let angle = angle(of: event.location, about: twist.entity)
                var delta = angle - twist.lastAngle
                if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
                rotate(twist.entity, by: .radians(delta))
                mouse.twist = (twist.entity, angle)
            case .up, .cancel:
                mouse.twist = nil
            }
        case .middle:
            break
        }
    }

    private func angle(of point: Point, about entity: EntityID) -> Double {
        let centre = sceneCentre(of: entity)
        let angle = atan2(point.y - centre.y, point.x - centre.x)
        return angle.isFinite ? angle : 0
    }

    private func handleWheel(at point: Point, window: Point, delta: Vector, modifiers: KeyModifiers) {
        let notches = max(min(delta.height, 10), -10)
        if let entity = hitTest(point), entity != backgroundEntity {
            if modifiers.contains(.shift) {
                rotate(entity, by: .degrees(15 * notches))
            } else {
                zoom(entity, by: pow(1.1, notches), about: point)
            }
        } else if modifiers.contains(.shift) {
            camera.rotation += .degrees(15 * notches)
        } else {
            let factor = pow(1.1, notches)
            let before = windowToScene(window)
            camera.zoom = min(max(camera.zoom * factor, 0.1), 20)
            let after = windowToScene(window)
            camera.x += before.x - after.x
            camera.y += before.y - after.y
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Simulation {
    /// Where the virtual finger mirroring pointer `id` (ctrl+drag) is, in window points.
    public func emulatedPointer(mirroring id: PointerID) -> Point? {
        guard let pinch = mouse.pinch, pinch.real == id else { return nil }
        return pinch.mirroredWindowLocation
    }
}
