import ArgumentParser
import TactileScenes

struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in scenes, one a line: name and description.")

    func run() throws {
        let width = BuiltInScenes.all.map(\.name.count).max() ?? 0
        for scene in BuiltInScenes.all {
            try Console.print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
        }
    }
}
