/// A 2-D affine map `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`: how coordinate spaces relate.
///
/// ```swift
/// let toLocal = AffineTransform(translationX: -600, y: -350)   // a shape's frame origin
/// toLocal.apply(to: Point(x: 640, y: 400))                     // (40, 50)
/// ```
///
/// Six `Double`s; applying, composing and inverting are O(1).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    @inlinable public init(scale: Double) {
        self.init(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
    }

    /// A clockwise rotation on screen (y down) by `angle`.
    @inlinable public init(rotation angle: Angle) {
        let (s, c) = (sin(angle.radians), cos(angle.radians))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    @inlinable public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Maps a displacement: the linear part only, no translation.
    @inlinable public func apply(to vector: Vector) -> Vector {
        Vector(width: a * vector.width + c * vector.height, height: b * vector.width + d * vector.height)
    }

    /// `self` first, then `other`.
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse map, or `nil` when the transform collapses the plane (determinant 0).
    @inlinable public var inverted: AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let reciprocal = 1 / det  // one division, not six
        guard reciprocal.isFinite else {
            // A subnormal determinant: dividing by it may still give finite numbers.
            return AffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det,
                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        }
        return AffineTransform(
            a: d * reciprocal, b: -b * reciprocal, c: -c * reciprocal, d: a * reciprocal,
            tx: (c * ty - d * tx) * reciprocal, ty: (b * tx - a * ty) * reciprocal)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
