import Testing
import TactileGestures

/// Callbacks attached to a queue wait there until it runs, in the order they happened; a
/// recognizer updated by hand with no queue calls at once; a session runs its queue at the end
/// of each input.
@Suite("GestureCallbacks")
struct GestureCallbacksTests {
    private static func down(_ x: Double, at time: Double) -> GestureInput {
        .pointer(PointerEvent(.down, pointer: 1, at: Point(x: x, y: 0), time: time))
    }

    private static func move(_ x: Double, at time: Double) -> GestureInput {
        .frame(PointerFrame(PointerEvent(.move, pointer: 1, at: Point(x: x, y: 0), time: time)))
    }

    private static func up(_ x: Double, at time: Double) -> GestureInput {
        .pointer(PointerEvent(.up, pointer: 1, at: Point(x: x, y: 0), time: time))
    }

    /// Records what ran, for the tests' gesture: an inner `onChanged`, an outer `onChanged` and `onEnded`.
    final class Calls { var names: [String] = [] }

    private static func gesture(_ calls: Calls) -> some Gesture<DragGesture.Value> {
        DragGesture(minimumDistance: 2)
            .onChanged { calls.names.append("inner \(Int($0.translation.width))") }
            .onChanged { calls.names.append("outer \(Int($0.translation.width))") }
            .onEnded { calls.names.append("ended \(Int($0.translation.width))") }
    }

    @Test func attachedCallbacksWaitForTheQueueAndRunInOrder() {
        let calls = Calls()
        var recognizer = Self.gesture(calls).makeRecognizer()
        let callbacks = GestureCallbacks()
        recognizer.attach(callbacks)
        let context = GestureContext()
        recognizer.update(Self.down(0, at: 0), in: context)
        recognizer.update(Self.move(5, at: 0.01), in: context)
        recognizer.update(Self.move(9, at: 0.02), in: context)
        #expect(calls.names.isEmpty, "nothing runs inside update")
        #expect(!callbacks.isEmpty)
        callbacks.run()
        #expect(calls.names == ["inner 5", "outer 5", "inner 9", "outer 9"])
        recognizer.update(Self.up(9, at: 0.03), in: context)
        callbacks.run()
        #expect(calls.names.suffix(1) == ["ended 9"])
        #expect(callbacks.isEmpty)
    }

    @Test func withoutAQueueCallbacksRunAtOnce() {
        let calls = Calls()
        var recognizer = Self.gesture(calls).makeRecognizer()
        let context = GestureContext()
        recognizer.update(Self.down(0, at: 0), in: context)
        recognizer.update(Self.move(5, at: 0.01), in: context)
        #expect(calls.names == ["inner 5", "outer 5"])
    }

    @Test func aCallbackQueuedWhileTheQueueRunsWaitsItsTurn() {
        let calls = Calls()
        let callbacks = GestureCallbacks()
        var second = DragGesture(minimumDistance: 2).onChanged { _ in calls.names.append("second") }.makeRecognizer()
        second.attach(callbacks)
        var first = DragGesture(minimumDistance: 2).onChanged { _ in
            calls.names.append("first")
            // Input from inside a callback: its callbacks queue behind the ones waiting.
            second.update(Self.down(0, at: 0), in: GestureContext())
            second.update(Self.move(3, at: 0.01), in: GestureContext())
            callbacks.run()
            calls.names.append("first, after")
        }.makeRecognizer()
        first.attach(callbacks)
        first.update(Self.down(0, at: 0), in: GestureContext())
        first.update(Self.move(3, at: 0.01), in: GestureContext())
        callbacks.run()
        #expect(calls.names == ["first", "first, after", "second"])
    }

    @Test func aSessionRunsItsQueueAtTheEndOfEachInput() {
        let calls = Calls()
        var session = GestureSession(Self.gesture(calls))
        session.handle(PointerEvent(.down, pointer: 1, at: .zero, time: 0))
        session.handle(PointerEvent(.move, pointer: 1, at: Point(x: 4, y: 0), time: 0.01))
        #expect(calls.names == ["inner 4", "outer 4"])
        session.handle(PointerEvent(.up, pointer: 1, at: Point(x: 4, y: 0), time: 0.02))
        #expect(calls.names.last == "ended 4")
        #expect(session.callbacks.isEmpty)
    }

    @Test func aGestureStateResetWaitsBehindTheUpdatesBeforeIt() {
        let state = GestureState(wrappedValue: 0.0)
        var recognizer = DragGesture(minimumDistance: 2).updating(state) { value, state, _ in state = value.translation.width }
            .makeRecognizer()
        let callbacks = GestureCallbacks()
        recognizer.attach(callbacks)
        recognizer.update(Self.down(0, at: 0), in: GestureContext())
        recognizer.update(Self.move(7, at: 0.01), in: GestureContext())
        recognizer.update(Self.up(7, at: 0.02), in: GestureContext())
        #expect(state.wrappedValue == 0, "not written yet")
        let version = state.lastChange.version
        callbacks.run()
        #expect(state.wrappedValue == 0, "written, then reset, in that order")
        #expect(state.lastChange.version == version + 2)
    }
}
