/// A displacement in a plane, in points: Tactile's `CGSize` (same `width` / `height` names).
///
/// Translations, offsets and velocities are vectors:
///
/// ```swift
/// @State var position = Vector.zero
/// position.width += drag.translation.width
/// ```
///
/// Two `Double`s; every operation is O(1) and allocation-free.
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component, in points (positive: rightwards).
    public var width: Double
    /// The vertical component, in points (positive: downwards).
    public var height: Double

    /// A vector of `width` across and `height` down.
    ///
    /// ```swift
    /// let nudge = Vector(width: 10, height: -5)
    /// ```
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No displacement.
    public static let zero = Vector(width: 0, height: 0)

    /// The Euclidean length.
    @inlinable public var length: Double { (width * width + height * height).squareRoot() }

    /// Whether both components are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    /// The sum of two displacements.
    @inlinable public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    /// The difference of two displacements.
    @inlinable public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    /// This vector scaled by a factor.
    @inlinable public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    /// This vector scaled by a factor.
    @inlinable public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }

    /// This vector divided by a factor.
    @inlinable public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(width: lhs.width / rhs, height: lhs.height / rhs)
    }

    /// The opposite displacement.
    @inlinable public static prefix func - (vector: Vector) -> Vector {
        Vector(width: -vector.width, height: -vector.height)
    }

    /// Adds a displacement in place: `offset += drag.translation`.
    @inlinable public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    /// Subtracts a displacement in place.
    @inlinable public static func -= (lhs: inout Vector, rhs: Vector) { lhs = lhs - rhs }

    public var description: String { "(\(width), \(height))" }
}
