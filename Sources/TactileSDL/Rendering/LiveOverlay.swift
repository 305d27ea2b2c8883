import CSDL2
import TactileECS
import TactileGestures
import TactileRuntime

/// What live editing shows over the frame: a failed reload's error across the top, the
/// composition bar at the bottom (its cursor, a caret under an error's column, the error or a
/// hint under the line), and a short notice.
extension SceneRenderer {
    struct LiveContent {
        var reloadError: InputFileError?
        var bar: CompositionBar
        var notice: String?
    }

    static let liveTextSize = 15.0
    static let liveWhite = Color(red: 1, green: 1, blue: 1)
    static let liveGrey = Color(red: 0.6, green: 0.6, blue: 0.66)
    static let liveBlue = Color(red: 0.5, green: 0.7, blue: 1)
    static let livePaleRed = Color(red: 1, green: 0.69, blue: 0.66)

    /// Draws `content` over what is drawn (call after ``draw(_:hud:)``, before presenting).
    ///
    /// ```swift
    /// sceneRenderer.drawLive(.init(reloadError: error, bar: bar), windowSize: size, pixelScale: 1)
    /// ```
    ///
    /// Lines come from the text cache (a texture per line shown, kept while the cache holds
    /// it); nothing is drawn, and nothing costs, when there is nothing to show.
    func drawLive(_ content: LiveContent, windowSize: Vector, pixelScale: Double) {
        guard content.reloadError != nil || content.bar.isOpen || content.notice != nil else { return }
        let scale = pixelScale > 0 && pixelScale.isFinite ? pixelScale : 1
        let pixelSize = Int((Self.liveTextSize * scale).rounded())
        let lineHeight = (Self.liveTextSize * 1.45 * scale).rounded()
        let margin = 12 * scale, padding = 8 * scale
        let width = windowSize.width * scale - 2 * margin
        // A line longer than its panel is cut at the panel's right edge.
        func line(_ string: String, _ color: Color, x: Double, y: Double) {
            guard let label = text.label(string, pixelSize: pixelSize, bold: false, color: color) else { return }
            let shown = Int32(max(0, min(label.width, margin + width - padding - x.rounded())))
            var source = SDL_Rect(x: 0, y: 0, w: shown, h: Int32(label.height))
            var rect = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: shown, h: Int32(label.height))
            SDL_RenderCopy(renderer, label.texture, &source, &rect)
        }
        func advance(_ string: String) -> Double { text.width(of: string, pixelSize: pixelSize, bold: false) }

        if let error = content.reloadError {
            livePanel(x: margin, y: margin, width: width, height: 2 * lineHeight + 2 * padding, color: (150, 30, 30, 230))
            line(error.description, Self.liveWhite, x: margin + padding, y: margin + padding)
            line("the last good scene stays; save the file again to reload", Self.livePaleRed,
                 x: margin + padding, y: margin + padding + lineHeight)
        }
        // Above the HUD's line at the bottom.
        var bottom = (windowSize.height - 50) * scale
        let bar = content.bar
        if bar.isOpen {
            // The line; under it, a caret at the error's column; then the error (or a hint).
            let caretColumn = bar.error?.column
            let height = Double(caretColumn == nil ? 2 : 3) * lineHeight + 2 * padding
            let top = bottom - height
            livePanel(x: margin, y: top, width: width, height: height, color: (20, 22, 34, 235))
            let prompt = "\(bar.target?.name ?? "?") ▸ "
            let x = margin + padding
            var y = top + padding
            line(prompt, Self.liveBlue, x: x, y: y)
            let textX = x + advance(prompt)
            line(bar.text, Self.liveWhite, x: textX, y: y)
            let cursorX = textX + advance(String(bar.line.characters.prefix(bar.line.cursor)))
            livePanel(x: cursorX, y: y, width: max(1, 2 * scale), height: lineHeight, color: (255, 255, 255, 255))
            y += lineHeight
            if let caretColumn {
                let before = String(String.UnicodeScalarView(bar.text.unicodeScalars.prefix(max(0, caretColumn - 1))))
                line("^", Self.livePaleRed, x: textX + advance(before), y: y)
                y += lineHeight
            }
            if let error = bar.error {
                line(caretColumn.map { "column \($0): \(error.problem)" } ?? error.problem, Self.livePaleRed, x: textX, y: y)
            } else {
                line("Return applies · Esc closes · Ctrl+U clears", Self.liveGrey, x: textX, y: y)
            }
            bottom = top - padding
        }
        if let notice = content.notice {
            let height = lineHeight + 2 * padding
            livePanel(x: margin, y: bottom - height, width: min(width, advance(notice) + 2 * padding), height: height,
                      color: (20, 22, 34, 215))
            line(notice, Self.liveWhite, x: margin + padding, y: bottom - height + padding)
        }
    }

    private func livePanel(x: Double, y: Double, width: Double, height: Double, color: (UInt8, UInt8, UInt8, UInt8)) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.0, color.1, color.2, color.3)
        var rect = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderFillRectF(renderer, &rect)
    }
}
