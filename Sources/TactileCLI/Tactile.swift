import ArgumentParser
import Foundation
import TactileSDL

@main
struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "SwiftUI's gesture system for Linux: play with shapes, replay traces, measure recognizers.",
        version: "tactile 0.2 (SDL \(SDLLibrary.version))",
        subcommands: [Play.self, Replay.self, Scenes.self, BenchCommand.self]
    )

    /// Bad arguments and bad input files exit with status 2 and one line on standard error.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as UsageError {
            FileHandle.standardError.write(Data("tactile: \(error.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("tactile: \(message)\n".utf8))
            Foundation.exit(2)
        }
    }
}

/// A problem with what the user asked for: reported in one line, exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
