import TactileECS
import TactileGestures

/// Runs an ``EntityView`` as a scene: mounts its entities, attaches its gestures, and whenever
/// its state changes evaluates its body again and animates the entities to match.
///
/// ```swift
/// simulation.load(DeclarativeScene { DraggableCircle().name("circle") })
/// ```
///
/// State is kept by position in a <doc:/documentation/TactileGestures/StateGraph>, so the body must build the same entities in
/// the same order every time (conditional modifiers are fine; conditional entities are not).
/// Gestures are taken from the first evaluation: their callbacks reach state through shared
/// storage, as in SwiftUI. Each evaluation costs O(entities).
public final class DeclarativeScene<Root: EntityView>: SceneContent {
    private let make: (SceneEnvironment) -> Root
    private let graph = StateGraph()
    private let environment = SceneEnvironment()
    private var mounted: [Entity] = []
    private var lastVersion: UInt64 = 0
    /// The last value of each `.animation(_:value:)`, per entity, per channel.
    private var watchedValues: [Entity: [Int: AnyEquatable]] = [:]

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
        mount(tree, parent: nil, parentIsShape: false, in: simulation)
        lastVersion = graph.version
    }

    public func afterInput(in simulation: Simulation) {
        guard graph.version != lastVersion else { return }
        let transaction = graph.lastTransaction
        let tree = evaluate()
        lastVersion = graph.version
        var index = 0
        update(tree, index: &index, parentIsShape: false, transaction: transaction, in: simulation)
    }

    private func evaluate() -> EntityNode {
        graph.evaluate { make(environment).resolve() }
    }

    // MARK: Mounting

    private func mount(_ node: EntityNode, parent: Entity?, parentIsShape: Bool, in simulation: Simulation) {
        let appearance = Self.appearance(of: node, parentIsShape: parentIsShape, centre: environment.layoutCentre)
        let contentShape = node.resolvedContentShape
        // A group with a content shape takes hits there (drawn clear, as groups are).
        let entity = simulation.spawn(name: node.name, shape: node.shapeKind ?? contentShape, appearance: appearance,
                                      parent: parent, zIndex: node.zIndex)
        if let contentShape, node.shapeKind != nil { simulation.shapes.modify(entity) { $0.contentShape = contentShape } }
        simulation.statuses[entity] = Status(selected: node.selected, value: node.value)
        if let adjustment = node.adjustment { simulation.adjustables[entity] = Adjustable(action: adjustment) }
        Self.mountInteraction(of: node, on: entity, in: simulation.world)
        simulation.attach(node.attachments, to: entity)
        mounted.append(entity)
        watch(node, entity: entity)
        for child in node.children {
            mount(child, parent: entity, parentIsShape: node.centresChildren, in: simulation)
        }
    }

    private func update(_ node: EntityNode, index: inout Int, parentIsShape: Bool, transaction: Transaction,
                        in simulation: Simulation) {
        guard index < mounted.count else { return }
        let entity = mounted[index]
        index += 1
        let appearance = Self.appearance(of: node, parentIsShape: parentIsShape, centre: environment.layoutCentre)
        let changedWatches = watch(node, entity: entity)
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
        for child in node.children {
            update(child, index: &index, parentIsShape: node.centresChildren, transaction: transaction, in: simulation)
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
        if let position = node.position {
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
