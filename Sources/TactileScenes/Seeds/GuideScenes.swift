import TactileGestures
import TactileECS
import TactileRuntime

// Seed 003, the SwiftUI gestures guide: one scene per pattern.

/// Pinch to zoom; the zoom is committed when the pinch ends.
struct PhotoZoom: EntityView {
    @GestureState private var magnificationAmount = 1.0
    @State private var currentZoom = 1.0

    var body: some EntityView {
        Image("photo")
            .frame(width: 300, height: 200)
            .scaleEffect(currentZoom * magnificationAmount)
            .gesture(
                MagnifyGesture()
                    .updating($magnificationAmount) { value, state, _ in
                        state = value.magnification
                    }
                    .onEnded { value in
                        currentZoom *= value.magnification
                    }
            )
            .name("photo")
    }
}

/// Twist to rotate; the angle is committed when the twist ends.
struct RotateSquare: EntityView {
    @GestureState private var rotationAngle = Angle.zero
    @State private var currentRotation = Angle.zero

    var body: some EntityView {
        Rectangle()
            .fill(.blue)
            .frame(width: 200, height: 200)
            .rotationEffect(currentRotation + rotationAngle)
            .gesture(
                RotateGesture()
                    .updating($rotationAngle) { value, state, _ in
                        state = value.rotation
                    }
                    .onEnded { value in
                        currentRotation += value.rotation
                    }
            )
            .name("square")
    }
}

/// Drag and pinch at the same time, in GestureState only: the photo stays under the fingers
/// (the point between them stays between them as they spread), and everything resets afterwards.
struct DragZoom: EntityView {
    /// The photo's centre in its own space, whose origin is its top left.
    static let centre = Point(x: 150, y: 100)
    @GestureState private var held = FocalTransform()

    var body: some EntityView {
        Image("photo")
            .frame(width: 300, height: 200)
            .offset(held.apply(to: Self.centre) - Self.centre)
            .scaleEffect(held.scale)
            .gesture(
                DragGesture()
                    .simultaneously(with: MagnifyGesture())
                    .updating($held) { value, held, _ in
                        held.follow(drag: value.first, magnify: value.second)
                    }
            )
            .name("photo")
    }
}

/// A double tap zooms; a single tap, recognized only once the double tap failed, selects.
struct DoubleTapTile: EntityView {
    let environment: SceneEnvironment
    @State private var isZoomed = false
    @State private var isSelected = false

    func zoom() {
        isZoomed.toggle()
        environment.log("tile", "double-tap")
    }

    func select() {
        isSelected.toggle()
        environment.log("tile", "single-tap")
    }

    var body: some EntityView {
        Rectangle()
            .fill(.orange)
            .frame(width: 200, height: 200)
            .scaleEffect(isZoomed ? 2 : 1)
            .animation(.easeInOut)
            .border(isSelected ? Color.white : .clear, width: 4)
            .selected(isSelected)
            .gesture(
                TapGesture(count: 2)  // Double-tap
                    .onEnded { _ in
                        zoom()
                    }
                    .exclusively(before:
                        TapGesture(count: 1)  // Single tap
                            .onEnded { _ in
                                select()
                            }
                    )
            )
            .name("tile")
    }
}

/// A card that follows the finger with an interactive spring and settles with a spring.
struct DraggableCard: EntityView {
    @GestureState private var dragOffset = Vector.zero  // Temporary
    @State private var position = Vector.zero  // Permanent

    var body: some EntityView {
        RoundedRectangle(cornerRadius: 12)
            .fill(.blue)
            .frame(width: 300, height: 200)
            .offset(
                x: position.width + dragOffset.width,
                y: position.height + dragOffset.height
            )
            .gesture(
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
            )
            .name("card")
    }
}

/// The seed's custom gesture: a drag of at least 50 pt, reported as a direction.
public struct SwipeGesture: Gesture {
    public enum Direction: Sendable {
        case left, right, up, down
    }

    let minimumDistance: Double
    let coordinateSpace: CoordinateSpace

    public init(minimumDistance: Double = 50, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    // Value is the direction
    public typealias Value = Direction

    // Body builds on DragGesture
    public var body: AnyGesture<Direction> {
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

/// An item that logs the direction it is swiped in.
struct SwipeItem: EntityView {
    let environment: SceneEnvironment

    var body: some EntityView {
        Rectangle()
            .fill(.teal)
            .frame(width: 300, height: 100)
            .gesture(
                SwipeGesture()
                    .onEnded { direction in
                        switch direction {
                        case .left: environment.log("item", "swipe-left")
                        case .right: environment.log("item", "swipe-right")
                        case .up: environment.log("item", "swipe-up")
                        case .down: environment.log("item", "swipe-down")
                        }
                    }
            )
            .name("item")
    }
}

/// A puck that keeps moving after release with the drag's velocity, slowing to rest — or
/// stopping at the window's edge, as the window is while it glides — and never leaving the window.
struct MomentumPuck: EntityView {
    static let radius = 40.0
    /// How fast a fling slows: speed falls by e^(−rate·t), so it travels velocity / rate.
    static let rate = 2.0

    let environment: SceneEnvironment
    @GestureState private var dragOffset = Vector.zero
    @State private var position = Vector.zero

    var body: some EntityView {
        Circle()
            .fill(.indigo)
            .frame(width: 2 * Self.radius, height: 2 * Self.radius)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                        fling(with: value.velocity)
                    }
            )
            // A glide planned in a wider window stops at this one's edge.
            .keepsGlidesInsideWindow(inset: Self.radius) { shift in position += shift }
            .name("puck")
    }

    /// Moves on with `velocity`, slowing down; a wall in the way stops the puck where it
    /// reaches it, at the speed it had.
    func fling(with velocity: Vector) {
        let travel = velocity / Self.rate
        // The puck's offsets from where it is laid out that keep it inside the window as it is now.
        let visible = environment.visibleRect, centre = environment.layoutCentre
        let inside = Rect(x: visible.origin.x + Self.radius - centre.x, y: visible.origin.y + Self.radius - centre.y,
                          width: visible.size.width - 2 * Self.radius, height: visible.size.height - 2 * Self.radius)
        let share = inside.share(of: travel, from: Point(x: position.width, y: position.height))
        guard share > 0 else { return }
        withAnimation(.decay(rate: Self.rate, stoppingAt: share)) {
            position += travel * share
        }
    }
}

/// A slider: dragging sets the volume from the pointer's position; Up/Right and Down/Left
/// adjust it by 5 when focused.
struct VolumeSlider: EntityView {
    @State private var volume: Double = 50

    func calculateVolume(from x: Double) -> Double {
        min(100, max(0, x / 400 * 100))
    }

    var body: some EntityView {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color(red: 0.2, green: 0.2 + 0.006 * volume, blue: 0.9))
            .frame(width: 400, height: 40)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { value in
                        volume = calculateVolume(from: value.location.x)
                    }
            )
            .accessibilityValue(volume)
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment:
                    volume = min(100, volume + 5)
                case .decrement:
                    volume = max(0, volume - 5)
                }
            }
            .name("slider")
    }
}

/// A panel with a knob inside, both draggable; `attach` says how the panel's drag relates to
/// the knob's (`.gesture`, `.highPriorityGesture` or `.simultaneousGesture`).
struct NestedPanel: EntityView {
    let attach: GestureAttachment.Priority

    @GestureState private var panelDrag = Vector.zero
    @State private var panelPosition = Vector.zero
    @GestureState private var knobDrag = Vector.zero
    @State private var knobPosition = Vector.zero

    var body: some EntityView {
        let knob = Circle()
            .fill(.orange)
            .frame(width: 100, height: 100)
            .offset(x: knobPosition.width + knobDrag.width, y: knobPosition.height + knobDrag.height)
            .gesture(
                DragGesture()
                    .updating($knobDrag) { value, state, _ in state = value.translation }
                    .onEnded { value in knobPosition += value.translation }
            )
            .name("knob")

        let panelGesture = DragGesture()
            .updating($panelDrag) { value, state, _ in state = value.translation }
            .onEnded { value in panelPosition += value.translation }

        let panel = RoundedRectangle(cornerRadius: 24)
            .fill(.gray)
            .frame(width: 800, height: 500)
            .overlay(knob)
            .offset(x: panelPosition.width + panelDrag.width, y: panelPosition.height + panelDrag.height)

        switch attach {
        case .normal: return panel.gesture(panelGesture).name("panel")
        case .high: return panel.highPriorityGesture(panelGesture).name("panel")
        case .simultaneous: return panel.simultaneousGesture(panelGesture).name("panel")
        }
    }
}
