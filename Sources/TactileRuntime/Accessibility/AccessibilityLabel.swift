import TactileECS
import TactileGestures

/// What assistive technology reads out for an entity (a component): a button's title, or what
/// `accessibilityLabel(_:)` says; the state file's `label`.
///
/// ```swift
/// world.insert(AccessibilityLabel("Close"), for: closeBox)
/// ```
///
/// A string kept on the entity; read only by the state file and the debugger.
public struct AccessibilityLabel: Hashable, Sendable {
    /// The text read out.
    public var text: String
    /// A label: `AccessibilityLabel("Submit")`.
    public init(_ text: String) { self.text = text }
}

extension EntityView {
    /// What assistive technology reads out for the entity instead of what it shows (SwiftUI's
    /// `accessibilityLabel(_:)`); `nil` takes a label away.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").accessibilityLabel(isFavourite ? "Favourite" : "Not favourite")
    /// ```
    ///
    /// A string on the entity, brought up to date when the body is evaluated again; O(1).
    public func accessibilityLabel(_ label: String?) -> EntityNode {
        modified { $0.accessibilityLabel = label }
    }

    /// The same with a `Text`, as SwiftUI writes it: `.accessibilityLabel(Text("Close"))`.
    ///
    /// ```swift
    /// Circle().accessibilityLabel(Text("Record"))
    /// ```
    ///
    /// O(1).
    public func accessibilityLabel(_ label: Text) -> EntityNode { accessibilityLabel(label.string) }
}
