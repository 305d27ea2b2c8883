import TactileGestures

/// What the mouse is doing beyond being a pointer: a ctrl+drag's pair of virtual fingers,
/// a right-drag's twist.
struct MouseEmulation {
    /// Ctrl+left-drag: two virtual fingers mirrored about the press point, `spread` apart at the
    /// press; the mouse moves one of them (and its mirror moves the other).
    var pinch: Pinch?
    /// Right-drag: the entity being turned and the last angle of the cursor about its centre.
    var twist: (entity: EntityID, lastAngle: Double)?

    struct Pinch {
        var mouse: PointerID
        var anchor: Point
        var fingers: (first: Point, second: Point)
    }

    /// Half the distance between the emulated fingers at the press: a pinch never starts with
    /// the fingers on one spot.
    static let spread = 40.0

    /// Pointer IDs of the virtual fingers: far from any trace's.
    static func virtualIDs(for mouse: PointerID) -> (PointerID, PointerID) { (mouse ^ (1 << 40), mouse ^ (2 << 40)) }
    /// The pointer Return's synthesized tap uses.
    static let keyboardTapPointer: PointerID = (1 << 41) | 3

    /// The two fingers for the mouse at `location`.
    static func fingers(anchor: Point, mouse location: Point) -> (Point, Point) {
        let offset = Vector(width: location.x - anchor.x + spread, height: location.y - anchor.y)
        return (anchor + offset, anchor - offset)
    }
}

extension Simulation {
    /// Window points → scene points, through the camera.
    public func windowToScene(_ point: Point) -> Point {
        windowToSceneTransform.apply(to: point)
    }

    /// Window points → scene points, kept until the camera or the window changes.
    var windowToSceneTransform: AffineTransform {
        if let cached = windowToSceneCache { return cached }
        let transform = camera.sceneToWindow(windowSize: windowSize).inverted ?? .identity
        windowToSceneCache = transform
        return transform
    }

    /// Processes one input event at the current tick.
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointer(var pointer, let modifiers):
            guard pointer.location.isFinite || pointer.kind == .cancel else {
                warnings.append("ignored a pointer event at a non-finite location")
                return
            }
            if pointer.device != .mouse || pointer.button == .left { trackCamera(pointer) }
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
            cameraGesture = CameraGesture()
        case .resize(let width, let height, _):
            windowSize = Vector(width: width, height: height)
        }
    }

    private func handleMouse(_ event: PointerEvent, modifiers: KeyModifiers) {
        switch event.button {
        case .left:
            if event.kind == .down, modifiers.contains(.ctrl) {
                startPinch(at: event)
            } else if let pinch = mouse.pinch, pinch.mouse == event.pointer {
                movePinch(event)
            } else {
                dispatcher.route(event, in: self)
            }
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

    /// Ctrl+press: two virtual fingers go down about the press point, on whatever is there.
    private func startPinch(at event: PointerEvent) {
        let (first, second) = MouseEmulation.fingers(anchor: event.location, mouse: event.location)
        mouse.pinch = .init(mouse: event.pointer, anchor: event.location, fingers: (first, second))
        let (a, b) = MouseEmulation.virtualIDs(for: event.pointer)
        let downA = PointerEvent(.down, pointer: a, at: first, time: event.time, device: .virtual)
        if let entity = hitTest(event.location) {
            dispatcher.route(downA, to: entity, in: self)
        } else {
            dispatcher.route(downA, in: self)
        }
        dispatcher.route(PointerEvent(.down, pointer: b, at: second, time: event.time, device: .virtual), joining: a, in: self)
    }

    private func movePinch(_ event: PointerEvent) {
        guard let pinch = mouse.pinch else { return }
        let (a, b) = MouseEmulation.virtualIDs(for: pinch.mouse)
        let (first, second) = MouseEmulation.fingers(anchor: pinch.anchor, mouse: event.location)
        let kind: PointerEvent.Kind = event.kind == .down ? .move : event.kind
        dispatcher.route(PointerEvent(kind, pointer: a, at: first, time: event.time, device: .virtual), in: self)
        dispatcher.route(PointerEvent(kind, pointer: b, at: second, time: event.time, device: .virtual), in: self)
        mouse.pinch?.fingers = (first, second)
        if kind == .up || kind == .cancel { mouse.pinch = nil }
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
    /// Where the virtual fingers that the mouse pointer `id` drives (ctrl+drag) are, in window
    /// points: none unless it is pinching.
    public func emulatedFingers(of id: PointerID) -> [Point] {
        guard let pinch = mouse.pinch, pinch.mouse == id else { return [] }
        let toWindow = camera.sceneToWindow(windowSize: windowSize)
        return [toWindow.apply(to: pinch.fingers.first), toWindow.apply(to: pinch.fingers.second)]
    }
}
