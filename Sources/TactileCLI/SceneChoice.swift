import Foundation
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// What `--scene` names: a built-in scene, or a scene file.
struct SceneChoice {
    var scene: any SceneContent
    var windowSize: Vector?

    static func load(_ name: String, entities: Int?) throws -> SceneChoice {
        if let descriptor = BuiltInScenes.named(name) {
            if let entities, let maximum = descriptor.maximumEntities, entities > maximum {
                throw UsageError("--entities \(entities) is more than \(name) takes: at most \(maximum)")
            }
            return SceneChoice(scene: descriptor.make(SceneOptions(entities: entities)))
        }
        guard FileManager.default.fileExists(atPath: name) else {
            throw UsageError("unknown scene \(InputFileError.quote(name)): neither a built-in scene (`tactile scenes` lists them) nor a file")
        }
        do {
            let file = try SceneFile.read(path: name)
            return SceneChoice(scene: file, windowSize: file.windowSize)
        } catch {
            throw UsageError(error.description)
        }
    }
}
