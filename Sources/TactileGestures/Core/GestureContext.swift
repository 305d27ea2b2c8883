/// What a recognizer needs besides the input: coordinate spaces, the keyboard modifiers held,
/// and whether it may begin or end now.
///
/// ```swift
/// let context = GestureContext(spaces: CoordinateSpaces(local: toLocal))
/// recognizer.update(.pointer(event), in: context)
/// ```
///
/// `mayEnd` is how composition defers success: in `a.exclusively(before: b)`, `b` is told it
/// may not end while `a` could still win. A leaf that would end holds its final value instead
/// and ends on the first update that allows it, so its `onEnded` runs exactly when the
/// composed gesture decides. A plain value; copying it retains the named spaces, if any.
public struct GestureContext: Sendable {
    public var spaces: CoordinateSpaces
    /// Whether a recognizer that would end may end now (see the type's discussion).
    public var mayEnd: Bool
    /// Whether a gesture may become active now. In `a.exclusively(before: b)`, `b` keeps
    /// following its pointers while `a` is active but may not begin (a drag past its minimum
    /// distance stays possible) until `a` fails.
    public var mayBegin: Bool
    /// The keyboard modifiers held as the input happens (``Gesture/modifiers(_:)`` asks).
    public var modifiers: EventModifiers
    /// How long after a press a control shows itself pressed (seconds): 0, or inside a scroll
    /// view 0.15, as UIScrollView delays its content's touches, so that a press that turns
    /// into a scroll never flashes the button under it (``PressGesture`` reads it).
    public var pressDelay: Double

    @inlinable public init(spaces: CoordinateSpaces = .identity, mayEnd: Bool = true, mayBegin: Bool = true,
                           modifiers: EventModifiers = [], pressDelay: Double = 0) {
        self.spaces = spaces
        self.mayEnd = mayEnd
        self.mayBegin = mayBegin
        self.modifiers = modifiers
        self.pressDelay = pressDelay
    }

    /// The same context in other coordinate spaces (an entity's own, in a composition across
    /// entities).
    @inlinable public func with(spaces: CoordinateSpaces) -> GestureContext {
        // Built afresh rather than copied and changed: the spaces given move in, and the old
        // ones are never retained.
        GestureContext(spaces: spaces, mayEnd: mayEnd, mayBegin: mayBegin, modifiers: modifiers, pressDelay: pressDelay)
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

    /// The same context for a child whose ending does not end its parent (a sequence's first).
    @inlinable public var endingFreely: GestureContext {
        var copy = self
        copy.mayEnd = true
        return copy
    }
}
