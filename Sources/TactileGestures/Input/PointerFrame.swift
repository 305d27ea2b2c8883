/// One position of a pointer, as the device reported it.
///
/// ```swift
/// PointerSample(time: 0.004, location: Point(x: 120, y: 80))
/// ```
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

/// The moves of one frame: every pointer that moved, each with the positions it passed through
/// since its last frame, as UIKit's `touchesMoved` reports a view's touches.
///
/// ```swift
/// var frame = PointerFrame()
/// frame.append(pointer: 1, device: .touch, samples: [PointerSample(time: 0.004, location: a),
///                                                    PointerSample(time: 0.008, location: b)])
/// frame.append(pointer: 2, device: .touch, samples: [PointerSample(time: 0.008, location: c)])
/// session.handle(frame)       // the gesture changes once, with both fingers where they are now
/// frame.removeAll()           // reused for the next frame, without allocating
/// ```
///
/// Recognizers see every sample (thresholds, deadlines between samples, velocity) and produce
/// their value once, at their pointers' last samples. Appending is O(samples); a pointer
/// appended again is merged into its move, O(frame). Storage grows once and is reused.
public struct PointerFrame: Sendable {
    /// One pointer's part of the frame.
    public struct Move: Hashable, Sendable {
        public var pointer: PointerID
        public var device: PointerDevice
        /// The time of the pointer's last sample.
        public var time: Double
        /// The location of the pointer's last sample: where it is now.
        public var location: Point
        /// Where its samples lie in ``PointerFrame/samples``, oldest first.
        public var samples: Range<Int>

        @usableFromInline init(pointer: PointerID, device: PointerDevice, time: Double, location: Point, samples: Range<Int>) {
            (self.pointer, self.device, self.time, self.location, self.samples) = (pointer, device, time, location, samples)
        }
    }

    @usableFromInline var storedMoves: [Move] = []
    @usableFromInline var storedSamples: [PointerSample] = []
    /// One move per pointer, in the order of their last samples.
    @inlinable public var moves: [Move] { storedMoves }
    /// Every move's samples, move after move (for a frame made by ``select(from:moves:)``, also
    /// those of the moves it left out).
    @inlinable public var samples: [PointerSample] { storedSamples }

    /// An empty frame.
    public init() {}

    /// A frame of one pointer's move to one position.
    public init(_ move: PointerEvent) {
        append(pointer: move.pointer, device: move.device,
               samples: CollectionOfOne(PointerSample(time: move.time, location: move.location)))
    }

    /// Adds `pointer`'s positions, oldest first, as the frame's latest move. A pointer already
    /// in the frame keeps its earlier samples and moves to the end. Empty `samples` change nothing.
    @inlinable public mutating func append(pointer: PointerID, device: PointerDevice,
                                           samples added: some Collection<PointerSample>) {
        guard !added.isEmpty else { return }
        let start = storedMoves.contains { $0.pointer == pointer } ? takeOut(pointer) : storedSamples.count
        storedSamples.append(contentsOf: added)
        let last = storedSamples[storedSamples.count - 1]
        storedMoves.append(Move(pointer: pointer, device: device, time: last.time, location: last.location,
                                samples: start..<storedSamples.count))
    }

    /// Adds a move of `pointer` (which is not in the frame) with room for `count` samples, all
    /// `last` until ``writeSamples(_:)`` writes them; returns where they start. How a runtime
    /// builds a frame in one pass, each sample written straight to its place.
    ///
    /// ```swift
    /// let start = frame.appendMove(pointer: 1, device: .touch, sampleCount: 2, last: b)
    /// frame.writeSamples { $0[start] = a }      // the last is already `b`
    /// ```
    @inlinable public mutating func appendMove(pointer: PointerID, device: PointerDevice, sampleCount count: Int,
                                               last: PointerSample) -> Int {
        let start = storedSamples.count
        storedSamples.append(contentsOf: repeatElement(last, count: count))
        storedMoves.append(Move(pointer: pointer, device: device, time: last.time, location: last.location,
                                samples: start..<start + count))
        return start
    }

    /// Lends `body` the samples to write in place (those of moves made with
    /// ``appendMove(pointer:device:sampleCount:last:)``).
    @inlinable public mutating func writeSamples<Result>(_ body: (inout MutableSpan<PointerSample>) throws -> Result) rethrows -> Result {
        var samples = storedSamples.mutableSpan
        return try body(&samples)
    }

    /// Makes this frame a copy of `source` with every sample (and location) mapped through
    /// `transform`, in this frame's own storage.
    @inlinable public mutating func assign(_ source: PointerFrame, mappedThrough transform: AffineTransform) {
        storedMoves.removeAll(keepingCapacity: true)
        storedMoves.append(contentsOf: source.storedMoves)
        storedSamples.removeAll(keepingCapacity: true)
        for sample in source.storedSamples {
            storedSamples.append(PointerSample(time: sample.time, location: transform.apply(to: sample.location)))
        }
        for index in storedMoves.indices {
            storedMoves[index].location = storedSamples[storedMoves[index].samples.upperBound - 1].location
        }
    }

    /// Makes this frame the moves of `source` whose positions `include` admits, sharing
    /// `source`'s samples (no copy); ``releaseSamples()`` lets go of them before `source` is
    /// reused. Nothing is appended to such a frame.
    ///
    /// ```swift
    /// mine.select(from: frame) { owner[$0] == me }
    /// ```
    @inlinable public mutating func select(from source: PointerFrame, moves include: (Int) -> Bool) {
        storedMoves.removeAll(keepingCapacity: true)
        storedSamples = source.storedSamples
        for position in source.storedMoves.indices where include(position) { storedMoves.append(source.storedMoves[position]) }
    }

    /// Lets go of samples shared by ``select(from:moves:)``, so that their owner can reuse them.
    @inlinable public mutating func releaseSamples() {
        storedMoves.removeAll(keepingCapacity: true)
        storedSamples = []
    }

    /// Removes `pointer`'s move and puts its samples last; returns where they start.
    @usableFromInline mutating func takeOut(_ pointer: PointerID) -> Int {
        let index = storedMoves.firstIndex { $0.pointer == pointer }!
        // Its samples go to the end; the moves after it close the gap (each move's samples lie
        // after those of the moves before it).
        let earlier = storedMoves.remove(at: index).samples
        for position in earlier { storedSamples.append(storedSamples[position]) }
        storedSamples.removeSubrange(earlier)
        for later in index..<storedMoves.count {
            let range = storedMoves[later].samples
            storedMoves[later].samples = range.lowerBound - earlier.count ..< range.upperBound - earlier.count
        }
        return storedSamples.count - earlier.count
    }

    /// Empties the frame and keeps its storage: a runtime reuses one frame without allocating.
    @inlinable public mutating func removeAll() {
        storedMoves.removeAll(keepingCapacity: true)
        storedSamples.removeAll(keepingCapacity: true)
    }

    /// `move`'s positions, oldest first; the last is ``Move/location``.
    @inlinable public func samples(of move: Move) -> ArraySlice<PointerSample> { storedSamples[move.samples] }

    /// The move of `pointer`, if it moved in this frame. O(moves).
    @inlinable public func move(of pointer: PointerID) -> Move? { storedMoves.first { $0.pointer == pointer } }

    /// The last move's time; `-infinity` for an empty frame.
    @inlinable public var time: Double { storedMoves.last?.time ?? -.infinity }

    @inlinable public var isEmpty: Bool { storedMoves.isEmpty }
}

extension PointerFrame {
    /// Each move as the pointer events it stands for, in order: every sample of `pointer`'s
    /// move as a move of its own, and every other pointer's move at its last sample.
    ///
    /// ```swift
    /// frame.forEachEvent(samplingEvery: pointer.id) { event in update(.pointer(event)) }
    /// ```
    ///
    /// How a tap and a long press, which decide at each position of their pointer, take a frame.
    func forEachEvent(samplingEvery pointer: PointerID?, _ body: (PointerEvent) -> Void) {
        for move in moves {
            let positions = move.pointer == pointer ? move.samples : move.samples.upperBound - 1 ..< move.samples.upperBound
            for position in positions {
                let sample = samples[position]
                body(PointerEvent(.move, pointer: move.pointer, at: sample.location, time: sample.time, device: move.device))
            }
        }
    }

    /// The frame with each move cut down to its last sample, written into `frame` (emptied first).
    @usableFromInline func lastSamples(into frame: inout PointerFrame) {
        frame.removeAll()
        for move in moves {
            frame.append(pointer: move.pointer, device: move.device, samples: samples[move.samples.upperBound - 1 ..< move.samples.upperBound])
        }
    }

    /// Whether every move has one sample.
    @usableFromInline var hasOneSamplePerMove: Bool { storedMoves.allSatisfy { $0.samples.count == 1 } }
}
