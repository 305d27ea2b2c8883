import TactileECS
import TactileGestures

/// Where a continuous hover is: over the entity at a location, or ended (SwiftUI's
/// `HoverPhase`).
///
/// ```swift
/// .onContinuousHover { phase in
///     switch phase {
///     case .active(let location): spotlight = location
///     case .ended: spotlight = nil
///     }
/// }
/// ```
///
/// A plain value: a point or nothing.
public enum HoverPhase: Hashable, Sendable {
    /// The pointer is over the entity, at this location (in the space asked for).
    case active(Point)
    /// The pointer left the entity (or the window, or the window lost focus).
    case ended
}

/// What an entity does when the mouse hovers over it (a component): `onHover`'s and
/// `onContinuousHover`'s actions, each with its coordinate space.
///
/// ```swift
/// world.insert(HoverActions(onHover: { inside in highlighted = inside }), for: card)
/// ```
///
/// Closures kept on the entity; hover routing calls them only as the mouse enters, moves over
/// or leaves it.
public struct HoverActions {
    /// Called with `true` when the pointer enters, `false` when it leaves.
    public var onHover: [(Bool) -> Void]
    /// Called with `.active(location)` at every move over the entity, `.ended` when it leaves.
    public var onContinuousHover: [(space: CoordinateSpace, action: (HoverPhase) -> Void)]

    public init(onHover: [(Bool) -> Void] = [], onContinuousHover: [(space: CoordinateSpace, action: (HoverPhase) -> Void)] = []) {
        self.onHover = onHover
        self.onContinuousHover = onContinuousHover
    }

    public init(onHover: @escaping (Bool) -> Void) { self.init(onHover: [onHover]) }

    var isEmpty: Bool { onHover.isEmpty && onContinuousHover.isEmpty }
}

/// Which entities the mouse hovers over now, innermost first (a resource that
/// ``TactileECS/World/routeHover(at:)`` keeps).
public struct HoverState: Hashable, Sendable {
    public var hovered: [Entity] = []
    /// Where the mouse is, in window points (`nil`: outside the window, or not known yet).
    public var location: Point?
    public init(hovered: [Entity] = [], location: Point? = nil) {
        self.hovered = hovered
        self.location = location
    }
}
