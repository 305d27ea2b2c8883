import TactileECS
import TactileGestures

// SwiftUI's signatures that gesture code written for SwiftUI uses (SPEC §3.6): anchored scale
// and rotation, a point position, an aligned overlay, a stroke, an optional gesture.
extension EntityView {
    /// Places the entity's centre at `position` in its parent's space (SwiftUI's `position(_:)`);
    /// animatable.
    ///
    /// ```swift
    /// Circle().position(dragLocation)
    /// ```
    ///
    /// The same as ``position(x:y:)``; O(1).
    public func position(_ position: Point) -> EntityNode { self.position(x: position.x, y: position.y) }

    /// Scales the entity by `scale` about `anchor`, a unit point of its frame, so that point stays
    /// where it is (SwiftUI's `scaleEffect(_:anchor:)`); animatable.
    ///
    /// ```swift
    /// Image("photo").scaleEffect(zoom, anchor: pinchAnchor)   // a MagnifyGesture's startAnchor
    /// ```
    ///
    /// A scale about the centre and an offset that puts the anchor back, exact at rest and
    /// during an animation (the offset is linear in the scale); O(1).
    public func scaleEffect(_ scale: Double, anchor: UnitPoint) -> EntityNode {
        modified { node in
            let pivot = node.anchorPoint(anchor)
            node.scale *= scale
            node.offset += Vector(width: pivot.x, height: pivot.y) * (1 - scale)
            node.touch(.scale)
            node.touch(.position)
        }
    }

    /// Scales the entity by `scale` along both axes about `anchor` (SwiftUI's
    /// `scaleEffect(_:anchor:)` with a size); Tactile's shapes scale uniformly, so `scale`'s
    /// width and height must match, and their geometric mean is used where they do not.
    ///
    /// ```swift
    /// Circle().scaleEffect(Vector(width: 2, height: 2), anchor: .bottom)
    /// ```
    ///
    /// O(1).
    public func scaleEffect(_ scale: Vector, anchor: UnitPoint = .center) -> EntityNode {
        scaleEffect((abs(scale.width * scale.height)).squareRoot(), anchor: anchor)
    }

    /// Turns the entity by `angle` about `anchor`, a unit point of its frame, clockwise on screen
    /// (SwiftUI's `rotationEffect(_:anchor:)`); animatable.
    ///
    /// ```swift
    /// Rectangle().rotationEffect(twist, anchor: .topLeading)   // a RotateGesture's startAnchor
    /// ```
    ///
    /// A turn about the centre and an offset that puts the anchor back: exact at rest; while
    /// both animate, the anchor may drift from its place by up to the chord of the turn; O(1).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint) -> EntityNode {
        modified { node in
            let pivot = node.anchorPoint(anchor)
            let (c, s) = (cos(angle.radians), sin(angle.radians))
            node.rotation += angle
            node.offset += Vector(width: pivot.x - (c * pivot.x - s * pivot.y), height: pivot.y - (s * pivot.x + c * pivot.y))
            node.touch(.rotation)
            node.touch(.position)
        }
    }

    /// Draws the entities `content` builds on top, placed in this entity's frame by
    /// `alignment` (SwiftUI's `overlay(alignment:content:)`).
    ///
    /// ```swift
    /// Circle().frame(width: 80, height: 80).overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 16, height: 16) }
    /// ```
    ///
    /// Each of the content's entities is a child moved from the centre to its place by
    /// `alignment`; O(content).
    public func overlay(alignment: Alignment = .center, @EntityBuilder content: () -> EntityNode) -> EntityNode {
        modified { node in
            let size = node.shapeKind?.bounds.size ?? node.frame ?? Vector(width: 100, height: 100)
            let (x, y) = (Self.share(alignment.horizontal), Self.share(alignment.vertical))
            let built = content()
            for var child in built.template == nil && built.layout == nil ? built.children : [built] {
                let own = child.shapeKind?.bounds.size ?? child.frame ?? .zero
                child.offset += Vector(width: x * (size.width - own.width), height: y * (size.height - own.height))
                node.children.append(child)
            }
        }
    }

    /// Where an alignment puts a box along one axis, as a share of the room left: −½, 0 or ½.
    static func share(_ alignment: HorizontalAlignment) -> Double {
        switch alignment { case .leading: -0.5; case .center: 0; case .trailing: 0.5 }
    }

    static func share(_ alignment: VerticalAlignment) -> Double {
        switch alignment { case .top: -0.5; case .center: 0; case .bottom: 0.5 }
    }

    /// A stroke of the shape's outline in the foreground colour (black), `lineWidth` points
    /// wide: in `.overlay(…)` it becomes a border (SwiftUI's `stroke(lineWidth:)`).
    ///
    /// ```swift
    /// Capsule().fill(.blue).overlay(Capsule().stroke(lineWidth: 3))
    /// ```
    ///
    /// O(1).
    public func stroke(lineWidth: Double = 1) -> EntityNode { stroke(.black, lineWidth: lineWidth) }

    /// Attaches `gesture` when there is one, and nothing when it is `nil` (SwiftUI's
    /// `gesture(_:including:)` with an optional): a later evaluation may add or take it away.
    ///
    /// ```swift
    /// Circle().gesture(isDone ? nil : press)
    /// ```
    ///
    /// Nothing attached for `nil`; otherwise the cost of `gesture(_:including:)`, and the
    /// entity's gestures are attached again when one comes or goes.
    @inlinable public func gesture<G: Gesture>(_ gesture: G?, including mask: GestureMask = .all) -> EntityNode {
        guard let gesture else { return resolve() }
        return self.gesture(gesture, including: mask)
    }
}

extension EntityNode {
    /// A unit point of the shape's bounds (its frame's, for a group), in local points from the centre.
    func anchorPoint(_ anchor: UnitPoint) -> Point {
        let size = shapeKind?.bounds.size ?? frame ?? .zero
        return Point(x: (anchor.x - 0.5) * size.width * scale, y: (anchor.y - 0.5) * size.height * scale)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
