/// The horizontal or the vertical dimension, as SwiftUI's `Axis`.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { … } }
/// let axes: Axis.Set = [.horizontal, .vertical]
/// ```
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes: a scroll view's, a stack's.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    /// The set holding only this axis.
    public var set: Set { self == .horizontal ? .horizontal : .vertical }
}

extension Vector {
    /// The part of the vector along `axes` (the rest zero).
    ///
    /// ```swift
    /// Vector(width: 3, height: 4).along([.vertical])   // (0, 4)
    /// ```
    public func along(_ axes: Axis.Set) -> Vector {
        Vector(width: axes.contains(.horizontal) ? width : 0, height: axes.contains(.vertical) ? height : 0)
    }
}
