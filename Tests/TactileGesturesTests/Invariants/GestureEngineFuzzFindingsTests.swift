import Testing
import TactileGestures
import TactileTestSupport

/// What the gesture-engine fuzzer (`Fuzz/Harnesses/gesture-engine`) found, cut down to plain
/// examples. Each comment says what went wrong; each test fails without its fix. The inputs
/// themselves are in the harness's corpus, named `found-…`.
@Suite("Gesture engine: fuzzer findings")
struct GestureEngineFuzzFindingsTests {
    static let p = Point(x: 100, y: 100)

    /// A sequence and the callbacks the findings look at.
    final class Outcome {
        var ended = 0
        var cancelled = 0
        let state = GestureState(wrappedValue: false)
    }

    static func instrumented<G: Gesture>(_ gesture: G, _ outcome: Outcome)
        -> CancelledGesture<EndedGesture<UpdatingGesture<G, Bool>>>
    {
        gesture.updating(outcome.state) { _, state, _ in state = true }
            .onEnded { _ in outcome.ended += 1 }
            .onCancelled { outcome.cancelled += 1 }
    }

    /// `TapGesture().sequenced(before: TapGesture())` after a single tap: the sequence became
    /// active and waited for a next press for ever — no onEnded, no onCancelled, its
    /// GestureState set, long after every pointer was up. It now waits a double tap's window.
    @Test func aSequenceAfterATapFailsWhenNoPressComesInTheWindow() {
        let outcome = Outcome()
        let driver = GestureDriver(Self.instrumented(TapGesture().sequenced(before: TapGesture()), outcome))
        driver.down(at: Self.p, time: 0)
        driver.up(time: 0.05)
        #expect(driver.phase == .active && outcome.state.wrappedValue)
        driver.advance(to: 0.05 + SequenceGesture<TapGesture, TapGesture>.nextPressWindow - 0.01)
        #expect(driver.phase == .active, "still within the window")
        driver.advance(to: 0.05 + SequenceGesture<TapGesture, TapGesture>.nextPressWindow + 0.01)
        #expect(driver.phase == .failed)
        #expect(outcome.cancelled == 1 && outcome.ended == 0)
        #expect(!outcome.state.wrappedValue)
    }

    /// The press that comes in time continues the sequence: a tap, then a drag.
    @Test func aSequenceAfterATapTakesAPressWithinTheWindow() {
        let outcome = Outcome()
        let driver = GestureDriver(Self.instrumented(TapGesture().sequenced(before: DragGesture(minimumDistance: 0)), outcome))
        driver.down(at: Self.p, time: 0)
        driver.up(time: 0.05)
        driver.down(at: Self.p, time: 0.35)
        driver.drag(by: Vector(width: 40, height: 0))
        driver.wait(1)
        #expect(driver.phase == .active, "a drag under way does not time out")
        driver.up()
        #expect(outcome.ended == 1 && outcome.cancelled == 0)
    }

    /// A press at x = −1.8e308 (finite) on an entity whose space scales by 3: the drag's
    /// location, start and prediction were −∞. Locations beyond `Point.trackingLimit` are
    /// now ignored, as NaN is.
    @Test func aPressAtTheEdgeOfTheDoublesIsNotFollowed() {
        let spaces = CoordinateSpaces(local: AffineTransform(rotation: .degrees(-90)).concatenating(AffineTransform(scale: 3)))
        var values: [DragGesture.Value] = []
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onChanged { values.append($0) }, spaces: spaces)
        driver.down(at: Point(x: -.greatestFiniteMagnitude, y: 100), time: 0)
        driver.move(to: Point(x: -.greatestFiniteMagnitude, y: 120), time: 0.01)
        driver.up(time: 0.02)
        #expect(values.isEmpty)
        #expect(!driver.session.hasBegun)
    }

    /// A drag that is followed ignores a move out to 1e305 (∞ once scaled), as it ignores NaN: its values stay finite.
    @Test func aDragIgnoresAMoveBeyondTheTrackingLimit() {
        var values: [DragGesture.Value] = []
        let driver = GestureDriver(DragGesture(minimumDistance: 0).onChanged { values.append($0) },
                                   spaces: CoordinateSpaces(local: AffineTransform(scale: 1e4)))
        driver.down(at: Self.p, time: 0)
        driver.move(to: Point(x: 1e305, y: -1e305), time: 0.01)
        driver.move(to: Point(x: 130, y: 100), time: 0.02)
        driver.up(time: 0.03)
        #expect(!values.isEmpty)
        for value in values {
            #expect(value.location.isFinite && value.translation.isFinite && value.velocity.isFinite)
            #expect(value.predictedEndLocation.isFinite)
        }
    }

    /// `drag.exclusively(before: longPress(0).sequenced(before: tap))` with the drag active:
    /// the exclusive's second may not begin, but the sequence let its first part end freely,
    /// so the long press ended (onEnded ran) and the sequence became active under an active
    /// first. When the exclusive noticed depended on whether a tick came in between, so a
    /// runtime advancing only at deadlines saw a different order of callbacks.
    @Test func aSequenceHeldBackByAnActiveFirstDoesNotBegin() {
        let outcome = Outcome()
        var pressEnded = 0
        let sequence = LongPressGesture(minimumDuration: 0).onEnded { _ in pressEnded += 1 }.sequenced(before: TapGesture())
        let driver = GestureDriver(DragGesture(minimumDistance: 0).exclusively(before: Self.instrumented(sequence, outcome)))
        driver.down(at: Self.p, time: 0.1)
        driver.move(to: Self.p, time: 0.1)
        #expect(pressEnded == 0, "the long press holds its end while the drag is active")
        #expect(!outcome.state.wrappedValue)
        driver.advance(to: 0.11)
        driver.up(time: 0.112)
        #expect(driver.phase == .ended)
        #expect(pressEnded == 0 && outcome.ended == 0 && outcome.cancelled == 0)
        guard case .first? = driver.value else {
            Issue.record("the drag should have won: \(String(describing: driver.value))")
            return
        }
    }
}
