import ArgumentParser

/// The subcommands' names, and what is wrong with a command line that names none of them: a
/// misspelt command gets the nearest name suggested, and `help` of an unknown one says so,
/// rather than the whole help and exit status 0.
///
/// ```swift
/// CommandNames.problem(with: ["plya"])   // "unknown command 'plya'; did you mean 'play'?"
/// ```
///
/// O(commands × name length²), once per run.
enum CommandNames {
    static var all: [String] { Tactile.configuration.subcommands.map { $0._commandName } }

    /// The one line to show for `arguments` (without the program's name), or `nil` when their
    /// command is known (or they start with a flag, which the parser judges).
    static func problem(with arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        if first == "help" {
            guard let asked = arguments.dropFirst().first, !asked.hasPrefix("-") else { return nil }
            return all.contains(asked) ? nil : "help: \(unknown(asked))"
        }
        return all.contains(first) ? nil : unknown(first)
    }

    static func unknown(_ name: String) -> String {
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        if let nearest = nearest(to: name) { return "unknown command '\(shown)'; did you mean '\(nearest)'?" }
        return "unknown command '\(shown)'; the commands are \(all.joined(separator: ", "))"
    }

    /// The name within two edits of `name` (the closest, the first of equals), if any.
    static func nearest(to name: String) -> String? {
        guard name.count <= 40 else { return nil }
        let scored = all.map { ($0, distance(Array(name.lowercased()), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein distance, with a swap of two neighbours counting as one edit ("plya").
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }
}
