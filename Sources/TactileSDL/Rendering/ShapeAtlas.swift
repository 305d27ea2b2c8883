import CSDL2
import TactileGestures
import TactileRuntime

/// One look's place in the atlas texture and how its pixels relate to the shape.
struct AtlasEntry {
    var placement: Placement
    /// The image's texture coordinates.
    var u0: Float, v0: Float, u1: Float, v1: Float
    /// Painted for one on-screen placement (`LookScale.exact`): drawn upright, 1:1, at a
    /// whole pixel.
    var isExact: Bool
    /// A text painted smaller than asked (it would not fit): the factor.
    var textShrink = 1.0
}

/// Every distinct look (shape kind, layer, size bucket) painted once, anti-aliased, into one
/// texture, so that each shape is then drawn as one tinted quad of it.
///
/// ```swift
/// let atlas = ShapeAtlas(renderer: renderer, text: text, mode: .scaled)!
/// if case .entry(let i) = atlas.resolve(kind, .fill, transform: t) { atlas.entries[Int(i)] }
/// ```
///
/// Entries are packed on shelves and kept until the texture is full; then it is emptied and
/// the looks still in use are painted again. Lookups hash the look's key: O(1).
@MainActor
final class ShapeAtlas {
    enum Mode {
        /// Looks by size bucket, turned and scaled by the renderer with bilinear filtering.
        case scaled
        /// Looks painted for their exact on-screen placement, for renderers that sample
        /// nearest (SDL's software renderer).
        case exact
    }

    enum Resolution {
        case entry(Int32)
        /// Nothing to draw (a degenerate transform, an empty label).
        case nothing
        /// The texture has no room left for it.
        case full
    }

    static let maximumEntrySide = 1024
    let texture: OpaquePointer
    let side: Int
    let mode: Mode
    private let text: TextCache
    private(set) var entries: [AtlasEntry] = []
    private var index: [LookKey: Int32] = [:]
    private var shelves: [(y: Int, height: Int, x: Int)] = []
    private var nextShelfY = 0
    /// How many looks were painted, and how often the texture was emptied (for tests and
    /// `--stats`).
    private(set) var paintedLooks = 0
    private(set) var resets = 0

    init?(renderer: OpaquePointer, text: TextCache, mode: Mode) {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let limit = Int(min(info.max_texture_width > 0 ? info.max_texture_width : 4096,
                            info.max_texture_height > 0 ? info.max_texture_height : 4096))
        side = min(2048, limit)
        guard side >= 256, let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                           Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                                           Int32(side), Int32(side)) else { return nil }
        self.texture = texture
        self.text = text
        self.mode = mode
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, mode == .scaled ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }

    func close() { SDL_DestroyTexture(texture) }

    /// Forgets every entry; the texture's pixels are overwritten as looks are painted again.
    func reset() {
        entries.removeAll(keepingCapacity: true)
        index.removeAll(keepingCapacity: true)
        shelves.removeAll(keepingCapacity: true)
        nextShelfY = 0
        for slot in recent.indices { recent[slot] = nil }
        resets += 1
    }

    /// The entry for `kind`'s `layer` drawn through `transform` (local points → output
    /// pixels; `shift` moves it on screen, a shadow's drop), painted first if need be;
    /// `coarse`: at a quarter of the resolution (labels excepted), for a frame whose looks
    /// overflow the atlas.
    func resolve(_ kind: ShapeKind, _ layer: LookLayer, transform t: AffineTransform,
                 shift: Vector = .zero, coarse: Bool = false) -> Resolution {
        var pixelsPerPoint = abs(t.a * t.d - t.b * t.c).squareRoot()
        guard pixelsPerPoint > 1e-6, pixelsPerPoint.isFinite, t.tx.isFinite, t.ty.isFinite else { return .nothing }
        if coarse, !(kind.isText && layer == .fill) { pixelsPerPoint /= 4 }  // labels stay 1:1
        if mode == .exact, !coarse, let exact = exactKey(kind, layer, transform: t, shift: shift) {
            if let found = index[exact] { return .entry(found) }
            if let placement = placement(for: exact, pixelsPerPoint: pixelsPerPoint), fits(placement) {
                return paint(exact, placement: placement)
            }
        }
        if case .text(_, let size, _) = kind, layer == .fill {
            let key = LookKey(kind: kind, layer: layer, scale: .textPixels(Int((size * pixelsPerPoint).rounded().clamped(to: 4...400))))
            if let found = index[key] { return .entry(found) }
            guard let placement = placement(for: key, pixelsPerPoint: pixelsPerPoint) else { return .nothing }
            return paint(key, placement: placement)
        }
        let slot = layer.memoSlot
        if let last = recent[slot], last.kind == kind, last.layer == layer, last.pixelsPerPoint == pixelsPerPoint {
            return .entry(last.entry)
        }
        // The smallest bucket at least as fine as the screen, or one or two finer if painted
        // already: a shape shrinking a little keeps its entry (hysteresis).
        let finest = maximumBucket(kind, layer)
        let wanted = min(LookScale.bucket(for: pixelsPerPoint), finest)
        var resolution = Resolution.nothing
        for step in wanted...(wanted + 2) where step <= finest {
            if let found = index[LookKey(kind: kind, layer: layer, scale: .bucket(step))] {
                resolution = .entry(found)
                break
            }
        }
        if case .nothing = resolution {
            let key = LookKey(kind: kind, layer: layer, scale: .bucket(wanted))
            guard let placement = placement(for: key, pixelsPerPoint: pixelsPerPoint) else { return .nothing }
            resolution = paint(key, placement: placement)
        }
        if case .entry(let found) = resolution {
            recent[slot] = (kind, layer, pixelsPerPoint, found)
        }
        return resolution
    }

    /// The last bucketed look resolved for each layer: neighbours in a scene often share one
    /// (a grid of squares), and comparing is cheaper than hashing.
    private var recent: [(kind: ShapeKind, layer: LookLayer, pixelsPerPoint: Double, entry: Int32)?] = Array(repeating: nil, count: 4)

    /// The finest bucket whose image fits in an entry.
    private func maximumBucket(_ kind: ShapeKind, _ layer: LookLayer) -> Int {
        let extent = LookKey(kind: kind, layer: layer, scale: .bucket(0)).extent(atScale: 1).halfSize
        let largest = Double(Self.maximumEntrySide / 2 - 8) / (max(extent.width, extent.height) + 1)
        return Int((log2(largest) * LookScale.stepsPerOctave).rounded(.down))
    }

    private func exactKey(_ kind: ShapeKind, _ layer: LookLayer, transform t: AffineTransform, shift: Vector) -> LookKey? {
        func q(_ v: Double) -> Int32 { Int32((v * 4096).rounded().clamped(to: -2e9...2e9)) }
        if case .text = kind, layer == .fill, abs(t.b) + abs(t.c) <= 1e-9 * (abs(t.a) + abs(t.d)), t.a > 0, t.d > 0 {
            return nil  // upright text: its glyphs copied 1:1, at a whole pixel (`.textPixels`)
        }
        let (x, y) = (t.tx + shift.width, t.ty + shift.height)
        func phase(_ v: Double) -> UInt8 { UInt8(((v - v.rounded(.down)) * 16).rounded(.down).clamped(to: 0...15)) }
        return LookKey(kind: kind, layer: layer, scale: .exact(a: q(t.a), b: q(t.b), c: q(t.c), d: q(t.d),
                                                              phaseX: phase(x), phaseY: phase(y)))
    }

    /// Where `key`'s pixels go; nil for an empty label.
    private func placement(for key: LookKey, pixelsPerPoint: Double) -> Placement? {
        switch key.scale {
        case .bucket(let step):
            let scale = LookScale.scale(ofBucket: step)
            let (half, margin) = key.extent(atScale: scale)
            return Placement(linear: AffineTransform(scale: scale), halfSize: half, margin: margin)
        case .textPixels:
            // Painted from the glyphs themselves, in `paint`.
            return Placement(linear: AffineTransform(scale: pixelsPerPoint), halfSize: .zero, margin: 0)
        case .exact(let a, let b, let c, let d, let px, let py):
            let linear = AffineTransform(a: Double(a) / 4096, b: Double(b) / 4096, c: Double(c) / 4096,
                                         d: Double(d) / 4096, tx: 0, ty: 0)
            let scale = abs(linear.a * linear.d - linear.b * linear.c).squareRoot()
            guard scale > 1e-6 else { return nil }
            let (half, margin) = key.extent(atScale: scale)
            return Placement(linear: linear, halfSize: half, margin: margin,
                             phaseX: Double(px) / 16 + 1.0 / 32, phaseY: Double(py) / 16 + 1.0 / 32)
        }
    }

    private func fits(_ placement: Placement) -> Bool {
        placement.width <= Self.maximumEntrySide && placement.height <= Self.maximumEntrySide
    }

    private func paint(_ key: LookKey, placement: Placement) -> Resolution {
        var placement = placement
        var shrink = 1.0
        let pixels: [UInt32]
        if case .text(let string, let size, let bold) = key.kind, key.layer == .fill {
            guard let painted = paintText(string, size: size, bold: bold, scale: key.scale, placement: &placement,
                                          shrink: &shrink) else { return .nothing }
            pixels = painted
        } else {
            guard fits(placement) else { return .nothing }
            pixels = LookRasterizer.paint(key, placement: placement)
        }
        guard let (x, y) = allocate(width: placement.width + 2, height: placement.height + 2) else { return .full }
        upload(pixels, width: placement.width, height: placement.height, at: x + 1, y + 1)
        let s = Float(side)
        entries.append(AtlasEntry(placement: placement, u0: Float(x + 1) / s, v0: Float(y + 1) / s,
                                  u1: Float(x + 1 + placement.width) / s, v1: Float(y + 1 + placement.height) / s,
                                  isExact: { if case .exact = key.scale { true } else { false } }(), textShrink: shrink))
        let found = Int32(entries.count - 1)
        index[key] = found
        paintedLooks += 1
        return .entry(found)
    }

    /// A label's glyphs: copied as they are (`.textPixels`), or resampled for an exact
    /// placement (turned text on the software renderer).
    private func paintText(_ string: String, size: Double, bold: Bool, scale: LookScale, placement: inout Placement,
                           shrink: inout Double) -> [UInt32]? {
        switch scale {
        case .textPixels(let pixelSize):
            guard var glyphs = text.coverage(string, pixelSize: pixelSize, bold: bold) else { return nil }
            if glyphs.width + 4 > Self.maximumEntrySide {
                shrink = Double(Self.maximumEntrySide - 8) / Double(glyphs.width + 4)
                guard let smaller = text.coverage(string, pixelSize: Int(Double(pixelSize) * shrink), bold: bold) else { return nil }
                glyphs = smaller
            }
            guard glyphs.height + 4 <= Self.maximumEntrySide, glyphs.width + 4 <= Self.maximumEntrySide else { return nil }
            // The glyphs' own pixel grid, with a transparent border of two.
            placement.width = glyphs.width + 4
            placement.height = glyphs.height + 4
            placement.originX = 2 + Double(glyphs.width) / 2
            placement.originY = 2 + Double(glyphs.height) / 2
            var pixels = [UInt32](repeating: LookRasterizer.transparentWhite, count: placement.width * placement.height)
            for y in 0..<glyphs.height {
                for x in 0..<glyphs.width {
                    pixels[(y + 2) * placement.width + x + 2] = UInt32(glyphs.alpha[y * glyphs.width + x]) << 24 | 0xFF_FFFF
                }
            }
            return pixels
        default:
            let s = placement.scale
            guard let glyphs = text.coverage(string, pixelSize: Int((size * s).rounded().clamped(to: 4...400)), bold: bold) else { return nil }
            let fitted = Placement(linear: placement.linear, halfSize: Vector(width: Double(glyphs.width) / 2 / s,
                                                                              height: Double(glyphs.height) / 2 / s),
                                   margin: 2, phaseX: placement.originX.truncatingRemainder(dividingBy: 1),
                                   phaseY: placement.originY.truncatingRemainder(dividingBy: 1))
            guard fits(fitted) else { return nil }
            placement = fitted
            let inverse = fitted.linear.inverted ?? .identity
            var pixels = [UInt32](repeating: LookRasterizer.transparentWhite, count: fitted.width * fitted.height)
            for j in 0..<fitted.height {
                for i in 0..<fitted.width {
                    let p = fitted.localPoint(i, j, inverse: inverse)
                    let coverage = glyphs.sample(x: p.x * s + Double(glyphs.width) / 2, y: p.y * s + Double(glyphs.height) / 2)
                    pixels[j * fitted.width + i] = LookRasterizer.white(coverage: coverage)
                }
            }
            return pixels
        }
    }

    /// A free rectangle on a shelf, or nil when the texture is full.
    private func allocate(width: Int, height: Int) -> (Int, Int)? {
        guard width <= side, height <= side else { return nil }
        for (n, shelf) in shelves.enumerated()
        where shelf.height >= height && shelf.height <= height + height / 2 + 4 && shelf.x + width <= side {
            shelves[n].x += width
            return (shelf.x, shelf.y)
        }
        guard nextShelfY + height <= side else { return nil }
        shelves.append((y: nextShelfY, height: height, x: width))
        nextShelfY += height
        return (0, nextShelfY - height)
    }

    /// Writes an image, with a transparent one-pixel frame, so that bilinear sampling at its
    /// edge never reads a neighbour.
    private func upload(_ pixels: [UInt32], width: Int, height: Int, at x: Int, _ y: Int) {
        let framedWidth = width + 2
        var framed = [UInt32](repeating: LookRasterizer.transparentWhite, count: framedWidth * (height + 2))
        for row in 0..<height {
            framed.replaceSubrange((row + 1) * framedWidth + 1..<(row + 1) * framedWidth + 1 + width,
                                   with: pixels[row * width..<(row + 1) * width])
        }
        var rect = SDL_Rect(x: Int32(x - 1), y: Int32(y - 1), w: Int32(framedWidth), h: Int32(height + 2))
        _ = framed.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, &rect, bytes.baseAddress, Int32(framedWidth * 4))
        }
    }
}
