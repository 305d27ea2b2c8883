import CSDL2
import TactileGestures
import TactileRuntime

/// Draws a frame: every shape as a few tinted quads of the shape atlas (its shadow, fill,
/// border and focus ring), all in one batch (a draw call per run of textured or of solid,
/// untextured quads); then touch points and the overlays.
///
/// ```swift
/// let scene = SceneRenderer(renderer: renderer)!
/// scene.draw(list, hud: ["120 fps"])   // then SDL_RenderPresent
/// ```
///
/// Shapes are gathered front to back so that pixels hidden under solid shapes drawn later are
/// cut away before the rasteriser sees them, and drawn back to front. Cost: O(shapes) plus
/// the painting of looks not in the atlas yet.
@MainActor
final class SceneRenderer {
    let renderer: OpaquePointer
    let text: TextCache
    let atlas: ShapeAtlas
    /// Whether pixels hidden under solid shapes are skipped (the picture is the same either way).
    var skipsHiddenPixels = true
    var batch = SpriteBatch()
    private var mask = OcclusionMask()
    /// Per item of the list: its layers' atlas entries, or -1 (none), or `solidFill`.
    private var resolved: [(shadow: Int32, fill: Int32, border: Int32, focus: Int32)] = []
    private var lastSolidInterior: (kind: ShapeKind, rect: Rect?)?
    /// The clip of the item being gathered (output pixels), if any.
    private var clip: Rect?

    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)
    /// The fill "entry" of a rectangle drawn solid, without the atlas.
    static let solidFill: Int32 = -2

    /// Looks are painted for their exact placement on renderers that sample textures nearest
    /// (SDL's software renderer), by size bucket elsewhere.
    init?(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let isSoftware = info.name.map { String(cString: $0) } == "software"
        text = TextCache(renderer: renderer)
        guard let atlas = ShapeAtlas(renderer: renderer, text: text, mode: isSoftware ? .exact : .scaled) else { return nil }
        self.atlas = atlas
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    func close() {
        atlas.close()
        text.close()
    }

    /// Draws `list` and the `hud` lines (without presenting).
    func draw(_ list: RenderList, hud: [String]) {
        var (width, height): (Int32, Int32) = (0, 0)
        SDL_GetRendererOutputSize(renderer, &width, &height)
        resolveLooks(list.items)
        mask.reset(width: Int(width), height: Int(height))
        batch.removeAll()
        for i in list.items.indices.reversed() { gather(list.items[i], resolved[i]) }
        // Clearing costs a pass over every pixel; not needed where solid shapes cover them all.
        if !(skipsHiddenPixels && mask.coversEverything) {
            let bg = Self.background
            SDL_SetRenderDrawColor(renderer, Self.byte(bg.red), Self.byte(bg.green), Self.byte(bg.blue), 255)
            SDL_RenderClear(renderer)
        }
        batch.draw(renderer: renderer, texture: atlas.texture, reversed: true)

        drawPointers(list)
        drawDebugOverlay(list)
        drawPanels(list, hud: hud)
    }

    /// Finds (or paints) every look the items need. When the atlas fills up it is emptied and
    /// the looks found again; when even an empty atlas cannot hold the frame's looks, they are
    /// painted coarser (blurred, never missing).
    private func resolveLooks(_ items: [RenderList.Item]) {
        for attempt in 0..<3 {
            resolved.removeAll(keepingCapacity: true)
            var full = false
            let coarse = attempt == 2
            func entry(_ kind: ShapeKind, _ layer: LookLayer, _ t: AffineTransform, shift: Vector = .zero) -> Int32 {
                switch atlas.resolve(kind, layer, transform: t, shift: shift, coarse: coarse) {
                case .entry(let i): return i
                case .nothing: return -1
                case .full:
                    full = true
                    return -1
                }
            }
            for item in items {
                guard Self.byte(item.opacity) > 0 else {
                    resolved.append((-1, -1, -1, -1))
                    continue
                }
                let t = item.transform
                let shadow = Self.shadowRadius(item)
                resolved.append((
                    shadow: shadow > 0 ? entry(item.kind, .shadow(radius: shadow), t, shift: Self.shadowDrop(shadow, t)) : -1,
                    fill: Self.solidRectangle(item, tint: Self.fillTint(item)) != nil ? Self.solidFill : entry(item.kind, .fill, t),
                    border: item.border.map { $0.width > 0 ? entry(item.kind, .border(width: $0.width), t) : -1 } ?? -1,
                    focus: item.isFocused ? entry(item.kind, .focus, t) : -1))
            }
            guard full else { return }
            if coarse { droppedLooks += 1 }
            atlas.reset()
        }
    }

    /// Frames in which some look found no room even coarse (and was left out).
    private(set) var droppedLooks = 0

    /// A shadow's radius in points, in halves of a point (animated radii share entries).
    static func shadowRadius(_ item: RenderList.Item) -> Double {
        item.shadowRadius > 0.5 ? (item.shadowRadius * 2).rounded() / 2 : 0
    }

    /// A shadow falls a third of its radius down the screen, whichever way the shape turns.
    static func shadowDrop(_ radius: Double, _ t: AffineTransform) -> Vector {
        Vector(width: 0, height: radius * abs(t.a * t.d - t.b * t.c).squareRoot() / 3)
    }

    /// Adds an item's quads, front-most layer first, and marks what its fill hides.
    private func gather(_ item: RenderList.Item, _ entries: (shadow: Int32, fill: Int32, border: Int32, focus: Int32)) {
        clip = item.clip
        let t = item.transform
        let opacity = item.opacity
        if entries.focus >= 0 { add(entries.focus, item, t, tint: LookLayer.focusColor) }
        if entries.border >= 0, let border = item.border {
            add(entries.border, item, t, tint: border.color.opacity(border.color.alpha * opacity))
        }
        let fillTint = Self.fillTint(item)
        let solid = entries.fill == Self.solidFill ? Self.solidRectangle(item, tint: fillTint) : nil
        if let solid {
            let color = SDL_Color(r: Self.byte(fillTint.red), g: Self.byte(fillTint.green), b: Self.byte(fillTint.blue), a: 255)
            addRect(solid.x0, solid.y0, solid.x1, solid.y1, SpriteBatch.TextureRect(u0: 0, v0: 0, u1: 0, v1: 0), color,
                    solid: true)
        } else if entries.fill >= 0 {
            add(entries.fill, item, t, tint: fillTint, isTextFill: item.kind.isText)
        }
        if entries.shadow >= 0 {
            let radius = Self.shadowRadius(item)
            add(entries.shadow, item, t, shift: Self.shadowDrop(radius, t), tint: Color.black.opacity(opacity))
        }
        if let solid, skipsHiddenPixels {
            mask.cover(x0: solid.x0, y0: solid.y0, x1: solid.x1, y1: solid.y1)
        } else if entries.fill >= 0, skipsHiddenPixels, Self.byte(fillTint.alpha) == 255 {
            coverSolidInterior(of: item)
        }
    }

    /// A fill's tint: its colour and opacity (a photo keeps its own colours).
    static func fillTint(_ item: RenderList.Item) -> Color {
        if case .photo = item.kind { return Color.white.opacity(item.opacity) }
        return item.fill.opacity(item.fill.alpha * item.opacity)
    }

    /// An opaque upright rectangle a whole number of pixels wide and high, placed on whole
    /// pixels (at most half a pixel away, as upright looks shown 1:1 are): its pixels are all
    /// inside or all outside, so it needs no texture. Nil for anything else.
    static func solidRectangle(_ item: RenderList.Item, tint: Color) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard case .rectangle(let w, let h) = item.kind, byte(tint.alpha) == 255 else { return nil }
        let t = item.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        let (width, height) = (w * t.a, h * t.d)
        guard width >= 1, height >= 1, abs(width - width.rounded()) < 1e-6, abs(height - height.rounded()) < 1e-6,
              abs(t.tx) < 1e7, abs(t.ty) < 1e7 else { return nil }
        let left = (t.tx - width / 2).rounded(), top = (t.ty - height / 2).rounded()
        return (left, top, left + width.rounded(), top + height.rounded())
    }

    /// Adds one entry's quad for an item, cut to what is visible.
    private func add(_ index: Int32, _ item: RenderList.Item, _ t: AffineTransform, shift: Vector = .zero, tint: Color,
                     isTextFill: Bool = false) {
        let entry = atlas.entries[Int(index)]
        let placement = entry.placement
        let color = SDL_Color(r: Self.byte(tint.red), g: Self.byte(tint.green), b: Self.byte(tint.blue), a: Self.byte(tint.alpha))
        guard color.a > 0 else { return }
        let (x, y) = (t.tx + shift.width, t.ty + shift.height)
        let upright = abs(t.b) + abs(t.c) <= 1e-9 * (abs(t.a) + abs(t.d)) && t.a > 0 && t.d > 0
        let pixelsPerPoint = abs(t.a * t.d - t.b * t.c).squareRoot()
        // A text's glyphs are drawn 1:1 on screen; other looks at their bucket's scale.
        let scale = isTextFill ? pixelsPerPoint * entry.textShrink : placement.scale
        let texture = SpriteBatch.TextureRect(u0: entry.u0, v0: entry.v0, u1: entry.u1, v1: entry.v1)
        let (w, h) = (Double(placement.width), Double(placement.height))
        if entry.isExact || (atlas.mode == .exact && isTextFill && upright) {
            // Upright and unscaled, at a whole pixel: the software renderer copies it exactly.
            let left = entry.isExact ? x.rounded(.down) - placement.originX.rounded(.down) : (x - placement.originX).rounded()
            let top = entry.isExact ? y.rounded(.down) - placement.originY.rounded(.down) : (y - placement.originY).rounded()
            addRect(left, top, left + w, top + h, texture, color)
        } else if upright, abs(scale - pixelsPerPoint) <= 1e-9 * pixelsPerPoint {
            // Texels 1:1, at a whole pixel (at most half a pixel away): each pixel shows one
            // texel as painted, crisp, not a blend of four.
            let left = (x - placement.originX).rounded(), top = (y - placement.originY).rounded()
            addRect(left, top, left + w, top + h, texture, color)
        } else {
            func corner(_ i: Double, _ j: Double) -> Point {
                let local = Point(x: (i - placement.originX) / scale, y: (j - placement.originY) / scale)
                return Point(x: t.a * local.x + t.c * local.y + x, y: t.b * local.x + t.d * local.y + y)
            }
            let (p0, p1, p2, p3) = (corner(0, 0), corner(w, 0), corner(w, h), corner(0, h))
            // A turned quad is not cut: drawn whole if any of it is inside the clip, else not at all.
            if !upright, let clip, !clip.intersects(x0: min(p0.x, p1.x, p2.x, p3.x), y0: min(p0.y, p1.y, p2.y, p3.y),
                                                     x1: max(p0.x, p1.x, p2.x, p3.x), y1: max(p0.y, p1.y, p2.y, p3.y)) { return }
            if upright {
                addRect(p0.x, p0.y, p2.x, p2.y, texture, color)
            } else if skipsHiddenPixels {
                batch.addQuad(p0, p1, p2, p3, texture: texture, color: color, visibleIn: mask)
            } else {
                batch.addQuad(p0, p1, p2, p3, texture: texture, color: color)
            }
        }
    }

    private func addRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ texture: SpriteBatch.TextureRect,
                         _ color: SDL_Color, solid: Bool = false) {
        var (x0, y0, x1, y1, texture) = (x0, y0, x1, y1, texture)
        if let clip {
            // Cut to the clip, the texture's corners moved in proportion.
            let (cx0, cy0, cx1, cy1) = (max(x0, clip.origin.x), max(y0, clip.origin.y),
                                        min(x1, clip.origin.x + clip.size.width), min(y1, clip.origin.y + clip.size.height))
            guard cx1 > cx0, cy1 > cy0 else { return }
            func mix(_ a: Float, _ b: Float, _ share: Double) -> Float { a + (b - a) * Float(share) }
            let (w, h) = (x1 - x0, y1 - y0)
            texture = SpriteBatch.TextureRect(u0: mix(texture.u0, texture.u1, (cx0 - x0) / w), v0: mix(texture.v0, texture.v1, (cy0 - y0) / h),
                                              u1: mix(texture.u0, texture.u1, (cx1 - x0) / w), v1: mix(texture.v0, texture.v1, (cy1 - y0) / h))
            (x0, y0, x1, y1) = (cx0, cy0, cx1, cy1)
        }
        if skipsHiddenPixels {
            batch.addRect(x0: x0, y0: y0, x1: x1, y1: y1, texture: texture, color: color, visibleIn: mask, solid: solid)
        } else {
            batch.addRect(x0: x0, y0: y0, x1: x1, y1: y1, texture: texture, color: color, solid: solid)
        }
    }

    /// A kind's solid interior (local points), remembered for the last kind asked.
    private func solidInterior(of kind: ShapeKind) -> Rect? {
        if let last = lastSolidInterior, last.kind == kind { return last.rect }
        let rect = ShapeField.solidInterior(of: kind)
        lastSolidInterior = (kind, rect)
        return rect
    }

    /// Marks the pixels an opaque fill hides, two pixels inside its solid interior (what
    /// bilinear sampling and a quantised placement can reach).
    private func coverSolidInterior(of item: RenderList.Item) {
        guard let rect = solidInterior(of: item.kind) else { return }
        let t = item.transform
        let margin = 2 / abs(t.a * t.d - t.b * t.c).squareRoot()
        let (x0, y0) = (rect.origin.x + margin, rect.origin.y + margin)
        let (x1, y1) = (rect.origin.x + rect.size.width - margin, rect.origin.y + rect.size.height - margin)
        guard x1 > x0, y1 > y0 else { return }
        let (p0, p2) = (t.apply(to: Point(x: x0, y: y0)), t.apply(to: Point(x: x1, y: y1)))
        if t.b == 0, t.c == 0 {
            var (left, top, right, bottom) = (min(p0.x, p2.x), min(p0.y, p2.y), max(p0.x, p2.x), max(p0.y, p2.y))
            if let clip = item.clip {
                (left, top) = (max(left, clip.origin.x), max(top, clip.origin.y))
                (right, bottom) = (min(right, clip.origin.x + clip.size.width), min(bottom, clip.origin.y + clip.size.height))
                guard right > left, bottom > top else { return }
            }
            mask.cover(x0: left, y0: top, x1: right, y1: bottom)
        } else if item.clip == nil {
            mask.cover(quad: p0, t.apply(to: Point(x: x1, y: y0)), p2, t.apply(to: Point(x: x0, y: y1)))
        }
    }

    static func byte(_ v: Double) -> UInt8 { UInt8((v.clamped(to: 0...1) * 255).rounded()) }
}

extension ShapeKind {
    var isText: Bool { if case .text = self { true } else { false } }
}
