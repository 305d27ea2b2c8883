import CSDL2

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
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        // With no display SDL falls back to a driver that shows nothing, without a word: a
        // window nobody can see is an error unless the user chose that driver.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if !headless, driver == "offscreen" || driver == "dummy", SDL_getenv("SDL_VIDEODRIVER") == nil {
            SDL_Quit()
            throw SDLError(message: "no display: SDL found no X11 or Wayland server")
        }
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
