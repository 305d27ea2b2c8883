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
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Vector(width: 0, height: 0)

    /// The Euclidean length.
    @inlinable public var length: Double { (width * width + height * height).squareRoot() }

    /// Whether both components are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    @inlinable public static func + (lhs: Vector, rhs: Vector) -> Vector {
        Vector(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }

    @inlinable public static func - (lhs: Vector, rhs: Vector) -> Vector {
        Vector(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }

    @inlinable public static func * (lhs: Vector, rhs: Double) -> Vector {
        Vector(width: lhs.width * rhs, height: lhs.height * rhs)
    }

    @inlinable public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }

    @inlinable public static func / (lhs: Vector, rhs: Double) -> Vector {
        Vector(width: lhs.width / rhs, height: lhs.height / rhs)
    }

    @inlinable public static prefix func - (vector: Vector) -> Vector {
        Vector(width: -vector.width, height: -vector.height)
    }

    @inlinable public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    @inlinable public static func -= (lhs: inout Vector, rhs: Vector) { lhs = lhs - rhs }

    public var description: String { "(\(width), \(height))" }
}
