import TactileECS
import TactileGestures

/// The geometry of an entity, in its local space centred on (0, 0), before scale and rotation.
///
/// ```swift
/// ShapeKind.circle(radius: 50).contains(Point(x: 30, y: 30))   // true
/// ```
public enum ShapeKind: Hashable, Sendable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case roundedRectangle(width: Double, height: Double, cornerRadius: Double)
    /// A rounded rectangle whose corners' radius is half its shorter side (SwiftUI's `Capsule`).
    case capsule(width: Double, height: Double)
    /// An ellipse inscribed in the box (SwiftUI's `Ellipse`).
    case ellipse(width: Double, height: Double)
    /// An isosceles triangle pointing up, inscribed in the box.
    case triangle(width: Double, height: Double)
    /// A star with `points` tips, inscribed in a circle of `radius`.
    case star(points: Int, radius: Double, innerRatio: Double)
    /// A text label: its box is estimated from the font size (the renderer measures exactly).
    case text(String, size: Double, bold: Bool)
    /// A picture-like rectangle (the seeds' photo).
    case photo(width: Double, height: Double)
    /// A rotation arrow (seed 001's image), inscribed in a circle of `radius`.
    case arrow(radius: Double)
    /// A stroke through `points` (local, relative to the entity's position), `lineWidth` wide
    /// with round ends: the `draw` scene's ink.
    case polyline(points: [Point], lineWidth: Double)

    /// The half extents of the shape's bounding box.
    public var halfSize: Vector {
        switch self {
        case .circle(let r), .star(_, let r, _), .arrow(let r): return Vector(width: r, height: r)
        case .rectangle(let w, let h), .roundedRectangle(let w, let h, _), .triangle(let w, let h), .photo(let w, let h),
             .capsule(let w, let h), .ellipse(let w, let h):
            return Vector(width: w / 2, height: h / 2)
        case .text(let string, let size, let bold):
            return Vector(width: Double(string.count) * size * (bold ? 0.32 : 0.3), height: size * 0.6)
        case .polyline(let points, let lineWidth):
            var half = Vector.zero
            for point in points where point.isFinite {
                half = Vector(width: max(half.width, abs(point.x)), height: max(half.height, abs(point.y)))
            }
            let pad = lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0
            return Vector(width: half.width + pad, height: half.height + pad)
        }
    }

    /// The bounding box in local space.
    public var bounds: Rect {
        let h = halfSize
        return Rect(x: -h.width, y: -h.height, width: 2 * h.width, height: 2 * h.height)
    }

    /// Whether a local point lies inside the shape.
    public func contains(_ p: Point) -> Bool {
        guard p.isFinite else { return false }
        switch self {
        case .circle(let r), .arrow(let r):
            return p.x * p.x + p.y * p.y <= r * r
        case .rectangle, .photo, .text:
            let h = halfSize
            return abs(p.x) <= h.width && abs(p.y) <= h.height
        case .roundedRectangle(let w, let h, let cr):
            let (hw, hh) = (w / 2, h / 2)
            guard abs(p.x) <= hw, abs(p.y) <= hh else { return false }
            let r = min(cr, hw, hh)
            let (dx, dy) = (abs(p.x) - (hw - r), abs(p.y) - (hh - r))
            return dx <= 0 || dy <= 0 || dx * dx + dy * dy <= r * r
        case .capsule(let w, let h):
            return ShapeKind.roundedRectangle(width: w, height: h, cornerRadius: min(w, h) / 2).contains(p)
        case .ellipse(let w, let h):
            guard w > 0, h > 0 else { return false }
            let (x, y) = (2 * p.x / w, 2 * p.y / h)
            return x * x + y * y <= 1
        case .triangle(let w, let h):
            let (a, b, c) = (Point(x: 0, y: -h / 2), Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2))
            return Self.triangle(a, b, c, contains: p)
        case .polyline(let points, let lineWidth):
            let reach = lineWidth / 2
            guard reach.isFinite, let first = points.first else { return false }
            if points.count == 1 { return p.distance(to: first) <= reach }
            return zip(points, points.dropFirst()).contains { Self.distance(from: p, toSegment: $0, $1) <= reach }
        case .star(let n, let r, let inner):
            guard p.x * p.x + p.y * p.y <= r * r else { return false }
            // The star is the fan of triangles (centre, vertex i, vertex i + 1); only the one
            // whose angular sector holds `p` can contain it, or, on the line between two
            // sectors, the nearer neighbour (rounding decides which side the line falls).
            let count = 2 * max(n, 2), step = Double.pi / Double(count / 2)
            var angle = atan2(p.y, p.x) + Double.pi / 2
            if angle < 0 { angle += 2 * Double.pi }
            let sector = angle / step
            let i = min(max(Int(sector), 0), count - 1)
            func vertex(_ i: Int) -> Point {
                let angle = -Double.pi / 2 + Double((i + count) % count) * step
                let radius = i.isMultiple(of: 2) ? r : r * inner
                return Point(x: radius * cos(angle), y: radius * sin(angle))
            }
            func fan(_ i: Int) -> Bool { Self.triangle(.zero, vertex(i), vertex(i + 1), contains: p) }
            // Notches at or through the centre: the fan's triangles leave their sectors, so each
            // is asked.
            guard inner > 0 else { return (0..<count).contains { fan($0) } }
            // Within its own sector only the outer edge can leave `p` out; testing just that edge
            // keeps points near the centre exact, where the fan's other edges cancel.
            let (a, b) = (vertex(i), vertex(i + 1))
            let side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            let centreSide = (b.x - a.x) * (-a.y) - (b.y - a.y) * (-a.x)
            if side == 0 || (side > 0) == (centreSide > 0) { return true }
            return fan(sector - Double(i) < 0.5 ? i - 1 : i + 1)
        }
    }

    /// The outline of a star, tips and notches alternating, starting at the top tip.
    public static func starOutline(points: Int, radius: Double, innerRatio: Double) -> [Point] {
        let n = max(points, 2)
        return (0..<(2 * n)).map { i in
            let angle = -Double.pi / 2 + Double(i) * .pi / Double(n)
            let r = i.isMultiple(of: 2) ? radius : radius * innerRatio
            return Point(x: r * cos(angle), y: r * sin(angle))
        }
    }

    /// How far `p` lies from the segment `a`–`b`.
    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = (((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared).clamped(to: 0...1)
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }

    static func triangle(_ a: Point, _ b: Point, _ c: Point, contains p: Point) -> Bool {
        func side(_ p1: Point, _ p2: Point, _ p3: Point) -> Double {
            (p1.x - p3.x) * (p2.y - p3.y) - (p2.x - p3.x) * (p1.y - p3.y)
        }
        let (d1, d2, d3) = (side(p, a, b), side(p, b, c), side(p, c, a))
        let negative = d1 < 0 || d2 < 0 || d3 < 0
        let positive = d1 > 0 || d2 > 0 || d3 > 0
        return !(negative && positive)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
