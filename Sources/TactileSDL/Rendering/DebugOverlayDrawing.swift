import CSDL2
import TactileGestures
import TactileRuntime

/// Draws the gesture debugger (D): hit-path frames, pointer trails and velocity arrows over the
/// scene, and the recognizer trees in a panel at the top right, each node's phase a swatch in
/// the timeline picture's colours with its name, phase and value beside it.
///
/// ```swift
/// drawDebugOverlay(list)   // after the shapes and touch points, before the HUD
/// ```
///
/// Cost: one geometry call for the lines, one texture copy per label and line of the panel.
extension SceneRenderer {
    func drawDebugOverlay(_ list: RenderList) {
        guard let overlay = list.debugger else { return }
        let scale = list.pixelScale
        var shapes = OverlayGeometry()
        for frame in overlay.frames {
            let inner = frame.depth == 0
            shapes.outline(frame.corners, width: (inner ? 3 : 2) * scale, colour: DebugOverlay.frameColour.opacity(inner ? 1 : 0.55))
        }
        for trail in overlay.trails {
            shapes.strip(trail.points, widths: trail.ages.map { Self.trailWidth(age: $0) * scale },
                         colours: trail.ages.map { DebugOverlay.trailColour.opacity(Self.trailOpacity(age: $0)) })
            guard let here = trail.points.last else { continue }
            shapes.disc(at: here, radius: 5 * scale, colour: DebugOverlay.trailColour)
            let tip = trail.arrowTip(scale: scale)
            if here.distance(to: tip) >= 4 * scale {
                shapes.arrow(from: here, to: tip, width: 3 * scale, head: 12 * scale, colour: DebugOverlay.arrowColour)
            }
        }
        shapes.draw(renderer: renderer)

        for frame in overlay.frames {
            guard let topLeft = frame.corners.min(by: { ($0.y, $0.x) < ($1.y, $1.x) }) else { continue }
            tag(frame.name, at: Point(x: topLeft.x, y: topLeft.y - 18 * scale), colour: DebugOverlay.frameColour, scale: scale)
        }
        for trail in overlay.trails {
            guard let here = trail.points.last else { continue }
            let tip = trail.arrowTip(scale: scale)
            // Rounded to 10 pt/s: a label texture is made per distinct text.
            let speed = Int((trail.velocity.length / 10).rounded()) * 10
            tag("P\(trail.pointer) · \(speed) pt/s", at: Point(x: max(here.x, tip.x) + 10 * scale, y: max(here.y, tip.y) + 6 * scale),
                colour: DebugOverlay.trailColour, scale: scale)
        }
        drawTrees(overlay.trees, list)
    }

    /// A trail is full width and opaque for its last tenth of a second, then thins and fades.
    static func trailWidth(age: Double) -> Double { 5 - 3 * fade(age) }
    static func trailOpacity(age: Double) -> Double { 1 - 0.85 * fade(age) }
    private static func fade(_ age: Double) -> Double {
        ((age - 0.1) / (PointerTrails.duration - 0.1)).clamped(to: 0...1)
    }

    /// A small label on a pale backdrop, its top left at `origin` (output pixels).
    private func tag(_ string: String, at origin: Point, colour: Color, scale: Double) {
        guard let label = text.label(string, pixelSize: Int(12 * scale), bold: true, color: colour) else { return }
        let pad = 3 * scale
        fill(x: origin.x - pad, y: origin.y - pad / 2, width: label.width + 2 * pad, height: label.height + pad,
             colour: Color.white.opacity(0.8))
        copy(label, x: origin.x, y: origin.y)
    }

    /// The panel of recognizer trees: a title per interaction, a line per node, a legend.
    private func drawTrees(_ trees: [DebugOverlay.Tree], _ list: RenderList) {
        let scale = list.pixelScale
        let size = 12 * scale, lineHeight = 12 * 1.45 * scale, swatch = 10 * scale, indentStep = 14 * scale
        // (indent, phase swatch, text) per line.
        var lines: [(indent: Double, phase: GesturePhase?, text: String)] = [(0, nil, "Gesture debugger (D)")]
        if trees.isEmpty { lines.append((0, nil, "no active gestures")) }
        for tree in trees {
            lines.append((0, nil, Self.clipped("▸ " + tree.title, to: Self.lineLength)))
            for node in tree.nodes {
                lines.append((Double(node.depth + 1) * indentStep, node.phase,
                              Self.clipped("\(node.name)  \(node.phase)  \(node.value)", to: Self.lineLength)))
            }
        }
        let labels = lines.map { text.label($0.text, pixelSize: Int(size), bold: false, color: .white) }
        let legend = GesturePhase.allInOrder.map { (phase: $0, label: text.label("\($0)", pixelSize: Int(size), bold: false, color: .white)) }
        let legendWidth = legend.reduce(0) { $0 + swatch + 4 * scale + ($1.label?.width ?? 0) + 12 * scale }
        var width = legendWidth
        for (line, label) in zip(lines, labels) {
            width = max(width, line.indent + (line.phase == nil ? 0 : swatch + 6 * scale) + (label?.width ?? 0))
        }
        width += 20 * scale
        let height = Double(lines.count + 1) * lineHeight + 16 * scale
        let x = max(list.windowSize.width * scale - width - 12 * scale, 0), y = 12 * scale
        fill(x: x, y: y, width: width, height: height, colour: Color(red: 20 / 255, green: 20 / 255, blue: 31 / 255, alpha: 199 / 255))
        let left = x + 10 * scale
        for (i, (line, label)) in zip(lines, labels).enumerated() {
            let top = y + 8 * scale + Double(i) * lineHeight
            var textX = left + line.indent
            if let phase = line.phase {
                fill(x: textX, y: top + (lineHeight - swatch) / 2, width: swatch, height: swatch, colour: DebugOverlay.colour(of: phase))
                textX += swatch + 6 * scale
            }
            if let label { copy(label, x: textX, y: top) }
        }
        var legendX = left
        let legendTop = y + 8 * scale + Double(lines.count) * lineHeight
        for item in legend {
            fill(x: legendX, y: legendTop + (lineHeight - swatch) / 2, width: swatch, height: swatch, colour: DebugOverlay.colour(of: item.phase))
            legendX += swatch + 4 * scale
            if let label = item.label { copy(label, x: legendX, y: legendTop) }
            legendX += (item.label?.width ?? 0) + 12 * scale
        }
    }

    /// The panel's lines stop here (a magnify's value runs to a few hundred characters).
    static let lineLength = 64

    static func clipped(_ string: String, to length: Int) -> String {
        string.count <= length ? string : string.prefix(length - 1) + "…"
    }

    private func fill(x: Double, y: Double, width: Double, height: Double, colour: Color) {
        SDL_SetRenderDrawColor(renderer, Self.byte(colour.red), Self.byte(colour.green), Self.byte(colour.blue), Self.byte(colour.alpha))
        var rect = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderFillRectF(renderer, &rect)
    }

    private func copy(_ label: TextCache.Label, x: Double, y: Double) {
        guard abs(x) < 1e6, abs(y) < 1e6 else { return }  // NaN fails too
        var rect = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: Int32(label.width), h: Int32(label.height))
        SDL_RenderCopy(renderer, label.texture, nil, &rect)
    }
}

extension GesturePhase {
    /// The phases in the order a gesture goes through them (the legend's).
    static let allInOrder: [GesturePhase] = [.possible, .active, .ended, .failed]
}
