import TactileECS

/// Warnings about tolerated input (unknown pointers, non-finite locations).
public struct Warnings: Hashable, Sendable {
    public var messages: [String] = []
    public init() {}
}

/// What the scene and the keyboard set for the session: focus, the background, overlays.
///
/// ```swift
/// world[resource: SceneSettings.self].allowsCameraGestures = true
/// ```
public struct SceneSettings: Hashable, Sendable {
    /// The entity with keyboard focus.
    public var focused: Entity?
    /// The entity standing for empty space (a full-window gesture area), if the scene has one.
    public var background: Entity?
    /// Whether two fingers on empty space pan and zoom the camera (the playground's).
    public var allowsCameraGestures = false
    /// Whether the help overlay and the gesture debugger are shown (F1, D).
    public var showsHelp = false
    public var showsDebugger = false
    /// Set by Esc: the front end closes the window.
    public var wantsToQuit = false
    public init() {}
}
