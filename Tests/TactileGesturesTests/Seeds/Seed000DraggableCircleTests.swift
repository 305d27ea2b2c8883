import Testing
import TactileGestures
import TactileTestSupport

/// Seed 000 / 004, "Composing SwiftUI Gestures": `DraggableCircle`, ported with renames only
/// (`CGSize` → `Vector`, `View` → a plain struct exposing its gesture and presented values).
struct DraggableCircle {
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

        var isActive: Bool {
            switch self {
            case .inactive:
                return false
            case .pressing, .dragging:
                return true
            }
        }

        var isDragging: Bool {
            switch self {
            case .inactive, .pressing:
                return false
            case .dragging:
                return true
            }
        }
    }

    @GestureState var dragState = DragState.inactive
    @State var viewState = Vector.zero

    var gesture: some Gesture {
        let minimumLongPressDuration = 0.5
        let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {

                case .first(true):
                    state = .pressing

                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)

                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                self.viewState.width += drag.translation.width
                self.viewState.height += drag.translation.height
            }
        return longPressDrag
    }

    // What the seed's modifiers present.
    var offset: Vector {
        Vector(width: viewState.width + dragState.translation.width,
               height: viewState.height + dragState.translation.height)
    }
    var hasBorder: Bool { dragState.isDragging }
    var shadowRadius: Double { dragState.isActive ? 8 : 0 }
}

@Suite("Seed 000: DraggableCircle (long press, then drag)")
struct Seed000DraggableCircleTests {
    @Test func pressingShowsShadowThenDraggingShowsBorderAndMoves() {
        let circle = DraggableCircle()
        let driver = GestureDriver(circle.gesture)

        driver.down(at: Point(x: 640, y: 400))
        #expect(circle.shadowRadius == 8)
        #expect(!circle.hasBorder)

        driver.wait(0.5)
        #expect(circle.hasBorder, "the long press ended: dragging may begin")
        #expect(circle.offset == .zero)

        driver.drag(by: Vector(width: 100, height: 50), steps: 20)
        #expect(circle.offset == Vector(width: 100, height: 50))

        driver.up()
        #expect(circle.offset == Vector(width: 100, height: 50), "the offset is committed")
        #expect(circle.shadowRadius == 0)
        #expect(!circle.hasBorder)
    }

    @Test func movingBeforeTheLongPressEndsMovesNothing() {
        let circle = DraggableCircle()
        let driver = GestureDriver(circle.gesture)
        driver.down(at: Point(x: 640, y: 400))
        driver.wait(0.2)
        driver.drag(by: Vector(width: 100, height: 50), steps: 10)
        #expect(circle.shadowRadius == 0, "the press failed: state is back to inactive")
        driver.up()
        driver.wait(1)
        #expect(circle.offset == .zero)
        #expect(driver.count(.cancelled) == 1)
        #expect(driver.count(.ended) == 0)
    }
}
