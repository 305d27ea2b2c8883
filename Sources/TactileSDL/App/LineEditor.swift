/// One line of text being edited, with a cursor: what the composition bar holds.
///
/// ```swift
/// var line = LineEditor("drag")
/// line.insert(" & rotate")   // "drag & rotate", cursor at the end
/// line.moveLeft(); line.deleteBackward()
/// ```
///
/// The cursor counts characters (grapheme clusters), so that one Backspace takes one of what
/// the user sees. Each edit is O(length): lines are short.
public struct LineEditor: Equatable, Sendable {
    public private(set) var characters: [Character]
    /// Where typing goes: 0 (before the first character) … `characters.count` (after the last).
    public private(set) var cursor: Int

    /// The longest line taken (more than any expression needs); typing beyond it is dropped.
    public static let maximumLength = 1000

    public init(_ text: String = "") {
        characters = Array(text.prefix(Self.maximumLength))
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Types `text` at the cursor; line breaks and other control characters are dropped.
    public mutating func insert(_ text: String) {
        let typed = text.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
            .prefix(Self.maximumLength - characters.count)
        characters.insert(contentsOf: typed, at: cursor)
        cursor += typed.count
    }

    /// Backspace: the character before the cursor goes.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    /// Delete: the character after the cursor goes.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = characters.count }

    /// Puts the cursor before the character at `column` (1-based, in Unicode scalars, as
    /// parse errors count), so that the user can fix the text where it went wrong.
    public mutating func moveToScalarColumn(_ column: Int) {
        var scalars = 0
        cursor = characters.count
        for (index, character) in characters.enumerated() {
            if scalars + 1 >= column {
                cursor = index
                return
            }
            scalars += character.unicodeScalars.count
        }
    }
}
