import TactileECS
import TactileGestures

/// Drag, pinch and twist an entity at once (`drag & magnify & rotate`), as a finger on a
/// touchscreen moves a photo: the gesture writes the entity's target appearance on every change,
/// and on release flings it on with its velocity (if it `flings`).
///
/// ```swift
/// world.insert(Gestures(DirectManipulation(tile, in: world).gesture), for: tile)
/// ```
///
/// Per change: one retarget of the entity. The scene's systems may read the outcome as
/// ``GestureEvent``s (a release is `.ended`).
public final class DirectManipulation {
    /// Unowned: the world owns the gesture that owns this.
    unowned let world: World
    public let entity: Entity
    /// The appearance when the current gesture began, while one is under way.
    private var start: Appearance?
    /// Whether release flings the shape on with its velocity.
    public let flings: Bool

    public init(_ entity: Entity, in world: World, flings: Bool = false) {
        self.entity = entity
        self.world = world
        self.flings = flings
    }

    public typealias Value = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>.Value

    /// `drag & magnify & rotate`. The gesture keeps its manipulator alive (the manipulator holds
    /// the world unowned, so there is no cycle).
    public var gesture: some Gesture<Value> {
        DragGesture(minimumDistance: 2)
            .simultaneously(with: MagnifyGesture())
            .simultaneously(with: RotateGesture())
            .onChanged { value in self.apply(value) }
            .onEnded { value in self.finish(value) }
            .onCancelled { self.start = nil }
    }

    /// Moves, scales and turns the shape by the parts of `value` that are present.
    private func apply(_ value: Value) {
        if start == nil {
            world.settle(entity)  // a flung shape stops where it is caught
            start = world[Appearance.self, entity]
        }
        guard let start else { return }
        var next = start
        if let translation = value.first?.first?.translation { next.position = start.position + translation }
        if let magnification = value.first?.second?.magnification { next.scale = min(max(start.scale * magnification, 0.1), 20) }
        if let rotation = value.second?.rotation { next.rotation = start.rotation + rotation }
        world.retarget(entity, to: next)
    }

    private func finish(_ value: Value) {
        apply(value)
        start = nil
        fling(value)
    }

    /// Flings the shape on with the drag's release velocity, if it is fast enough.
    private func fling(_ value: Value) {
        guard flings, let drag = value.first?.first, drag.velocity.length >= Self.minimumFlingSpeed,
              var target = world[Appearance.self, entity] else { return }
        // Flutter's fling limits; a fling travels velocity / rate, and stops at the window's edge.
        let velocity = drag.velocity
        let speed = min(velocity.length, Self.maximumFlingSpeed)
        let travel = velocity * (speed / velocity.length) / Self.flingRate
        let margin = 20.0
        let size = world.resource(Window.self).size
        let window = Rect(x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin)
        let share = window.share(of: travel, from: target.position)
        guard share > 0 else { return }
        target.position = target.position + travel * share
        let deceleration = Animation.decay(rate: Self.flingRate, stoppingAt: share)
        world.retarget(entity, to: target) { channel in channel == .position ? deceleration : nil }
    }

    public static let minimumFlingSpeed = 50.0
    public static let maximumFlingSpeed = 8000.0
    public static let flingRate = 2.0
}
