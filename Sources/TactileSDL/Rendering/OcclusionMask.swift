import TactileGestures

/// Which output pixels are already hidden under solid shapes, for drawing front to back: a
/// shape's pixels under solid ones drawn later need not be drawn (a software rasteriser pays
/// for every pixel, hidden or not). One bit per pixel.
///
/// ```swift
/// var mask = OcclusionMask()
/// mask.reset(width: 1280, height: 800)
/// mask.cover(row: 10, from: 0, to: 100)
/// mask.visibleSpan(row: 10, from: 50, to: 200)   // (100, 200)
/// ```
///
/// Covering and asking are O(words in the span); the mask keeps its storage between frames.
struct OcclusionMask {
    private(set) var width = 0
    private(set) var height = 0
    private var wordsPerRow = 0
    private var bits: [UInt64] = []

    /// Clears the mask for an output of `width` × `height` pixels.
    mutating func reset(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        wordsPerRow = (self.width + 63) / 64
        let count = wordsPerRow * self.height
        if bits.count == count {
            for i in bits.indices { bits[i] = 0 }
        } else {
            bits = [UInt64](repeating: 0, count: count)
        }
    }

    /// The bits of word `w` that lie in `x0..<x1`.
    private static func bitsOfWord(_ w: Int, from x0: Int, to x1: Int) -> UInt64 {
        let low = max(x0 - w * 64, 0), high = min(x1 - w * 64, 64)
        guard high > low else { return 0 }
        let upper: UInt64 = high == 64 ? .max : (1 << UInt64(high)) - 1
        return upper & ~((1 << UInt64(low)) - 1)
    }

    /// Marks pixels `x0..<x1` of row `y` hidden (clipped to the output).
    mutating func cover(row y: Int, from x0: Int, to x1: Int) {
        let (a, b) = (max(x0, 0), min(x1, width))
        guard y >= 0, y < height, a < b else { return }
        let base = y * wordsPerRow
        for w in (a / 64)...((b - 1) / 64) { bits[base + w] |= Self.bitsOfWord(w, from: a, to: b) }
    }

    /// Marks the pixels wholly inside an upright rectangle (output pixels) hidden.
    mutating func cover(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let (left, right) = (Int(x0.rounded(.up).clamped(to: -1...1e6)), Int(x1.rounded(.down).clamped(to: -1...1e6)))
        let (top, bottom) = (max(Int(y0.rounded(.up).clamped(to: -1...1e6)), 0), min(Int(y1.rounded(.down).clamped(to: -1...1e6)), height))
        guard top < bottom else { return }
        for y in top..<bottom { cover(row: y, from: left, to: right) }
    }

    /// Marks the pixels wholly inside a convex quad (corners in order, output pixels) hidden.
    mutating func cover(quad p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let minY = min(p0.y, p1.y, p2.y, p3.y), maxY = max(p0.y, p1.y, p2.y, p3.y)
        guard minY.isFinite, maxY.isFinite else { return }
        let first = max(Int(minY.rounded(.up).clamped(to: -1...1e6)), 0)
        let last = min(Int(maxY.rounded(.down).clamped(to: -1...1e6)), height)
        guard first < last else { return }
        // A pixel row lies inside where both its top and bottom lines do (the quad is convex).
        var above = Self.span(of: (p0, p1, p2, p3), at: Double(first))
        for y in first..<last {
            let below = Self.span(of: (p0, p1, p2, p3), at: Double(y + 1))
            if let a = above, let b = below {
                let left = max(a.0, b.0), right = min(a.1, b.1)
                if right > left {
                    cover(row: y, from: Int(left.rounded(.up).clamped(to: -1...1e6)), to: Int(right.rounded(.down).clamped(to: -1...1e6)))
                }
            }
            above = below
        }
    }

    /// Where the horizontal line at `y` crosses a convex quad: its leftmost and rightmost x.
    private static func span(of quad: (Point, Point, Point, Point), at y: Double) -> (Double, Double)? {
        var left = Double.infinity, right = -Double.infinity
        func edge(_ a: Point, _ b: Point) {
            guard min(a.y, b.y) <= y, y <= max(a.y, b.y) else { return }
            let x = a.y == b.y ? a.x : a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
            left = min(left, a.y == b.y ? min(a.x, b.x) : x)
            right = max(right, a.y == b.y ? max(a.x, b.x) : x)
        }
        edge(quad.0, quad.1)
        edge(quad.1, quad.2)
        edge(quad.2, quad.3)
        edge(quad.3, quad.0)
        return left <= right ? (left, right) : nil
    }

    /// The first visible pixel of row `y` in `x0..<x1` and one past the last (hidden ones
    /// between them included), or nil when all are hidden or off the output.
    func visibleSpan(row y: Int, from x0: Int, to x1: Int) -> (Int, Int)? {
        let (a, b) = (max(x0, 0), min(x1, width))
        guard y >= 0, y < height, a < b else { return nil }
        let base = y * wordsPerRow
        let (firstWord, lastWord) = (a / 64, (b - 1) / 64)
        var first: Int?
        for w in firstWord...lastWord {
            let open = ~bits[base + w] & Self.bitsOfWord(w, from: a, to: b)
            if open != 0 {
                first = w * 64 + open.trailingZeroBitCount
                break
            }
        }
        guard let first else { return nil }
        for w in stride(from: lastWord, through: first / 64, by: -1) {
            let open = ~bits[base + w] & Self.bitsOfWord(w, from: a, to: b)
            if open != 0 { return (first, w * 64 + 64 - open.leadingZeroBitCount) }
        }
        return nil
    }

    /// Whether every pixel of row `y` in `x0..<x1` is hidden (pixels off the output count as
    /// hidden).
    func isHidden(row y: Int, from x0: Int, to x1: Int) -> Bool {
        visibleSpan(row: y, from: x0, to: x1) == nil
    }
}
