/// What a recognizer needs besides the input: coordinate spaces, and whether it may end now.
///
/// ```swift
/// let context = GestureContext(spaces: CoordinateSpaces(local: toLocal))
/// recognizer.update(.pointer(event), in: context)
/// ```
///
/// `mayEnd` is how composition defers success: in `a.exclusively(before: b)`, `b` is told it
/// may not end while `a` could still win. A leaf that would end holds its final value instead
/// and ends on the first update that allows it, so its `onEnded` runs exactly when the
/// composed gesture decides.
public struct GestureContext: Sendable {
    // The history and the flags come first, each in whole words, and the spaces last: each
    // update of an entity's gesture copies its context, and a context so laid out is copied in
    // a few wide moves (the flags as bytes after the spaces' optional bounds were copied one by
    // one, and the word they share after them as well).
    /// For a pointer move: the positions the pointer passed through since its last move was
    /// delivered (empty unless moves were coalesced). Valid only during the update.
    public var history: PointerHistory
    /// ``mayEnd``, ``mayBegin`` and ``morePointersFollow``, a byte each (0 or 1): one store passes
    /// all three on (see ``setFlags(from:)``), and setting one is a store of its byte.
    @usableFromInline var flags: UInt64
    public var spaces: CoordinateSpaces

    // Where each flag's byte lies in `flags`, as a shift.
    @usableFromInline static var morePointersFollowShift: UInt64 { 0 }
    @usableFromInline static var mayEndShift: UInt64 { 8 }
    @usableFromInline static var mayBeginShift: UInt64 { 16 }

    /// Whether a recognizer that would end may end now (see the type's discussion).
    @inlinable public var mayEnd: Bool {
        @inline(__always) get { flag(at: Self.mayEndShift) }
        @inline(__always) set { setFlag(at: Self.mayEndShift, newValue) }
    }
    /// Whether a gesture may become active now. In `a.exclusively(before: b)`, `b` keeps
    /// following its pointers while `a` is active but may not begin (a drag past its minimum
    /// distance stays possible) until `a` fails.
    @inlinable public var mayBegin: Bool {
        @inline(__always) get { flag(at: Self.mayBeginShift) }
        @inline(__always) set { setFlag(at: Self.mayBeginShift, newValue) }
    }
    /// For a pointer move: whether a move of another pointer of the same frame comes next
    /// (a tick's moves, one interaction). A gesture already active may then keep the move and
    /// produce its value on that next input, so that it changes once per frame for all its
    /// fingers, as UIKit reports every moved touch of a frame at once.
    @inlinable public var morePointersFollow: Bool {
        @inline(__always) get { flag(at: Self.morePointersFollowShift) }
        @inline(__always) set { setFlag(at: Self.morePointersFollowShift, newValue) }
    }

    @inlinable @inline(__always) func flag(at shift: UInt64) -> Bool { flags & 1 << shift != 0 }

    /// Sets the flag whose byte is at `shift`: the whole byte, which the compiler writes alone.
    @inlinable @inline(__always) mutating func setFlag(at shift: UInt64, _ value: Bool) {
        flags = flags & ~(0xFF << shift) | UInt64(value ? 1 : 0) << shift
    }

    /// The flags of a context with these values.
    @inlinable @inline(__always)
    static func flags(mayEnd: Bool, mayBegin: Bool, morePointersFollow: Bool) -> UInt64 {
        UInt64(mayEnd ? 1 : 0) << mayEndShift | UInt64(mayBegin ? 1 : 0) << mayBeginShift
            | UInt64(morePointersFollow ? 1 : 0) << morePointersFollowShift
    }

    /// Takes ``mayEnd``, ``mayBegin`` and ``morePointersFollow`` from `other`, in one store: how
    /// the runtime passes an update's context on to the context an entity's recognizer sees.
    @inlinable @inline(__always) package mutating func setFlags(from other: GestureContext) {
        flags = other.flags
    }

    @inlinable public init(spaces: CoordinateSpaces = .identity, mayEnd: Bool = true, mayBegin: Bool = true,
                           history: PointerHistory = .none, morePointersFollow: Bool = false) {
        self.history = history
        flags = Self.flags(mayEnd: mayEnd, mayBegin: mayBegin, morePointersFollow: morePointersFollow)
        self.spaces = spaces
    }

    /// The same context in other coordinate spaces (an entity's own, in a composition across
    /// entities). Built anew rather than copied and changed: the spaces are not copied twice.
    @inlinable public func with(spaces: CoordinateSpaces) -> GestureContext {
        GestureContext(spaces: spaces, mayEnd: mayEnd, mayBegin: mayBegin, history: history,
                       morePointersFollow: morePointersFollow)
    }

    /// The same context for a child that may begin only if this context may and `allowed`.
    @inlinable @inline(__always) public func allowingBegin(_ allowed: Bool) -> GestureContext {
        var copy = self
        if !allowed { copy.mayBegin = false }
        return copy
    }

    /// The same context for a child that may end only if this context may and `allowed`.
    @inlinable @inline(__always) public func allowingEnd(_ allowed: Bool) -> GestureContext {
        var copy = self
        if !allowed { copy.mayEnd = false }
        return copy
    }

    /// The same context for a child that may neither begin nor end (an exclusive gesture's second
    /// while its first is active): one copy where chaining ``allowingEnd(_:)`` and
    /// ``allowingBegin(_:)`` makes two.
    @inlinable @inline(__always) var allowingNeither: GestureContext {
        var copy = self
        copy.mayEnd = false
        copy.mayBegin = false
        return copy
    }

    /// The same context for a child whose ending does not end its parent (a sequence's first).
    @inlinable @inline(__always) public var endingFreely: GestureContext {
        var copy = self
        copy.mayEnd = true
        return copy
    }
}
