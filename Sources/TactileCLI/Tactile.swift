import ArgumentParser
import Foundation
import TactileRuntime
import TactileSDL

@main
struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "SwiftUI's gesture system for Linux: play with shapes, replay traces, measure recognizers.",
        version: "tactile 0.2 (SDL \(SDLLibrary.version))",
        subcommands: [Play.self, Replay.self, Scenes.self, BenchCommand.self, Soak.self]
    )

    /// Bad arguments and bad input files exit with status 2 and one line on standard error.
    static func main() {
        if let problem = CommandNames.problem(with: Array(CommandLine.arguments.dropFirst())) {
            Console.error("tactile: \(problem)")
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as UsageError {
            Console.error("tactile: \(error.message)")
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else {
                do { try Console.print(fullMessage(for: error)) } catch { Foundation.exit(2) }
                Foundation.exit(0)
            }
            // ArgumentParser's messages quote the argument whole ("The value '…' is invalid"):
            // one line, and a megabyte argument gives a short one.
            var message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            if message.unicodeScalars.count > 200 { message = String(message.unicodeScalars.prefix(200)) + "…" }
            Console.error("tactile: \(message)")
            Foundation.exit(2)
        }
    }
}

/// A problem with what the user asked for: reported in one line, exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Standard output and standard error without Foundation's `FileHandle`, whose `write` traps
/// when the write fails (a full disk, `ulimit -f`).
enum Console {
    /// Prints `line` and a newline on standard output; a failed write is a `UsageError`.
    static func print(_ line: String) throws {
        do {
            try OutputFile(creating: "-", what: "the output").write(line + "\n")
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Writes `text` on standard error, adding a newline unless it ends in "\r". A failure is
    /// ignored: there is nowhere left to report it, and the exit status still says it.
    static func error(_ text: String) {
        let bytes = Array((text.hasSuffix("\r") || text.hasPrefix("\r") ? text : text + "\n").utf8)
        _ = write(STDERR_FILENO, bytes, bytes.count)
    }
}
