/// A problem with an input file, located precisely: `file:line: problem`.
public struct InputFileError: Error, CustomStringConvertible, Equatable {
    /// The file's path as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, where one applies.
    public var column: Int?
    /// What is wrong, in a few words.
    public var problem: String

    /// An error at a place in a file: `InputFileError(file: "s.jsonl", line: 3, column: 9, problem: "NaN")`.
    public init(file: String, line: Int, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `file:line:column: problem`, or `file: problem` for the file as a whole (line 0).
    public var description: String {
        guard line > 0 else { return "\(file): \(problem)" }
        return column.map { "\(file):\(line):\($0): \(problem)" } ?? "\(file):\(line): \(problem)"
    }

    /// `text` in double quotes for an error line: at most `limit` Unicode scalars of it as
    /// shown (an escape counts at its shown length, a character at its scalars, so that neither
    /// control characters nor piled-up combining marks lengthen the line), then "…". A bad
    /// 1 MB value still gives one short line.
    ///
    /// ```swift
    /// InputFileError.quote("hover")                         // "\"hover\""
    /// InputFileError.quote(String(repeating: "a", count: 99)) // 40 a's and "…", quoted
    /// ```
    public static func quote(_ text: String, limit: Int = 40) -> String {
        var out = "\""
        var shown = 0
        for character in text {
            var piece = ""
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": piece += "\\\""
                case "\\": piece += "\\\\"
                case "\n": piece += "\\n"
                case "\t": piece += "\\t"
                case "\r": piece += "\\r"
                case let c where c.value < 0x20 || (0x7F..<0xA0).contains(c.value) || c == "\u{2028}" || c == "\u{2029}":
                    piece += "\\u{" + String(c.value, radix: 16) + "}"
                default: piece.unicodeScalars.append(scalar)
                }
            }
            let length = piece.unicodeScalars.count
            guard shown + length <= limit else {
                out += "…"
                break
            }
            shown += length
            out += piece
        }
        return out + "\""
    }
}
