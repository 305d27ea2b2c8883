import TactileECS
import TactileGestures

/// A scrollable view of content larger than its frame, as SwiftUI's `ScrollView`: the content
/// is clipped to the frame and follows a finger, the wheel, a touchpad and the keyboard.
///
/// ```swift
/// ScrollView {
///     VStack(spacing: 10) {
///         ForEach(rows, id: \.self) { row in Row(number: row) }
///     }
///     .padding(.vertical, 10)
/// }
/// .frame(width: 480, height: 640)
/// ```
///
/// Its pan is its own gesture, composed with the content's as `.gesture` is: a child's
/// `.gesture(DragGesture())` wins a drag that starts on it (and nothing scrolls), a child's
/// `.simultaneousGesture` runs along with the scroll, and once the pan has started (10 pt along
/// an axis it scrolls) the content's other gestures on that finger are cancelled. Past an end
/// the content follows the finger less (a rubber band) and springs back; released with speed it
/// glides on, slowing as UIScrollView's normal deceleration. The state file reports `scroll_x`
/// and `scroll_y`. Costs one small system per tick while it moves; nothing at rest.
public struct ScrollView: EntityView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: EntityNode

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @EntityBuilder content: () -> EntityNode) {
        self.axes = axes
        self.content = content()
    }

    public func resolve() -> EntityNode {
        // Several views (or a ForEach) stack along the axis, as in SwiftUI's implicit stack.
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stacked = content.isTransparentGroup ? VStack.stack(axis, .center, nil, content) : content
        var node = EntityNode(children: [stacked])
        node.layout = .scroll(axes)
        node.contentTemplate = .rectangle
        var pan = GestureAttachment(ScrollPan.gesture(axes: axes), priority: .normal, mask: .all)
        pan.scrollsContent = true
        node.attachments.append(pan)
        return node
    }
}

/// What a scroll view's pan reports: the finger's movement since it went down and its velocity,
/// both along the axes it scrolls, in the scroll view's points.
public struct ScrollPan: Hashable, Sendable {
    public var translation: Vector
    public var velocity: Vector

    /// The pan of a scroll view along `axes`: a drag that starts after 10 pt along them.
    static func gesture(axes: Axis.Set) -> some Gesture<ScrollPan> {
        var drag = DragGesture(minimumDistance: ScrollState.panThreshold, coordinateSpace: .local)
        drag.measuredAxes = axes
        return drag.map { ScrollPan(translation: $0.translation.along(axes), velocity: $0.velocity.along(axes)) }
    }
}

/// A scroll view's offset and motion (a component on the scroll view's entity). The offset is
/// positive when the content has moved left or up; `contentFrame` is where the content sits
/// at offset zero, in the scroll view's space (its centre at the origin).
public struct ScrollState: Hashable, Sendable {
    /// How far a finger moves along an axis before the pan starts, in points.
    public static let panThreshold = 10.0
    /// UIScrollView's normal deceleration: the velocity's share left after each millisecond.
    public static let decelerationRate = 0.998
    /// A glide stops once slower than this, in points per second.
    public static let restingSpeed = 5.0
    /// How long after a press the content's controls show it (UIScrollView's touch delay), in seconds.
    public static let pressDelay = 0.15

    public var axes: Axis.Set
    public var viewport: Vector
    public var contentFrame: Rect
    public var offset = Vector.zero
    var motion = Motion.resting

    enum Motion: Hashable, Sendable {
        case resting
        /// A finger holds it: the offset it had when the pan began.
        case tracking(from: Vector)
        case gliding(velocity: Vector)
        /// Springing back inside its bounds, with this velocity.
        case returning(velocity: Vector)
        /// Easing towards where the wheel or the keyboard sent it.
        case easing(to: Vector)
    }

    public init(axes: Axis.Set, viewport: Vector, contentFrame: Rect) {
        self.axes = axes
        self.viewport = viewport
        self.contentFrame = contentFrame
    }

    /// The largest offset on each axis it scrolls (0 where the content fits).
    public var maximumOffset: Vector {
        Vector(width: axes.contains(.horizontal) ? max(0, contentFrame.size.width - viewport.width) : 0,
               height: axes.contains(.vertical) ? max(0, contentFrame.size.height - viewport.height) : 0)
    }

    /// Whether it moves on its own (a glide, a spring back, an eased step).
    public var isMoving: Bool {
        switch motion {
        case .resting, .tracking: false
        case .gliding, .returning, .easing: true
        }
    }

    /// Whether a finger holds it.
    public var isTracking: Bool { if case .tracking = motion { true } else { false } }

    /// `offset` brought within the bounds.
    func clamped(_ offset: Vector) -> Vector {
        let most = maximumOffset
        return Vector(width: min(max(offset.width, 0), most.width), height: min(max(offset.height, 0), most.height))
    }

    /// Where a finger that would put the content at `raw` puts it: past an end, less far, as
    /// UIScrollView's rubber band (`(1 − 1 / (x · 0.55 / d + 1)) · d` for `x` past the end of
    /// a viewport `d` long).
    func rubberBanded(_ raw: Vector) -> Vector {
        func band(_ value: Double, _ most: Double, _ length: Double) -> Double {
            func stretch(_ x: Double) -> Double { length > 0 ? (1 - 1 / (x * 0.55 / length + 1)) * length : 0 }
            if value < 0 { return -stretch(-value) }
            if value > most { return most + stretch(value - most) }
            return value
        }
        let most = maximumOffset
        return Vector(width: axes.contains(.horizontal) ? band(raw.width, most.width, viewport.width) : 0,
                      height: axes.contains(.vertical) ? band(raw.height, most.height, viewport.height) : 0)
    }
}

extension World {
    /// The scroll view whose content holds `entity` (or that is `entity`), innermost first,
    /// scrolling along `axis` if one is given.
    public func enclosingScrollView(of entity: Entity, along axis: Axis? = nil) -> Entity? {
        let scrolls = store(ScrollState.self)
        guard !scrolls.isEmpty else { return nil }
        for candidate in hitPath(from: entity) {
            guard let state = scrolls[candidate] else { continue }
            if let axis, !state.axes.contains(axis.set) || state.maximumOffset.along(axis.set) == .zero { continue }
            return candidate
        }
        return nil
    }

    /// How far a wheel's notch (or a touchpad's unit of precise scrolling) scrolls, in points.
    public static let wheelStep = 40.0

    /// The scroll view the wheel under `entity` scrolls, and by how much: `dy > 0` (away from
    /// the user) shows what is above; Shift, or a scroll view that scrolls only sideways, takes
    /// it sideways.
    func scrollView(under entity: Entity, wheel: Vector, sideways: Bool) -> (entity: Entity, delta: Vector)? {
        let turnsSideways = sideways && wheel.width == 0
        for axis in turnsSideways ? [Axis.horizontal] : [.vertical, .horizontal] {
            guard let scroll = enclosingScrollView(of: entity, along: axis) else { continue }
            var delta = Vector(width: wheel.width * Self.wheelStep, height: -wheel.height * Self.wheelStep)
            if axis == .horizontal, wheel.width == 0 { delta = Vector(width: -wheel.height * Self.wheelStep, height: 0) }
            return (scroll, delta)
        }
        return nil
    }

    /// Sends a scroll view `by` points further (the wheel, the keyboard), eased there, within its bounds.
    ///
    /// ```swift
    /// world.scroll(list, by: Vector(width: 0, height: 40))
    /// ```
    public func scroll(_ entity: Entity, by delta: Vector) {
        store(ScrollState.self).modify(entity) { state in
            guard !state.isTracking else { return }
            let from: Vector
            if case .easing(let target) = state.motion { from = target } else { from = state.offset }
            state.motion = .easing(to: state.clamped(from + delta.along(state.axes)))
        }
    }
}

extension World {
    /// Makes `entity` a scroll view along `axes`, game-style: its children are its content,
    /// whose frame at offset zero is `contentFrame` (in the entity's space, its centre at the
    /// origin); it scrolls within `viewport` and clips its content to it. What `ScrollView`
    /// does for a declarative scene.
    ///
    /// ```swift
    /// world.makeScrollView(feed, axes: .vertical, viewport: Vector(width: 400, height: 600),
    ///                      contentFrame: Rect(x: -200, y: -300, width: 400, height: 1800))
    /// ```
    public func makeScrollView(_ entity: Entity, axes: Axis.Set, viewport: Vector, contentFrame: Rect) {
        _ = events(GestureValueEvent<ScrollPan>.self)
        insert(ScrollState(axes: axes, viewport: viewport, contentFrame: contentFrame), for: entity)
        var pan = GestureAttachment(ScrollPan.gesture(axes: axes), priority: .normal, mask: .all)
        pan.scrollsContent = true
        attach([pan], to: entity)
    }
}
