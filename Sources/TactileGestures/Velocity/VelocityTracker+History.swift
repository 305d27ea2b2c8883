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
    /// A drag adds eight or more positions a frame: here the ring's bookkeeping stays in
    /// registers through the batch and is stored once. O(1) per sample, no allocation.
    @inlinable public mutating func add(_ history: PointerHistory) {
        guard !history.isEmpty else { return }
        var (serial, count, newestTime, ascendingFrom) = (self.serial, self.count, self.newestTime, self.ascendingFrom)
        let before = serial
        var pausedLongEnough = false
        withUnsafeMutablePointer(to: &samples) { storage in
            storage.withMemoryRebound(to: Sample.self, capacity: Self.slots) { ring in
                for sample in history.samples {
                    let (time, x, y) = (sample.time, sample.location.x, sample.location.y)
                    guard Self.areFinite(x, y, time) else { continue }
                    if Self.admit(time, serial: &serial, count: &count, newestTime: &newestTime, ascendingFrom: &ascendingFrom) {
                        pausedLongEnough = true
                    }
                    Self.store(time, x, y, at: ring + (serial & (Self.slots - 1)))
                }
            }
        }
        // Every finite position took a serial: none did if the serial stayed.
        guard serial != before else { return }
        (self.serial, self.count, self.newestTime, self.ascendingFrom) = (serial, count, newestTime, ascendingFrom)
        if pausedLongEnough { moments.isValid = false }
        fitted = nil
    }
}
