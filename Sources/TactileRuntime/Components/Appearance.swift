import TactileECS
import TactileGestures

/// The values that place and draw an entity, all of which can be animated (except the border).
///
/// An entity has two: its target (in ``Simulation/targets``), which scenes and systems set, and its
/// presented appearance (``Presentation``), which animations move towards the target tick
/// by tick and which is drawn, hit-tested and reported.
public struct Appearance: Hashable, Sendable {
    /// The centre, in the parent's space (the scene's, for entities without a parent).
    public var position: Point
    /// Clockwise.
    public var rotation: Angle
    /// Uniform scale about the centre (1: as the shape says).
    public var scale: Double
    /// 0 (invisible) to 1 (opaque).
    public var opacity: Double
    /// The fill colour.
    public var fill: Color
    /// The shadow's radius in points (0: none).
    public var shadowRadius: Double
    /// The outline, if any.
    public var border: Border?

    /// An appearance at `position`, the rest as a new shape has it.
    ///
    /// ```swift
    /// world.insert(Appearance(position: Point(x: 200, y: 400), fill: .orange), for: tile)
    /// ```
    public init(position: Point, rotation: Angle = .zero, scale: Double = 1, opacity: Double = 1,
                fill: Color = .gray, shadowRadius: Double = 0, border: Border? = nil) {
        self.position = position
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
        self.fill = fill
        self.shadowRadius = shadowRadius
        self.border = border
    }

    /// Positions further than this from the origin are brought back to it: a billion points is
    /// far beyond any window, and keeps every sum and product of coordinates finite.
    public static let coordinateLimit = 1e9

    /// The same appearance with every number finite and within bounds (NaN never reaches a
    /// transform: SPEC §10): every number clamped into its bounds, NaN and infinities replaced.
    public var sanitized: Appearance {
        var copy = self
        let limit = Self.coordinateLimit
        copy.position = Point(x: position.x.clamped(to: -limit...limit), y: position.y.clamped(to: -limit...limit))
        copy.rotation = .radians(rotation.radians.isFinite ? rotation.radians.clamped(to: -1e6...1e6) : 0)
        copy.scale = scale.isFinite ? scale.clamped(to: 1e-3...1e3) : 1
        copy.opacity = opacity.clamped(to: 0...1)
        copy.shadowRadius = shadowRadius.isFinite ? shadowRadius.clamped(to: 0...1000) : 0
        return copy
    }

    /// The animatable parts, each animated on its own.
    public enum Channel: Int, CaseIterable, Sendable {
        case position, rotation, scale, opacity, fill, shadow
    }

    /// Whether `channel` differs between `self` and `other`.
    public func differs(from other: Appearance, in channel: Channel) -> Bool {
        switch channel {
        case .position: position != other.position
        case .rotation: rotation != other.rotation
        case .scale: scale != other.scale
        case .opacity: opacity != other.opacity
        case .fill: fill != other.fill
        case .shadow: shadowRadius != other.shadowRadius
        }
    }

}

/// A stroke around a shape.
public struct Border: Hashable, Sendable {
    /// The line's colour.
    public var color: Color
    /// The line's width in points.
    public var width: Double
    /// A line of `width` points: `Border(color: .white, width: 2)`.
    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}
