import Testing
import TactileGestures

/// `morePointersFollow`: the moves of one frame change a gesture once, with the frame's last
/// move, and the value that gives is the one moving the fingers one by one would end with.
@Suite("GestureContext frames")
struct GestureContextTests {
    private typealias Manipulation = SimultaneousGesture<DragGesture, MagnifyGesture>

    private func move(_ pointer: PointerID, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
        PointerEvent(.move, pointer: pointer, at: Point(x: x, y: y), time: time)
    }

    /// Two fingers down, then apart far enough that the drag and the pinch are both active.
    private func pressed(_ changes: Counter) -> GestureSession<ChangedGesture<Manipulation>.Recognizer> {
        var session = GestureSession(DragGesture(minimumDistance: 2).simultaneously(with: MagnifyGesture())
            .onChanged { changes.values.append($0) })
        session.handle(PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 300), time: 0))
        session.handle(PointerEvent(.down, pointer: 2, at: Point(x: 300, y: 300), time: 0.001))
        session.handle(move(1, 190, 300, at: 0.010))
        session.handle(move(2, 310, 300, at: 0.010))
        return session
    }

    private final class Counter { var values: [Manipulation.Value] = [] }

    @Test func aFrameChangesTheGestureOnceWithWhatMovingOneByOneEndsWith() throws {
        let framed = Counter(), oneByOne = Counter()
        var session = pressed(framed), reference = pressed(oneByOne)
        #expect(session.phase == .active)
        let before = framed.values.count

        session.handle(move(1, 180, 305, at: 0.018), morePointersFollow: true)
        #expect(framed.values.count == before, "the first finger's move waits for the frame's last")
        session.handle(move(2, 322, 296, at: 0.018))
        #expect(framed.values.count == before + 1)

        reference.handle(move(1, 180, 305, at: 0.018))
        reference.handle(move(2, 322, 296, at: 0.018))
        #expect(oneByOne.values.count == before + 2)
        #expect(try #require(framed.values.last) == oneByOne.values.last)
        #expect(session.value == reference.value)
    }

    @Test func aDragOwesTheValueOfItsOwnPointersMoveAtThatMovesTime() throws {
        var session = pressed(Counter())
        session.handle(move(1, 170, 310, at: 0.018), morePointersFollow: true)
        session.handle(move(2, 330, 300, at: 0.019))
        let drag = try #require(session.value?.first)
        #expect(drag.location == Point(x: 170, y: 310))
        #expect(drag.time == 0.018)
        #expect(drag.translation == Vector(width: -30, height: 10))
    }

    @Test func aValueOwedWithNothingFollowingComesWithTheClock() throws {
        let changes = Counter()
        var session = pressed(changes)
        let before = changes.values.count
        session.handle(move(1, 170, 310, at: 0.018), morePointersFollow: true)
        #expect(session.nextDeadline() == -.infinity, "an owed value asks for the next tick")
        session.advance(to: 1.0 / 60)
        #expect(changes.values.count == before + 1)
        #expect(try #require(changes.values.last?.first).location == Point(x: 170, y: 310))
        #expect(session.nextDeadline() == .infinity)
    }

    @Test func aGestureNotYetActiveBeginsOnTheMoveThatCarriesItPastItsThreshold() {
        var session = GestureSession(DragGesture(minimumDistance: 10))
        session.handle(PointerEvent(.down, pointer: 1, at: Point(x: 0, y: 0), time: 0))
        #expect(session.handle(move(1, 20, 0, at: 0.01), morePointersFollow: true) == .began)
        #expect(session.value?.translation == Vector(width: 20, height: 0))
    }

    @Test func aReleaseAfterAKeptMoveGetsTheValueOfThatMoveNotOfTheFingersAfter() {
        let framed = Counter(), oneByOne = Counter()
        var session = pressed(framed), reference = pressed(oneByOne)
        // The frame's next move never arrives (its pointer was not the gesture's): a release
        // of the other finger, somewhere else, comes first.
        session.handle(move(1, 170, 310, at: 0.018), morePointersFollow: true)
        session.handle(PointerEvent(.up, pointer: 2, at: Point(x: 400, y: 250), time: 0.019))
        reference.handle(move(1, 170, 310, at: 0.018))
        reference.handle(PointerEvent(.up, pointer: 2, at: Point(x: 400, y: 250), time: 0.019))
        #expect(session.value == reference.value)
        #expect(framed.values.last == oneByOne.values.last)
    }
}

/// `mayEnd`, `mayBegin` and `morePointersFollow` are kept together: each is set and read on
/// its own, and the derived contexts change only theirs.
@Suite("GestureContext flags")
struct GestureContextFlagTests {
    @Test(arguments: [false, true], [false, true])
    func eachFlagIsSetAndReadOnItsOwn(mayEnd: Bool, mayBegin: Bool) {
        for more in [false, true] {
            var context = GestureContext(mayEnd: mayEnd, mayBegin: mayBegin, morePointersFollow: more)
            #expect((context.mayEnd, context.mayBegin, context.morePointersFollow) == (mayEnd, mayBegin, more))
            context.morePointersFollow = !more
            #expect((context.mayEnd, context.mayBegin, context.morePointersFollow) == (mayEnd, mayBegin, !more))
            context.mayEnd = !mayEnd
            #expect((context.mayEnd, context.mayBegin, context.morePointersFollow) == (!mayEnd, mayBegin, !more))
            context.mayBegin = !mayBegin
            #expect((context.mayEnd, context.mayBegin, context.morePointersFollow) == (!mayEnd, !mayBegin, !more))
        }
    }

    @Test func derivedContextsChangeOnlyTheirFlag() {
        let context = GestureContext(mayEnd: true, mayBegin: true, morePointersFollow: true)
        let held = context.allowingEnd(false), barred = context.allowingBegin(false)
        #expect((held.mayEnd, held.mayBegin, held.morePointersFollow) == (false, true, true))
        #expect((barred.mayEnd, barred.mayBegin, barred.morePointersFollow) == (true, false, true))
        #expect(held.allowingEnd(true).mayEnd == false, "allowing does not lift a parent's hold")
        let freed = held.endingFreely
        #expect((freed.mayEnd, freed.mayBegin, freed.morePointersFollow) == (true, true, true))
        let moved = context.with(spaces: CoordinateSpaces(local: .identity))
        #expect((moved.mayEnd, moved.mayBegin, moved.morePointersFollow) == (true, true, true))
    }
}
