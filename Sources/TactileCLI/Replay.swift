import ArgumentParser
import Foundation
import TactileGestures
import TactileRuntime
import TactileScenes

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace on a scene, headless, and write the final state.")

    @Option(help: "A built-in scene's name (see `tactile scenes`).")
    var scene: String

    @Option(help: "The trace to replay (.jsonl).")
    var trace: String

    @Option(help: "Stop after the tick at this time (default: the last event's time plus 2 s).")
    var until: Double?

    @Option(help: "Write the final state here (- for standard output).")
    var state: String?

    @Option(help: "The window size, as WIDTHxHEIGHT (default: the trace's, or 1280x800).")
    var size: String?

    @Option(help: "The shape count, for scenes that take one (stress, playground).")
    var entities: Int?

    func run() throws {
        guard let descriptor = BuiltInScenes.named(scene) else {
            throw UsageError("unknown scene '\(scene)' (`tactile scenes` lists the built-in ones)")
        }
        if let until, !until.isFinite || until < 0 { throw UsageError("--until must be a time in seconds, not \(until)") }
        if let entities, entities < 0 { throw UsageError("--entities must not be negative") }
        let parsed: Trace
        do {
            parsed = try TraceReader.read(path: trace)
        } catch let error as InputFileError {
            throw UsageError(error.description)
        }
        for warning in parsed.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }

        let windowSize = try size.map(Self.parseSize) ?? parsed.windowSize ?? Vector(width: 1280, height: 800)
        let simulation = Simulation(windowSize: windowSize)
        simulation.load(descriptor.make(SceneOptions(entities: entities)))
        TactileRuntime.Replay.run(parsed.events, on: simulation,
                                  until: until ?? TactileRuntime.Replay.defaultEnd(of: parsed.events))

        if let state {
            let json = simulation.snapshot.json
            if state == "-" {
                print(json, terminator: "")
            } else if !FileManager.default.createFile(atPath: state, contents: Data(json.utf8)) {
                throw UsageError("\(state): cannot write the state file")
            }
        }
    }

    static func parseSize(_ text: String) throws -> Vector {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1, w <= 16384, h <= 16384 else {
            throw UsageError("--size must be WIDTHxHEIGHT, such as 1280x800, not '\(text)'")
        }
        return Vector(width: w, height: h)
    }
}
