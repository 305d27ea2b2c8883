import TactileECS
import TactileGestures

/// A resolved entity description: a shape (or none, for a group), its modifiers, gestures and
/// children. Every modifier returns one; the runtime turns them into entities.
public struct EntityNode: EntityView {
    public typealias Body = Never

    public var name: String?
    public var template: ShapeTemplate?
    public var frame: Vector?
    public var fontSize: Double?
    public var bold = false
    /// What hit testing uses instead of the shape: a kind given as it is…
    public var contentShape: ShapeKind?
    /// …or a shape template, sized by its own frame or else by this entity's.
    public var contentTemplate: ShapeTemplate?
    public var contentFrame: Vector?
    /// `allowsHitTesting(_:)`, once a modifier said.
    public var allowsHitTesting: Bool?
    /// `coordinateSpace(name:)`.
    public var coordinateSpaceName: String?
    public var hoverActions = HoverActions()
    public var accessibilityActions = AccessibilityActions()
    /// `accessibilityLabel(_:)`, or a button's title.
    public var accessibilityLabel: String?
    public var fill: Color?
    public var border: Border?
    public var shadowRadius = 0.0
    public var opacity = 1.0
    public var offset = Vector.zero
    public var position: Point?
    public var scale = 1.0
    public var rotation = Angle.zero
    public var zIndex = 0.0
    public var selected = false
    public var value: Double?
    public var adjustment: ((AdjustmentDirection) -> Void)?
    /// Where the entity's glides stop, as `keepsGlidesInsideWindow(inset:moved:)` says.
    public var glideBounds: GlideBounds?
    public var children: [EntityNode] = []
    public var attachments: [GestureAttachment] = []
    /// `onChange(of:initial:_:)`: the values watched, in modifier order.
    public var changeWatches: [ChangeWatch] = []
    /// How the node lays out its children (a stack, a scroll view), or takes space (a spacer).
    public var layout: LayoutRole?
    /// Space around the node's content (`padding`), inside any frame.
    public var padding = EdgeInsets()
    /// The width and height a `frame` fixed, each `nil` where it left the side free.
    public var fixedWidth: Double?, fixedHeight: Double?
    /// `frame(minWidth:…maxHeight:)`, outside everything else.
    public var flexibleFrame: FlexibleFrame?
    /// Where the content sits inside a frame larger than it.
    public var frameAlignment = Alignment.center
    /// Who the node is among its siblings (`ForEach`'s `id`): kept across evaluations.
    public var id: AnyHashable?
    /// Where layout put the node's origin, in its parent entity's space (its centre, for shapes).
    public internal(set) var laidOutCentre: Point?
    /// A scroll view's content: its size and where its top left sits when the offset is zero.
    public internal(set) var scrollContent: Rect?
    /// Per channel: how a change of it is animated, once an `.animation` modifier covered it.
    public var animationCover = [AnimationCover?](repeating: nil, count: Appearance.Channel.allCases.count)
    /// Channels set by a modifier and not yet covered by an `.animation` modifier.
    var uncovered: Set<Appearance.Channel> = []

    public init(template: ShapeTemplate? = nil, children: [EntityNode] = []) {
        self.template = template
        self.children = children
    }

    public func resolve() -> EntityNode { self }

    /// The geometry the shape takes at its frame (or font size, for symbols and text).
    public var shapeKind: ShapeKind? {
        guard let template else { return nil }
        return template.kind(frame: frame, fontSize: fontSize, bold: bold)
    }

    /// The shape hit testing uses instead of ``shapeKind``, if a `contentShape` modifier gave
    /// one: a template without a frame of its own takes the entity's size.
    public var resolvedContentShape: ShapeKind? {
        if let contentShape { return contentShape }
        guard let contentTemplate else { return nil }
        let size = contentFrame ?? frame ?? shapeKind?.bounds.size
        return contentTemplate.kind(frame: size, fontSize: fontSize, bold: bold)
    }

    /// Whether children without a position sit at this node's centre (shapes, and groups that
    /// were placed) rather than at the window's.
    var centresChildren: Bool { template != nil || position != nil }

    mutating func touch(_ channel: Appearance.Channel) {
        if animationCover[channel.rawValue] == nil { uncovered.insert(channel) }
    }

    /// Covers the uncovered channels of this node and its subtree with `cover`.
    mutating func cover(with cover: AnimationCover) {
        for channel in uncovered where animationCover[channel.rawValue] == nil {
            animationCover[channel.rawValue] = cover
        }
        uncovered.removeAll()
        for i in children.indices { children[i].cover(with: cover) }
    }
}

/// How a channel's changes are animated, decided by an `.animation` modifier after it.
public enum AnimationCover {
    /// Always with this animation (`nil`: never animated, whatever the transaction says).
    case always(Animation?)
    /// With this animation when `value` changed since the last evaluation (SwiftUI's
    /// `.animation(_:value:)`); otherwise as the transaction says. `slot` tells values apart.
    case whenChanged(Animation?, value: AnyEquatable, slot: Int)
}

/// A type-erased equatable value.
public struct AnyEquatable {
    let value: Any
    let isEqual: (Any) -> Bool
    public init<V: Equatable>(_ value: V) {
        self.value = value
        isEqual = { ($0 as? V) == value }
    }
    public func equals(_ other: AnyEquatable) -> Bool { isEqual(other.value) }
}

/// A shape before it has a size: the size comes from `.frame` or `.font`.
public enum ShapeTemplate: Hashable, Sendable {
    case circle, rectangle, roundedRectangle(cornerRadius: Double), triangle, capsule, ellipse
    case star(points: Int, innerRatio: Double)
    case text(String)
    case photo
    case arrow

    func kind(frame: Vector?, fontSize: Double?, bold: Bool) -> ShapeKind {
        let font = fontSize ?? 17
        switch self {
        case .circle:
            let size = frame ?? Vector(width: 100, height: 100)
            return .circle(radius: min(size.width, size.height) / 2)
        case .rectangle:
            let size = frame ?? Vector(width: 100, height: 100)
            return .rectangle(width: size.width, height: size.height)
        case .roundedRectangle(let radius):
            let size = frame ?? Vector(width: 100, height: 100)
            return .roundedRectangle(width: size.width, height: size.height, cornerRadius: radius)
        case .capsule:
            let size = frame ?? Vector(width: 100, height: 100)
            return .capsule(width: size.width, height: size.height)
        case .ellipse:
            let size = frame ?? Vector(width: 100, height: 100)
            return .ellipse(width: size.width, height: size.height)
        case .triangle:
            let size = frame ?? Vector(width: 100, height: 100)
            return .triangle(width: size.width, height: size.height)
        case .star(let points, let inner):
            let radius = frame.map { min($0.width, $0.height) / 2 } ?? font / 2
            return .star(points: points, radius: radius, innerRatio: inner)
        case .text(let string):
            return .text(string, size: font, bold: bold)
        case .photo:
            let size = frame ?? Vector(width: 300, height: 200)
            return .photo(width: size.width, height: size.height)
        case .arrow:
            let radius = frame.map { min($0.width, $0.height) / 2 } ?? font / 2
            return .arrow(radius: radius)
        }
    }
}

/// The direction of an accessibility adjustment (Up/Right increment, Down/Left decrement).
public enum AdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// SwiftUI's name for ``AdjustmentDirection``, as `accessibilityAdjustableAction` hands it over.
///
/// ```swift
/// .accessibilityAdjustableAction { (direction: AccessibilityAdjustmentDirection) in volume += direction == .increment ? 1 : -1 }
/// ```
///
/// A type alias: no cost.
public typealias AccessibilityAdjustmentDirection = AdjustmentDirection
