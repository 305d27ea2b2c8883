/// A location in a plane, in points (y grows downwards). Tactile's `CGPoint`.
///
/// ```swift
/// let centre = Point(x: 640, y: 400)
/// let moved = centre + Vector(width: 10, height: 0)   // (650, 400)
/// ```
///
/// Two `Double`s; every operation is O(1) and allocation-free.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points (rightwards).
    public var x: Double
    /// The vertical coordinate, in points (downwards).
    public var y: Double

    /// The point at `x` across and `y` down.
    ///
    /// ```swift
    /// let centre = Point(x: 640, y: 400)
    /// ```
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin: a window's top-left corner.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Pointer locations further than this from the origin are not followed: a trillion points
    /// is far beyond any screen, and keeps every sum and product of coordinates, and every
    /// velocity, finite (at ±1.8e308 a translation overflows).
    public static let trackingLimit = 1e12

    /// Whether a pointer here can be followed: both coordinates finite and within
    /// ``trackingLimit``. Gestures ignore other locations as they ignore NaN.
    ///
    /// ```swift
    /// Point(x: 1e300, y: 0).isTrackable   // false
    /// ```
    @inlinable public var isTrackable: Bool { abs(x) <= Point.trackingLimit && abs(y) <= Point.trackingLimit }

    /// The straight-line distance to `other`.
    @inlinable public func distance(to other: Point) -> Double {
        (other - self).length
    }

    /// The point displaced by a vector: `start + drag.translation`.
    @inlinable public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
    }

    /// The point displaced back by a vector.
    @inlinable public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.width, y: lhs.y - rhs.height)
    }

    /// The vector from `rhs` to `lhs`: `location - startLocation`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
    }

    public var description: String { "(\(x), \(y))" }
}
