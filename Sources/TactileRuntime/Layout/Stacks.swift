import TactileECS
import TactileGestures

/// How a node arranges its children or takes space: what the stacks, `Spacer` and `ScrollView`
/// set on their node.
public enum LayoutRole {
    /// Children one after another along `axis`, `spacing` apart (`nil`: 8 points), lined up
    /// across it by `alignment`.
    case stack(Axis, alignment: Alignment, spacing: Double?)
    /// Children on top of each other, lined up by the alignment (`ZStack`).
    case overlay(Alignment)
    /// As much room along the enclosing stack's axis as there is, at least `minLength`.
    case spacer(minLength: Double?)
    /// A scroll view: the content is laid out free along `axes` and clipped to the frame.
    case scroll(Axis.Set)
}

/// Children one above the other, as SwiftUI's `VStack`.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 10) {
///     Text("Title").font(.title)
///     Text("Subtitle")
/// }
/// ```
///
/// Laid out when the scene's state changes: O(children × depth).
public struct VStack: EntityView {
    public typealias Body = Never
    let node: EntityNode
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @EntityBuilder content: () -> EntityNode) {
        node = Self.stack(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing, content())
    }
    public func resolve() -> EntityNode { node }

    static func stack(_ axis: Axis, _ alignment: Alignment, _ spacing: Double?, _ content: EntityNode) -> EntityNode {
        var node = EntityNode(children: content.isTransparentGroup ? content.children : [content])
        node.layout = .stack(axis, alignment: alignment, spacing: spacing)
        return node
    }
}

/// Children side by side, as SwiftUI's `HStack`.
///
/// ```swift
/// HStack(spacing: 12) { Circle().frame(width: 40, height: 40); Text("Ada"); Spacer() }
/// ```
///
/// Laid out when the scene's state changes: O(children × depth).
public struct HStack: EntityView {
    public typealias Body = Never
    let node: EntityNode
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @EntityBuilder content: () -> EntityNode) {
        node = VStack.stack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing, content())
    }
    public func resolve() -> EntityNode { node }
}

/// Children on top of each other, later ones in front, as SwiftUI's `ZStack`.
///
/// ```swift
/// ZStack(alignment: .topTrailing) { Circle().fill(.blue); Text("3") }
/// ```
///
/// A child with a `position` is placed at it, in the space the stack is in (at the top of a
/// scene: window points). O(children).
public struct ZStack: EntityView {
    public typealias Body = Never
    let content: EntityNode
    let alignment: Alignment
    public init(alignment: Alignment = .center, @EntityBuilder content: () -> EntityNode) {
        self.content = content()
        self.alignment = alignment
    }
    public func resolve() -> EntityNode {
        var node = content.template == nil && content.name == nil ? content : EntityNode(children: [content])
        if alignment != .center { node.layout = .overlay(alignment) }
        return node
    }
}

/// An alias of ``ZStack`` for grouping.
public typealias Group = ZStack

/// Flexible space along the enclosing stack's axis, as SwiftUI's `Spacer`.
///
/// ```swift
/// HStack { Text("Name"); Spacer(); Text("42") }   // the number at the trailing edge
/// ```
public struct Spacer: EntityView {
    public typealias Body = Never
    public var minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public func resolve() -> EntityNode {
        var node = EntityNode()
        node.layout = .spacer(minLength: minLength)
        return node
    }
}

/// One view per element of a collection, each known by its `id` from one evaluation to the
/// next, as SwiftUI's `ForEach`: removing an element removes its entity and leaves the others'.
///
/// ```swift
/// ForEach(rows, id: \.self) { row in Row(number: row) }
/// ForEach(0..<3) { index in Circle().offset(x: Double(index) * 60) }
/// ```
///
/// O(elements) per evaluation.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: EntityView {
    public typealias Body = Never
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> EntityNode

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @EntityBuilder content: @escaping (Data.Element) -> EntityNode) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    public func resolve() -> EntityNode {
        EntityNode(children: data.map { element in
            var child = content(element)
            child.id = AnyHashable(id(element))
            return child
        })
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per number of a range, known by the number.
    public init(_ data: Range<Int>, @EntityBuilder content: @escaping (Int) -> EntityNode) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element, known by its `id`.
    public init(_ data: Data, @EntityBuilder content: @escaping (Data.Element) -> EntityNode) {
        self.init(data, id: \.id, content: content)
    }
}

extension EntityNode {
    /// A group that is only a list: what a builder makes of several views, or `ForEach`. Stacks
    /// lay its children out as their own.
    var isTransparentGroup: Bool {
        template == nil && name == nil && layout == nil && attachments.isEmpty && position == nil
            && fixedWidth == nil && fixedHeight == nil && flexibleFrame == nil && padding == EdgeInsets()
            && offset == .zero && contentShape == nil && contentTemplate == nil && id == nil
    }
}
