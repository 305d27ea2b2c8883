import TactileGestures
import TactileECS
import TactileRuntime

// Seed 002, "Mastering SwiftUI gestures": the green star, five ways.

/// A tap toggles the star's scale.
struct TapStar: EntityView {
    @State private var isPressed = false

    var body: some EntityView {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 200))
            .scaleEffect(isPressed ? 0.5 : 1.0)
            .animation(.easeInOut)
            .foregroundColor(.green)
            .gesture(
                TapGesture()
                    .onEnded({
                        self.isPressed.toggle()
                    })
            )
            .name("star")
    }
}

/// A one-second long press toggles the scale; the star dims while the press is detected.
struct PressStar: EntityView {
    @State private var isPressed = false
    @GestureState private var longPressTap = false

    var body: some EntityView {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 200))
            .opacity(longPressTap ? 0.4 : 1.0)
            .scaleEffect(isPressed ? 0.5 : 1.0)
            .animation(.easeInOut)
            .foregroundColor(.green)
            .gesture(
                LongPressGesture(minimumDuration: 1.0)
                    .updating($longPressTap, body: { (currentState, state, transaction) in
                        state = currentState
                    })
                    .onEnded({ _ in
                        self.isPressed.toggle()
                    })
            )
            .name("star")
    }
}

/// Drag with GestureState only: the star snaps back when released.
struct SnapbackStar: EntityView {
    @GestureState private var dragOffset = Vector.zero

    var body: some EntityView {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 100))
            .offset(x: dragOffset.width, y: dragOffset.height)
            .animation(.easeInOut)
            .foregroundColor(.green)
            .gesture(
                DragGesture()
                    .updating($dragOffset, body: { (value, state, transaction) in
                        state = value.translation
                    })
            )
            .name("star")
    }
}

/// Drag with a committed position: the star stays where it is dropped.
struct DragStar: EntityView {
    @GestureState private var dragOffset = Vector.zero
    @State private var position = Vector.zero

    var body: some EntityView {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 100))
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .animation(.easeInOut)
            .foregroundColor(.green)
            .gesture(
                DragGesture()
                    .updating($dragOffset, body: { (value, state, transaction) in
                        state = value.translation
                    })
                    .onEnded({ (value) in
                        self.position.height += value.translation.height
                        self.position.width += value.translation.width
                    })
            )
            .name("star")
    }
}

enum DragState {
    case inactive
    case pressing
    case dragging(translation: Vector)

    var translation: Vector {
        switch self {
        case .inactive, .pressing:
            return .zero
        case .dragging(let translation):
            return translation
        }
    }

    var isPressing: Bool {
        switch self {
        case .pressing, .dragging:
            return true
        case .inactive:
            return false
        }
    }
}

/// Hold for a second, then drag; dimmed while pressing or dragging.
struct PressDragStar: EntityView {
    @GestureState private var dragState = DragState.inactive
    @State private var position = Vector.zero

    var body: some EntityView {
        Image(systemName: "star.circle.fill")
            .font(.system(size: 100))
            .opacity(dragState.isPressing ? 0.5 : 1.0)
            .offset(x: position.width + dragState.translation.width, y: position.height + dragState.translation.height)
            .animation(.easeInOut)
            .foregroundColor(.green)
            .gesture(
                LongPressGesture(minimumDuration: 1.0)
                    .sequenced(before: DragGesture())
                    .updating($dragState, body: { (value, state, transaction) in
                        switch value {
                        case .first(true):
                            state = .pressing
                        case .second(true, let drag):
                            state = .dragging(translation: drag?.translation ?? .zero)
                        default:
                            break
                        }
                    })
                    .onEnded({ (value) in
                        guard case .second(true, let drag?) = value else {
                            return
                        }
                        self.position.height += drag.translation.height
                        self.position.width += drag.translation.width
                    })
            )
            .name("star")
    }
}

/// The seed's generic draggable view: any content, long press then drag.
struct DraggableView<Content>: EntityView where Content: EntityView {
    @GestureState private var dragState = DragState.inactive
    @State private var position = Vector.zero

    var content: () -> Content

    var body: some EntityView {
        content()
            .opacity(dragState.isPressing ? 0.5 : 1.0)
            .offset(x: position.width + dragState.translation.width, y: position.height + dragState.translation.height)
            .animation(.easeInOut)
            .gesture(
                LongPressGesture(minimumDuration: 1.0)
                    .sequenced(before: DragGesture())
                    .updating($dragState, body: { (value, state, transaction) in
                        switch value {
                        case .first(true):
                            state = .pressing
                        case .second(true, let drag):
                            state = .dragging(translation: drag?.translation ?? .zero)
                        default:
                            break
                        }
                    })
                    .onEnded({ (value) in
                        guard case .second(true, let drag?) = value else {
                            return
                        }
                        self.position.height += drag.translation.height
                        self.position.width += drag.translation.width
                    })
            )
    }
}

/// Three draggable views: a star, a text and a circle, side by side about the centre.
struct DraggableViews: EntityView {
    var body: some EntityView {
        ZStack {
            DraggableView() {
                Image(systemName: "star.circle.fill")
                    .font(.system(size: 100))
                    .foregroundColor(.green)
            }
            .offset(x: -320)
            .name("star")

            DraggableView() {
                Text("Swift")
                    .font(.system(size: 50, weight: .bold, design: .rounded))
                    .bold()
                    .foregroundColor(.red)
            }
            .name("text")

            DraggableView() {
                Circle()
                    .frame(width: 100, height: 100)
                    .foregroundColor(.purple)
            }
            .offset(x: 320)
            .name("circle")
        }
    }
}
