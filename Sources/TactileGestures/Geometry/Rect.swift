/// An axis-aligned rectangle: an origin (top left) and a size.
///
/// ```swift
/// let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
/// bounds.unitPoint(of: Point(x: 50, y: 50))   // (0.25, 0.5)
/// ```
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Vector

    @inlinable public init(origin: Point, size: Vector) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Vector(width: width, height: height))
    }

    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// Where `point` lies in this rectangle as fractions of its size (centre for an empty rect).
    @inlinable public func unitPoint(of point: Point) -> UnitPoint {
        guard size.width != 0, size.height != 0 else { return .center }
        return UnitPoint(x: (point.x - origin.x) / size.width, y: (point.y - origin.y) / size.height)
    }
}
