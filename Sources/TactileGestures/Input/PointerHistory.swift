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
