import TactileECS
import TactileGestures
import TactileRuntime

extension SceneFile {
    /// Swaps this version of a scene file into `simulation` in place of `previous` (the version
    /// loaded before it), as `tactile play --watch` does when the file is saved.
    ///
    /// ```swift
    /// let next = try SceneFile.read(path: path)
    /// next.reload(into: simulation, replacing: current)
    /// ```
    ///
    /// The scene is loaded afresh (entities, gestures, the scene's settings), but the session
    /// goes on: the clock, the log, the camera, the focus (by name), help and the debugger are
    /// kept. So is what the user did to the entities, where the file did not change it: an
    /// entity whose name and parent are the same in both versions keeps its position where the
    /// file's `x` and `y` for it are unchanged, its rotation where `rotation` is unchanged,
    /// and its scale where `scale` is unchanged (both what gestures committed and the keyboard's
    /// and wheel's manipulation). A value the file changed is the file's. Call it between
    /// ticks. O(entities).
    public func reload(into simulation: Simulation, replacing previous: SceneFile?) {
        let kept = keptPlacements(in: simulation, previous: previous)
        let world = simulation.world
        let (time, log, camera) = (world.resource(Time.self), world.resource(Log.self), simulation.camera)
        let settings = world.resource(SceneSettings.self)
        let focusedName = settings.focused.flatMap { simulation.names[$0]?.value }

        simulation.load(self)

        world.insertResource(time)
        world.insertResource(log)
        simulation.camera = camera
        world[resource: SceneSettings.self].showsHelp = settings.showsHelp
        world[resource: SceneSettings.self].showsDebugger = settings.showsDebugger
        simulation.focused = focusedName.flatMap { simulation.entity(named: $0) }
        for (name, placement) in kept {
            guard let entity = simulation.entity(named: name), var target = simulation.targets[entity] else { continue }
            var manipulation = simulation.manipulations[entity] ?? Manipulation()
            if let position = placement.position {
                target.position = position
                manipulation.offset = placement.manipulation.offset
            }
            if let rotation = placement.rotation {
                target.rotation = rotation
                manipulation.rotation = placement.manipulation.rotation
            }
            if let scale = placement.scale {
                target.scale = scale
                manipulation.scale = placement.manipulation.scale
            }
            world.insert(target, for: entity)
            world.insert(Presentation(target), for: entity)
            if manipulation != Manipulation() { world.insert(manipulation, for: entity) }
        }
        simulation.updateTransforms()
        // Drawn where they are kept from the first frame, not moving there from the file's place.
        for name in kept.keys {
            guard let entity = simulation.entity(named: name) else { continue }
            simulation.transforms.modify(entity) { $0.previous = $0.current }
        }
    }

    /// Where an entity is now, channel by channel: `nil` where the file moves it.
    struct KeptPlacement {
        var position: Point?
        var rotation: Angle?
        var scale: Double?
        var manipulation: Manipulation
    }

    /// For each entity of this version that `previous` placed the same way (same name and
    /// parent), where it is now in the channels the file left alone.
    func keptPlacements(in simulation: Simulation, previous: SceneFile?) -> [String: KeptPlacement] {
        guard let previous else { return [:] }
        var before: [String: Entity] = [:]
        for entity in previous.entities { before[entity.name] = entity }
        var kept: [String: KeptPlacement] = [:]
        for entity in entities {
            guard let old = before[entity.name], old.parent == entity.parent,
                  let id = simulation.entity(named: entity.name), let now = simulation.targets[id] else { continue }
            let (file, oldFile) = (entity.appearance, old.appearance)
            let placement = KeptPlacement(
                position: file.position == oldFile.position ? now.position : nil,
                rotation: file.rotation == oldFile.rotation ? now.rotation : nil,
                scale: file.scale == oldFile.scale ? now.scale : nil,
                manipulation: simulation.manipulations[id] ?? Manipulation())
            if placement.position != nil || placement.rotation != nil || placement.scale != nil { kept[entity.name] = placement }
        }
        return kept
    }
}

/// A scene file that `tactile play` keeps reloading and editing: the last version that loaded,
/// the path to watch, and the composition bar's two operations.
///
/// ```swift
/// let live = LiveScene(file: try SceneFile.read(path: "desk.json"), watching: true)
/// try live.reload(into: simulation)        // after a save: the new version, or why not
/// ```
///
/// A version that fails to read leaves the scene (and ``file``) as they were.
public final class LiveScene {
    /// The version of the file running now (nil for a built-in scene).
    public private(set) var file: SceneFile?
    /// The file to watch, or nil when nothing is watched.
    public let watchedPath: String?

    /// `file` as loaded; `watching` asks for it to be reloaded when saved.
    public init(file: SceneFile?, watching: Bool) {
        self.file = file
        watchedPath = watching ? file?.path : nil
    }

    /// Reads the watched file again and swaps it in (``SceneFile/reload(into:replacing:)``);
    /// throws the file's first error (file, line, column), and then changes nothing.
    public func reload(into simulation: Simulation) throws(InputFileError) {
        guard let path = watchedPath else { return }
        // What a save put there may be a folder, a FIFO or a link to a device: said, not read.
        let next = try SceneFile.read(path: path, regularFileOnly: true)
        next.reload(into: simulation, replacing: file)
        file = next
    }

    /// The expression of `entity`'s gesture, "" when it has none written in the grammar.
    public func gestureExpression(of entity: Entity, in simulation: Simulation) -> String {
        GestureEditing.expression(of: entity, in: simulation) ?? ""
    }

    /// Gives `entity` the gesture `text` (``GestureEditing/apply(_:to:in:)``).
    public func applyGesture(_ text: String, to entity: Entity, in simulation: Simulation) throws(InputFileError) {
        try GestureEditing.apply(text, to: entity, in: simulation)
    }
}
