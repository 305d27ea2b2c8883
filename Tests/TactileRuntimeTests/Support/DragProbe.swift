import TactileGestures
import TactileECS
import TactileRuntime

/// A circle with a drag, written straight against the ECS, that records every value its drag
/// delivers and follows the finger: the circle sits at where it started plus the translation
/// (plus the predicted travel on release, when it `flings`, so its final place depends on the
/// velocity too).
///
/// ```swift
/// let ball = DragProbe(name: "ball", at: Point(x: 400, y: 400), in: simulation)
/// Replay.run(trace.events, on: simulation, until: 1)
/// #expect(ball.changes.count == 3)
/// ```
final class DragProbe {
    unowned let simulation: Simulation
    let entity: Entity
    private(set) var changes: [DragGesture.Value] = []
    private(set) var ends: [DragGesture.Value] = []
    private var start: Point?

    init(name: String, at position: Point, radius: Double = 50, zIndex: Double = 0, flings: Bool = true,
         in simulation: Simulation) {
        self.simulation = simulation
        entity = simulation.spawn(name: name, shape: .circle(radius: radius), appearance: Appearance(position: position),
                                  zIndex: zIndex)
        simulation.attach(DragGesture()
            .onChanged { [unowned self] value in
                changes.append(value)
                follow(value.translation)
            }
            .onEnded { [unowned self] value in
                ends.append(value)
                follow(flings ? value.predictedEndTranslation : value.translation)
                start = nil
            }, to: entity)
    }

    private func follow(_ translation: Vector) {
        guard var target = simulation.targets[entity] else { return }
        let start = self.start ?? target.position
        self.start = start
        target.position = start + translation
        simulation.retarget(entity, to: target) { _ in nil }
    }

    /// Where the circle is drawn now.
    var centre: Point { simulation.sceneCentre(of: entity) }
}

/// A scene built by a closure, for tests that make their entities straight against the ECS
/// and run them with a ``SceneRunner``.
struct BuiltScene: SceneContent {
    let build: (Simulation) -> Void
    func install(in simulation: Simulation) { build(simulation) }
    func fresh() -> any SceneContent { self }
}
