import Testing
import TactileRuntime

/// The JSON reader under traces and scene files: exact numbers, positions, bounded nesting.
@Suite("JSON reader")
struct JSONReaderTests {
    /// The failure parsing `text` raises, if any.
    static func failure(_ text: String) -> JSONReader.Failure? {
        do {
            _ = try JSONReader.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func integersKeepAll64Bits() throws {
        // 2^53 + 1 has no Double of its own: read through a Double it would become 2^53.
        #expect(try JSONReader.parse("9007199254740993") == .integer(9_007_199_254_740_993))
        #expect(try JSONReader.parse("9223372036854775807") == .integer(.max))
        #expect(try JSONReader.parse("-9223372036854775808") == .integer(.min))
        #expect(try JSONReader.parse("0") == .integer(0))
        #expect(try JSONReader.parse("-12") == .integer(-12))
    }

    @Test func otherNumbersAreDoubles() throws {
        #expect(try JSONReader.parse("9223372036854775808") == .number(9_223_372_036_854_775_808))
        #expect(try JSONReader.parse("-9223372036854775809") == .number(-9_223_372_036_854_775_809))
        #expect(try JSONReader.parse("1.5") == .number(1.5))
        #expect(try JSONReader.parse("1e3") == .number(1000))
        // An integer has no negative zero; the Double keeps its sign.
        let zero = try #require(try JSONReader.parse("-0").double)
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test func bothKindsReadAsDoublesAndExactIntegers() throws {
        #expect(JSONValue.integer(640).double == 640)
        #expect(JSONValue.number(2.5).double == 2.5)
        #expect(JSONValue.string("1").double == nil)
        #expect(JSONValue.number(4).exactInteger == 4)
        #expect(JSONValue.number(4.5).exactInteger == nil)
        #expect(JSONValue.number(1e17).exactInteger == nil, "beyond 2^53 a Double is not exact")
    }

    @Test func arrayElementsKnowWhereTheyStart() throws {
        let value = try JSONReader.parse("[1,\n  {\"a\": 2},\n \"x\"]")
        guard case .array(let elements) = value else {
            Issue.record("not an array: \(value)")
            return
        }
        #expect(elements.map(\.line) == [1, 2, 3])
        #expect(elements.map(\.column) == [2, 3, 2])
    }

    @Test func escapesJoinSurrogatePairsAndRejectNonHexDigits() throws {
        #expect(try JSONReader.parse(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try JSONReader.parse(#""\uD83D""#) == .string("\u{FFFD}"))
        #expect(try JSONReader.parse(#""\u0041\u00e9""#) == .string("Aé"))
        #expect(Self.failure(#""\u+041""#) != nil, "a sign is not a hexadecimal digit")
        #expect(Self.failure(#""\u12""#) != nil)
    }

    @Test func nestingIsBoundedWithAPosition() throws {
        // 100,000 levels would overflow the stack of a reader that recursed without a bound.
        let failure = try #require(Self.failure(String(repeating: "[", count: 100_000)))
        #expect(failure.line == 1)
        #expect(failure.column == JSONReader.maximumDepth + 1)
        #expect(failure.problem.contains("\(JSONReader.maximumDepth)"), "\(failure.problem)")
        // The bound itself is fine.
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try JSONReader.parse(deepest) }
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(Self.failure(objects)?.column == 5 * JSONReader.maximumDepth + 1)
    }

    @Test func aHugeNumberIsQuotedShort() throws {
        let digits = String(repeating: "9", count: 100_000) + "e999999"
        let failure = try #require(Self.failure(digits))
        #expect(failure.problem.contains("out of range"))
        #expect(failure.problem.count < 80, "the error quotes a prefix, not 100,000 digits: \(failure.problem.count) characters")
    }
}
