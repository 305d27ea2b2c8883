import CSDL2
import Foundation
import TactileGestures
import TactileRuntime
import TactileScenes
@testable import TactileSDL

/// The scene layer's live scene is what a window's live editing asks for (as in `tactile play`).
extension LiveScene: LiveEditing {}

/// Keyboard and text events as a keyboard sends them, pushed into SDL's queue.
enum LiveEvents {
    static func key(_ keycode: Int32, down: Bool = true, modifiers: SDL_Keymod = KMOD_NONE) {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.keysym.sym = keycode
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        push(&event)
    }

    static func key(_ keycode: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
        key(Int32(keycode.rawValue), modifiers: modifiers)
        key(Int32(keycode.rawValue), down: false, modifiers: modifiers)
    }

    /// One `SDL_TEXTINPUT` (at most 31 bytes of UTF-8, as SDL sends them).
    static func textInput(_ text: String) {
        var bytes = text.utf8.map { CChar(bitPattern: $0) }
        precondition(bytes.count < 32, "SDL sends longer text in several events")
        bytes += Array(repeating: 0, count: 32 - bytes.count)
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.text = (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15],
                           bytes[16], bytes[17], bytes[18], bytes[19], bytes[20], bytes[21], bytes[22], bytes[23],
                           bytes[24], bytes[25], bytes[26], bytes[27], bytes[28], bytes[29], bytes[30], bytes[31])
        push(&event)
    }

    /// Types `text` as a keyboard does: for each character a key down, its text, a key up (the
    /// key down carries the character's keycode, which is its ASCII code for these keys).
    static func type(_ text: String) {
        for character in text {
            let code = character.unicodeScalars.first.map { Int32($0.value) } ?? 0
            key(code)
            textInput(String(character))
            key(code, down: false)
        }
    }

    private static func push(_ event: inout SDL_Event) {
        precondition(SDL_PushEvent(&event) == 1, String(cString: SDL_GetError()))
    }
}

/// A scene file in a folder of its own, rewritten as an editor saves it.
final class ScratchSceneFile {
    let folder: String
    let path: String

    init(_ text: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-live-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/scene.json"
        try save(text)
    }

    /// Saves `text`: in place (`atomically: false`, as many editors do) or as a new file renamed
    /// over the old one (as vim and most IDEs do).
    func save(_ text: String, atomically: Bool = false) throws {
        try text.write(toFile: path, atomically: atomically, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// A scene file of rectangles: (name, x, y, gesture).
    static func scene(_ entities: [(String, Double, Double, String)]) -> String {
        let lines = entities.map { name, x, y, gesture in
            "  {\"name\": \"\(name)\", \"shape\": \"rectangle\", \"width\": 120, \"height\": 120, \"x\": \(x), \"y\": \(y), \"gesture\": \"\(gesture)\"}"
        }
        return "{\"scene\": 1, \"entities\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }
}
