import TactileGestures
import TactileECS
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// The outlines of shapes in their local space, as points around the boundary.
enum Outline {
    /// Writes the outline of `kind` into `points` (cleared first). `pixelsPerPoint` chooses how
    /// finely curves are divided.
    static func points(of kind: ShapeKind, pixelsPerPoint: Double, into points: inout [Point]) {
        points.removeAll(keepingCapacity: true)
        switch kind {
        case .circle(let r):
            ellipse(rx: r, ry: r, pixelsPerPoint: pixelsPerPoint, into: &points)
        case .rectangle(let w, let h), .photo(let w, let h):
            rectangle(w: w, h: h, into: &points)
        case .text:
            let half = kind.halfSize
            rectangle(w: 2 * half.width, h: 2 * half.height, into: &points)
        case .roundedRectangle(let w, let h, let cr):
            let r = min(cr, w / 2, h / 2)
            let segments = Int((r * pixelsPerPoint / 3).clamped(to: 4...64))
            let corners = [(w / 2 - r, -h / 2 + r, -Double.pi / 2), (w / 2 - r, h / 2 - r, 0.0),
                           (-w / 2 + r, h / 2 - r, Double.pi / 2), (-w / 2 + r, -h / 2 + r, Double.pi)]
            for (cx, cy, start) in corners {
                for i in 0...segments {
                    let a = start + Double(i) / Double(segments) * .pi / 2
                    points.append(Point(x: cx + r * cos(a), y: cy + r * sin(a)))
                }
            }
        case .triangle(let w, let h):
            points.append(contentsOf: [Point(x: 0, y: -h / 2), Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2)])
        case .star(let n, let r, let inner):
            points.append(contentsOf: ShapeKind.starOutline(points: n, radius: r, innerRatio: inner))
        case .arrow(let r):
            ellipse(rx: r, ry: r, pixelsPerPoint: pixelsPerPoint, into: &points)
        case .polyline(let line, let width):
            // Down one side and back along the other: what a focus ring or a border follows.
            let half = width / 2
            for i in line.indices {
                let d = line[min(i + 1, line.count - 1)] - line[max(i - 1, 0)]
                let n = d.length > 1e-9 ? Vector(width: -d.height / d.length, height: d.width / d.length) : Vector(width: 0, height: 1)
                points.append(line[i] + n * half)
            }
            for i in line.indices.reversed() {
                let d = line[min(i + 1, line.count - 1)] - line[max(i - 1, 0)]
                let n = d.length > 1e-9 ? Vector(width: -d.height / d.length, height: d.width / d.length) : Vector(width: 0, height: 1)
                points.append(line[i] - n * half)
            }
        }
    }

    static func ellipse(rx: Double, ry: Double, pixelsPerPoint: Double, into points: inout [Point]) {
        let segments = Int((max(rx, ry) * pixelsPerPoint / 2).clamped(to: 20...160))
        for i in 0..<segments {
            let a = Double(i) / Double(segments) * 2 * .pi
            points.append(Point(x: rx * cos(a), y: ry * sin(a)))
        }
    }

    static func rectangle(w: Double, h: Double, into points: inout [Point]) {
        points.append(contentsOf: [Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2),
                                   Point(x: w / 2, y: h / 2), Point(x: -w / 2, y: h / 2)])
    }

    /// An arc band from `start` to `end` radians, between radii `inner` and `outer`, as a
    /// closed outline.
    static func arcBand(inner: Double, outer: Double, from start: Double, to end: Double, into points: inout [Point]) {
        points.removeAll(keepingCapacity: true)
        let segments = 24
        for i in 0...segments {
            let a = start + (end - start) * Double(i) / Double(segments)
            points.append(Point(x: outer * cos(a), y: outer * sin(a)))
        }
        for i in stride(from: segments, through: 0, by: -1) {
            let a = start + (end - start) * Double(i) / Double(segments)
            points.append(Point(x: inner * cos(a), y: inner * sin(a)))
        }
    }
}
