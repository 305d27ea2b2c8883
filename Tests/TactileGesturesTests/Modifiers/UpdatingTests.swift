import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: `updating` runs only while active, each time the value changes; GestureState
/// returns to its initial value on every path, with the reset transaction.
@Suite("updating")
struct UpdatingTests {
    @Test func runsOnlyWhileActiveOnEachChange() {
        let offset = GestureState(wrappedValue: Vector.zero)
        var runs: [Vector] = []
        let driver = GestureDriver(DragGesture().updating(offset) { value, state, _ in
            state = value.translation
            runs.append(value.translation)
        })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 5, y: 0), time: 0.01)
        #expect(runs.isEmpty, "possible: not yet")
        driver.move(to: Point(x: 12, y: 0), time: 0.02)
        driver.move(to: Point(x: 20, y: 4), time: 0.03)
        #expect(runs == [Vector(width: 12, height: 0), Vector(width: 20, height: 4)])
        #expect(offset.wrappedValue == Vector(width: 20, height: 4))
        driver.up(time: 0.04)
        #expect(runs.count == 2, "not on ending")
        #expect(offset.wrappedValue == .zero)
    }

    @Test func theBodySeesTheCurrentState() {
        let updates = GestureState(wrappedValue: 0)
        let driver = GestureDriver(DragGesture(minimumDistance: 0).updating(updates) { _, state, _ in state += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 1, y: 0), time: 0.01)
        driver.move(to: Point(x: 2, y: 0), time: 0.02)
        #expect(updates.wrappedValue == 3)
        driver.up(time: 0.03)
        #expect(updates.wrappedValue == 0)
    }

    @Test func theBodysTransactionIsRecorded() {
        let offset = GestureState(wrappedValue: Vector.zero)
        let driver = GestureDriver(DragGesture().updating(offset) { value, state, transaction in
            state = value.translation
            transaction.animation = .interactiveSpring()
        })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 30, y: 0), time: 0.01)
        #expect(offset.lastChange.transaction.animation == .interactiveSpring())
    }

    @Test func theResetUsesTheStatesResetTransactionNotTheBodys() {
        let offset = GestureState(wrappedValue: Vector.zero, resetTransaction: Transaction(animation: .spring()))
        let driver = GestureDriver(DragGesture().updating(offset) { value, state, transaction in
            state = value.translation
            transaction.animation = .linear(duration: 0.1)
        })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 30, y: 0), time: 0.01)
        #expect(offset.lastChange.transaction.animation == .linear(duration: 0.1))
        driver.up(time: 0.02)
        #expect(offset.wrappedValue == .zero)
        #expect(offset.lastChange.transaction.animation == .spring())
    }

    @Test func twoStatesOnOneGesture() {
        let pressing = GestureState(wrappedValue: false)
        let translation = GestureState(wrappedValue: Vector.zero)
        let driver = GestureDriver(DragGesture(minimumDistance: 0)
            .updating(pressing) { _, state, _ in state = true }
            .updating(translation) { value, state, _ in state = value.translation })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 3, y: 4), time: 0.01)
        #expect(pressing.wrappedValue)
        #expect(translation.wrappedValue == Vector(width: 3, height: 4))
        driver.cancel(time: 0.02)
        #expect(!pressing.wrappedValue)
        #expect(translation.wrappedValue == .zero)
    }

    @Test func theStateIsUpdatedAgainInTheNextInteraction() {
        let pressing = GestureState(wrappedValue: false)
        let driver = GestureDriver(LongPressGesture().updating(pressing) { value, state, _ in state = value })
        for start in [0.0, 2.0] {
            driver.down(at: Point(x: 0, y: 0), time: start)
            #expect(pressing.wrappedValue)
            driver.advance(to: start + 0.6)
            #expect(!pressing.wrappedValue, "ended: reset")
            driver.up(time: start + 0.7)
        }
    }
}

@Suite("updating.nextDeadline")
struct UpdatingDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        let pressing = GestureState(wrappedValue: false)
        expectDeadlinePassedThrough { $0.updating(pressing) { value, state, _ in state = value } }
    }
}
