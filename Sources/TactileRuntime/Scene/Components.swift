import TactileGestures

/// An entity's name, as the state file and tests know it.
public struct Name: Hashable, Sendable {
    public var value: String
    public init(_ value: String) { self.value = value }
}

/// An entity's geometry.
public struct Shape: Hashable, Sendable {
    public var kind: ShapeKind {
        didSet {
            bounds = kind.bounds
            hitBounds = hitShape.bounds
        }
    }
    /// What hit testing uses instead of `kind`, when set (SwiftUI's `contentShape`).
    public var contentShape: ShapeKind? { didSet { hitBounds = hitShape.bounds } }
    /// The local bounding boxes of `kind` and of ``hitShape``, measured once: a text's box
    /// counts its characters, and a moving entity is measured every tick.
    public private(set) var bounds: Rect
    public private(set) var hitBounds: Rect

    public init(_ kind: ShapeKind, contentShape: ShapeKind? = nil) {
        self.kind = kind
        self.contentShape = contentShape
        bounds = kind.bounds
        hitBounds = (contentShape ?? kind).bounds
    }
    public var hitShape: ShapeKind { contentShape ?? kind }
}

/// The entity whose space this one lives in.
public struct Parent: Hashable, Sendable {
    public var entity: EntityID
    public init(_ entity: EntityID) { self.entity = entity }
}

/// What is drawn, hit-tested and reported: the target as animations present it.
public struct Presentation: Sendable {
    /// What the transform and grid box last worked out from the rotation and scale. First, next
    /// to the position, rotation and scale it follows from: a moving entity's refresh reads
    /// them together.
    var local = LocalGeometry()
    public var appearance: Appearance
    /// Local → scene.
    public var worldTransform: AffineTransform = .identity
    /// Scene → local (the identity while `worldTransform` collapses the plane). Worked out when
    /// asked: only hit tests ask, far less often than a moving entity's transform changes.
    public var inverseWorldTransform: AffineTransform { @inline(__always) get { worldTransform.inverted ?? .identity } }
    /// Local → scene at the end of the previous tick: renderers interpolate from it.
    public var previousWorldTransform: AffineTransform = .identity
    public init(_ appearance: Appearance) { self.appearance = appearance }
}

/// What turning a presented appearance into a transform and a grid box works out that only the
/// rotation, the scale and the shape change: most moves keep all three, and change only the
/// position.
struct LocalGeometry {
    /// The rotation last turned into a transform (finite).
    var radians = 0.0
    /// The bits of the scale (finite), and the shapes' and presentations' versions (a shape
    /// changed, or a presentation copied to another entity through the store), that the box
    /// numbers below were worked out for, with the rotation; `boxVersion` is `.max` while there
    /// are none (the versions only count up from 0, and never reach it). The scale next to
    /// the rotation, as they lie in an appearance: a refresh compares both at once.
    /// While they hold (`boxVersion` is still current), the world transform's linear part is
    /// the one worked out with them (the scale times the sine and cosine below): a refresh
    /// that keeps them writes the translation alone.
    var boxScale = Double.nan.bitPattern
    /// The rotation's sine and cosine.
    var sin = 0.0, cos = 1.0
    var boxVersion: UInt64 = .max
    /// The transform's linear part applied to the centre of the shape's hit bounds, and the
    /// half extents of the box around them: the box is these about the translation.
    var boxCentreX = 0.0, boxCentreY = 0.0, extentX = 0.0, extentY = 0.0
}

/// Drawing and hit-testing order: higher is on top.
public struct ZIndex: Hashable, Comparable, Sendable {
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public static func < (lhs: ZIndex, rhs: ZIndex) -> Bool { lhs.value < rhs.value }
}

/// Scene-specific flags that the state file reports.
public struct Status: Hashable, Sendable {
    public var selected = false
    /// The adjustable value (the volume slider's), if the entity has one.
    public var value: Double?
    public init(selected: Bool = false, value: Double? = nil) {
        self.selected = selected
        self.value = value
    }
}
