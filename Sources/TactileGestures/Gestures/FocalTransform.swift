/// What a drag, pinch and twist together do to content held under the fingers, as on iOS,
/// Android, Flutter (`ScaleGestureRecognizer`'s focal point), Kivy's Scatter and Qt's
/// `PinchHandler`: the point under the fingers' centroid when they went down stays under their
/// centroid, while the scale and rotation apply about it.
///
/// ```swift
/// @GestureState var held = FocalTransform()
/// DragGesture(coordinateSpace: .global)
///     .simultaneously(with: MagnifyGesture(coordinateSpace: .global))
///     .updating($held) { value, held, _ in held.follow(drag: value.first, magnify: value.second) }
/// // The shape's centre is now at held.apply(to: centre), its scale × held.scale.
/// ```
///
/// A change in the number of pointers (a finger joining or leaving, or a pinch taking over
/// from a one-finger drag) re-bases the focus on the new centroid, so nothing jumps. Give it
/// locations from one coordinate space. O(1) per update, no allocation.
public struct FocalTransform: Hashable, Sendable {
    /// Start → now: where each point of the content held at the start is now.
    public private(set) var transform = AffineTransform.identity
    /// The scale since the start (within ``scaleLimits``).
    public private(set) var scale = 1.0
    /// The rotation since the start, clockwise on screen.
    public private(set) var rotation = Angle.zero
    /// The scales it may reach: a shape's own limits divided by its scale at the start, so
    /// that a clamped scale still keeps the content under the fingers.
    public var scaleLimits: ClosedRange<Double>

    /// What the segments before the current one did; the current one's focus (where the
    /// centroid was when the pointers last changed) and its scale, rotation and pointer count
    /// then.
    private var before = AffineTransform.identity
    private var focus: Point?
    private var focusScale = 1.0
    private var focusRotation = Angle.zero
    private var pointerCount = 0
    /// Whether a pinch or twist has taken over from a one-finger drag.
    private var followsPinch = false

    public init(scaleLimits: ClosedRange<Double> = 1e-3...1e3) {
        self.scaleLimits = scaleLimits
    }

    /// Whether no update has come yet.
    public var isIdentity: Bool { focus == nil }

    /// Follows the pointers' centroid at `location`, `pointerCount` pointers, and the
    /// magnification and rotation since their gesture began (`nil`: unchanged since the last
    /// update). When the pointer count changes (or on the first update) the focus is re-based:
    /// on `start`, if given — where the centroid was when that gesture began, its magnification
    /// 1 and rotation 0 (a drag reports its first value only once it has moved its minimum
    /// distance, a pinch once past its threshold) — or else on `location`, as things are now.
    /// Non-finite numbers are ignored.
    public mutating func follow(location: Point, pointerCount: Int, magnification: Double? = nil, rotation: Angle? = nil,
                                start: Point? = nil) {
        guard location.isFinite else { return }
        var nextScale = scale
        if let magnification, magnification.isFinite, magnification > 0 { nextScale = magnification.clamped(to: scaleLimits) }
        var nextRotation = self.rotation
        if let rotation, rotation.radians.isFinite { nextRotation = rotation }
        if focus == nil || pointerCount != self.pointerCount {
            before = transform
            self.pointerCount = pointerCount
            if let start, start.isFinite {
                (focus, focusScale, focusRotation) = (start, 1, .zero)
            } else {
                (focus, focusScale, focusRotation) = (location, scale, self.rotation)
            }
        }
        guard let focus else { return }
        let segment = AffineTransform(translationX: -focus.x, y: -focus.y)
            .concatenating(AffineTransform(scale: nextScale / focusScale))
            .concatenating(AffineTransform(rotation: nextRotation - focusRotation))
            .concatenating(AffineTransform(translationX: location.x, y: location.y))
        transform = before.concatenating(segment)
        (scale, self.rotation) = (nextScale, nextRotation)
    }

    /// Follows the parts of a `drag & magnify & rotate` value that are present: the pinch's
    /// centroid and pointer count once a pinch or twist is under way, the drag's location
    /// (one pointer) before. A pinch taking over applies all its change since its pair formed
    /// about the pair's centre then, so the point under a finger that stayed still stays under it.
    public mutating func follow(drag: DragGesture.Value?, magnify: MagnifyGesture.Value? = nil,
                                rotate: RotateGesture.Value? = nil) {
        if let pinch = magnify.map({ ($0.location, $0.pointerCount, $0.startLocation) })
            ?? rotate.map({ ($0.location, $0.pointerCount, $0.startLocation) }) {
            // Its start is the centre of its first pair: right while there are two pointers.
            let start = !followsPinch && pinch.1 == 2 ? pinch.2 : nil
            followsPinch = true
            follow(location: pinch.0, pointerCount: pinch.1, magnification: magnify?.magnification,
                   rotation: rotate?.rotation, start: start)
        } else if let drag {
            // In the space as it was at the start, as the pinch's locations are (a drag's
            // `location` is in the space as it is now, which moves with a held shape).
            follow(location: drag.startLocation + drag.translation, pointerCount: 1, start: drag.startLocation)
        }
    }

    /// Where the point that was at `point` at the start is now.
    public func apply(to point: Point) -> Point { transform.apply(to: point) }
}
