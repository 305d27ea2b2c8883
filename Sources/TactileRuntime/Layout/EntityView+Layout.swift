import TactileECS
import TactileGestures

/// A frame with bounds instead of a size: `frame(minWidth:…maxHeight:alignment:)`.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    /// The size the frame takes when proposed `proposal`, around content that takes `content`
    /// of what the frame proposes it, as SwiftUI's flexible frame decides, side by side.
    func size(proposal: ProposedSize, content: (ProposedSize) -> Vector) -> Vector {
        let inner = ProposedSize(width: Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
                                 height: Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
        let child = content(inner)
        return Vector(width: Self.side(proposal.width ?? idealWidth, child.width, minWidth, maxWidth),
                      height: Self.side(proposal.height ?? idealHeight, child.height, minHeight, maxHeight))
    }

    static func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
        guard var value else { return nil }
        if let high { value = min(value, high) }
        if let low { value = max(value, low) }
        return value
    }

    /// One side: both bounds take the proposal clamped; one bound moves the content's size
    /// towards the proposal as far as it allows; none is the content's.
    static func side(_ proposed: Double?, _ content: Double, _ low: Double?, _ high: Double?) -> Double {
        switch (low, high) {
        case (nil, nil):
            return content
        case let (low?, high?):
            return clamp(proposed ?? content, low, high) ?? content
        case let (low?, nil):
            guard let proposed, proposed < content else { return max(content, low) }
            return max(proposed, low)
        case let (nil, high?):
            guard let proposed, proposed > content else { return min(content, high) }
            return min(proposed, high)
        }
    }
}

/// What a parent offers a child: a width and a height, each `nil` for "your ideal size" (a
/// scroll view's content along its axis) or `infinity` for "as much as you like".
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { (self.width, self.height) = (width, height) }
    public init(_ size: Vector) { self.init(width: size.width, height: size.height) }

    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double? { axis == .horizontal ? height : width }
    static func make(_ axis: Axis, along: Double?, across: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
}

extension EntityView {
    /// Adds `length` points of space inside `edges` (`nil`: 16), as SwiftUI's `padding(_:_:)`.
    ///
    /// ```swift
    /// VStack(spacing: 10) { rows }.padding(.vertical, 10)
    /// Text("OK").padding()
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> EntityNode {
        modified { $0.padding = $0.padding + EdgeInsets(edges, length ?? 16) }
    }

    /// Adds `length` points of space on every side.
    ///
    /// ```swift
    /// Circle().padding(8)
    /// ```
    public func padding(_ length: Double) -> EntityNode { padding(.all, length) }

    /// Adds the given space on each side.
    ///
    /// ```swift
    /// Text("Tag").padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
    /// ```
    public func padding(_ insets: EdgeInsets) -> EntityNode { modified { $0.padding = $0.padding + insets } }

    /// Bounds the size the view takes (`.infinity` for as much as is offered) and places the
    /// content by `alignment`, as SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:
    /// idealHeight:maxHeight:alignment:)`. A shape without a size of its own fills the frame.
    ///
    /// ```swift
    /// Rectangle().fill(.blue).frame(maxWidth: .infinity, minHeight: 44)
    /// ```
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> EntityNode {
        modified {
            $0.flexibleFrame = FlexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                             minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                             alignment: alignment)
        }
    }
}
