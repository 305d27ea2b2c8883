import TactileECS
import TactileGestures

/// What an accessibility zoom asks for (SwiftUI's `AccessibilityZoomGestureAction`): in or out,
/// about a point.
///
/// ```swift
/// .accessibilityZoomAction { action in
///     zoom *= action.direction == .zoomIn ? 1.25 : 0.8
/// }
/// ```
///
/// A plain value: a direction and two points.
public struct AccessibilityZoomGestureAction: Hashable, Sendable {
    public enum Direction: Hashable, Sendable {
        case zoomIn, zoomOut
    }

    public var direction: Direction
    /// Where to zoom about, in the entity's local space (its centre for the keyboard's zoom).
    public var location: Point
    /// The same point in scene coordinates.
    public var point: Point

    public init(direction: Direction, location: Point, point: Point) {
        self.direction = direction
        self.location = location
        self.point = point
    }
}

/// The kinds of action `accessibilityAction(_:_:)` names (SwiftUI's `AccessibilityActionKind`).
///
/// ```swift
/// Rectangle().accessibilityAction(.default) { isOn.toggle() }
/// ```
///
/// One case for now: SwiftUI's `.escape`, `.magicTap` and `.delete` have no keys here yet.
public enum AccessibilityActionKind: Hashable, Sendable {
    /// Activating the entity: the keyboard's Return (or Space).
    case `default`
}

/// An entity's accessibility actions (a component): its default action, its named actions in
/// order, and its zoom action. The keyboard alternatives go through them: Return runs the
/// default action, `+` / `-` the zoom action, `1`…`9` the named actions in order; an entity
/// without the action gets the keyboard's built-in behaviour (a tap, a zoom of the entity).
///
/// ```swift
/// world.insert(AccessibilityActions(named: [("Delete", { remove(card) })]), for: card)
/// ```
///
/// Closures kept on the entity; the keyboard system reads the focused entity's once per key.
public struct AccessibilityActions {
    public var defaultAction: (() -> Void)?
    public var named: [(name: String, action: () -> Void)]
    public var zoom: ((AccessibilityZoomGestureAction) -> Void)?

    public init(defaultAction: (() -> Void)? = nil, named: [(name: String, action: () -> Void)] = [],
                zoom: ((AccessibilityZoomGestureAction) -> Void)? = nil) {
        self.defaultAction = defaultAction
        self.named = named
        self.zoom = zoom
    }

    /// The named actions' names, in the order `1`…`9` run them.
    public var names: [String] { named.map(\.name) }
}
