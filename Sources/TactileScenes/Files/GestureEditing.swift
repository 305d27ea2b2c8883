import TactileECS
import TactileGestures
import TactileRuntime

/// The gesture an entity got from a scene file or the composition bar, as it was written (a
/// component): what the bar shows for the entity, and how the gesture is attached.
public struct GestureSource: Hashable, Sendable {
    /// The expression, in the scene-file grammar (``GestureExpression``).
    public var expression: String
    public var priority: GestureAttachment.Priority
    public var mask: GestureMask

    public init(expression: String, priority: GestureAttachment.Priority = .normal, mask: GestureMask = .all) {
        self.expression = expression
        self.priority = priority
        self.mask = mask
    }
}

/// Changing an entity's gesture while its scene runs, in the scene-file grammar: what the
/// composition bar of `tactile play` does.
///
/// ```swift
/// try GestureEditing.apply("longPress(0.3) >> (drag & rotate)", to: card, in: simulation)
/// GestureEditing.expression(of: card, in: simulation)   // "longPress(0.3) >> (drag & rotate)"
/// ```
///
/// The new gesture does what a scene file's does (``SceneFile``): drags move the entity,
/// pinches scale it, and so on. Parsing is O(length of the text); the swap is queued as a
/// command, so it happens between stages of the next tick, never under a running one.
public enum GestureEditing {
    /// The expression of `entity`'s gesture as a scene file or the bar wrote it; `nil` when its
    /// gestures were written in Swift (a built-in scene's) or it has none.
    public static func expression(of entity: Entity, in simulation: Simulation) -> String? {
        simulation.world[GestureSource.self, entity]?.expression
    }

    /// Gives `entity` the gesture written in `text`, in place of every gesture it has (attached
    /// as before: with the priority and mask of the gesture it replaces). An empty `text` takes
    /// its gestures away. A gesture of the entity in progress is cancelled first.
    ///
    /// Throws, with the column (1-based) in `text`, when `text` is not an expression; throws
    /// when the entity is gone. Nothing changes then.
    public static func apply(_ text: String, to entity: Entity, in simulation: Simulation) throws(InputFileError) {
        var expression: GestureExpression?
        if !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            do {
                expression = try GestureExpression.parse(text)
            } catch {
                throw InputFileError(file: "gesture", line: 1, column: error.offset, problem: error.problem)
            }
        }
        guard simulation.world.isAlive(entity) else {
            throw InputFileError(file: "gesture", line: 0, problem: "the entity is gone")
        }
        let previous = simulation.world[GestureSource.self, entity]
        let source = GestureSource(expression: text, priority: previous?.priority ?? .normal, mask: previous?.mask ?? .all)
        simulation.commands.add { [unowned simulation] world in
            guard world.isAlive(entity) else { return }
            // Cancelled under the old gesture, so that its callbacks undo what it was doing.
            GestureArena.update(in: world) { $0.forget(entity, in: world) }
            world.remove(Gestures.self, from: entity)
            world.remove(GestureSource.self, from: entity)
            if let expression { attach(expression, source, to: entity, in: simulation) }
        }
    }

    /// Attaches `expression` (written as `source`) with a scene file's behaviour, after the
    /// gestures `entity` has.
    static func attach(_ expression: GestureExpression, _ source: GestureSource, to entity: Entity, in simulation: Simulation) {
        let name = simulation.names[entity]?.value ?? entity.description
        let behaviour = FileGestureBehaviour(entity: entity, name: name, simulation: simulation)
        simulation.attach(behaviour.gesture(for: expression), to: entity, priority: source.priority, mask: source.mask)
        simulation.world.insert(source, for: entity)
    }
}
