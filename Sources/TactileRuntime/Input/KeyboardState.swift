import TactileECS
import TactileGestures

/// The keyboard modifiers held, as of the tick's last input event that said (a resource the
/// input stage keeps): what `Gesture.modifiers(_:)` is checked against.
///
/// ```swift
/// if world.resource(KeyboardState.self).modifiers.contains(.shift) { … }
/// ```
///
/// Every pointer, key and wheel event carries the modifiers held when it happened (SDL's
/// modifier state, a trace line's `mods`); the latest of the tick wins. O(1) per event.
public struct KeyboardState: Hashable, Sendable {
    public var modifiers: KeyModifiers = []
    public init() {}

    /// The held keys with SwiftUI's names, as gestures see them.
    public var eventModifiers: EventModifiers { modifiers.eventModifiers }
}

extension KeyModifiers {
    /// SwiftUI's names for these keys: Ctrl is `.control`, Alt `.option`, Super `.command`.
    public var eventModifiers: EventModifiers {
        var result: EventModifiers = []
        if contains(.shift) { result.insert(.shift) }
        if contains(.ctrl) { result.insert(.control) }
        if contains(.alt) { result.insert(.option) }
        if contains(.meta) { result.insert(.command) }
        return result
    }
}
