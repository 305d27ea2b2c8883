import Foundation

/// Refuses, before anything is written, an output that would overwrite an input (`--state`
/// naming the `--trace` file) or another output (`--timeline` and `--screenshot` on one path).
///
/// ```swift
/// try PathConflicts.check(inputs: [("--trace", trace)], outputs: [("--state", state), ("--timeline", timeline)])
/// ```
///
/// Two paths are the same file if they name one file that exists (links followed, so
/// `./t.jsonl`, `t.jsonl` and a link to it agree), or, for a file not there yet, the same name
/// in the same folder. `-` is standard output. Character devices (`/dev/null`) take any number
/// of writers. O(paths²): a handful.
enum PathConflicts {
    /// An option and the path it names (nil when not given).
    typealias Named = (option: String, path: String?)

    static func check(inputs: [Named], outputs: [Named]) throws {
        let given = outputs.compactMap { named in named.path.map { (named.option, $0, identity(of: $0)) } }
        for (index, output) in given.enumerated() {
            guard let id = output.2 else { continue }
            for input in inputs {
                guard let path = input.path, identity(of: path) == id else { continue }
                throw UsageError("\(output.0) names the file of \(input.option) (\(path)), which it would overwrite: give another file")
            }
            for other in given[..<index] where other.2 == id {
                throw UsageError("\(other.0) and \(output.0) name the same file (\(output.1)): give each its own")
            }
        }
    }

    /// What tells one file from another, or nil for a device any number may write.
    static func identity(of path: String) -> String? {
        if path == "-" { return "standard output" }
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFCHR { return nil }
            return "file \(info.st_dev):\(info.st_ino)"
        }
        // Not there yet: the same name in the same folder (the folder's links followed).
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let real = realpath(folder, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? folder
        return "new \(real)/\(url.lastPathComponent)"
    }
}
