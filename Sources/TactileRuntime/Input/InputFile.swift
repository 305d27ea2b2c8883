#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole input files (traces, scene files), saying in the system's words what went wrong.
///
/// ```swift
/// let bytes = try InputFile.bytes(atPath: "session.jsonl")   // [UInt8]
/// ```
///
/// Reads with plain `read(2)` calls, 64 KiB at a time, so that devices and pipes (`/dev/null`,
/// `<(…)`) read like files; stops with an error past ``maximumSize``. O(size of the file).
public enum InputFile {
    /// The largest input read: 1 GiB, about 15 million trace events; a larger "file" (such as
    /// `/dev/zero`) is refused rather than read until memory runs out.
    public static let maximumSize = 1 << 30

    public static func bytes(atPath path: String) throws(InputFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputFileError(file: path, line: 0, problem: "cannot read: \(SystemError.text(errno))") }
        defer { close(descriptor) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count == 0 { return contents }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw InputFileError(file: path, line: 0, problem: "cannot read: \(SystemError.text(errno))")
            }
            guard contents.count + count <= maximumSize else {
                throw InputFileError(file: path, line: 0, problem: "larger than \(maximumSize >> 20) MiB: not read")
            }
            contents.append(contentsOf: chunk[0..<count])
        }
    }
}

/// The system's description of an `errno` value.
enum SystemError {
    static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
