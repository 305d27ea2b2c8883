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
        addOneByOne(history)
    }

    /// ``add(_:)`` for a batch that ``addInOrder(_:then:)`` did not take.
    @inlinable mutating func addOneByOne(_ history: PointerHistory) {
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
        addOneByOne(history, then: point, at: time)
    }

    /// ``add(_:then:at:)`` for a batch that ``addInOrder(_:then:)`` did not take: out of line,
    /// as a digitizer's batches never come here, and in line it would stand between the
    /// recognizer and the fast path (the batch is not tried in order a second time).
    @inlinable @inline(never) mutating func addOneByOne(_ history: PointerHistory, then point: Point, at time: Double) {
        addOneByOne(history)
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
    /// the ring's bookkeeping; half the instructions of a drag's batch. Two at a time while two
    /// remain (see ``Two``): checked in one test and stored a column at a time.
    @inlinable @inline(__always) mutating func addInOrder(_ history: PointerHistory, then last: PointerSample?) -> Bool {
        let batch = history.samples
        var previous = count > 0 ? newestTime : batch.first?.time ?? last.unsafelyUnwrapped.time
        var serial = self.serial
        // Sound: the inline array is the ring's three columns of doubles in a row, and
        // `storeUnmirrored`, `Two.store` and `mirror` write only slots of them.
        let isInOrder = withUnsafeMutablePointer(to: &columns) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: Self.columnStride * 3) { base in
                let inTwos = batch.count & ~1
                if var pair = batch.baseAddress {
                    // Sound: the pairs from the batch's start to `end` lie within it.
                    let end = pair + inTwos
                    var slot = (serial &+ 1) & (Self.slots - 1)
                    while pair < end {
                        let two = Two(pair)
                        guard two.follows(after: previous) else { return false }
                        two.store(at: slot, in: base)
                        slot = (slot &+ 2) & (Self.slots - 1)
                        pair += 2
                        previous = two.time[1]
                    }
                }
                serial &+= inTwos
                // An odd batch leaves one sample after its pairs: taken without a loop.
                if inTwos < batch.count {
                    let sample = batch[inTwos]
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

    /// Two samples of a history in a row, a column each: one a lane, as the ring keeps them.
    ///
    /// ```swift
    /// let two = Two(samples)                  // samples[0...1]
    /// if two.follows(after: previous) { two.store(at: slot, in: base) }
    /// ```
    ///
    /// Read in three loads and three shuffles, checked with one comparison of both lanes,
    /// stored in three: two thirds of what taking them one at a time costs.
    @usableFromInline struct Two {
        @usableFromInline let time: SIMD2<Double>, x: SIMD2<Double>, y: SIMD2<Double>

        /// The two samples from `samples` on, which must be readable.
        @inlinable @inline(__always) init(_ samples: UnsafePointer<PointerSample>) {
            // Sound: a sample is its time, x and y, three doubles in a row (asserted), so the
            // two are six; a raw load needs no alignment.
            assert(MemoryLayout<PointerSample>.stride == 3 * MemoryLayout<Double>.stride)
            let raw = UnsafeRawPointer(samples)
            let a = raw.loadUnaligned(as: SIMD2<Double>.self)                    // t0 x0
            let b = raw.loadUnaligned(fromByteOffset: 16, as: SIMD2<Double>.self)  // y0 t1
            let c = raw.loadUnaligned(fromByteOffset: 32, as: SIMD2<Double>.self)  // x1 y1
            (time, x, y) = (SIMD2(a[0], b[1]), SIMD2(a[1], c[0]), SIMD2(b[0], c[1]))
        }

        /// Whether each sample follows the one before (the first, a sample at `previous`) as
        /// ``VelocityTracker/follows(_:_:after:)`` tells, the same sums lane by lane.
        @inlinable @inline(__always) func follows(after previous: Double) -> Bool {
            let gaps = time - SIMD2(previous, time[0]) + (x - x) + (y - y)
            // Sound: both are two 64-bit lanes; a double's lane becomes its bit pattern.
            let bits = unsafeBitCast(gaps, to: SIMD2<UInt64>.self)
            return all(bits .< SIMD2(repeating: VelocityTracker.stopGap.bitPattern))
        }

        /// Writes the two into the ring's columns at `base`, from `slot` (below ``slots``) on:
        /// from the ring's last slot, the second lands in the first's mirror and is copied to
        /// the first.
        @inlinable @inline(__always) func store(at slot: Int, in base: UnsafeMutablePointer<Double>) {
            // Sound: `slot + 1` is within the slots and their mirrors, which every column has
            // room for; a raw store needs no alignment.
            let raw = UnsafeMutableRawPointer(base + slot)
            let stride = VelocityTracker.columnStride * MemoryLayout<Double>.stride
            raw.storeBytes(of: time, as: SIMD2<Double>.self)
            raw.storeBytes(of: x, toByteOffset: stride, as: SIMD2<Double>.self)
            raw.storeBytes(of: y, toByteOffset: 2 * stride, as: SIMD2<Double>.self)
            guard slot == VelocityTracker.slots &- 1 else { return }
            let (first, mirror) = (base, base + VelocityTracker.slots)
            first[0] = mirror[0]
            first[VelocityTracker.columnStride] = mirror[VelocityTracker.columnStride]
            first[2 &* VelocityTracker.columnStride] = mirror[2 &* VelocityTracker.columnStride]
        }
    }
}
