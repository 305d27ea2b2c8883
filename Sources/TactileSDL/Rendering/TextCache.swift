import CSDL2
import TactileECS
import TactileRuntime

/// Text rendered with SDL2_ttf into textures, kept while they are used.
///
/// ```swift
/// let label = text.texture("Swift", pixelSize: 50, bold: true, color: .red)
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
        let sdlColor = SDL_Color(r: GeometryBuilder.byte(color.red), g: GeometryBuilder.byte(color.green),
                                 b: GeometryBuilder.byte(color.blue), a: 255)
        guard let surface = TTF_RenderUTF8_Blended(font, string, sdlColor) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let label = Label(texture: texture, width: Double(surface.pointee.w), height: Double(surface.pointee.h))
        labels[key] = label
        return label
    }
}
