import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SPEC §10: `Appearance.sanitized` brings every number into its bounds (NaN and infinities
/// replaced), and leaves an appearance already within them as it is, bit for bit.
@Suite("Appearance sanitizing")
struct AppearanceTests {
    /// The clamping `sanitized` is specified by, written out number by number.
    static func expected(_ appearance: Appearance) -> Appearance {
        func clamp(_ x: Double, _ range: ClosedRange<Double>) -> Double {
            x.isNaN ? range.lowerBound : Swift.min(Swift.max(x, range.lowerBound), range.upperBound)
        }
        var copy = appearance
        let limit = Appearance.coordinateLimit
        copy.position = Point(x: clamp(appearance.position.x, -limit...limit), y: clamp(appearance.position.y, -limit...limit))
        let radians = appearance.rotation.radians
        copy.rotation = .radians(radians.isFinite ? clamp(radians, -1e6...1e6) : 0)
        copy.scale = appearance.scale.isFinite ? clamp(appearance.scale, 1e-3...1e3) : 1
        copy.opacity = clamp(appearance.opacity, 0...1)
        copy.shadowRadius = appearance.shadowRadius.isFinite ? clamp(appearance.shadowRadius, 0...1000) : 0
        return copy
    }

    /// The numbers of one appearance as bit patterns: `==` says −0 is 0, these do not.
    static func bits(_ appearance: Appearance) -> [UInt64] {
        [appearance.position.x, appearance.position.y, appearance.rotation.radians, appearance.scale,
         appearance.opacity, appearance.shadowRadius].map(\.bitPattern)
    }

    /// Values at, just inside and just outside each bound, signed zeros, NaN and infinities.
    static let awkward: [Double] = [0, -0.0, 1, -1, 0.5, 1e-3, 1e-3.nextDown, 1e3, 1e3.nextUp, 1000, 1e6, -1e6, 1e6.nextUp,
                                    1e9, -1e9, 1e9.nextUp, -1e9.nextDown, 1.0.nextUp, .nan, -.nan, .infinity, -.infinity,
                                    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude]

    @Test func eachNumberIsClampedAsSpecifiedBitForBit() {
        let base = Appearance(position: Point(x: 10, y: 20), rotation: .radians(0.3), scale: 1.5, opacity: 0.75,
                              fill: .teal, shadowRadius: 4, border: Border(color: .red, width: 2))
        for value in Self.awkward {
            var variants: [Appearance] = Array(repeating: base, count: 6)
            variants[0].position.x = value
            variants[1].position.y = value
            variants[2].rotation = .radians(value)
            variants[3].scale = value
            variants[4].opacity = value
            variants[5].shadowRadius = value
            for (field, appearance) in variants.enumerated() {
                #expect(Self.bits(appearance.sanitized) == Self.bits(Self.expected(appearance)), "field \(field) = \(value)")
                #expect(appearance.sanitized.fill == appearance.fill && appearance.sanitized.border == appearance.border)
            }
        }
    }

    @Test func anAppearanceWithinBoundsIsKeptAsItIs() {
        let within = Appearance(position: Point(x: -0.0, y: 1e9), rotation: .radians(-1e6), scale: 1e-3, opacity: 1,
                                fill: .pink, shadowRadius: 0)
        #expect(Self.bits(within.sanitized) == Self.bits(within))
        // −0 is within the coordinates' bounds, but an opacity or a shadow of −0 becomes +0.
        var negativeZero = within
        negativeZero.opacity = -0.0
        negativeZero.shadowRadius = -0.0
        #expect(negativeZero.sanitized.opacity.bitPattern == (0.0).bitPattern)
        #expect(negativeZero.sanitized.shadowRadius.bitPattern == (0.0).bitPattern)
    }
}
