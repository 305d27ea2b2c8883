import TactileECS

/// Warnings about tolerated input (unknown pointers, non-finite locations): each distinct
/// message once, with how often it was given, so that a long session fed bad input keeps a
/// few lines, not one per event (the soak's heap grew by 4 MB in 18 minutes).
///
/// ```swift
/// world[resource: Warnings.self].add("ignored a pointer event at a non-finite location")
/// ```
///
/// O(distinct messages) per warning, at most ``maximumMessages``.
public struct Warnings: Hashable, Sendable {
    /// The distinct messages, in the order first given.
    public private(set) var messages: [String] = []
    /// How many times each of ``messages`` was given.
    public private(set) var counts: [Int] = []
    /// Warnings whose message came after ``maximumMessages`` others: counted, not kept.
    public private(set) var unkept = 0

    /// The most distinct messages kept.
    public static let maximumMessages = 32

    public init() {}

    /// Records one warning.
    public mutating func add(_ message: String) {
        if let index = messages.firstIndex(of: message) {
            counts[index] += 1
        } else if messages.count < Self.maximumMessages {
            messages.append(message)
            counts.append(1)
        } else {
            unkept += 1
        }
    }
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
    /// The user's Reduce Motion (`--reduce-motion`): every animation becomes an instant change,
    /// as the platforms' setting does, and views read it as `accessibilityReduceMotion`.
    public var reduceMotion = false
    public init() {}
}
