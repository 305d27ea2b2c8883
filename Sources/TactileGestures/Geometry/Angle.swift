/// A geometric angle, stored in radians; positive angles turn clockwise on screen (y down).
///
/// ```swift
/// let quarter = Angle(degrees: 90)
/// quarter.radians            // π / 2
/// (quarter + .degrees(15)).degrees   // 105
/// ```
///
/// One `Double`; O(1) and allocation-free.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The angle in radians (clockwise on screen is positive).
    public var radians: Double

    /// No turn.
    @inlinable public init() { radians = 0 }
    /// An angle of `radians`.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`: `Angle(degrees: 90)`.
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// No turn.
    public static let zero = Angle()

    /// An angle of `radians`: `.radians(.pi / 2)`.
    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`: `.rotationEffect(.degrees(45))`.
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The two turns one after the other.
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The turn from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite turn.
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// This turn scaled by a factor.
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// Adds a turn in place: `angle += gesture.rotation`.
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    /// Subtracts a turn in place.
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    /// Orders by radians.
    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public var description: String { "\(degrees)°" }
}
