import TactileECS
import TactileGestures

/// Where the scene is seen from: scene point = (window point − centre) / zoom, rotated.
///
/// ```swift
/// world[resource: Camera.self].zoom = 2
/// ```
public struct Camera: Hashable, Sendable {
    /// How far the camera has moved right, in scene points (the window's centre shows this
    /// much further right in the scene).
    public var x = 0.0
    /// How far the camera has moved down, in scene points.
    public var y = 0.0
    /// Window points per scene point, about the window's centre.
    public var zoom = 1.0
    /// The camera's turn, clockwise: the scene appears turned the other way.
    public var rotation = Angle.zero
    /// The camera at rest: scene points are window points.
    public init() {}

    /// Scene → window.
    public func sceneToWindow(windowSize: Vector) -> AffineTransform {
        let centre = AffineTransform(translationX: -windowSize.width / 2, y: -windowSize.height / 2)
        return centre
            .concatenating(AffineTransform(translationX: -x, y: -y))
            .concatenating(AffineTransform(rotation: -rotation))
            .concatenating(AffineTransform(scale: zoom))
            .concatenating(AffineTransform(translationX: windowSize.width / 2, y: windowSize.height / 2))
    }

    /// Whether every number is finite and the position within the coordinate limit.
    public var isSane: Bool {
        x.isFinite && y.isFinite && abs(x) <= Appearance.coordinateLimit && abs(y) <= Appearance.coordinateLimit
            && zoom.isFinite && rotation.radians.isFinite
    }
}

/// The window the scene is shown in, in points.
public struct Window: Hashable, Sendable {
    /// The window's size in points.
    public var size: Vector
    /// A window of `size` points.
    public init(size: Vector) { self.size = size }
}

extension World {
    /// Window points → scene points, through the camera.
    public func windowToScene(_ point: Point) -> Point {
        windowToSceneTransform.apply(to: point)
    }

    /// Window points → scene points.
    public var windowToSceneTransform: AffineTransform {
        resource(Camera.self).sceneToWindow(windowSize: resource(Window.self).size).inverted ?? .identity
    }

    /// Scene points → window points.
    public var sceneToWindowTransform: AffineTransform {
        resource(Camera.self).sceneToWindow(windowSize: resource(Window.self).size)
    }

    /// The window's area in scene points (the box around it, if the camera is turned).
    ///
    /// ```swift
    /// world.visibleSceneRect   // (0, 0, 1280, 800) with the camera at rest
    /// ```
    public var visibleSceneRect: Rect {
        let size = resource(Window.self).size
        return windowToSceneTransform.boundingBox(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// Resizes the window, keeping every scene point where it is in the window (SPEC §6: the
    /// window's top left is the origin; the camera turns and zooms about the window's centre, so
    /// it moves by what the centre's move would otherwise shift). Sizes that are not finite
    /// and positive are ignored.
    ///
    /// ```swift
    /// world.resizeWindow(to: Vector(width: 1024, height: 768))
    /// ```
    public func resizeWindow(to size: Vector) {
        guard size.isFinite, size.width > 0, size.height > 0 else { return }
        let before = windowToScene(.zero)
        self[resource: Window.self].size = size
        let drift = windowToScene(.zero) - before
        guard drift != .zero else { return }
        var camera = resource(Camera.self)
        (camera.x, camera.y) = (camera.x - drift.width, camera.y - drift.height)
        setCamera(camera)
    }

    /// Sets the camera, unless a number of it is not finite or out of bounds.
    public func setCamera(_ camera: Camera) {
        guard camera.isSane else { return }
        self[resource: Camera.self] = camera
    }
}
