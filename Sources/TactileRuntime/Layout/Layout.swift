import TactileECS
import TactileGestures

/// SwiftUI's layout over a resolved tree: a parent proposes a size, the child chooses its own,
/// the parent places it. It sets where each node's origin goes (``EntityNode/laidOutCentre``).
///
/// ```swift
/// var tree = VStack(spacing: 10) { rows }.resolve()
/// Layout.placeRoot(&tree, in: Rect(x: 0, y: 0, width: 1280, height: 800))
/// ```
///
/// Shapes are the size their frame (or font) gives and keep it; stacks share their room among
/// their children, least flexible first; groups without layout of their own (a builder's list,
/// `ForEach`) take no space of their own, so their children are placed in the space their
/// parent is in. O(nodes × depth × 2) per pass (a stack asks each child's least and most).
public enum Layout {
    /// Lays a scene's root out in the window's `rect`: it takes the size it chooses of it, centred.
    public static func placeRoot(_ node: inout EntityNode, in rect: Rect) {
        place(&node, in: Alignment.center.place(size(of: node, proposal: ProposedSize(rect.size), axis: nil), in: rect))
    }

    /// Places `node`, and everything under it, in `rect` of its parent entity's space: the
    /// frame its parent chose for it, of the size it asked for.
    public static func place(_ node: inout EntityNode, in rect: Rect) {
        var box = rect
        if let flex = node.flexibleFrame {
            box = flex.alignment.place(framedSize(of: node, proposal: ProposedSize(box.size), axis: nil), in: box)
        }
        let inner = box.inset(by: node.padding)
        if node.template != nil {
            if node.frame == nil, node.flexibleFrame != nil { node.frame = inner.size }
            node.laidOutCentre = node.position ?? inner.center
            placeChildren(of: &node, in: Rect(x: -inner.size.width / 2, y: -inner.size.height / 2,
                                              width: inner.size.width, height: inner.size.height), alignment: .center)
            return
        }
        if case .scroll(let axes)? = node.layout {
            placeScrollContent(of: &node, axes: axes, viewport: inner)
            return
        }
        var space = inner
        // A group that is placed, or that takes hits, has an origin of its own at its centre:
        // its content shape covers what it was given.
        if node.position != nil || node.contentTemplate != nil || node.contentShape != nil {
            node.laidOutCentre = node.position ?? inner.center
            space = Rect(x: -inner.size.width / 2, y: -inner.size.height / 2, width: inner.size.width, height: inner.size.height)
            if node.contentTemplate != nil, node.contentFrame == nil { node.contentFrame = inner.size }
        } else {
            node.laidOutCentre = .zero
        }
        let content = node.frameAlignment.place(contentSize(of: node, proposal: ProposedSize(space.size), axis: nil), in: space)
        switch node.layout {
        case .stack(let axis, let alignment, let spacing)?:
            placeStack(&node.children, along: axis, alignment: alignment, spacing: spacing, in: content)
        case .overlay(let alignment)?:
            placeChildren(of: &node, in: content, alignment: alignment)
        case .spacer?, .scroll?, nil:
            placeChildren(of: &node, in: content, alignment: .center)
        }
    }

    /// The size `node` takes when proposed `proposal`, as a child along `axis` of a stack
    /// (what a spacer stretches along), or of no stack.
    public static func size(of node: EntityNode, proposal: ProposedSize, axis: Axis?) -> Vector {
        guard let flex = node.flexibleFrame else { return framedSize(of: node, proposal: proposal, axis: axis) }
        return flex.size(proposal: proposal) { framedSize(of: node, proposal: $0, axis: axis) }
    }

    /// The size inside any flexible frame: a fixed frame's, or the content's and its padding.
    static func framedSize(of node: EntityNode, proposal: ProposedSize, axis: Axis?) -> Vector {
        let isShape = node.template != nil
        let fixed = isShape ? proposal : ProposedSize(width: node.fixedWidth ?? proposal.width, height: node.fixedHeight ?? proposal.height)
        let insets = node.padding.size
        let inner = ProposedSize(width: fixed.width.map { max(0, $0 - insets.width) },
                                 height: fixed.height.map { max(0, $0 - insets.height) })
        var size = contentSize(of: node, proposal: inner, axis: axis) + insets
        if !isShape, let width = node.fixedWidth { size.width = width }
        if !isShape, let height = node.fixedHeight { size.height = height }
        return size
    }

    /// The size of what is inside the padding.
    static func contentSize(of node: EntityNode, proposal: ProposedSize, axis: Axis?) -> Vector {
        if node.template != nil {
            // A shape given a flexible frame and no size of its own fills what it is offered.
            if node.frame == nil, node.flexibleFrame != nil {
                return Vector(width: proposal.width ?? 100, height: proposal.height ?? 100)
            }
            return node.shapeKind?.bounds.size ?? .zero
        }
        switch node.layout {
        case .spacer(let minLength)?:
            guard let axis else { return .zero }
            let least = minLength ?? 8
            let along = max(least, proposal.along(axis) ?? least)
            return axis == .horizontal ? Vector(width: along, height: 0) : Vector(width: 0, height: along)
        case .stack(let axis, _, let spacing)?:
            return stackSizes(flattened(node.children), along: axis, spacing: spacing, proposal: proposal).total
        case .scroll(let axes)?:
            let content = scrollContentSize(of: node, axes: axes, viewport: proposal)
            return Vector(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
        case .overlay?, nil:
            return node.children.reduce(Vector.zero) { largest, child in
                let size = Self.size(of: child, proposal: proposal, axis: nil)
                return Vector(width: max(largest.width, size.width), height: max(largest.height, size.height))
            }
        }
    }

    // MARK: Stacks

    /// Each child's size along `axis` and the whole stack's: the least flexible child is offered
    /// its share first, and the others share what it leaves.
    static func stackSizes(_ children: [EntityNode], along axis: Axis, spacing: Double?,
                           proposal: ProposedSize) -> (sizes: [Vector], total: Vector) {
        let gaps = (spacing ?? 8) * Double(max(0, children.count - 1))
        let across = proposal.across(axis)
        var sizes = [Vector](repeating: .zero, count: children.count)
        if let along = proposal.along(axis) {
            let flexibility = children.map { child in
                let least = size(of: child, proposal: .make(axis, along: 0, across: across), axis: axis)
                let most = size(of: child, proposal: .make(axis, along: .infinity, across: across), axis: axis)
                return axis == .horizontal ? most.width - least.width : most.height - least.height
            }
            var remaining = max(0, along - gaps)
            var left = children.count
            for index in children.indices.sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
                let share = remaining / Double(left)
                sizes[index] = size(of: children[index], proposal: .make(axis, along: share, across: across), axis: axis)
                remaining = max(0, remaining - (axis == .horizontal ? sizes[index].width : sizes[index].height))
                left -= 1
            }
        } else {
            sizes = children.map { size(of: $0, proposal: .make(axis, along: nil, across: across), axis: axis) }
        }
        let alongTotal = sizes.reduce(gaps) { $0 + (axis == .horizontal ? $1.width : $1.height) }
        let acrossMost = sizes.reduce(0.0) { max($0, axis == .horizontal ? $1.height : $1.width) }
        let total = axis == .horizontal ? Vector(width: alongTotal, height: acrossMost) : Vector(width: acrossMost, height: alongTotal)
        return (sizes, total)
    }

    static func placeStack(_ children: inout [EntityNode], along axis: Axis, alignment: Alignment, spacing: Double?,
                           in rect: Rect) {
        let (sizes, _) = stackSizes(flattened(children), along: axis, spacing: spacing, proposal: ProposedSize(rect.size))
        var index = 0
        var cursor = axis == .horizontal ? rect.origin.x : rect.origin.y
        forEachFlattened(&children) { child in
            let size = sizes[index]
            let slot: Rect
            if axis == .horizontal {
                slot = Alignment(horizontal: .leading, vertical: alignment.vertical)
                    .place(size, in: Rect(x: cursor, y: rect.origin.y, width: size.width, height: rect.size.height))
                cursor += size.width + (spacing ?? 8)
            } else {
                slot = Alignment(horizontal: alignment.horizontal, vertical: .top)
                    .place(size, in: Rect(x: rect.origin.x, y: cursor, width: rect.size.width, height: size.height))
                cursor += size.height + (spacing ?? 8)
            }
            place(&child, in: slot)
            index += 1
        }
    }

    /// The children stacks lay out: those of lists (builders' groups, `ForEach`) taken as their own.
    static func flattened(_ children: [EntityNode]) -> [EntityNode] {
        children.flatMap { $0.isTransparentGroup ? flattened($0.children) : [$0] }
    }

    /// Visits what ``flattened(_:)`` lists, in its order, in place; lists' own nodes take no room.
    static func forEachFlattened(_ children: inout [EntityNode], _ body: (inout EntityNode) -> Void) {
        for index in children.indices {
            if children[index].isTransparentGroup {
                children[index].laidOutCentre = .zero
                forEachFlattened(&children[index].children, body)
            } else {
                body(&children[index])
            }
        }
    }

    // MARK: Overlays and scroll views

    static func placeChildren(of node: inout EntityNode, in rect: Rect, alignment: Alignment) {
        for index in node.children.indices {
            let size = size(of: node.children[index], proposal: ProposedSize(rect.size), axis: nil)
            place(&node.children[index], in: alignment.place(size, in: rect))
        }
    }

    /// A scroll view's content, free along `axes`, at the viewport's top leading corner along
    /// them and centred across.
    static func placeScrollContent(of node: inout EntityNode, axes: Axis.Set, viewport: Rect) {
        node.laidOutCentre = node.position ?? viewport.center
        let (width, height) = (viewport.size.width, viewport.size.height)
        let content = scrollContentSize(of: node, axes: axes, viewport: ProposedSize(viewport.size))
        let rect = Rect(x: axes.contains(.horizontal) ? -width / 2 : -content.width / 2,
                        y: axes.contains(.vertical) ? -height / 2 : -content.height / 2,
                        width: content.width, height: content.height)
        node.scrollContent = rect
        node.contentFrame = viewport.size
        for index in node.children.indices { place(&node.children[index], in: rect) }
    }

    static func scrollContentSize(of node: EntityNode, axes: Axis.Set, viewport: ProposedSize) -> Vector {
        let proposal = ProposedSize(width: axes.contains(.horizontal) ? nil : viewport.width,
                                    height: axes.contains(.vertical) ? nil : viewport.height)
        return node.children.reduce(Vector.zero) { largest, child in
            let size = size(of: child, proposal: proposal, axis: nil)
            return Vector(width: max(largest.width, size.width), height: max(largest.height, size.height))
        }
    }

    static func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }
}
