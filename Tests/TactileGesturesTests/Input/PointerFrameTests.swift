import Testing
import TactileGestures

/// ``PointerFrame``: one move per pointer, in the order of their last samples, each with its
/// samples oldest first; reused from frame to frame without losing its storage.
@Suite("PointerFrame")
struct PointerFrameTests {
    private func sample(_ x: Double, at time: Double) -> PointerSample {
        PointerSample(time: time, location: Point(x: x, y: 0))
    }

    @Test func aFrameHoldsEachPointersSamplesOldestFirst() throws {
        var frame = PointerFrame()
        #expect(frame.isEmpty)
        frame.append(pointer: 1, device: .touch, samples: [sample(1, at: 0.001), sample(2, at: 0.002)])
        frame.append(pointer: 2, device: .pen, samples: [sample(9, at: 0.003)])
        #expect(!frame.isEmpty)
        #expect(frame.moves.map(\.pointer) == [1, 2])
        #expect(frame.samples == [sample(1, at: 0.001), sample(2, at: 0.002), sample(9, at: 0.003)])
        let first = try #require(frame.move(of: 1))
        #expect(Array(frame.samples(of: first)) == [sample(1, at: 0.001), sample(2, at: 0.002)])
        #expect(first.location == Point(x: 2, y: 0) && first.time == 0.002, "a move is where its last sample is")
        #expect(first.device == .touch)
        #expect(frame.move(of: 2)?.device == .pen)
        #expect(frame.move(of: 3) == nil)
        #expect(frame.time == 0.003, "the last move's time")
    }

    @Test func aPointerAppendedAgainKeepsItsSamplesAndMovesToTheEnd() throws {
        var frame = PointerFrame()
        frame.append(pointer: 1, device: .touch, samples: [sample(1, at: 0.001), sample(2, at: 0.002)])
        frame.append(pointer: 2, device: .touch, samples: [sample(5, at: 0.003)])
        frame.append(pointer: 3, device: .touch, samples: [sample(7, at: 0.003), sample(8, at: 0.004)])
        frame.append(pointer: 1, device: .touch, samples: [sample(3, at: 0.005)])
        #expect(frame.moves.map(\.pointer) == [2, 3, 1])
        #expect(Array(frame.samples(of: try #require(frame.move(of: 1)))) == [sample(1, at: 0.001), sample(2, at: 0.002), sample(3, at: 0.005)])
        #expect(Array(frame.samples(of: try #require(frame.move(of: 2)))) == [sample(5, at: 0.003)])
        #expect(Array(frame.samples(of: try #require(frame.move(of: 3)))) == [sample(7, at: 0.003), sample(8, at: 0.004)])
        #expect(frame.samples.count == 6, "no samples left behind")
        #expect(frame.move(of: 1)?.location == Point(x: 3, y: 0))
        #expect(frame.time == 0.005)
    }

    @Test func noSamplesIsNoMove() {
        var frame = PointerFrame()
        frame.append(pointer: 1, device: .touch, samples: [PointerSample]())
        #expect(frame.isEmpty)
        #expect(frame.time == -.infinity)
    }

    @Test func aMoveEventIsAFrameOfOneSample() {
        let frame = PointerFrame(PointerEvent(.move, pointer: 4, at: Point(x: 3, y: 4), time: 0.5, device: .mouse))
        #expect(frame.moves.count == 1)
        let move = frame.moves[0]
        #expect(move.pointer == 4 && move.device == .mouse && move.time == 0.5 && move.location == Point(x: 3, y: 4))
        #expect(move.samples == 0..<1)
        #expect(frame.samples == [PointerSample(time: 0.5, location: Point(x: 3, y: 4))])
    }

    @Test func removeAllEmptiesTheFrameAndKeepsItsStorage() {
        var frame = PointerFrame()
        for pointer in 1...4 { frame.append(pointer: pointer, device: .touch, samples: (0..<8).map { sample(Double($0), at: 0.001) }) }
        let capacities = (frame.moves.capacity, frame.samples.capacity)
        frame.removeAll()
        #expect(frame.isEmpty && frame.samples.isEmpty)
        #expect((frame.moves.capacity, frame.samples.capacity) == capacities)
        frame.append(pointer: 9, device: .touch, samples: [sample(1, at: 1)])
        #expect(frame.moves.map(\.pointer) == [9])
    }
}
