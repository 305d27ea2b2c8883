import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: `onChanged` runs only while active, and only when the value changed.
@Suite("onChanged")
struct ChangedTests {
    @Test func onlyWhileActiveAndOnlyOnAChange() {
        var changes: [Vector] = []
        let driver = GestureDriver(DragGesture().map(\.translation).onChanged { changes.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 5, y: 0), time: 0.01)        // possible
        #expect(changes.isEmpty)
        driver.move(to: Point(x: 20, y: 0), time: 0.02)       // active
        driver.move(to: Point(x: 20, y: 0), time: 0.03)       // same translation
        driver.move(to: Point(x: 30, y: 0), time: 0.04)
        #expect(changes == [Vector(width: 20, height: 0), Vector(width: 30, height: 0)])
        driver.up(time: 0.05)
        #expect(changes.count == 2, "not when it ends")
    }

    @Test func aLongPressChangesOnceOnPressAndNotOnEnding() {
        var changes: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onChanged { changes.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        #expect(changes == [true])
        driver.move(to: Point(x: 3, y: 0), time: 0.1)
        driver.advance(to: 0.6)
        #expect(driver.phase == .ended)
        #expect(changes == [true])
    }

    @Test func notAfterAFailure() {
        var changes = 0
        let driver = GestureDriver(DragGesture().onChanged { _ in changes += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.drag(by: Vector(width: 30, height: 0), steps: 3)
        let before = changes
        #expect(before == 3, "active from the first move, of 10 pt")
        driver.cancel()
        driver.move(to: Point(x: 100, y: 0))
        #expect(changes == before)
    }

    @Test func theSameValueInANewInteractionIsAChange() {
        var changes: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onChanged { changes.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.up(time: 0.1)
        driver.down(at: Point(x: 0, y: 0), time: 1)
        #expect(changes == [true, true])
    }

    @Test func aDiscreteGestureNeverChanges() {
        var changes = 0
        let driver = GestureDriver(SpatialTapGesture().onChanged { _ in changes += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .ended)
        #expect(changes == 0)
    }
}

@Suite("onChanged.nextDeadline")
struct ChangedDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        expectDeadlinePassedThrough { $0.onChanged { _ in } }
    }
}
