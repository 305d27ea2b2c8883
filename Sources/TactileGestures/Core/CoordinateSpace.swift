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
///
/// An unknown name resolves to global coordinates. Where `named` is known to list every name
/// in scope (``namesAreComplete``, as the runtime's spaces, built from the entity and its
/// ancestors' `coordinateSpace(name:)`), asking for an unknown one is a programming error:
/// an `assertionFailure` naming it in debug builds, global coordinates in release builds.
public struct CoordinateSpaces: Sendable {
    /// Global → the entity's local space.
    public var local: AffineTransform
    /// Global → each named space (`nil` when there are none, so that passing spaces around
    /// costs no reference counting).
    public var named: [(name: String, transform: AffineTransform)]?
    /// The entity's bounds in its local space (for unit-point anchors), if it has any.
    public var bounds: Rect?
    /// Whether `named` lists every name in scope, so that an unknown one is a mistake.
    public var namesAreComplete: Bool

    @inlinable public init(local: AffineTransform = .identity, bounds: Rect? = nil,
                named: [(name: String, transform: AffineTransform)] = [], namesAreComplete: Bool = false) {
        self.local = local
        self.bounds = bounds
        self.named = named.isEmpty ? nil : named
        self.namesAreComplete = namesAreComplete
    }

    /// Every space is the window's: what a gesture sees when nobody says otherwise.
    public static let identity = CoordinateSpaces()

    /// Global → `space`; an unknown name falls back to global (see the type's discussion).
    @inlinable public func transform(for space: CoordinateSpace) -> AffineTransform {
        switch space {
        case .global: return .identity
        case .local: return local
        case .named(let name): return transform(named: name)
        }
    }

    /// Global → the space called `name`, if it is known.
    @inlinable public func namedTransform(_ name: String) -> AffineTransform? {
        for entry in named ?? [] where entry.name == name { return entry.transform }
        return nil
    }

    /// Global → the space called `name`; global, reported where names are complete, if it is
    /// unknown. Out of line: the common spaces stay a switch wherever they are asked for.
    @usableFromInline func transform(named name: String) -> AffineTransform {
        if let transform = namedTransform(name) { return transform }
        if namesAreComplete {
            // Stops a debug build with the name and the names in scope; a release build goes on
            // in global coordinates.
            let known = (named ?? []).map { "\"\($0.name)\"" }.joined(separator: ", ")
            assertionFailure("coordinate space .named(\"\(name)\") is not declared by the gesture's entity or its "
                             + "ancestors (coordinateSpace(name:)); names in scope: \(known.isEmpty ? "none" : known). "
                             + "Release builds use global coordinates.")
        }
        return .identity
    }

    /// Where `global` lies in `bounds`, as a unit point (centre when there are no bounds).
    @inlinable public func unitPoint(ofLocal point: Point) -> UnitPoint {
        bounds?.unitPoint(of: point) ?? .center
    }
}
