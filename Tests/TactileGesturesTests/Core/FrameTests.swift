import Testing
import TactileGestures
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frames: the moves of one frame change a gesture once, with every pointer where its last
/// sample is, and the value that gives is the one moving the fingers one by one ends with.
@Suite("Frames")
struct FrameTests {
    private typealias Manipulation = SimultaneousGesture<DragGesture, MagnifyGesture>

    private func move(_ pointer: PointerID, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
        PointerEvent(.move, pointer: pointer, at: Point(x: x, y: y), time: time)
    }

    private func frame(_ moves: PointerEvent...) -> PointerFrame {
        var frame = PointerFrame()
        for move in moves {
            frame.append(pointer: move.pointer, device: move.device,
                         samples: [PointerSample(time: move.time, location: move.location)])
        }
        return frame
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

        session.handle(frame(move(1, 180, 305, at: 0.018), move(2, 322, 296, at: 0.018)))
        #expect(framed.values.count == before + 1)

        reference.handle(move(1, 180, 305, at: 0.018))
        reference.handle(move(2, 322, 296, at: 0.018))
        #expect(oneByOne.values.count == before + 2)
        #expect(framed.values.last == oneByOne.values.last)
        #expect(session.value == reference.value)
    }

    /// Rotation deltas accumulate, the velocity takes a sample, the threshold is checked: per
    /// finger, in the frame's order. Every number ends the same, bit for bit.
    @Test(arguments: 0..<4)
    func aPinchFrameEndsBitForBitAsMovingTheFingersOneByOne(seed: Int) throws {
        let gesture = MagnifyGesture().simultaneously(with: RotateGesture())
        var framed = GestureSession(gesture), oneByOne = GestureSession(gesture)
        for down in [PointerEvent(.down, pointer: 1, at: Point(x: 200, y: 300), time: 0),
                     PointerEvent(.down, pointer: 2, at: Point(x: 300, y: 300), time: 0.002)] {
            framed.handle(down)
            oneByOne.handle(down)
        }
        for step in 1...30 {
            let t = Double(step) / 120, turn = Double(step * (seed + 1)) * 0.05, span = 100 + Double(step * (seed + 1))
            let a = move(1, 250 - span / 2 * cos(turn), 300 - span / 2 * sin(turn), at: t - 0.001)
            let b = move(2, 250 + span / 2 * cos(turn), 300 + span / 2 * sin(turn), at: t)
            let order = step % 3 == 0 ? [b, a] : [a, b]
            var frame = PointerFrame()
            for event in order {
                frame.append(pointer: event.pointer, device: .touch, samples: [PointerSample(time: event.time, location: event.location)])
                oneByOne.handle(event)
            }
            framed.handle(frame)
            let (x, y) = (try #require(framed.value), try #require(oneByOne.value))
            let (magnifyX, magnifyY) = (try #require(x.first), try #require(y.first))
            let (rotateX, rotateY) = (try #require(x.second), try #require(y.second))
            #expect(magnifyX.magnification.bitPattern == magnifyY.magnification.bitPattern)
            #expect(magnifyX.velocity.bitPattern == magnifyY.velocity.bitPattern)
            #expect(rotateX.rotation.radians.bitPattern == rotateY.rotation.radians.bitPattern)
            #expect(rotateX.velocity.radians.bitPattern == rotateY.velocity.radians.bitPattern)
            #expect(framed.phase == oneByOne.phase)
        }
    }

    @Test func aDragInAFrameReportsItsOwnPointersLastSample() throws {
        var session = pressed(Counter())
        session.handle(frame(move(1, 170, 310, at: 0.018), move(2, 330, 300, at: 0.019)))
        let drag = try #require(session.value?.first)
        #expect(drag.location == Point(x: 170, y: 310))
        #expect(drag.time.loopSeconds == 0.018)
        #expect(drag.translation == Vector(width: -30, height: 10))
    }

    @Test func aFrameLeavesNothingDue() {
        var session = pressed(Counter())
        session.handle(frame(move(1, 170, 310, at: 0.018), move(2, 330, 300, at: 0.019)))
        #expect(session.nextDeadline() == .infinity, "a drag and a pinch under way wait for input")
    }

    @Test func aGestureNotYetActiveBeginsOnTheFrameThatCarriesItPastItsThreshold() {
        var session = GestureSession(DragGesture(minimumDistance: 10))
        session.handle(PointerEvent(.down, pointer: 1, at: Point(x: 0, y: 0), time: 0))
        #expect(session.handle(frame(move(1, 20, 0, at: 0.01))) == .began)
        #expect(session.value?.translation == Vector(width: 20, height: 0))
    }

    /// A drag becomes active at the first sample at its minimum distance, and reports its last.
    @Test func aDragFrameBeginsAtTheFirstSamplePastTheThreshold() throws {
        let driver = GestureDriver(DragGesture(minimumDistance: 10))
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.frame([(1, [PointerSample(time: 0.002, location: Point(x: 4, y: 0)),
                           PointerSample(time: 0.004, location: Point(x: 6, y: 8)),
                           PointerSample(time: 0.006, location: Point(x: 5, y: 0))])])
        #expect(driver.phase == .active, "(6, 8) is 10 pt from the start")
        let value = try #require(driver.value)
        #expect(value.location == Point(x: 5, y: 0) && value.time.loopSeconds == 0.006)
        #expect(driver.transitions.map(\.transition) == [.began])
    }

    /// A pinch of three fingers: the third's move changes nothing measured, so the value is the
    /// one of the pair's last move.
    @Test func aPinchReportsItsPointersLastMovesInAFrame() throws {
        var session = GestureSession(MagnifyGesture())
        session.handle(PointerEvent(.down, pointer: 1, at: Point(x: 100, y: 100), time: 0))
        session.handle(PointerEvent(.down, pointer: 2, at: Point(x: 200, y: 100), time: 0))
        session.handle(PointerEvent(.down, pointer: 3, at: Point(x: 150, y: 200), time: 0))
        session.handle(frame(move(1, 90, 100, at: 0.01), move(2, 210, 100, at: 0.011), move(3, 500, 500, at: 0.012)))
        var reference = GestureSession(MagnifyGesture())
        reference.handle(PointerEvent(.down, pointer: 1, at: Point(x: 100, y: 100), time: 0))
        reference.handle(PointerEvent(.down, pointer: 2, at: Point(x: 200, y: 100), time: 0))
        reference.handle(PointerEvent(.down, pointer: 3, at: Point(x: 150, y: 200), time: 0))
        reference.handle(move(1, 90, 100, at: 0.01))
        reference.handle(move(2, 210, 100, at: 0.011))
        let pairOnly = try #require(reference.value)
        // The third pointer counts towards the centroid (not the magnification).
        reference.handle(move(3, 500, 500, at: 0.012))
        let value = try #require(session.value)
        #expect(value.magnification == 1.2)
        #expect(value == reference.value)
        #expect(pairOnly.magnification == value.magnification && pairOnly.location != value.location)
        #expect(value.location == Point(x: 800.0 / 3, y: 700.0 / 3) && value.pointerCount == 3)
    }
}

/// The derived contexts a composition gives its parts change only what they say.
@Suite("GestureContext")
struct GestureContextTests {
    @Test func derivedContextsChangeOnlyTheirFlag() {
        let context = GestureContext(mayEnd: true, mayBegin: true)
        let held = context.allowingEnd(false), barred = context.allowingBegin(false)
        #expect((held.mayEnd, held.mayBegin) == (false, true))
        #expect((barred.mayEnd, barred.mayBegin) == (true, false))
        #expect(held.allowingEnd(true).mayEnd == false, "allowing does not lift a parent's hold")
        #expect(barred.allowingBegin(true).mayBegin == false, "allowing does not lift a parent's hold")
        let freed = held.endingFreely
        #expect((freed.mayEnd, freed.mayBegin) == (true, true))
        let moved = barred.with(spaces: CoordinateSpaces(local: AffineTransform(translationX: 3, y: 4)))
        #expect((moved.mayEnd, moved.mayBegin) == (true, false))
        #expect(moved.spaces.local == AffineTransform(translationX: 3, y: 4))
    }
}
