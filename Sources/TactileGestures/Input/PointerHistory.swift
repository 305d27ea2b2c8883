/// One earlier position of a pointer, as reported by the device.
public struct PointerSample: Hashable, Sendable {
    /// Seconds on the same clock as ``PointerEvent/time``.
    public var time: Double
    /// In the same coordinates as ``PointerEvent/location``.
    public var location: Point

    @inlinable public init(time: Double, location: Point) {
        self.time = time
        self.location = location
    }
}

/// The positions a pointer passed through, oldest first, before the move being delivered:
/// moves of one pointer within a frame arrive as one move with its history, as Android batches
/// motion events and UIKit coalesces touches.
///
/// ```swift
/// let samples = [PointerSample(time: 0.001, location: a), PointerSample(time: 0.002, location: b)]
/// samples.withUnsafeBufferPointer { buffer in
///     session.handle(PointerEvent(.move, pointer: 1, at: c, time: 0.003), history: PointerHistory(buffer))
/// }
/// ```
///
/// Recognizers see the move's own location as current; the history feeds velocity and the
/// distance thresholds (a press that strayed and came back within a frame still fails).
/// A view of the caller's buffer, valid only during the call it is passed to: recognizers
/// read it and never keep it. O(1) to pass; no allocation.
public struct PointerHistory: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline let samples: UnsafeBufferPointer<PointerSample>

    /// No earlier positions: an ordinary move.
    public static let none = PointerHistory(UnsafeBufferPointer(start: nil, count: 0))

    /// A view of `samples`, which must outlive every use of the history.
    @inlinable public init(_ samples: UnsafeBufferPointer<PointerSample>) { self.samples = samples }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { samples.count }
    @inlinable public subscript(position: Int) -> PointerSample { samples[position] }
}

extension PointerHistory {
    /// The latest time among the positions and the greatest squared distance of one from
    /// `point`, in one pass; `-infinity` and `-1` when there are none (NaN counts as none).
    ///
    /// ```swift
    /// let reach = history.reach(from: start)
    /// reach.farthestSquared.squareRoot() >= slop   // some position lay `slop` or farther away
    /// ```
    ///
    /// A question of any position ("did one lie 45 pt away, did one come 0.75 s late?") is a
    /// question of the extreme one, asked once: a difference of times and a square root never
    /// fall as their argument grows, so the extreme position passes a threshold exactly when
    /// some position does. Squares are summed as ``Vector/length`` sums them, so the root is
    /// that of ``Point/distance(to:)``, bit for bit. Two positions at a time, one a lane: the
    /// extremes are the same numbers (only a zero's sign may come from another position, which
    /// no threshold sees). O(n), no allocation.
    @inlinable @inline(__always) func reach(from point: Point) -> (latestTime: Double, farthestSquared: Double) {
        var latest = SIMD2<Double>(repeating: -.infinity), farthest = SIMD2<Double>(repeating: -1)
        let (x, y) = (SIMD2(repeating: point.x), SIMD2(repeating: point.y))
        var position = 0
        while position &+ 1 < samples.count {
            let (a, b) = (samples[position], samples[position &+ 1])
            // Plain comparisons: a NaN never replaces the extreme, as it never passes a threshold.
            let times = SIMD2(a.time, b.time)
            latest.replace(with: times, where: times .> latest)
            let dx = x - SIMD2(a.location.x, b.location.x), dy = y - SIMD2(a.location.y, b.location.y)
            let squared = dx * dx + dy * dy
            farthest.replace(with: squared, where: squared .> farthest)
            position &+= 2
        }
        if position < samples.count {
            let last = samples[position]
            if last.time > latest[0] { latest[0] = last.time }
            let offset = point - last.location
            let squared = offset.width * offset.width + offset.height * offset.height
            if squared > farthest[0] { farthest[0] = squared }
        }
        return (latest[1] > latest[0] ? latest[1] : latest[0], farthest[1] > farthest[0] ? farthest[1] : farthest[0])
    }
}

extension PointerHistory {
    /// The latest time among the positions and `sample`, and the box they all lie in, in one
    /// pass; a NaN among the positions moves neither (a NaN in `sample` stays).
    ///
    /// A position's distance from a point is at most the distance of the box's farthest
    /// corner: a difference, its square and a sum never fall as their arguments grow in
    /// magnitude. Cheaper than ``reach(from:)``: no arithmetic, only comparisons. O(n), no
    /// allocation.
    @inlinable @inline(__always)
    func bounds(with sample: PointerSample) -> (latestTime: Double, lower: SIMD2<Double>, upper: SIMD2<Double>) {
        var latest = SIMD2<Double>(repeating: sample.time)
        var lower = SIMD2(sample.location.x, sample.location.y), upper = lower
        var position = 0
        while position &+ 1 < samples.count {
            let (a, b) = (samples[position], samples[position &+ 1])
            // Plain comparisons: a NaN never moves a bound.
            let times = SIMD2(a.time, b.time)
            latest.replace(with: times, where: times .> latest)
            let (p, q) = (SIMD2(a.location.x, a.location.y), SIMD2(b.location.x, b.location.y))
            lower.replace(with: p, where: p .< lower)
            upper.replace(with: p, where: p .> upper)
            lower.replace(with: q, where: q .< lower)
            upper.replace(with: q, where: q .> upper)
            position &+= 2
        }
        if position < samples.count {
            let last = samples[position]
            if last.time > latest[0] { latest[0] = last.time }
            let p = SIMD2(last.location.x, last.location.y)
            lower.replace(with: p, where: p .< lower)
            upper.replace(with: p, where: p .> upper)
        }
        return (latest[1] > latest[0] ? latest[1] : latest[0], lower, upper)
    }
}

/// A coalesced move taken apart: each earlier position as the move it was, then the move
/// itself, for recognizers whose decisions (a deadline, a stray) depend on every position.
@usableFromInline struct UncoalescedMoves: Sequence, IteratorProtocol {
    @usableFromInline let event: PointerEvent
    @usableFromInline let history: PointerHistory
    @usableFromInline var position = 0

    @inlinable init(event: PointerEvent, history: PointerHistory) {
        self.event = event
        self.history = history
    }

    @inlinable mutating func next() -> GestureInput? {
        defer { position += 1 }
        if position < history.count { return .pointer(event.at(history[position])) }
        return position == history.count ? .pointer(event) : nil
    }
}

extension GestureInput {
    /// The moves a coalesced move of `pointer`'s pointer stands for, when one of its earlier
    /// positions could decide on its own: it lies `distance` or farther from the start, or
    /// `duration` or later after the press. `nil` for any other input, and when no earlier
    /// position could: the move alone then decides as its positions would have. Asked after
    /// ``PrimaryPointer/followsStayingMove(_:history:within:before:)``, which takes the moves
    /// that stay near and early: the exact pass is left for the rest. Always inlined: a tap
    /// and a long press ask on every input, and a call returns its answer through memory.
    @inlinable @inline(__always) func uncoalesced(in context: GestureContext, following pointer: PrimaryPointer,
                                strayingBeyond distance: Double, orLasting duration: Double) -> UncoalescedMoves? {
        guard case .pointer(let event) = self, event.kind == .move, !context.history.isEmpty,
              pointer.tracks(event.pointer) else { return nil }
        let history = context.history
        let reach = history.reach(from: pointer.startLocation)
        guard reach.latestTime - pointer.startTime >= duration || reach.farthestSquared.squareRoot() >= distance
        else { return nil }
        return UncoalescedMoves(event: event, history: history)
    }
}

extension PrimaryPointer {
    /// Follows `input` if it is a move of this pointer to a finite location that, with each
    /// earlier position in `history`, lies less than `distance` from the start and comes less
    /// than `duration` after the press: a move that decides nothing for a tap or a long press,
    /// which need only its location. Returns whether it did; otherwise nothing changed.
    ///
    /// One box of the positions and the move answers for all of them (see
    /// ``PointerHistory/bounds(with:)``), and for the move's own deadline and distance: a
    /// double tap's finger in a pinch stays near for the whole pinch, and is asked on every move.
    /// The box also tells a finite location without a test of its own: a coordinate of the
    /// move that is infinite makes the corner's distance infinite, and one that is NaN makes
    /// both of the box's bounds in it NaN, and with them the distance.
    @inlinable @inline(__always) mutating func followsStayingMove(_ input: GestureInput, history: PointerHistory,
                                                                within distance: Double, before duration: Double) -> Bool {
        guard case .pointer(let event) = input, event.kind == .move, tracks(event.pointer) else { return false }
        let box = history.bounds(with: PointerSample(time: event.time, location: event.location))
        guard box.latestTime - startTime < duration else { return false }
        let start = startLocation
        let dx = Swift.max((start.x - box.lower.x).magnitude, (start.x - box.upper.x).magnitude)
        let dy = Swift.max((start.y - box.lower.y).magnitude, (start.y - box.upper.y).magnitude)
        guard (dx * dx + dy * dy).squareRoot() < distance else { return false }
        location = event.location
        return true
    }
}

extension GestureContext {
    /// The same context without coalesced positions.
    @inlinable var withoutHistory: GestureContext {
        var copy = self
        copy.history = .none
        return copy
    }
}

extension PointerEvent {
    /// This move as it was at an earlier, coalesced position.
    @inlinable func at(_ sample: PointerSample) -> PointerEvent {
        var copy = self
        copy.location = sample.location
        copy.time = sample.time
        return copy
    }
}
