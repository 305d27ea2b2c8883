import TactileECS
import TactileGestures

/// The modifiers of an entity view, as SwiftUI's view modifiers: each returns the resolved
/// ``EntityNode`` with one more property set, in O(1) plus the resolution of the view.
extension EntityView {
    @inlinable func modified(_ body: (inout EntityNode) -> Void) -> EntityNode {
        var node = resolve()
        body(&node)
        return node
    }

    // MARK: Identity and geometry

    /// Names the entity, as the state file, traces' tests and `entity(named:)` refer to it.
    ///
    /// ```swift
    /// Circle().fill(.blue).name("circle")
    /// ```
    public func name(_ name: String) -> EntityNode { modified { $0.name = name } }

    /// Sizes the shape (a missing side takes the other's length, 100 × 100 when neither is
    /// given), or fixes the size a stack or scroll view takes, with its content placed by
    /// `alignment` (SwiftUI's `frame(width:height:alignment:)`).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).frame(width: 300, height: 200)
    /// ScrollView { rows }.frame(width: 480, height: 640)
    /// ```
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> EntityNode {
        modified { node in
            let w = width ?? height ?? 100, h = height ?? width ?? 100
            node.frame = Vector(width: w, height: h)
            if node.template != nil { (node.fixedWidth, node.fixedHeight) = (w, h) } else { (node.fixedWidth, node.fixedHeight) = (width, height) }
            node.frameAlignment = alignment
        }
    }

    /// Sizes text and symbols (a `Star` or `Image(systemName:)` is as wide as the font is tall).
    ///
    /// ```swift
    /// Text("Tactile").font(.system(size: 36, weight: .bold))
    /// ```
    public func font(_ font: Font) -> EntityNode {
        modified {
            $0.fontSize = font.size
            if font.weight == .bold || font.weight == .heavy { $0.bold = true }
        }
    }

    /// Draws text in bold.
    ///
    /// ```swift
    /// Text("Score").bold()
    /// ```
    public func bold() -> EntityNode { modified { $0.bold = true } }

    // MARK: Placement (animatable)

    /// Places the entity's centre at a point of its parent's space (window points at the top),
    /// instead of the centre of its parent or of the window; animatable.
    ///
    /// ```swift
    /// Circle().position(x: 200, y: 150)
    /// ```
    public func position(x: Double, y: Double) -> EntityNode {
        modified { $0.position = Point(x: x, y: y); $0.touch(.position) }
    }

    /// Moves the entity by `x` and `y` points from where it would be; animatable.
    ///
    /// ```swift
    /// Circle().offset(x: 0, y: isLifted ? -20 : 0)
    /// ```
    public func offset(x: Double = 0, y: Double = 0) -> EntityNode { offset(Vector(width: x, height: y)) }

    /// Moves the entity by `offset` from where it would be (offsets add up); animatable.
    ///
    /// ```swift
    /// Circle().offset(viewState + dragState.translation)
    /// ```
    public func offset(_ offset: Vector) -> EntityNode {
        modified { $0.offset += offset; $0.touch(.position) }
    }

    /// Scales the entity about its centre (scales multiply); animatable.
    ///
    /// ```swift
    /// Image("photo").scaleEffect(zoom * magnifyBy)
    /// ```
    public func scaleEffect(_ scale: Double) -> EntityNode {
        modified { $0.scale *= scale; $0.touch(.scale) }
    }

    /// Turns the entity about its centre, clockwise on screen (angles add up); animatable.
    ///
    /// ```swift
    /// Rectangle().rotationEffect(.degrees(45) + twist)
    /// ```
    public func rotationEffect(_ angle: Angle) -> EntityNode {
        modified { $0.rotation += angle; $0.touch(.rotation) }
    }

    /// Draws (and hit-tests) the entity above its siblings with a lower value.
    ///
    /// ```swift
    /// Circle().zIndex(isDragging ? 1 : 0)
    /// ```
    public func zIndex(_ value: Double) -> EntityNode { modified { $0.zIndex = value } }

    // MARK: Look (animatable)

    /// Fills the shape with `color`; animatable.
    ///
    /// ```swift
    /// Circle().fill(isPressed ? .orange : .blue)
    /// ```
    public func fill(_ color: Color) -> EntityNode { modified { $0.fill = color; $0.touch(.fill) } }
    /// SwiftUI's name for ``fill(_:)``, as text and symbols use it.
    ///
    /// ```swift
    /// Star().foregroundColor(.green)
    /// ```
    public func foregroundColor(_ color: Color) -> EntityNode { fill(color) }
    /// SwiftUI's newer name for ``fill(_:)``.
    ///
    /// ```swift
    /// Text("Hello").foregroundStyle(.purple)
    /// ```
    public func foregroundStyle(_ color: Color) -> EntityNode { fill(color) }

    /// Makes the entity translucent (opacities multiply; 0 is invisible but still hit-tested);
    /// animatable.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).opacity(isDismissed ? 0 : 1)
    /// ```
    public func opacity(_ opacity: Double) -> EntityNode {
        modified { $0.opacity *= opacity; $0.touch(.opacity) }
    }

    /// Draws a soft shadow of `radius` points under the shape; animatable.
    ///
    /// ```swift
    /// Circle().shadow(radius: dragState.isActive ? 8 : 0)
    /// ```
    public func shadow(radius: Double) -> EntityNode {
        modified { $0.shadowRadius = radius; $0.touch(.shadow) }
    }

    /// A stroke of the shape's outline: use it in `.overlay(…)` to draw a border.
    ///
    /// ```swift
    /// Circle().overlay(isSelected ? Circle().stroke(.white, lineWidth: 2) : nil)
    /// ```
    public func stroke(_ color: Color, lineWidth: Double = 1) -> EntityNode {
        modified { $0.border = Border(color: color, width: lineWidth); $0.fill = nil }
    }

    /// Outlines the shape with a line of `width` points (0 or a clear colour: none).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 24).border(.white, width: 6)
    /// ```
    public func border(_ color: Color, width: Double = 1) -> EntityNode {
        modified { $0.border = width > 0 && color.alpha > 0 ? Border(color: color, width: width) : nil }
    }

    /// Draws `overlay` on top: a stroked shape becomes this entity's border; anything else a
    /// child entity. `nil` draws nothing (the seeds' `condition ? Circle().stroke(…) : nil`).
    ///
    /// ```swift
    /// Circle().overlay(Text("1").font(.title))
    /// ```
    public func overlay<V: EntityView>(_ overlay: V?) -> EntityNode {
        modified { node in
            guard let overlay = overlay?.resolve() else { return }
            if overlay.fill == nil, let border = overlay.border, overlay.children.isEmpty {
                node.border = border
            } else {
                node.children.append(overlay)
            }
        }
    }

    /// Draws the entities `content` builds on top, as children.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).overlay { Text("OK") }
    /// ```
    public func overlay(@EntityBuilder content: () -> EntityNode) -> EntityNode { overlay(content()) }

    // MARK: Animation

    /// Animates changes of the modifiers before this one with `animation` (`nil`: not at all).
    ///
    /// ```swift
    /// Star().scaleEffect(isPressed ? 0.5 : 1).animation(.easeInOut)
    /// ```
    public func animation(_ animation: Animation?) -> EntityNode {
        modified { $0.cover(with: .always(animation)) }
    }

    /// Animates changes of the modifiers before this one when `value` changes.
    ///
    /// ```swift
    /// Circle().offset(x: side * 300).animation(.spring(), value: side)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> EntityNode {
        modified { node in
            node.cover(with: .whenChanged(animation, value: AnyEquatable(value), slot: node.uncovered.count))
        }
    }

    // MARK: Scene state

    /// Marks the entity selected (reported in the state file; drawn as a highlight).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).selected(chosen == index)
    /// ```
    public func selected(_ isSelected: Bool) -> EntityNode { modified { $0.selected = isSelected } }

    /// An adjustable value (a slider's), reported in the state file.
    ///
    /// ```swift
    /// Circle().accessibilityValue(volume)
    /// ```
    public func accessibilityValue(_ value: Double) -> EntityNode { modified { $0.value = value } }
}
