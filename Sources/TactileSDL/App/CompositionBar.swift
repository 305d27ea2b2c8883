import CSDL2
import TactileECS
import TactileGestures
import TactileRuntime

/// The composition bar of `tactile play`: `E` opens a one-line editor on the focused entity's
/// gesture expression (the scene-file grammar), Return applies what it holds to that entity at
/// once, Esc closes it; an error shows under the line, with the cursor put where it is.
///
/// ```swift
/// var bar = CompositionBar()
/// if bar.handle(event, simulation: simulation, editing: live) { continue }   // the bar's
/// ```
///
/// While the bar is open it takes every key and all text input (SDL's `SDL_TEXTINPUT`, started
/// when it opens and stopped when it closes), so that nothing typed into it reaches the
/// keyboard alternatives; pointers, the wheel and window events go on to the scene. O(1) per
/// event, O(length) per edit.
@MainActor
struct CompositionBar {
    /// The entity the bar edits, and its name to find it again after a reload.
    struct Target: Equatable {
        var entity: Entity
        var name: String
    }

    private(set) var isOpen = false
    private(set) var target: Target?
    private(set) var line = LineEditor()
    /// Why the last Return did not apply, shown under the line until the next edit.
    private(set) var error: InputFileError?
    /// A line for the user when the bar did something or could not open (shown for a moment).
    private(set) var notice: String?
    /// The key whose press the bar took while it closed (Return, Esc, an `E` that could not
    /// open it): its release is the bar's too.
    private var keyUpToTake: Int32?

    var text: String { line.text }

    /// Handles `event` if it is the bar's: the `E` that opens it, and, while it is open, every
    /// key and text event. Returns whether it was (then nothing else should see it).
    mutating func handle(_ event: SDL_Event, simulation: Simulation, editing: any LiveEditing) -> Bool {
        guard isOpen else {
            if event.type == SDL_KEYUP.rawValue, let key = keyUpToTake, event.key.keysym.sym == key {
                keyUpToTake = nil
                return true
            }
            guard event.type == SDL_KEYDOWN.rawValue, event.key.keysym.sym == Int32(SDLK_e.rawValue),
                  Self.modifiers(of: event) & (KMOD_CTRL.rawValue | KMOD_ALT.rawValue | KMOD_GUI.rawValue) == 0 else { return false }
            open(simulation: simulation, editing: editing)
            if !isOpen { keyUpToTake = event.key.keysym.sym }
            return true
        }
        switch event.type {
        case SDL_TEXTINPUT.rawValue:
            edit { $0.insert(Self.text(of: event.text)) }
        case SDL_KEYDOWN.rawValue:
            key(event.key.keysym, simulation: simulation, editing: editing)
            if !isOpen { keyUpToTake = event.key.keysym.sym }
        case SDL_KEYUP.rawValue, SDL_TEXTEDITING.rawValue:
            break
        default:
            return false
        }
        return true
    }

    /// Opens on the focused entity with its expression; without a focused entity, says how to get one.
    mutating func open(simulation: Simulation, editing: any LiveEditing) {
        guard let entity = simulation.focused, simulation.world.isAlive(entity) else {
            notice = "E edits the focused entity's gesture: Tab focuses one"
            return
        }
        let name = simulation.names[entity]?.value ?? entity.description
        target = Target(entity: entity, name: name)
        line = LineEditor(editing.gestureExpression(of: entity, in: simulation))
        error = nil
        notice = nil
        isOpen = true
        SDL_StartTextInput()
    }

    /// Closes without applying.
    mutating func close() {
        isOpen = false
        error = nil
        SDL_StopTextInput()
    }

    /// Hides the notice (the session does it when its moment has passed).
    mutating func clearNotice() { notice = nil }

    /// Applies the line to the target (found again by name if a reload replaced it): closes on
    /// success, keeps the line and shows the error otherwise.
    mutating func apply(simulation: Simulation, editing: any LiveEditing) {
        guard let target else { return close() }
        var entity: Entity? = target.entity
        if !simulation.world.isAlive(target.entity) { entity = simulation.entity(named: target.name) }
        guard let entity else {
            error = InputFileError(file: "gesture", line: 0, problem: "\(InputFileError.quote(target.name)) is no longer in the scene")
            return
        }
        do {
            try editing.applyGesture(line.text, to: entity, in: simulation)
            close()
            notice = line.text.allSatisfy(\.isWhitespace) ? "\(target.name): no gesture" : "\(target.name): \(line.text)"
        } catch {
            self.error = error
            if let column = error.column { line.moveToScalarColumn(column) }
        }
    }

    private mutating func key(_ key: SDL_Keysym, simulation: Simulation, editing: any LiveEditing) {
        let control = UInt32(key.mod) & KMOD_CTRL.rawValue != 0
        switch key.sym {
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): apply(simulation: simulation, editing: editing)
        case Int32(SDLK_ESCAPE.rawValue): close()
        case Int32(SDLK_BACKSPACE.rawValue): edit { $0.deleteBackward() }
        case Int32(SDLK_DELETE.rawValue): edit { $0.deleteForward() }
        case Int32(SDLK_LEFT.rawValue): line.moveLeft()
        case Int32(SDLK_RIGHT.rawValue): line.moveRight()
        case Int32(SDLK_HOME.rawValue): line.moveToStart()
        case Int32(SDLK_END.rawValue): line.moveToEnd()
        case Int32(SDLK_u.rawValue) where control: edit { $0 = LineEditor() }
        case Int32(SDLK_v.rawValue) where control:
            guard SDL_HasClipboardText() == SDL_TRUE, let pasted = SDL_GetClipboardText() else { return }
            defer { SDL_free(pasted) }
            let text = String(cString: pasted)
            edit { $0.insert(text) }
        default:
            break
        }
    }

    private mutating func edit(_ change: (inout LineEditor) -> Void) {
        change(&line)
        error = nil
    }

    private static func modifiers(of event: SDL_Event) -> UInt32 { UInt32(event.key.keysym.mod) }

    /// The UTF-8 text of a text-input event, read from its fixed C array up to the first NUL.
    static func text(of event: SDL_TextInputEvent) -> String {
        var bytes: [UInt8] = []
        for child in Mirror(reflecting: event.text).children {
            guard let byte = child.value as? CChar, byte != 0 else { break }
            bytes.append(UInt8(bitPattern: byte))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
