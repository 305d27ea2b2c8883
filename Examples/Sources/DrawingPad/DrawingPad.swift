import Tactile

/// A drawing pad: every finger draws a stroke of its own at the same time, and a tap on
/// *Clear* wipes the pad. Built on `SpatialEventGesture`, which reports every pointer at once.
///
/// ```swift
/// run(RunOptions(title: "Drawing pad"), scene: DrawingPad())
/// ```
///
/// Game-style: each stroke is an entity, `stroke-1`, `stroke-2`, … in the order they started,
/// with an ``Ink`` component (its points) and a `polyline` shape drawn from them. The gesture's
/// callbacks only queue commands; the strokes change between stages, when nothing is reading
/// the shapes. O(pointers) per update, O(points) to reshape a stroke.
public struct DrawingPad: SceneContent {
    /// Ink colours, one per stroke in turn.
    public static let palette: [Color] = [.blue, .pink, .orange, .green, .purple, .teal]
    /// How wide a stroke is, in points.
    public static let lineWidth = 6.0
    /// Moves shorter than this (points) add no point: a resting finger does not pile them up.
    public static let minimumStep = 1.5

    /// An empty pad: `DrawingPad()`.
    public init() {}

    /// An empty pad again (R in the window starts over).
    public func fresh() -> any SceneContent { DrawingPad() }

    /// Spawns the canvas with the gesture and the Clear button; O(1).
    public func install(in simulation: Simulation) {
        let world = simulation.world
        world.insertResource(Pens())
        // The canvas stands for empty space: a finger anywhere but on the button draws.
        let size = simulation.windowSize
        let canvas = simulation.spawn(name: "canvas", shape: .rectangle(width: size.width, height: size.height),
                                      appearance: Appearance(position: Point(x: size.width / 2, y: size.height / 2), fill: .white),
                                      zIndex: -1)
        simulation.backgroundEntity = canvas
        simulation.attach(
            SpatialEventGesture(coordinateSpace: .global)
                .onChanged { [unowned world] events in world.commands.add { Self.draw(events, in: $0) } }
                .onEnded { [unowned world] events in world.commands.add { Self.draw(events, in: $0) } }
                .onCancelled { [unowned world] in world.commands.add { $0[resource: Pens.self].strokes.removeAll() } },
            to: canvas)

        let clear = simulation.spawn(name: "clear", shape: .roundedRectangle(width: 110, height: 44, cornerRadius: 10),
                                     appearance: Appearance(position: Point(x: 80, y: 44), fill: .gray), zIndex: 1e6)
        simulation.spawn(shape: .text("Clear", size: 20, bold: true),
                         appearance: Appearance(position: .zero, fill: .white), parent: clear, zIndex: 1e6 + 1)
        simulation.attach(TapGesture().onEnded { [unowned world] in world.commands.add(Self.clear) }, to: clear)
    }

    /// Extends each pointer's stroke, starts one for a pointer that just went down, and lets go
    /// of those lifted or cancelled.
    static func draw(_ events: SpatialEventCollection, in world: World) {
        for event in events where event.location.isFinite {
            if let stroke = world.resource(Pens.self).strokes[event.id] {
                extend(stroke, to: event.location, in: world)
            } else if event.phase == .active {
                world[resource: Pens.self].strokes[event.id] = start(at: event.location, in: world)
            }
            if event.phase != .active { world[resource: Pens.self].strokes[event.id] = nil }
        }
    }

    /// A new stroke entity with one point, at `location`.
    static func start(at location: Point, in world: World) -> Entity {
        let number = world[resource: Pens.self].started + 1
        world[resource: Pens.self].started = number
        let stroke = world.spawnShape(name: "stroke-\(number)", shape: shape(of: [location]),
                                      appearance: Appearance(position: location, fill: palette[(number - 1) % palette.count]),
                                      zIndex: Double(number))
        world.insert(Ink(points: [location]), for: stroke)
        return stroke
    }

    /// Adds `location` to the stroke and redraws it, unless the pointer has hardly moved.
    static func extend(_ stroke: Entity, to location: Point, in world: World) {
        guard var ink = world[Ink.self, stroke], let last = ink.points.last,
              last.distance(to: location) >= minimumStep else { return }
        ink.points.append(location)
        world.insert(ink, for: stroke)
        world.store(Shape.self).modify(stroke) { $0.kind = shape(of: ink.points) }
    }

    /// The stroke's shape: its points relative to the first, where the entity sits.
    static func shape(of points: [Point]) -> ShapeKind {
        let origin = points[0]
        return .polyline(points: points.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) }, lineWidth: lineWidth)
    }

    /// Removes every stroke.
    static func clear(in world: World) {
        var strokes: [Entity] = []
        world.store(Ink.self).forEach { entity, _ in strokes.append(entity) }
        for stroke in strokes { world.despawn(stroke) }
        world[resource: Pens.self] = Pens(started: 0)
        world.log("clear", "cleared")
    }
}

/// A stroke's points in window coordinates, in the order the finger passed them (a component).
public struct Ink: Sendable {
    /// The points, first to last: `world[Ink.self, stroke]?.points.count`.
    public var points: [Point]
}

/// Which stroke each pointer on the pad is drawing, and how many strokes were started (a resource).
struct Pens {
    var strokes: [SpatialEventCollection.Event.ID: Entity] = [:]
    var started = 0
}
