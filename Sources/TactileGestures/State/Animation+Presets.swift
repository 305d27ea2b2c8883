// SwiftUI's newer spring presets (iOS 17), given by duration and bounce rather than response
// and damping, because gesture code written for SwiftUI now reaches for them first.
extension Animation {
    /// A spring that settles in about `duration` seconds, overshooting more as `bounce` grows
    /// (0: no bounce; negative: overdamped), as SwiftUI's `spring(duration:bounce:)`.
    ///
    /// ```swift
    /// withAnimation(.spring(duration: 0.4, bounce: 0.2)) { offset = .zero }
    /// ```
    ///
    /// SwiftUI's mapping: the response is `duration`, the damping fraction `1 - bounce` (or
    /// `1 / (1 + bounce)` below 0); O(1).
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let bounce = bounce.isFinite ? bounce.clamped(to: -0.99...1) : 0
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(response: duration, dampingFraction: damping, blendDuration: blendDuration)
    }

    /// A spring without bounce, SwiftUI's `.smooth`: `spring(duration: 0.5, bounce: 0)`.
    ///
    /// ```swift
    /// withAnimation(.smooth) { isExpanded.toggle() }
    /// ```
    ///
    /// O(1) a frame, as every spring.
    public static let smooth = spring(duration: 0.5, bounce: 0)

    /// A spring with a little bounce, SwiftUI's `.snappy`: `spring(duration: 0.5, bounce: 0.15)`.
    ///
    /// ```swift
    /// withAnimation(.snappy) { selection = index }
    /// ```
    ///
    /// O(1) a frame, as every spring.
    public static let snappy = spring(duration: 0.5, bounce: 0.15)

    /// A spring with a visible bounce, SwiftUI's `.bouncy`: `spring(duration: 0.5, bounce: 0.3)`.
    ///
    /// ```swift
    /// withAnimation(.bouncy) { scale = 1 }
    /// ```
    ///
    /// O(1) a frame, as every spring.
    public static let bouncy = spring(duration: 0.5, bounce: 0.3)

    /// ``smooth`` with its duration and extra bounce given: `.smooth(duration: 0.3)`.
    ///
    /// ```swift
    /// withAnimation(.smooth(duration: 0.3)) { offset = .zero }
    /// ```
    ///
    /// O(1).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// ``snappy`` with its duration and extra bounce given: `.snappy(duration: 0.3)`.
    ///
    /// ```swift
    /// withAnimation(.snappy(duration: 0.3)) { selection = index }
    /// ```
    ///
    /// O(1).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// ``bouncy`` with its duration and extra bounce given: `.bouncy(duration: 0.3)`.
    ///
    /// ```swift
    /// withAnimation(.bouncy(duration: 0.3)) { scale = 1 }
    /// ```
    ///
    /// O(1).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
