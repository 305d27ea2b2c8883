import Testing
import TactileGestures
import TactileTestSupport

/// Seed 003, "axiom-swiftui-gestures". Its snippets are ported with renames only (`CGSize` →
/// `Vector`, `CGPoint` → `Point`, `CGFloat` → `Double`, `View` → a plain struct exposing its
/// gesture and the values its modifiers present; `MagnificationGesture` / `RotationGesture`
/// whose values are used as `value.magnification` / `value.rotation` → `MagnifyGesture` /
/// `RotateGesture`). Snippets about Button, ScrollView, NavigationLink, `#if os(…)`,
/// accessibility modifiers, keyboard modifiers, `onTapGesture` and XCUITest are not gestures
/// of this library and are left out. The seed's views get one name each, in this namespace.
enum Seed003 {
    /// What `.foregroundStyle` shows.
    enum Color: Equatable {
        case red, blue
    }
}

// MARK: - Pattern 1: basic gesture recognition

extension Seed003 {
    /// DragGesture, ✅ CORRECT (Use GestureState for temporary state)
    struct DragCircle {
        @GestureState var dragOffset = Vector.zero
        @State var position = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset) { value, state, _ in
                    state = value.translation  // Temporary during drag
                }
                .onEnded { value in
                    position.width += value.translation.width  // Commit final
                    position.height += value.translation.height
                }
        }

        /// `.offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)`
        var offset: Vector {
            Vector(width: position.width + dragOffset.width, height: position.height + dragOffset.height)
        }
    }

    /// LongPressGesture
    struct PressAndHold {
        @GestureState var isDetectingLongPress = false
        @State var completedLongPress = false

        var gesture: some Gesture {
            LongPressGesture(minimumDuration: 1.0)
                .updating($isDetectingLongPress) { currentState, gestureState, _ in
                    gestureState = currentState  // Visual feedback during press
                }
                .onEnded { _ in
                    completedLongPress = true  // Action after hold
                }
        }

        /// `.foregroundStyle(isDetectingLongPress ? .red : .blue)`
        var color: Color { isDetectingLongPress ? .red : .blue }
    }

    /// MagnificationGesture (its value is used as `value.magnification`: `MagnifyGesture`)
    struct ZoomPhoto {
        @GestureState var magnificationAmount = 1.0
        @State var currentZoom = 1.0

        var gesture: some Gesture {
            MagnifyGesture()
                .updating($magnificationAmount) { value, state, _ in
                    state = value.magnification
                }
                .onEnded { value in
                    currentZoom *= value.magnification
                }
        }

        /// `.scaleEffect(currentZoom * magnificationAmount)`
        var scale: Double { currentZoom * magnificationAmount }
    }

    /// RotationGesture (its value is used as `value.rotation`: `RotateGesture`)
    struct RotateSquare {
        @GestureState var rotationAngle = Angle.zero
        @State var currentRotation = Angle.zero

        var gesture: some Gesture {
            RotateGesture()
                .updating($rotationAngle) { value, state, _ in
                    state = value.rotation
                }
                .onEnded { value in
                    currentRotation += value.rotation
                }
        }

        /// `.rotationEffect(currentRotation + rotationAngle)`
        var rotation: Angle { currentRotation + rotationAngle }
    }
}

@Suite("Seed 003, pattern 1: drag, long press, magnify, rotate")
struct Seed003BasicGesturesTests {
    let center = Point(x: 640, y: 400)

    // MARK: Drag

    @Test func dragFollowsWhileDraggingAndCommitsOnRelease() {
        let view = Seed003.DragCircle()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 45, height: 30), steps: 9)
        #expect(view.dragOffset == Vector(width: 45, height: 30))
        #expect(view.position == .zero, "temporary during the drag")
        driver.drag(by: Vector(width: 55, height: -80), steps: 11)
        #expect(view.offset == Vector(width: 100, height: -50))

        driver.up()
        #expect(view.dragOffset == .zero, "GestureState automatically resets")
        #expect(view.position == Vector(width: 100, height: -50))
        #expect(view.offset == Vector(width: 100, height: -50))

        driver.wait(0.4)
        driver.down(at: center + Vector(width: 100, height: -50))
        driver.drag(by: Vector(width: -20, height: 20), steps: 6)
        #expect(view.offset == Vector(width: 80, height: -30))
        driver.up()
        #expect(view.position == Vector(width: 80, height: -30))
    }

    // MARK: Long press

    @Test func longPressShowsFeedbackThenActsAfterOneSecond() {
        let view = Seed003.PressAndHold()
        let driver = GestureDriver(view.gesture)
        #expect(view.color == .blue)
        driver.down(at: center)
        #expect(view.color == .red, "visual feedback during the press")
        driver.wait(0.99)
        #expect(view.color == .red)
        #expect(!view.completedLongPress)
        driver.wait(0.01)
        #expect(view.completedLongPress, "action after hold")
        #expect(view.color == .blue, "the press is over: the GestureState reset")
        driver.up()
        #expect(view.color == .blue)
    }

    @Test func releasingBeforeOneSecondCompletesNothing() {
        let view = Seed003.PressAndHold()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.7)
        driver.up()
        #expect(view.color == .blue)
        driver.wait(1)
        #expect(!view.completedLongPress)
    }

    @Test func movingTenPointsCancelsTheLongPress() {
        let view = Seed003.PressAndHold()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.3)
        driver.drag(by: Vector(width: 6, height: 0), steps: 3)
        #expect(view.color == .red, "6 pt is within maximumDistance")
        driver.drag(by: Vector(width: 6, height: 0), steps: 3)
        #expect(view.color == .blue, "12 pt is past the default maximumDistance (10 pt)")
        driver.wait(1)
        driver.up()
        #expect(!view.completedLongPress)
    }

    // MARK: Magnification

    @Test func pinchingZoomsAndTheZoomIsCommittedAndCompounded() {
        let view = Seed003.ZoomPhoto()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 200, angle: .degrees(-20))
        driver.down(1, at: start.first)
        driver.wait(1.0 / 60)
        driver.down(2, at: start.second)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 2), steps: 30)
        #expect(abs(view.magnificationAmount - 2) < 1e-9)
        #expect(abs(view.scale - 2) < 1e-9)

        driver.liftTwoFingers()
        #expect(view.magnificationAmount == 1.0)
        #expect(abs(view.currentZoom - 2) < 1e-9)
        #expect(abs(view.scale - 2) < 1e-9, "no jump on release")

        // Pinch in to three quarters: 2 × 0.75.
        driver.wait(0.5)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 0.75), steps: 20)
        #expect(abs(view.scale - 1.5) < 1e-9)
        driver.liftTwoFingers()
        #expect(abs(view.currentZoom - 1.5) < 1e-9)
    }

    @Test func oneFingerDoesNotZoom() {
        let view = Seed003.ZoomPhoto()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 120, height: 0), steps: 20)
        driver.up()
        #expect(view.scale == 1.0)
        #expect(driver.count(.began) == 0)
    }

    @Test func aTinyPinchBelowTheThresholdDoesNotZoom() {
        let view = Seed003.ZoomPhoto()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 200)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.scaled(by: 1.005), steps: 5)
        #expect(view.magnificationAmount == 1.0, "0.5 % is under minimumScaleDelta (1 %)")
        driver.liftTwoFingers()
        #expect(view.currentZoom == 1.0)
    }

    // MARK: Rotation

    @Test func twistingRotatesAndTheRotationIsKept() {
        let view = Seed003.RotateSquare()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 180, angle: .degrees(45))
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(45)), steps: 30)
        #expect(abs(view.rotationAngle.degrees - 45) < 1e-9, "clockwise on screen is positive")
        driver.liftTwoFingers()
        #expect(view.rotationAngle == .zero)
        #expect(abs(view.currentRotation.degrees - 45) < 1e-9)

        // currentRotation += value.rotation: a second twist adds.
        driver.wait(0.5)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(-15)), steps: 10)
        #expect(abs(view.rotation.degrees - 30) < 1e-9)
        driver.liftTwoFingers()
        #expect(abs(view.currentRotation.degrees - 30) < 1e-9)
        #expect(abs(view.rotation.degrees - 30) < 1e-9)
    }

    @Test func aTwistUnderOneDegreeDoesNotRotate() {
        let view = Seed003.RotateSquare()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 180)
        driver.pressTwoFingers(start)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(0.5)), steps: 5)
        #expect(view.rotation == .zero)
        driver.liftTwoFingers()
        #expect(view.currentRotation == .zero)
    }
}
