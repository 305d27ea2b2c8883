extension VelocityTracker {
    /// The normal equations' sums over a window of the ring known to lie within the horizon,
    /// newest sample first: what ``Moments/add(_:_:)`` sums, term for term and in the same
    /// order, so bit for bit the same, in fewer instructions.
    ///
    /// ```swift
    /// var window = WindowSums()
    /// window.add(samples, from: serial, downTo: front)
    /// window.store(into: &moments)
    /// ```
    ///
    /// A coalescing drag brings eight samples a frame and so sums its twenty afresh on every
    /// move: here each sample is read once, without a horizon test or a wrapped index, and
    /// the time powers are summed two at a time (Σt with Σt², Σt³ with Σt⁴). The count is
    /// the window's length rather than a sum of ones (exactly the same number). Distinct
    /// times are not counted here: the fit needs only to know there are three, which the
    /// newest few samples of an ascending window tell (see
    /// ``VelocityTracker/hasEnoughDistinctTimes(_:from:downTo:)``). O(1) per sample, no
    /// allocation.
    @usableFromInline struct WindowSums: Sendable {
        /// Σt and Σt², in milliseconds from the origin.
        @usableFromInline var low = SIMD2<Double>()
        /// Σt³ and Σt⁴.
        @usableFromInline var high = SIMD2<Double>()
        /// Σp, Σt·p and Σt²·p, x and y side by side.
        @usableFromInline var r0 = SIMD2<Double>(), r1 = SIMD2<Double>(), r2 = SIMD2<Double>()
        @usableFromInline var summed = 0

        @inlinable init() {}

        /// Sums the samples with serials `newest` down to `oldest` (at most one ring's worth),
        /// about the newest: in at most two runs of consecutive slots, since the ring wraps
        /// once at most.
        ///
        /// The newest sample itself is counted but not added: about itself its terms are all +0,
        /// and adding +0 leaves a sum as it is, bit for bit, unless the sum is −0, which these
        /// never are (they start at +0, and a sum is −0 only when both its terms are).
        @inlinable @inline(__always)
        mutating func add(_ samples: UnsafeBufferPointer<Sample>, from newest: Int, downTo oldest: Int) {
            guard let base = samples.baseAddress, newest >= oldest else { return }
            let mask = VelocityTracker.slots - 1
            let origin = base[newest & mask]
            summed = newest - oldest + 1
            var serial = newest - 1
            while serial >= oldest {
                let slot = serial & mask
                let runLength = min(slot, serial - oldest) + 1
                var position = base + slot
                let end = position - runLength
                while position != end {
                    add(position.pointee, about: origin)
                    position -= 1
                }
                serial -= runLength
            }
        }

        @inlinable @inline(__always) mutating func add(_ sample: Sample, about origin: Sample) {
            let t = (sample.time - origin.time) * 1000
            let p = SIMD2(sample.x, sample.y) - SIMD2(origin.x, origin.y)
            let tt = t * t
            let powers = SIMD2(t, tt)
            low += powers
            high += powers * tt
            r0 += p
            r1 += t * p
            r2 += tt * p
        }

        /// Writes the sums into `moments` (its origin, serials and bookkeeping untouched).
        @inlinable @inline(__always) func store(into moments: inout Moments) {
            moments.n = Double(summed)
            (moments.t1, moments.t2, moments.t3, moments.t4) = (low.x, low.y, high.x, high.y)
            (moments.r0, moments.r1, moments.r2) = (r0, r1, r2)
        }
    }
}
