import Testing
import TactileGestures
import TactileTestSupport

/// Beyond SwiftUI: a tap's movement and duration tolerances and the double-tap window are
/// parameters, with SwiftUI's values (45 pt, 0.75 s, 0.35 s) as defaults.
@Suite("Tap tolerances")
struct TapToleranceTests {
    private let origin = Point(x: 200, y: 200)

    /// Two taps of 0.05 s, `gap` apart; whether `gesture` recognized them.
    private func doubleTap<G: Gesture>(_ gesture: G, gap: Double) -> Bool {
        var ended = false
        let driver = GestureDriver(gesture.onEnded { _ in ended = true })
        driver.down(at: origin, time: 0)
        driver.up(time: 0.05)
        driver.down(at: origin, time: 0.05 + gap)
        driver.up(time: 0.1 + gap)
        driver.wait(1)
        return ended
    }

    @Test func theDefaultsAreSwiftUIs() {
        #expect(TapGesture().tolerances == .standard)
        #expect(TapTolerances.standard == TapTolerances(maximumMovement: 45, maximumDuration: 0.75, repeatInterval: 0.35))
        #expect(SpatialTapGesture().tolerances == .standard)
        #expect(doubleTap(TapGesture(count: 2), gap: 0.34))
        #expect(!doubleTap(TapGesture(count: 2), gap: 0.36))
    }

    @Test("a narrower double-tap window", arguments: [(0.2, true), (0.26, false)])
    func narrowerDoubleTapWindow(gap: Double, recognized: Bool) {
        #expect(doubleTap(TapGesture(count: 2, repeatInterval: 0.25), gap: gap) == recognized)
        #expect(doubleTap(SpatialTapGesture(count: 2, repeatInterval: 0.25), gap: gap) == recognized)
    }

    @Test func aWiderDoubleTapWindow() {
        #expect(doubleTap(TapGesture(count: 2, repeatInterval: 0.6), gap: 0.5))
        #expect(!doubleTap(TapGesture(count: 2), gap: 0.5))
    }

    @Test("a stricter movement tolerance", arguments: [(19.0, true), (20.0, false)])
    func stricterMovement(distance: Double, taps: Bool) {
        var tapped = false
        let driver = GestureDriver(TapGesture(maximumMovement: 20).onEnded { tapped = true })
        driver.down(at: origin, time: 0)
        driver.move(to: origin + Vector(width: distance, height: 0), time: 0.05)
        driver.up(time: 0.1)
        #expect(tapped == taps)
    }

    @Test("a shorter longest press", arguments: [(0.29, true), (0.3, false)])
    func shorterPress(duration: Double, taps: Bool) {
        var tapped = false
        let driver = GestureDriver(TapGesture(maximumDuration: 0.3).onEnded { tapped = true })
        driver.down(at: origin, time: 0)
        driver.up(time: duration)
        #expect(tapped == taps)
    }

    @Test func aLongerPressIsStillATapWhenAllowed() {
        var location: Point?
        let driver = GestureDriver(SpatialTapGesture(coordinateSpace: .global, maximumDuration: 2).onEnded { location = $0.location })
        driver.down(at: origin, time: 0)
        driver.wait(1.5)
        driver.up(time: 1.5)
        #expect(location == origin)
    }

    @Test func nonsenseTolerancesFallBackToTheDefaults() {
        #expect(TapTolerances(maximumMovement: .nan, maximumDuration: -1, repeatInterval: .infinity) == .standard)
    }
}
