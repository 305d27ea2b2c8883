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

    /// The file's bytes; with `regularFileOnly`, anything but a regular file (after links) is
    /// refused without being read: a folder, a FIFO (whose open would wait for a writer), a
    /// device such as `/dev/zero`.
    ///
    /// ```swift
    /// let bytes = try InputFile.bytes(atPath: "desk.json", regularFileOnly: true)
    /// ```
    public static func bytes(atPath path: String, regularFileOnly: Bool = false) throws(InputFileError) -> [UInt8] {
        // Non-blocking, so that a FIFO opens at once and can be told apart.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard descriptor >= 0 else { throw InputFileError(file: path, line: 0, problem: "cannot read: \(SystemError.text(errno))") }
        defer { close(descriptor) }
        if regularFileOnly {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw InputFileError(file: path, line: 0, problem: "cannot read: \(SystemError.text(errno))") }
            if let kind = kind(of: info.st_mode) { throw InputFileError(file: path, line: 0, problem: "is \(kind), not a file: not read") }
        }
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

extension InputFile {
    /// What a file of mode `mode` is, or nil for a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}

/// The system's description of an `errno` value.
enum SystemError {
    static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
