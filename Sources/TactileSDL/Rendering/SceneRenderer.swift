import CSDL2
import TactileGestures
import TactileECS
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Draws a simulation: its entities in drawing order with fill, border, shadow and opacity,
/// anti-aliased, interpolated between the last two ticks; then touch points and overlays.
@MainActor
final class SceneRenderer {
    let renderer: OpaquePointer
    private var geometry = GeometryBuilder()
    private let text: TextCache
    private var outline: [Point] = []
    private var pixels: [Point] = []
    private var scratchA: [Point] = []
    private var scratchB: [Point] = []

    static let background = Color(red: 0.95, green: 0.95, blue: 0.97)

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        text = TextCache(renderer: renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    func close() { text.close() }

    /// What to draw beside the scene.
    struct Extras {
        var pointers: [Point] = []
        /// Extra pointers that are emulated (ctrl+drag's mirrored finger), drawn hollow.
        var virtualPointers: [Point] = []
        var hud: [String] = []
    }

    /// Draws a frame; `alpha` (0…1) interpolates between the previous and the current tick.
    func draw(_ simulation: Simulation, alpha: Double, pixelScale: Double, extras: Extras) {
        let bg = Self.background
        SDL_SetRenderDrawColor(renderer, GeometryBuilder.byte(bg.red), GeometryBuilder.byte(bg.green), GeometryBuilder.byte(bg.blue), 255)
        SDL_RenderClear(renderer)

        let toWindow = simulation.camera.sceneToWindow(windowSize: simulation.windowSize)
            .concatenating(AffineTransform(scale: pixelScale))
        for entity in simulation.entitiesInDrawingOrder {
            guard let shape = simulation.shapes[entity], let presentation = simulation.presentations[entity],
                  let placed = simulation.transforms[entity], entity != simulation.backgroundEntity else { continue }
            let world = Self.interpolate(placed.previous, placed.current, alpha)
            let transform = world.concatenating(toWindow)
            let pixelsPerPoint = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            draw(shape.kind, appearance: presentation.appearance, transform: transform,
                 pixelsPerPoint: pixelsPerPoint.isFinite ? pixelsPerPoint : pixelScale,
                 focused: simulation.focused == entity)
        }
        geometry.flush(to: renderer)

        for point in extras.pointers { touchPoint(point, pixelScale: pixelScale, hollow: false) }
        for point in extras.virtualPointers { touchPoint(point, pixelScale: pixelScale, hollow: true) }
        geometry.flush(to: renderer)

        if !extras.hud.isEmpty {
            panel(extras.hud, at: Point(x: 12, y: simulation.windowSize.height - 42), pixelScale: pixelScale, size: 13)
        }
        if simulation.showsDebugger { debugger(simulation, pixelScale: pixelScale) }
        if simulation.showsHelp { panel(Self.help, at: Point(x: simulation.windowSize.width / 2 - 230, y: 140),
                                        pixelScale: pixelScale, size: 16) }
    }

    static func interpolate(_ a: AffineTransform, _ b: AffineTransform, _ t: Double) -> AffineTransform {
        guard t < 1 else { return b }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return AffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                               tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
    }

    private func mapped(_ points: [Point], _ transform: AffineTransform, into result: inout [Point]) {
        result.removeAll(keepingCapacity: true)
        for p in points { result.append(transform.apply(to: p)) }
    }

    private func draw(_ kind: ShapeKind, appearance: Appearance, transform: AffineTransform,
                      pixelsPerPoint: Double, focused: Bool) {
        let opacity = appearance.opacity
        guard opacity > 0.001 else { return }
        Outline.points(of: kind, pixelsPerPoint: pixelsPerPoint, into: &outline)
        mapped(outline, transform, into: &pixels)
        if appearance.shadowRadius > 0.5 {
            geometry.shadow(pixels, radius: appearance.shadowRadius * pixelsPerPoint, alpha: opacity)
        }
        switch kind {
        case .text(let string, let size, let bold):
            geometry.flush(to: renderer)
            label(string, size: size, bold: bold, color: appearance.fill, transform: transform, opacity: opacity, pixelsPerPoint: pixelsPerPoint)
        case .photo(let w, let h):
            photo(width: w, height: h, transform: transform, opacity: opacity, pixelsPerPoint: pixelsPerPoint)
        case .arrow(let r):
            arrow(radius: r, color: appearance.fill, transform: transform, opacity: opacity)
        case .polyline(let points, let width):
            mapped(points, transform, into: &scratchA)
            geometry.polyline(scratchA, width: width * pixelsPerPoint, color: appearance.fill, alpha: opacity)
        default:
            geometry.fill(pixels, color: appearance.fill, alpha: opacity)
        }
        if let border = appearance.border {
            geometry.stroke(pixels, width: border.width * pixelsPerPoint, color: border.color, alpha: opacity)
        }
        if focused {
            Outline.points(of: kind, pixelsPerPoint: pixelsPerPoint, into: &outline)
            mapped(outline, transform, into: &pixels)
            geometry.stroke(pixels, width: 3, color: Color(red: 0.1, green: 0.45, blue: 1), alpha: 1)
        }
    }

    private func label(_ string: String, size: Double, bold: Bool, color: Color, transform: AffineTransform,
                       opacity: Double, pixelsPerPoint: Double) {
        guard let label = text.label(string, pixelSize: Int((size * pixelsPerPoint).rounded().clamped(to: 1...400)), bold: bold, color: color) else { return }
        // The texture is drawn at its pixel size, centred, turned with the entity.
        let (hw, hh) = (label.width / 2 / pixelsPerPoint, label.height / 2 / pixelsPerPoint)
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: hw, y: hh), Point(x: -hw, y: hh)]
            .map(transform.apply(to:))
        let (vertices, indices) = geometry.texturedQuad(corners, alpha: opacity)
        SDL_RenderGeometry(renderer, label.texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// A landscape: sky, sun, two mountains and a meadow.
    private func photo(width w: Double, height h: Double, transform: AffineTransform, opacity: Double, pixelsPerPoint: Double) {
        func part(_ points: [Point], _ color: Color) {
            mapped(points, transform, into: &pixels)
            geometry.fill(pixels, color: color, alpha: opacity)
        }
        let (l, r, t, b) = (-w / 2, w / 2, -h / 2, h / 2)
        part([Point(x: l, y: t), Point(x: r, y: t), Point(x: r, y: b), Point(x: l, y: b)], Color(red: 0.53, green: 0.78, blue: 0.98))
        outline.removeAll(keepingCapacity: true)
        Outline.ellipse(rx: h * 0.12, ry: h * 0.12, pixelsPerPoint: pixelsPerPoint, into: &outline)
        part(outline.map { Point(x: $0.x + w * 0.28, y: $0.y - h * 0.22) }, Color(red: 1, green: 0.85, blue: 0.3))
        part([Point(x: l, y: b), Point(x: l + w * 0.3, y: t + h * 0.3), Point(x: l + w * 0.62, y: b)], Color(red: 0.35, green: 0.42, blue: 0.55))
        part([Point(x: l + w * 0.35, y: b), Point(x: l + w * 0.68, y: t + h * 0.42), Point(x: r, y: b)], Color(red: 0.45, green: 0.5, blue: 0.62))
        part([Point(x: l, y: b - h * 0.18), Point(x: r, y: b - h * 0.24), Point(x: r, y: b), Point(x: l, y: b)], Color(red: 0.36, green: 0.7, blue: 0.35))
        mapped([Point(x: l, y: t), Point(x: r, y: t), Point(x: r, y: b), Point(x: l, y: b)], transform, into: &pixels)
        geometry.stroke(pixels, width: max(2, 6 * pixelsPerPoint / 3), color: .white, alpha: opacity)
    }

    /// Two arcs chasing each other, with arrowheads: the rotation symbol.
    private func arrow(radius r: Double, color: Color, transform: AffineTransform, opacity: Double) {
        let thickness = r * 0.2
        for start in [Double.pi * 0.15, Double.pi * 1.15] {
            let end = start + Double.pi * 0.7
            scratchA.removeAll(keepingCapacity: true)
            scratchB.removeAll(keepingCapacity: true)
            for i in 0...24 {
                let a = start + (end - start) * Double(i) / 24
                scratchA.append(transform.apply(to: Point(x: (r - thickness) * cos(a), y: (r - thickness) * sin(a))))
                scratchB.append(transform.apply(to: Point(x: r * cos(a), y: r * sin(a))))
            }
            geometry.strip(scratchA, scratchB, color: color, alpha: opacity)
            let tip = Point(x: (r - thickness / 2) * cos(end + 0.35), y: (r - thickness / 2) * sin(end + 0.35))
            let outer = Point(x: (r + thickness * 0.7) * cos(end), y: (r + thickness * 0.7) * sin(end))
            let inner = Point(x: (r - thickness * 1.7) * cos(end), y: (r - thickness * 1.7) * sin(end))
            mapped([outer, tip, inner], transform, into: &pixels)
            geometry.fill(pixels, color: color, alpha: opacity)
        }
    }

    private func touchPoint(_ point: Point, pixelScale: Double, hollow: Bool) {
        outline.removeAll(keepingCapacity: true)
        Outline.ellipse(rx: 22, ry: 22, pixelsPerPoint: pixelScale, into: &outline)
        mapped(outline.map { Point(x: $0.x + point.x, y: $0.y + point.y) }, AffineTransform(scale: pixelScale), into: &pixels)
        let tint = Color(red: 0.2, green: 0.45, blue: 1)
        if !hollow { geometry.fill(pixels, color: tint, alpha: 0.25) }
        geometry.stroke(pixels, width: 2 * pixelScale, color: tint, alpha: 0.8)
    }

    /// Lines of text on a translucent panel.
    private func panel(_ lines: [String], at origin: Point, pixelScale: Double, size: Double) {
        let labels = lines.map { text.label($0, pixelSize: Int(size * pixelScale), bold: false, color: .white) }
        let width = (labels.compactMap { $0?.width }.max() ?? 0) + 20 * pixelScale
        let lineHeight = size * 1.45 * pixelScale
        let height = Double(lines.count) * lineHeight + 16 * pixelScale
        let (x, y) = (origin.x * pixelScale, origin.y * pixelScale)
        geometry.fill([Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height)],
                      color: Color(red: 0.08, green: 0.08, blue: 0.12, alpha: 0.78))
        geometry.flush(to: renderer)
        for (i, label) in labels.enumerated() {
            guard let label else { continue }
            var rect = SDL_Rect(x: Int32(x + 10 * pixelScale), y: Int32(y + 8 * pixelScale + Double(i) * lineHeight),
                                w: Int32(label.width), h: Int32(label.height))
            SDL_RenderCopy(renderer, label.texture, nil, &rect)
        }
    }

    private func debugger(_ simulation: Simulation, pixelScale: Double) {
        var lines = ["Gesture debugger (D)"]
        let trees = simulation.activeGestureTrees
        if trees.isEmpty { lines.append("no active gestures") }
        for tree in trees {
            lines.append("▸ " + tree.entities.joined(separator: " ← "))
            for node in tree.nodes {
                let indent = String(repeating: "   ", count: node.depth + 1)
                lines.append("\(indent)\(node.name)  [\(node.phase)]  \(node.value)")
            }
        }
        panel(lines, at: Point(x: simulation.windowSize.width - 470, y: 12), pixelScale: pixelScale, size: 12)
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
