import ArgumentParser
import Synchronization
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
///
/// Its description is the message alone, so that wherever ArgumentParser reports it (thrown
/// from a `validate()`), the line says the problem, not a debug dump of the type.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Standard output and standard error without Foundation's `FileHandle`, whose `write` traps
/// when the write fails (a full disk, `ulimit -f`).
enum Console {
    /// Prints `line` and a newline on standard output; a failed write is a `UsageError`.
    static func print(_ line: String) throws {
        endProgress()
        do {
            try OutputFile(creating: "-", what: "the output").write(line + "\n")
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Writes `line` and a newline on standard error, on a line of its own: a progress line
    /// under way is ended first. A failure is ignored: there is nowhere left to report it, and
    /// the exit status still says it.
    static func error(_ line: String) {
        endProgress()
        raw(line + "\n")
    }

    /// Shows `text` as the progress line on standard error, over the previous one.
    ///
    /// ```swift
    /// Console.progress("tap: 40%")
    /// ```
    static func progress(_ text: String) {
        let padding = String(repeating: " ", count: max(0, progressLength.load(ordering: .relaxed) - text.count))
        raw("\r" + text + padding)
        progressLength.store(text.count, ordering: .relaxed)
    }

    /// Ends the progress line, if one is shown, so that what comes next starts a line of its
    /// own: blanked on a terminal, ended with a newline in a log.
    static func endProgress() {
        let length = progressLength.exchange(0, ordering: .relaxed)
        guard length > 0 else { return }
        raw(isatty(STDERR_FILENO) == 1 ? "\r" + String(repeating: " ", count: length) + "\r" : "\n")
    }

    /// The length of the progress line shown, 0 when none is (an atomic, so it is shared safely).
    private static let progressLength = Atomic<Int>(0)

    private static func raw(_ text: String) {
        let bytes = Array(text.utf8)
        _ = write(STDERR_FILENO, bytes, bytes.count)
    }
}
