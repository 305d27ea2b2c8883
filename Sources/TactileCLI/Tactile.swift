import ArgumentParser
import TactileSDL

@main
struct Tactile: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "SwiftUI's gesture system for Linux: play with shapes, replay traces, measure recognizers.",
        discussion: "play, replay, bench and scenes arrive with the runtime and the SDL front end (see README).",
        version: "tactile 0.1 (SDL \(SDLLibrary.version))"
    )
}
