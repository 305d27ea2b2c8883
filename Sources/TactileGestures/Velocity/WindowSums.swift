extension VelocityTracker {
    /// The normal equations' sums over a window of the ring known to lie within the horizon:
    /// what ``Moments/add(_:_:)`` sums, term for term, with the samples taken four at a time,
    /// newest first, each of four lanes summing its own samples and the lanes added at the end.
    ///
    /// ```swift
    /// var window = WindowSums()
    /// window.add(samples, from: serial, downTo: front)
    /// window.store(into: &moments)
    /// ```
    ///
    /// A coalescing drag brings eight samples a frame and so sums its twenty afresh on every
    /// move: here each sample is read once, without a horizon test, four at a time from the
    /// ring's columns (see ``VelocityTracker/Ring``), one a lane. Four chains of additions
    /// take a quarter as long as one, each power of the time is computed for four samples at
    /// once, and times are summed in seconds and turned into milliseconds once, totalled.
    /// Products are rounded before they are added, not fused: a build for a processor without
    /// FMA would call the C library for each. The order of the additions is not the plain
    /// fit's, so the sums may differ from it in their last bits; they are the same for the same
    /// ring. The count is
    /// the window's length rather than a sum of ones (exactly the same number). Distinct times
    /// are not counted here: the fit needs only to know there are three, which the newest few
    /// samples of an ascending window tell (see
    /// ``VelocityTracker/hasEnoughDistinctTimes(_:from:downTo:)``). O(1) per sample, no
    /// allocation.
    @usableFromInline struct WindowSums: Sendable {
        /// Σt, Σt², Σt³ and Σt⁴, in seconds from the origin, a sum per lane.
        @usableFromInline var t1 = SIMD4<Double>(), t2 = SIMD4<Double>(), t3 = SIMD4<Double>(), t4 = SIMD4<Double>()
        /// Σp, Σt·p and Σt²·p along each axis, lanes as above.
        @usableFromInline var x0 = SIMD4<Double>(), x1 = SIMD4<Double>(), x2 = SIMD4<Double>()
        @usableFromInline var y0 = SIMD4<Double>(), y1 = SIMD4<Double>(), y2 = SIMD4<Double>()
        @usableFromInline var summed = 0

        @inlinable init() {}

        /// Sums the samples with serials `newest` down to `oldest` (at most one ring's worth),
        /// about the newest, four at a time, newest first.
        ///
        /// When their number is not a multiple of four, the last four read reach past the
        /// oldest: those lanes take the origin instead, whose terms about itself are all +0,
        /// and adding +0 leaves a sum as it is, bit for bit, unless the sum is −0, which these
        /// never are (they start at +0, and a sum is −0 only when both its terms are).
        @inlinable @inline(__always)
        mutating func add(_ samples: Ring, from newest: Int, downTo oldest: Int) {
            guard newest >= oldest else { return }
            let origin = samples[newest]
            // Serials count samples: wrapping arithmetic, as they cannot overflow.
            summed = newest &- oldest &+ 1
            let mask = VelocityTracker.slots - 1
            // A full window, as a drag's nearly always is: its fours counted down from a known
            // number, each read from a slot computed afresh, with no remainder to ask about.
            if summed == VelocityTracker.capacity {
                for four in 0..<VelocityTracker.capacity / 4 {
                    add(samples.lanes(from: (newest &- 3 &- 4 &* four) & mask), about: origin)
                }
                return
            }
            // The slot of the oldest sample of the next four: stepped down, not recomputed.
            var slot = (newest &- 3) & mask
            var fours = summed &>> 2
            while fours > 0 {
                add(samples.lanes(from: slot), about: origin)
                slot = (slot &- 4) & mask
                fours &-= 1
            }
            let rest = summed & 3
            guard rest != 0 else { return }
            // The lanes' last `rest` samples are the window's oldest; those before are not in it.
            let outside = SIMD4<Int64>(0, 1, 2, 3) .< SIMD4(repeating: Int64(4 &- rest))
            var lanes = samples.lanes(from: slot)
            lanes.time.replace(with: origin.time, where: outside)
            lanes.x.replace(with: origin.x, where: outside)
            lanes.y.replace(with: origin.y, where: outside)
            add(lanes, about: origin)
        }

        /// Adds four samples, one a lane. Times are taken in seconds, turned into milliseconds
        /// once the sums are totalled: one multiplication less per four samples, and one
        /// register fewer held through the loop.
        @inlinable @inline(__always)
        mutating func add(_ lanes: (time: SIMD4<Double>, x: SIMD4<Double>, y: SIMD4<Double>), about origin: Sample) {
            let t = lanes.time - origin.time
            let tt = t * t
            let x = lanes.x - origin.x, y = lanes.y - origin.y
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
            // Seconds to milliseconds: exact powers of ten, one rounding each.
            let t = Self.totals(t1, t2, t3, t4) * SIMD4(1e3, 1e6, 1e9, 1e12)
            let r = Self.totals(x0, y0, x1, y1) * SIMD4(1, 1, 1e3, 1e3)
            (moments.t1, moments.t2, moments.t3, moments.t4) = (t[0], t[1], t[2], t[3])
            moments.r0 = r.lowHalf
            moments.r1 = r.highHalf
            let x2 = self.x2.lowHalf + self.x2.highHalf, y2 = self.y2.lowHalf + self.y2.highHalf
            moments.r2 = (SIMD2(x2[0], y2[0]) + SIMD2(x2[1], y2[1])) * 1e6
        }

        /// The lanes of each of four vectors added up, neighbours first, all four at once:
        /// ((a0 + a1) + (a2 + a3), the same for b, c and d).
        @inlinable @inline(__always)
        static func totals(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ c: SIMD4<Double>, _ d: SIMD4<Double>) -> SIMD4<Double> {
            let ab = SIMD4(a[0], b[0], a[2], b[2]) + SIMD4(a[1], b[1], a[3], b[3])
            let cd = SIMD4(c[0], d[0], c[2], d[2]) + SIMD4(c[1], d[1], c[3], d[3])
            return SIMD4(lowHalf: ab.lowHalf, highHalf: cd.lowHalf) + SIMD4(lowHalf: ab.highHalf, highHalf: cd.highHalf)
        }
    }
}
