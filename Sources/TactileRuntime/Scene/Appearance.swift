import TactileGestures

/// The values that place and draw an entity, all of which can be animated (except the border).
///
/// An entity has two: its target (``Target``), which scenes and systems set, and its
/// presented appearance (``Presentation``), which animations move towards the target tick
/// by tick and which is drawn, hit-tested and reported.
public struct Appearance: Hashable, Sendable {
    /// The centre, in the parent's space (the scene's, for entities without a parent).
    public var position: Point
    /// Clockwise.
    public var rotation: Angle
    public var scale: Double
    public var opacity: Double
    public var fill: Color
    public var shadowRadius: Double
    public var border: Border?

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

    /// Copies `channel` from `other`.
    public mutating func take(_ channel: Channel, from other: Appearance) {
        switch channel {
        case .position: position = other.position
        case .rotation: rotation = other.rotation
        case .scale: scale = other.scale
        case .opacity: opacity = other.opacity
        case .fill: fill = other.fill
        case .shadow: shadowRadius = other.shadowRadius
        }
    }

    /// Sets `channel` to the mix of `from` and `to` at `fraction` (which may overshoot for springs).
    public mutating func interpolate(_ channel: Channel, from a: Appearance, to b: Appearance, fraction t: Double) {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        switch channel {
        case .position: position = Point(x: mix(a.position.x, b.position.x), y: mix(a.position.y, b.position.y))
        case .rotation: rotation = .radians(mix(a.rotation.radians, b.rotation.radians))
        case .scale: scale = mix(a.scale, b.scale)
        case .opacity: opacity = mix(a.opacity, b.opacity)
        case .fill:
            fill = Color(red: mix(a.fill.red, b.fill.red), green: mix(a.fill.green, b.fill.green),
                         blue: mix(a.fill.blue, b.fill.blue), alpha: mix(a.fill.alpha, b.fill.alpha))
        case .shadow: shadowRadius = mix(a.shadowRadius, b.shadowRadius)
        }
    }
}

/// A stroke around a shape.
public struct Border: Hashable, Sendable {
    public var color: Color
    public var width: Double
    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}
