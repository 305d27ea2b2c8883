import CSDL2
import TactileGestures

/// Tinted quads of one texture, gathered for a single `SDL_RenderGeometry` call: two
/// triangles per quad, the tint and opacity in the vertices' colour.
///
/// ```swift
/// var batch = SpriteBatch()
/// batch.addRect(x0: 10, y0: 10, x1: 50, y1: 50, texture: entryCoordinates, color: tint)
/// batch.draw(renderer: renderer, texture: atlas.texture)
/// ```
///
/// Quads may be gathered front to back (to skip hidden pixels, see `OcclusionMask`) and drawn
/// back to front. Storage is kept between frames: steady drawing does not allocate.
struct SpriteBatch {
    /// A texture rectangle, in texture coordinates.
    struct TextureRect {
        var u0: Float, v0: Float, u1: Float, v1: Float
    }

    private(set) var vertices: [SDL_Vertex] = []
    /// Per quad: drawn without the texture, its tint alone (a solid rectangle on whole pixels:
    /// llvmpipe shades such a pixel for about a third of a bilinear-textured one).
    private var solids: [Bool] = []
    private var indices: [Int32] = []
    /// Index ranges drawn in one call each.
    private var runs: [(start: Int, end: Int, solid: Bool)] = []
    var quadCount: Int { solids.count }

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        solids.removeAll(keepingCapacity: true)
    }

    /// A quad whose corners `p0…p3` (output pixels) show the texture rectangle's top left, top
    /// right, bottom right and bottom left.
    mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, texture t: TextureRect, color: SDL_Color,
                          solid: Bool = false) {
        func vertex(_ p: Point, _ u: Float, _ v: Float) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color, tex_coord: SDL_FPoint(x: u, y: v))
        }
        vertices.append(vertex(p0, t.u0, t.v0))
        vertices.append(vertex(p1, t.u1, t.v0))
        vertices.append(vertex(p2, t.u1, t.v1))
        vertices.append(vertex(p3, t.u0, t.v1))
        solids.append(solid)
    }

    /// An upright quad covering `x0…x1` × `y0…y1` (output pixels).
    mutating func addRect(x0: Double, y0: Double, x1: Double, y1: Double, texture t: TextureRect, color: SDL_Color,
                          solid: Bool = false) {
        addQuad(Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), texture: t, color: color,
                solid: solid)
    }

    /// An upright quad, cut to the bounding box of the pixels `mask` leaves visible (hidden
    /// pixels inside that box are drawn and then covered, which costs less than more quads).
    mutating func addRect(x0: Double, y0: Double, x1: Double, y1: Double, texture t: TextureRect, color: SDL_Color,
                          visibleIn mask: OcclusionMask, solid: Bool = false) {
        // Pixels whose centres lie inside (the rasterisers' rule), on the output.
        let columns0 = max(Int((x0 - 0.5).rounded(.up).clamped(to: -1...1e6)), 0)
        let columns1 = min(Int((x1 - 0.5).rounded(.up).clamped(to: -1...1e6)), mask.width)
        let rows0 = max(Int((y0 - 0.5).rounded(.up).clamped(to: -1...1e6)), 0)
        let rows1 = min(Int((y1 - 0.5).rounded(.up).clamped(to: -1...1e6)), mask.height)
        guard columns0 < columns1, rows0 < rows1 else { return }
        guard let (left, top, right, bottom) = mask.visibleBounds(rows: rows0, rows1, from: columns0, to: columns1) else { return }
        if left == columns0, right == columns1, top == rows0, bottom == rows1 {
            addRect(x0: x0, y0: y0, x1: x1, y1: y1, texture: t, color: color, solid: solid)
            return
        }
        let (cx0, cy0) = (max(x0, Double(left)), max(y0, Double(top)))
        let (cx1, cy1) = (min(x1, Double(right)), min(y1, Double(bottom)))
        func u(_ x: Double) -> Float { t.u0 + Float((x - x0) / (x1 - x0)) * (t.u1 - t.u0) }
        func v(_ y: Double) -> Float { t.v0 + Float((y - y0) / (y1 - y0)) * (t.v1 - t.v0) }
        addRect(x0: cx0, y0: cy0, x1: cx1, y1: cy1, texture: TextureRect(u0: u(cx0), v0: v(cy0), u1: u(cx1), v1: v(cy1)),
                color: color, solid: solid)
    }

    /// A turned quad, unless every pixel of its bounding box is hidden under `mask`.
    mutating func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, texture t: TextureRect, color: SDL_Color,
                          visibleIn mask: OcclusionMask, solid: Bool = false) {
        let (minX, maxX) = (min(p0.x, p1.x, p2.x, p3.x), max(p0.x, p1.x, p2.x, p3.x))
        let (minY, maxY) = (min(p0.y, p1.y, p2.y, p3.y), max(p0.y, p1.y, p2.y, p3.y))
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return }
        let (columns0, columns1) = (Int((minX - 0.5).rounded(.up).clamped(to: -1...1e6)), Int((maxX - 0.5).rounded(.up).clamped(to: -1...1e6)))
        let (rows0, rows1) = (Int((minY - 0.5).rounded(.up).clamped(to: 0...1e6)), Int((maxY - 0.5).rounded(.up).clamped(to: 0...1e6)))
        guard mask.visibleBounds(rows: rows0, rows1, from: columns0, to: columns1) != nil else { return }
        addQuad(p0, p1, p2, p3, texture: t, color: color, solid: solid)
    }

    /// Draws the quads with `texture` (solid ones without): in the order added, or `reversed`
    /// (gathered front to back, drawn back to front); one call per run of textured or of
    /// solid quads.
    mutating func draw(renderer: OpaquePointer, texture: OpaquePointer?, reversed: Bool = false) {
        guard quadCount > 0 else { return }
        indices.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        for n in 0..<quadCount {
            let quad = reversed ? quadCount - 1 - n : n
            let base = Int32(4 * quad)
            // One by one: an array literal here would be allocated for every quad.
            indices.append(base)
            indices.append(base + 1)
            indices.append(base + 2)
            indices.append(base)
            indices.append(base + 2)
            indices.append(base + 3)
            if let last = runs.last, last.solid == solids[quad] {
                runs[runs.count - 1].end = indices.count
            } else {
                runs.append((indices.count - 6, indices.count, solids[quad]))
            }
        }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                for run in runs {
                    // Solid quads are opaque: written, not blended (no read of what is under them).
                    if run.solid { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
                    SDL_RenderGeometry(renderer, run.solid ? nil : texture, v.baseAddress, Int32(v.count),
                                       i.baseAddress.map { $0 + run.start }, Int32(run.end - run.start))
                    if run.solid { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
                }
            }
        }
    }
}
