import TactileGestures
import TactileECS
import TactileRuntime

/// Seed 001, "Sequencing Gestures": long press unlocks rotation. As SPEC §6 asks, the angle
/// accumulates (`+=`) where the seed's literal `=` would jump back on the second turn.
struct RotationLock: EntityView {
    // Define the states for rotation
    enum RotationState: Equatable {
        case inactive
        case pressing
        case rotating(angle: Angle)

        var angle: Angle {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .rotating(let angle):
                return angle
            }
        }

        var isRotating: Bool {
            switch self {
            case .inactive, .pressing:
                return false
            case .rotating:
                return true
            }
        }
    }

    @GestureState private var rotationState = RotationState.inactive
    @State private var rotationAngle = Angle.zero

    var body: some EntityView {
        let longPressBeforeRotation = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: RotationGesture())
            .updating($rotationState) { value, state, _ in
                switch value {
                // Long press begins
                case .first(true):
                    state = .pressing
                // Long press confirmed, rotation may begin
                case .second(true, let rotation):
                    state = .rotating(angle: rotation ?? .zero)
                // Rotation ended or the long press cancelled
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let rotation?) = value else { return }
                self.rotationAngle += rotation
            }

        return Image(systemName: "arrow.triangle.2.circlepath")
            .font(.system(size: 100))
            .rotationEffect(rotationState.angle + rotationAngle)
            .foregroundColor(rotationState.isRotating ? .blue : .red)
            .animation(.default, value: rotationState)
            // Two fingers must fit on it: the lock is a dial, wider than the glyph.
            .contentShape(Circle().frame(width: 240, height: 240))
            .gesture(longPressBeforeRotation)
            .name("arrow")
    }
}
