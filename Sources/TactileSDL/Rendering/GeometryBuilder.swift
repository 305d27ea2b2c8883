import CSDL2
import TactileGestures
import TactileECS
import TactileRuntime

/// Turns outlines into SDL triangles, with a one-pixel fringe fading to transparent around
/// every edge: anti-aliasing that works on every renderer (software included, where MSAA is
/// not to be had).
///
/// ```swift
/// var geometry = GeometryBuilder()
/// geometry.fill(outline, color: .blue)       // outline in pixels, convex or star-shaped
/// geometry.stroke(outline, width: 2, color: .white)
/// geometry.flush(to: renderer)
/// ```
///
/// Buffers are kept between frames, so steady drawing does not allocate.
struct GeometryBuilder {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// Scratch space for offset outlines.
    private var inner: [Point] = []
    private var outer: [Point] = []

    /// Width of the fading fringe, in pixels.
    static let fringe = 1.0

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    private mutating func vertex(_ p: Point, _ color: Color, alpha: Double) -> Int32 {
        let a = UInt8((color.alpha * alpha).clamped(to: 0...1) * 255 + 0.5)
        vertices.append(SDL_Vertex(
            position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
            color: SDL_Color(r: Self.byte(color.red), g: Self.byte(color.green), b: Self.byte(color.blue), a: a),
            tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    static func byte(_ v: Double) -> UInt8 { UInt8(v.clamped(to: 0...1) * 255 + 0.5) }

    /// Fills a polygon that is star-shaped about its centroid (every built-in shape is), with
    /// an anti-aliased edge. `alpha` multiplies the colour's.
    mutating func fill(_ outline: [Point], color: Color, alpha: Double = 1) {
        guard outline.count >= 3, outline.allSatisfy(\.isFinite) else { return }
        var cx = 0.0, cy = 0.0
        for p in outline { cx += p.x; cy += p.y }
        let centre = Point(x: cx / Double(outline.count), y: cy / Double(outline.count))
        let c = vertex(centre, color, alpha: alpha)
        offset(outline, by: -Self.fringe / 2, into: &inner)
        offset(outline, by: Self.fringe / 2, into: &outer)
        let first = Int32(vertices.count)
        for i in outline.indices {
            _ = vertex(inner[i], color, alpha: alpha)
            _ = vertex(outer[i], color, alpha: 0)
        }
        let n = Int32(outline.count)
        for i in 0..<n {
            let j = (i + 1) % n
            let (ai, ao, bi, bo) = (first + 2 * i, first + 2 * i + 1, first + 2 * j, first + 2 * j + 1)
            indices.append(contentsOf: [c, ai, bi, ai, ao, bi, bi, ao, bo])
        }
    }

    /// Fills the band between two matching polylines (an arc's outer and inner edge).
    mutating func strip(_ a: [Point], _ b: [Point], color: Color, alpha: Double = 1) {
        guard a.count == b.count, a.count >= 2 else { return }
        let first = Int32(vertices.count)
        for i in a.indices {
            _ = vertex(a[i], color, alpha: alpha)
            _ = vertex(b[i], color, alpha: alpha)
        }
        for i in 0..<Int32(a.count - 1) {
            let (a0, b0, a1, b1) = (first + 2 * i, first + 2 * i + 1, first + 2 * i + 2, first + 2 * i + 3)
            indices.append(contentsOf: [a0, b0, a1, a1, b0, b1])
        }
    }

    /// An open line through `points` (pixels), `width` pixels wide with round ends and an
    /// anti-aliased edge: the `draw` scene's strokes. Joints use the mean of the neighbouring
    /// segments' normals, which is enough for ink sampled every frame.
    mutating func polyline(_ points: [Point], width: Double, color: Color, alpha: Double = 1) {
        guard let first = points.first, let last = points.last, width > 0, points.allSatisfy(\.isFinite) else { return }
        let half = width / 2
        var cap: [Point] = []
        for end in points.count == 1 ? [first] : [first, last] {
            cap.removeAll(keepingCapacity: true)
            let segments = Int((half * 2).clamped(to: 12...48))
            for i in 0..<segments {
                let angle = Double(i) / Double(segments) * 2 * .pi
                cap.append(Point(x: end.x + half * cos(angle), y: end.y + half * sin(angle)))
            }
            fill(cap, color: color, alpha: alpha)
        }
        guard points.count >= 2 else { return }
        func normal(at i: Int) -> Vector {
            let (a, b) = (points[max(i - 1, 0)], points[min(i + 1, points.count - 1)])
            let d = b - a
            let length = d.length
            return length > 1e-9 ? Vector(width: -d.height / length, height: d.width / length) : Vector(width: 0, height: 1)
        }
        for (from, to, inside, outside) in [(-half, half, alpha, alpha), (half, half + Self.fringe, alpha, 0.0),
                                            (-half - Self.fringe, -half, 0.0, alpha)] {
            let start = Int32(vertices.count)
            for i in points.indices {
                let n = normal(at: i)
                _ = vertex(points[i] + n * from, color, alpha: inside)
                _ = vertex(points[i] + n * to, color, alpha: outside)
            }
            for i in 0..<Int32(points.count - 1) {
                let (a0, b0, a1, b1) = (start + 2 * i, start + 2 * i + 1, start + 2 * i + 2, start + 2 * i + 3)
                indices.append(contentsOf: [a0, b0, a1, a1, b0, b1])
            }
        }
    }

    /// Strokes a closed outline with a band `width` pixels wide, centred on it.
    mutating func stroke(_ outline: [Point], width: Double, color: Color, alpha: Double = 1) {
        guard outline.count >= 2, width > 0, outline.allSatisfy(\.isFinite) else { return }
        band(outline, from: -width / 2, to: width / 2, innerAlpha: alpha, outerAlpha: alpha, color: color)
        band(outline, from: -width / 2 - Self.fringe, to: -width / 2, innerAlpha: 0, outerAlpha: alpha, color: color)
        band(outline, from: width / 2, to: width / 2 + Self.fringe, innerAlpha: alpha, outerAlpha: 0, color: color)
    }

    /// A soft shadow: the shape, moved down a little, fading out over `radius` pixels.
    mutating func shadow(_ outline: [Point], radius: Double, alpha: Double) {
        guard radius > 0.5, outline.count >= 3 else { return }
        let drop = outline.map { Point(x: $0.x, y: $0.y + radius / 3) }
        let shade = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
        fill(drop, color: shade, alpha: alpha)
        band(drop, from: 0, to: radius, innerAlpha: alpha, outerAlpha: 0, color: shade)
    }

    /// A ring between two offsets of `outline`, its alpha going from `innerAlpha` to `outerAlpha`.
    private mutating func band(_ outline: [Point], from a: Double, to b: Double,
                               innerAlpha: Double, outerAlpha: Double, color: Color) {
        offset(outline, by: a, into: &inner)
        offset(outline, by: b, into: &outer)
        let first = Int32(vertices.count)
        for i in outline.indices {
            _ = vertex(inner[i], color, alpha: innerAlpha)
            _ = vertex(outer[i], color, alpha: outerAlpha)
        }
        let n = Int32(outline.count)
        for i in 0..<n {
            let j = (i + 1) % n
            let (ai, ao, bi, bo) = (first + 2 * i, first + 2 * i + 1, first + 2 * j, first + 2 * j + 1)
            indices.append(contentsOf: [ai, ao, bi, bi, ao, bo])
        }
    }

    /// Moves every vertex of a closed outline along its outward normal (negative: inward).
    private func offset(_ outline: [Point], by distance: Double, into result: inout [Point]) {
        result.removeAll(keepingCapacity: true)
        let n = outline.count
        // The sign of the area tells which side is outside.
        var area = 0.0
        for i in 0..<n {
            let (p, q) = (outline[i], outline[(i + 1) % n])
            area += p.x * q.y - q.x * p.y
        }
        let side = area >= 0 ? 1.0 : -1.0
        for i in 0..<n {
            let (prev, p, next) = (outline[(i + n - 1) % n], outline[i], outline[(i + 1) % n])
            let n1 = Self.normal(from: prev, to: p, side: side), n2 = Self.normal(from: p, to: next, side: side)
            var bisector = Vector(width: n1.width + n2.width, height: n1.height + n2.height)
            let length = bisector.length
            guard length > 1e-9 else {
                result.append(p)
                continue
            }
            bisector = bisector / length
            // Keep the band's width at sharp corners, within reason (star tips).
            let cosine = max(bisector.width * n1.width + bisector.height * n1.height, 0.35)
            result.append(p + bisector * (distance / cosine))
        }
    }

    private static func normal(from a: Point, to b: Point, side: Double) -> Vector {
        let d = b - a
        let length = d.length
        guard length > 1e-9 else { return .zero }
        return Vector(width: d.height / length * side, height: -d.width / length * side)
    }

    /// A textured quad (text): corners in pixels, clockwise from top left.
    mutating func texturedQuad(_ corners: [Point], alpha: Double) -> (vertices: [SDL_Vertex], indices: [Int32]) {
        let a = Self.byte(alpha)
        let uv = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]
        let quad = zip(corners, uv).map { p, t in
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
                       color: SDL_Color(r: 255, g: 255, b: 255, a: a),
                       tex_coord: SDL_FPoint(x: Float(t.0), y: Float(t.1)))
        }
        return (quad, [0, 1, 2, 0, 2, 3])
    }

    /// Draws everything gathered so far, then starts afresh.
    mutating func flush(to renderer: OpaquePointer) {
        guard !indices.isEmpty else { return }
        _ = vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                SDL_RenderGeometry(renderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
        removeAll()
    }
}

#if canImport(Glibc)
import Glibc
#endif
