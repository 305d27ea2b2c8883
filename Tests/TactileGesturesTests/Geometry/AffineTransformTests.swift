import Testing
import TactileGestures

/// A 2-D affine map `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
@Suite("AffineTransform")
struct AffineTransformTests {
    private func isClose(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }

    @Test func translationScaleAndIdentity() {
        let p = Point(x: 640, y: 400)
        #expect(AffineTransform.identity.apply(to: p) == p)
        #expect(AffineTransform(translationX: -600, y: -350).apply(to: p) == Point(x: 40, y: 50))
        #expect(AffineTransform(scale: 2).apply(to: p) == Point(x: 1280, y: 800))
    }

    @Test func rotationIsClockwiseOnScreen() {
        let quarter = AffineTransform(rotation: .degrees(90))
        #expect(isClose(quarter.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1)), "right turns to down")
        #expect(isClose(quarter.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0)))
    }

    @Test func vectorsIgnoreTheTranslation() {
        let t = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 100, ty: 100)
        #expect(t.apply(to: Vector(width: 1, height: 1)) == Vector(width: 2, height: 3))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let move = AffineTransform(translationX: 10, y: 0)
        let double = AffineTransform(scale: 2)
        let p = Point(x: 1, y: 1)
        #expect(move.concatenating(double).apply(to: p) == Point(x: 22, y: 2))
        #expect(double.concatenating(move).apply(to: p) == Point(x: 12, y: 2))
    }

    @Test("the inverse undoes the transform",
          arguments: [AffineTransform(translationX: 5, y: -7), AffineTransform(scale: 0.25),
                      AffineTransform(rotation: .degrees(33)),
                      AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)])
    func inverse(transform: AffineTransform) throws {
        let inverse = try #require(transform.inverted)
        for p in [Point(x: 0, y: 0), Point(x: 12.5, y: -3), Point(x: 1e3, y: 7)] {
            #expect(isClose(inverse.apply(to: transform.apply(to: p)), p))
            #expect(isClose(transform.concatenating(inverse).apply(to: p), p))
        }
    }

    @Test func aCollapsingTransformHasNoInverse() {
        #expect(AffineTransform(scale: 0).inverted == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
    }
}
