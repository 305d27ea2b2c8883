import Testing
import TactileGestures
import TactileTestSupport

@Suite("Seed 003, pitfalls and performance")
struct Seed003PitfallsTests {
    let center = Point(x: 640, y: 400)

    // MARK: Pitfall 1

    @Test func aStateOffsetStaysAtItsLastValueAndJumpsOnTheNextDrag() {
        let view = Seed003.OffsetThatNeverResets()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 100, height: 40), steps: 20)
        driver.up()
        #expect(view.offset == Vector(width: 100, height: 40), "the problem: it does not reset")

        // No way to reset to the original position: the next drag starts from zero translation.
        driver.wait(0.5)
        driver.down(at: center + Vector(width: 100, height: 40))
        driver.drag(by: Vector(width: 12, height: 0), steps: 3)
        #expect(view.offset == Vector(width: 12, height: 0), "the view jumps back under the finger")
        driver.up()
    }

    // MARK: Pitfall 4

    @Test func theWrongVersionLeavesThePreviewVisibleWhenTheDragIsCancelled() {
        let view = Seed003.PreviewAssumingCompletion()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 200, height: 0), steps: 25)
        #expect(view.log.preview == center + Vector(width: 200, height: 0))
        driver.cancelAll()
        #expect(view.log.preview != nil, "the problem: the preview stays visible")
        #expect(view.log.committed == nil)
    }

    /// Drags `pointer` by `offset` in `steps` moves, one a tick, rendering after each.
    func dragRendering(_ view: Seed003.PreviewWithGestureState, _ driver: GestureDriver<some Gesture>,
                       by offset: Vector, steps: Int) {
        let start = driver.location(of: 1)
        let startTime = driver.time
        for step in 1...steps {
            driver.move(to: start + offset * (Double(step) / Double(steps)), time: startTime + Double(step) / 120)
            view.render()
        }
    }

    @Test func theGestureStateVersionCleansUpWhenFocusIsLost() {
        let view = Seed003.PreviewWithGestureState()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        view.render()
        #expect(!view.isDragging, "not a drag yet")
        dragRendering(view, driver, by: Vector(width: 150, height: 30), steps: 20)
        #expect(view.isDragging)
        #expect(view.log.preview == center + Vector(width: 150, height: 30))

        driver.cancelAll()
        #expect(!view.isDragging, "the GestureState resets on cancel")
        view.render()
        #expect(view.log.preview == nil, "cleanup when cancelled")
        #expect(view.log.hides == 1)
        #expect(view.log.committed == nil, "onEnded never runs on a cancel")
        #expect(driver.count(.cancelled) == 1)
    }

    @Test func theGestureStateVersionCleansUpWhenTheTouchIsCancelled() {
        let view = Seed003.PreviewWithGestureState()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        view.render()
        dragRendering(view, driver, by: Vector(width: -40, height: -120), steps: 20)
        #expect(view.log.preview != nil)

        driver.cancel(1)
        view.render()
        #expect(!view.isDragging)
        #expect(view.log.preview == nil)
        #expect(view.log.hides == 1)
        #expect(view.log.committed == nil)

        // The next drag works as usual, and its normal end cleans up too.
        driver.wait(0.3)
        driver.down(at: center)
        view.render()
        dragRendering(view, driver, by: Vector(width: 60, height: 0), steps: 10)
        #expect(view.log.preview == center + Vector(width: 60, height: 0))
        driver.up()
        view.render()
        #expect(view.log.preview == nil)
        #expect(view.log.hides == 2)
        #expect(view.log.committed == center + Vector(width: 60, height: 0))
    }

    @Test func onCancelledRunsExactlyOnceOnACancel() {
        let view = Seed003.PreviewWithOnCancelled()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 0, height: 200), steps: 25)
        #expect(view.log.preview != nil)

        driver.cancel(1)
        #expect(view.cancellations == 1)
        #expect(view.log.preview == nil)
        #expect(view.log.committed == nil)

        // Nothing after the cancel runs it again: time passing, a cancel of everything.
        driver.wait(0.5)
        driver.cancelAll()
        driver.wait(0.5)
        #expect(view.cancellations == 1)
        #expect(view.log.hides == 1)
        #expect(driver.count(.cancelled) == 1)
    }

    @Test func onCancelledRunsOnceWhenFocusIsLostMidDrag() {
        let view = Seed003.PreviewWithOnCancelled()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 90, height: 90), steps: 15)
        driver.cancelAll()
        driver.cancelAll()
        #expect(view.cancellations == 1)
        #expect(view.log.preview == nil)
    }

    @Test func onCancelledDoesNotRunForACompletedDragOrOneThatNeverBegan() {
        let view = Seed003.PreviewWithOnCancelled()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 80, height: 0), steps: 10)
        driver.up()
        #expect(view.cancellations == 0)
        #expect(view.log.committed == center + Vector(width: 80, height: 0))

        // A touch that never moved 10 pt did not begin: its cancel is not a cancelled drag.
        driver.wait(0.3)
        driver.down(at: center)
        driver.drag(by: Vector(width: 4, height: 4), steps: 4)
        driver.cancel(1)
        #expect(view.cancellations == 0)
        #expect(view.log.hides == 1, "only the completed drag's onEnded hid the preview")
    }

    // MARK: Pitfall 5

    /// The view's frame starts at (500, 600) in a container scrolled 300 pt up, so the container
    /// space is the window's moved down 300 pt.
    var spaces: CoordinateSpaces {
        CoordinateSpaces(local: AffineTransform(translationX: -500, y: -300),
                         named: [(name: "container", transform: AffineTransform(translationX: 0, y: 300))])
    }

    @Test func withoutACoordinateSpaceTheLocationIsTheViews() {
        let view = Seed003.Annotations()
        let driver = GestureDriver(view.localGesture, spaces: spaces)
        driver.down(at: Point(x: 540, y: 340))
        driver.drag(by: Vector(width: 60, height: 0), steps: 12)
        driver.up()
        #expect(view.annotations.last == Point(x: 100, y: 40), "relative to the view, wrong for the container")
    }

    @Test func aNamedCoordinateSpaceGivesContainerLocations() {
        let view = Seed003.Annotations()
        let driver = GestureDriver(view.containerGesture, spaces: spaces)
        driver.down(at: Point(x: 540, y: 340))
        driver.drag(by: Vector(width: 60, height: 0), steps: 12)
        driver.up()
        #expect(view.annotations.last == Point(x: 600, y: 640), "relative to \"container\"")
        #expect(view.annotations.allSatisfy { $0.y == 640 })
    }

    // MARK: Performance

    /// One second of dragging, 2 pt a tick to the right: 120 moves.
    func dragForOneSecond<G: Gesture>(_ driver: GestureDriver<G>) {
        driver.down(at: center)
        for step in 1...120 {
            driver.move(to: center + Vector(width: Double(2 * step), height: 0), time: Double(step) / 120)
        }
    }

    @Test func theSlowVersionWorksOnEveryChange() {
        let view = Seed003.SlowDrag()
        let driver = GestureDriver(view.gesture)
        dragForOneSecond(driver)
        driver.up()
        // Active from the 5th move (10 pt): 116 changed values, each paying for everything.
        #expect(view.work.calculations == 116)
        #expect(view.work.databaseWrites == 116)
        #expect(view.work.reloads == 116)
    }

    @Test func theFastVersionWorksOnceAtTheEnd() {
        let view = Seed003.FastDrag()
        let driver = GestureDriver(view.gesture)
        dragForOneSecond(driver)
        #expect(view.offset == Vector(width: 240, height: 0), "cheap layout follows the finger")
        #expect(view.work.calculations == 0)
        driver.up()
        #expect(view.work.calculations == 1)
        #expect(view.work.databaseWrites == 1)
        #expect(view.stored == Vector(width: 240, height: 0))
        #expect(view.offset == .zero)
    }
}
