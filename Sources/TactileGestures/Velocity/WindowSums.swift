extension VelocityTracker {
    /// The normal equations' sums over a window of the ring known to lie within the horizon:
    /// what ``Moments/add(_:_:)`` sums, term for term, with the samples taken in pairs, newest
    /// first, the newer and the older of each pair summed apart and the two sums added at the
    /// end.
    ///
    /// ```swift
    /// var window = WindowSums()
    /// window.add(samples, from: serial, downTo: front)
    /// window.store(into: &moments)
    /// ```
    ///
    /// A coalescing drag brings eight samples a frame and so sums its twenty afresh on every
    /// move: here each sample is read once, without a horizon test, two at a time, one a
    /// lane. Two chains of additions take half as long as one, and each power of the time is
    /// computed for both samples at once. The order of the additions is not the plain fit's,
    /// so the sums may differ from it in their last bits; they are the same for the same ring.
    /// The count is the window's length rather than a sum of ones (exactly the same number).
    /// Distinct times are not counted here: the fit needs only to know there are three, which
    /// the newest few samples of an ascending window tell (see
    /// ``VelocityTracker/hasEnoughDistinctTimes(_:from:downTo:)``). O(1) per sample, no
    /// allocation.
    @usableFromInline struct WindowSums: Sendable {
        /// Σt, Σt², Σt³ and Σt⁴, in milliseconds from the origin: the newer sample's of each
        /// pair in the first lane, the older's in the second.
        @usableFromInline var t1 = SIMD2<Double>(), t2 = SIMD2<Double>(), t3 = SIMD2<Double>(), t4 = SIMD2<Double>()
        /// Σp, Σt·p and Σt²·p along each axis, lanes as above.
        @usableFromInline var x0 = SIMD2<Double>(), x1 = SIMD2<Double>(), x2 = SIMD2<Double>()
        @usableFromInline var y0 = SIMD2<Double>(), y1 = SIMD2<Double>(), y2 = SIMD2<Double>()
        @usableFromInline var summed = 0

        @inlinable init() {}

        /// Sums the samples with serials `newest` down to `oldest` (at most one ring's worth),
        /// about the newest, two at a time, newest first.
        ///
        /// When their number is odd, the newest sample itself is counted but not added: about
        /// itself its terms are all +0, and adding +0 leaves a sum as it is, bit for bit, unless
        /// the sum is −0, which these never are (they start at +0, and a sum is −0 only when
        /// both its terms are). The rest then pair up.
        @inlinable @inline(__always)
        mutating func add(_ samples: UnsafeBufferPointer<Sample>, from newest: Int, downTo oldest: Int) {
            guard let base = samples.baseAddress, newest >= oldest else { return }
            let mask = VelocityTracker.slots - 1
            let origin = base[newest & mask]
            summed = newest - oldest + 1
            var serial = summed & 1 == 0 ? newest : newest - 1
            // An even number of samples from `serial` down: in runs of consecutive slots, since
            // the ring wraps once at most, and a pair astride the wrap.
            while serial > oldest {
                let slot = serial & mask
                if slot == 0 {
                    add(base[0], base[mask], about: origin)
                    serial &-= 2
                    continue
                }
                let pairs = min(slot &+ 1, serial &- oldest &+ 1) / 2
                var position = base + slot
                let end = position - 2 * pairs
                while position != end {
                    add(position[0], position[-1], about: origin)
                    position -= 2
                }
                serial &-= 2 * pairs
            }
        }

        /// Adds a pair of samples, the newer in the first lane.
        @inlinable @inline(__always) mutating func add(_ newer: Sample, _ older: Sample, about origin: Sample) {
            let t = (SIMD2(newer.time, older.time) - origin.time) * 1000
            let tt = t * t
            let x = SIMD2(newer.x, older.x) - origin.x, y = SIMD2(newer.y, older.y) - origin.y
            t1 += t
            t2 += tt
            t3 += tt * t
            t4 += tt * tt
            x0 += x
            x1 += t * x
            x2 += tt * x
            y0 += y
            y1 += t * y
            y2 += tt * y
        }

        /// Writes the sums into `moments` (its origin, serials and bookkeeping untouched).
        @inlinable @inline(__always) func store(into moments: inout Moments) {
            moments.n = Double(summed)
            (moments.t1, moments.t2, moments.t3, moments.t4) = (t1.sum(), t2.sum(), t3.sum(), t4.sum())
            moments.r0 = SIMD2(x0.sum(), y0.sum())
            moments.r1 = SIMD2(x1.sum(), y1.sum())
            moments.r2 = SIMD2(x2.sum(), y2.sum())
        }
    }
}
