/// A colour with red, green, blue and alpha in 0…1.
///
/// ```swift
/// Color(hex: "#0000FF") == .blue   // true
/// Color.red.hex                     // "#FF0000"
/// ```
public struct Color: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// Opacity, 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each 0…1.
    ///
    /// ```swift
    /// let felt = Color(red: 0.16, green: 0.42, blue: 0.3)
    /// ```
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` (or `RRGGBB`); `nil` if malformed.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255)
    }

    /// `#RRGGBB`, each channel rounded to the nearest of 0…255.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let b = Int((v.clamped(to: 0...1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// This colour with another opacity.
    ///
    /// ```swift
    /// Circle().fill(Color.blue.opacity(0.5))
    /// ```
    public func opacity(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    /// Named colours, as SwiftUI's on iOS.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = Color(red: 0.20, green: 0.78, blue: 0.35)
    /// Blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Purple.
    public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.58, blue: 0)
    /// Yellow.
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    /// Pink.
    public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
    /// Teal.
    public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
    /// Indigo.
    public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
    /// Gray.
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
    /// Mint.
    public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
    /// Brown.
    public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
    /// Cyan.
    public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
}
