import TactileGestures
import TactileRuntime

/// Drag, pinch and twist at once, written straight against the ECS: the gesture writes the
/// entity's appearance on every change, without re-evaluating any body.
///
/// ```swift
/// simulation.attach(Manipulator(entity: square, in: simulation).gesture, to: square)
/// ```
final class Manipulator {
    /// Unretained: the simulation owns the gesture that owns this, so it outlives every call.
    /// Lent borrowed (``withSimulation(_:)``), it costs a finger's move no reference counting
    /// (an `unowned(unsafe)` reference is retained around each call made on it).
    private let unretainedSimulation: Unmanaged<Simulation>
    let entity: EntityID
    /// The appearance when the current gesture began, while ``started``.
    /// Kept apart from its flag rather than optional: a move then reads it in place, without
    /// copying the optional out to test its case.
    @exclusivity(unchecked) private var start = Appearance(position: .zero)
    /// Whether a gesture is under way and ``start`` is its beginning.
    @exclusivity(unchecked) private var started = false
    /// Whether release flings the shape on with its velocity.
    let flings: Bool

    init(entity: EntityID, in simulation: Simulation, flings: Bool) {
        self.entity = entity
        unretainedSimulation = .passUnretained(simulation)
        self.flings = flings
    }

    @inline(__always) private func withSimulation<R>(_ body: (Simulation) -> R) -> R {
        unretainedSimulation._withUnsafeGuaranteedRef(body)
    }

    typealias Value = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>.Value

    /// `drag & magnify & rotate`. The gesture keeps its manipulator alive (the manipulator
    /// holds the simulation unretained, so there is no cycle).
    var gesture: some Gesture<Value> {
        DragGesture(minimumDistance: 2)
            .simultaneously(with: MagnifyGesture())
            .simultaneously(with: RotateGesture())
            .onChanged { value in self.apply(value) }
            .onEnded { value in self.finish(value) }
            .onCancelled { self.started = false }
    }

    /// Moves, scales and turns the shape by the parts of `value` that are present.
    @inline(__always) private func apply(_ value: Value) {
        // The parts' fields are read here into three small optionals: a closure that captured
        // the value instead would copy all of it, at each call, to lend it.
        apply(translation: value.first?.first?.translation, magnification: value.first?.second?.magnification,
              rotation: value.second?.rotation)
    }

    private func apply(translation: Vector?, magnification: Double?, rotation: Angle?) {
        withSimulation { simulation in
            if !started {
                simulation.settle(entity)  // a flung shape stops where it is caught
                guard let target = simulation.targets[entity] else { return }
                start = target
                started = true
            }
            var next = start
            if let translation { next.position = start.position + translation }
            if let magnification { next.scale = min(max(start.scale * magnification, 0.1), 20) }
            if let rotation { next.rotation = start.rotation + rotation }
            simulation.retarget(entity, to: next)
        }
    }

    private func finish(_ value: Value) {
        apply(value)
        started = false
        withSimulation { fling(value, in: $0) }
    }

    /// Flings the shape on with the drag's release velocity, if it is fast enough.
    private func fling(_ value: Value, in simulation: Simulation) {
        guard flings, let drag = value.first?.first, drag.velocity.length >= Self.minimumFlingSpeed,
              var target = simulation.targets[entity] else { return }
        // Flutter's fling limits; a fling travels velocity / rate, and stops at the window's edge.
        let speed = min(drag.velocity.length, Self.maximumFlingSpeed)
        let travel = drag.velocity * (speed / drag.velocity.length) / Self.flingRate
        let margin = 20.0
        let window = Rect(x: margin, y: margin, width: simulation.windowSize.width - 2 * margin,
                          height: simulation.windowSize.height - 2 * margin)
        let share = window.share(of: travel, from: target.position)
        guard share > 0 else { return }
        target.position = target.position + travel * share
        let deceleration = Animation.decay(rate: Self.flingRate, stoppingAt: share)
        simulation.retarget(entity, to: target) { channel in channel == .position ? deceleration : nil }
    }

    static let minimumFlingSpeed = 50.0
    static let maximumFlingSpeed = 8000.0
    static let flingRate = 2.0
}

