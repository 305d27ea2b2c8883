import Testing
import TactileGestures

/// A location in a plane: finite only when both coordinates are.
@Suite("Point")
struct PointTests {
    @Test func finiteOnlyWhenBothCoordinatesAre() {
        for finite in [0.0, -0.0, 1, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude] {
            #expect(Point(x: finite, y: finite).isFinite)
            for bad in [Double.infinity, -.infinity, .nan, -.nan, .signalingNaN] {
                #expect(!Point(x: bad, y: finite).isFinite)
                #expect(!Point(x: finite, y: bad).isFinite)
            }
        }
        #expect(!Point(x: .infinity, y: -.infinity).isFinite)
        #expect(!Point(x: .nan, y: .infinity).isFinite)
    }
}
