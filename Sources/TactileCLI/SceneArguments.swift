import ArgumentParser
import TactileGestures

/// The options `play` and `replay` share: the window's size and the shape count.
struct SceneArguments: ParsableArguments {
    @Option(help: "The window size, as WIDTHxHEIGHT (default: the trace's or scene file's, or 1280x800).")
    var size: String?

    @Option(help: "The shape count, for scenes that take one (stress, playground).")
    var entities: Int?

    /// The chosen window size, if `--size` gave one.
    func windowSize() throws -> Vector? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw UsageError("--size must be WIDTHxHEIGHT, such as 1280x800, not '\(size)'")
        }
        return Vector(width: w, height: h)
    }

    func validate() throws {
        if let entities, entities < 0 { throw ValidationError("--entities must not be negative") }
    }
}
