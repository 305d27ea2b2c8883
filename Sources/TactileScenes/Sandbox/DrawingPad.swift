import TactileECS
import TactileGestures
import TactileRuntime

/// `draw`: a drawing pad on `SpatialEventGesture`. Every finger (or the mouse, or a pen) draws
/// its own stroke at the same time; each stroke is an entity, `stroke-1`, `stroke-2`, … in the
/// order they started, with a `polyline` shape that grows as its pointer moves. R clears the pad
/// (the scene starts over).
///
/// The canvas is the scene's background, so a finger anywhere joins the one interaction the
/// gesture follows. A stroke's entity is spawned and reshaped between stages, by commands the
/// gesture's callbacks queue. O(pointers) per update, O(points) to reshape a stroke.
final class DrawingPad: SceneContent {
    /// One stroke: its entity once spawned, its points (scene coordinates) and its number.
    struct Stroke {
        var number: Int
        var points: [Point]
        var entity: Entity?
    }

    static let palette: [Color] = [.blue, .pink, .orange, .green, .purple, .teal, .red, .indigo]
    static let lineWidth = 8.0
    /// Moves shorter than this (points) add no point to a stroke.
    static let minimumStep = 1.0

    private var strokes: [Stroke] = []
    /// The stroke each pointer down is drawing.
    private var drawing: [SpatialEventCollection.Event.ID: Int] = [:]

    func fresh() -> any SceneContent { DrawingPad() }

    func install(in simulation: Simulation) {
        let canvas = simulation.spawn(name: nil, shape: .rectangle(width: 1e5, height: 1e5),
                                      appearance: Appearance(position: Point(x: 640, y: 400), fill: .clear), zIndex: -1e9)
        simulation.backgroundEntity = canvas
        let world = simulation.world
        simulation.attach(
            SpatialEventGesture(coordinateSpace: .global)
                .onChanged { [weak self, unowned world] events in self?.take(events, in: world) }
                .onEnded { [weak self, unowned world] events in self?.take(events, in: world) }
                .onCancelled { [weak self] in self?.drawing.removeAll() },
            to: canvas)
    }

    /// Extends each pointer's stroke (starting one for a new pointer) and finishes those lifted.
    private func take(_ events: SpatialEventCollection, in world: World) {
        var changed: [Int] = []
        for event in events {
            guard event.location.isFinite else { continue }
            let index: Int
            if let current = drawing[event.id] {
                index = current
            } else {
                guard event.phase == .active else { continue }
                index = strokes.count
                strokes.append(Stroke(number: strokes.count + 1, points: []))
                drawing[event.id] = index
            }
            if let last = strokes[index].points.last, last.distance(to: event.location) < Self.minimumStep {
                if event.phase != .active { drawing[event.id] = nil }
                continue
            }
            strokes[index].points.append(event.location)
            changed.append(index)
            if event.phase != .active { drawing[event.id] = nil }
        }
        guard !changed.isEmpty else { return }
        world.commands.add { [weak self] world in
            for index in changed { self?.show(index, in: world) }
        }
    }

    /// Spawns stroke `index`'s entity, or gives it its current shape.
    private func show(_ index: Int, in world: World) {
        let stroke = strokes[index]
        guard let origin = stroke.points.first else { return }
        let kind = ShapeKind.polyline(points: stroke.points.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) },
                                      lineWidth: Self.lineWidth)
        if let entity = stroke.entity, world.isAlive(entity) {
            world.store(Shape.self).modify(entity) { $0.kind = kind }
            return
        }
        let colour = Self.palette[(stroke.number - 1) % Self.palette.count]
        strokes[index].entity = world.spawnShape(name: "stroke-\(stroke.number)", shape: kind,
                                                 appearance: Appearance(position: origin, fill: colour),
                                                 zIndex: Double(stroke.number))
    }
}
