import TactileECS
import TactileGestures

// SwiftUI's gesture modifiers beyond `gesture(_:including:)`: the `isEnabled:` forms and the
// tap and long-press shorthands. (`gesture(_:including:)` and its kin are in
// `Gestures/GestureAttachment.swift`.)
extension EntityView {
    /// Attaches `gesture` (children first) when `isEnabled`; a disabled gesture leaves the
    /// children's gestures as they are (SwiftUI's `gesture(_:isEnabled:)`).
    ///
    /// ```swift
    /// Circle().gesture(DragGesture().onChanged { offset = $0.translation }, isEnabled: !isLocked)
    /// ```
    ///
    /// The flag is read again each time the body is: the next interaction follows it. A
    /// disabled gesture takes no part in interactions; an enabled one costs what
    /// `gesture(_:including:)` does.
    @inlinable public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> EntityNode {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` ahead of the children's gestures when `isEnabled` (SwiftUI's
    /// `highPriorityGesture(_:isEnabled:)`).
    ///
    /// ```swift
    /// panel.highPriorityGesture(DragGesture().onChanged { move($0) }, isEnabled: editing)
    /// ```
    ///
    /// The cost of `gesture(_:isEnabled:)`.
    @inlinable public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> EntityNode {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` alongside the children's gestures when `isEnabled` (SwiftUI's
    /// `simultaneousGesture(_:isEnabled:)`).
    ///
    /// ```swift
    /// card.simultaneousGesture(TapGesture().onEnded { log("tap") }, isEnabled: logsTaps)
    /// ```
    ///
    /// The cost of `gesture(_:isEnabled:)`.
    @inlinable public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> EntityNode {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// SwiftUI's tap shorthand with the location: `count` taps, `action` given where the last
    /// was released, in `coordinateSpace` (SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`).
    ///
    /// ```swift
    /// Rectangle().onTapGesture(coordinateSpace: .global) { location in pins.append(location) }
    /// ```
    ///
    /// A `SpatialTapGesture` attached with `.gesture`; its cost.
    @inlinable public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                                        perform action: @escaping (Point) -> Void) -> EntityNode {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// SwiftUI's long-press shorthand: `action` runs once the press has lasted
    /// `minimumDuration` without moving `maximumDistance`; `onPressingChanged` hears `true`
    /// when the press starts and `false` when it stops — recognized (just before `action`),
    /// released early, moved away or cancelled.
    ///
    /// ```swift
    /// Circle()
    ///     .scaleEffect(isPressing ? 0.9 : 1)
    ///     .onLongPressGesture(minimumDuration: 1, perform: { isLiked.toggle() },
    ///                         onPressingChanged: { pressing in isPressing = pressing })
    /// ```
    ///
    /// A `LongPressGesture` attached with `.gesture`; its cost.
    @inlinable public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                              perform action: @escaping () -> Void,
                                              onPressingChanged: ((Bool) -> Void)? = nil) -> EntityNode {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { pressing in onPressingChanged?(pressing) }
            .onEnded { _ in
                onPressingChanged?(false)
                action()
            }
            .onCancelled { onPressingChanged?(false) })
    }
}
