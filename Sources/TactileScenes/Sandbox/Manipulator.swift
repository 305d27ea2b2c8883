import TactileGestures
import TactileRuntime

/// Drag, pinch and twist at once, written straight against the ECS: the gesture writes the
/// entity's appearance on every change, without re-evaluating any body.
///
/// ```swift
/// simulation.attach(Manipulator(entity: square, in: simulation).gesture, to: square)
/// ```
final class Manipulator {
    unowned let simulation: Simulation
    let entity: EntityID
    /// The appearance when the current gesture began.
    private var start: Appearance?
    /// Whether release flings the shape on with its velocity.
    let flings: Bool

    init(entity: EntityID, in simulation: Simulation, flings: Bool) {
        self.entity = entity
        self.simulation = simulation
        self.flings = flings
    }

    typealias Value = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>.Value

    /// `drag & magnify & rotate`. The gesture keeps its manipulator alive (the manipulator
    /// holds the simulation unowned, so there is no cycle).
    var gesture: some Gesture<Value> {
        DragGesture(minimumDistance: 2)
            .simultaneously(with: MagnifyGesture())
            .simultaneously(with: RotateGesture())
            .onChanged { value in self.apply(value) }
            .onEnded { value in self.finish(value) }
            .onCancelled { self.start = nil }
    }

    private func apply(_ value: Value) {
        guard let target = simulation.targets[entity] else { return }
        let start = self.start ?? target
        self.start = start
        var next = start
        if let drag = value.first?.first { next.position = start.position + drag.translation }
        if let pinch = value.first?.second { next.scale = min(max(start.scale * pinch.magnification, 0.1), 20) }
        if let twist = value.second { next.rotation = start.rotation + twist.rotation }
        simulation.retarget(entity, to: next) { _ in nil }
    }

    private func finish(_ value: Value) {
        apply(value)
        start = nil
        guard flings, let drag = value.first?.first, drag.velocity.length >= 50,
              var target = simulation.targets[entity] else { return }
        let speed = min(drag.velocity.length, 8000)
        let velocity = drag.velocity * (speed / drag.velocity.length)
        let deceleration = Animation.decay(rate: 2)
        target.position = simulation.clampedToWindow(target.position + velocity / 2)
        simulation.retarget(entity, to: target) { channel in channel == .position ? deceleration : nil }
    }
}

extension Simulation {
    /// `point`, moved inside the window (in scene coordinates at rest) by a margin.
    func clampedToWindow(_ point: Point, margin: Double = 20) -> Point {
        Point(x: min(max(point.x, margin), windowSize.width - margin),
              y: min(max(point.y, margin), windowSize.height - margin))
    }
}
