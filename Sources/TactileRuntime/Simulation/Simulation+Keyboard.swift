import TactileGestures

extension Simulation {
    /// The keyboard alternatives of SPEC §3.5.
    func handleKey(_ key: String, modifiers: KeyModifiers, time: Double) {
        let fine = modifiers.contains(.shift)
        switch key.lowercased() {
        case "tab":
            moveFocus(backwards: modifiers.contains(.shift))
        case "left", "right", "up", "down":
            guard let entity = focused, world.isAlive(entity) else { return }
            if let adjustable = adjustables[entity] {
                adjustable.action(key.lowercased() == "up" || key.lowercased() == "right" ? .increment : .decrement)
                return
            }
            let step = fine ? 1.0 : 10.0
            let offset: Vector = switch key.lowercased() {
            case "left": Vector(width: -step, height: 0)
            case "right": Vector(width: step, height: 0)
            case "up": Vector(width: 0, height: -step)
            default: Vector(width: 0, height: step)
            }
            manipulate(entity) { $0.offset += offset }
        case "+", "=", "keypad +":
            if let entity = focused { zoom(entity, by: 1.1, about: sceneCentre(of: entity)) }
        case "-", "keypad -":
            if let entity = focused { zoom(entity, by: 1 / 1.1, about: sceneCentre(of: entity)) }
        case "[":
            if let entity = focused { rotate(entity, by: .degrees(-15)) }
        case "]":
            if let entity = focused { rotate(entity, by: .degrees(15)) }
        case "return", "keypad enter", "space":
            guard let entity = focused, world.isAlive(entity) else { return }
            let centre = sceneCentre(of: entity)
            let id = MouseEmulation.keyboardTapPointer
            dispatcher.route(PointerEvent(.down, pointer: id, at: centre, time: time), to: entity, in: self)
            dispatcher.route(PointerEvent(.up, pointer: id, at: centre, time: time), in: self)
        case "f1":
            showsHelp.toggle()
        case "d":
            showsDebugger.toggle()
        case "r":
            resetScene()
        case "escape":
            wantsToQuit = true
        default:
            break
        }
    }

    /// Entities that can take focus, in scene order: named shapes other than the background.
    public var focusableEntities: [EntityID] {
        shapes.entities
            .filter { $0 != backgroundEntity && names[$0] != nil }
            .sorted { $0.index < $1.index }
    }

    private func moveFocus(backwards: Bool) {
        let order = focusableEntities
        guard !order.isEmpty else { return }
        guard let current = focused, let i = order.firstIndex(of: current) else {
            focused = backwards ? order.last : order.first
            return
        }
        focused = order[(i + (backwards ? order.count - 1 : 1)) % order.count]
    }
}
