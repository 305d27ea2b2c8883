import CSDL2

/// Facts about the SDL library Tactile is linked against.
public enum SDLLibrary {
    /// The linked SDL's version, as `major.minor.patch`.
    public static var version: String {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        tactile_SDL_GetVersion(&major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
