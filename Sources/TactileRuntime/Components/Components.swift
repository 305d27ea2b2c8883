import TactileECS
import TactileGestures

/// An entity's name, as the state file and tests know it.
public struct Name: Hashable, Sendable {
    /// The name.
    public var value: String
    /// A name: `world.insert(Name("ball"), for: ball)`.
    public init(_ value: String) { self.value = value }
}

/// An entity's geometry.
public struct Shape: Hashable, Sendable {
    /// The geometry drawn.
    public var kind: ShapeKind {
        didSet {
            bounds = kind.bounds
            hitBounds = hitShape.bounds
        }
    }
    /// What hit testing uses instead of `kind`, when set (SwiftUI's `contentShape`).
    public var contentShape: ShapeKind? { didSet { hitBounds = hitShape.bounds } }
    /// The local bounding boxes of `kind` and of ``hitShape``, measured once: a text's box
    /// counts its characters.
    public private(set) var bounds: Rect
    /// The bounds of what is hit-tested, in the entity's space.
    public private(set) var hitBounds: Rect

    /// A shape, hit-tested by `contentShape` when given: `world.insert(Shape(.circle(radius: 40)), for: ball)`.
    public init(_ kind: ShapeKind, contentShape: ShapeKind? = nil) {
        self.kind = kind
        self.contentShape = contentShape
        bounds = kind.bounds
        hitBounds = (contentShape ?? kind).bounds
    }
    /// What is hit-tested: the content shape, or the shape itself.
    public var hitShape: ShapeKind { contentShape ?? kind }
}

/// The entity whose space this one lives in.
public struct Parent: Hashable, Sendable {
    /// The parent.
    public var entity: Entity
    /// A parent link: `world.insert(Parent(board), for: chip)`; the chip then moves with the board.
    public init(_ entity: Entity) { self.entity = entity }
}

/// What is drawn, hit-tested and reported: the target appearance (``Appearance``) as animations
/// present it, tick by tick.
public struct Presentation: Hashable, Sendable {
    /// What is drawn now.
    public var appearance: Appearance
    /// A presented appearance (the runtime keeps it; scenes set targets).
    public init(_ appearance: Appearance) { self.appearance = appearance }
}

/// Local → scene for an entity, worked out by the transform system from its presentation, its
/// manipulation and its parents (Bevy's `GlobalTransform`), and where it was a tick ago, for
/// drawing between ticks.
public struct WorldTransform: Hashable, Sendable {
    /// Local → scene now.
    public var current: AffineTransform
    /// Local → scene at the end of the tick before: renderers interpolate from it.
    public var previous: AffineTransform
    /// A transform that was the same last tick.
    public init(_ transform: AffineTransform) {
        current = transform
        previous = transform
    }

    /// Scene → local (the identity while `current` collapses the plane): for hit tests.
    public var inverse: AffineTransform { current.inverted ?? .identity }
}

/// Drawing and hit-testing order: higher is on top.
public struct ZIndex: Hashable, Comparable, Sendable {
    /// Higher is drawn later, on top.
    public var value: Double
    /// A z-index: `world.insert(ZIndex(10), for: lifted)`.
    public init(_ value: Double) { self.value = value }
    /// Orders by value.
    public static func < (lhs: ZIndex, rhs: ZIndex) -> Bool { lhs.value < rhs.value }
}

/// Scene-specific flags that the state file reports.
public struct Status: Hashable, Sendable {
    /// Whether the entity is selected.
    public var selected = false
    /// The adjustable value (the volume slider's), if the entity has one.
    public var value: Double?
    /// A status: `Status(selected: true)`.
    public init(selected: Bool = false, value: Double? = nil) {
        self.selected = selected
        self.value = value
    }
}
