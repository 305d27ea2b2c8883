import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: GestureState returns to its initial value when the gesture ends, fails or is
/// cancelled — on every path — with the reset transaction.
@Suite("GestureState")
struct GestureStateTests {
    private static let resetTransaction = Transaction(animation: .spring(response: 0.3, dampingFraction: 0.7))

    enum Path: String, CaseIterable, Sendable {
        case ended, failedOnEarlyRelease, cancelAll, pointerCancelled, lostToTheFirstOfAnExclusive
    }

    @Test("resets on every path, with its reset transaction", arguments: Path.allCases)
    func resetsOnEveryPath(path: Path) {
        let state = GestureState(wrappedValue: 0, resetTransaction: Self.resetTransaction)
        func set<G: Gesture>(_ gesture: G) -> UpdatingGesture<G, Int> {
            gesture.updating(state) { _, state, transaction in
                state = 7
                transaction.animation = .linear(duration: 0.1)
            }
        }
        let press = Point(x: 100, y: 100)
        switch path {
        case .ended:
            let driver = GestureDriver(set(DragGesture()))
            driver.down(at: press, time: 0)
            driver.drag(by: Vector(width: 40, height: 0))
            #expect(state.wrappedValue == 7)
            driver.up()
        case .failedOnEarlyRelease:
            let driver = GestureDriver(set(LongPressGesture()))
            driver.down(at: press, time: 0)
            #expect(state.wrappedValue == 7)
            driver.up(time: 0.3)
        case .cancelAll:
            let driver = GestureDriver(set(DragGesture()))
            driver.down(at: press, time: 0)
            driver.drag(by: Vector(width: 40, height: 0))
            #expect(state.wrappedValue == 7)
            driver.cancelAll()
        case .pointerCancelled:
            let driver = GestureDriver(set(DragGesture()))
            driver.down(at: press, time: 0)
            driver.drag(by: Vector(width: 40, height: 0))
            #expect(state.wrappedValue == 7)
            driver.cancel()
        case .lostToTheFirstOfAnExclusive:
            let driver = GestureDriver(DragGesture().exclusively(before: set(LongPressGesture())))
            driver.down(at: press, time: 0)
            #expect(state.wrappedValue == 7)
            driver.drag(by: Vector(width: 40, height: 0))
        }
        #expect(state.wrappedValue == 0)
        #expect(state.lastChange.transaction == Self.resetTransaction)
    }

    @Test func everyWriteBumpsTheVersion() {
        let state = GestureState(wrappedValue: Vector.zero)
        #expect(state.lastChange.version == 0)
        let driver = GestureDriver(DragGesture(minimumDistance: 0).updating(state) { value, state, _ in
            state = value.translation
        })
        driver.down(at: .zero, time: 0)                       // 1
        driver.move(to: Point(x: 5, y: 0), time: 0.01)        // 2
        driver.up(time: 0.02)                                 // 3: the reset
        #expect(state.lastChange.version == 3)
        #expect(state.wrappedValue == .zero)
    }

    @Test func aResetClosureChoosesTheTransactionFromTheValue() {
        let offset = GestureState(wrappedValue: Vector.zero) { value, transaction in
            transaction.animation = value.length > 100 ? .spring() : nil
        }
        for (distance, animated) in [(50.0, false), (150.0, true)] {
            let driver = GestureDriver(DragGesture().updating(offset) { value, state, _ in state = value.translation })
            driver.down(at: .zero, time: 0)
            driver.drag(by: Vector(width: distance, height: 0))
            driver.up()
            #expect(offset.wrappedValue == .zero)
            #expect((offset.lastChange.transaction.animation != nil) == animated)
        }
    }

    @Test func theDefaultResetTransactionHasNoAnimation() {
        let state = GestureState(initialValue: false)
        let driver = GestureDriver(LongPressGesture().updating(state) { value, state, transaction in
            state = value
            transaction.animation = .easeIn
        })
        driver.down(at: .zero, time: 0)
        #expect(state.wrappedValue == true)
        driver.wait(0.5)
        #expect(state.wrappedValue == false)
        #expect(state.lastChange.transaction.animation == nil)
    }

    @Test func theProjectionIsTheSameState() {
        struct Holder {
            @GestureState(resetTransaction: Transaction(animation: .easeOut)) var isPressing = false
        }
        let holder = Holder()
        #expect(holder.$isPressing.initialValue == false)
        let driver = GestureDriver(LongPressGesture().updating(holder.$isPressing) { value, state, _ in state = value })
        driver.down(at: .zero, time: 0)
        #expect(holder.isPressing)
        driver.up(time: 0.1)
        #expect(!holder.isPressing)
        #expect(holder.$isPressing.lastChange.transaction.animation == .easeOut)
    }

    @Test func theBodysTransactionStartsFromTheCurrentOne() {
        let state = GestureState(wrappedValue: 0)
        let driver = GestureDriver(DragGesture(minimumDistance: 0).updating(state) { _, state, _ in state = 1 })
        withAnimation(.linear(duration: 0.2)) {
            driver.down(at: .zero, time: 0)
        }
        #expect(state.lastChange.transaction.animation == .linear(duration: 0.2))
    }
}
