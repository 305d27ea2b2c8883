import CSDL2
import TactileGestures
import TactileRuntime

/// What is drawn over the scene: touch points, the HUD, help and the gesture debugger.
extension SceneRenderer {
    static let touchTint = Color(red: 0.2, green: 0.45, blue: 1)
    static let touchRadius = 22.0

    /// A translucent disc with a ring under each finger; emulated fingers get the ring alone.
    func drawPointers(_ list: RenderList) {
        guard !list.pointers.isEmpty || !list.emulatedPointers.isEmpty else { return }
        let disc = ShapeKind.circle(radius: Self.touchRadius)
        let ring = LookLayer.border(width: 2 / list.pixelScale)
        batch.removeAll()
        for (points, hollow) in [(list.pointers, false), (list.emulatedPointers, true)] {
            for point in points {
                let t = AffineTransform(translationX: point.x, y: point.y).concatenating(AffineTransform(scale: list.pixelScale))
                if !hollow, case .entry(let fill) = atlas.resolve(disc, .fill, transform: t) {
                    addOverlayQuad(fill, t, tint: Self.touchTint.opacity(0.25))
                }
                if case .entry(let border) = atlas.resolve(disc, ring, transform: t) {
                    addOverlayQuad(border, t, tint: Self.touchTint.opacity(0.8))
                }
            }
        }
        batch.draw(renderer: renderer, texture: atlas.texture)
    }

    /// An entry drawn through `t`, uncut (overlays hide nothing and are few).
    private func addOverlayQuad(_ index: Int32, _ t: AffineTransform, tint: Color) {
        let entry = atlas.entries[Int(index)]
        let p = entry.placement
        let color = SDL_Color(r: Self.byte(tint.red), g: Self.byte(tint.green), b: Self.byte(tint.blue), a: Self.byte(tint.alpha))
        let texture = SpriteBatch.TextureRect(u0: entry.u0, v0: entry.v0, u1: entry.u1, v1: entry.v1)
        if entry.isExact {
            let left = t.tx.rounded(.down) - p.originX.rounded(.down), top = t.ty.rounded(.down) - p.originY.rounded(.down)
            batch.addRect(x0: left, y0: top, x1: left + Double(p.width), y1: top + Double(p.height), texture: texture, color: color)
            return
        }
        let scale = p.scale
        func corner(_ i: Double, _ j: Double) -> Point {
            t.apply(to: Point(x: (i - p.originX) / scale, y: (j - p.originY) / scale))
        }
        let (w, h) = (Double(p.width), Double(p.height))
        batch.addQuad(corner(0, 0), corner(w, 0), corner(w, h), corner(0, h), texture: texture, color: color)
    }

    func drawPanels(_ list: RenderList, hud: [String]) {
        let scale = list.pixelScale
        if !hud.isEmpty { panel(hud, at: Point(x: 12, y: list.windowSize.height - 42), pixelScale: scale, size: 13) }
        if list.showsHelp { panel(Self.help, at: Point(x: list.windowSize.width / 2 - 230, y: 140), pixelScale: scale, size: 16) }
    }

    /// Lines of text on a translucent panel.
    private func panel(_ lines: [String], at origin: Point, pixelScale: Double, size: Double) {
        let labels = lines.map { text.label($0, pixelSize: Int(size * pixelScale), bold: false, color: .white) }
        let width = (labels.compactMap { $0?.width }.max() ?? 0) + 20 * pixelScale
        let lineHeight = size * 1.45 * pixelScale
        let height = Double(lines.count) * lineHeight + 16 * pixelScale
        let (x, y) = (origin.x * pixelScale, origin.y * pixelScale)
        SDL_SetRenderDrawColor(renderer, 20, 20, 31, 199)
        var backdrop = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderFillRectF(renderer, &backdrop)
        for (i, label) in labels.enumerated() {
            guard let label else { continue }
            var rect = SDL_Rect(x: Int32(x + 10 * pixelScale), y: Int32(y + 8 * pixelScale + Double(i) * lineHeight),
                                w: Int32(label.width), h: Int32(label.height))
            SDL_RenderCopy(renderer, label.texture, nil, &rect)
        }
    }

    static let help = [
        "Tactile — help (F1 closes)",
        "Touch: drag, pinch, twist, fling; long-press lifts; double-tap resets",
        "Mouse: left-drag moves · wheel zooms · shift+wheel or right-drag rotates",
        "       ctrl+left-drag pinches and twists about the press point",
        "Keys: Tab / Shift+Tab focus · arrows move (Shift: 1 pt) · + / − zoom",
        "      [ / ] rotate 15° · Return activates · Up/Down adjust values",
        "      1…9 run the focused shape's named accessibility actions",
        "      D gesture debugger · R reset the scene · Esc quit",
    ]
}
