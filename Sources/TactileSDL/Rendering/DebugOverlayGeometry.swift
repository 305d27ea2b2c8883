import CSDL2
import Foundation
import TactileGestures
import TactileRuntime

/// Untextured triangles in output pixels, each vertex with its own colour: the gesture
/// debugger's lines, trails and arrows, drawn blended in one `SDL_RenderGeometry` call.
///
/// ```swift
/// var shapes = OverlayGeometry()
/// shapes.segment(from: a, to: b, width: 3, colour: .red)
/// shapes.draw(renderer: renderer)
/// ```
///
/// Six vertices a line segment, a few more an arrow head; no anti-aliasing (a debugger's
/// lines need to be seen, not to be pretty).
@MainActor
struct OverlayGeometry {
    private(set) var vertices: [SDL_Vertex] = []

    mutating func triangle(_ a: Point, _ b: Point, _ c: Point, colours: (Color, Color, Color)) {
        vertices.append(Self.vertex(a, colours.0))
        vertices.append(Self.vertex(b, colours.1))
        vertices.append(Self.vertex(c, colours.2))
    }

    /// A quad `a b c d` (corners in order around it), its colour per corner.
    mutating func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point, colours: (Color, Color, Color, Color)) {
        triangle(a, b, c, colours: (colours.0, colours.1, colours.2))
        triangle(a, c, d, colours: (colours.0, colours.2, colours.3))
    }

    /// A straight line `width` pixels wide, its ends square.
    mutating func segment(from a: Point, to b: Point, width: Double, colour: Color) {
        guard let n = Self.normal(from: a, to: b, length: width / 2) else { return }
        quad(a + n, b + n, b - n, a - n, colours: (colour, colour, colour, colour))
    }

    /// A polyline whose width and colour change along it (a trail: thin and faint where it is
    /// old); its joints mitred by the mean direction, so that no pixel is blended twice.
    mutating func strip(_ points: [Point], widths: [Double], colours: [Color]) {
        var kept: [Int] = []
        for i in points.indices where kept.last.map({ points[$0].distance(to: points[i]) >= 0.5 }) ?? true { kept.append(i) }
        guard kept.count >= 2 else { return }
        let sides: [(Point, Point)] = kept.indices.map { k in
            let before = points[kept[max(k - 1, 0)]], after = points[kept[min(k + 1, kept.count - 1)]]
            let n = Self.normal(from: before, to: after, length: widths[kept[k]] / 2) ?? .zero
            return (points[kept[k]] + n, points[kept[k]] - n)
        }
        for k in 1..<kept.count {
            let (c0, c1) = (colours[kept[k - 1]], colours[kept[k]])
            quad(sides[k - 1].0, sides[k].0, sides[k].1, sides[k - 1].1, colours: (c0, c1, c1, c0))
        }
    }

    /// An arrow from `tail` to `tip`: a shaft and a head `head` pixels long.
    mutating func arrow(from tail: Point, to tip: Point, width: Double, head: Double, colour: Color) {
        let length = tail.distance(to: tip)
        guard length > 0, let side = Self.normal(from: tail, to: tip, length: head * 0.45) else { return }
        let along = (tip - tail) / length
        let base = tip - along * min(head, length)
        segment(from: tail, to: base, width: width, colour: colour)
        triangle(tip, base + side, base - side, colours: (colour, colour, colour))
    }

    /// A filled disc, as a fan of 16 triangles.
    mutating func disc(at centre: Point, radius: Double, colour: Color) {
        let steps = 16
        func rim(_ i: Int) -> Point {
            let angle = Double(i) / Double(steps) * 2 * Double.pi
            return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        for i in 0..<steps { triangle(centre, rim(i), rim(i + 1), colours: (colour, colour, colour)) }
    }

    /// A closed outline through `corners`, `width` pixels wide, inside and outside alike.
    mutating func outline(_ corners: [Point], width: Double, colour: Color) {
        for i in corners.indices {
            let (a, b) = (corners[i], corners[(i + 1) % corners.count])
            // Each side reaches half a width past its ends, so the corners are filled.
            guard let n = Self.normal(from: a, to: b, length: width / 2) else { continue }
            let along = Vector(width: -n.height, height: n.width)
            segment(from: a - along, to: b + along, width: width, colour: colour)
        }
    }

    mutating func removeAll() { vertices.removeAll(keepingCapacity: true) }

    func draw(renderer: OpaquePointer) {
        guard !vertices.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), nil, 0)
    }

    /// The unit normal of `a → b` (its left, y down) scaled to `length`; nil when they coincide.
    static func normal(from a: Point, to b: Point, length: Double) -> Vector? {
        let d = b - a, l = d.length
        guard l > 1e-9, l.isFinite else { return nil }
        return Vector(width: d.height / l * length, height: -d.width / l * length)
    }

    static func vertex(_ p: Point, _ colour: Color) -> SDL_Vertex {
        let c = SDL_Color(r: SceneRenderer.byte(colour.red), g: SceneRenderer.byte(colour.green),
                          b: SceneRenderer.byte(colour.blue), a: SceneRenderer.byte(colour.alpha))
        return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c, tex_coord: SDL_FPoint(x: 0, y: 0))
    }
}
