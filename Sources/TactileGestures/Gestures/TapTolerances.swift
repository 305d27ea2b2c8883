/// How far and how long a tap may go, and the window for the next tap of a multi-tap: a
/// ``TapGesture``'s and a ``SpatialTapGesture``'s tolerances (the defaults are SwiftUI's).
///
/// ```swift
/// TapTolerances(maximumMovement: 20)      // a stricter tap on a dense canvas
/// ```
///
/// A plain value of three numbers; non-finite or negative values are taken as the defaults.
public struct TapTolerances: Hashable, Sendable {
    /// Points the pointer may move (from where the first tap started) before it is no tap.
    public var maximumMovement: Double
    /// Seconds a press may last and still be a tap.
    public var maximumDuration: Double
    /// Seconds from one tap's end to the next tap's start (the double-tap window).
    public var repeatInterval: Double

    @inlinable public init(maximumMovement: Double = TapGesture.maximumMovement,
                           maximumDuration: Double = TapGesture.maximumDuration,
                           repeatInterval: Double = TapGesture.repeatInterval) {
        func valid(_ value: Double, or fallback: Double) -> Double { value.isFinite && value >= 0 ? value : fallback }
        self.maximumMovement = valid(maximumMovement, or: TapGesture.maximumMovement)
        self.maximumDuration = valid(maximumDuration, or: TapGesture.maximumDuration)
        self.repeatInterval = valid(repeatInterval, or: TapGesture.repeatInterval)
    }

    /// SwiftUI's: 45 pt, 0.75 s, 0.35 s.
    public static let standard = TapTolerances()
}
