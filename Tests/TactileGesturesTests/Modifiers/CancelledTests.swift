import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1 (beyond SwiftUI): `onCancelled` runs once when a gesture that began fails or is
/// cancelled; never when it fails without having begun, never when it ends.
@Suite("onCancelled")
struct CancelledTests {
    enum Path: String, CaseIterable, Sendable {
        case pointerCancelled, cancelAll, longPressReleasedEarly, sequenceSecondFails
    }

    @Test("once when a gesture that began fails", arguments: Path.allCases)
    func onceAfterBeginning(path: Path) {
        var cancelled = 0
        var ended = 0
        switch path {
        case .pointerCancelled, .cancelAll:
            let driver = GestureDriver(DragGesture().onEnded { _ in ended += 1 }.onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.drag(by: Vector(width: 40, height: 0))
            if path == .pointerCancelled { driver.cancel() } else { driver.cancelAll() }
            driver.wait(1)
            driver.cancelAll()
        case .longPressReleasedEarly:
            let driver = GestureDriver(LongPressGesture().onEnded { _ in ended += 1 }.onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.up(time: 0.2)
            driver.wait(1)
        case .sequenceSecondFails:
            let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture())
                .onEnded { _ in ended += 1 }.onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.wait(0.6)
            driver.up()
        }
        #expect(cancelled == 1)
        #expect(ended == 0)
    }

    enum Unbegun: String, CaseIterable, Sendable {
        case dragTooShort, tapMovedTooFar, tapHeldTooLong, pinchWithOneFinger, cancelBeforeBeginning
    }

    @Test("never when it fails without having begun", arguments: Unbegun.allCases)
    func neverWithoutBeginning(path: Unbegun) {
        var cancelled = 0
        switch path {
        case .dragTooShort:
            let driver = GestureDriver(DragGesture().onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.move(to: Point(x: 9, y: 0), time: 0.05)
            driver.up(time: 0.1)
            #expect(driver.phase == .failed)
        case .tapMovedTooFar:
            let driver = GestureDriver(TapGesture().onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.move(to: Point(x: 50, y: 0), time: 0.05)
            #expect(driver.phase == .failed)
        case .tapHeldTooLong:
            let driver = GestureDriver(TapGesture().onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.wait(1)
            #expect(driver.phase == .failed)
        case .pinchWithOneFinger:
            let driver = GestureDriver(MagnifyGesture().onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.drag(by: Vector(width: 50, height: 0))
            driver.up()
            #expect(driver.phase == .failed)
        case .cancelBeforeBeginning:
            let driver = GestureDriver(DragGesture().onCancelled { cancelled += 1 })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.cancelAll(time: 0.1)
            #expect(driver.phase == .failed)
        }
        #expect(cancelled == 0)
    }

    @Test func neverWhenItEnds() {
        var cancelled = 0
        let driver = GestureDriver(DragGesture().onCancelled { cancelled += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.drag(by: Vector(width: 40, height: 0))
        driver.up()
        driver.cancelAll()
        #expect(driver.phase == .ended)
        #expect(cancelled == 0)
    }

    @Test func oncePerInteraction() {
        var cancelled = 0
        let driver = GestureDriver(LongPressGesture().onCancelled { cancelled += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.up(time: 0.1)
        driver.down(at: Point(x: 0, y: 0), time: 1)
        driver.cancel(time: 1.1)
        #expect(cancelled == 2)
    }
}

@Suite("onCancelled.nextDeadline")
struct CancelledDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        expectDeadlinePassedThrough { $0.onCancelled {} }
    }
}
