import Tactile

struct PinchablePhoto: EntityView {
    @GestureState private var magnification = 1.0
    @GestureState private var twist = Angle.zero
    @State private var scale = 1.0
    @State private var angle = Angle.zero

    var body: some EntityView {
        Image("photo")
            .frame(width: 600, height: 400)
            .scaleEffect(scale * magnification)
            .rotationEffect(angle + twist)
            .gesture(MagnifyGesture()
                .updating($magnification) { value, state, _ in state = value.magnification }
                .onEnded { value in scale *= value.magnification }
                .simultaneously(with: RotateGesture()
                    .updating($twist) { value, state, _ in state = value.rotation }
                    .onEnded { value in angle += value.rotation }))
            .name("photo")
    }
}
