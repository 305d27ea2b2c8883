import TactileECS
import TactileGestures

/// The keyboard alternatives of SPEC §3.5: Tab / Shift+Tab move focus; arrows move the focused
/// entity 10 pt (Shift: 1 pt) or adjust its value; `+`/`-` zoom it; `[`/`]` turn it 15°;
/// Return (or Space) taps it; F1 help, D the debugger, R resets the scene, Esc quits.
///
/// They go through the focused entity's accessibility actions where it has them
/// (``AccessibilityActions``, ``Adjustable``): arrows adjust, Return runs the default action,
/// `+`/`-` the zoom action, `1`…`9` the named actions in order; the actions wait in the gesture
/// arena's callback queue and run after the gesture step, as the gestures' callbacks do. A Return's tap goes into the
/// tick's input where the key was, as a press and a release routed to the focused entity
/// whatever covers it. O(1) per key, O(entities) for Tab.
public struct KeyboardSystem: System {
    /// The pointer a Return's tap uses.
    public static let tapPointer: PointerID = (1 << 41) | 3

    /// The accessibility actions asked for, waiting to run after the gesture step.
    private let actions = AccessibilityActionQueue()

    public init() {}

    public mutating func run(in world: World) {
        world.withResource(PointerInput.self) { input in
            guard input.hasKeyEvents else { return }
            var output = input.beginRewrite()
            for item in input.items {
                guard case .event(let index) = item, case .key(let key, let isDown, let modifiers, let time) = input.events[index] else {
                    output.append(item)
                    continue
                }
                if isDown { press(key, modifiers: modifiers, time: time, in: world, into: &output) }
            }
            input.endRewrite(output)
        }
    }

    private func press(_ key: String, modifiers: KeyModifiers, time: Double, in world: World, into output: inout [InputItem]) {
        let focused = world.resource(SceneSettings.self).focused.flatMap { world.isAlive($0) ? $0 : nil }
        switch key.lowercased() {
        case "tab":
            moveFocus(backwards: modifiers.contains(.shift), in: world)
        case "left", "right", "up", "down":
            guard let entity = focused else { return }
            if let adjustable = world[Adjustable.self, entity] {
                return actions.queue(.adjust(adjustable.action, ["up", "right"].contains(key.lowercased()) ? .increment : .decrement),
                                     in: world)
            }
            if world[ScrollState.self, entity] != nil {
                let step = World.wheelStep
                let delta: Vector = switch key.lowercased() {
                case "left": Vector(width: -step, height: 0)
                case "right": Vector(width: step, height: 0)
                case "up": Vector(width: 0, height: -step)
                default: Vector(width: 0, height: step)
                }
                return world.scroll(entity, by: delta)
            }
            let step = modifiers.contains(.shift) ? 1.0 : 10.0
            let offset: Vector = switch key.lowercased() {
            case "left": Vector(width: -step, height: 0)
            case "right": Vector(width: step, height: 0)
            case "up": Vector(width: 0, height: -step)
            default: Vector(width: 0, height: step)
            }
            world.manipulate(entity) { $0.offset += offset }
        case "pageup", "pagedown":
            // A page less a line, so that a line of what was in view stays in view.
            guard let entity = focused, let state = world[ScrollState.self, entity] else { return }
            let page = max(0, state.viewport.height - World.wheelStep) * (key.lowercased() == "pageup" ? -1 : 1)
            world.scroll(entity, by: Vector(width: 0, height: page))
        case "+", "=", "keypad +":
            if let entity = focused, !runZoomAction(.zoomIn, of: entity, in: world) {
                world.zoom(entity, by: 1.1, about: world.sceneCentre(of: entity))
            }
        case "-", "keypad -":
            if let entity = focused, !runZoomAction(.zoomOut, of: entity, in: world) {
                world.zoom(entity, by: 1 / 1.1, about: world.sceneCentre(of: entity))
            }
        case "1", "2", "3", "4", "5", "6", "7", "8", "9", "keypad 1", "keypad 2", "keypad 3", "keypad 4", "keypad 5",
             "keypad 6", "keypad 7", "keypad 8", "keypad 9":
            guard let entity = focused, let number = Int(String(key.last!)),
                  let named = world.existing(AccessibilityActions.self)?[entity]?.named, number <= named.count else { return }
            actions.queue(.perform(named[number - 1].action), in: world)
        case "[":
            if let entity = focused { world.rotate(entity, by: .degrees(-15)) }
        case "]":
            if let entity = focused { world.rotate(entity, by: .degrees(15)) }
        case "return", "keypad enter", "space":
            guard let entity = focused else { return }
            if let action = world.existing(AccessibilityActions.self)?[entity]?.defaultAction {
                return actions.queue(.perform(action), in: world)
            }
            let centre = world.sceneToWindowTransform.apply(to: world.sceneCentre(of: entity))
            output.append(.pointer(PointerEvent(.down, pointer: Self.tapPointer, at: centre, time: time), target: .entity(entity)))
            output.append(.pointer(PointerEvent(.up, pointer: Self.tapPointer, at: centre, time: time), target: .hitTest))
        case "f1":
            world[resource: SceneSettings.self].showsHelp.toggle()
        case "d":
            world[resource: SceneSettings.self].showsDebugger.toggle()
        case "r":
            world.commands.add { world in world.resourceIfPresent(SceneControl.self)?.reset() }
        case "escape":
            world[resource: SceneSettings.self].wantsToQuit = true
        default:
            break
        }
    }

    /// Runs the entity's accessibility zoom action, about its centre; whether it has one.
    private func runZoomAction(_ direction: AccessibilityZoomGestureAction.Direction, of entity: Entity, in world: World) -> Bool {
        guard let zoom = world.existing(AccessibilityActions.self)?[entity]?.zoom else { return false }
        let centre = world.sceneCentre(of: entity)
        let local = world.localGestureSpaces(of: entity).local.apply(to: centre)
        actions.queue(.zoom(zoom, AccessibilityZoomGestureAction(direction: direction, location: local, point: centre)), in: world)
        return true
    }

    private func moveFocus(backwards: Bool, in world: World) {
        let order = world.focusableEntities
        guard !order.isEmpty else { return }
        let current = world.resource(SceneSettings.self).focused
        guard let current, let index = order.firstIndex(of: current) else {
            world[resource: SceneSettings.self].focused = backwards ? order.last : order.first
            return
        }
        world[resource: SceneSettings.self].focused = order[(index + (backwards ? order.count - 1 : 1)) % order.count]
    }
}

/// A value the keyboard can adjust (Up/Right and Down/Left), such as the volume slider's.
public struct Adjustable {
    public var action: (AdjustmentDirection) -> Void
    public init(action: @escaping (AdjustmentDirection) -> Void) { self.action = action }
}

/// What a simulation lets its systems do to the scene as a whole, between stages.
public final class SceneControl {
    /// Starts the scene over (the R key), keeping the clock and the log.
    public let reset: () -> Void
    public init(reset: @escaping () -> Void) { self.reset = reset }
}

extension World {
    /// Entities that can take focus, in scene order: shapes other than the background that are
    /// named or that Return activates (a button's default accessibility action).
    public var focusableEntities: [Entity] {
        let (names, background) = (store(Name.self), resource(SceneSettings.self).background)
        let actions = existing(AccessibilityActions.self)
        return store(Shape.self).entities
            .filter { $0 != background && (names.contains($0) || actions?[$0]?.defaultAction != nil) }
            .sorted { $0.index < $1.index }
    }
}
