import Testing
import TactileGestures
import TactileTestSupport

// MARK: - Pattern 3: GestureState vs State

extension Seed003 {
    /// Full Example: Draggable Card.
    struct DraggableCard {
        @GestureState var dragOffset = Vector.zero  // Temporary
        @State var position = Vector.zero  // Permanent

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset) { value, state, transaction in
                    state = value.translation

                    // Enable animation for smooth feedback
                    transaction.animation = .interactiveSpring()
                }
                .onEnded { value in
                    // Commit final position with animation
                    withAnimation(.spring()) {
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
                }
        }

        /// `.offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)`
        var offset: Vector {
            Vector(width: position.width + dragOffset.width, height: position.height + dragOffset.height)
        }
        /// The last change of `position`, with the animation that presents it.
        var positionChange: StateChange { _position.lastChange }
    }
}

// MARK: - Pattern 4: custom gestures

extension Seed003 {
    /// Example: Swipe Gesture with Direction (verbatim but for `CGFloat` → `Double`).
    struct SwipeGesture: Gesture {
        enum Direction {
            case left, right, up, down
        }

        let minimumDistance: Double
        let coordinateSpace: CoordinateSpace

        init(minimumDistance: Double = 50, coordinateSpace: CoordinateSpace = .local) {
            self.minimumDistance = minimumDistance
            self.coordinateSpace = coordinateSpace
        }

        // Value is the direction
        typealias Value = Direction

        // Body builds on DragGesture
        var body: AnyGesture<Direction> {
            DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
                .map { value in
                    let horizontal = value.translation.width
                    let vertical = value.translation.height

                    if abs(horizontal) > abs(vertical) {
                        return horizontal < 0 ? .left : .right
                    } else {
                        return vertical < 0 ? .up : .down
                    }
                }
                .eraseToAnyGesture()
        }
    }

    /// `Text("Swipe me").gesture(SwipeGesture().onEnded { … })`
    struct SwipeMe {
        @State var log: [String] = []

        var gesture: some Gesture<SwipeGesture.Direction> {
            SwipeGesture()
                .onEnded { direction in
                    switch direction {
                    case .left: deleteItem()
                    case .right: archiveItem()
                    default: break
                    }
                }
        }

        func deleteItem() { log.append("delete") }
        func archiveItem() { log.append("archive") }
    }
}

// MARK: - Pattern 5: gesture velocity and prediction

extension Seed003 {
    /// Accessing Velocity.
    struct FlingCircle {
        @State var velocity: Vector = .zero
        @State var position = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .onEnded { value in
                    // value.velocity is deprecated in iOS 18+
                    // Use value.predictedEndLocation and time
                    //
                    // Port of intent: the seed's
                    //     let timeDelta = value.time.timeIntervalSince(value.startLocation.time)
                    //     let distance = value.translation
                    //     velocity = CGSize(width: distance.width / timeDelta,
                    //                       height: distance.height / timeDelta)
                    // does not compile in SwiftUI either (`startLocation` is a CGPoint: it has
                    // no `time`). What it means to compute, the drag's velocity at release, is
                    // `value.velocity` (equivalently `(predictedEndLocation − location) / 0.5 s`).
                    velocity = value.velocity

                    // Animate with momentum
                    withAnimation(.interpolatingSpring(stiffness: 100, damping: 15)) {
                        applyMomentum(velocity: velocity)
                    }
                }
        }

        /// The seed leaves `applyMomentum` to the reader: glide on as far as the drag predicts.
        func applyMomentum(velocity: Vector) {
            position += velocity * DragGesture.predictionInterval
        }

        var positionChange: StateChange { _position.lastChange }
    }

    /// Predicted End Location.
    struct LandingPreview {
        @State var preview: Point? = nil

        var gesture: some Gesture {
            DragGesture()
                .onChanged { value in
                    // Where gesture will likely end based on velocity
                    let predicted = value.predictedEndLocation

                    // Show preview of where item will land
                    showPreview(at: predicted)
                }
        }

        func showPreview(at point: Point) { preview = point }
    }
}

// MARK: - Performance: use Transaction for smooth animations

extension Seed003 {
    struct SnappyDrag {
        @GestureState var dragOffset = Vector.zero
        @State var position = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset) { value, state, transaction in
                    state = value.translation

                    // Disable implicit animations during drag
                    transaction.animation = nil
                }
                .onEnded { value in
                    // Enable spring animation for final position
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                        commitPosition(value.translation)
                    }
                }
        }

        func commitPosition(_ translation: Vector) { position += translation }
        var positionChange: StateChange { _position.lastChange }
    }
}

/// Serialized: `withAnimation` sets the process-wide `Transaction.current` while its body runs
/// (state is meant to be driven from one thread), and three of these tests assert on the
/// animation their own `withAnimation` recorded.
@Suite("Seed 003, patterns 3-5: GestureState vs State, custom gestures, velocity", .serialized)
struct Seed003StateAndCustomGesturesTests {
    let center = Point(x: 640, y: 400)

    // MARK: Draggable card

    @Test func theCardFollowsWithAnInteractiveSpringAndCommitsWithASpring() {
        let card = Seed003.DraggableCard()
        let driver = GestureDriver(card.gesture)
        driver.down(at: Point(x: 600, y: 380))
        driver.drag(by: Vector(width: 100, height: 50), steps: 20)
        #expect(card.offset == Vector(width: 100, height: 50))
        #expect(card.$dragOffset.lastChange.transaction.animation == .interactiveSpring())
        #expect(card.position == .zero, "permanent state is untouched during the drag")

        driver.drag(by: Vector(width: 100, height: 50), steps: 20)
        #expect(card.$dragOffset.lastChange.transaction.animation == .interactiveSpring())
        let versionBeforeRelease = card.positionChange.version

        driver.up()
        #expect(card.dragOffset == .zero)
        #expect(card.position == Vector(width: 200, height: 100))
        #expect(card.offset == Vector(width: 200, height: 100))
        #expect(card.positionChange.version > versionBeforeRelease)
        #expect(card.positionChange.transaction.animation == .spring(), "withAnimation(.spring())")
    }

    @Test func aCardTouchedButNotDraggedStaysPut() {
        let card = Seed003.DraggableCard()
        let driver = GestureDriver(card.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 4, height: 3), steps: 3)
        driver.wait(0.2)
        driver.up()
        #expect(card.offset == .zero)
        #expect(card.positionChange.version == 0, "onEnded never ran")
    }

    // MARK: Swipe

    func swipe(_ offset: Vector, steps: Int = 12) -> (log: [String], direction: Seed003.SwipeGesture.Direction?) {
        let item = Seed003.SwipeMe()
        let driver = GestureDriver(item.gesture)
        driver.down(at: center)
        driver.drag(by: offset, steps: steps)
        let direction = driver.value
        driver.up()
        return (item.log, direction)
    }

    @Test func swipingLeftDeletes() {
        let result = swipe(Vector(width: -140, height: 18))
        #expect(result.direction == .left)
        #expect(result.log == ["delete"])
    }

    @Test func swipingRightArchives() {
        let result = swipe(Vector(width: 160, height: -30))
        #expect(result.direction == .right)
        #expect(result.log == ["archive"])
    }

    @Test func swipingUpOrDownIsRecognizedButDoesNothingHere() {
        let up = swipe(Vector(width: 20, height: -120))
        #expect(up.direction == .up)
        #expect(up.log.isEmpty)
        let down = swipe(Vector(width: -30, height: 90))
        #expect(down.direction == .down)
        #expect(down.log.isEmpty)
    }

    @Test func aMoveShorterThanFiftyPointsIsNoSwipe() {
        let result = swipe(Vector(width: -45, height: 0), steps: 9)
        #expect(result.direction == nil, "DragGesture(minimumDistance: 50) never started")
        #expect(result.log.isEmpty)
    }

    @Test func theDirectionIsReportedWhileSwipingAndCanChange() {
        let item = Seed003.SwipeMe()
        let driver = GestureDriver(item.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 80, height: 0), steps: 8)
        #expect(driver.value == .right)
        driver.drag(by: Vector(width: -200, height: 0), steps: 20)
        #expect(driver.value == .left)
        driver.up()
        #expect(item.log == ["delete"], "the direction at release decides")
    }

    // MARK: Velocity

    @Test func aFlingKeepsItsVelocityAndGlidesOnWithASpring() {
        let circle = Seed003.FlingCircle()
        let driver = GestureDriver(circle.gesture)
        driver.down(at: center)
        // 10 pt per tick at 120 Hz: 1,200 pt/s to the right.
        driver.drag(by: Vector(width: 240, height: 0), steps: 24)
        driver.up()
        #expect(abs(circle.velocity.width - 1200) < 1e-6)
        #expect(abs(circle.velocity.height) < 1e-6)
        #expect((circle.position - Vector(width: 600, height: 0)).length < 1e-6)
        #expect(circle.positionChange.transaction.animation
                == .interpolatingSpring(stiffness: 100, damping: 15))
    }

    @Test func aFingerThatStoppedBeforeLiftingHasNoMomentum() {
        let circle = Seed003.FlingCircle()
        let driver = GestureDriver(circle.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: 240, height: 0), steps: 24)
        driver.wait(0.1)
        driver.up()
        #expect(circle.velocity == .zero)
        #expect(circle.position == .zero)
    }

    @Test func thePreviewShowsWhereTheItemWillLand() {
        let view = Seed003.LandingPreview()
        let driver = GestureDriver(view.gesture)
        let start = Point(x: 640, y: 200)
        driver.down(at: start)
        // 6 pt per tick down: 720 pt/s; the prediction looks 0.5 s ahead.
        driver.drag(by: Vector(width: 0, height: 180), steps: 30)
        let location = start + Vector(width: 0, height: 180)
        let expected = location + Vector(width: 0, height: 360)
        #expect(view.preview.map { ($0 - expected).length < 1e-6 } == true)

        // Slowing to a stop: the preview comes back to the finger.
        driver.wait(0.05)
        driver.move(by: Vector(width: 0, height: 1))
        #expect(view.preview.map { ($0 - (location + Vector(width: 0, height: 1))).length < 1e-6 } == true)
    }

    // MARK: Transaction

    @Test func noAnimationDuringTheDragAndASpringForTheFinalSnap() {
        let view = Seed003.SnappyDrag()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.drag(by: Vector(width: -70, height: 35), steps: 14)
        #expect(view.dragOffset == Vector(width: -70, height: 35))
        #expect(view.$dragOffset.lastChange.version > 0)
        #expect(view.$dragOffset.lastChange.transaction.animation == nil)
        driver.up()
        #expect(view.position == Vector(width: -70, height: 35))
        #expect(view.positionChange.transaction.animation == .spring(response: 0.3, dampingFraction: 0.6))
    }
}
