import FuzzSupport
import TactileRuntime

/// The JSON reader on any bytes: it returns a value or a located, one-line failure; a value
/// nests no deeper than the bound, and written out again it reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Fuzz.bytes(data, size)
    let value: JSONValue
    do {
        value = try JSONReader.parse(utf8: input)
    } catch {
        Fuzz.require(error.line >= 1 && error.column >= 1, "failure at \(error.line):\(error.column)")
        Fuzz.requireOneShortLine(error.problem, limit: 120)
        return 0
    }
    Fuzz.require(depth(of: value) <= JSONReader.maximumDepth, "nested \(depth(of: value)) deep")
    let text = JSONText.write(value)
    do {
        let again = try JSONReader.parse(text)
        Fuzz.require(PlainJSON(again) == PlainJSON(value), "\(text.prefix(200)) read back differently")
    } catch {
        Fuzz.require(false, "its own writing is not JSON: \(error) in \(text.prefix(200))")
    }
    return 0
}

/// How many arrays and objects nest in `value`.
func depth(of value: JSONValue) -> Int {
    switch value {
    case .array(let elements): 1 + (elements.map { depth(of: $0.value) }.max() ?? 0)
    case .object(let members): 1 + (members.map { depth(of: $0.value) }.max() ?? 0)
    default: 0
    }
}

/// A JSON value without positions, to compare a value with its rewritten self.
indirect enum PlainJSON: Equatable {
    case null, bool(Bool), number(Double), integer(Int64), string(String)
    case array([PlainJSON]), object([String], [PlainJSON])

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let d): self = .number(d)
        case .integer(let i): self = .integer(i)
        case .string(let s): self = .string(s)
        case .array(let elements): self = .array(elements.map { PlainJSON($0.value) })
        case .object(let members): self = .object(members.map(\.key), members.map { PlainJSON($0.value) })
        }
    }
}

/// Writes a value as JSON text: the harness's own writer, so that the reader is checked
/// against something other than itself.
enum JSONText {
    static func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    static func write(_ value: JSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += "\(d)"  // the shortest digits that read back as d
        case .integer(let i): out += "\(i)"
        case .string(let s): string(s, to: &out)
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += ",\n " }
                write(element.value, to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += ", " }
                string(member.key, to: &out)
                out += ":\t"
                write(member.value, to: &out)
            }
            out += "}"
        }
    }

    static func string(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case let c where c.value < 0x20: out += "\\u00" + (c.value < 0x10 ? "0" : "") + String(c.value, radix: 16)
            case let c where c.value > 0xFFFF && c.value % 3 == 0:
                // Some astral scalars as surrogate pairs, so that escapes are read back too.
                let v = c.value - 0x10000
                out += "\\u" + String(0xD800 + (v >> 10), radix: 16) + "\\u" + String(0xDC00 + (v & 0x3FF), radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
