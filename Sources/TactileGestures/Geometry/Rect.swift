/// An axis-aligned rectangle: an origin (top left) and a size.
///
/// ```swift
/// let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
/// bounds.unitPoint(of: Point(x: 50, y: 50))   // (0.25, 0.5)
/// ```
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Vector

    /// A rectangle with its top-left corner at `origin`.
    @inlinable public init(origin: Point, size: Vector) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its top-left corner and size: `Rect(x: 0, y: 0, width: 200, height: 100)`.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Vector(width: width, height: height))
    }

    /// The centre's x.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The centre's y.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The centre.
    @inlinable public var center: Point { Point(x: midX, y: midY) }

    /// How much of `travel` (0…1) a point starting at `point` covers before it leaves the
    /// rectangle: 1 when it stays inside, 0 when it is already at the edge it moves towards.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 100).share(of: Vector(width: 200, height: 0), from: Point(x: 50, y: 50))  // 0.25
    /// ```
    @inlinable public func share(of travel: Vector, from point: Point) -> Double {
        var share = 1.0
        if travel.width != 0 {
            let room = travel.width > 0 ? origin.x + size.width - point.x : point.x - origin.x
            share = Swift.min(share, Swift.max(room, 0) / abs(travel.width))
        }
        if travel.height != 0 {
            let room = travel.height > 0 ? origin.y + size.height - point.y : point.y - origin.y
            share = Swift.min(share, Swift.max(room, 0) / abs(travel.height))
        }
        return share
    }

    /// Where `point` lies in this rectangle as fractions of its size (centre for an empty rect).
    @inlinable public func unitPoint(of point: Point) -> UnitPoint {
        guard size.width != 0, size.height != 0 else { return .center }
        return UnitPoint(x: (point.x - origin.x) / size.width, y: (point.y - origin.y) / size.height)
    }
}
