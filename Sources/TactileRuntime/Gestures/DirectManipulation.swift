import TactileECS
import TactileGestures

/// Drag, pinch and twist an entity at once (`drag & magnify & rotate`), as a finger on a
/// touchscreen moves a photo: the scene point under the fingers' centroid when the gesture
/// starts stays under their centroid, while scale and rotation apply about it (a
/// `FocalTransform` of TactileGestures); on release it flings the entity on with its velocity (if it `flings`).
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
    /// The gesture under way, if one is: the appearance and scene centre it began with, scene
    /// → parent displacements, and what the fingers did since.
    private var start: (appearance: Appearance, centre: Point, toParent: AffineTransform)?
    private var held = FocalTransform()
    /// Whether release flings the shape on with its velocity.
    public let flings: Bool

    /// The scales a shape may reach.
    public static let scaleLimits = 0.1...20.0

    public init(_ entity: Entity, in world: World, flings: Bool = false) {
        self.entity = entity
        self.world = world
        self.flings = flings
        // A fling stops at the window's edge as the window is while it glides.
        if flings { world.insert(GlideBounds(inset: Self.flingMargin), for: entity) }
    }

    public typealias Value = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>.Value

    /// `drag & magnify & rotate`, in scene points. The gesture keeps its manipulator alive (the
    /// manipulator holds the world unowned, so there is no cycle).
    public var gesture: some Gesture<Value> {
        DragGesture(minimumDistance: 2, coordinateSpace: .global)
            .simultaneously(with: MagnifyGesture(coordinateSpace: .global))
            .simultaneously(with: RotateGesture(coordinateSpace: .global))
            .onChanged { value in self.apply(value) }
            .onEnded { value in self.finish(value) }
            .onCancelled { self.start = nil }
    }

    /// Moves, scales and turns the shape as the fingers' centroid, spread and turn say.
    private func apply(_ value: Value) {
        if start == nil { begin() }
        guard let start else { return }
        held.follow(drag: value.first?.first, magnify: value.first?.second, rotate: value.second)
        guard !held.isIdentity else { return }
        var next = start.appearance
        next.position = start.appearance.position + start.toParent.apply(to: held.apply(to: start.centre) - start.centre)
        next.scale = start.appearance.scale * held.scale
        next.rotation = start.appearance.rotation + held.rotation
        world.retarget(entity, to: next)
    }

    /// Takes hold of the shape where it is (a flung shape stops where it is caught).
    private func begin() {
        world.settle(entity)
        guard let appearance = world[Appearance.self, entity] else { return }
        let centre = world.composedTransform(of: entity).apply(to: Point.zero)
        start = (appearance, centre, world.sceneToParent(of: entity))
        let scale = appearance.scale > 0 && appearance.scale.isFinite ? appearance.scale : 1
        held = FocalTransform(scaleLimits: Self.scaleLimits.lowerBound / scale...Self.scaleLimits.upperBound / scale)
    }

    private func finish(_ value: Value) {
        apply(value)
        start = nil
        fling(value)
    }

    /// Flings the shape on with the drag's release velocity, if it is fast enough and was not
    /// pinched or twisted (the fingers of a pinch part at speed without meaning to throw).
    private func fling(_ value: Value) {
        guard flings, value.first?.second == nil, value.second == nil, let drag = value.first?.first,
              drag.velocity.length >= Self.minimumFlingSpeed, var target = world[Appearance.self, entity] else { return }
        // Flutter's fling limits; a fling travels velocity / rate, and stops at the window's edge.
        let velocity = drag.velocity
        let speed = min(velocity.length, Self.maximumFlingSpeed)
        let travel = velocity * (speed / velocity.length) / Self.flingRate
        let margin = Self.flingMargin
        let visible = world.visibleSceneRect
        let window = Rect(x: visible.origin.x + margin, y: visible.origin.y + margin,
                          width: visible.size.width - 2 * margin, height: visible.size.height - 2 * margin)
        let share = window.share(of: travel, from: target.position)
        guard share > 0 else { return }
        target.position = target.position + travel * share
        let deceleration = Animation.decay(rate: Self.flingRate, stoppingAt: share)
        world.retarget(entity, to: target) { channel in channel == .position ? deceleration : nil }
    }

    public static let minimumFlingSpeed = 50.0
    public static let maximumFlingSpeed = 8000.0
    public static let flingRate = 2.0
    /// How far inside the window's edges a fling stops.
    public static let flingMargin = 20.0
}
