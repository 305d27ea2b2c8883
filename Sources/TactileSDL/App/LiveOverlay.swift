import CSDL2
import TactileECS
import TactileGestures
import TactileRuntime

/// Draws live editing over the frame: a failed reload's error across the top, the composition
/// bar (with its cursor, and its error under the line) at the bottom, and a short notice.
///
/// ```swift
/// overlay.draw(.init(reloadError: error, bar: bar, notice: nil), windowSize: size, pixelScale: 1)
/// ```
///
/// Its own monospaced font (DejaVu Sans Mono), so that the caret under an error's column and
/// the cursor line up with the characters; a line's texture is made once and kept while it is
/// shown. Nothing is drawn, and nothing costs, when there is nothing to show.
@MainActor
final class LiveOverlay {
    struct Content {
        var reloadError: InputFileError?
        var bar: CompositionBar
        var notice: String?
    }

    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    static let pointSize = 15.0

    private let renderer: OpaquePointer
    private var font: (pixelSize: Int, handle: OpaquePointer)?
    private struct LineKey: Hashable {
        var text: String
        var color: UInt32
    }
    private var lines: [LineKey: (texture: OpaquePointer, width: Int32, height: Int32)] = [:]
    private var usedThisFrame: Set<LineKey> = []

    init(renderer: OpaquePointer) { self.renderer = renderer }

    func close() {
        for line in lines.values { SDL_DestroyTexture(line.texture) }
        lines.removeAll()
        if let font { TTF_CloseFont(font.handle) }
        font = nil
    }

    func draw(_ content: Content, windowSize: Vector, pixelScale: Double) {
        guard content.reloadError != nil || content.bar.isOpen || content.notice != nil else { return }
        let scale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        guard let font = font(pixelSize: Int((Self.pointSize * scale).rounded())) else { return }
        let lineHeight = Double(TTF_FontLineSkip(font))
        let margin = 12 * scale, padding = 8 * scale
        let width = windowSize.width * scale - 2 * margin

        if let error = content.reloadError {
            let rows = [(error.description, Self.white), ("the last good scene stays; save the file again to reload", Self.paleRed)]
            panel(x: margin, y: margin, width: width, height: 2 * lineHeight + 2 * padding, color: (150, 30, 30, 230))
            for (i, row) in rows.enumerated() { text(row.0, color: row.1, x: margin + padding, y: margin + padding + Double(i) * lineHeight) }
        }
        // Above the HUD's line at the bottom.
        var bottom = (windowSize.height - 50) * scale
        let bar = content.bar
        if bar.isOpen {
            // The line; under it, a caret at the error's column; then the error (or a hint).
            let caretColumn = bar.error?.column
            let height = Double(caretColumn == nil ? 2 : 3) * lineHeight + 2 * padding
            let top = bottom - height
            panel(x: margin, y: top, width: width, height: height, color: (20, 22, 34, 235))
            let prompt = "\(bar.target?.name ?? "?") ▸ "
            let x = margin + padding
            var y = top + padding
            text(prompt, color: Self.blue, x: x, y: y)
            let textX = x + advance(prompt, font)
            text(bar.text, color: Self.white, x: textX, y: y)
            let cursorX = textX + advance(String(bar.line.characters.prefix(bar.line.cursor)), font)
            panel(x: cursorX, y: y, width: max(1, 2 * scale), height: lineHeight, color: (255, 255, 255, 255))
            y += lineHeight
            if let caretColumn {
                let before = String(String.UnicodeScalarView(bar.text.unicodeScalars.prefix(max(0, caretColumn - 1))))
                text("^", color: Self.paleRed, x: textX + advance(before, font), y: y)
                y += lineHeight
            }
            if let error = bar.error {
                text(caretColumn.map { "column \($0): \(error.problem)" } ?? error.problem, color: Self.paleRed, x: textX, y: y)
            } else {
                text("Return applies · Esc closes · Ctrl+U clears", color: Self.grey, x: textX, y: y)
            }
            bottom = top - padding
        }
        if let notice = content.notice {
            let height = lineHeight + 2 * padding
            let noticeWidth = min(width, advance(notice, font) + 2 * padding)
            panel(x: margin, y: bottom - height, width: noticeWidth, height: height, color: (20, 22, 34, 215))
            text(notice, color: Self.white, x: margin + padding, y: bottom - height + padding)
        }
        // Lines not shown this frame go (the bar's old texts as it is typed into).
        for key in lines.keys where !usedThisFrame.contains(key) {
            if let line = lines.removeValue(forKey: key) { SDL_DestroyTexture(line.texture) }
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    static let white: UInt32 = 0xFFFFFF
    static let grey: UInt32 = 0x9A9AA8
    static let blue: UInt32 = 0x7FB2FF
    static let paleRed: UInt32 = 0xFFB0A8

    private func font(pixelSize: Int) -> OpaquePointer? {
        let size = min(max(pixelSize, 6), 200)
        if let font, font.pixelSize == size { return font.handle }
        close()
        guard let handle = TTF_OpenFont(Self.fontPath, Int32(size)) else { return nil }
        font = (size, handle)
        return handle
    }

    /// The width of `string` in pixels.
    private func advance(_ string: String, _ font: OpaquePointer) -> Double {
        guard !string.isEmpty else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        return TTF_SizeUTF8(font, string, &w, &h) == 0 ? Double(w) : 0
    }

    private func panel(x: Double, y: Double, width: Double, height: Double, color: (UInt8, UInt8, UInt8, UInt8)) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, color.3)
        var rect = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderFillRectF(renderer, &rect)
    }

    /// Draws one line of text with its top-left corner at (x, y) pixels.
    @discardableResult
    private func text(_ string: String, color: UInt32, x: Double, y: Double) -> Bool {
        guard !string.isEmpty, let font = font?.handle else { return false }
        let key = LineKey(text: string, color: color)
        usedThisFrame.insert(key)
        if lines[key] == nil {
            let sdlColor = SDL_Color(r: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF), a: 255)
            guard let surface = TTF_RenderUTF8_Blended(font, string, sdlColor) else { return false }
            defer { SDL_FreeSurface(surface) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return false }
            lines[key] = (texture, surface.pointee.w, surface.pointee.h)
        }
        guard let line = lines[key] else { return false }
        var rect = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: line.width, h: line.height)
        return SDL_RenderCopy(renderer, line.texture, nil, &rect) == 0
    }
}
