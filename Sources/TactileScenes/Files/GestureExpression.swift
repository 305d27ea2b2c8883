import TactileGestures
import TactileRuntime

/// A gesture written as text in a scene file: built-in gestures with parameters, composed
/// with `&` (simultaneously), `>>` (sequenced before) and `|` (exclusively before).
///
/// ```swift
/// let expression = try GestureExpression.parse("longPress(0.5) >> (drag & magnify & rotate)")
/// ```
///
/// `&` binds tightest, then `>>`, then `|`; all three group to the left. Parameters go by
/// position or by name: `drag(minimumDistance: 0)`, `longPress(1, 20)`. An expression holds at
/// most ``maximumGestures`` gestures and nests parentheses at most ``maximumDepth`` deep, so
/// that neither parsing nor the gesture built from it can exhaust the stack. O(length).
public indirect enum GestureExpression: Equatable, Sendable {
    case gesture(Primitive, [String: Double])
    case simultaneous(GestureExpression, GestureExpression)
    case sequenced(GestureExpression, GestureExpression)
    case exclusive(GestureExpression, GestureExpression)

    public enum Primitive: String, CaseIterable, Sendable {
        case tap, spatialTap, longPress, drag, magnify, rotate, swipe

        /// Parameter names, in positional order.
        var parameters: [String] {
            switch self {
            case .tap, .spatialTap: ["count"]
            case .longPress: ["minimumDuration", "maximumDistance"]
            case .drag, .swipe: ["minimumDistance"]
            case .magnify: ["minimumScaleDelta"]
            case .rotate: ["minimumAngleDelta"]
            }
        }

        /// The values `parameter` takes, and whether only whole numbers: what the gesture can
        /// recognise (a tap of 1e30 taps never ends; a distance beyond the largest window never starts).
        func range(of parameter: String) -> (values: ClosedRange<Double>, whole: Bool, unit: String) {
            switch parameter {
            case "count": (1...10, true, "")
            case "minimumDuration": (0...3600, false, " s")
            case "minimumScaleDelta": (0...10, false, "")
            case "minimumAngleDelta": (0...360, false, "°")
            default: (0...Trace.maximumWindowSide, false, " pt")  // the distances
            }
        }

        static func named(_ name: String) -> Primitive? {
            switch name {
            case "magnification": .magnify
            case "rotation": .rotate
            default: Primitive(rawValue: name)
            }
        }
    }

    /// The most parentheses one expression may nest: far more than any real gesture needs.
    public static let maximumDepth = 64

    /// The most gestures one expression may compose: far more than any real gesture needs,
    /// and far less than the recognizers' depth that the stack holds (thousands).
    public static let maximumGestures = 256

    /// Why the text is not a gesture expression, at which character (1-based).
    public struct Failure: Error, Equatable {
        public var offset: Int
        public var problem: String
    }

    public static func parse(_ text: String) throws(Failure) -> GestureExpression {
        var parser = Parser(Array(text.unicodeScalars))
        let expression = try parser.exclusive()
        parser.skipSpaces()
        guard parser.atEnd else { throw parser.failure("expected '&', '>>', '|' or the end of the expression") }
        return expression
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// Parentheses open around the current position.
        var depth = 0
        /// Gestures read so far.
        var gestures = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }

        func failure(_ problem: String) -> Failure { Failure(offset: index + 1, problem: problem) }

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        }

        mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let chars = Array(token.unicodeScalars)
            guard index + chars.count <= scalars.count, Array(scalars[index..<index + chars.count]) == chars else { return false }
            index += chars.count
            return true
        }

        mutating func exclusive() throws(Failure) -> GestureExpression {
            var left = try sequenced()
            while take("|") { left = .exclusive(left, try sequenced()) }
            return left
        }

        mutating func sequenced() throws(Failure) -> GestureExpression {
            var left = try simultaneous()
            while take(">>") { left = .sequenced(left, try simultaneous()) }
            return left
        }

        mutating func simultaneous() throws(Failure) -> GestureExpression {
            var left = try atom()
            while take("&") { left = .simultaneous(left, try atom()) }
            return left
        }

        mutating func atom() throws(Failure) -> GestureExpression {
            if take("(") {
                // Checked before going deeper: the parser recurses once per parenthesis.
                guard depth < GestureExpression.maximumDepth else {
                    index -= 1
                    throw failure("parentheses nested more than \(GestureExpression.maximumDepth) deep")
                }
                depth += 1
                let inner = try exclusive()
                guard take(")") else { throw failure("expected ')'") }
                depth -= 1
                return inner
            }
            skipSpaces()
            let start = index
            let name = identifier()
            guard !name.isEmpty else { throw failure("expected a gesture (\(Primitive.allCases.map(\.rawValue).joined(separator: ", "))) or '('") }
            guard let primitive = Primitive.named(name) else {
                index = start
                throw failure("unknown gesture \(InputFileError.quote(name)); expected one of \(Primitive.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard gestures < GestureExpression.maximumGestures else {
                index = start
                throw failure("more than \(GestureExpression.maximumGestures) gestures in one expression")
            }
            gestures += 1
            var arguments: [String: Double] = [:]
            if take("(") {
                if !take(")") {
                    var position = 0
                    repeat {
                        skipSpaces()
                        let mark = index
                        var label = identifier()
                        if !label.isEmpty, take(":") {
                            guard primitive.parameters.contains(label) else {
                                index = mark
                                throw failure("\(primitive.rawValue) has no parameter \(InputFileError.quote(label)); expected \(primitive.parameters.joined(separator: " or "))")
                            }
                        } else {
                            index = mark
                            guard position < primitive.parameters.count else {
                                throw failure("\(primitive.rawValue) takes at most \(primitive.parameters.count) parameter(s)")
                            }
                            label = primitive.parameters[position]
                        }
                        guard arguments[label] == nil else { throw failure("\(InputFileError.quote(label)) is given twice") }
                        arguments[label] = try number(for: label, of: primitive)
                        position += 1
                    } while take(",")
                    guard take(")") else { throw failure("expected ',' or ')'") }
                }
            }
            return .gesture(primitive, arguments)
        }

        mutating func identifier() -> String {
            var name = ""
            while index < scalars.count, scalars[index].properties.isAlphabetic || (!name.isEmpty && ("0"..."9").contains(scalars[index])) {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            return name
        }

        /// A parameter's value, checked against the range the gesture takes (the error points
        /// at the number's first character).
        mutating func number(for parameter: String, of primitive: Primitive) throws(Failure) -> Double {
            skipSpaces()
            let start = index
            var text = ""
            while index < scalars.count, "0123456789.-+eE".unicodeScalars.contains(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard let value = Double(text) else {
                index = start
                throw failure("expected a number")
            }
            let (values, whole, unit) = primitive.range(of: parameter)
            guard values.contains(value), !whole || value == value.rounded() else {
                index = start
                let allowed = whole ? "a whole number from \(Int(values.lowerBound)) to \(Int(values.upperBound))"
                    : "from \(Self.format(values.lowerBound)) to \(Self.format(values.upperBound))\(unit)"
                let written = text.unicodeScalars.count > 24 ? String(text.unicodeScalars.prefix(24)) + "…" : text
                throw failure("\(primitive.rawValue)'s \(parameter) must be \(allowed), not \(written)")
            }
            return value
        }

        /// A bound as written in an error: 16384, not 16384.0.
        static func format(_ bound: Double) -> String {
            bound == bound.rounded() ? String(Int(bound)) : String(bound)
        }
    }
}
