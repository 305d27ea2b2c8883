/// A point in a shape's bounds as fractions of its size: (0, 0) top left, (1, 1) bottom right.
///
/// ```swift
/// UnitPoint.center   // (0.5, 0.5)
/// ```
///
/// Gestures report `startAnchor` as a unit point. O(1), allocation-free.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width from the left, 0…1.
    public var x: Double
    /// The fraction of the height from the top, 0…1.
    public var y: Double

    /// The unit point at fractions `x` and `y`: `UnitPoint(x: 0.25, y: 0.5)`.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
