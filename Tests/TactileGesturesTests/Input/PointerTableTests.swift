import Testing
import TactileGestures

/// The pointers that are down, in arrival order, with their latest locations.
@Suite("PointerTable")
struct PointerTableTests {
    private func ids(_ table: PointerTable) -> [PointerID] { (0..<table.count).map { table[$0].id } }

    /// Runs a mutating call (which `#expect` cannot take directly) and returns its result.
    private func changed(_ table: inout PointerTable, _ call: (inout PointerTable) -> Bool) -> Bool {
        call(&table)
    }

    @Test func keepsArrivalOrderAndLatestLocations() {
        var table = PointerTable()
        #expect(table.isEmpty)
        #expect(changed(&table) { $0.press(7, at: Point(x: 0, y: 0)) } == true)
        #expect(changed(&table) { $0.press(3, at: Point(x: 10, y: 0)) } == true)
        #expect(changed(&table) { $0.press(5, at: Point(x: 20, y: 0)) } == true)
        #expect(ids(table) == [7, 3, 5])
        #expect(changed(&table) { $0.move(3, to: Point(x: 11, y: 1)) } == true)
        #expect(table[1].location == Point(x: 11, y: 1))
        #expect(table.index(of: 5) == 2)
        #expect(table.contains(7))
        #expect(!table.contains(4))
    }

    @Test func releasingKeepsTheOthersInOrder() {
        var table = PointerTable()
        for id in 1...4 { table.press(id, at: Point(x: Double(id), y: 0)) }
        #expect(changed(&table) { $0.release(2) } == true)
        #expect(ids(table) == [1, 3, 4])
        #expect(changed(&table) { $0.release(1) } == true)
        #expect(ids(table) == [3, 4], "the next one becomes first")
        #expect(table[0].location == Point(x: 3, y: 0))
        #expect(changed(&table) { $0.release(1) } == false, "already up")
    }

    @Test func rejectsDuplicatesAndUnknownPointers() {
        var table = PointerTable()
        #expect(changed(&table) { $0.press(1, at: .zero) } == true)
        #expect(changed(&table) { $0.press(1, at: Point(x: 5, y: 5)) } == false)
        #expect(table.count == 1)
        #expect(table[0].location == .zero)
        #expect(changed(&table) { $0.move(2, to: .zero) } == false)
        #expect(changed(&table) { $0.release(2) } == false)
        #expect(table.index(of: 2) == nil)
    }

    @Test func holdsAnyNumberOfPointersInArrivalOrder() {
        var table = PointerTable()
        for id in 0..<40 { #expect(changed(&table) { $0.press(PointerID(id), at: Point(x: Double(id), y: 0)) } == true) }
        #expect(table.count == 40)
        #expect(changed(&table) { $0.press(39, at: .zero) } == false, "already down")
        // Releasing one inline and one spilled keeps the others in the order they came.
        table.release(3)
        table.release(25)
        let order: [PointerID] = (0..<table.count).map { table[$0].id }
        let expected: [PointerID] = (0..<40).filter { $0 != 3 && $0 != 25 }.map { PointerID($0) }
        #expect(order == expected)
        #expect(changed(&table) { $0.move(33, to: Point(x: 1, y: 2)) } == true)
        #expect(table[table.index(of: 33)!].location == Point(x: 1, y: 2))
        table.removeAll()
        #expect(table.isEmpty && !table.contains(33))
        #expect(PointerTable.inlineCapacity == 10, "ten fingers without allocating")
    }

    /// Not finite, or beyond `Point.trackingLimit` (where sums and products of coordinates
    /// overflow): the gesture engine's fuzzer found a drag at ±1.8e308 reporting ±∞.
    @Test("a move to a location that is not trackable keeps the last one that was",
          arguments: [Point(x: .nan, y: 1), Point(x: 1, y: .infinity), Point(x: -.infinity, y: .nan),
                      Point(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude),
                      Point(x: 1.5e12, y: 0), Point(x: 1e12, y: -1e12)])
    func movesKeepTheLastTrackableLocation(to location: Point) {
        var table = PointerTable()
        table.press(1, at: Point(x: 5, y: 6))
        #expect(changed(&table) { $0.move(1, to: location) } == true, "the move is still the pointer's")
        let kept = abs(location.x) <= 1e12 && abs(location.y) <= 1e12 ? location : Point(x: 5, y: 6)
        #expect(table[0].location == kept)
    }

    @Test func theFirstTwoInArrivalOrderMoveUpWhenTheFirstLeaves() {
        var table = PointerTable()
        for id in 1...3 { table.press(id, at: Point(x: Double(id), y: 0)) }
        table.move(2, to: Point(x: 20, y: 2))
        #expect((table[0].location, table[1].location) == (Point(x: 1, y: 0), Point(x: 20, y: 2)))
        table.release(1)
        #expect((table[0].location, table[1].location) == (Point(x: 20, y: 2), Point(x: 3, y: 0)), "the others moved up")
    }

    @Test func aFrameMovesThePointersItTracks() {
        var table = PointerTable()
        table.press(1, at: .zero)
        table.press(2, at: .zero)
        var frame = PointerFrame()
        frame.append(pointer: 2, device: .touch, samples: [PointerSample(time: 0.1, location: Point(x: 5, y: 5)),
                                                           PointerSample(time: 0.2, location: Point(x: 7, y: 8))])
        frame.append(pointer: 9, device: .touch, samples: [PointerSample(time: 0.2, location: Point(x: 1, y: 1))])
        frame.append(pointer: 1, device: .touch, samples: [PointerSample(time: 0.2, location: Point(x: .nan, y: 1))])
        table.apply(frame)
        #expect(table.count == 2, "a pointer it does not track is not added")
        #expect(table[0].location == .zero, "a location that is not finite is not taken")
        #expect(table[1].location == Point(x: 7, y: 8), "where the pointer is now: its last sample")
    }

    @Test func removeAllEmptiesIt() {
        var table = PointerTable()
        table.press(1, at: .zero)
        table.press(2, at: .zero)
        table.removeAll()
        #expect(table.isEmpty)
        #expect(changed(&table) { $0.press(1, at: .zero) } == true)
    }

    @Test func appliesEvents() {
        var table = PointerTable()
        #expect(changed(&table) { $0.apply(PointerEvent(.down, pointer: 1, at: .zero, time: 0)) } == true)
        #expect(changed(&table) { $0.apply(PointerEvent(.down, pointer: 2, at: .zero, time: 0)) } == true)
        #expect(changed(&table) { $0.apply(PointerEvent(.move, pointer: 1, at: Point(x: 3, y: 4), time: 0.1)) } == true)
        #expect(changed(&table) { $0.apply(PointerEvent(.move, pointer: 9, at: .zero, time: 0.1)) } == false)
        #expect(table[0].location == Point(x: 3, y: 4))
        #expect(changed(&table) { $0.apply(PointerEvent(.cancel, pointer: 1, at: .zero, time: 0.2)) } == true)
        #expect(changed(&table) { $0.apply(PointerEvent(.up, pointer: 2, at: .zero, time: 0.3)) } == true)
        #expect(table.isEmpty)
        #expect(changed(&table) { $0.apply(PointerEvent(.up, pointer: 2, at: .zero, time: 0.4)) } == false)
    }
}
