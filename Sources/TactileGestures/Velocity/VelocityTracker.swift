/// Estimates a pointer's velocity from its recent positions, the way Flutter's tracker does.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 0, y: 0), at: 0.000)
/// tracker.add(Point(x: 10, y: 0), at: 0.010)
/// tracker.add(Point(x: 20, y: 0), at: 0.020)
/// tracker.velocity(at: 0.020)   // ≈ (1000, 0) points per second
/// tracker.velocity(at: 0.080)   // .zero: the pointer has rested for 40 ms or more
/// ```
///
/// Keeps the last 20 samples inline; uses those within 100 ms of the newest, stopping at a gap
/// of 40 ms or more, and fits x(t) and y(t) with a degree-2 least-squares polynomial about the
/// newest sample (as Flutter does), whose slope there is the velocity.
/// Fewer than 3 usable samples (or fewer than 3 distinct times), or a newest sample 40 ms or
/// older, give zero.
///
/// Adding a sample is O(1) and only stores it: a digitizer reports many more samples than
/// anyone asks for a velocity (coalesced moves bring eight or more per frame). ``fit()`` keeps
/// the fit's sums from one call to the next, adding the samples that arrived and subtracting
/// those that left: O(1) per sample that came or went, O(20) when it starts over (see
/// ``Moments``). Nothing allocates.
public struct VelocityTracker: Sendable {
    public static let horizon = 0.100
    public static let stopGap = 0.040
    public static let minimumSamples = 3
    @usableFromInline static let capacity = 20
    /// Ring slots: beyond the window's 20, room for the samples added between two fits, so that
    /// those leaving the window are still there to be subtracted. A power of two, so that
    /// wrapping is a mask.
    @usableFromInline static let slots = 32
    /// Slots past the ring's end that repeat its first ones, so that the four samples from any
    /// slot on lie in a row: a refit reads the window four at a time (see ``WindowSums``).
    @usableFromInline static let mirrored = 3
    /// Doubles from one column of the ring (times, x, y) to the next: its slots and the
    /// mirrored ones, rounded up to whole 32-byte vectors.
    @usableFromInline static let columnStride = 36
    /// Samples added since the last fit above which fitting afresh is cheaper than catching up:
    /// each costs an addition and, once the window is full, a subtraction, and catching up
    /// starts over often when the sums' origin is left behind quickly (a coalescing drag's
    /// eight samples a frame measured slower caught up than fitted afresh).
    @usableFromInline static let catchUpLimit = 4
    /// How far (a multiple of the window's span) summed samples may have lain from the sums'
    /// origin before the sums start over: shifting sums taken far away loses the digits of a
    /// narrow window.
    @usableFromInline static let reachLimit = 2.0
    /// How far (in the distance the fitted velocity covers over the window's span) summed
    /// positions may have lain from the origin before the sums start over: near rest, what
    /// rounding left behind of positions long gone would outweigh the motion.
    @usableFromInline static let positionReachLimit = 10.0

    @usableFromInline struct Sample: Sendable {
        @usableFromInline var time: Double
        @usableFromInline var x: Double
        @usableFromInline var y: Double
        @inlinable init(time: Double, x: Double, y: Double) {
            self.time = time
            self.x = x
            self.y = y
        }
    }

    /// A view of the ring's columns for reading samples by serial, valid while the tracker's
    /// storage is lent.
    ///
    /// ```swift
    /// samples[serial]             // one sample
    /// samples.lanes(from: slot)   // four in a row, one a lane, a column at a time
    /// ```
    @usableFromInline struct Ring {
        @usableFromInline let base: UnsafePointer<Double>

        @inlinable init(_ base: UnsafePointer<Double>) { self.base = base }

        @inlinable @inline(__always) func time(_ serial: Int) -> Double { base[serial & (VelocityTracker.slots - 1)] }

        @inlinable @inline(__always) subscript(serial: Int) -> Sample {
            let (slot, stride) = (serial & (VelocityTracker.slots - 1), VelocityTracker.columnStride)
            return Sample(time: base[slot], x: base[stride &+ slot], y: base[2 &* stride &+ slot])
        }

        /// The samples in slots `slot` to `slot + 3` (`slot` below ``slots``: the mirrored
        /// slots complete the ring's last ones), oldest-slot first.
        @inlinable @inline(__always)
        func lanes(from slot: Int) -> (time: SIMD4<Double>, x: SIMD4<Double>, y: SIMD4<Double>) {
            // Sound: `slot + 3` is within the slots and their mirrors, which every column has
            // room for; a raw load needs no alignment.
            let raw = UnsafeRawPointer(base + slot)
            let stride = VelocityTracker.columnStride * MemoryLayout<Double>.stride
            return (raw.loadUnaligned(as: SIMD4<Double>.self),
                    raw.loadUnaligned(fromByteOffset: stride, as: SIMD4<Double>.self),
                    raw.loadUnaligned(fromByteOffset: 2 * stride, as: SIMD4<Double>.self))
        }
    }

    /// The normal equations' sums over a run of samples, about a fixed origin, in milliseconds
    /// and points; x and y side by side.
    ///
    /// ```swift
    /// moments.include(sample)   // one sample more at the newest end
    /// ```
    ///
    /// Kept from fit to fit and shifted to the newest sample by the binomial expansion when
    /// asked; started over from the window (about the newest sample, exactly the plain fit)
    /// when samples arrived out of order, too many arrived at once, or the origin lies far
    /// from the window compared with its span. O(1) per sample.
    @usableFromInline struct Moments: Sendable {
        @usableFromInline var origin = Sample(time: 0, x: 0, y: 0)
        @usableFromInline var n = 0.0, t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
        @usableFromInline var r0 = SIMD2<Double>(), r1 = SIMD2<Double>(), r2 = SIMD2<Double>()
        /// Serials of the oldest and newest samples summed.
        @usableFromInline var first = 0, last = -1
        /// Neighbouring summed samples at different times: the distinct times, less one, as
        /// the plain fit counts them. Counted with ``positionReach``, when first needed.
        @usableFromInline var changes = 0
        /// The farthest from the origin any sample summed since it was set lay, in
        /// milliseconds: the scale of the rounding the sums carry.
        @usableFromInline var reach = 0.0
        /// The same for positions, in points along either axis; negative until first needed,
        /// so that fitting afresh, as a drag does every frame, does not measure it (nor count
        /// ``changes``, measured in the same pass).
        @usableFromInline var positionReach = -1.0
        @usableFromInline var isValid = false

        @inlinable init() {}

        /// Adds the terms of a sample `t` milliseconds and `p` points from the origin.
        @inlinable @inline(__always) mutating func add(_ t: Double, _ p: SIMD2<Double>) {
            let tt = t * t
            n += 1; t1 += t; t2 += tt; t3 += tt * t; t4 += tt * tt
            r0 += p; r1 += t * p; r2 += tt * p
        }

        @inlinable @inline(__always) mutating func include(_ sample: Sample) {
            let t = (sample.time - origin.time) * 1000, p = SIMD2(sample.x - origin.x, sample.y - origin.y)
            add(t, p)
            // Plain comparisons: every term is finite, so no NaN-aware maximum is needed. Selected,
            // not branched on: a maximum only sometimes moves, and a store in a branch stays one.
            let (tm, xm, ym) = (t.magnitude, p.x.magnitude, p.y.magnitude)
            reach = tm > reach ? tm : reach
            let pm = ym > xm ? ym : xm
            positionReach = pm > positionReach ? pm : positionReach
        }

        /// Subtracts exactly the terms `include` added for `sample`.
        @inlinable @inline(__always) mutating func exclude(_ sample: Sample) {
            let t = (sample.time - origin.time) * 1000, p = SIMD2(sample.x - origin.x, sample.y - origin.y)
            let tt = t * t
            n -= 1; t1 -= t; t2 -= tt; t3 -= tt * t; t4 -= tt * tt
            r0 -= p; r1 -= t * p; r2 -= tt * p
        }

        /// The fit's slopes at `newest`, the sums shifted there first.
        @inlinable @inline(__always) func slopes(at newest: Sample) -> (x: Double, y: Double) {
            let c = (newest.time - origin.time) * 1000, d = SIMD2(newest.x - origin.x, newest.y - origin.y)
            // Σ(t − c)^k by Horner in c; with the origin at the newest sample (c = 0, d = 0)
            // these are the sums themselves, bit for bit.
            let s1 = t1 - c * n
            let s2 = t2 - c * (2 * t1 - c * n)
            let s3 = t3 - c * (3 * t2 - c * (3 * t1 - c * n))
            let s4 = t4 - c * (4 * t3 - c * (6 * t2 - c * (4 * t1 - c * n)))
            let u1 = r1 - c * r0, u2 = r2 - c * (2 * r1 - c * r0)
            return VelocityTracker.solve(n: n, t1: s1, t2: s2, t3: s3, t4: s4,
                                         r0: r0 - d * n, r1: u1 - d * s1, r2: u2 - d * s2)
        }
    }

    /// The ring, a column at a time: times, then x, then y, each ``columnStride`` long (see
    /// ``Ring``). A refit sums the window four samples at a time, one a lane, and a column
    /// gives each lane of a coordinate in one load where samples side by side would take four.
    @usableFromInline var columns = InlineArray<108, Double>(repeating: 0)
    /// Serial of the newest sample (samples are numbered from 0 as added); the ring holds the
    /// `count` samples up to it, at serial mod `slots`.
    @usableFromInline var serial = -1
    @usableFromInline var count = 0
    /// The newest sample's time (also in the ring; kept apart so that asking reads no samples).
    @usableFromInline var newestTime = 0.0
    /// Serial from which the times have not decreased.
    @usableFromInline var ascendingFrom = 0
    @usableFromInline var moments = Moments()
    /// The fit's slopes at the newest sample, once computed since the last sample.
    @usableFromInline var fitted: (x: Double, y: Double)?

    @inlinable public init() {}

    @inlinable public mutating func reset() {
        count = 0
        moments.isValid = false
        fitted = nil
    }

    /// Back to a new tracker's state, all but the ring's slots and the sums, which keep old
    /// values: a slot is read only once a sample has been stored in it since (the window is the
    /// `count` samples up to `serial`), and the sums only once a fit has set them all afresh
    /// (they are caught up only while valid). A recognizer starts over at every press, where
    /// rewriting the 864 bytes of samples and 160 of sums (cold by then) would cost more than
    /// the rest of the press.
    @inlinable mutating func startOver() {
        serial = -1
        count = 0
        newestTime = 0
        ascendingFrom = 0
        moments.isValid = false
        fitted = nil
    }

    /// Fits the window now, so that asking for the velocity until the next sample reads the
    /// result: a recognizer asks from inside its update, where the sums kept since its last
    /// fit are caught up rather than summed again. O(1) per sample since the last fit; O(20)
    /// when the sums start over.
    @inlinable @inline(__always) public mutating func fit() {
        guard fitted == nil else { return }
        guard count >= Self.minimumSamples else { fitted = (0, 0); return }
        let (serial, count) = (self.serial, self.count)
        // Serials count samples: wrapping arithmetic, as they cannot overflow.
        let front = serial &- count &+ 1
        let caughtUp = moments.isValid && ascendingFrom <= front
            && serial &- moments.last <= Self.catchUpLimit && serial &- moments.first < Self.slots
        let isAscending = ascendingFrom <= front
        fitted = Self.withSamples(in: &columns) { samples in
            if caughtUp, let slopes = Self.catchUp(&moments, samples, serial: serial, front: front) { return slopes }
            return Self.refit(&moments, samples, serial: serial, count: count, isAscending: isAscending)
        }
    }

    /// ``fit()`` for a tracker that brings more samples from one fit to the next than
    /// ``catchUpLimit``: the window summed afresh each time, as ``fit()`` would, and its sums not
    /// kept, as they would never be caught up. A coalescing drag brings eight samples a frame;
    /// storing the sums cost it a tenth of its fit, and the few fits that came after fewer
    /// samples caught up for more than fitting afresh costs (the sums' reach measured first).
    /// The same slopes up to rounding: the plain fit's, summed in another order.
    @inlinable @inline(__always) mutating func fitAfresh() {
        guard fitted == nil else { return }
        let (serial, count) = (self.serial, self.count)
        let isAscending = ascendingFrom <= serial &- count &+ 1
        var sums = Moments()
        fitted = Self.withSamples(in: &columns) { Self.refit(&sums, $0, serial: serial, count: count, isAscending: isAscending) }
    }

    /// Lends the ring's samples in `columns` to `body`, in place: reading the columns of a
    /// borrowed tracker (as ``slopes()`` does) copies all 864 bytes of them first. Static, so
    /// that `body` may write the tracker's other properties.
    @inlinable @inline(__always)
    static func withSamples<R>(in columns: inout InlineArray<108, Double>, _ body: (Ring) -> R) -> R {
        // Sound: the inline array is the ring's three columns of doubles in a row, read only
        // through `Ring` while lent.
        withUnsafeMutablePointer(to: &columns) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: Self.columnStride * 3) { body(Ring(UnsafePointer($0))) }
        }
    }

    /// Records a position at a time (seconds). Non-finite positions are ignored.
    @inlinable @inline(__always) public mutating func add(_ point: Point, at time: Double) {
        add(x: point.x, y: point.y, at: time)
    }

    /// Records a one-dimensional value (a scale, an angle) at a time.
    @inlinable @inline(__always) public mutating func add(_ scalar: Double, at time: Double) {
        add(x: scalar, y: 0, at: time)
    }

    @inlinable @inline(__always) mutating func add(x: Double, y: Double, at time: Double) {
        guard Self.areFinite(x, y, time) else { return }
        append(x: x, y: y, at: time)
    }

    /// Records a sample whose position is finite by construction (a pinch's scale and
    /// rotation), testing its time only: v − v is 0 for every finite v and NaN otherwise.
    @inlinable @inline(__always) mutating func add(finite x: Double, _ y: Double, at time: Double) {
        guard time - time == 0 else { return }
        append(x: x, y: y, at: time)
    }

    /// Numbers and stores a finite sample.
    @inlinable @inline(__always) mutating func append(x: Double, y: Double, at time: Double) {
        if Self.admit(time, serial: &serial, count: &count, newestTime: &newestTime, ascendingFrom: &ascendingFrom) {
            moments.isValid = false
        }
        let serial = self.serial
        withUnsafeMutablePointer(to: &columns) { storage in
            storage.withMemoryRebound(to: Double.self, capacity: Self.columnStride * 3) { Self.store(time, x, y, serial: serial, in: $0) }
        }
        fitted = nil
    }

    /// Writes the sample with serial `serial` into its slot of the ring's columns at `base`,
    /// and into the mirrored slot past the end when it has one.
    @inlinable @inline(__always) static func store(_ time: Double, _ x: Double, _ y: Double, serial: Int,
                                                   in base: UnsafeMutablePointer<Double>) {
        let slot = serial & (slots - 1)
        // Without a mirror, the slot itself again: a branch here would miss a few times per
        // lap of the ring, and a second store to the same place costs less.
        let mirror = slot < mirrored ? slot &+ slots : slot
        base[slot] = time
        base[columnStride &+ slot] = x
        base[2 &* columnStride &+ slot] = y
        base[mirror] = time
        base[columnStride &+ mirror] = x
        base[2 &* columnStride &+ mirror] = y
    }

    /// Writes the sample with serial `serial` into its slot only: a batch stores its samples
    /// so and then rewrites the mirrored slots once (``mirror(in:)``).
    @inlinable @inline(__always) static func storeUnmirrored(_ time: Double, _ x: Double, _ y: Double, serial: Int,
                                                             in base: UnsafeMutablePointer<Double>) {
        let slot = serial & (slots - 1)
        base[slot] = time
        base[columnStride &+ slot] = x
        base[2 &* columnStride &+ slot] = y
    }

    /// Copies the ring's first slots to the mirrored ones past its end, a double at a time: a
    /// wider load of doubles just stored one by one would wait for them to reach the cache.
    @inlinable @inline(__always) static func mirror(in base: UnsafeMutablePointer<Double>) {
        for column in 0..<3 {
            let start = base + column &* columnStride
            for slot in 0..<mirrored { start[slots &+ slot] = start[slot] }
        }
    }

    /// The ring's bookkeeping for one more finite sample at `time`: its serial, how many
    /// samples count, the newest time, where the ascending run starts. Returns whether a pause
    /// of 40 ms or more started over: the pointer stopped, and what came before does not count.
    /// Shared by a single sample and a coalesced history, which keeps these in registers.
    @inlinable @inline(__always)
    static func admit(_ time: Double, serial: inout Int, count: inout Int, newestTime: inout Double,
                      ascendingFrom: inout Int) -> Bool {
        serial &+= 1
        var startedOver = false
        if count > 0 {
            if time - newestTime >= stopGap {
                count = 0
                startedOver = true
            } else if time < newestTime {
                ascendingFrom = serial
            }
        }
        newestTime = time
        if count < capacity { count += 1 }
        return startedOver
    }

    /// Whether all three are finite, in one test: v − v is 0 for every finite v and NaN
    /// otherwise, so the sum is 0 exactly when none is infinite or NaN. The first two are taken
    /// as a pair: a position's, as the ring stores it.
    @inlinable @inline(__always) static func areFinite(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        let ab = SIMD2(a, b) - SIMD2(a, b)
        return ab.x + ab.y + (c - c) == 0
    }

    /// The velocity in points per second as seen at `time`.
    @inlinable @inline(__always) public func velocity(at time: Double) -> Vector {
        let (vx, vy) = estimate(at: time)
        return Vector(width: vx, height: vy)
    }

    /// The one-dimensional rate (per second) as seen at `time`.
    @inlinable @inline(__always) public func rate(at time: Double) -> Double { estimate(at: time).0 }

    /// The velocity as seen at `time` once ``fit()`` has run since the last sample: what
    /// ``velocity(at:)`` gives then, read from the fit alone. A recognizer fits and then asks,
    /// and ``velocity(at:)`` would bring into it a second copy of the fit (for a tracker not
    /// fitted), enough for the optimizer to stop inlining and copy the whole tracker instead.
    @inlinable @inline(__always) func fittedVelocity(at time: Double) -> Vector {
        assert(fitted != nil, "fit() first")
        // No count to check: a fit of fewer than three samples is zero.
        guard time - newestTime < Self.stopGap, let (vx, vy) = fitted else { return .zero }
        return Vector(width: vx, height: vy)
    }

    /// The fit's slopes at the newest sample, per second; zero when the pointer has rested or
    /// the window is too thin to fit.
    @inlinable @inline(__always) func estimate(at time: Double) -> (Double, Double) {
        guard count >= Self.minimumSamples else { return (0, 0) }
        guard time - newestTime < Self.stopGap else { return (0, 0) }
        return fitted ?? slopes()
    }

    /// The least-squares slopes at the newest sample, per second (zero when too thin to fit),
    /// without keeping anything.
    @inlinable @inline(__always) func slopes() -> (x: Double, y: Double) {
        // Read through a span: subscripting the inline array of a borrowed self copies it whole.
        let span = columns.span
        var scratch = Moments()
        return span.withUnsafeBufferPointer {
            // Sound: the span has the columns' 108 doubles, never empty.
            Self.refit(&scratch, Ring($0.baseAddress.unsafelyUnwrapped), serial: serial, count: count,
                       isAscending: ascendingFrom <= serial - count + 1)
        }
    }

    /// Brings `moments` to the window ending at `serial` whose samples start no earlier than
    /// `front` (the ring's oldest): adds the samples since, subtracts those that left. The
    /// slopes, or `nil` when the sums would be too coarse for this window.
    @inlinable @inline(__always)
    static func catchUp(_ moments: inout Moments, _ samples: Ring,
                        serial: Int, front: Int) -> (x: Double, y: Double)? {
        if moments.positionReach < 0 {
            (moments.positionReach, moments.changes) = reach(of: samples, from: moments.last, downTo: moments.first,
                                                             about: moments.origin)
        }
        var previousTime = samples.time(moments.last)
        var next = moments.last &+ 1
        while next <= serial {
            let sample = samples[next]
            moments.include(sample)
            moments.changes &+= sample.time != previousTime ? 1 : 0
            previousTime = sample.time
            next &+= 1
        }
        moments.last = serial
        // Times ascend through the ring, so the samples beyond the horizon are its oldest.
        let newest = samples[serial]
        var first = moments.first
        var oldest = samples[first]
        while first < front || !(newest.time - oldest.time <= Self.horizon) {
            moments.exclude(oldest)
            first &+= 1
            let following = samples[first]
            moments.changes &-= following.time != oldest.time ? 1 : 0
            oldest = following
        }
        moments.first = first
        guard moments.changes + 1 >= Self.minimumSamples else { return (0, 0) }
        let span = (newest.time - oldest.time) * 1000
        guard moments.reach <= Self.reachLimit * span else { return nil }
        let slopes = moments.slopes(at: newest)
        let covered = max(abs(slopes.x), abs(slopes.y)) * span / 1000
        guard moments.positionReach <= Self.positionReachLimit * covered else { return nil }
        return slopes
    }

    /// How far the samples with serials `newest` down to `oldest` (at most one ring's worth)
    /// lie from `origin` along either axis at most, and how many of them lie at another time
    /// than the next newer one: what catching up first measures of the sums a refit left.
    ///
    /// Four samples at a time from the ring's columns (see ``Ring/lanes(from:)``), newest
    /// first; when their number is not a multiple of four, the lanes of the last four that lie
    /// before the oldest take the origin's position and count no time. The numbers a pass
    /// sample by sample gives: the extremes are exact, and the greatest magnitude is the
    /// greater of the greatest offset and the least one negated (each at least 0, as a
    /// magnitude is). O(1) per sample, no allocation.
    @inlinable @inline(__always)
    static func reach(of samples: Ring, from newest: Int, downTo oldest: Int,
                      about origin: Sample) -> (position: Double, changes: Int) {
        var extremes = Extremes(origin: origin)
        // Serials count samples: wrapping arithmetic, as they cannot overflow.
        let count = newest &- oldest &+ 1
        var slot = (newest &- 3) & (slots - 1)
        // The time of the sample just newer than the four (the newest's own, for the first four).
        var newer = samples.time(newest)
        for _ in 0..<(count &>> 2) {
            let lanes = samples.lanes(from: slot)
            extremes.take(lanes, newer: newer, counting: SIMDMask(repeating: true))
            newer = lanes.time[0]
            slot = (slot &- 4) & (slots - 1)
        }
        let rest = count & 3
        if rest != 0 {
            let outside = SIMD4<Int64>(0, 1, 2, 3) .< SIMD4(repeating: Int64(4 &- rest))
            var lanes = samples.lanes(from: slot)
            lanes.x.replace(with: origin.x, where: outside)
            lanes.y.replace(with: origin.y, where: outside)
            extremes.take(lanes, newer: newer, counting: .!outside)
        }
        return (extremes.position, Int(extremes.changes.wrappedSum()))
    }

    /// What ``reach(of:from:downTo:about:)`` gathers, a lane at a time: the greatest and least
    /// position offsets along either axis, and the times counted.
    @usableFromInline struct Extremes {
        @usableFromInline let originX: SIMD4<Double>, originY: SIMD4<Double>
        /// Both start at 0, as a magnitude does.
        @usableFromInline var highest = SIMD4<Double>(), lowest = SIMD4<Double>()
        @usableFromInline var changes = SIMD4<Int64>()

        @inlinable init(origin: Sample) { (originX, originY) = (SIMD4(repeating: origin.x), SIMD4(repeating: origin.y)) }

        /// Takes four samples' offsets, and counts those of the lanes `counting` whose time
        /// differs from the next newer sample's (the next lane's, and `newer` for the last).
        @inlinable @inline(__always)
        mutating func take(_ lanes: (time: SIMD4<Double>, x: SIMD4<Double>, y: SIMD4<Double>), newer: Double,
                           counting: SIMDMask<SIMD4<Int64>>) {
            let (dx, dy) = (lanes.x - originX, lanes.y - originY)
            // Plain comparisons: no offset is NaN (samples are finite).
            let (high, low) = (dx.replacing(with: dy, where: dy .> dx), dx.replacing(with: dy, where: dy .< dx))
            highest.replace(with: high, where: high .> highest)
            lowest.replace(with: low, where: low .< lowest)
            let next = SIMD4(lanes.time[1], lanes.time[2], lanes.time[3], newer)
            changes &+= SIMD4(repeating: 0).replacing(with: 1, where: (lanes.time .!= next) .& counting)
        }

        /// The greatest magnitude among the offsets taken.
        @inlinable @inline(__always) var position: Double {
            let high = highest.lowHalf.replacing(with: highest.highHalf, where: highest.highHalf .> highest.lowHalf)
            let low = lowest.lowHalf.replacing(with: lowest.highHalf, where: lowest.highHalf .< lowest.lowHalf)
            let (most, least) = (high[1] > high[0] ? high[1] : high[0], -(low[1] < low[0] ? low[1] : low[0]))
            return least > most ? least : most
        }
    }

    /// Sums the window ending at `serial` afresh, about its newest sample, into `moments` (kept
    /// for catching up only when `isAscending`), and gives its slopes. Times that ascend
    /// through the ring (`isAscending`) and a ring within the horizon are summed as one run
    /// (see ``WindowSums``); otherwise sample by sample, stopping at the horizon.
    @inlinable @inline(__always)
    static func refit(_ moments: inout Moments, _ samples: Ring,
                      serial: Int, count: Int, isAscending: Bool) -> (x: Double, y: Double) {
        guard count >= Self.minimumSamples else { return (0, 0) }
        let last = samples[serial]
        // Serials count samples: wrapping arithmetic, as they cannot overflow.
        let front = serial &- count &+ 1
        // The normal equations' sums, about the newest sample.
        var sums = Moments()
        sums.origin = last
        var first = serial &+ 1, oldestTime = last.time
        let hasEnoughTimes: Bool
        // Times ascending and the oldest within the horizon: every sample is (a difference of
        // times grows as the older time falls), so the window is the whole ring, summed
        // without asking each sample.
        if isAscending, last.time - samples.time(front) <= Self.horizon {
            var window = WindowSums()
            window.add(samples, from: serial, downTo: front)
            window.store(into: &sums)
            // Whether there are enough distinct times is all a fit asks; catching up counts them.
            hasEnoughTimes = hasEnoughDistinctTimes(samples, from: serial, downTo: front)
            (first, oldestTime) = (front, samples.time(front))
        } else {
            var distinctTimes = 0, previousTime = Double.nan
            while first > front {
                let sample = samples[first &- 1]
                guard last.time - sample.time <= Self.horizon else { break }
                first &-= 1
                if sample.time != previousTime { distinctTimes += 1 }
                previousTime = sample.time
                oldestTime = sample.time
                sums.add((sample.time - last.time) * 1000, SIMD2(sample.x - last.x, sample.y - last.y))
            }
            hasEnoughTimes = distinctTimes >= Self.minimumSamples
        }
        moments = sums
        moments.first = first
        moments.last = serial
        moments.reach = (last.time - oldestTime) * 1000
        moments.positionReach = -1
        moments.isValid = isAscending
        guard hasEnoughTimes else { return (0, 0) }
        return solve(n: sums.n, t1: sums.t1, t2: sums.t2, t3: sums.t3, t4: sums.t4, r0: sums.r0, r1: sums.r1, r2: sums.r2)
    }

    /// Whether the ascending window of serials `newest` down to `oldest` holds at least
    /// ``minimumSamples`` distinct times: in ascending times, neighbours differ once per
    /// distinct time after the first, so counting from the newest end stops as soon as there
    /// are enough, after three samples when none share a time. Worst case O(20).
    @inlinable @inline(__always)
    static func hasEnoughDistinctTimes(_ samples: Ring, from newest: Int, downTo oldest: Int) -> Bool {
        // The newest three at three times, as a digitizer reports them, settle it without a loop.
        let (newestTime, nextTime) = (samples.time(newest), samples.time(newest &- 1))
        if newest &- oldest >= 2, newestTime != nextTime, nextTime != samples.time(newest &- 2) { return true }
        var distinct = 1, serial = newest, previousTime = newestTime
        while distinct < minimumSamples, serial > oldest {
            serial &-= 1
            let time = samples.time(serial)
            if time != previousTime { distinct &+= 1 }
            previousTime = time
        }
        return distinct >= minimumSamples
    }

    /// Solves [n t1 t2; t1 t2 t3; t2 t3 t4] · [c0 c1 c2] = r by Cramer's rule, times in
    /// milliseconds from the newest sample; there (t = 0) the slope is c1. Per second; zero
    /// when singular or not finite.
    @inlinable @inline(__always)
    static func solve(n: Double, t1: Double, t2: Double, t3: Double, t4: Double,
                      r0: SIMD2<Double>, r1: SIMD2<Double>, r2: SIMD2<Double>) -> (x: Double, y: Double) {
        let m1 = t1 * t4 - t3 * t2, m2 = t1 * t3 - t2 * t2
        let det = n * (t2 * t4 - t3 * t3) - t1 * m1 + t2 * m2
        // Finite and not zero in one unsigned comparison: without the sign bit, the patterns of
        // nonzero finite numbers lie between zero's and infinity's, and NaN's above infinity's.
        guard (det.bitPattern &<< 1) &- 2 < (Double.infinity.bitPattern &<< 1) &- 2 else { return (0, 0) }
        let c1 = n * (r1 * t4 - t3 * r2) - r0 * m1 + t2 * (t1 * r2 - r1 * t2)
        let v = c1 / det * 1000  // per millisecond → per second
        return (v.x.isFinite ? v.x : 0, v.y.isFinite ? v.y : 0)
    }
}
