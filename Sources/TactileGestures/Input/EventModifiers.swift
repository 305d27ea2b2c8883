/// The keyboard modifiers held while input happens, with SwiftUI's names.
///
/// ```swift
/// DragGesture().modifiers(.shift)          // counts only while Shift is held
/// ```
///
/// A one-byte option set: copying and testing it costs nothing.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Ctrl.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Alt.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Super ("Windows") key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
