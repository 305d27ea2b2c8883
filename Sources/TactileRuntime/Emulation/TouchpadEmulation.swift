import TactileECS
import TactileGestures

/// A touchpad pinch under way (part of ``MouseEmulation``): over a shape, two virtual fingers
/// about the cursor that the shape's magnify and rotate gestures follow; over empty space, the
/// camera's zoom about the cursor.
public struct TouchpadHold: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case fingers
        case camera
    }

    public var target: Target
    /// The last step's scale, and where the virtual fingers are (window points).
    public var scale: Double
    public var first: Point
    public var second: Point

    /// Pointer IDs of the virtual fingers: of the virtual device, which no trace pointer has.
    public static let fingerIDs = (PointerIdentity.id(pointer: 1 << 50, device: .virtual),
                                   PointerIdentity.id(pointer: (1 << 50) + 1, device: .virtual))

    /// The two fingers for a pinch at `location` with `scale` and `rotation` since it began:
    /// ``MouseEmulation/spread`` either side of the cursor at the start, so that the fingers'
    /// spread and turn are the touchpad's.
    static func fingers(at location: Point, scale: Double, rotation: Angle) -> (Point, Point) {
        let offset = AffineTransform(rotation: rotation).apply(to: Vector(width: MouseEmulation.spread * scale, height: 0))
        return (location + offset, location - offset)
    }
}

extension MouseEmulationSystem {
    /// One step of a touchpad pinch (window points). A begin or an update at a non-finite place,
    /// scale or turn is ignored with a warning; an end or a cancel there still ends the pinch
    /// under way, as one where its last step left it (else its fingers stayed down for ever).
    /// The scale is kept within ``TouchpadPinch/maximumScale``.
    func handleTouchpad(_ pinch: TouchpadPinch, input: inout PointerInput, in world: World, into output: inout [InputItem]) {
        guard pinch.location.isFinite, pinch.scale.isFinite, pinch.scale > 0, pinch.rotation.radians.isFinite else {
            world[resource: Warnings.self].add("ignored a touchpad pinch at a non-finite place or scale")
            guard pinch.phase == .end || pinch.phase == .cancel, let hold = world.resource(MouseEmulation.self).touchpad else { return }
            if hold.target == .fingers, pinch.phase == .end {
                moveFingers(to: (hold.first, hold.second), scale: hold.scale, at: pinch.time, input: &input, in: world, into: &output)
            }
            return endTouchpad(pinch.phase == .end ? .up : .cancel, at: pinch.time, in: world, into: &output)
        }
        let limit = TouchpadPinch.maximumScale
        let scale = pinch.scale.clamped(to: 1 / limit...limit)
        let (a, b) = TouchpadHold.fingerIDs
        let hold = world.resource(MouseEmulation.self).touchpad
        switch pinch.phase {
        case .begin:
            if hold != nil { endTouchpad(.cancel, at: pinch.time, in: world, into: &output) }
            let point = world.windowToScene(pinch.location)
            guard let entity = world.hitTest(point), entity != world.resource(SceneSettings.self).background else {
                world[resource: MouseEmulation.self].touchpad = TouchpadHold(target: .camera, scale: scale,
                                                                            first: pinch.location, second: pinch.location)
                return
            }
            let (first, second) = TouchpadHold.fingers(at: pinch.location, scale: scale, rotation: pinch.rotation)
            world[resource: MouseEmulation.self].touchpad = TouchpadHold(target: .fingers, scale: scale, first: first, second: second)
            output.append(.pointer(PointerEvent(.down, pointer: a, at: first, time: pinch.time, device: .virtual), target: .entity(entity)))
            output.append(.pointer(PointerEvent(.down, pointer: b, at: second, time: pinch.time, device: .virtual), target: .joining(a)))
        case .update, .end, .cancel:
            guard let hold else { return }
            switch hold.target {
            case .camera:
                if pinch.phase != .cancel { world.zoomCamera(by: scale / hold.scale, about: pinch.location) }
                world[resource: MouseEmulation.self].touchpad?.scale = scale
            case .fingers where pinch.phase != .cancel:
                let fingers = TouchpadHold.fingers(at: pinch.location, scale: scale, rotation: pinch.rotation)
                moveFingers(to: fingers, scale: scale, at: pinch.time, input: &input, in: world, into: &output)
            case .fingers:
                break
            }
            if pinch.phase != .update { endTouchpad(pinch.phase == .end ? .up : .cancel, at: pinch.time, in: world, into: &output) }
        }
    }

    /// Moves the virtual fingers of the pinch under way to `fingers`, both in one frame.
    private func moveFingers(to fingers: (Point, Point), scale: Double, at time: Double, input: inout PointerInput, in world: World,
                             into output: inout [InputItem]) {
        let (a, b) = TouchpadHold.fingerIDs
        let frame = input.makeFrame()
        input.append(to: frame, pointer: a, device: .virtual, samples: CollectionOfOne(PointerSample(time: time, location: fingers.0)))
        input.append(to: frame, pointer: b, device: .virtual, samples: CollectionOfOne(PointerSample(time: time, location: fingers.1)))
        output.append(.frame(frame))
        world[resource: MouseEmulation.self].touchpad = TouchpadHold(target: .fingers, scale: scale, first: fingers.0, second: fingers.1)
    }

    /// Lifts (or cancels) the virtual fingers of the pinch under way, if it has them, and forgets it.
    private func endTouchpad(_ kind: PointerEvent.Kind, at time: Double, in world: World, into output: inout [InputItem]) {
        guard let hold = world.resource(MouseEmulation.self).touchpad else { return }
        world[resource: MouseEmulation.self].touchpad = nil
        guard hold.target == .fingers else { return }
        let (a, b) = TouchpadHold.fingerIDs
        output.append(.pointer(PointerEvent(kind, pointer: a, at: hold.first, time: time, device: .virtual), target: .hitTest))
        output.append(.pointer(PointerEvent(kind, pointer: b, at: hold.second, time: time, device: .virtual), target: .hitTest))
    }
}

extension World {
    /// Where the virtual fingers of a touchpad pinch over a shape are, in window points (the
    /// window draws them hollow): none unless one is under way.
    public var touchpadFingers: [Point] {
        guard let hold = resource(MouseEmulation.self).touchpad, hold.target == .fingers else { return [] }
        return [hold.first, hold.second]
    }

    /// Zooms the camera by `factor` (within 0.1…20 overall) about a window point, whose scene
    /// point stays under it.
    ///
    /// ```swift
    /// world.zoomCamera(by: 1.1, about: Point(x: 300, y: 200))
    /// ```
    public func zoomCamera(by factor: Double, about window: Point) {
        guard factor.isFinite, factor > 0, window.isFinite else { return }
        let point = windowToScene(window)
        var camera = resource(Camera.self)
        camera.zoom = min(max(camera.zoom * factor, 0.1), 20)
        setCamera(camera)
        let after = windowToScene(window)
        camera.x += point.x - after.x
        camera.y += point.y - after.y
        setCamera(camera)
    }
}
