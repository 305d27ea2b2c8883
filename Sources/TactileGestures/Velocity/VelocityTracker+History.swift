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
    /// in order, without a pause) is checked first and then copied (see
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
    /// store them. Returns whether it did; otherwise nothing changed. Either must have a sample.
    ///
    /// Checking each sample costs a subtraction and one comparison, where taking it costs a
    /// finiteness test and the ring's bookkeeping: half the instructions of a drag's batch.
    @inlinable @inline(__always) mutating func addInOrder(_ history: PointerHistory, then last: PointerSample?) -> Bool {
        let batch = history.samples
        var previous = count > 0 ? newestTime : batch.first?.time ?? last.unsafelyUnwrapped.time
        var offsets = SIMD2<Double>()
        // 0 ≤ gap < 40 ms in one unsigned comparison: non-negative numbers order as their bits
        // do, and a negative gap (−0 too), an infinite one or NaN has bits above the limit's. A
        // non-finite time makes the gap infinite or NaN. v − v is 0 for every finite v and NaN
        // otherwise: the offsets stay 0 while all positions are finite.
        for sample in batch {
            guard (sample.time - previous).bitPattern < Self.stopGap.bitPattern else { return false }
            let position = SIMD2(sample.location.x, sample.location.y)
            offsets += position - position
            previous = sample.time
        }
        if let last {
            guard (last.time - previous).bitPattern < Self.stopGap.bitPattern else { return false }
            let position = SIMD2(last.location.x, last.location.y)
            offsets += position - position
            previous = last.time
        }
        guard offsets.x + offsets.y == 0 else { return false }
        var serial = self.serial
        // Sound: the inline array is the ring's three columns of doubles in a row, and
        // `storeUnmirrored` and `mirror` write only slots of them.
        withUnsafeMutablePointer(to: &columns) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: Self.columnStride * 3) { base in
                for sample in batch {
                    serial &+= 1
                    Self.storeUnmirrored(sample.time, sample.location.x, sample.location.y, serial: serial, in: base)
                }
                if let last {
                    serial &+= 1
                    Self.storeUnmirrored(last.time, last.location.x, last.location.y, serial: serial, in: base)
                }
                Self.mirror(in: base)
            }
        }
        self.serial = serial
        count = Swift.min(count + batch.count + (last == nil ? 0 : 1), Self.capacity)
        newestTime = previous
        fitted = nil
        return true
    }
}
