import TactileECS
import TactileGestures

/// A circle filling its frame (100 × 100 unless `.frame` says otherwise).
public struct Circle: EntityView {
    public typealias Body = Never
    /// A circle: `Circle().fill(.blue).frame(width: 100, height: 100)`.
    public init() {}
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .circle) }
}

/// A rectangle filling its frame.
public struct Rectangle: EntityView {
    public typealias Body = Never
    /// A rectangle: `Rectangle().frame(width: 300, height: 200)`.
    public init() {}
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .rectangle) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: EntityView {
    public typealias Body = Never
    /// The corners' radius, in points.
    public var cornerRadius: Double
    /// A rounded rectangle: `RoundedRectangle(cornerRadius: 12).frame(width: 200, height: 120)`.
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .roundedRectangle(cornerRadius: cornerRadius)) }
}

/// A rounded rectangle whose ends are half circles, filling its frame (SwiftUI's `Capsule`).
///
/// ```swift
/// Capsule().fill(.green).frame(width: 120, height: 44)
/// ```
///
/// Drawn, hit-tested and bounded as a rounded rectangle with corners of half its shorter side.
public struct Capsule: EntityView {
    public typealias Body = Never
    /// A capsule: `Capsule().frame(width: 200, height: 60)`.
    public init() {}
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .capsule) }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
///
/// ```swift
/// Ellipse().fill(.purple).frame(width: 200, height: 100)
/// ```
///
/// Hit-tested exactly; drawn as a 128-sided polygon, within a tenth of a pixel.
public struct Ellipse: EntityView {
    public typealias Body = Never
    /// An ellipse: `Ellipse().frame(width: 200, height: 100)`.
    public init() {}
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .ellipse) }
}

/// An upward triangle filling its frame.
public struct Triangle: EntityView {
    public typealias Body = Never
    /// A triangle: `Triangle().frame(width: 120, height: 100)`.
    public init() {}
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .triangle) }
}

/// A star with `points` tips.
public struct Star: EntityView {
    public typealias Body = Never
    /// How many tips.
    public var points: Int
    /// The inner corners' distance from the centre, as a share of the tips'.
    public var innerRatio: Double
    /// A star: `Star(points: 6).font(.system(size: 120))` (as wide as the font is tall, or its frame).
    public init(points: Int = 5, innerRatio: Double = 0.45) {
        self.points = points
        self.innerRatio = innerRatio
    }
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: .star(points: points, innerRatio: innerRatio)) }
}

/// A text label.
public struct Text: EntityView {
    public typealias Body = Never
    /// What the label says.
    public var string: String
    /// A label: `Text("Tactile").font(.title)`.
    public init(_ string: String) { self.string = string }
    /// The primitive node, black unless filled otherwise; O(1).
    public func resolve() -> EntityNode {
        var node = EntityNode(template: .text(string))
        node.fill = .black
        return node
    }
}

/// A picture: `Image("photo")` is drawn as a landscape photo, and the seeds' SF Symbols as the
/// shapes they show (`star.circle.fill` a star, `arrow.triangle.2.circlepath` an arrow).
public struct Image: EntityView {
    public typealias Body = Never
    let template: ShapeTemplate
    /// A photo (every name draws the same landscape): `Image("photo").frame(width: 600, height: 400)`.
    public init(_ name: String) { template = .photo }
    /// An SF Symbol drawn as the shape it shows: `Image(systemName: "star.fill").font(.system(size: 80))`.
    public init(systemName: String) {
        template = systemName.hasPrefix("star") ? .star(points: 5, innerRatio: 0.45)
            : systemName.hasPrefix("arrow") ? .arrow : .circle
    }
    /// The primitive node; O(1).
    public func resolve() -> EntityNode { EntityNode(template: template) }
}

/// A font size (and weight), for text and symbols.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are (bold and heavier draw bold).
    public enum Weight: Hashable, Sendable { case regular, medium, semibold, bold, heavy }
    /// The typeface family (accepted for SwiftUI's sake; every design draws the same).
    public enum Design: Hashable, Sendable { case `default`, rounded, monospaced, serif }
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// A system font of `size` points: `.font(.system(size: 200))`.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }
    /// 17 points.
    public static let body = Font(size: 17, weight: .regular)
    /// 28 points.
    public static let title = Font(size: 28, weight: .regular)
    /// 34 points.
    public static let largeTitle = Font(size: 34, weight: .regular)
}
