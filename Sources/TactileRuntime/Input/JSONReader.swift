/// A JSON value, as ``JSONReader`` reads it.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number written with a fraction or an exponent, or an integer beyond 64 bits.
    case number(Double)
    /// An integer written without a fraction or exponent that fits in 64 bits, kept exactly
    /// (SDL's finger ids use all 64 bits; a Double keeps only 53).
    case integer(Int64)
    case string(String)
    /// Elements in file order, with the position of each.
    case array([JSONElement])
    /// Members in file order, with the position of each value.
    case object([JSONMember])

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONMember? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }
    }

    /// The value as a Double, if it is a number of either kind (integers rounded to nearest).
    public var double: Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The value as an exact integer: an integer, or a number with no fraction within ±2^53.
    public var exactInteger: Int64? {
        switch self {
        case .integer(let value): return value
        case .number(let value):
            guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else { return nil }
            return Int64(value)
        default: return nil
        }
    }
}

/// One element of a JSON array, and where it starts.
public struct JSONElement: Equatable, Sendable {
    public var value: JSONValue
    public var line: Int
    public var column: Int

    public init(value: JSONValue, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

/// One member of a JSON object, and where its value starts.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var value: JSONValue
    public var line: Int
    public var column: Int

    public init(key: String, value: JSONValue, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }
}

/// Reads JSON text exactly: numbers are rounded correctly (the shortest text of a double reads
/// back as that double, so recorded traces replay bit for bit), and every error names the line
/// and column and what was expected there.
///
/// ```swift
/// let value = try JSONReader.parse(#"{"t": 0.5, "type": "down"}"#)
/// value["t"]?.value   // .number(0.5)
/// ```
///
/// Foundation's reader on Linux rounds some numbers wrongly in the last digit and reports no
/// positions; this one is small, strict (RFC 8259: no NaN, no trailing commas, no comments)
/// and O(length of the text). Arrays and objects nest at most ``maximumDepth`` deep, so that
/// no input can exhaust the stack; integers keep all 64 bits.
public struct JSONReader {
    /// How deeply arrays and objects may nest: far beyond any trace or scene file, far below
    /// what the stack holds (each level costs a few hundred bytes of it).
    public static let maximumDepth = 64

    /// Where and why the text is not JSON.
    public struct Failure: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var problem: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line: Int
    private var lineStart = 0
    private var depth = 0

    private init(_ bytes: [UInt8], firstLine: Int) {
        self.bytes = bytes
        line = firstLine
    }

    /// Parses one JSON document. `firstLine` numbers the text's first line.
    public static func parse(_ text: String, firstLine: Int = 1) throws(Failure) -> JSONValue {
        try parse(utf8: Array(text.utf8), firstLine: firstLine)
    }

    /// Parses one JSON document from its UTF-8 bytes.
    public static func parse(utf8 bytes: [UInt8], firstLine: Int = 1) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes, firstLine: firstLine)
        reader.skipWhitespace()
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.failure("expected the end of the text") }
        return value
    }

    private var column: Int { index - lineStart + 1 }

    private func failure(_ problem: String) -> Failure {
        Failure(line: line, column: column, problem: problem)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what)") }
        index += 1
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("expected a value, found the end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for byte in word.utf8 {
            guard current == byte else { throw failure("expected \(word)") }
            index += 1
        }
        return value
    }

    private mutating func nested<T>(_ body: (inout JSONReader) throws(Failure) -> T) throws(Failure) -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw failure("arrays and objects nested more than \(Self.maximumDepth) deep")
        }
        return try body(&self)
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try nested { (reader: inout JSONReader) throws(Failure) -> JSONValue in
            reader.index += 1
            var members: [JSONMember] = []
            reader.skipWhitespace()
            if reader.current == UInt8(ascii: "}") {
                reader.index += 1
                return .object(members)
            }
            while true {
                reader.skipWhitespace()
                guard reader.current == UInt8(ascii: "\"") else { throw reader.failure("expected a member name in quotes") }
                let key = try reader.string()
                reader.skipWhitespace()
                try reader.expect(UInt8(ascii: ":"), "':' after the member name")
                reader.skipWhitespace()
                let (line, column) = (reader.line, reader.column)
                members.append(JSONMember(key: key, value: try reader.value(), line: line, column: column))
                reader.skipWhitespace()
                if reader.current == UInt8(ascii: ",") {
                    reader.index += 1
                    continue
                }
                try reader.expect(UInt8(ascii: "}"), "',' or '}'")
                return .object(members)
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try nested { (reader: inout JSONReader) throws(Failure) -> JSONValue in
            reader.index += 1
            var elements: [JSONElement] = []
            reader.skipWhitespace()
            if reader.current == UInt8(ascii: "]") {
                reader.index += 1
                return .array(elements)
            }
            while true {
                reader.skipWhitespace()
                let (line, column) = (reader.line, reader.column)
                elements.append(JSONElement(value: try reader.value(), line: line, column: column))
                reader.skipWhitespace()
                if reader.current == UInt8(ascii: ",") {
                    reader.index += 1
                    continue
                }
                try reader.expect(UInt8(ascii: "]"), "',' or ']'")
                return .array(elements)
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else { throw failure("invalid UTF-8 in a string") }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = current else { throw failure("unterminated string") }
                index += 1
                let scalar: Unicode.Scalar
                switch escape {
                case UInt8(ascii: "\""): scalar = "\""
                case UInt8(ascii: "\\"): scalar = "\\"
                case UInt8(ascii: "/"): scalar = "/"
                case UInt8(ascii: "b"): scalar = "\u{8}"
                case UInt8(ascii: "f"): scalar = "\u{C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"):
                    scalar = try escapedScalar()
                default:
                    throw failure("unknown escape in a string")
                }
                utf8.append(contentsOf: String(scalar).utf8)
            case 0x00..<0x20:
                throw failure("control character in a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    /// The scalar of a `\uXXXX` escape (the reader is past the `u`), joining a surrogate pair
    /// written as two escapes; a lone surrogate becomes U+FFFD.
    private mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        let code = try hexQuad()
        guard (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
              bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        }
        let mark = index
        index += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
            index = mark
            return "\u{FFFD}"
        }
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
    }

    /// Four hexadecimal digits, as a number.
    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw failure("expected four hexadecimal digits after \\u")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// An integer literal that fits in 64 bits is read exactly, digit by digit; anything else
    /// (a fraction, an exponent, more digits) is rounded to the nearest Double.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                reader.index += 1
                count += 1
            }
            return count
        }
        guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { throw failure("expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            _ = digits(&self)
        }
        let integerEnd = index
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure("expected a digit in the exponent") }
        }
        // "-0" stays a Double: an integer has no negative zero.
        if index == integerEnd, !(negative && first == UInt8(ascii: "0")), let exact = integer(start..<index, negative: negative) {
            return .integer(exact)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(line: line, column: start - lineStart + 1, problem: "number out of range: \(InputFileError.quote(text))")
        }
        return .number(value)
    }

    /// The integer that the digits in `range` (after a minus sign if `negative`) spell, or nil
    /// beyond 64 bits. Accumulated on the negative side, which reaches one further.
    private func integer(_ range: Range<Int>, negative: Bool) -> Int64? {
        var value: Int64 = 0
        for byte in bytes[(negative ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound] {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, underflow) = times10.subtractingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflow, !underflow else { return nil }
            value = next
        }
        if negative { return value }
        return value == .min ? nil : -value
    }
}
