import TactileGestures
import TactileECS
import TactileRuntime

/// What the gestures of a scene file do to their entity: drags move it, pinches scale it,
/// twists turn it, taps select it, long presses lift it, swipes log their direction. Where a
/// drag goes with a pinch or twist, the entity is held under the fingers (a
/// ``FocalTransform``); a pinch or twist alone applies about the entity's centre. Live changes
/// are kept when the whole gesture ends and undone when it is cancelled.
final class FileGestureBehaviour {
    unowned let simulation: Simulation
    let entity: Entity
    let name: String
    /// The appearance and scene centre the gesture began with, and scene → parent displacements.
    private var start: (appearance: Appearance, centre: Point, toParent: AffineTransform)?
    private var drag: DragGesture.Value?
    private var magnify: MagnifyGesture.Value?
    private var rotate: RotateGesture.Value?
    private var held = FocalTransform()
    private var lifted = false
    /// Whether the expression has a drag: then the entity is held under the fingers.
    private var holdsUnderFingers = false

    static let scaleLimits = 0.05...50.0

    init(entity: Entity, name: String, simulation: Simulation) {
        self.entity = entity
        self.name = name
        self.simulation = simulation
    }

    /// The expression as a gesture, with this behaviour's effects on its parts.
    func gesture(for expression: GestureExpression) -> AnyGesture<Void> {
        holdsUnderFingers = Self.hasDrag(expression)
        return build(expression)
            .onEnded { _ in self.finish(commit: true) }
            .onCancelled { self.finish(commit: false) }
            .eraseToAnyGesture()
    }

    /// Whether `expression` has a drag, looked for without recursion (expressions nest deeply).
    static func hasDrag(_ expression: GestureExpression) -> Bool {
        var pending = [expression]
        while let next = pending.popLast() {
            switch next {
            case .simultaneous(let a, let b), .sequenced(let a, let b), .exclusive(let a, let b): pending += [a, b]
            case .gesture(.drag, _): return true
            case .gesture: continue
            }
        }
        return false
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
            let count = Int(argument("count", 1))
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
                    self.drag = value
                    self.present()
                }
                .map { _ in }
                .eraseToAnyGesture()
        case .magnify:
            return MagnifyGesture(minimumScaleDelta: argument("minimumScaleDelta", 0.01), coordinateSpace: .global)
                .onChanged { value in
                    self.magnify = value
                    self.present()
                }
                .map { _ in }
                .eraseToAnyGesture()
        case .rotate:
            return RotateGesture(minimumAngleDelta: .degrees(argument("minimumAngleDelta", 1)), coordinateSpace: .global)
                .onChanged { value in
                    self.rotate = value
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
        if start == nil { begin() }
        guard let start else { return }
        var next = start.appearance
        if holdsUnderFingers {
            held.follow(drag: drag, magnify: magnify, rotate: rotate)
            next.position = next.position + start.toParent.apply(to: held.apply(to: start.centre) - start.centre)
            next.scale = next.scale * held.scale
            next.rotation = next.rotation + held.rotation
        } else {
            if let drag { next.position = next.position + start.toParent.apply(to: drag.translation) }
            next.scale = (next.scale * (magnify?.magnification ?? 1)).clamped(to: Self.scaleLimits)
            next.rotation = next.rotation + (rotate?.rotation ?? .zero)
        }
        next.shadowRadius = lifted ? 8 : start.appearance.shadowRadius
        simulation.retarget(entity, to: next) { channel in channel == .shadow ? .easeOut(duration: 0.2) : nil }
    }

    /// Takes hold of the entity as its target stands.
    private func begin() {
        guard let appearance = simulation.targets[entity] else { return }
        let world = simulation.world
        let centre = world.composedTransform(of: entity).apply(to: Point.zero)
        start = (appearance, centre, world.sceneToParent(of: entity))
        let scale = appearance.scale > 0 && appearance.scale.isFinite ? appearance.scale : 1
        held = FocalTransform(scaleLimits: Self.scaleLimits.lowerBound / scale...Self.scaleLimits.upperBound / scale)
    }

    private func finish(commit: Bool) {
        if let start {
            var next = commit ? simulation.targets[entity] ?? start.appearance : start.appearance
            next.shadowRadius = start.appearance.shadowRadius
            simulation.retarget(entity, to: next) { channel in channel == .shadow || !commit ? .easeOut(duration: 0.2) : nil }
        }
        start = nil
        (drag, magnify, rotate) = (nil, nil, nil)
        lifted = false
    }
}
