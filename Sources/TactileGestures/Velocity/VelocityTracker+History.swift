extension VelocityTracker {
    /// Records a coalesced move's earlier positions, oldest first, exactly as adding them one
    /// by one with ``add(_:at:)`` would: non-finite ones are ignored, a pause of 40 ms or
    /// more starts over.
    ///
    /// ```swift
    /// tracker.add(context.history)                 // the eight positions since the last frame
    /// tracker.add(event.location, at: event.time)  // then the move itself
    /// ```
    ///
    /// A drag adds eight or more positions a frame: a batch as digitizers report it (finite,
    /// in order, without a pause) is checked and copied in one pass (see
    /// ``addInOrder(_:then:)``); any other is taken sample by sample, the ring's bookkeeping in
    /// registers through the batch and stored once. O(1) per sample, no allocation.
    @inlinable public mutating func add(_ history: PointerHistory) {
        guard !history.isEmpty else { return }
        if addInOrder(history, then: nil) { return }
        var (serial, count, newestTime, ascendingFrom) = (self.serial, self.count, self.newestTime, self.ascendingFrom)
        let before = serial
        var pausedLongEnough = false
        withUnsafeMutablePointer(to: &columns) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: Self.columnStride * 3) { base in
                for sample in history.samples {
                    let (time, x, y) = (sample.time, sample.location.x, sample.location.y)
                    guard Self.areFinite(x, y, time) else { continue }
                    if Self.admit(time, serial: &serial, count: &count, newestTime: &newestTime, ascendingFrom: &ascendingFrom) {
                        pausedLongEnough = true
                    }
                    Self.storeUnmirrored(time, x, y, serial: serial, in: base)
                }
                Self.mirror(in: base)
            }
        }
        // Every finite position took a serial: none did if the serial stayed.
        guard serial != before else { return }
        (self.serial, self.count, self.newestTime, self.ascendingFrom) = (serial, count, newestTime, ascendingFrom)
        if pausedLongEnough { moments.isValid = false }
        fitted = nil
    }

    /// Records a coalesced move's earlier positions and then the move's own, exactly as
    /// ``add(_:)`` and then ``add(_:at:)`` would.
    ///
    /// ```swift
    /// tracker.add(context.history, then: event.location, at: event.time)
    /// ```
    ///
    /// A drag records both on every move: in order (see ``addInOrder(_:then:)``), the move is
    /// checked and stored with its history, and the ring's mirrored slots written once.
    @inlinable @inline(__always) mutating func add(_ history: PointerHistory, then point: Point, at time: Double) {
        if addInOrder(history, then: PointerSample(time: time, location: point)) { return }
        add(history)
        add(point, at: time)
    }

    /// Records `history`, then `last` if any, if every sample is finite and none comes before
    /// the newest sample so far, or 40 ms or more after it: then no sample is ignored, nothing
    /// starts over and the times still ascend, so adding them one by one would only number and
    /// store them. Returns whether it did; otherwise only ring slots past the newest sample
    /// changed, holding the samples before the first that failed, which adding them one by one
    /// stores there again. Either must have a sample.
    ///
    /// Each sample is checked and stored in one pass: checking costs a subtraction and one
    /// comparison (see ``follows(_:_:after:)``), where taking it costs a finiteness test and
    /// the ring's bookkeeping; half the instructions of a drag's batch.
    @inlinable @inline(__always) mutating func addInOrder(_ history: PointerHistory, then last: PointerSample?) -> Bool {
        let batch = history.samples
        var previous = count > 0 ? newestTime : batch.first?.time ?? last.unsafelyUnwrapped.time
        var serial = self.serial
        // Sound: the inline array is the ring's three columns of doubles in a row, and
        // `storeUnmirrored` and `mirror` write only slots of them.
        let isInOrder = withUnsafeMutablePointer(to: &columns) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: Self.columnStride * 3) { base in
                for sample in batch {
                    guard Self.follows(sample.time, sample.location, after: previous) else { return false }
                    serial &+= 1
                    Self.storeUnmirrored(sample.time, sample.location.x, sample.location.y, serial: serial, in: base)
                    previous = sample.time
                }
                if let last {
                    guard Self.follows(last.time, last.location, after: previous) else { return false }
                    serial &+= 1
                    Self.storeUnmirrored(last.time, last.location.x, last.location.y, serial: serial, in: base)
                    previous = last.time
                }
                Self.mirror(in: base)
                return true
            }
        }
        guard isInOrder else { return false }
        self.serial = serial
        // Wrapping: the sum is a count of samples, which cannot overflow.
        count = Swift.min(count &+ batch.count &+ (last == nil ? 0 : 1), Self.capacity)
        newestTime = previous
        fitted = nil
        return true
    }

    /// Whether a sample at `time` and `location` may follow one at `previous` by being
    /// numbered and stored alone: 0 ≤ gap < 40 ms, and `location` finite.
    ///
    /// One unsigned comparison: non-negative numbers order as their bits do, and a negative gap,
    /// an infinite one or NaN has bits above the limit's. A non-finite time makes the gap
    /// infinite or NaN, and v − v is +0 for every finite v and NaN otherwise, so adding the
    /// coordinates' makes it NaN for a non-finite position and leaves it otherwise (but for a
    /// gap of −0, made +0: one `admit` takes as it takes +0, neither late nor out of order).
    @inlinable @inline(__always) static func follows(_ time: Double, _ location: Point, after previous: Double) -> Bool {
        let position = SIMD2(location.x, location.y)
        let offsets = position - position
        return (time - previous + offsets.x + offsets.y).bitPattern < stopGap.bitPattern
    }
}
