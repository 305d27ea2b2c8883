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

    /// The words of a row that columns `a..<b` (within the output, not empty) touch, and the
    /// bits of the first and last of them that lie in it.
    private static func words(from a: Int, to b: Int) -> (first: Int, last: Int, firstBits: UInt64, lastBits: UInt64) {
        let (first, last) = (a >> 6, (b - 1) >> 6)
        let firstBits = UInt64.max << UInt64(a & 63), lastBits = UInt64.max >> UInt64(63 - ((b - 1) & 63))
        return first == last ? (first, last, firstBits & lastBits, firstBits & lastBits) : (first, last, firstBits, lastBits)
    }

    /// Marks pixels `x0..<x1` of rows `y0..<y1` hidden (clipped to the output).
    mutating func cover(rows y0: Int, _ y1: Int, from x0: Int, to x1: Int) {
        let (a, b) = (max(x0, 0), min(x1, width)), (top, bottom) = (max(y0, 0), min(y1, height))
        guard a < b, top < bottom else { return }
        let w = Self.words(from: a, to: b)
        for y in top..<bottom {
            let base = y * wordsPerRow
            bits[base + w.first] |= w.firstBits
            guard w.last > w.first else { continue }
            for word in (w.first + 1)..<w.last { bits[base + word] = .max }
            bits[base + w.last] |= w.lastBits
        }
    }

    /// The bounding box of the visible pixels in columns `x0..<x1` of rows `y0..<y1` (hidden
    /// ones inside it included), or nil when all are hidden or off the output. O(rows) for
    /// spans within a word or two.
    func visibleBounds(rows y0: Int, _ y1: Int, from x0: Int, to x1: Int) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        let (a, b) = (max(x0, 0), min(x1, width)), (rowsStart, rowsEnd) = (max(y0, 0), min(y1, height))
        guard a < b, rowsStart < rowsEnd else { return nil }
        let w = Self.words(from: a, to: b)
        var (left, right, top, bottom) = (Int.max, Int.min, -1, -1)
        for y in rowsStart..<rowsEnd {
            let base = y * wordsPerRow
            // The leftmost open bit.
            var word = w.first
            var open = ~bits[base + word] & w.firstBits
            while open == 0, word < w.last {
                word += 1
                open = ~bits[base + word] & (word == w.last ? w.lastBits : .max)
            }
            guard open != 0 else { continue }
            left = min(left, word << 6 + open.trailingZeroBitCount)
            // The rightmost open bit (there is one: at worst the leftmost).
            var back = w.last
            var openBack = ~bits[base + back] & (back == w.first ? w.firstBits : w.lastBits)
            while openBack == 0, back > word {
                back -= 1
                openBack = ~bits[base + back] & (back == w.first ? w.firstBits : .max)
            }
            right = max(right, back << 6 + 64 - openBack.leadingZeroBitCount)
            if top < 0 { top = y }
            bottom = y + 1
        }
        return top < 0 ? nil : (left, top, right, bottom)
    }

    /// Marks pixels `x0..<x1` of row `y` hidden (clipped to the output).
    mutating func cover(row y: Int, from x0: Int, to x1: Int) { cover(rows: y, y + 1, from: x0, to: x1) }

    /// Marks the pixels wholly inside an upright rectangle (output pixels) hidden.
    mutating func cover(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let (left, right) = (Int(x0.rounded(.up).clamped(to: -1...1e6)), Int(x1.rounded(.down).clamped(to: -1...1e6)))
        let (top, bottom) = (max(Int(y0.rounded(.up).clamped(to: -1...1e6)), 0), min(Int(y1.rounded(.down).clamped(to: -1...1e6)), height))
        cover(rows: top, bottom, from: left, to: right)
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

    /// Whether every pixel of the output is hidden. O(words).
    var coversEverything: Bool {
        guard width > 0, height > 0 else { return false }
        let lastBits = UInt64.max >> UInt64(63 - ((width - 1) & 63))
        for y in 0..<height {
            let base = y * wordsPerRow
            for word in 0..<(wordsPerRow - 1) where bits[base + word] != .max { return false }
            if bits[base + wordsPerRow - 1] & lastBits != lastBits { return false }
        }
        return true
    }

    /// The first visible pixel of row `y` in `x0..<x1` and one past the last (hidden ones
    /// between them included), or nil when all are hidden or off the output.
    func visibleSpan(row y: Int, from x0: Int, to x1: Int) -> (Int, Int)? {
        visibleBounds(rows: y, y + 1, from: x0, to: x1).map { ($0.left, $0.right) }
    }

    /// Whether every pixel of row `y` in `x0..<x1` is hidden (pixels off the output count as
    /// hidden).
    func isHidden(row y: Int, from x0: Int, to x1: Int) -> Bool {
        visibleSpan(row: y, from: x0, to: x1) == nil
    }
}
