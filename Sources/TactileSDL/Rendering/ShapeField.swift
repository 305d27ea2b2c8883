import TactileGestures
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// The signed distance from a local point to an outline, in points: negative inside, positive
/// outside, 1-Lipschitz (it changes no faster than the point moves), so one distance tells a
/// whole block of pixels apart from the edge.
///
/// ```swift
/// let field = ShapeField(outlineOf: .circle(radius: 50))
/// field.distance(at: Point(x: 60, y: 0))   // 10
/// ```
///
/// Cost: O(parts + polygon edges) per point.
struct ShapeField {
    enum Part {
        case disc(centre: Point, radius: Double)
        /// A box with rounded corners (radius 0: square corners).
        case box(centre: Point, halfWidth: Double, halfHeight: Double, cornerRadius: Double)
        case polygon(Polygon)
        /// Every point within `radius` of a line through points (round ends and joints).
        case stroke(Stroke)
        /// A ring from `start` to `end` radians (clockwise on screen), with flat ends.
        case sector(inner: Double, outer: Double, start: Double, end: Double)
    }

    /// A closed polygon's edges, worked out once.
    struct Polygon {
        var starts: [Point] = []
        var edges: [Vector] = []
        var inverseSquaredLengths: [Double] = []

        init(_ points: [Point]) {
            for (i, a) in points.enumerated() {
                let b = points[(i + 1) % points.count]
                let edge = b - a
                let squared = edge.width * edge.width + edge.height * edge.height
                starts.append(a)
                edges.append(edge)
                inverseSquaredLengths.append(squared > 0 ? 1 / squared : 0)
            }
        }

        func distance(at p: Point) -> Double {
            var nearest = Double.infinity
            var inside = false
            for i in starts.indices {
                let a = starts[i], e = edges[i]
                let wx = p.x - a.x, wy = p.y - a.y
                let t = ((wx * e.width + wy * e.height) * inverseSquaredLengths[i]).clamped(to: 0...1)
                let qx = wx - e.width * t, qy = wy - e.height * t
                nearest = min(nearest, qx * qx + qy * qy)
                // Even-odd crossing of a ray going right from `p`.
                let by = a.y + e.height
                if (a.y > p.y) != (by > p.y), p.x < a.x + e.width * (p.y - a.y) / e.height { inside.toggle() }
            }
            return inside ? -nearest.squareRoot() : nearest.squareRoot()
        }
    }

    /// A line through points, `radius` thick on each side, its segments grouped in runs with
    /// their bounding boxes: far runs are skipped, so a long stroke costs O(runs) per point
    /// away from it rather than O(segments).
    struct Stroke {
        var points: [Point]
        var radius: Double
        /// Per run: its first point, one past its last segment's end, and its box.
        var runs: [(start: Int, end: Int, minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
        static let segmentsPerRun = 8

        init(_ points: [Point], radius: Double) {
            self.points = points
            self.radius = radius
            for start in stride(from: 0, to: max(points.count - 1, 1), by: Self.segmentsPerRun) {
                let end = min(start + Self.segmentsPerRun, points.count - 1)
                let run = points[start...max(end, start)]
                runs.append((start, end, run.lazy.map(\.x).min()!, run.lazy.map(\.y).min()!,
                             run.lazy.map(\.x).max()!, run.lazy.map(\.y).max()!))
            }
        }

        func distance(at p: Point) -> Double {
            guard points.count > 1 else {
                guard let only = points.first else { return .infinity }
                return p.distance(to: only) - radius
            }
            var nearest = Double.infinity   // squared, to the centre line
            for run in runs {
                let bx = max(run.minX - p.x, 0, p.x - run.maxX), by = max(run.minY - p.y, 0, p.y - run.maxY)
                guard bx * bx + by * by < nearest else { continue }
                for i in run.start..<run.end {
                    let a = points[i], b = points[i + 1]
                    let (ex, ey) = (b.x - a.x, b.y - a.y)
                    let (wx, wy) = (p.x - a.x, p.y - a.y)
                    let squared = ex * ex + ey * ey
                    let t = squared > 0 ? ((wx * ex + wy * ey) / squared).clamped(to: 0...1) : 0
                    let (qx, qy) = (wx - ex * t, wy - ey * t)
                    nearest = min(nearest, qx * qx + qy * qy)
                }
            }
            return nearest.squareRoot() - radius
        }
    }

    var parts: [Part]

    /// The union of `parts`.
    init(parts: [Part]) { self.parts = parts }

    /// The outline that borders, shadows and the focus ring follow (an arrow's is its circle, a
    /// text's its box, as before the atlas).
    init(outlineOf kind: ShapeKind) {
        switch kind {
        case .circle(let r), .arrow(let r):
            parts = [.disc(centre: .zero, radius: r)]
        case .rectangle(let w, let h), .photo(let w, let h):
            parts = [.box(centre: .zero, halfWidth: w / 2, halfHeight: h / 2, cornerRadius: 0)]
        case .roundedRectangle(let w, let h, let r):
            parts = [.box(centre: .zero, halfWidth: w / 2, halfHeight: h / 2, cornerRadius: max(0, min(r, w / 2, h / 2)))]
        case .capsule(let w, let h):
            parts = [.box(centre: .zero, halfWidth: w / 2, halfHeight: h / 2, cornerRadius: max(0, min(w, h) / 2))]
        case .ellipse(let w, let h):
            // 128 sides: the outline strays less than 0.04 % of the radius from the ellipse,
            // under a tenth of a pixel for a 200-point ellipse on a 2× screen.
            parts = [.polygon(Polygon((0..<128).map { i in
                let angle = Double(i) * 2 * Double.pi / 128
                return Point(x: w / 2 * cos(angle), y: h / 2 * sin(angle))
            }))]
        case .triangle(let w, let h):
            parts = [.polygon(Polygon([Point(x: 0, y: -h / 2), Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2)]))]
        case .star(let n, let r, let inner):
            parts = [.polygon(Polygon(ShapeKind.starOutline(points: n, radius: r, innerRatio: inner)))]
        case .text:
            let half = kind.halfSize
            parts = [.box(centre: .zero, halfWidth: half.width, halfHeight: half.height, cornerRadius: 0)]
        case .polyline(let points, let lineWidth):
            // Round ends and joints; a border runs around the whole line.
            let line = points.filter(\.isFinite)
            parts = line.isEmpty ? [] : [.stroke(Stroke(line, radius: lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0))]
        }
    }

    /// The rotation symbol: two arcs chasing each other, each with an arrowhead.
    static func arrow(radius r: Double) -> ShapeField {
        let thickness = r * 0.2
        var parts: [Part] = []
        for start in [Double.pi * 0.15, Double.pi * 1.15] {
            let end = start + Double.pi * 0.7
            parts.append(.sector(inner: r - thickness, outer: r, start: start, end: end))
            func at(_ radius: Double, _ angle: Double) -> Point { Point(x: radius * cos(angle), y: radius * sin(angle)) }
            parts.append(.polygon(Polygon([at(r + thickness * 0.7, end), at(r - thickness / 2, end + 0.35),
                                           at(r - thickness * 1.7, end)])))
        }
        return ShapeField(parts: parts)
    }

    func distance(at p: Point) -> Double {
        var best = Double.infinity
        for part in parts { best = min(best, Self.distance(to: part, at: p)) }
        return best
    }

    private static func distance(to part: Part, at p: Point) -> Double {
        switch part {
        case .disc(let centre, let radius):
            let dx = p.x - centre.x, dy = p.y - centre.y
            return (dx * dx + dy * dy).squareRoot() - radius
        case .box(let centre, let hw, let hh, let r):
            let qx = abs(p.x - centre.x) - (hw - r), qy = abs(p.y - centre.y) - (hh - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        case .polygon(let polygon):
            return polygon.distance(at: p)
        case .stroke(let stroke):
            return stroke.distance(at: p)
        case .sector(let inner, let outer, let start, let end):
            let rho = (p.x * p.x + p.y * p.y).squareRoot()
            var angle = atan2(p.y, p.x) - start
            angle -= (angle / (2 * Double.pi)).rounded(.down) * 2 * Double.pi
            let span = end - start
            if angle <= span {
                return max(inner - rho, rho - outer, -rho * sin(min(angle, Double.pi / 2)),
                           -rho * sin(min(span - angle, Double.pi / 2)))
            }
            func cap(_ a: Double) -> Double {
                let (c, s) = (cos(a), sin(a))
                let t = (p.x * c + p.y * s).clamped(to: inner...outer)
                let (dx, dy) = (p.x - t * c, p.y - t * s)
                return (dx * dx + dy * dy).squareRoot()
            }
            return min(cap(start), cap(end))
        }
    }

    /// A rectangle in local points where the filled shape is solid (it hides what lies under
    /// it), or nil for shapes with holes or too thin to matter.
    static func solidInterior(of kind: ShapeKind) -> Rect? {
        switch kind {
        case .circle(let r):
            let h = r / 2.squareRoot()
            return Rect(x: -h, y: -h, width: 2 * h, height: 2 * h)
        case .rectangle(let w, let h), .photo(let w, let h):
            return Rect(x: -w / 2, y: -h / 2, width: w, height: h)
        case .roundedRectangle(let w, let h, let cr):
            let r = max(0, min(cr, w / 2, h / 2))
            return w - 2 * r >= h - 2 * r
                ? Rect(x: -w / 2, y: -h / 2 + r, width: w, height: h - 2 * r)
                : Rect(x: -w / 2 + r, y: -h / 2, width: w - 2 * r, height: h)
        case .capsule(let w, let h):
            return solidInterior(of: .roundedRectangle(width: w, height: h, cornerRadius: min(w, h) / 2))
        case .ellipse(let w, let h):
            // The largest box inside an ellipse has its corners at 1/√2 of each half axis.
            let (hw, hh) = (w / 2 / 2.squareRoot(), h / 2 / 2.squareRoot())
            return Rect(x: -hw, y: -hh, width: 2 * hw, height: 2 * hh)
        case .triangle(let w, let h):
            return Rect(x: -w / 4, y: 0, width: w / 2, height: h / 2)
        case .star(let n, let r, let inner):
            let outline = Polygon(ShapeKind.starOutline(points: n, radius: r, innerRatio: inner))
            let inscribed = -outline.distance(at: .zero) / 2.squareRoot()
            guard inscribed > 0 else { return nil }
            return Rect(x: -inscribed, y: -inscribed, width: 2 * inscribed, height: 2 * inscribed)
        case .text, .arrow, .polyline:
            return nil
        }
    }
}
