import Tactile

// Seed 003's and Apple's gesture articles' SwiftUI code, ported with renames only (`CGSize` →
// `Vector`, `CGPoint` → `Point`, `View` → `EntityView`, `.name("…")` to find the entities).

/// Seed 003's velocity from `Value.time`: a fling measured as translation over elapsed time.
struct FlingMeter: EntityView {
    @State private var velocity = Vector.zero
    @State private var start: DragGesture.Value?
    @State private var drops = 0

    var body: some EntityView {
        Circle()
            .fill(.blue)
            .frame(width: 100, height: 100)
            .position(Point(x: 200 + velocity.width / 10, y: 200))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        if start == nil { start = value }
                    }
                    .onEnded { value in
                        guard let start else { return }
                        let timeDelta = value.time.timeIntervalSince(start.time)
                        let distance = value.translation
                        velocity = Vector(
                            width: distance.width / timeDelta,
                            height: distance.height / timeDelta
                        )
                        self.start = nil
                    }
            )
            .onChange(of: velocity) { oldValue, newValue in
                if oldValue != newValue { drops += 1 }
            }
            .opacity(drops > 0 ? 0.5 : 1)
            .name("fling")
    }
}

/// Apple's "Magnify about the pinch": the photo scales about where the fingers started.
struct AnchoredZoom: EntityView {
    @GestureState private var magnifyBy = 1.0
    @State private var anchor = UnitPoint.center

    var body: some EntityView {
        Ellipse()
            .fill(.purple)
            .frame(width: 400, height: 200)
            .scaleEffect(magnifyBy, anchor: anchor)
            .gesture(
                MagnifyGesture()
                    .updating($magnifyBy) { value, state, _ in
                        state = value.magnification
                    }
                    .onChanged { value in anchor = value.startAnchor }
            )
            .name("zoom")
    }
}

/// A dial that turns about its top-left corner, with SwiftUI's names for the gesture-state
/// type and the adjustment direction.
struct CornerDial: EntityView {
    @GestureState private var twist = Angle.zero
    @State private var angle = Angle.zero
    @State private var steps = 0

    var turn: GestureStateGesture<RotateGesture, Angle> {
        RotateGesture().updating($twist) { value, state, _ in state = value.rotation }
    }

    var body: some EntityView {
        Rectangle()
            .fill(.orange)
            .frame(width: 200, height: 200)
            .rotationEffect(angle + twist, anchor: .topLeading)
            .gesture(turn)
            .accessibilityAdjustableAction { (direction: AccessibilityAdjustmentDirection) in
                steps += direction == .increment ? 1 : -1
                angle = .degrees(Double(steps) * 15)
            }
            .name("dial")
    }
}

/// Seed 003's "one-time gesture": once pressed, the gesture is taken away
/// (`.gesture(isDone ? nil : press)`), with a capsule badge on top as the overlay.
struct OneTimeBadge: EntityView {
    @State private var isDone = false
    @State private var presses = 0

    var press: some Gesture {
        TapGesture().onEnded {
            presses += 1
            withAnimation(.snappy) { isDone = true }
        }
    }

    var body: some EntityView {
        Capsule()
            .fill(isDone ? .green : .gray)
            .frame(width: 240, height: 80)
            .overlay(alignment: .topTrailing) {
                Circle().stroke(lineWidth: 3).frame(width: 20, height: 20).opacity(presses == 1 ? 1 : 0.5).name("badge")
            }
            .offset(x: isDone ? 100 : 0)
            .gesture(isDone ? nil : press)
            .name("capsule")
    }
}

/// A card that springs back with the newer presets (`.smooth`, `.bouncy`, `.spring(duration:bounce:)`).
struct SpringCard: EntityView {
    @State private var offset = Vector.zero
    @State private var style = 0

    var body: some EntityView {
        RoundedRectangle(cornerRadius: 12)
            .fill(.red)
            .frame(width: 120, height: 160)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in
                        let animation: Animation = [.smooth, .bouncy, .spring(duration: 0.3, bounce: 0.2)][style % 3]
                        style += 1
                        withAnimation(animation) { offset = .zero }
                    }
            )
            .name("card")
    }
}
