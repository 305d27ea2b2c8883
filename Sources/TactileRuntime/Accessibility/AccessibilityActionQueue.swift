import TactileECS
import TactileGestures

/// An accessibility action the keyboard asked for, waiting for the gesture step to end.
enum PendingAccessibilityAction {
    case perform(() -> Void)
    case adjust((AdjustmentDirection) -> Void, AdjustmentDirection)
    case zoom((AccessibilityZoomGestureAction) -> Void, AccessibilityZoomGestureAction)

    func run() {
        switch self {
        case .perform(let action): action()
        case .adjust(let action, let direction): action(direction)
        case .zoom(let action, let zoom): action(zoom)
        }
    }
}

/// Where the keyboard's accessibility actions wait: in the gesture arena's callback queue, with
/// the gestures' callbacks, so that they run after the gesture step with nothing lent, in the
/// order they were asked for.
///
/// ```swift
/// actions.queue(.perform(defaultAction), in: world)   // runs when the gesture system ends
/// ```
///
/// One made per keyboard system; queuing is an append, no allocation once its list has grown.
struct AccessibilityActionQueue {
    private let pending = PendingValues<PendingAccessibilityAction> { $0.run() }

    /// Queues `action` behind the gestures' callbacks already waiting; runs it now in a world
    /// without a gesture arena.
    func queue(_ action: PendingAccessibilityAction, in world: World) {
        pending.call(action, in: world.resourceIfPresent(GestureArena.self)?.callbacks)
    }
}
