import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.3 / NOTES: `a.exclusively(before: b)`: first active → `.first` (and `b` is
/// cancelled); first possible and second active → `.second`; first failed → mirror the
/// second; the second may only end after the first failed.
@Suite("ExclusiveGesture")
struct ExclusiveGestureTests {
    /// Which child the value came from, whatever the children's modifiers.
    enum Won: Equatable, Sendable {
        case first(Int)
        case second(Int)

        init?<A: Gesture, B: Gesture>(_ value: ExclusiveGesture<A, B>.Value?) where A.Value == Int, B.Value == Int {
            switch value {
            case .first(let a)?: self = .first(a)
            case .second(let b)?: self = .second(b)
            case nil: return nil
            }
        }
    }

    enum Situation: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case bothPossible
        case firstActive
        case firstActiveAfterSecondWas
        case firstEnded
        case secondActiveFirstPossible
        case secondWouldEndFirstPossible
        case secondWouldEndThenFirstFails
        case secondWouldEndThenFirstWins
        case firstFailedSecondPossible
        case firstFailedSecondActive
        case firstFailedSecondEnded
        case bothFailed

        var testDescription: String { rawValue }

        func play<G: Gesture>(on driver: GestureDriver<G>) {
            func press(_ id: PointerID) { driver.down(id, at: Point(x: 0, y: Double(id) * 100)) }
            func activate(_ id: PointerID) { driver.move(id, to: Point(x: Double(id) * 11, y: Double(id) * 100)) }
            switch self {
            case .bothPossible:
                press(1); press(2)
            case .firstActive:
                press(1); press(2); activate(1)
            case .firstActiveAfterSecondWas:
                press(1); press(2); activate(2); activate(1)
            case .firstEnded:
                press(1); press(2); activate(1); driver.up(1)
            case .secondActiveFirstPossible:
                press(1); press(2); activate(2)
            case .secondWouldEndFirstPossible:
                press(1); press(2); activate(2); driver.up(2)
            case .secondWouldEndThenFirstFails:
                press(1); press(2); activate(2); driver.up(2); driver.up(1)
            case .secondWouldEndThenFirstWins:
                press(1); press(2); activate(2); driver.up(2); activate(1)
            case .firstFailedSecondPossible:
                press(1); driver.up(1); press(2)
            case .firstFailedSecondActive:
                press(1); driver.up(1); press(2); activate(2)
            case .firstFailedSecondEnded:
                press(1); driver.up(1); press(2); activate(2); driver.up(2)
            case .bothFailed:
                press(1); driver.up(1); press(2); driver.up(2)
            }
        }

        var expected: (phase: GesturePhase, value: Won?, secondPhase: GesturePhase) {
            switch self {
            case .bothPossible: (.possible, nil, .possible)
            // The second follows along without beginning: it could still win if the first failed.
            case .firstActive: (.active, .first(11), .possible)
            case .firstActiveAfterSecondWas: (.active, .first(11), .failed)
            case .firstEnded: (.ended, .first(11), .failed)
            case .secondActiveFirstPossible: (.active, .second(22), .active)
            case .secondWouldEndFirstPossible: (.active, .second(22), .active)   // held, not ended
            case .secondWouldEndThenFirstFails: (.ended, .second(22), .ended)
            case .secondWouldEndThenFirstWins: (.active, .first(11), .failed)
            case .firstFailedSecondPossible: (.possible, nil, .possible)
            case .firstFailedSecondActive: (.active, .second(22), .active)
            case .firstFailedSecondEnded: (.ended, .second(22), .ended)
            case .bothFailed: (.failed, nil, .failed)
            }
        }
    }

    @Test("children's situation → composed phase and value", arguments: Situation.allCases)
    func phaseAndValue(situation: Situation) {
        var firstEnded = 0
        var secondEnded = 0
        let driver = GestureDriver(ScriptedGesture(1).onEnded { _ in firstEnded += 1 }
            .exclusively(before: ScriptedGesture(2).onEnded { _ in secondEnded += 1 }))
        situation.play(on: driver)
        #expect(driver.phase == situation.expected.phase)
        #expect(Won(driver.value) == situation.expected.value)
        #expect(driver.recognizer.second.phase == situation.expected.secondPhase)
        let endedAs = driver.phase == .ended ? situation.expected.value : nil
        #expect(firstEnded == (endedAs.map { if case .first = $0 { 1 } else { 0 } } ?? 0))
        #expect(secondEnded == (endedAs.map { if case .second = $0 { 1 } else { 0 } } ?? 0))
    }

    // MARK: Double tap before single tap

    @Test func aSingleTapEndsOnlyWhenTheDoubleTapFails035sAfterRelease() {
        var doubles = 0
        var singles = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { doubles += 1 }
            .exclusively(before: TapGesture().onEnded { singles += 1 }))
        let spot = Point(x: 200, y: 200)
        driver.down(at: spot, time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .possible)
        #expect(singles == 0, "the single tap is held while the double tap may still win")
        driver.advance(to: 0.1 + 0.34)
        #expect(driver.phase == .possible)
        #expect(singles == 0)
        driver.advance(to: 0.1 + 0.36)
        #expect(driver.phase == .ended)
        #expect(singles == 1)
        #expect(doubles == 0)
        if case .second? = driver.value {} else { Issue.record("ended as \(String(describing: driver.value))") }
        let endedAt = driver.transitions.first { $0.transition == .ended }?.time ?? 0
        #expect(endedAt >= 0.1 + 0.35 - 1e-9)
        driver.wait(1)
        #expect(singles == 1)
    }

    @Test func aDoubleTapEndsAsFirstAndTheSingleTapNeverEnds() {
        var doubles = 0
        var singles = 0
        let driver = GestureDriver(TapGesture(count: 2).onEnded { doubles += 1 }
            .exclusively(before: TapGesture().onEnded { singles += 1 }))
        let spot = Point(x: 200, y: 200)
        driver.down(at: spot, time: 0)
        driver.up(time: 0.1)
        driver.down(at: spot, time: 0.25)
        driver.up(time: 0.3)
        #expect(driver.phase == .ended)
        if case .first? = driver.value {} else { Issue.record("ended as \(String(describing: driver.value))") }
        #expect(doubles == 1)
        #expect(singles == 0)
        driver.wait(1)
        #expect(singles == 0)
        #expect(driver.count(.ended) == 1)
    }

    // MARK: First wins

    @Test func whenTheFirstWinsTheSecondsStateResetsAndItNeverEnds() {
        let pressing = GestureState(wrappedValue: false)
        var longPressEnded = 0
        var dragEnded = 0
        let driver = GestureDriver(DragGesture().onEnded { _ in dragEnded += 1 }
            .exclusively(before: LongPressGesture()
                .updating(pressing) { value, state, _ in state = value }
                .onEnded { _ in longPressEnded += 1 }))
        let press = Point(x: 100, y: 100)
        driver.down(at: press, time: 0)
        #expect(driver.phase == .active)
        if case .second(true)? = driver.value {} else { Issue.record("got \(String(describing: driver.value))") }
        #expect(pressing.wrappedValue == true)

        driver.move(to: press + Vector(width: 10, height: 0), time: 0.1)
        if case .first(let drag)? = driver.value {
            #expect(drag.translation == Vector(width: 10, height: 0))
        } else {
            Issue.record("got \(String(describing: driver.value))")
        }
        #expect(pressing.wrappedValue == false)
        #expect(driver.recognizer.second.phase == .failed)
        driver.advance(to: 1)
        driver.up(time: 1.1)
        #expect(driver.phase == .ended)
        #expect(dragEnded == 1)
        #expect(longPressEnded == 0)
    }

    @Test("tap before drag: a short move is a tap, a long one a drag",
          arguments: [(20.0, true), (60.0, false)])
    func tapBeforeDrag(distance: Double, tapWins: Bool) {
        var taps = 0
        var drags = 0
        let driver = GestureDriver(TapGesture().onEnded { taps += 1 }
            .exclusively(before: DragGesture().onEnded { _ in drags += 1 }))
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.drag(by: Vector(width: distance, height: 0), steps: 10)
        #expect(driver.phase == .active, "the drag is active while the tap is possible or failed")
        if case .second? = driver.value {} else { Issue.record("got \(String(describing: driver.value))") }
        driver.up(time: 0.2)
        #expect(driver.phase == .ended)
        #expect(taps == (tapWins ? 1 : 0))
        #expect(drags == (tapWins ? 0 : 1))
        switch driver.value {
        case .first?: #expect(tapWins)
        case .second?: #expect(!tapWins)
        case nil: Issue.record("no value")
        }
    }

    @Test func cancelAllFailsBothChildren() {
        let driver = GestureDriver(TapGesture().exclusively(before: LongPressGesture()))
        driver.down(at: Point(x: 100, y: 100), time: 0)
        driver.cancelAll(time: 0.1)
        #expect(driver.phase == .failed)
        #expect(driver.count(.cancelled) == 1, "the long press had made it active")
    }
}
