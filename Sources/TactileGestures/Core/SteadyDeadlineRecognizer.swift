/// A recognizer whose ``GestureRecognizer/nextDeadline()`` no plain move brings earlier: a
/// pointer's move in a context that holds nothing back (``GestureContext/holdsNothingBack``),
/// with no other pointer's move of the frame following; one so followed only lets a leaf keep
/// the move and owe its value until the next input not so followed.
///
/// ```swift
/// extension SimultaneousGesture.Recognizer: SteadyDeadlineRecognizer
///     where First.Recognizer: SteadyDeadlineRecognizer, Second.Recognizer: SteadyDeadlineRecognizer {}
/// ```
///
/// An erased recognizer (``AnyGesture``) of a conforming tree keeps what it last learned of its
/// deadline across such moves, the most of its inputs, and asks the tree again only when the
/// clock reaches it (see ``AnyGesture/Recognizer/isDue(at:)``): a runtime's clock asks every
/// live gesture on every tick, and most have nothing due. A leaf's deadline comes from holding
/// (an end or a begin held back, a value owed) and from presses and releases; a plain move
/// holds nothing back and owes nothing, so it can only settle such a state. A composition
/// conforms when it passes its context on unchanged and its parts conform (an exclusive
/// gesture's second part may not begin, so it does not).
@usableFromInline package protocol SteadyDeadlineRecognizer: GestureRecognizer {}

extension GestureContext {
    /// Whether this context lets a recognizer both end and begin (see ``SteadyDeadlineRecognizer``).
    @inlinable @inline(__always) var holdsNothingBack: Bool {
        flags & ~(0xFF << Self.morePointersFollowShift) == Self.flags(mayEnd: true, mayBegin: true, morePointersFollow: false)
    }
}

extension DragGesture.Recognizer: SteadyDeadlineRecognizer {}
extension LongPressGesture.Recognizer: SteadyDeadlineRecognizer {}
extension TapGesture.Recognizer: SteadyDeadlineRecognizer {}
extension SpatialTapGesture.Recognizer: SteadyDeadlineRecognizer {}
extension PinchRecognizer: SteadyDeadlineRecognizer {}

extension SimultaneousGesture.Recognizer: SteadyDeadlineRecognizer
where First.Recognizer: SteadyDeadlineRecognizer, Second.Recognizer: SteadyDeadlineRecognizer {}
extension ChangedGesture.Recognizer: SteadyDeadlineRecognizer where Base.Recognizer: SteadyDeadlineRecognizer {}
extension EndedGesture.Recognizer: SteadyDeadlineRecognizer where Base.Recognizer: SteadyDeadlineRecognizer {}
extension CancelledGesture.Recognizer: SteadyDeadlineRecognizer where Base.Recognizer: SteadyDeadlineRecognizer {}
extension MapGesture.Recognizer: SteadyDeadlineRecognizer where Base.Recognizer: SteadyDeadlineRecognizer {}
extension UpdatingGesture.Recognizer: SteadyDeadlineRecognizer where Base.Recognizer: SteadyDeadlineRecognizer {}
