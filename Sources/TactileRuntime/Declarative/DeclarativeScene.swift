import TactileECS
import TactileGestures

/// Runs an ``EntityView`` as a scene: mounts its entities, attaches its gestures, and whenever
/// its state changes evaluates its body again and animates the entities to match.
///
/// ```swift
/// simulation.load(DeclarativeScene { DraggableCircle().name("circle") })
/// ```
///
/// Each evaluation is laid out (``Layout``) and brought to the entities: children are matched by
/// their `ForEach` id, or else by position, so an element that goes takes its entity with it
/// and one that comes gets a new one. State is kept by position in a
/// `StateGraph` (TactileGestures): keep what belongs to a `ForEach`'s
/// elements in the data rather than in their views' `@State`. An entity's gestures are taken
/// from the evaluation that made it: their callbacks reach state through shared storage, as in
/// SwiftUI. Each evaluation costs O(entities), and runs only when state changed.
public final class DeclarativeScene<Root: EntityView>: SceneContent {
    private let make: (SceneEnvironment) -> Root
    private let graph = StateGraph()
    private let environment = SceneEnvironment()
    /// The entities made so far, as the tree of the last evaluation.
    private var mounted: Mounted?
    private var lastVersion: UInt64 = 0
    /// How many times the scene has been laid out: once when installed, then once per change of
    /// its state (never on a tick where nothing changed).
    public private(set) var layoutPasses = 0
    /// The last value of each `.animation(_:value:)`, per entity, per channel.
    private var watchedValues: [Entity: [Int: AnyEquatable]] = [:]
    /// The last values of each entity's `onChange(of:)` modifiers, and the actions due.
    private var changeValues: [Entity: [AnyEquatable]] = [:]
    private var dueChanges: [() -> Void] = []

    public init(_ make: @escaping () -> Root) { self.make = { _ in make() } }

    /// A scene whose views see its ``SceneEnvironment`` (the window's size, the log).
    public init(environment make: @escaping (SceneEnvironment) -> Root) { self.make = make }

    /// A new copy, laid out in the same size as this one (starting over keeps scene coordinates).
    public func fresh() -> any SceneContent {
        let scene = DeclarativeScene(environment: make)
        scene.environment.layoutSize = environment.layoutSize
        return scene
    }

    public func install(in simulation: Simulation) {
        environment.simulation = simulation
        if environment.layoutSize == nil { environment.layoutSize = simulation.windowSize }
        let tree = evaluate()
        mounted = mount(tree, key: .position(0), parent: nil, parentIsShape: false, in: simulation)
        lastVersion = graph.version
        runDueChanges()
    }

    /// Runs the `onChange` actions the last evaluation found due; what they change is taken up
    /// by the next tick's evaluation, as state changed by a gesture's callback is.
    private func runDueChanges() {
        guard !dueChanges.isEmpty else { return }
        let due = dueChanges
        dueChanges.removeAll()
        for action in due { action() }
    }

    private func noteChanges(of node: EntityNode, entity: Entity) {
        guard !node.changeWatches.isEmpty || changeValues[entity] != nil else { return }
        let (actions, values) = Self.changes(of: node, previous: changeValues[entity])
        dueChanges += actions
        changeValues[entity] = values.isEmpty ? nil : values
    }

    public func afterInput(in simulation: Simulation) {
        guard graph.version != lastVersion else { return }
        let transaction = graph.lastTransaction
        let tree = evaluate()
        lastVersion = graph.version
        guard var root = mounted else { return }
        update(tree, &root, parentIsShape: false, transaction: transaction, in: simulation)
        mounted = root
        runDueChanges()
    }

    /// The body, resolved and laid out in the scene's size.
    private func evaluate() -> EntityNode {
        var tree = graph.evaluate { make(environment).resolve() }
        let size = environment.layoutSize ?? environment.windowSize
        Layout.placeRoot(&tree, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        layoutPasses += 1
        return tree
    }

    // MARK: Mounting

    private func mount(_ node: EntityNode, key: Mounted.Key, parent: Entity?, parentIsShape: Bool,
                       in simulation: Simulation) -> Mounted {
        let appearance = Self.appearance(of: node, parentIsShape: parentIsShape, centre: environment.layoutCentre)
        let contentShape = node.resolvedContentShape
        // A group with a content shape takes hits there (drawn clear, as groups are).
        let entity = simulation.spawn(name: node.name, shape: node.shapeKind ?? contentShape, appearance: appearance,
                                      parent: parent, zIndex: node.zIndex)
        if let contentShape, node.shapeKind != nil { simulation.shapes.modify(entity) { $0.contentShape = contentShape } }
        simulation.statuses[entity] = Status(selected: node.selected, value: node.value)
        if let adjustment = node.adjustment { simulation.adjustables[entity] = Adjustable(action: adjustment) }
        Self.mountInteraction(of: node, on: entity, in: simulation.world)
        Self.mountScroll(of: node, on: entity, in: simulation.world)
        simulation.attach(node.attachments, to: entity)
        watch(node, entity: entity)
        noteChanges(of: node, entity: entity)
        var mounted = Mounted(entity: entity, key: key)
        for (childKey, child) in Self.keyed(node.children) {
            mounted.children.append(mount(child, key: childKey, parent: entity, parentIsShape: node.centresChildren, in: simulation))
        }
        return mounted
    }

    private func update(_ node: EntityNode, _ mounted: inout Mounted, parentIsShape: Bool, transaction: Transaction,
                        in simulation: Simulation) {
        let entity = mounted.entity
        let appearance = Self.appearance(of: node, parentIsShape: parentIsShape, centre: environment.layoutCentre)
        let changedWatches = watch(node, entity: entity)
        noteChanges(of: node, entity: entity)
        simulation.retarget(entity, to: appearance) { channel in
            switch node.animationCover[channel.rawValue] {
            case .always(let animation)?:
                return animation
            case .whenChanged(let animation, _, _)? where changedWatches.contains(channel.rawValue):
                return animation
            default:
                return transaction.disablesAnimations ? nil : transaction.animation
            }
        }
        simulation.statuses.modify(entity) { status in
            status.selected = node.selected
            status.value = node.value
        }
        Self.updateInteraction(of: node, on: entity, in: simulation.world)
        Self.updateLayout(of: node, on: entity, in: simulation.world)
        // Children by key: those that stayed are brought up to date, new ones made, gone ones despawned.
        var previous = Dictionary(mounted.children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var children: [Mounted] = []
        for (key, child) in Self.keyed(node.children) {
            if var existing = previous.removeValue(forKey: key) {
                update(child, &existing, parentIsShape: node.centresChildren, transaction: transaction, in: simulation)
                children.append(existing)
            } else {
                children.append(mount(child, key: key, parent: entity, parentIsShape: node.centresChildren, in: simulation))
            }
        }
        for gone in mounted.children where previous[gone.key] != nil { despawn(gone, in: simulation) }
        mounted.children = children
    }

    /// Despawns a mounted subtree (when the commands are applied: after the scene stage).
    private func despawn(_ mounted: Mounted, in simulation: Simulation) {
        for child in mounted.children { despawn(child, in: simulation) }
        watchedValues[mounted.entity] = nil
        changeValues[mounted.entity] = nil
        simulation.commands.despawn(mounted.entity)
    }

    /// Each child with its key: its `ForEach` id, or else its place among the children without one.
    static func keyed(_ children: [EntityNode]) -> [(Mounted.Key, EntityNode)] {
        var position = 0
        return children.map { child in
            if let id = child.id { return (.id(id), child) }
            defer { position += 1 }
            return (.position(position), child)
        }
    }

    /// Records the values of `.animation(_:value:)` modifiers; returns the channels whose
    /// watched value changed since the last evaluation.
    @discardableResult
    private func watch(_ node: EntityNode, entity: Entity) -> Set<Int> {
        var changed = Set<Int>()
        for (channel, cover) in node.animationCover.enumerated() {
            guard case .whenChanged(_, let value, _)? = cover else { continue }
            if let previous = watchedValues[entity]?[channel], !previous.equals(value) { changed.insert(channel) }
            watchedValues[entity, default: [:]][channel] = value
        }
        return changed
    }

    static func appearance(of node: EntityNode, parentIsShape: Bool, centre: Point) -> Appearance {
        // As in SwiftUI, a view without a position is centred: in its parent shape, or in the
        // window as it was when the scene was loaded (a resize keeps scene coordinates); groups
        // do not move their children.
        let base: Point
        if let laidOut = node.laidOutCentre {
            base = laidOut
        } else if let position = node.position {
            base = position
        } else if node.template == nil || parentIsShape {
            base = .zero
        } else {
            base = centre
        }
        return Appearance(position: base + node.offset, rotation: node.rotation, scale: node.scale,
                          opacity: node.opacity, fill: node.fill ?? (node.template == nil ? .clear : .black),
                          shadowRadius: node.shadowRadius, border: node.border)
    }
}

/// An entity a ``DeclarativeScene`` made, and those it made for the node's children.
struct Mounted {
    enum Key: Hashable { case position(Int), id(AnyHashable) }
    var entity: Entity
    var key: Key
    var children: [Mounted] = []
}
