import Testing
import TactileGestures
import TactileTestSupport

// MARK: - Pattern 2: gesture composition

extension Seed003 {
    /// Simultaneous gestures: drag AND pinch-zoom at the same time, both in GestureState.
    struct DragZoomPhoto {
        @GestureState var dragOffset = Vector.zero
        @GestureState var magnificationAmount = 1.0

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = value.translation
                }
                .simultaneously(with:
                    MagnifyGesture()
                        .updating($magnificationAmount) { value, state, _ in
                            state = value.magnification
                        }
                )
        }

        /// `.offset(dragOffset)`
        var offset: Vector { dragOffset }
        /// `.scaleEffect(magnificationAmount)`
        var scale: Double { magnificationAmount }
    }

    /// Sequenced gestures: long press to enter edit mode, *then* drag.
    struct EditModeCircle {
        @State var isLongPressing = false
        @GestureState var dragOffset = Vector.zero

        var gesture: some Gesture {
            LongPressGesture(minimumDuration: 0.5)
                .onEnded { _ in
                    isLongPressing = true
                }
                .sequenced(before:
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { _ in
                            isLongPressing = false
                        }
                )
        }

        /// `.offset(dragOffset)`
        var offset: Vector { dragOffset }
    }

    /// Exclusive gestures: only one wins; the double tap has precedence.
    struct DoubleTapTile {
        @State var zoomed = false
        @State var selected = false
        @State var log: [String] = []

        var gesture: some Gesture {
            TapGesture(count: 2) // Double-tap
                .onEnded { _ in
                    zoom()
                }
                .exclusively(before:
                    TapGesture(count: 1) // Single tap
                        .onEnded { _ in
                            select()
                        }
                )
        }

        func zoom() {
            zoomed.toggle()
            log.append("double-tap")
        }

        func select() {
            selected.toggle()
            log.append("single-tap")
        }

        var scale: Double { zoomed ? 2 : 1 }
        var hasBorder: Bool { selected }
    }
}

@Suite("Seed 003, pattern 2: simultaneous, sequenced, exclusive")
struct Seed003CompositionTests {
    let center = Point(x: 640, y: 400)

    // MARK: Simultaneous

    @Test func twoFingersDragAndZoomAtOnceThenBothReset() {
        let view = Seed003.DragZoomPhoto()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 200)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.moved(by: Vector(width: 80, height: 40)).scaled(by: 1.5),
                              steps: 40)
        #expect(abs(view.scale - 1.5) < 1e-9)
        // The drag follows its pointer, the first finger (SPEC §3.2: drag is a one-pointer gesture).
        let firstFingerTranslation = driver.location(of: 1) - start.first
        #expect((view.offset - firstFingerTranslation).length < 1e-9)
        #expect(view.offset != .zero)
        #expect(driver.phase == .active)

        driver.liftTwoFingers()
        #expect(view.offset == .zero, "GestureState only: the photo snaps back")
        #expect(view.scale == 1.0)
        #expect(driver.count(.ended) == 1)
    }

    @Test func oneFingerDragsWithoutZooming() {
        let view = Seed003.DragZoomPhoto()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: -60, height: 90), steps: 18)
        #expect(view.offset == Vector(width: -60, height: 90))
        #expect(view.scale == 1.0)
        driver.up()
        #expect(view.offset == .zero)
        #expect(driver.count(.ended) == 1, "the drag ended, the magnify failed: the pair ended")
    }

    @Test func aPinchInPlaceZoomsAndTheSecondFingerCanJoinLate() {
        let view = Seed003.DragZoomPhoto()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 150)
        driver.down(1, at: start.first)
        driver.wait(0.1)
        driver.down(2, at: start.second)
        // Only the second finger moves: the first stays where it went down.
        let target = TwoFingerMotion(center: start.first + Vector(width: 150, height: 0), span: 300)
        for step in 1...20 {
            driver.move(2, to: start.second + Vector(width: 7.5 * Double(step), height: 0), time: driver.time + 1.0 / 120)
        }
        #expect(driver.location(of: 2) == target.second)
        #expect(abs(view.scale - 2) < 1e-9)
        #expect(view.offset == .zero, "the first finger did not move")
        driver.liftTwoFingers()
        #expect(view.scale == 1.0)
    }

    // MARK: Sequenced

    @Test func longPressEntersEditModeThenDragMoves() {
        let view = Seed003.EditModeCircle()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.3)
        #expect(!view.isLongPressing)
        driver.wait(0.2)
        #expect(view.isLongPressing, "edit mode after 0.5 s")
        #expect(view.offset == .zero)

        driver.drag(by: Vector(width: 90, height: -30), steps: 18)
        #expect(view.offset == Vector(width: 90, height: -30))
        #expect(view.isLongPressing)

        driver.up()
        #expect(!view.isLongPressing)
        #expect(view.offset == .zero, "offset(dragOffset): GestureState only, the circle returns")
    }

    @Test func draggingBeforeTheLongPressDoesNothing() {
        let view = Seed003.EditModeCircle()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.2)
        driver.drag(by: Vector(width: 90, height: -30), steps: 18)
        #expect(view.offset == .zero)
        driver.wait(0.5)
        #expect(!view.isLongPressing)
        driver.up()
        #expect(!view.isLongPressing)
    }

    /// The seed clears `isLongPressing` only in the drag's `onEnded`; a long press released
    /// without a drag fails the drag, so edit mode stays on (literal port; SwiftUI does the same).
    @Test func aLongPressReleasedWithoutDraggingLeavesEditModeOn() {
        let view = Seed003.EditModeCircle()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.8)
        driver.up()
        #expect(view.isLongPressing)
        #expect(view.offset == .zero)
        #expect(driver.count(.cancelled) == 1, "the sequence failed: the drag never started")
    }

    // MARK: Exclusive

    @Test func aSingleTapIsRecognizedOnlyWhenTheDoubleTapFails() {
        let view = Seed003.DoubleTapTile()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.07)
        driver.up()
        #expect(view.log.isEmpty, "SwiftUI waits to see if a second tap comes")

        driver.wait(0.34)
        #expect(view.log.isEmpty, "0.34 s after the tap: a second tap could still come")
        driver.wait(0.02)
        #expect(view.log == ["single-tap"], "0.36 s: the double tap failed, the single tap wins")
        #expect(view.hasBorder)
        #expect(view.scale == 1)

        driver.wait(1)
        #expect(view.log == ["single-tap"])
    }

    @Test func aDoubleTapWinsWhenTheSecondTapComesInTime() {
        let view = Seed003.DoubleTapTile()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.07)
        driver.up()
        driver.wait(0.2)
        driver.down(at: center + Vector(width: 6, height: -4))
        driver.wait(0.07)
        #expect(view.log.isEmpty)
        driver.up()
        #expect(view.log == ["double-tap"], "at once, on the second release")
        #expect(view.scale == 2)

        driver.wait(1)
        #expect(view.log == ["double-tap"], "the single tap never fires")
        #expect(!view.hasBorder)

        // Double-tap again: back to scale 1.
        driver.down(at: center)
        driver.wait(0.06)
        driver.up()
        driver.wait(0.3)
        driver.down(at: center)
        driver.wait(0.06)
        driver.up()
        #expect(view.log == ["double-tap", "double-tap"])
        #expect(view.scale == 1)
    }

    @Test func twoSlowTapsAreTwoSingleTaps() {
        let view = Seed003.DoubleTapTile()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.07)
        driver.up()
        driver.wait(0.5)
        driver.down(at: center)
        driver.wait(0.07)
        driver.up()
        driver.wait(0.5)
        #expect(view.log == ["single-tap", "single-tap"])
        #expect(!view.hasBorder, "selected, then deselected")
        #expect(view.scale == 1)
    }
}
