import TactileECS
import TactileGestures

/// What the mouse is doing beyond being a pointer: a Ctrl+drag's pair of virtual fingers, a
/// right-drag's twist (a resource of ``MouseEmulationSystem``).
public struct MouseEmulation: Hashable, Sendable {
    /// Ctrl+left-drag: two virtual fingers mirrored about the press point (window points),
    /// ``spread`` apart at the press; the mouse moves one of them and its mirror the other.
    public var pinch: Pinch?
    /// Right-drag: the entity being turned and the last angle of the cursor about its centre.
    public var twist: Twist?
    /// A touchpad pinch under way (see ``TouchpadHold``).
    public var touchpad: TouchpadHold?

    public struct Pinch: Hashable, Sendable {
        public var mouse: PointerID
        public var anchor: Point
        public var fingers: (first: Point, second: Point)

        public static func == (a: Pinch, b: Pinch) -> Bool {
            a.mouse == b.mouse && a.anchor == b.anchor && a.fingers.first == b.fingers.first && a.fingers.second == b.fingers.second
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(mouse)
            hasher.combine(anchor)
        }
    }

    public struct Twist: Hashable, Sendable {
        public var entity: Entity
        public var lastAngle: Double
    }

    public init() {}

    /// Half the distance between the emulated fingers at the press: a pinch never starts with
    /// the fingers on one spot.
    public static let spread = 40.0

    /// Pointer IDs of the virtual fingers: far from any trace's.
    public static func virtualIDs(for mouse: PointerID) -> (PointerID, PointerID) { (mouse ^ (1 << 40), mouse ^ (2 << 40)) }

    /// The two fingers for the mouse at `location`, about `anchor`.
    static func fingers(anchor: Point, mouse location: Point) -> (Point, Point) {
        let offset = Vector(width: location.x - anchor.x + spread, height: location.y - anchor.y)
        return (anchor + offset, anchor - offset)
    }
}

/// Turns the mouse into pointers and direct manipulation: the left button is a finger,
/// Ctrl+left-drag two mirrored virtual fingers, right-drag twists what it pressed, the wheel
/// zooms what is under it (Shift: rotates), or the camera over empty space; a touchpad pinch
/// is two virtual fingers about the cursor over a shape, a zoom of the camera elsewhere.
///
/// O(1) per mouse event, plus a hit test per press, twist and wheel step.
public struct MouseEmulationSystem: System {
    public init() {}

    public mutating func run(in world: World) {
        world.withResource(PointerInput.self) { input in
            guard input.hasMouseEvents || world.resource(MouseEmulation.self) != MouseEmulation() else { return }
            var output = input.beginRewrite()
            for item in input.items {
                switch item {
                case .raw(let event, let modifiers) where event.device == .mouse:
                    handleMouse(event, modifiers: modifiers, input: &input, in: world, into: &output)
                case .event(let index):
                    switch input.events[index] {
                    case .wheel(let location, let delta, let modifiers, _):
                        if location.isFinite, delta.isFinite { handleWheel(at: location, delta: delta, modifiers: modifiers, in: world) }
                    case .touchpadPinch(let pinch):
                        handleTouchpad(pinch, input: &input, in: world, into: &output)
                    case .focusLost:
                        world[resource: MouseEmulation.self] = MouseEmulation()
                        output.append(item)
                    default:
                        output.append(item)
                    }
                default:
                    output.append(item)
                }
            }
            input.endRewrite(output)
        }
    }

    private func handleMouse(_ event: PointerEvent, modifiers: KeyModifiers, input: inout PointerInput, in world: World,
                             into output: inout [InputItem]) {
        guard event.location.isFinite || event.kind == .cancel else {
            return world[resource: Warnings.self].add("ignored a pointer event at a non-finite location")
        }
        switch event.button {
        case .left:
            if event.kind == .down, modifiers.contains(.ctrl) {
                startPinch(at: event, in: world, into: &output)
            } else if let pinch = world.resource(MouseEmulation.self).pinch, pinch.mouse == event.pointer {
                movePinch(event, input: &input, in: world, into: &output)
            } else if event.kind == .move {
                let frame = input.makeFrame()
                input.append(to: frame, pointer: event.pointer, device: event.device,
                             samples: CollectionOfOne(PointerSample(time: event.time, location: event.location)))
                output.append(.frame(frame))
            } else {
                output.append(.pointer(event, target: .hitTest))
            }
        case .right:
            twist(event, in: world)
        case .middle:
            break
        }
    }

    /// Ctrl+press: two virtual fingers go down about the press point, on whatever is there.
    private func startPinch(at event: PointerEvent, in world: World, into output: inout [InputItem]) {
        let (first, second) = MouseEmulation.fingers(anchor: event.location, mouse: event.location)
        world[resource: MouseEmulation.self].pinch = .init(mouse: event.pointer, anchor: event.location, fingers: (first, second))
        let (a, b) = MouseEmulation.virtualIDs(for: event.pointer)
        let target = world.hitTest(world.windowToScene(event.location)).map(PointerTarget.entity) ?? .hitTest
        output.append(.pointer(PointerEvent(.down, pointer: a, at: first, time: event.time, device: .virtual), target: target))
        output.append(.pointer(PointerEvent(.down, pointer: b, at: second, time: event.time, device: .virtual), target: .joining(a)))
    }

    private func movePinch(_ event: PointerEvent, input: inout PointerInput, in world: World, into output: inout [InputItem]) {
        guard let pinch = world.resource(MouseEmulation.self).pinch else { return }
        let (a, b) = MouseEmulation.virtualIDs(for: pinch.mouse)
        let (first, second) = event.location.isFinite
            ? MouseEmulation.fingers(anchor: pinch.anchor, mouse: event.location) : pinch.fingers
        let kind: PointerEvent.Kind = event.kind == .down ? .move : event.kind
        if kind == .move {
            // Both fingers move together: one frame.
            let frame = input.makeFrame()
            input.append(to: frame, pointer: a, device: .virtual, samples: CollectionOfOne(PointerSample(time: event.time, location: first)))
            input.append(to: frame, pointer: b, device: .virtual, samples: CollectionOfOne(PointerSample(time: event.time, location: second)))
            output.append(.frame(frame))
        } else {
            output.append(.pointer(PointerEvent(kind, pointer: a, at: first, time: event.time, device: .virtual), target: .hitTest))
            output.append(.pointer(PointerEvent(kind, pointer: b, at: second, time: event.time, device: .virtual), target: .hitTest))
        }
        world[resource: MouseEmulation.self].pinch?.fingers = (first, second)
        if kind == .up || kind == .cancel { world[resource: MouseEmulation.self].pinch = nil }
    }

    /// Right-drag: turns the entity pressed about its centre as the cursor goes round it.
    private func twist(_ event: PointerEvent, in world: World) {
        let location = world.windowToScene(event.location)
        switch event.kind {
        case .down:
            guard let entity = world.hitTest(location) else { return }
            world[resource: MouseEmulation.self].twist = .init(entity: entity, lastAngle: angle(of: location, about: entity, in: world))
        case .move:
            guard let twist = world.resource(MouseEmulation.self).twist, world.isAlive(twist.entity) else { return }
            let angle = angle(of: location, about: twist.entity, in: world)
            var delta = angle - twist.lastAngle
            if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            world.rotate(twist.entity, by: .radians(delta))
            world[resource: MouseEmulation.self].twist?.lastAngle = angle
        case .up, .cancel:
            world[resource: MouseEmulation.self].twist = nil
        }
    }

    private func angle(of point: Point, about entity: Entity, in world: World) -> Double {
        let centre = world.sceneCentre(of: entity)
        let angle = atan2(point.y - centre.y, point.x - centre.x)
        return angle.isFinite ? angle : 0
    }

    /// The wheel scrolls the scroll view under it (Shift: sideways), or zooms (Shift: turns)
    /// what is under it about the cursor, or the camera.
    private func handleWheel(at window: Point, delta: Vector, modifiers: KeyModifiers, in world: World) {
        let notches = max(min(delta.height, 10), -10)
        let point = world.windowToScene(window)
        let hit = world.hitTest(point)
        if let hit, let scroll = world.scrollView(under: hit, wheel: delta, sideways: modifiers.contains(.shift)) {
            return world.scroll(scroll.entity, by: scroll.delta)
        }
        if let entity = hit, entity != world.resource(SceneSettings.self).background {
            if modifiers.contains(.shift) {
                world.rotate(entity, by: .degrees(15 * notches))
            } else {
                world.zoom(entity, by: pow(1.1, notches), about: point)
            }
            return
        }
        guard modifiers.contains(.shift) else { return world.zoomCamera(by: pow(1.1, notches), about: window) }
        var camera = world.resource(Camera.self)
        camera.rotation += .degrees(15 * notches)
        world.setCamera(camera)
    }
}

extension World {
    /// Where the virtual fingers that the mouse pointer `id` drives (Ctrl+drag) are, in window
    /// points: none unless it is pinching.
    public func emulatedFingers(of id: PointerID) -> [Point] {
        guard let pinch = resource(MouseEmulation.self).pinch, pinch.mouse == id else { return [] }
        return [pinch.fingers.first, pinch.fingers.second]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
