import Foundation
import Tactile

/// Where the photo is: its centre, scale and rotation (clockwise), all in window points.
public struct Placement: Hashable, Sendable {
    public var position: Point
    public var scale: Double
    public var rotation: Angle

    public init(position: Point, scale: Double = 1, rotation: Angle = .zero) {
        self.position = position
        self.scale = scale
        self.rotation = rotation
    }

    /// This placement moved by two fingers: the first from `start` to `now`, the pair scaled by
    /// `magnification` and turned by `rotation`. The content under the fingers stays under
    /// them — a two-finger similarity keeps the first finger's point and the centroid's both —
    /// so a pinch grows the photo about the fingers, not about its centre.
    public func manipulated(from start: Point, to now: Point, magnification: Double, rotation turn: Angle) -> Placement {
        let scaleBy = min(max(scale * magnification, Self.scales.lowerBound), Self.scales.upperBound) / scale
        let offset = (position - start).rotated(by: turn) * scaleBy
        return Placement(position: now + offset, scale: scale * scaleBy, rotation: rotation + turn)
    }

    /// This placement scaled by `factor` about `anchor` (a window point, which stays put).
    public func zoomed(by factor: Double, about anchor: Point) -> Placement {
        manipulated(from: anchor, to: anchor, magnification: factor, rotation: .zero)
    }

    /// How small and how large the photo may get.
    public static let scales = 0.25...8.0
}

extension Vector {
    /// This vector turned clockwise on screen (y grows downwards) by `angle`.
    func rotated(by angle: Angle) -> Vector {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        return Vector(width: width * c - height * s, height: width * s + height * c)
    }
}
