import TactileECS
import TactileGestures

/// A circle filling its frame (100 × 100 unless `.frame` says otherwise).
public struct Circle: EntityView {
    public typealias Body = Never
    public init() {}
    public func resolve() -> EntityNode { EntityNode(template: .circle) }
}

/// A rectangle filling its frame.
public struct Rectangle: EntityView {
    public typealias Body = Never
    public init() {}
    public func resolve() -> EntityNode { EntityNode(template: .rectangle) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: EntityView {
    public typealias Body = Never
    public var cornerRadius: Double
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    public func resolve() -> EntityNode { EntityNode(template: .roundedRectangle(cornerRadius: cornerRadius)) }
}

/// An upward triangle filling its frame.
public struct Triangle: EntityView {
    public typealias Body = Never
    public init() {}
    public func resolve() -> EntityNode { EntityNode(template: .triangle) }
}

/// A star with `points` tips.
public struct Star: EntityView {
    public typealias Body = Never
    public var points: Int
    public var innerRatio: Double
    public init(points: Int = 5, innerRatio: Double = 0.45) {
        self.points = points
        self.innerRatio = innerRatio
    }
    public func resolve() -> EntityNode { EntityNode(template: .star(points: points, innerRatio: innerRatio)) }
}

/// A text label.
public struct Text: EntityView {
    public typealias Body = Never
    public var string: String
    public init(_ string: String) { self.string = string }
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
    public init(_ name: String) { template = .photo }
    public init(systemName: String) {
        template = systemName.hasPrefix("star") ? .star(points: 5, innerRatio: 0.45)
            : systemName.hasPrefix("arrow") ? .arrow : .circle
    }
    public func resolve() -> EntityNode { EntityNode(template: template) }
}

/// A font size (and weight), for text and symbols.
public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case regular, medium, semibold, bold, heavy }
    public enum Design: Hashable, Sendable { case `default`, rounded, monospaced, serif }
    public var size: Double
    public var weight: Weight
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight)
    }
    public static let body = Font(size: 17, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let largeTitle = Font(size: 34, weight: .regular)
}
