import TactileECS
import TactileGestures

/// What a scene's views may know of the simulation around them: the window's size, and a log
/// for scene-specific events.
///
/// ```swift
/// TapGesture(count: 2).onEnded { environment.log("tile", "double-tap") }
/// let bounds = environment.windowSize
/// ```
public final class SceneEnvironment {
    weak var simulation: Simulation?

    public init() {}

    /// The window's size in points now (1280 × 800 before the scene is installed).
    public var windowSize: Vector { simulation?.windowSize ?? Vector(width: 1280, height: 800) }

    /// The size the scene is laid out in: the window's when the scene was loaded. A view
    /// without a position is centred in it, and stays there when the window is resized (SPEC
    /// §6: resizing keeps scene coordinates).
    public internal(set) var layoutSize: Vector?

    /// Where a view without a position is centred, in scene points.
    public var layoutCentre: Point {
        let size = layoutSize ?? windowSize
        return Point(x: size.width / 2, y: size.height / 2)
    }

    /// The window's area now, in scene points: `(0, 0)` and the window's size with the camera
    /// at rest.
    public var visibleRect: Rect {
        simulation?.world.visibleSceneRect ?? Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height)
    }

    /// Whether the user asked for Reduce Motion (`--reduce-motion`), as SwiftUI's
    /// `accessibilityReduceMotion` environment value: animations are instant changes then, and
    /// a view may choose a calmer effect too.
    ///
    /// ```swift
    /// .scaleEffect(isPressed && !environment.accessibilityReduceMotion ? 1.2 : 1)
    /// ```
    ///
    /// One resource read; O(1).
    public var accessibilityReduceMotion: Bool {
        simulation?.world.resourceIfPresent(SceneSettings.self)?.reduceMotion ?? false
    }

    /// Appends a scene event to the state file's log, at the current tick's time.
    public func log(_ entity: String, _ event: String) {
        simulation?.recordNamed(entity, event)
    }
}
