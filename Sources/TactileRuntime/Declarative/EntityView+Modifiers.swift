import TactileECS
import TactileGestures

extension EntityView {
    @inlinable func modified(_ body: (inout EntityNode) -> Void) -> EntityNode {
        var node = resolve()
        body(&node)
        return node
    }

    // MARK: Identity and geometry

    /// Names the entity, as the state file and tests refer to it.
    public func name(_ name: String) -> EntityNode { modified { $0.name = name } }

    public func frame(width: Double? = nil, height: Double? = nil) -> EntityNode {
        modified { node in
            let w = width ?? height ?? 100, h = height ?? width ?? 100
            node.frame = Vector(width: w, height: h)
        }
    }

    public func font(_ font: Font) -> EntityNode {
        modified {
            $0.fontSize = font.size
            if font.weight == .bold || font.weight == .heavy { $0.bold = true }
        }
    }

    public func bold() -> EntityNode { modified { $0.bold = true } }

    // MARK: Placement (animatable)

    public func position(x: Double, y: Double) -> EntityNode {
        modified { $0.position = Point(x: x, y: y); $0.touch(.position) }
    }

    public func offset(x: Double = 0, y: Double = 0) -> EntityNode { offset(Vector(width: x, height: y)) }

    public func offset(_ offset: Vector) -> EntityNode {
        modified { $0.offset += offset; $0.touch(.position) }
    }

    public func scaleEffect(_ scale: Double) -> EntityNode {
        modified { $0.scale *= scale; $0.touch(.scale) }
    }

    public func rotationEffect(_ angle: Angle) -> EntityNode {
        modified { $0.rotation += angle; $0.touch(.rotation) }
    }

    public func zIndex(_ value: Double) -> EntityNode { modified { $0.zIndex = value } }

    // MARK: Look (animatable)

    public func fill(_ color: Color) -> EntityNode { modified { $0.fill = color; $0.touch(.fill) } }
    public func foregroundColor(_ color: Color) -> EntityNode { fill(color) }
    public func foregroundStyle(_ color: Color) -> EntityNode { fill(color) }

    public func opacity(_ opacity: Double) -> EntityNode {
        modified { $0.opacity *= opacity; $0.touch(.opacity) }
    }

    public func shadow(radius: Double) -> EntityNode {
        modified { $0.shadowRadius = radius; $0.touch(.shadow) }
    }

    /// A stroke of the shape's outline: use it in `.overlay(…)` to draw a border.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> EntityNode {
        modified { $0.border = Border(color: color, width: lineWidth); $0.fill = nil }
    }

    public func border(_ color: Color, width: Double = 1) -> EntityNode {
        modified { $0.border = width > 0 && color.alpha > 0 ? Border(color: color, width: width) : nil }
    }

    /// Draws `overlay` on top: a stroked shape becomes this entity's border; anything else a
    /// child entity. `nil` draws nothing (the seeds' `condition ? Circle().stroke(…) : nil`).
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

    public func overlay(@EntityBuilder content: () -> EntityNode) -> EntityNode { overlay(content()) }

    // MARK: Animation

    /// Animates changes of the modifiers before this one with `animation` (`nil`: not at all).
    public func animation(_ animation: Animation?) -> EntityNode {
        modified { $0.cover(with: .always(animation)) }
    }

    /// Animates changes of the modifiers before this one when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> EntityNode {
        modified { node in
            node.cover(with: .whenChanged(animation, value: AnyEquatable(value), slot: node.uncovered.count))
        }
    }

    // MARK: Scene state

    /// Marks the entity selected (reported in the state file; drawn as a highlight).
    public func selected(_ isSelected: Bool) -> EntityNode { modified { $0.selected = isSelected } }

    /// An adjustable value (a slider's), reported in the state file.
    public func accessibilityValue(_ value: Double) -> EntityNode { modified { $0.value = value } }
}
