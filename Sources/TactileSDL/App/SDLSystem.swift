import CSDL2

#if canImport(Glibc)
import Glibc
#endif

/// A failure reported by SDL, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public var description: String
    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }

    init(message: String) {
        description = message
    }
}

/// Starts and stops SDL's video, events and fonts.
@MainActor
enum SDLSystem {
    private static var started = false

    /// Starts SDL once. `headless` forces the dummy video driver (no display needed) and the
    /// software renderer (byte-identical pixels everywhere).
    static func start(headless: Bool) throws {
        guard !started else { return }
        if headless {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
            SDL_SetHintWithPriority(SDL_HINT_RENDER_DRIVER, "software", SDL_HINT_OVERRIDE)
        }
        // Touches arrive as finger events only; touch-made mouse events are ignored anyway.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        // What SDL and the libraries it tries print while looking for a display (Wayland's
        // "XDG_RUNTIME_DIR is invalid or not set") is held back: with no display, our one line
        // says it all; with one, it is passed on as it came.
        let (status, complaints) = StandardError.captured { SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) }
        guard status == 0 else {
            StandardError.write(complaints)
            throw SDLError("SDL_Init")
        }
        // With no display SDL falls back to a driver that shows nothing, without a word: a
        // window nobody can see is an error unless the user chose that driver.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if !headless, driver == "offscreen" || driver == "dummy", SDL_getenv("SDL_VIDEODRIVER") == nil {
            SDL_Quit()
            throw SDLError(message: "no display: SDL found no X11 or Wayland server")
        }
        StandardError.write(complaints)
        guard TTF_Init() == 0 else { throw SDLError("TTF_Init") }
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        started = true
    }

    static func stop() {
        guard started else { return }
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
        started = false
    }
}

/// The process's standard error, held back for a while.
enum StandardError {
    /// Runs `body` with standard error going to a temporary file, and gives what was written
    /// there (nothing is held back if no temporary file can be made). O(what was written).
    ///
    /// ```swift
    /// let (status, text) = StandardError.captured { SDL_Init(SDL_INIT_VIDEO) }
    /// ```
    static func captured<T>(_ body: () -> T) -> (T, [UInt8]) {
        guard let file = tmpfile() else { return (body(), []) }
        defer { fclose(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(fileno(file), STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return (body(), [])
        }
        let result = body()
        fflush(nil)  // every C stream, standard error among them
        dup2(saved, STDERR_FILENO)
        close(saved)
        var text: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        rewind(file)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            text += chunk[..<count]
        }
        return (result, text)
    }

    /// Writes `bytes` on standard error as they are (a failure has nowhere to go).
    static func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        _ = Glibc.write(STDERR_FILENO, bytes, bytes.count)
    }
}
