import Testing
import TactileGestures
import TactileRuntime
@testable import TactileSDL

/// A `draw` stroke's signed distance: what its look is painted from. Runs of segments far from
/// the point are skipped; the distance must be the same as measuring every segment.
@Suite("Shape field: strokes")
struct ShapeFieldStrokeTests {
    /// The distance to the nearest segment, every segment measured, minus the half width.
    static func bruteForce(_ points: [Point], width: Double, at p: Point) -> Double {
        if points.count == 1 { return p.distance(to: points[0]) - width / 2 }
        return zip(points, points.dropFirst()).map { a, b in
            let (ex, ey) = (b.x - a.x, b.y - a.y)
            let squared = ex * ex + ey * ey
            let t = squared > 0 ? (((p.x - a.x) * ex + (p.y - a.y) * ey) / squared).clamped(to: 0...1) : 0
            return p.distance(to: Point(x: a.x + ex * t, y: a.y + ey * t))
        }.min()! - width / 2
    }

    @Test func aStrokeIsRoundAtItsEndsAndAsWideAsItsLine() {
        let field = ShapeField(outlineOf: .polyline(points: [Point(x: 0, y: 0), Point(x: 100, y: 0)], lineWidth: 8))
        #expect(field.distance(at: Point(x: 50, y: 0)) == -4)
        #expect(field.distance(at: Point(x: 50, y: 10)) == 6)
        #expect(field.distance(at: Point(x: -3, y: 4)) == 1, "round beyond its first point")
        #expect(field.distance(at: Point(x: 106, y: 8)) == 6, "and its last")
    }

    @Test func aDotIsADisc() {
        let field = ShapeField(outlineOf: .polyline(points: [Point(x: 5, y: 5)], lineWidth: 10))
        #expect(field.distance(at: Point(x: 8, y: 9)) == 0)
        #expect(ShapeField(outlineOf: .polyline(points: [], lineWidth: 10)).distance(at: .zero) == .infinity)
    }

    @Test func skippingFarRunsGivesTheSameDistance() {
        // A spiral of 200 points doubling back on itself, probed on a grid around it.
        let points = (0..<200).map { i -> Point in
            let angle = Double(i) * 0.15, radius = 20 + Double(i) * 1.2
            return Point(x: radius * cos(angle), y: radius * sin(angle))
        }
        let field = ShapeField(outlineOf: .polyline(points: points, lineWidth: 6))
        for x in stride(from: -300.0, through: 300, by: 23) {
            for y in stride(from: -300.0, through: 300, by: 19) {
                let p = Point(x: x, y: y)
                #expect(abs(field.distance(at: p) - Self.bruteForce(points, width: 6, at: p)) < 1e-9)
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
