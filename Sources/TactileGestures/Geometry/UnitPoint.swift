/// A point in a shape's bounds as fractions of its size: (0, 0) top left, (1, 1) bottom right.
///
/// ```swift
/// UnitPoint.center   // (0.5, 0.5)
/// ```
///
/// Gestures report `startAnchor` as a unit point. O(1), allocation-free.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
