import Testing
@testable import TactileGestures

/// ``VelocityTracker/add(_:)`` takes a coalesced move's history in one call: exactly what
/// adding its samples one by one gives, pauses, steps back and non-finite samples included.
@Suite("VelocityTracker history")
struct VelocityTrackerHistoryTests {
    /// A stream at about 1 kHz with duplicates, steps back, pauses and non-finite samples.
    private func stream(seed: UInt64, count: Int) -> [PointerSample] {
        var random = SplitMix64(seed: 0x41D_0000 &+ seed)
        var t = Double.random(in: 0...100, using: &random), x = 300.0, y = 200.0
        return (0..<count).map { _ in
            let roll = Double.random(in: 0..<1, using: &random)
            if roll < 0.03 { t += Double.random(in: 0.03...0.08, using: &random) }          // a pause
            else if roll < 0.05 { t -= 0.002 }                                               // a step back
            else if roll > 0.1 { t += Double.random(in: 0.0008...0.0012, using: &random) }   // else a duplicate
            x += Double.random(in: -3...5, using: &random)
            y += Double.random(in: -4...2, using: &random)
            var location = Point(x: x, y: y)
            let odd = Double.random(in: 0..<1, using: &random)
            if odd < 0.01 { location.x = .nan } else if odd < 0.02 { location.y = .infinity }
            return PointerSample(time: odd > 0.99 ? .nan : t, location: location)
        }
    }

    @Test(arguments: 0..<6)
    func aHistoryAddsAsItsSamplesOneByOne(seed: UInt64) {
        let samples = stream(seed: seed, count: 600)
        var batched = VelocityTracker(), single = VelocityTracker()
        var start = 0, frame = 0
        while start < samples.count {
            let end = min(samples.count, start + [1, 3, 8, 9, 12, 40][frame % 6])
            samples[start..<end].withUnsafeBufferPointer { batched.add(PointerHistory($0)) }
            for sample in samples[start..<end] { single.add(sample.location, at: sample.time) }
            if frame % 3 != 0 {
                batched.fit()
                single.fit()
            }
            let now = samples[end - 1].time.isFinite ? samples[end - 1].time : 0
            for query in [now, now + 0.01, now + 0.05] {
                expectSameBits(batched.velocity(at: query), single.velocity(at: query), "frame \(frame) at \(query)")
            }
            start = end
            frame += 1
        }
    }

    /// Batches at the edges of taking a batch whole: gaps of exactly 0 and just under 40 ms
    /// are taken whole, a gap of exactly 40 ms, a step back, and a non-finite sample last in
    /// the batch are taken one by one; either way the same as adding the samples singly, bit
    /// for bit, starting from an empty tracker or not.
    @Test(arguments: [0.0, 0.0399999, 0.04, -0.001, .nan])
    func aBatchAtTheEdgeOfInOrderAddsAsItsSamplesOneByOne(lastGap: Double) {
        for start in [0, 1, 5, 25] {
            var batched = VelocityTracker(), single = VelocityTracker()
            for i in 0..<start {
                let (point, time) = (Point(x: Double(i) * 7, y: Double(i * i)), 2 + Double(i) * 0.001)
                batched.add(point, at: time)
                single.add(point, at: time)
            }
            batched.fit()
            single.fit()
            var t = 2 + Double(start) * 0.001
            var batch: [PointerSample] = []
            for i in 0..<8 {
                t += i == 7 ? (lastGap.isNaN ? 0.001 : lastGap) : 0.001
                let y = i == 7 && lastGap.isNaN ? Double.nan : Double(i % 3)
                batch.append(PointerSample(time: t, location: Point(x: 3 * t * 1000, y: y)))
            }
            batch.withUnsafeBufferPointer { batched.add(PointerHistory($0)) }
            for sample in batch { single.add(sample.location, at: sample.time) }
            batched.fit()
            single.fit()
            for query in [t, t + 0.01] {
                expectSameBits(batched.velocity(at: query), single.velocity(at: query), "\(start) before, at \(query)")
            }
            if lastGap == 0 { #expect(batched.velocity(at: t) != .zero, "the batch was fitted") }
        }
    }

    /// A drag records a move's history and then the move itself in one call
    /// (``VelocityTracker/add(_:then:at:)``): the same as adding every sample singly, bit for
    /// bit, with histories empty or not, in order or not, across the ring's wrap.
    @Test(arguments: 0..<4)
    func aHistoryThenItsMoveAddsAsItsSamplesOneByOne(seed: UInt64) {
        let samples = stream(seed: seed &+ 10, count: 900)
        var together = VelocityTracker(), single = VelocityTracker()
        var start = 0, frame = 0
        while start < samples.count {
            // The history, then the move: the batch's last sample.
            let end = min(samples.count, start + [1, 2, 8, 9, 12, 40, 5][frame % 7])
            let move = samples[end - 1]
            samples[start..<end - 1].withUnsafeBufferPointer {
                together.add(PointerHistory($0), then: move.location, at: move.time)
            }
            for sample in samples[start..<end] { single.add(sample.location, at: sample.time) }
            together.fit()
            single.fit()
            let now = move.time.isFinite ? move.time : 0
            for query in [now, now + 0.01] {
                expectSameBits(together.velocity(at: query), single.velocity(at: query), "frame \(frame) at \(query)")
            }
            start = end
            frame += 1
        }
    }

    /// A batch that fails part way, its first samples already in the ring, gives what adding
    /// its samples one by one gives, bit for bit: a non-finite position, a step back or a
    /// pause at any place, right after a fit that the next one catches up from.
    @Test(arguments: 0..<8)
    func aBatchFailingPartWayAddsAsItsSamplesOneByOne(place: Int) {
        for fault in 0..<4 {
            var together = VelocityTracker(), single = VelocityTracker()
            var t = 5.0
            func add(_ point: Point, at time: Double) {
                together.add(point, at: time)
                single.add(point, at: time)
            }
            for i in 0..<30 {
                t += 0.001
                add(Point(x: Double(i * i) * 0.5, y: 200 - Double(i) * 3), at: t)
                if i % 3 == 0 {
                    together.fit()
                    single.fit()
                }
            }
            var batch: [PointerSample] = []
            for i in 0..<8 {
                t += i != place ? 0.001 : [0.001, 0.001, -0.002, 0.05][fault]
                var location = Point(x: 500 + Double(i) * 4, y: 110 - Double(i))
                if i == place, fault == 0 { location.x = .nan }
                if i == place, fault == 1 { location.y = -.infinity }
                batch.append(PointerSample(time: t, location: location))
            }
            batch[..<7].withUnsafeBufferPointer {
                together.add(PointerHistory($0), then: batch[7].location, at: batch[7].time)
            }
            for sample in batch { single.add(sample.location, at: sample.time) }
            for step in 0..<3 {
                together.fit()
                single.fit()
                for query in [t, t + 0.01] {
                    expectSameBits(together.velocity(at: query), single.velocity(at: query),
                                   "fault \(fault), step \(step) at \(query)")
                }
                t += 0.001
                add(Point(x: 540 + Double(step) * 5, y: 100), at: t)
            }
        }
    }

    /// A gap of −0 (a time of −0 after one of +0) is neither late nor out of order: taken in
    /// a batch as added singly.
    @Test func aGapOfNegativeZeroAddsAsItsSamplesOneByOne() {
        var together = VelocityTracker(), single = VelocityTracker()
        for (i, time) in [-0.003, -0.002, -0.001, 0.0].enumerated() {
            together.add(Point(x: Double(i) * 9, y: 1), at: time)
            single.add(Point(x: Double(i) * 9, y: 1), at: time)
        }
        let batch = [PointerSample(time: -0.0, location: Point(x: 40, y: 2)),
                     PointerSample(time: 0.001, location: Point(x: 49, y: 3))]
        batch.withUnsafeBufferPointer {
            together.add(PointerHistory($0), then: Point(x: 58, y: 4), at: 0.002)
        }
        for sample in batch { single.add(sample.location, at: sample.time) }
        single.add(Point(x: 58, y: 4), at: 0.002)
        together.fit()
        single.fit()
        expectSameBits(together.velocity(at: 0.002), single.velocity(at: 0.002), "at 0.002")
        #expect(together.velocity(at: 0.002).width > 1000)
    }

    /// Samples taken two at a time (see ``VelocityTracker/Two``) from every slot of the ring,
    /// its last included, where the second lands past the end and is moved to the first: the
    /// same as adding them singly, bit for bit.
    @Test func pairsFromEverySlotAddAsTheirSamplesOneByOne() {
        for offset in 0..<VelocityTracker.slots {
            var together = VelocityTracker(), single = VelocityTracker()
            var t = 1.0
            for i in 0..<offset {
                t += 0.001
                together.add(Point(x: Double(i) * 2, y: Double(i % 5)), at: t)
                single.add(Point(x: Double(i) * 2, y: Double(i % 5)), at: t)
            }
            for frame in 0..<6 {
                var batch: [PointerSample] = []
                for i in 0..<6 {
                    t += 0.001
                    batch.append(PointerSample(time: t, location: Point(x: Double(frame * 6 + i) * 3 + Double(i * i),
                                                                        y: 50 - Double(i) * 2)))
                }
                t += 0.001
                let move = Point(x: Double(frame) * 20, y: 7)
                batch.withUnsafeBufferPointer { together.add(PointerHistory($0), then: move, at: t) }
                for sample in batch { single.add(sample.location, at: sample.time) }
                single.add(move, at: t)
                expectSameBits(together.velocity(at: t), single.velocity(at: t), "from slot \(offset), frame \(frame)")
            }
        }
    }

    @Test func anEmptyHistoryChangesNothing() {
        var tracker = VelocityTracker()
        for i in 0..<5 { tracker.add(Point(x: Double(i) * 10, y: 0), at: Double(i) * 0.01) }
        let before = tracker.velocity(at: 0.04)
        tracker.add(PointerHistory.none)
        #expect(tracker.velocity(at: 0.04) == before)
        #expect(before.width > 900)
    }

    /// Expects two velocities equal bit for bit (a −0 differs from a +0).
    private func expectSameBits(_ a: Vector, _ b: Vector, _ context: String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern,
                "\(context): \(a) ≠ \(b)", sourceLocation: sourceLocation)
    }
}
