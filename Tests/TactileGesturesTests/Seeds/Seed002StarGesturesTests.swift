import Testing
import TactileGestures
import TactileTestSupport

@Suite("Seed 002: the star (tap, long press, drag, DraggableView)")
struct Seed002StarGesturesTests {
    let star = Point(x: 640, y: 400)

    // MARK: Tap

    @Test func aTapPrintsTapped() {
        let driver = GestureDriver(Seed002.TappedStar().gesture)
        driver.down(at: star)
        driver.wait(0.05)
        driver.move(to: star + Vector(width: 2, height: -1))
        driver.wait(0.05)
        driver.up()
        #expect(driver.phase == .ended)
        #expect(driver.count(.ended) == 1)
    }

    @Test func eachTapTogglesTheScale() {
        let view = Seed002.TapStar()
        let driver = GestureDriver(view.gesture)
        #expect(view.scale == 1.0)

        driver.down(at: star)
        driver.wait(0.08)
        #expect(view.scale == 1.0, "nothing before the finger lifts")
        driver.up()
        #expect(view.scale == 0.5)

        driver.wait(0.6)
        driver.down(at: star + Vector(width: 20, height: 10))
        driver.wait(0.1)
        driver.up()
        #expect(view.scale == 1.0)
        #expect(driver.count(.ended) == 2)
    }

    @Test func aPressHeldTooLongOrDraggedAwayIsNoTap() {
        let view = Seed002.TapStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.wait(0.8)
        driver.up()
        #expect(view.scale == 1.0, "held 0.75 s or more")

        driver.wait(0.5)
        driver.down(at: star)
        driver.drag(by: Vector(width: 60, height: 0), steps: 12)
        driver.up()
        #expect(view.scale == 1.0, "moved 45 pt or more")
    }

    // MARK: Long press

    @Test func holdingOneSecondTogglesTheSizeWithoutWaitingForTheRelease() {
        let view = Seed002.PressStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.wait(0.5)
        #expect(view.scale == 1.0)
        driver.wait(0.5)
        #expect(view.scale == 0.5, "the press is recognized at 1 s, finger still down")
        driver.wait(0.5)
        driver.up()
        #expect(view.scale == 0.5)

        // Press and hold again: back to full size.
        driver.wait(0.3)
        driver.down(at: star)
        driver.wait(1.0)
        driver.up()
        #expect(view.scale == 1.0)
        #expect(driver.count(.ended) == 2)
    }

    @Test func aShortPressTogglesNothing() {
        let view = Seed002.PressStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.wait(0.6)
        driver.up()
        driver.wait(1)
        #expect(view.scale == 1.0)
        #expect(driver.count(.ended) == 0)
    }

    // MARK: GestureState

    @Test func theStarDimsAtOnceAndResizesAfterOneSecond() {
        let view = Seed002.DimmingPressStar()
        let driver = GestureDriver(view.gesture)
        #expect(view.opacity == 1.0)

        driver.down(at: star)
        #expect(view.opacity == 0.4, "immediate feedback when the finger lands")
        driver.wait(0.9)
        #expect(view.opacity == 0.4)
        #expect(view.scale == 1.0)

        driver.wait(0.1)
        #expect(view.scale == 0.5, "held for one second")
        // The long press is over (it ends when its duration elapses): its GestureState is
        // back to the initial value even though the finger is still down, as in SwiftUI.
        #expect(view.opacity == 1.0)
        driver.up()
        #expect(view.opacity == 1.0)
    }

    @Test func releasingEarlyRestoresTheOpacity() {
        let view = Seed002.DimmingPressStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.wait(0.2)
        driver.move(to: star + Vector(width: 3, height: 4))   // a little tremble is allowed
        driver.wait(0.3)
        #expect(view.opacity == 0.4)
        driver.up()
        #expect(view.opacity == 1.0, "GestureState resets when the finger lifts")
        #expect(view.scale == 1.0)
        #expect(view.$longPressTap.lastChange.version == 2, "set once (true), reset once")
    }

    // MARK: Drag

    @Test func theStarFollowsTheFingerAndReturnsHome() {
        let view = Seed002.SnapBackStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.drag(by: Vector(width: 6, height: 0), steps: 3)
        #expect(view.offset == .zero, "not a drag before 10 pt")

        driver.drag(by: Vector(width: 114, height: 80), steps: 24)
        #expect(view.offset == Vector(width: 120, height: 80), "measured from where the finger went down")
        driver.drag(by: Vector(width: -40, height: 20), steps: 8)
        #expect(view.offset == Vector(width: 80, height: 100))

        driver.up()
        #expect(view.offset == .zero, "back to its starting point")
    }

    @Test func theStarStaysWhereItIsDropped() {
        let view = Seed002.DragStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.drag(by: Vector(width: 150, height: -50), steps: 30)
        #expect(view.offset == Vector(width: 150, height: -50))
        driver.up()
        #expect(view.position == Vector(width: 150, height: -50))
        #expect(view.offset == Vector(width: 150, height: -50), "no jump on release")

        // A second drag starts from where the star is now.
        driver.wait(0.5)
        driver.down(at: star + Vector(width: 150, height: -50))
        driver.drag(by: Vector(width: -30, height: 90), steps: 15)
        #expect(view.offset == Vector(width: 120, height: 40))
        driver.up()
        #expect(view.offset == Vector(width: 120, height: 40))
        #expect(view.dragOffset == .zero)
    }

    @Test func aTouchThatNeverMovesTenPointsMovesNothing() {
        let view = Seed002.DragStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.drag(by: Vector(width: 5, height: 5), steps: 5)
        driver.up()
        #expect(view.offset == .zero)
        #expect(driver.count(.began) == 0)
    }

    // MARK: Long press, then drag (two updating calls)

    @Test func pressDimsForOneSecondThenTheStarCanBeDragged() {
        let view = Seed002.PressThenDragStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        #expect(view.opacity == 0.5, "isPressed as soon as the finger lands")
        driver.wait(0.4)
        driver.move(to: star + Vector(width: 4, height: -3))   // tremble, under 10 pt
        driver.wait(0.4)
        #expect(view.opacity == 0.5)
        #expect(view.offset == .zero)

        driver.wait(0.2)
        // The long press ended at 1 s: its own GestureState (isPressed) resets, as in SwiftUI.
        #expect(view.opacity == 1.0)
        #expect(view.offset == .zero, ".second(true, nil): no translation yet")

        driver.drag(by: Vector(width: 100, height: 60), steps: 20)
        #expect(view.offset == Vector(width: 100, height: 60), "measured from the hand-over: no jump")
        driver.up()
        #expect(view.position == Vector(width: 100, height: 60))
        #expect(view.dragOffset == .zero)
        #expect(view.offset == Vector(width: 100, height: 60))
    }

    @Test func youCannotDragBeforeHoldingOneSecond() {
        let view = Seed002.PressThenDragStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.wait(0.3)
        driver.drag(by: Vector(width: 100, height: 60), steps: 20)
        #expect(view.offset == .zero)
        #expect(view.opacity == 1.0, "the press failed: isPressed reset")
        driver.wait(1)
        driver.drag(by: Vector(width: 50, height: 0), steps: 10)
        driver.up()
        #expect(view.position == .zero)
        #expect(view.offset == .zero)
    }

    // MARK: DragState

    @Test func dragStateStarPressesThenDragsThenCommits() {
        let view = Seed002.DragStateStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        #expect(view.opacity == 0.5)
        driver.wait(1.0)
        #expect(view.opacity == 0.5, "dragging(.zero) is still pressing")
        #expect(view.offset == .zero)

        driver.drag(by: Vector(width: -80, height: 120), steps: 25)
        #expect(view.offset == Vector(width: -80, height: 120))
        #expect(view.opacity == 0.5)
        driver.up()
        #expect(view.opacity == 1.0)
        #expect(view.offset == Vector(width: -80, height: 120))

        // Dragging again adds to the position.
        driver.wait(0.5)
        driver.down(at: star + Vector(width: -80, height: 120))
        driver.wait(1.0)
        driver.drag(by: Vector(width: 30, height: -20), steps: 10)
        #expect(view.offset == Vector(width: -50, height: 100))
        driver.up()
        #expect(view.position == Vector(width: -50, height: 100))
    }

    @Test func dragStateStarReleasedDuringThePressStaysPut() {
        let view = Seed002.DragStateStar()
        let driver = GestureDriver(view.gesture)
        driver.down(at: star)
        driver.wait(0.7)
        driver.up()
        #expect(view.opacity == 1.0)
        #expect(view.offset == .zero)

        // Long press completed, lifted without dragging: the drag fails, nothing is committed.
        driver.wait(0.5)
        driver.down(at: star)
        driver.wait(1.2)
        driver.up()
        #expect(view.opacity == 1.0)
        #expect(view.position == .zero)
    }

    // MARK: DraggableView

    /// Presses for one second, drags by (dx, dy), releases, and checks what the view shows.
    func pressAndDrag<Content>(_ view: Seed002.DraggableView<Content>, at start: Point) {
        let driver = GestureDriver(view.gesture)
        driver.down(at: start)
        #expect(view.opacity == 0.5)
        driver.wait(0.5)
        driver.drag(by: Vector(width: 30, height: 0), steps: 6)
        #expect(view.offset == .zero, "not before one second")
        driver.up()
        #expect(view.opacity == 1.0)

        driver.wait(0.5)
        driver.down(at: start)
        driver.wait(1.0)
        driver.drag(by: Vector(width: 70, height: -40), steps: 14)
        #expect(view.opacity == 0.5)
        #expect(view.offset == Vector(width: 70, height: -40))
        driver.up()
        #expect(view.opacity == 1.0)
        #expect(view.offset == Vector(width: 70, height: -40))
    }

    @Test func draggableStar() {
        let view = Seed002.DraggableView() {
            Seed002.Image(systemName: "star.circle.fill")
        }
        pressAndDrag(view, at: Point(x: 320, y: 400))
        #expect(view.body == Seed002.Image(systemName: "star.circle.fill"))
    }

    @Test func draggableText() {
        let view = Seed002.DraggableView() {
            Seed002.Text("Swift")
        }
        pressAndDrag(view, at: Point(x: 640, y: 400))
        #expect(view.body.string == "Swift")
    }

    @Test func draggableCircle() {
        let view = Seed002.DraggableView() {
            Seed002.Circle()
        }
        pressAndDrag(view, at: Point(x: 960, y: 400))
        #expect(view.body.diameter == 100)
    }

    @Test(arguments: ["star", "text", "circle"])
    func draggableViewsWithANameKeepTheirOwnState(name: String) {
        let dragged = Seed002.DraggableView { name }
        let other = Seed002.DraggableView { name + " (untouched)" }
        let driver = GestureDriver(dragged.gesture)
        driver.down(at: Point(x: 640, y: 400))
        driver.wait(1.0)
        driver.drag(by: Vector(width: 0, height: 100), steps: 20)
        driver.up()
        #expect(dragged.body == name)
        #expect(dragged.offset == Vector(width: 0, height: 100))
        #expect(other.offset == .zero)
        #expect(other.opacity == 1.0)
    }
}
