import TactileGestures
import TactileECS
import TactileRuntime

/// What the gestures of a scene file do to their entity: drags move it, pinches scale it,
/// twists turn it, taps select it, long presses lift it, swipes log their direction. Live
/// changes are kept when the whole gesture ends and undone when it is cancelled.
final class FileGestureBehaviour {
    unowned let simulation: Simulation
    let entity: Entity
    let name: String
    private var start: Appearance?
    private var translation = Vector.zero
    private var magnification = 1.0
    private var rotation = Angle.zero
    private var lifted = false

    init(entity: Entity, name: String, simulation: Simulation) {
        self.entity = entity
        self.name = name
        self.simulation = simulation
    }

    /// The expression as a gesture, with this behaviour's effects on its parts.
    func gesture(for expression: GestureExpression) -> AnyGesture<Void> {
        build(expression)
            .onEnded { _ in self.finish(commit: true) }
            .onCancelled { self.finish(commit: false) }
            .eraseToAnyGesture()
    }

    private func build(_ expression: GestureExpression) -> AnyGesture<Void> {
        switch expression {
        case .simultaneous(let a, let b):
            return build(a).simultaneously(with: build(b)).map { _ in }.eraseToAnyGesture()
        case .sequenced(let a, let b):
            return build(a).sequenced(before: build(b)).map { _ in }.eraseToAnyGesture()
        case .exclusive(let a, let b):
            return build(a).exclusively(before: build(b)).map { _ in }.eraseToAnyGesture()
        case .gesture(let primitive, let arguments):
            return leaf(primitive, arguments)
        }
    }

    private func leaf(_ primitive: GestureExpression.Primitive, _ arguments: [String: Double]) -> AnyGesture<Void> {
        func argument(_ name: String, _ fallback: Double) -> Double { arguments[name] ?? fallback }
        switch primitive {
        case .tap, .spatialTap:
            let count = Int(argument("count", 1).clamped(to: 1...10))
            return TapGesture(count: count)
                .onEnded { self.toggleSelection(count: count) }
                .eraseToAnyGesture()
        case .longPress:
            return LongPressGesture(minimumDuration: argument("minimumDuration", 0.5), maximumDistance: argument("maximumDistance", 10))
                .onEnded { _ in
                    self.lifted = true
                    self.present()
                    self.simulation.recordNamed(self.name, "long-press")
                }
                .map { _ in }
                .eraseToAnyGesture()
        case .drag:
            return DragGesture(minimumDistance: argument("minimumDistance", 10), coordinateSpace: .global)
                .onChanged { value in
                    self.translation = value.translation
                    self.present()
                }
                .map { _ in }
                .eraseToAnyGesture()
        case .magnify:
            return MagnifyGesture(minimumScaleDelta: argument("minimumScaleDelta", 0.01))
                .onChanged { value in
                    self.magnification = value.magnification
                    self.present()
                }
                .map { _ in }
                .eraseToAnyGesture()
        case .rotate:
            return RotateGesture(minimumAngleDelta: .degrees(argument("minimumAngleDelta", 1)))
                .onChanged { value in
                    self.rotation = value.rotation
                    self.present()
                }
                .map { _ in }
                .eraseToAnyGesture()
        case .swipe:
            return DragGesture(minimumDistance: argument("minimumDistance", 50), coordinateSpace: .global)
                .onEnded { value in
                    let (dx, dy) = (value.translation.width, value.translation.height)
                    let direction = abs(dx) > abs(dy) ? (dx < 0 ? "left" : "right") : (dy < 0 ? "up" : "down")
                    self.simulation.recordNamed(self.name, "swipe-\(direction)")
                }
                .map { _ in }
                .eraseToAnyGesture()
        }
    }

    private func toggleSelection(count: Int) {
        simulation.statuses.modify(entity) { $0.selected.toggle() }
        simulation.recordNamed(name, count == 2 ? "double-tap" : count == 1 ? "tap" : "tap-\(count)")
    }

    /// Shows the live changes on top of the appearance the gesture started from.
    private func present() {
        guard let target = simulation.targets[entity] else { return }
        if start == nil { start = target }
        guard let start else { return }
        var next = start
        next.position = start.position + translation
        next.scale = (start.scale * magnification).clamped(to: 0.05...50)
        next.rotation = start.rotation + rotation
        next.shadowRadius = lifted ? 8 : start.shadowRadius
        simulation.retarget(entity, to: next) { channel in channel == .shadow ? .easeOut(duration: 0.2) : nil }
    }

    private func finish(commit: Bool) {
        if let start {
            var next = commit ? simulation.targets[entity] ?? start : start
            next.shadowRadius = start.shadowRadius
            simulation.retarget(entity, to: next) { channel in channel == .shadow || !commit ? .easeOut(duration: 0.2) : nil }
        }
        start = nil
        translation = .zero
        magnification = 1
        rotation = .zero
        lifted = false
    }
}
