import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: `onEnded` runs once, only when the gesture ends successfully; never on failure
/// or cancel.
@Suite("onEnded")
struct EndedTests {
    @Test func runsOnceWithTheFinalValue() {
        var ended: [Vector] = []
        let driver = GestureDriver(DragGesture().onEnded { ended.append($0.translation) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.drag(by: Vector(width: 30, height: 40))
        #expect(ended.isEmpty)
        driver.up()
        #expect(ended == [Vector(width: 30, height: 40)])
        driver.wait(1)
        driver.move(to: Point(x: 500, y: 500))   // a pointer that is up: ignored
        #expect(ended.count == 1)
    }

    @Test func aGestureThatEndsWhileHeldRunsItOnceNotAgainOnRelease() {
        var ended = 0
        let driver = GestureDriver(LongPressGesture().onEnded { _ in ended += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.advance(to: 0.5)
        #expect(ended == 1)
        driver.move(to: Point(x: 3, y: 0), time: 0.6)
        driver.up(time: 0.7)
        driver.wait(1)
        #expect(ended == 1)
    }

    enum Failure: String, CaseIterable, Sendable {
        case releasedTooSoon, pointerCancelled, cancelAll
    }

    @Test("never after a failure", arguments: Failure.allCases)
    func neverAfterFailure(failure: Failure) {
        var ended = 0
        let driver = GestureDriver(DragGesture().onEnded { _ in ended += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        switch failure {
        case .releasedTooSoon:
            driver.move(to: Point(x: 5, y: 0), time: 0.01)
            driver.up(time: 0.02)
        case .pointerCancelled:
            driver.drag(by: Vector(width: 50, height: 0))
            driver.cancel()
        case .cancelAll:
            driver.drag(by: Vector(width: 50, height: 0))
            driver.cancelAll()
        }
        #expect(driver.phase == .failed)
        driver.wait(1)
        #expect(ended == 0)
    }

    @Test func onceForEachInteraction() {
        var ended = 0
        let driver = GestureDriver(TapGesture().onEnded { ended += 1 })
        for i in 0..<3 {
            let t = Double(i)
            driver.down(at: Point(x: 0, y: 0), time: t)
            driver.up(time: t + 0.1)
        }
        #expect(ended == 3)
    }
}

@Suite("onEnded.nextDeadline")
struct EndedDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        expectDeadlinePassedThrough { $0.onEnded { _ in } }
    }
}
