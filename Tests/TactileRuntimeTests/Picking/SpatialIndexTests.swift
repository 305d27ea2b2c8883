import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// The spatial index on its own: entities filed by box and depth, asked top down (highest depth
/// first, ties to the higher entity index), none below the first hit, none whose box misses the
/// point; placing again moves an entity, wherever its new box lies, and the answers are the same
/// while it moves as once it has rested and been filed in its new cells (`settle(at:)`).
@Suite("Spatial index")
struct SpatialIndexTests {
    static func entity(_ index: UInt32, generation: UInt32 = 0) -> Entity { Entity(index: index, generation: generation) }

    /// Ticks after which any moving entity has rested long enough to be filed in its cells.
    static let rested: UInt64 = 1_000

    /// The entities `topmost` asks at `point`, in order, and what it returns when it accepts `hits`.
    static func ask(_ index: SpatialIndex, at point: Point, hitting hits: Set<Entity>) -> (Entity?, asked: [Entity]) {
        var asked: [Entity] = []
        let found = index.topmost(at: point) { entity in
            asked.append(entity)
            return hits.contains(entity)
        }
        return (found, asked)
    }

    /// Candidates are asked top down, the oversized ones (a full-window background) and the
    /// moving ones among those of the point's cell, and none below the first hit: the background
    /// under a hit is not asked, entities above it are asked first. Two of them were placed
    /// elsewhere first and moved onto the point: moving, then rested and filed there.
    @Test(arguments: [false, true])
    func candidatesAreAskedTopDownAndNoneBelowTheFirstHit(settled: Bool) {
        var index = SpatialIndex(cellSize: 64)
        let (background, low, resting, high) = (Self.entity(0), Self.entity(1), Self.entity(2), Self.entity(3))
        index.place(background, box: Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5), depth: -1e9, tick: 0)
        index.place(resting, box: Rect(x: 0, y: 0, width: 40, height: 40), depth: 2, tick: 0)
        for (entity, depth) in [(low, 1.0), (high, 3.0)] {
            index.place(entity, box: Rect(x: 200, y: 0, width: 30, height: 30), depth: depth, tick: 0)
            index.place(entity, box: Rect(x: 1, y: 1, width: 30, height: 30), depth: depth, tick: 1)
        }
        index.settle(at: settled ? 1 + Self.rested : 2)
        let spot = Point(x: 20, y: 20)
        #expect(Self.ask(index, at: spot, hitting: [background, low, resting, high]) == (high, [high]))
        #expect(Self.ask(index, at: spot, hitting: [background, low, resting]) == (resting, [high, resting]))
        #expect(Self.ask(index, at: spot, hitting: [background, low]) == (low, [high, resting, low]))
        #expect(Self.ask(index, at: spot, hitting: [background]) == (background, [high, resting, low, background]))
        #expect(Self.ask(index, at: spot, hitting: []) == (nil, [high, resting, low, background]))
        #expect(index.entities(at: spot) == [high, resting, low, background])
        // A point in a cell no other box reaches: only the background is asked.
        #expect(Self.ask(index, at: Point(x: 100, y: 20), hitting: []) == (nil, [background]))
        // Where the two moved from, nothing but the background is left.
        #expect(index.entities(at: Point(x: 215, y: 15)) == [background])
    }

    /// An entity whose box misses the point is never asked, though it shares the point's cell.
    @Test func anEntityWhoseBoxMissesThePointIsNotAskedInItsCell() {
        var index = SpatialIndex(cellSize: 64)
        let (small, wide) = (Self.entity(0), Self.entity(1))
        index.place(small, box: Rect(x: 10, y: 10, width: 20, height: 20), depth: 5, tick: 0)
        index.place(wide, box: Rect(x: 0, y: 0, width: 60, height: 60), depth: 0, tick: 0)
        #expect(Self.ask(index, at: Point(x: 50, y: 50), hitting: []) == (nil, [wide]))
        #expect(Self.ask(index, at: Point(x: 20, y: 20), hitting: []) == (nil, [small, wide]))
        // Its box edges count as inside.
        #expect(index.entities(at: Point(x: 30, y: 10)) == [small, wide])
        #expect(index.entities(at: Point(x: 30.001, y: 10)) == [wide])
    }

    /// Placing an entity again moves it: within the same cells (only its box changes), into
    /// cells overlapping its old ones, and far away. It is found at its new box only: while it
    /// moves, before it has rested long enough, and once it has been filed there.
    @Test func placingAgainMovesAnEntityToItsNewBoxOnly() {
        var index = SpatialIndex(cellSize: 64)
        let mover = Self.entity(4)
        let boxes = [Rect(x: 2, y: 2, width: 20, height: 20),   // cell (0, 0)
                     Rect(x: 30, y: 30, width: 20, height: 20),  // the same cell
                     Rect(x: 50, y: 30, width: 40, height: 20),  // cells (0, 0) and (1, 0)
                     Rect(x: 100, y: 30, width: 20, height: 20), // cell (1, 0)
                     Rect(x: -900, y: 5000, width: 20, height: 20)]
        let probes = boxes.map { Point(x: $0.origin.x + $0.size.width / 2, y: $0.origin.y + $0.size.height / 2) }
        var tick: UInt64 = 0
        for (placed, box) in boxes.enumerated() {
            for settling in [0, 1, Self.rested] {
                tick += 1
                if settling == 0 { index.place(mover, box: box, depth: 0, tick: tick) }
                index.settle(at: tick + settling)
                #expect(index.box(of: mover) == box)
                for (probed, probe) in probes.enumerated() {
                    let inside = probe.x >= box.origin.x && probe.x <= box.origin.x + box.size.width
                        && probe.y >= box.origin.y && probe.y <= box.origin.y + box.size.height
                    #expect(index.entities(at: probe) == (inside ? [mover] : []),
                            "placed at \(placed), \(settling) ticks on, probed at \(probed)")
                }
            }
        }
    }

    /// A new depth reorders an entity among the others, moving or not; equal depths go to the
    /// higher index; a NaN depth counts as 0; an entity not in the index gets no depth and no place.
    @Test(arguments: [false, true])
    func depthsOrderTheEntitiesAndCanChange(moving: Bool) {
        var index = SpatialIndex(cellSize: 64)
        let box = Rect(x: 0, y: 0, width: 50, height: 50)
        let (a, b, c) = (Self.entity(0), Self.entity(1), Self.entity(2))
        // Moving: each came from a box in other cells.
        if moving { for entity in [a, b, c] { index.place(entity, box: Rect(x: 500, y: 500, width: 5, height: 5), depth: 0, tick: 0) } }
        index.place(a, box: box, depth: 3, tick: 1)
        index.place(b, box: box, depth: 1, tick: 1)
        index.place(c, box: box, depth: .nan, tick: 1)
        let spot = Point(x: 25, y: 25)
        #expect(index.entities(at: spot) == [a, b, c])
        index.setDepth(1, of: a)
        #expect(index.entities(at: spot) == [b, a, c], "equal depths: the higher index first")
        index.setDepth(0.5, of: c)
        #expect(index.entities(at: spot) == [b, a, c])
        index.setDepth(2, of: c)
        #expect(index.entities(at: spot) == [c, b, a])
        index.setDepth(-1, of: c)
        #expect(index.entities(at: spot) == [b, a, c])
        index.settle(at: 1 + Self.rested)
        #expect(index.entities(at: spot) == [b, a, c], "rested")
        #expect(index.entities(at: Point(x: 502, y: 502)).isEmpty)
        let unfiled = Self.entity(9)
        index.setDepth(10, of: unfiled)
        #expect(index.box(of: unfiled) == nil)
        #expect(index.entities(at: spot) == [b, a, c])
    }

    /// Removing takes an entity out, moving or not (a box that is not finite does too); a handle
    /// of the entity's slot from an earlier generation is not it; removing everything empties
    /// the index.
    @Test(arguments: [false, true])
    func removingTakesAnEntityOut(moving: Bool) {
        var index = SpatialIndex(cellSize: 64)
        let box = Rect(x: 0, y: 0, width: 50, height: 50)
        let (a, b, c) = (Self.entity(0, generation: 1), Self.entity(1), Self.entity(2))
        if moving { for entity in [a, b, c] { index.place(entity, box: Rect(x: 500, y: 500, width: 5, height: 5), depth: 0, tick: 0) } }
        for entity in [a, b, c] { index.place(entity, box: box, depth: 0, tick: 1) }
        let spot = Point(x: 25, y: 25)
        index.remove(Self.entity(0, generation: 0))
        #expect(index.entities(at: spot) == [c, b, a], "an earlier generation's handle removes nothing")
        #expect(index.box(of: Self.entity(0, generation: 0)) == nil)
        index.remove(b)
        #expect(index.entities(at: spot) == [c, a])
        #expect(index.box(of: b) == nil)
        index.place(c, box: Rect(x: .nan, y: 0, width: 50, height: 50), depth: 0, tick: 0)
        #expect(index.entities(at: spot) == [a])
        index.place(c, box: Rect(x: 0, y: 0, width: .infinity, height: 50), depth: 0, tick: 0)
        #expect(index.box(of: c) == nil)
        index.place(b, box: box, depth: 0, tick: 0)
        #expect(index.entities(at: spot) == [b, a], "placed again after its removal")
        index.settle(at: 1 + Self.rested)
        #expect(index.entities(at: spot) == [b, a], "rested")
        index.remove(a)
        #expect(index.entities(at: spot) == [b])
        index.removeAll()
        #expect(index.entities(at: spot).isEmpty)
        #expect(index.box(of: b) == nil)
    }

    /// A later generation of a slot placed over an earlier one (whose entity went without being
    /// removed) takes its place: the earlier handle is never a candidate again.
    @Test(arguments: [false, true])
    func aLaterGenerationReplacesAnEarlierOne(moving: Bool) {
        var index = SpatialIndex(cellSize: 64)
        let (earlier, later) = (Self.entity(3, generation: 0), Self.entity(3, generation: 1))
        let box = Rect(x: 0, y: 0, width: 50, height: 50)
        if moving { index.place(earlier, box: Rect(x: 500, y: 500, width: 5, height: 5), depth: 0, tick: 0) }
        index.place(earlier, box: box, depth: 0, tick: 1)
        index.place(later, box: box, depth: 0, tick: 2)
        let spot = Point(x: 25, y: 25)
        #expect(index.entities(at: spot) == [later])
        #expect(index.box(of: earlier) == nil && index.box(of: later) == box)
        index.settle(at: 2 + Self.rested)
        #expect(index.entities(at: spot) == [later], "rested")
        index.remove(later)
        #expect(index.entities(at: spot).isEmpty)
    }

    /// A point that is not finite is in no box, however large.
    @Test func aPointThatIsNotFiniteFindsNothing() {
        var index = SpatialIndex()
        index.place(Self.entity(0), box: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), depth: 0, tick: 0)
        index.place(Self.entity(1), box: Rect(x: -10, y: -10, width: 20, height: 20), depth: 0, tick: 0)
        for point in [Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: .nan)] {
            #expect(index.entities(at: point).isEmpty, "\(point)")
            #expect(index.topmost(at: point) { _ in true } == nil, "\(point)")
        }
        #expect(index.entities(at: Point(x: 0, y: 0)) == [Self.entity(1), Self.entity(0)])
    }
}
