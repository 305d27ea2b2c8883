import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: `map` works as in SwiftUI: the same phases, values transformed.
@Suite("map")
struct MapTests {
    @Test func mapsEveryValueAndKeepsThePhases() {
        var ended: [Double] = []
        let driver = GestureDriver(DragGesture().map { $0.translation.width }.onEnded { ended.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        #expect(driver.value == nil)
        driver.move(to: Point(x: 5, y: 0), time: 0.01)
        #expect(driver.phase == .possible)
        #expect(driver.value == nil)
        driver.move(to: Point(x: 25, y: 0), time: 0.02)
        #expect(driver.phase == .active)
        #expect(driver.value == 25)
        driver.move(to: Point(x: 40, y: 3), time: 0.03)
        #expect(driver.value == 40)
        driver.up(time: 0.04)
        #expect(driver.phase == .ended)
        #expect(ended == [40])
        #expect(driver.transitions.map(\.transition) == [.began, .ended])
    }

    @Test func aFailedGestureHasNoMappedValue() {
        let driver = GestureDriver(LongPressGesture().map { $0 ? "pressed" : "not" })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        #expect(driver.value == "pressed")
        driver.up(time: 0.1)
        #expect(driver.phase == .failed)
        #expect(driver.value == nil)
    }

    @Test func mapsChain() {
        let driver = GestureDriver(DragGesture(minimumDistance: 0)
            .map { $0.translation }
            .map { Int($0.width) * 2 }
            .map { "\($0)" })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 21, y: 0), time: 0.01)
        #expect(driver.value == "42")
    }

    @Test func aDiscreteGestureCanBeMappedToAValue() {
        var ended: [String] = []
        let driver = GestureDriver(TapGesture(count: 2).map { "double" }.onEnded { ended.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.up(time: 0.05)
        #expect(driver.value == nil)
        driver.down(at: Point(x: 0, y: 0), time: 0.15)
        driver.up(time: 0.2)
        #expect(ended == ["double"])
    }

    @Test func aMappedGestureComposes() {
        enum Direction: Equatable { case left, right }
        let swipe = DragGesture(minimumDistance: 30).map { $0.translation.width < 0 ? Direction.left : .right }
        var ended: [Direction] = []
        let driver = GestureDriver(swipe.simultaneously(with: TapGesture()).onEnded { if let d = $0.first { ended.append(d) } })
        driver.down(at: Point(x: 200, y: 0), time: 0)
        driver.drag(by: Vector(width: -80, height: 0))
        driver.up()
        #expect(ended == [.left])
    }
}

@Suite("map.nextDeadline")
struct MapDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        expectDeadlinePassedThrough { $0.map { $0 ? "pressed" : "not" } }
    }
}
