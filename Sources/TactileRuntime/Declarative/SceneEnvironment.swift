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

    /// Appends a scene event to the state file's log, at the current tick's time.
    public func log(_ entity: String, _ event: String) {
        simulation?.recordNamed(entity, event)
    }
}
