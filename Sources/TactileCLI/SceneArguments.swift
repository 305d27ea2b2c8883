import ArgumentParser
import TactileGestures
import TactileRuntime

/// The options `play` and `replay` share: the window's size and the shape count.
struct SceneArguments: ParsableArguments {
    // `.unconditional`: "-5" is this option's value (and then reported as negative), not an
    // option of its own that leaves this one "missing a value".
    @Option(parsing: .unconditional, help: "The window size, as WIDTHxHEIGHT (default: the trace's or scene file's, or 1280x800).")
    var size: String?

    @Option(parsing: .unconditional, help: "The shape count, for scenes that take one (stress, playground).")
    var entities: Int?

    /// The chosen window size, if `--size` gave one.
    func windowSize() throws -> Vector? {
        guard let size else { return nil }
        let quoted = InputFileError.quote(size)
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw UsageError("--size must be WIDTHxHEIGHT, such as 1280x800, not \(quoted)")
        }
        let limit = Trace.maximumWindowSide
        guard w >= 1, h >= 1, w <= limit, h <= limit else {
            throw UsageError("--size \(quoted) is out of range: width and height go from 1 to \(Int(limit))")
        }
        return Vector(width: w, height: h)
    }

    func validate() throws {
        if let entities, entities < 0 { throw ValidationError("--entities \(entities) is negative: give a shape count") }
    }
}
