import Testing
import TactileGestures
import TactileECS
import TactileRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A star's hit test, computed from the angular sector the point lies in, agrees with the star
/// as drawn: the fan of triangles (centre, vertex i, vertex i + 1) over `ShapeKind.starOutline`,
/// checked here triangle by triangle.
@Suite("ShapeKind.star contains")
struct ShapeKindTests {
    /// Whether `p` lies in the triangle (boundary included), by the signs of three cross products.
    static func triangle(_ a: Point, _ b: Point, _ c: Point, contains p: Point) -> Bool {
        func cross(_ o: Point, _ u: Point, _ v: Point) -> Double { (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x) }
        let (d1, d2, d3) = (cross(a, b, p), cross(b, c, p), cross(c, a, p))
        return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
    }

    /// The reference: inside the circumscribed circle and inside some triangle of the fan.
    static func referenceContains(points: Int, radius: Double, innerRatio: Double, _ p: Point) -> Bool {
        guard p.x * p.x + p.y * p.y <= radius * radius else { return false }
        let outline = ShapeKind.starOutline(points: points, radius: radius, innerRatio: innerRatio)
        for i in outline.indices where triangle(.zero, outline[i], outline[(i + 1) % outline.count], contains: p) {
            return true
        }
        return false
    }

    /// How far `p` is from the star's outline.
    static func distanceToOutline(points: Int, radius: Double, innerRatio: Double, _ p: Point) -> Double {
        let outline = ShapeKind.starOutline(points: points, radius: radius, innerRatio: innerRatio)
        var best = Double.infinity
        for i in outline.indices {
            let (a, b) = (outline[i], outline[(i + 1) % outline.count])
            let (abx, aby) = (b.x - a.x, b.y - a.y)
            let length = abx * abx + aby * aby
            let t = length > 0 ? min(max(((p.x - a.x) * abx + (p.y - a.y) * aby) / length, 0), 1) : 0
            let (dx, dy) = (p.x - (a.x + t * abx), p.y - (a.y + t * aby))
            best = min(best, (dx * dx + dy * dy).squareRoot())
        }
        return best
    }

    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    static let pointCounts = [1, 2, 3, 4, 5, 6, 7, 12, 50]
    static let radii = [1.0, 37.5, 120, 10_000]
    static let innerRatios = [0.2, 0.382, 0.5, 0.8, 1.0]

    @Test("random points agree with the fan of triangles", arguments: pointCounts)
    func randomPoints(points: Int) {
        var random = SeededGenerator(state: UInt64(points))
        var checked = 0, onTheOutline = 0, inside = 0
        for radius in Self.radii {
            for inner in Self.innerRatios {
                let star = ShapeKind.star(points: points, radius: radius, innerRatio: inner)
                for _ in 0..<600 {
                    let p = Point(x: Double.random(in: -1.1...1.1, using: &random) * radius,
                                  y: Double.random(in: -1.1...1.1, using: &random) * radius)
                    let expected = Self.referenceContains(points: points, radius: radius, innerRatio: inner, p)
                    let actual = star.contains(p)
                    checked += 1
                    if expected { inside += 1 }
                    if actual != expected {
                        // Only a point on the outline itself may fall either way.
                        let distance = Self.distanceToOutline(points: points, radius: radius, innerRatio: inner, p)
                        #expect(distance <= 1e-9 * radius, "\(star) at \(p): \(actual), the fan says \(expected)")
                        onTheOutline += 1
                    }
                }
            }
        }
        #expect(onTheOutline <= checked / 1000)
        #expect(inside > checked / 10 && inside < checked * 9 / 10, "the points fall on both sides")
    }

    @Test("points along the tips' and notches' directions", arguments: pointCounts)
    func alongTipsAndNotches(points: Int) {
        // Well away from the centre (see `pointsOnTheRaysCloseToTheCentre` for closer in).
        let fractions: [(Double, Bool)] = [(0.25, true), (0.5, true), (0.9, true), (0.999, true),
                                           (0.999999, true), (1.000001, false), (1.001, false), (1.1, false), (2, false)]
        for radius in Self.radii {
            for inner in Self.innerRatios where inner < 1 {
                let star = ShapeKind.star(points: points, radius: radius, innerRatio: inner)
                let outline = ShapeKind.starOutline(points: points, radius: radius, innerRatio: inner)
                for (i, vertex) in outline.enumerated() {
                    let kind = i.isMultiple(of: 2) ? "tip" : "notch"
                    for (fraction, inside) in fractions {
                        let p = Point(x: vertex.x * fraction, y: vertex.y * fraction)
                        #expect(star.contains(p) == inside, "\(star), \(kind) \(i) × \(fraction)")
                    }
                    // The vertex itself is on the outline: the reference and the star agree
                    // that the tip belongs to it, and nothing beyond does.
                    if i.isMultiple(of: 2) {
                        #expect(star.contains(Point(x: vertex.x * (1 - 1e-12), y: vertex.y * (1 - 1e-12))))
                    }
                }
                // Halfway between the centre and the middle of each edge: inside.
                for i in outline.indices {
                    let (a, b) = (outline[i], outline[(i + 1) % outline.count])
                    let mid = Point(x: (a.x + b.x) / 4, y: (a.y + b.y) / 4)
                    #expect(star.contains(mid), "\(star), edge \(i)")
                }
            }
        }
    }

    /// Points on the ray from the centre through a tip or a notch lie on the edge shared by two
    /// triangles of the fan. Close to the centre, a triangle test's cross products lose the sign
    /// to cancellation (`(p - v) × v` with |p| ≪ |v|); the star decides by its sector's outer
    /// edge instead, so such points are inside.
    @Test func pointsOnTheRaysCloseToTheCentre() {
        var missed: [String] = []
        for points in Self.pointCounts {
            for radius in Self.radii {
                for inner in Self.innerRatios where inner < 1 {
                    let star = ShapeKind.star(points: points, radius: radius, innerRatio: inner)
                    for (i, vertex) in ShapeKind.starOutline(points: points, radius: radius, innerRatio: inner).enumerated() {
                        for fraction in [0.001, 0.01, 0.1] where !star.contains(Point(x: vertex.x * fraction, y: vertex.y * fraction)) {
                            missed.append("\(star) vertex \(i) × \(fraction)")
                        }
                    }
                }
            }
        }
        #expect(missed.count == 0, "\(missed.count) points missed, e.g. \(missed.prefix(3))")
    }

    @Test("straight up, across the line where the angle wraps", arguments: pointCounts)
    func acrossTheWrap(points: Int) {
        for inner in Self.innerRatios {
            let star = ShapeKind.star(points: points, radius: 100, innerRatio: inner)
            for x in [0.0, -0.0, 1e-300, -1e-300, 1e-12, -1e-12, 1e-6, -1e-6] {
                for y in [-0.5, -50, -99.9, -99.999] {
                    let p = Point(x: x, y: y)
                    #expect(star.contains(p), "\(star) at \(p)")
                    #expect(star.contains(p) == Self.referenceContains(points: points, radius: 100, innerRatio: inner, p))
                }
                #expect(!star.contains(Point(x: x, y: -100.01)))
                // Straight down: a tip for odd counts, a notch for even ones.
                let down = Point(x: x, y: 100 * inner * 0.5)
                #expect(star.contains(down), "\(star) at \(down)")
            }
            #expect(star.contains(.zero), "the centre")
        }
    }

    @Test func oddInputsAreOutside() {
        let star = ShapeKind.star(points: 5, radius: 100, innerRatio: 0.4)
        for p in [Point(x: .nan, y: 0), Point(x: 0, y: .nan), Point(x: .infinity, y: 0), Point(x: 0, y: -.infinity),
                  Point(x: 1e300, y: 1e300), Point(x: 200, y: 0)] {
            #expect(!star.contains(p), "\(p)")
        }
    }

    /// Where a local point lands in the scene: scaled, turned clockwise (y down), moved.
    static func scenePoint(_ p: Point, centre: Point, rotation: Angle, scale: Double) -> Point {
        let (s, c) = (sin(rotation.radians), cos(rotation.radians))
        return Point(x: centre.x + scale * (c * p.x - s * p.y), y: centre.y + scale * (s * p.x + c * p.y))
    }

    @Test("turned and scaled stars in a simulation are hit where the fan says",
          arguments: [(5, 0.382, Angle.degrees(17), 1.0), (3, 0.5, .degrees(90), 2.0), (6, 0.6, .degrees(-45), 0.75),
                      (8, 0.3, .degrees(180), 1.5), (12, 0.8, .degrees(200), 1.0), (2, 0.25, .degrees(33.3), 3.0)])
    func rotatedStars(points: Int, inner: Double, rotation: Angle, scale: Double) {
        let simulation = Simulation()
        let centre = Point(x: 640, y: 400)
        let radius = 90.0
        let star = simulation.spawn(name: "star", shape: .star(points: points, radius: radius, innerRatio: inner),
                                    appearance: Appearance(position: centre, rotation: rotation, scale: scale))
        simulation.updateTransforms()
        var random = SeededGenerator(state: UInt64(points) &* 31 &+ 7)
        var hits = 0, misses = 0
        for _ in 0..<1500 {
            let local = Point(x: Double.random(in: -1.1...1.1, using: &random) * radius,
                              y: Double.random(in: -1.1...1.1, using: &random) * radius)
            // Transforms round: points on the outline may fall either way.
            guard Self.distanceToOutline(points: points, radius: radius, innerRatio: inner, local) > 1e-6 * radius else { continue }
            let inside = Self.referenceContains(points: points, radius: radius, innerRatio: inner, local)
            let scene = Self.scenePoint(local, centre: centre, rotation: rotation, scale: scale)
            #expect((simulation.hitTest(scene) == star) == inside, "local \(local), scene \(scene)")
            if inside { hits += 1 } else { misses += 1 }
        }
        #expect(hits > 100 && misses > 100)
        // The tips, just inside, are hit where the turn put them.
        let outline = ShapeKind.starOutline(points: points, radius: radius, innerRatio: inner)
        for (i, vertex) in outline.enumerated() {
            let scene = Self.scenePoint(Point(x: vertex.x * 0.98, y: vertex.y * 0.98), centre: centre, rotation: rotation, scale: scale)
            #expect(simulation.hitTest(scene) == star, "vertex \(i)")
            let beyond = Self.scenePoint(Point(x: vertex.x * 1.02, y: vertex.y * 1.02), centre: centre, rotation: rotation, scale: scale)
            #expect(simulation.hitTest(beyond) == nil, "beyond vertex \(i)")
        }
    }

    @Test("stars whose notches reach or pass the centre agree with the fan", arguments: [0.0, -0.5])
    func notchesAtOrThroughTheCentre(inner: Double) {
        for points in [3, 5, 8] {
            let star = ShapeKind.star(points: points, radius: 100, innerRatio: inner)
            for x in stride(from: -104.5, through: 104.5, by: 7) {
                for y in stride(from: -104.5, through: 104.5, by: 7) {
                    let p = Point(x: x, y: y)
                    #expect(star.contains(p) == Self.referenceContains(points: points, radius: 100, innerRatio: inner, p),
                            "\(star) at \(p)")
                }
            }
        }
    }

    @Test("a shape given a negative size is placed in the grid without trouble, and hit as its shape says")
    func negativeSizes() {
        let simulation = Simulation()
        let circle = simulation.spawn(name: "circle", shape: .circle(radius: -20), appearance: Appearance(position: Point(x: 200, y: 200)))
        _ = simulation.spawn(name: "bar", shape: .rectangle(width: -200, height: 40), appearance: Appearance(position: Point(x: 600, y: 200)))
        simulation.updateTransforms()
        simulation.runTick(1, events: [])
        // A circle's test squares the radius; a rectangle with a negative width contains nothing.
        #expect(simulation.hitTest(Point(x: 205, y: 200)) == circle)
        #expect(simulation.hitTest(Point(x: 650, y: 200)) == nil)
    }
}
