import TactileGestures
import TactileRuntime

/// Paints a look into ARGB8888 pixels on the CPU, anti-aliased from the shape's signed
/// distance: white with the coverage as alpha (tinted when drawn), or a photo in its colours.
///
/// ```swift
/// let key = LookKey(kind: .circle(radius: 50), layer: .fill, scale: .bucket(0))
/// let placement = Placement(linear: .identity, halfSize: Vector(width: 50, height: 50), margin: 2)
/// let pixels = LookRasterizer.paint(key, placement: placement)   // 104 × 104 pixels
/// ```
///
/// Cost: one distance per 8 × 8 block away from edges, one per pixel near them; a look is
/// painted once and then drawn from the atlas until it changes.
enum LookRasterizer {
    /// Coverage (0…1) as a function of the signed distance in pixels.
    enum Profile {
        case fill
        case stroke(width: Double)
        case shadow(radius: Double)

        func coverage(_ d: Double) -> Double {
            switch self {
            case .fill:
                return (0.5 - d).clamped(to: 0...1)
            case .stroke(let width):
                return min(width, width / 2 + 0.5 - abs(d)).clamped(to: 0...1)
            case .shadow(let radius):
                guard d > 0 else { return LookLayer.shadowAlpha }
                return LookLayer.shadowAlpha * max(0, 1 - d / max(radius, 1e-9))
            }
        }

        /// The coverage of every point within `reach` pixels of one at distance `d`, when it is
        /// the same for all of them (the distance is 1-Lipschitz), else nil.
        func uniformCoverage(at d: Double, reach: Double) -> Double? {
            switch self {
            case .fill:
                if d - reach >= 0.5 { return 0 }
                if d + reach <= -0.5 { return 1 }
            case .stroke(let width):
                if abs(d) - reach >= width / 2 + 0.5 { return 0 }
                if width >= 1, abs(d) + reach <= width / 2 - 0.5 { return 1 }
            case .shadow(let radius):
                if d + reach <= 0 { return LookLayer.shadowAlpha }
                if d - reach >= radius { return 0 }
            }
            return nil
        }
    }

    static let transparentWhite: UInt32 = 0x00FF_FFFF
    static let block = 8

    /// The pixels of `key` (any look but a text's fill) in `placement`, row by row.
    static func paint(_ key: LookKey, placement: Placement) -> [UInt32] {
        let scale = placement.scale
        switch (key.layer, key.kind) {
        case (.fill, .photo(let w, let h)):
            return photo(width: w, height: h, placement: placement)
        case (.fill, .arrow(let r)):
            return mask(ShapeField.arrow(radius: r), .fill, placement: placement)
        case (.fill, _):
            return mask(ShapeField(outlineOf: key.kind), .fill, placement: placement)
        case (.border(let width), _):
            return mask(ShapeField(outlineOf: key.kind), .stroke(width: width * scale), placement: placement)
        case (.focus, _):
            return mask(ShapeField(outlineOf: key.kind), .stroke(width: LookLayer.focusWidth), placement: placement)
        case (.shadow(let radius), _):
            return mask(ShapeField(outlineOf: key.kind), .shadow(radius: radius * scale), placement: placement)
        }
    }

    static func white(coverage: Double) -> UInt32 {
        UInt32((coverage * 255).rounded()) << 24 | 0xFF_FFFF
    }

    /// White with `profile`'s coverage of `field` as alpha.
    static func mask(_ field: ShapeField, _ profile: Profile, placement: Placement) -> [UInt32] {
        let (width, height) = (placement.width, placement.height)
        var pixels = [UInt32](repeating: transparentWhite, count: width * height)
        let inverse = placement.linear.inverted ?? .identity
        let scale = placement.scale
        forEachBlock(width: width, height: height) { x0, x1, y0, y1 in
            let centre = inverse.apply(to: Point(x: Double(x0 + x1) / 2 - placement.originX,
                                                 y: Double(y0 + y1) / 2 - placement.originY))
            let reach = (Double((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0))).squareRoot() / 2
            if let uniform = profile.uniformCoverage(at: field.distance(at: centre) * scale, reach: reach) {
                guard uniform > 0 else { return }
                let value = white(coverage: uniform)
                for j in y0..<y1 { for i in x0..<x1 { pixels[j * width + i] = value } }
                return
            }
            for j in y0..<y1 {
                for i in x0..<x1 {
                    let d = field.distance(at: placement.localPoint(i, j, inverse: inverse)) * scale
                    pixels[j * width + i] = white(coverage: profile.coverage(d))
                }
            }
        }
        return pixels
    }

    /// Calls `body(x0, x1, y0, y1)` for each 8 × 8 block (smaller at the right and bottom).
    static func forEachBlock(width: Int, height: Int, _ body: (Int, Int, Int, Int) -> Void) {
        for y0 in stride(from: 0, to: height, by: block) {
            for x0 in stride(from: 0, to: width, by: block) {
                body(x0, min(x0 + block, width), y0, min(y0 + block, height))
            }
        }
    }

    /// A landscape: sky, sun, two mountains and a meadow in a white frame.
    static func photo(width w: Double, height h: Double, placement: Placement) -> [UInt32] {
        let (l, r, t, b) = (-w / 2, w / 2, -h / 2, h / 2)
        let frame = ShapeField(outlineOf: .rectangle(width: w, height: h))
        let layers: [(field: ShapeField, profile: Profile, color: Color)] = [
            (frame, .fill, Color(red: 0.53, green: 0.78, blue: 0.98)),
            (ShapeField(parts: [.disc(centre: Point(x: w * 0.28, y: -h * 0.22), radius: h * 0.12)]), .fill,
             Color(red: 1, green: 0.85, blue: 0.3)),
            (polygon([Point(x: l, y: b), Point(x: l + w * 0.3, y: t + h * 0.3), Point(x: l + w * 0.62, y: b)]), .fill,
             Color(red: 0.35, green: 0.42, blue: 0.55)),
            (polygon([Point(x: l + w * 0.35, y: b), Point(x: l + w * 0.68, y: t + h * 0.42), Point(x: r, y: b)]), .fill,
             Color(red: 0.45, green: 0.5, blue: 0.62)),
            (polygon([Point(x: l, y: b - h * 0.18), Point(x: r, y: b - h * 0.24), Point(x: r, y: b), Point(x: l, y: b)]),
             .fill, Color(red: 0.36, green: 0.7, blue: 0.35)),
            (frame, .stroke(width: LookKey.photoStrokeWidth(atScale: placement.scale)), .white),
        ]
        let (width, height) = (placement.width, placement.height)
        var pixels = [UInt32](repeating: transparentWhite, count: width * height)
        let inverse = placement.linear.inverted ?? .identity
        let scale = placement.scale
        let colors = layers.map(\.color)
        var coverages = [Double](repeating: 0, count: layers.count)
        forEachBlock(width: width, height: height) { x0, x1, y0, y1 in
            let centre = inverse.apply(to: Point(x: Double(x0 + x1) / 2 - placement.originX,
                                                 y: Double(y0 + y1) / 2 - placement.originY))
            let reach = (Double((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0))).squareRoot() / 2
            var uniform = true
            for (n, layer) in layers.enumerated() {
                guard let c = layer.profile.uniformCoverage(at: layer.field.distance(at: centre) * scale, reach: reach) else {
                    uniform = false
                    break
                }
                coverages[n] = c
            }
            if uniform {
                let value = composite(colors, coverages)
                for j in y0..<y1 { for i in x0..<x1 { pixels[j * width + i] = value } }
                return
            }
            for j in y0..<y1 {
                for i in x0..<x1 {
                    let p = placement.localPoint(i, j, inverse: inverse)
                    for (n, layer) in layers.enumerated() {
                        coverages[n] = layer.profile.coverage(layer.field.distance(at: p) * scale)
                    }
                    pixels[j * width + i] = composite(colors, coverages)
                }
            }
        }
        return pixels
    }

    private static func polygon(_ points: [Point]) -> ShapeField {
        ShapeField(parts: [.polygon(ShapeField.Polygon(points))])
    }

    /// Layers painted over each other, bottom first, as one straight-alpha pixel (white where
    /// nothing is, so that bilinear sampling at the edge does not darken).
    static func composite(_ colors: [Color], _ coverages: [Double]) -> UInt32 {
        var (red, green, blue, alpha) = (0.0, 0.0, 0.0, 0.0)
        for (color, coverage) in zip(colors, coverages) where coverage > 0 {
            let a = color.alpha * coverage
            red = color.red * a + red * (1 - a)
            green = color.green * a + green * (1 - a)
            blue = color.blue * a + blue * (1 - a)
            alpha = a + alpha * (1 - a)
        }
        guard alpha > 0 else { return transparentWhite }
        func byte(_ v: Double) -> UInt32 { UInt32((v.clamped(to: 0...1) * 255).rounded()) }
        return byte(alpha) << 24 | byte(red / alpha) << 16 | byte(green / alpha) << 8 | byte(blue / alpha)
    }
}
