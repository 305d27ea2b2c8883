import TactileECS
import TactileGestures

/// Two fingers on empty space pan and zoom the camera, for scenes that allow it (a resource of
/// the gesture system).
///
/// It works in window points, not scene points: the camera moves the scene under the fingers,
/// so measuring in scene points would feed the camera's own motion back into it. The scene
/// point first under the fingers' centre stays under it; the zoom follows their spread.
public struct CameraGesture: Sendable {
    var fingers: [(id: PointerID, location: Point)] = []
    var baseline: (centre: Point, span: Double, anchor: Point, zoom: Double)?

    public init() {}

    /// Whether no finger drives the camera.
    public var isEmpty: Bool { fingers.isEmpty }

    /// A pointer goes down (window points), on empty space or not, while `shapeIsHeld` says
    /// whether an interaction over a shape holds a pointer.
    mutating func press(_ event: PointerEvent, onEmptySpace: Bool, shapeIsHeld: Bool, in world: World) {
        guard world.resource(SceneSettings.self).allowsCameraGestures, onEmptySpace, fingers.count < 2, !shapeIsHeld else { return }
        fingers.append((event.pointer, event.location))
        rebaseline(in: world)
    }

    /// A finger moved to `location` (window points).
    mutating func move(_ pointer: PointerID, to location: Point, in world: World) {
        guard let index = fingers.firstIndex(where: { $0.id == pointer }) else { return }
        fingers[index].location = location
        follow(in: world)
    }

    /// A finger lifted or was cancelled.
    mutating func release(_ pointer: PointerID, in world: World) {
        guard let index = fingers.firstIndex(where: { $0.id == pointer }) else { return }
        fingers.remove(at: index)
        rebaseline(in: world)
    }

    private var pair: (centre: Point, span: Double)? {
        guard fingers.count == 2 else { return nil }
        let (a, b) = (fingers[0].location, fingers[1].location)
        return (Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), a.distance(to: b))
    }

    private mutating func rebaseline(in world: World) {
        guard let (centre, span) = pair, span > 1 else {
            baseline = nil
            return
        }
        baseline = (centre, span, world.windowToScene(centre), world.resource(Camera.self).zoom)
    }

    private func follow(in world: World) {
        guard let baseline, let (centre, span) = pair else { return }
        var camera = world.resource(Camera.self)
        let size = world.resource(Window.self).size
        let zoom = (baseline.zoom * span / baseline.span).clamped(to: 0.1...20)
        let half = Vector(width: size.width / 2, height: size.height / 2)
        let fromCentre = AffineTransform(rotation: camera.rotation).apply(to: (centre - Point(x: half.width, y: half.height)) / zoom)
        let position = baseline.anchor - half - fromCentre
        guard position.isFinite, zoom.isFinite else { return }
        (camera.zoom, camera.x, camera.y) = (zoom, position.x, position.y)
        world.setCamera(camera)
    }
}
