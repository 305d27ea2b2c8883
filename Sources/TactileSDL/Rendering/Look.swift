import TactileGestures
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Which part of a shape an atlas entry holds. Colour is not part of it: entries are white
/// (a photo excepted) and each quad is tinted with its vertices' colour.
enum LookLayer: Hashable {
    case fill
    /// A stroke centred on the outline, `width` points wide.
    case border(width: Double)
    /// The outline's soft shadow, fading out over `radius` points (whole halves of a point).
    case shadow(radius: Double)
    /// The keyboard focus ring, 3 pixels wide.
    case focus

    /// 0…3, one per case.
    var memoSlot: Int {
        switch self {
        case .fill: 0
        case .border: 1
        case .shadow: 2
        case .focus: 3
        }
    }

    static let shadowAlpha = 0.35
    static let focusWidth = 3.0
    static let focusColor = Color(red: 0.1, green: 0.45, blue: 1)
}

/// How an entry's pixels map to the screen.
enum LookScale: Hashable {
    /// Drawn at 2^(step/8) pixels per point, upright; the quad turns and scales it (bilinear).
    case bucket(Int)
    /// A text label's font size in pixels; drawn 1:1 on screen.
    case textPixels(Int)
    /// Baked for one on-screen placement: the linear map in 1/4096ths and the sub-pixel phase
    /// in 1/16ths; drawn upright at a whole pixel, unscaled. For renderers that sample nearest
    /// (SDL's software renderer), where a turned or shifted texture would lose its edges.
    case exact(a: Int32, b: Int32, c: Int32, d: Int32, phaseX: UInt8, phaseY: UInt8)

    static let stepsPerOctave = 8.0

    /// The smallest bucket whose scale is at least `pixelsPerPoint` (within a hair).
    static func bucket(for pixelsPerPoint: Double) -> Int {
        Int((log2(pixelsPerPoint) * stepsPerOctave - 1e-6).rounded(.up).clamped(to: -80...80))
    }

    static func scale(ofBucket step: Int) -> Double { exp2(Double(step) / stepsPerOctave) }
}

/// An atlas entry's identity: the same key always gives the same pixels.
struct LookKey: Hashable {
    var kind: ShapeKind
    var layer: LookLayer
    var scale: LookScale
}

/// Where a look's pixels sit: image pixel (i, j) covers the local points whose image
/// coordinates `linear · p + origin` fall in [i, i + 1) × [j, j + 1).
struct Placement {
    /// Local points → image pixels (no translation).
    var linear: AffineTransform
    var originX: Double
    var originY: Double
    var width: Int
    var height: Int

    /// Image pixels per local point (the linear map is a similarity).
    var scale: Double { abs(linear.a * linear.d - linear.b * linear.c).squareRoot() }

    /// A placement big enough for a box of `halfSize` local points plus `margin` pixels around
    /// it, with local (0, 0) at `phase` past a whole pixel.
    init(linear: AffineTransform, halfSize: Vector, margin: Double, phaseX: Double = 0, phaseY: Double = 0) {
        self.linear = linear
        let extentX = abs(linear.a) * halfSize.width + abs(linear.c) * halfSize.height + margin
        let extentY = abs(linear.b) * halfSize.width + abs(linear.d) * halfSize.height + margin
        let left = extentX.rounded(.up), top = extentY.rounded(.up)
        originX = left + phaseX
        originY = top + phaseY
        width = max(1, Int((originX + extentX).rounded(.up)))
        height = max(1, Int((originY + extentY).rounded(.up)))
    }

    /// The local point at the centre of image pixel (i, j).
    func localPoint(_ i: Int, _ j: Int, inverse: AffineTransform) -> Point {
        inverse.apply(to: Point(x: Double(i) + 0.5 - originX, y: Double(j) + 0.5 - originY))
    }
}

extension LookKey {
    /// The local half size the entry must hold beyond its pixel margin, and the margin in image
    /// pixels at `scale`.
    func extent(atScale scale: Double) -> (halfSize: Vector, margin: Double) {
        let half: Vector
        switch kind {
        case .arrow(let r): half = Vector(width: r * 1.15, height: r * 1.15)
        default: half = kind.halfSize
        }
        // Two pixels beyond the edge: half a pixel of anti-aliasing, one for bilinear sampling.
        let pad = 2.0
        switch layer {
        case .fill:
            if case .photo = kind { return (half, pad + Self.photoStrokeWidth(atScale: scale) / 2) }
            return (half, pad)
        case .border(let width): return (half + Vector(width: width / 2, height: width / 2), pad)
        case .shadow(let radius): return (half + Vector(width: radius, height: radius), pad)
        case .focus: return (half, pad + LookLayer.focusWidth / 2)
        }
    }

    /// A photo's white frame, in pixels, as the photo looked before the atlas.
    static func photoStrokeWidth(atScale scale: Double) -> Double { max(2, 2 * scale) }
}
