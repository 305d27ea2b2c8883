import Testing
import TactileGestures
import TactileTestSupport

/// `@State`: a value that persists between interactions, written from gesture callbacks; each
/// write records the current transaction (`withAnimation`, `withTransaction`).
@Suite("State")
struct StateTests {
    @Test func writesFromACallbackPersist() {
        let position = State(wrappedValue: Vector.zero)
        let driver = GestureDriver(DragGesture().onEnded { value in
            position.wrappedValue.width += value.translation.width
            position.wrappedValue.height += value.translation.height
        })
        for _ in 0..<2 {
            driver.down(at: .zero, time: driver.time + 0.1)
            driver.drag(by: Vector(width: 30, height: -20))
            driver.up()
        }
        #expect(position.wrappedValue == Vector(width: 60, height: -40))
    }

    @Test func everyWriteBumpsTheVersionAndRecordsTheTransaction() {
        let count = State(wrappedValue: 0)
        #expect(count.lastChange.version == 0)
        count.wrappedValue = 1
        #expect(count.lastChange.version == 1)
        #expect(count.lastChange.transaction.animation == nil)
        withAnimation(.spring()) { count.wrappedValue += 1 }
        #expect(count.wrappedValue == 2)
        #expect(count.lastChange.version == 2)
        #expect(count.lastChange.transaction.animation == .spring())
        count.wrappedValue = 3
        #expect(count.lastChange.transaction.animation == nil, "the animation was only for that write")
    }

    @Test func withAnimationWithoutArgumentsUsesTheDefault() {
        let flag = State(wrappedValue: false)
        withAnimation { flag.wrappedValue = true }
        #expect(flag.lastChange.transaction.animation == .default)
    }

    @Test func withTransactionSetsAndRestoresTheCurrentTransaction() {
        var transaction = Transaction(animation: .easeIn)
        transaction.isContinuous = true
        let value = State(wrappedValue: 0)
        let inside = withTransaction(transaction) { () -> Transaction in
            value.wrappedValue = 9
            return Transaction.current
        }
        #expect(inside == transaction)
        #expect(value.lastChange.transaction == transaction)
        #expect(Transaction.current == Transaction())
    }

    @Test func nestedWithAnimationKeepsTheOuterTransactionsOtherFields() {
        var outer = Transaction(animation: .easeIn)
        outer.disablesAnimations = true
        let value = State(wrappedValue: 0)
        withTransaction(outer) {
            withAnimation(.linear(duration: 1)) { value.wrappedValue = 1 }
        }
        #expect(value.lastChange.transaction.animation == .linear(duration: 1))
        #expect(value.lastChange.transaction.disablesAnimations)
    }

    @Test func theProjectionIsABindingToTheSameStorage() {
        let volume = State(wrappedValue: 50.0)
        let binding = volume.projectedValue
        binding.wrappedValue += 5
        #expect(volume.wrappedValue == 55)
        #expect(volume.lastChange.version == 1)
        volume.wrappedValue = 10
        #expect(binding.wrappedValue == 10)
    }

    @Test func asAPropertyWrapper() {
        struct Counter {
            @State var taps = 0
            @State var selection: String?
            var gesture: some Gesture { TapGesture().onEnded { self.taps += 1 } }
        }
        let counter = Counter()
        #expect(counter.selection == nil)
        let driver = GestureDriver(counter.gesture)
        driver.down(at: .zero, time: 0)
        driver.up(time: 0.1)
        #expect(counter.taps == 1)
        counter.$selection.wrappedValue = "a"
        #expect(counter.selection == "a")
    }

    @Test func optionalStateStartsNil() {
        let selected = State<Int?>()
        #expect(selected.wrappedValue == nil)
    }
}
