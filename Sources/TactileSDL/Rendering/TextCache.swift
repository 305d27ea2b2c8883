import CSDL2
import TactileECS
import TactileRuntime

/// Text rendered with SDL2_ttf: textures for the overlays' lines, kept while they are used, and
/// white glyph coverage for the shape atlas (labels in the scene).
///
/// ```swift
/// let label = text.label("Swift", pixelSize: 50, bold: true, color: .red)
/// let glyphs = text.coverage("Swift", pixelSize: 50, bold: true)   // for the atlas
/// ```
///
/// Fonts come from DejaVu (Debian's fonts-dejavu-core). A texture is made once per string,
/// size, weight and colour; the cache is emptied when it grows past `limit` entries.
@MainActor
final class TextCache {
    struct Key: Hashable {
        var string: String
        var pixelSize: Int
        var bold: Bool
        var color: Color
    }

    struct Label {
        var texture: OpaquePointer
        var width: Double
        var height: Double
    }

    static let regularFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let limit = 512

    private let renderer: OpaquePointer
    private var fonts: [Int: OpaquePointer] = [:]
    private var labels: [Key: Label] = [:]

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    /// Frees every texture and font.
    func close() {
        for label in labels.values { SDL_DestroyTexture(label.texture) }
        labels.removeAll()
        for font in fonts.values { TTF_CloseFont(font) }
        fonts.removeAll()
    }

    private func font(pixelSize: Int, bold: Bool) -> OpaquePointer? {
        let key = pixelSize * 2 + (bold ? 1 : 0)
        if let font = fonts[key] { return font }
        guard let font = TTF_OpenFont(bold ? Self.boldFont : Self.regularFont, Int32(pixelSize)) else { return nil }
        fonts[key] = font
        return font
    }

    func label(_ string: String, pixelSize: Int, bold: Bool, color: Color) -> Label? {
        guard !string.isEmpty else { return nil }
        let key = Key(string: string, pixelSize: max(4, min(pixelSize, 400)), bold: bold, color: color)
        if let label = labels[key] { return label }
        if labels.count >= Self.limit {
            for label in labels.values { SDL_DestroyTexture(label.texture) }
            labels.removeAll()
        }
        guard let font = font(pixelSize: key.pixelSize, bold: bold) else { return nil }
        let sdlColor = SDL_Color(r: SceneRenderer.byte(color.red), g: SceneRenderer.byte(color.green),
                                 b: SceneRenderer.byte(color.blue), a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font, string, sdlColor) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let label = Label(texture: texture, width: Double(surface.pointee.w), height: Double(surface.pointee.h))
        labels[key] = label
        return label
    }

    /// The width in pixels of `string` set at `pixelSize` (0 when the font is missing): where
    /// a cursor or caret goes after it. `text.width(of: "drag ", pixelSize: 15, bold: false)`;
    /// costs a layout of the string, no texture.
    func width(of string: String, pixelSize: Int, bold: Bool) -> Double {
        guard !string.isEmpty, let font = font(pixelSize: max(4, min(pixelSize, 400)), bold: bold) else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        return TTF_SizeUTF8(font, string, &w, &h) == 0 ? Double(w) : 0
    }

    /// A label's glyphs as coverage (0…255), row by row, or nil when the font is missing.
    func coverage(_ string: String, pixelSize: Int, bold: Bool) -> GlyphCoverage? {
        guard !string.isEmpty, let font = font(pixelSize: max(4, min(pixelSize, 400)), bold: bold),
              let rendered = TTF_RenderUTF8_Blended(font, string, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        // Blended text is 32-bit ARGB; converting pins the layout whatever SDL_ttf hands back.
        guard let surface = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
        guard width > 0, height > 0, let pixels = surface.pointee.pixels else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                alpha[y * width + x] = UInt8(pixels.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) >> 24)
            }
        }
        return GlyphCoverage(width: width, height: height, alpha: alpha)
    }
}

/// A label's glyph coverage, as SDL_ttf rendered it.
struct GlyphCoverage {
    var width: Int
    var height: Int
    var alpha: [UInt8]

    /// Bilinear coverage (0…1) at a point in glyph pixels (pixel centres at half-integers).
    func sample(x: Double, y: Double) -> Double {
        guard abs(x) < 1e6, abs(y) < 1e6 else { return 0 }  // NaN fails too
        let (fx, fy) = (x - 0.5, y - 0.5)
        let (x0, y0) = (Int(fx.rounded(.down)), Int(fy.rounded(.down)))
        let (tx, ty) = (fx - Double(x0), fy - Double(y0))
        func at(_ i: Int, _ j: Int) -> Double {
            guard i >= 0, j >= 0, i < width, j < height else { return 0 }
            return Double(alpha[j * width + i]) / 255
        }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }
}
