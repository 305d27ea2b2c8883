import Tactile

/// A circle to drag about; it glows while held and stays where it is dropped.
@main
struct Hello: App {
    var body: some EntityView { DraggableDot() }
}

struct DraggableDot: EntityView {
    @GestureState private var drag = Vector.zero
    @State private var offset = Vector.zero

    var body: some EntityView {
        Circle()
            .fill(.blue)
            .frame(width: 120, height: 120)
            .offset(offset + drag)
            .shadow(radius: drag == .zero ? 0 : 12)
            .gesture(DragGesture()
                .updating($drag) { value, state, _ in state = value.translation }
                .onEnded { value in offset += value.translation })
    }
}
