import TactileECS
import TactileGestures

// Hit testing, coordinate spaces, hover and accessibility, with SwiftUI's names.
extension EntityView {
    // MARK: Hit testing

    /// Whether the entity and its children take presses and hovers; with `false` they pass
    /// through to what lies below (SwiftUI's `allowsHitTesting(_:)`).
    ///
    /// ```swift
    /// Text("Drop here").allowsHitTesting(false)    // the card under the caption gets the drag
    /// ```
    ///
    /// Costs a parent walk per hit-test candidate once any entity has it.
    public func allowsHitTesting(_ enabled: Bool) -> EntityNode {
        modified { $0.allowsHitTesting = enabled }
    }

    /// Hit-tests with `shape` instead of the entity's own shape: a shape without a `.frame` of
    /// its own fills the entity's frame, as in SwiftUI.
    ///
    /// ```swift
    /// Star().frame(width: 80, height: 80)
    ///     .contentShape(Rectangle())                // the star's whole square takes taps
    ///     .onTapGesture { favourite.toggle() }
    /// ```
    ///
    /// The spatial index files the entity by the content shape's box; no cost per hit test.
    public func contentShape<S: EntityView>(_ shape: S) -> EntityNode {
        let content = shape.resolve()
        return modified { node in
            node.contentShape = nil
            node.contentTemplate = content.template
            node.contentFrame = content.frame
        }
    }

    /// Hit-tests with `kind`, one of the entity shapes, as given (centred on the entity).
    ///
    /// ```swift
    /// Text("Tactile").contentShape(ShapeKind.rectangle(width: 240, height: 80))
    /// ```
    ///
    /// As `contentShape(_:)` with a view: the index files the entity by `kind`'s box.
    public func contentShape(_ kind: ShapeKind) -> EntityNode {
        modified { node in
            node.contentShape = kind
            node.contentTemplate = nil
        }
    }

    // MARK: Glides

    /// Keeps the entity's glides — its position animated with `.decay`, as a fling is — inside
    /// the window as it is now, `inset` points from its edges: when the window changes
    /// mid-glide, the glide is planned anew from where the entity is, at the speed it has, and
    /// `moved` hears how far its resting place moved, to update the state that placed it.
    ///
    /// ```swift
    /// Circle().offset(position)
    ///     .keepsGlidesInsideWindow(inset: 40) { shift in position += shift }
    /// ```
    ///
    /// Free while the entity does not glide (``GlideBounds``).
    public func keepsGlidesInsideWindow(inset: Double = 0, moved: @escaping (Vector) -> Void) -> EntityNode {
        modified { $0.glideBounds = GlideBounds(inset: inset, moved: moved) }
    }

    // MARK: Coordinate spaces

    /// Names the entity's local space, so that gestures on it and its descendants can report
    /// locations in it with `.named(name)` (SwiftUI's `coordinateSpace(name:)`).
    ///
    /// ```swift
    /// Rectangle().frame(width: 600, height: 400)
    ///     .coordinateSpace(name: "board")
    ///     .overlay(Circle().frame(width: 60, height: 60)
    ///         .gesture(DragGesture(coordinateSpace: .named("board")).onChanged { at = $0.location }))
    /// ```
    ///
    /// An unknown name is a programming error: an `assertionFailure` naming it in debug builds,
    /// global coordinates in release builds. Resolving costs a walk up the entity's ancestors
    /// once a tick while its gesture runs.
    public func coordinateSpace(name: String) -> EntityNode {
        modified { $0.coordinateSpaceName = name }
    }

    // MARK: Hover

    /// Runs `action` with `true` when the mouse (no button held) moves over the entity and
    /// `false` when it leaves (SwiftUI's `onHover(perform:)`).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 16)
    ///     .scaleEffect(isHovered ? 1.1 : 1)
    ///     .onHover { hovering in isHovered = hovering }
    /// ```
    ///
    /// One hit test per hover event of the tick; nothing while the mouse rests.
    public func onHover(perform action: @escaping (Bool) -> Void) -> EntityNode {
        modified { $0.hoverActions.onHover.append(action) }
    }

    /// Runs `action` with `.active(location)` at every mouse move over the entity (no button
    /// held), the location in `coordinateSpace`, and `.ended` when it leaves (SwiftUI's
    /// `onContinuousHover(coordinateSpace:perform:)`).
    ///
    /// ```swift
    /// Rectangle().onContinuousHover { phase in
    ///     switch phase {
    ///     case .active(let location): spotlight = location
    ///     case .ended: spotlight = nil
    ///     }
    /// }
    /// ```
    ///
    /// One hit test and one space lookup per hover event of the tick.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> EntityNode {
        modified { $0.hoverActions.onContinuousHover.append((coordinateSpace, action)) }
    }

    // MARK: Accessibility

    /// What Up/Right and Down/Left do when the entity has keyboard focus (SwiftUI's
    /// `accessibilityAdjustableAction(_:)`).
    ///
    /// ```swift
    /// .accessibilityAdjustableAction { direction in value += direction == .increment ? 5 : -5 }
    /// ```
    ///
    /// A closure stored on the entity, called once per key press.
    public func accessibilityAdjustableAction(_ action: @escaping (AdjustmentDirection) -> Void) -> EntityNode {
        modified { $0.adjustment = action }
    }

    /// An action assistive input can run by name; the keyboard runs the focused entity's named
    /// actions with `1`…`9`, in the order they were added (SwiftUI's `accessibilityAction(named:_:)`).
    ///
    /// ```swift
    /// Circle().accessibilityAction(named: "Reset") { offset = .zero }
    /// ```
    ///
    /// A closure stored on the entity, called once per key press.
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> EntityNode {
        modified { $0.accessibilityActions.named.append((name, handler)) }
    }

    /// The action that activating the entity runs: the keyboard's Return (or Space) on the
    /// focused entity, instead of a tap (SwiftUI's `accessibilityAction(_:_:)`).
    ///
    /// ```swift
    /// Rectangle().accessibilityAction { isOn.toggle() }
    /// ```
    ///
    /// A closure stored on the entity, called once per key press.
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> EntityNode {
        modified { $0.accessibilityActions.defaultAction = handler }
    }

    /// What zooming the entity with assistive input does: the keyboard's `+` and `-` on the
    /// focused entity, instead of scaling it (SwiftUI's `accessibilityZoomAction(_:)`).
    ///
    /// ```swift
    /// Image("photo").accessibilityZoomAction { action in
    ///     zoom *= action.direction == .zoomIn ? 1.25 : 0.8
    /// }
    /// ```
    ///
    /// A closure stored on the entity, called once per key press.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> EntityNode {
        modified { $0.accessibilityActions.zoom = handler }
    }
}
