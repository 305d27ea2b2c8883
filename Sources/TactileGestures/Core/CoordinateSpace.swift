/// The space a gesture reports locations in: the entity's own, the window's, or a named one.
///
/// ```swift
/// DragGesture(coordinateSpace: .named("board"))
/// ```
public enum CoordinateSpace: Hashable, Sendable {
    /// The space of the entity the gesture is attached to.
    case local
    /// Window (scene) points.
    case global
    /// A space an ancestor declared with a name.
    case named(String)
}

/// How global points map into the spaces a gesture may ask for, supplied by whoever drives it
/// (the runtime from an entity's transform, a test directly).
///
/// ```swift
/// var spaces = CoordinateSpaces(local: AffineTransform(translationX: -540, y: -300))
/// spaces.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
/// ```
///
/// Resolving `.local` or `.global` is O(1); a named space is a linear search of `named`.
public struct CoordinateSpaces: Sendable {
    /// Global → the entity's local space.
    public var local: AffineTransform
    /// Global → each named space (`nil` when there are none, so that passing spaces around
    /// costs no reference counting).
    public var named: [(name: String, transform: AffineTransform)]?
    /// The entity's bounds in its local space (for unit-point anchors), if it has any.
    public var bounds: Rect?

    @inlinable public init(local: AffineTransform = .identity, bounds: Rect? = nil,
                named: [(name: String, transform: AffineTransform)] = []) {
        self.local = local
        self.bounds = bounds
        self.named = named.isEmpty ? nil : named
    }

    /// Every space is the window's: what a gesture sees when nobody says otherwise.
    public static let identity = CoordinateSpaces()

    /// Global → `space`; an unknown name falls back to global.
    @inlinable public func transform(for space: CoordinateSpace) -> AffineTransform {
        switch space {
        case .global: return .identity
        case .local: return local
        case .named(let name):
            for entry in named ?? [] where entry.name == name { return entry.transform }
            return .identity
        }
    }

    /// Where `global` lies in `bounds`, as a unit point (centre when there are no bounds).
    @inlinable public func unitPoint(ofLocal point: Point) -> UnitPoint {
        bounds?.unitPoint(of: point) ?? .center
    }
}
