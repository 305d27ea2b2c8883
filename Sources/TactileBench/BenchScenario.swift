import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// A benchmark: a scene of `entities` shapes with one kind of gesture, and the input that
/// exercises it.
public struct BenchScenario: Sendable {
    public var name: String
    public var summary: String
    public var defaultEntities: Int
    public var defaultPointers: Int
    var motion: Motion
    var install: @Sendable (BenchGrid, Entity, Simulation) -> Void

    /// Every scenario of SPEC §9, in the order the table lists them.
    public static let all: [BenchScenario] = [
        .init(name: "tap", summary: "TapGesture on every shape", defaultEntities: 10_000, defaultPointers: 10,
              motion: .taps(count: 1)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(TapGesture().onEnded { grid.touch(entity, in: statuses) }, to: entity)
        },
        .init(name: "long-press", summary: "LongPressGesture(minimumDuration: 0.5)", defaultEntities: 10_000, defaultPointers: 10,
              motion: .hold(seconds: 0.6)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(LongPressGesture().onEnded { _ in grid.touch(entity, in: statuses) }, to: entity)
        },
        .init(name: "drag", summary: "DragGesture moving the shape", defaultEntities: 10_000, defaultPointers: 10,
              motion: .drag(seconds: 0.5)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(DragGesture().onChanged { value in grid.move(entity, by: value.translation, in: statuses) }, to: entity)
        },
        .init(name: "magnify", summary: "MagnifyGesture scaling the shape", defaultEntities: 10_000, defaultPointers: 10,
              motion: .pinch(seconds: 0.5)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(MagnifyGesture().onChanged { value in grid.scale(entity, by: value.magnification, in: statuses) }, to: entity)
        },
        .init(name: "rotate", summary: "RotateGesture turning the shape", defaultEntities: 10_000, defaultPointers: 10,
              motion: .pinch(seconds: 0.5)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(RotateGesture().onChanged { value in grid.turn(entity, by: value.rotation, in: statuses) }, to: entity)
        },
        .init(name: "simultaneous", summary: "drag & magnify & rotate", defaultEntities: 10_000, defaultPointers: 10,
              motion: .pinch(seconds: 0.5)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(
                DragGesture().simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
                    .onChanged { value in
                        if let drag = value.first?.first { grid.move(entity, by: drag.translation, in: statuses) }
                        if let pinch = value.first?.second { grid.scale(entity, by: pinch.magnification, in: statuses) }
                        if let twist = value.second { grid.turn(entity, by: twist.rotation, in: statuses) }
                    },
                to: entity)
        },
        .init(name: "sequenced", summary: "LongPressGesture(0.3) >> DragGesture", defaultEntities: 10_000, defaultPointers: 10,
              motion: .holdThenDrag(seconds: 0.35, then: 0.4)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(
                LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture())
                    .onChanged { value in
                        if case .second(true, let drag?) = value { grid.move(entity, by: drag.translation, in: statuses) }
                    },
                to: entity)
        },
        .init(name: "exclusive", summary: "TapGesture(count: 2) | TapGesture()", defaultEntities: 10_000, defaultPointers: 10,
              motion: .taps(count: 2)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(
                TapGesture(count: 2).onEnded { grid.touch(entity, in: statuses) }
                    .exclusively(before: TapGesture().onEnded { grid.touch(entity, in: statuses) }),
                to: entity)
        },
        .init(name: "swipe", summary: "the seed's custom SwipeGesture (a mapped DragGesture)", defaultEntities: 10_000, defaultPointers: 10,
              motion: .drag(seconds: 0.3)) { grid, entity, simulation in
            let statuses = simulation.statuses
            simulation.attach(SwipeGesture().onEnded { _ in grid.touch(entity, in: statuses) }, to: entity)
        },
        .init(name: "playground", summary: "the playground's shapes: drag & magnify & rotate, lift, reset", defaultEntities: 10_000,
              defaultPointers: 10, motion: .pinch(seconds: 0.5)) { _, _, _ in },
    ]

    public static func named(_ name: String) -> BenchScenario? { all.first { $0.name == name } }

    /// The scene: the playground for `playground`, else a grid of squares with this gesture.
    func makeScene(entities: Int) -> any SceneContent {
        if name == "playground" { return BuiltInScenes.named("playground")!.make(SceneOptions(entities: entities)) }
        return BenchGrid(count: entities, install: install)
    }
}

/// `n` squares in a grid over the window, like `stress`, each with a benchmark's gesture and
/// a cheap state update per callback.
public struct BenchGrid: SceneContent {
    let count: Int
    let install: @Sendable (BenchGrid, Entity, Simulation) -> Void

    public func fresh() -> any SceneContent { self }

    public func install(in simulation: Simulation) {
        for centre in Self.layout(count: count, in: simulation.windowSize) {
            let entity = simulation.spawn(name: nil, shape: .rectangle(width: 40, height: 40),
                                          appearance: Appearance(position: centre, fill: .blue))
            install(self, entity, simulation)
        }
    }

    /// The centres of `count` cells of a regular grid over the window.
    public static func layout(count: Int, in size: Vector) -> [Point] {
        guard count > 0 else { return [] }
        let columns = Int((Double(count) * size.width / size.height).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let (w, h) = (size.width / Double(columns), size.height / Double(rows))
        return (0..<count).map { i in Point(x: (Double(i % columns) + 0.5) * w, y: (Double(i / columns) + 0.5) * h) }
    }

    // The callbacks write the status store, never the simulation: the simulation holds them
    // (through its world's gestures), and a callback holding it back would keep every world of
    // a `tactile bench` run alive until the process ends.

    func touch(_ entity: Entity, in statuses: ComponentStore<Status>) {
        statuses.modify(entity) { $0.selected.toggle() }
    }

    func move(_ entity: Entity, by translation: Vector, in statuses: ComponentStore<Status>) {
        statuses.modify(entity) { $0.value = translation.width }
    }

    func scale(_ entity: Entity, by factor: Double, in statuses: ComponentStore<Status>) {
        statuses.modify(entity) { $0.value = factor }
    }

    func turn(_ entity: Entity, by angle: Angle, in statuses: ComponentStore<Status>) {
        statuses.modify(entity) { $0.value = angle.degrees }
    }
}
