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
    // The flags follow the spaces, in the bytes their optional bounds leave before the next
    // word, and the history comes last: a context is then 112 bytes without gaps, copied in a
    // few wide moves where each update of an entity's gesture copies it (121 bytes in pieces
    // otherwise).
    public var spaces: CoordinateSpaces
    public var mayEnd: Bool
    /// Whether a gesture may become active now. In `a.exclusively(before: b)`, `b` keeps
    /// following its pointers while `a` is active but may not begin (a drag past its minimum
    /// distance stays possible) until `a` fails.
    public var mayBegin: Bool
    /// For a pointer move: whether a move of another pointer of the same frame comes next
    /// (a tick's moves, one interaction). A gesture already active may then keep the move and
    /// produce its value on that next input, so that it changes once per frame for all its
    /// fingers, as UIKit reports every moved touch of a frame at once.
    public var morePointersFollow: Bool
    /// For a pointer move: the positions the pointer passed through since its last move was
    /// delivered (empty unless moves were coalesced). Valid only during the update.
    public var history: PointerHistory

    @inlinable public init(spaces: CoordinateSpaces = .identity, mayEnd: Bool = true, mayBegin: Bool = true,
                           history: PointerHistory = .none, morePointersFollow: Bool = false) {
        self.spaces = spaces
        self.mayEnd = mayEnd
        self.mayBegin = mayBegin
        self.history = history
        self.morePointersFollow = morePointersFollow
    }

    /// The same context in other coordinate spaces (an entity's own, in a composition across
    /// entities). Built anew rather than copied and changed: the spaces are not copied twice.
    @inlinable public func with(spaces: CoordinateSpaces) -> GestureContext {
        GestureContext(spaces: spaces, mayEnd: mayEnd, mayBegin: mayBegin, history: history,
                       morePointersFollow: morePointersFollow)
    }

    /// The same context for a child that may begin only if this context may and `allowed`.
    @inlinable public func allowingBegin(_ allowed: Bool) -> GestureContext {
        var copy = self
        copy.mayBegin = mayBegin && allowed
        return copy
    }

    /// The same context for a child that may end only if this context may and `allowed`.
    @inlinable public func allowingEnd(_ allowed: Bool) -> GestureContext {
        var copy = self
        copy.mayEnd = mayEnd && allowed
        return copy
    }

    /// The same context for a child that may neither begin nor end (an exclusive gesture's second
    /// while its first is active): one copy where chaining ``allowingEnd(_:)`` and
    /// ``allowingBegin(_:)`` makes two.
    @inlinable var allowingNeither: GestureContext {
        var copy = self
        copy.mayEnd = false
        copy.mayBegin = false
        return copy
    }

    /// The same context for a child whose ending does not end its parent (a sequence's first).
    @inlinable public var endingFreely: GestureContext {
        var copy = self
        copy.mayEnd = true
        return copy
    }
}
