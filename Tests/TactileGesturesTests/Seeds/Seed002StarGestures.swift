import Testing
import TactileGestures
import TactileTestSupport

/// Seed 002, "Long Press Gesture Recognizer…" (AppCoda, Mastering SwiftUI): the star that is
/// tapped, long-pressed, dragged, and the generic `DraggableView`. Each `ContentView` of the
/// seed is ported with renames only (`CGSize` → `Vector`, `View` → a plain struct exposing its
/// gesture and the values its modifiers present); `.animation(.easeInOut)` is dropped (no
/// renderer here). The seed's several `ContentView`s get one name each.
enum Seed002 {
    // MARK: Using the gesture modifier

    /// `.gesture(TapGesture().onEnded({ print("Tapped!") }))`
    struct TappedStar {
        var gesture: some Gesture {
            TapGesture()
                .onEnded({
                    print("Tapped!")
                })
        }
    }

    /// The tap that toggles the scale.
    struct TapStar {
        @State var isPressed = false

        var gesture: some Gesture {
            TapGesture()
                .onEnded({
                    self.isPressed.toggle()
                })
        }

        /// `.scaleEffect(isPressed ? 0.5 : 1.0)`
        var scale: Double { isPressed ? 0.5 : 1.0 }
    }

    // MARK: Using long press gesture

    struct PressStar {
        @State var isPressed = false

        var gesture: some Gesture {
            LongPressGesture(minimumDuration: 1.0)
                .onEnded({ _ in
                    self.isPressed.toggle()
                })
        }

        var scale: Double { isPressed ? 0.5 : 1.0 }
    }

    // MARK: The @GestureState property wrapper

    struct DimmingPressStar {
        @GestureState var longPressTap = false
        @State var isPressed = false

        var gesture: some Gesture {
            LongPressGesture(minimumDuration: 1.0)
                .updating($longPressTap, body: { (currentState, state, transaction) in
                    state = currentState
                })
                .onEnded({ _ in
                    self.isPressed.toggle()
                })
        }

        /// `.opacity(longPressTap ? 0.4 : 1.0)`
        var opacity: Double { longPressTap ? 0.4 : 1.0 }
        var scale: Double { isPressed ? 0.5 : 1.0 }
    }

    // MARK: Using drag gesture

    /// Follows the finger and returns home: GestureState only.
    struct SnapBackStar {
        @GestureState var dragOffset = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset, body: { (value, state, transaction) in
                    state = value.translation
                })
        }

        /// `.offset(x: dragOffset.width, y: dragOffset.height)`
        var offset: Vector { Vector(width: dragOffset.width, height: dragOffset.height) }
    }

    /// Stays where it is dropped: GestureState plus a committed position.
    struct DragStar {
        @GestureState var dragOffset = Vector.zero
        @State var position = Vector.zero

        var gesture: some Gesture {
            DragGesture()
                .updating($dragOffset, body: { (value, state, transaction) in
                    state = value.translation
                })
                .onEnded({ (value) in
                    self.position.height += value.translation.height
                    self.position.width += value.translation.width
                })
        }

        /// `.offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)`
        var offset: Vector {
            Vector(width: position.width + dragOffset.width, height: position.height + dragOffset.height)
        }
    }

    // MARK: Combining gestures

    /// Long press, then drag, with two `updating` calls.
    struct PressThenDragStar {
        // For long press gesture
        @GestureState var isPressed = false

        // For drag gesture
        @GestureState var dragOffset = Vector.zero
        @State var position = Vector.zero

        var gesture: some Gesture {
            LongPressGesture(minimumDuration: 1.0)
                .updating($isPressed, body: { (currentState, state, transaction) in
                    state = currentState
                })
                .sequenced(before: DragGesture())
                .updating($dragOffset, body: { (value, state, transaction) in
                    switch value {
                    case .first(true):
                        print("Tapping")
                    case .second(true, let drag):
                        state = drag?.translation ?? .zero
                    default:
                        break
                    }
                })
                .onEnded({ (value) in
                    guard case .second(true, let drag?) = value else { return }
                    self.position.height += drag.translation.height
                    self.position.width += drag.translation.width
                })
        }

        /// `.opacity(isPressed ? 0.5 : 1.0)`
        var opacity: Double { isPressed ? 0.5 : 1.0 }
        var offset: Vector {
            Vector(width: position.width + dragOffset.width, height: position.height + dragOffset.height)
        }
    }

    // MARK: Refactoring the code using enum

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

    struct DragStateStar {
        @GestureState var dragState = DragState.inactive
        @State var position = Vector.zero

        var gesture: some Gesture {
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
                    guard case .second(true, let drag?) = value else { return }
                    self.position.height += drag.translation.height
                    self.position.width += drag.translation.width
                })
        }

        /// `.opacity(dragState.isPressing ? 0.5 : 1.0)`
        var opacity: Double { dragState.isPressing ? 0.5 : 1.0 }
        /// `.offset(x: position.width + dragState.translation.width, y: …)`
        var offset: Vector {
            Vector(width: position.width + dragState.translation.width,
                   height: position.height + dragState.translation.height)
        }
    }

    // MARK: Building a generic draggable view

    /// `struct DraggableView<Content>: View where Content: View`: the content is whatever the
    /// closure returns (there is no `View` protocol here).
    struct DraggableView<Content> {
        @GestureState var dragState = DragState.inactive
        @State var position = Vector.zero

        var content: () -> Content

        var gesture: some Gesture {
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
                    guard case .second(true, let drag?) = value else { return }
                    self.position.height += drag.translation.height
                    self.position.width += drag.translation.width
                })
        }

        /// `content()`, presented with:
        var body: Content { content() }
        var opacity: Double { dragState.isPressing ? 0.5 : 1.0 }
        var offset: Vector {
            Vector(width: position.width + dragState.translation.width,
                   height: position.height + dragState.translation.height)
        }
    }

    // The previews' contents, as plain values.
    struct Image: Equatable { var systemName: String }
    struct Text: Equatable {
        var string: String
        init(_ string: String) { self.string = string }
    }
    struct Circle: Equatable { var diameter = 100.0 }
}
