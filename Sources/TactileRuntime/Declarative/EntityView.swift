import TactileECS
import TactileGestures

/// Describes entities the way a SwiftUI `View` describes views: Tactile's `View`.
///
/// ```swift
/// struct TapStar: EntityView {
///     @State private var isPressed = false
///     var body: some EntityView {
///         Star()
///             .font(.system(size: 200))
///             .scaleEffect(isPressed ? 0.5 : 1.0)
///             .animation(.easeInOut)
///             .foregroundColor(.green)
///             .gesture(TapGesture().onEnded { self.isPressed.toggle() })
///     }
/// }
/// ```
///
/// The runtime evaluates `body` again whenever state it reads changes, and brings the
/// entities in line with the result, animating as the modifiers and transactions say.
public protocol EntityView {
    associatedtype Body: EntityView
    @EntityBuilder var body: Body { get }

    /// The description of this view, resolved down to primitives.
    func resolve() -> EntityNode
}

extension EntityView {
    public func resolve() -> EntityNode { body.resolve() }
}

extension Never: EntityView {
    public func resolve() -> EntityNode { switch self {} }
}

extension EntityView where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive entity view; it has no body") }
}

/// Builds a group of entity views from a list, as SwiftUI's `ViewBuilder` does.
@resultBuilder
public enum EntityBuilder {
    public static func buildExpression<V: EntityView>(_ view: V) -> EntityNode { view.resolve() }
    public static func buildBlock(_ nodes: EntityNode...) -> EntityNode {
        nodes.count == 1 ? nodes[0] : EntityNode(children: nodes)
    }
    public static func buildOptional(_ node: EntityNode?) -> EntityNode { node ?? EntityNode(children: []) }
    public static func buildEither(first node: EntityNode) -> EntityNode { node }
    public static func buildEither(second node: EntityNode) -> EntityNode { node }
    public static func buildArray(_ nodes: [EntityNode]) -> EntityNode { EntityNode(children: nodes) }
}
