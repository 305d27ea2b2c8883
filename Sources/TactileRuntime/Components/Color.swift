/// A colour with red, green, blue and alpha in 0…1.
///
/// ```swift
/// Color(hex: "#0000FF") == .blue   // true
/// Color.red.hex                     // "#FF0000"
/// ```
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    public func opacity(_ alpha: Double) -> Color {
        var copy = self
        copy.alpha = alpha
        return copy
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0.20, green: 0.78, blue: 0.35)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let purple = Color(red: 0.69, green: 0.32, blue: 0.87)
    public static let orange = Color(red: 1, green: 0.58, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let pink = Color(red: 1, green: 0.18, blue: 0.33)
    public static let teal = Color(red: 0.19, green: 0.69, blue: 0.78)
    public static let indigo = Color(red: 0.35, green: 0.34, blue: 0.84)
    public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
    public static let mint = Color(red: 0, green: 0.78, blue: 0.75)
    public static let brown = Color(red: 0.64, green: 0.52, blue: 0.37)
    public static let cyan = Color(red: 0.2, green: 0.68, blue: 0.9)
}
