/// What every harness needs: the input as bytes, and checks whose failure libFuzzer reports
/// as a crash (with the input saved), like any trap.
public enum Fuzz {
    /// libFuzzer's input as an array (empty when `size` is 0).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Stops the run, as a crash, when `condition` is false.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("check failed: \(message())") }
    }

    /// An error message fit for the one line SPEC §2 asks for: no line break, not echoing a
    /// whole value (at most `limit` Unicode scalars, however they combine into characters).
    public static func requireOneShortLine(_ text: String, limit: Int = 240) {
        require(!text.isEmpty, "an empty error message")
        require(!text.unicodeScalars.contains { [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) },
                "an error message spans lines: \(text.prefix(300).debugDescription)")
        require(text.unicodeScalars.count <= limit,
                "an error message of \(text.unicodeScalars.count) scalars: \(String(text.unicodeScalars.prefix(300)).debugDescription)…")
    }
}
