import TactileECS
import TactileGestures

/// A uniform grid over scene space: each cell lists, top down, the entities whose boxes touch
/// it, so that a hit test asks a handful of entities instead of all of them.
///
/// ```swift
/// let index = SpatialIndex()
/// index.place(square, box: Rect(x: 0, y: 0, width: 40, height: 40), depth: 0)
/// index.topmost(at: Point(x: 10, y: 10)) { entity in contains(entity) }   // square
/// ```
///
/// A cell keeps its entries ordered by depth (highest first, ties to the higher entity index), so
/// a hit test walks one cell from the top and stops at the first hit. Placing an entity whose
/// box stays in the same cells only notes the box; moving into other cells files it anew there,
/// O(cells × log entries) plus moving the entries below it. Boxes wider or taller than
/// ``oversizedCells`` cells (a full-window background) live in one list every query merges in.
public final class SpatialIndex {
    /// An entity filed in a cell, with what orders it.
    struct Entry {
        var depth: Double
        var entity: Entity

        /// Whether this entry lies above `other` in a cell's top-down order.
        func isAbove(_ other: Entry) -> Bool {
            depth > other.depth || (depth == other.depth && entity.index > other.entity.index)
        }
    }

    /// The cells a box covers, inclusive.
    struct CellRange: Equatable {
        var minX, minY, maxX, maxY: Int32
        var isOversized: Bool {
            Int(maxX) - Int(minX) >= SpatialIndex.oversizedCells || Int(maxY) - Int(minY) >= SpatialIndex.oversizedCells
        }
    }

    /// Where an entity is filed.
    struct Record {
        var entity: Entity
        var box: Rect
        var depth: Double
        var range: CellRange
    }

    /// Boxes spanning this many cells or more across are kept in one list instead.
    static let oversizedCells = 16

    public let cellSize: Double
    private let cellsPerPoint: Double
    // The tables opt out of run-time exclusivity checks: the transform system places every moved
    // entity each tick, and a check costs more than a placing that keeps the entity's cells.
    @exclusivity(unchecked) private var cells: [Int64: [Entry]] = [:]
    @exclusivity(unchecked) private var oversized: [Entry] = []
    /// Per entity index: where it is filed, if it is.
    @exclusivity(unchecked) private var records: [Record?] = []
    /// A query's candidates, kept so that a hit test allocates nothing.
    @exclusivity(unchecked) private var candidates: [Entry] = []

    public init(cellSize: Double = 64) {
        self.cellSize = cellSize
        cellsPerPoint = 1 / cellSize
    }

    /// Files `entity` with `box` (scene coordinates) at `depth`, or moves it there. A box that is
    /// not finite takes it out.
    public func place(_ entity: Entity, box: Rect, depth: Double) {
        guard box.origin.x.isFinite, box.origin.y.isFinite, box.size.width.isFinite, box.size.height.isFinite else {
            return remove(entity)
        }
        let depth = depth.isNaN ? 0 : depth
        let range = range(of: box)
        let index = Int(entity.index)
        if index < records.count, let old = records[index], old.entity == entity {
            // Most moves stay in the same cells: only the box changes.
            if old.range == range && old.depth == depth {
                records[index]!.box = box
                return
            }
            unfile(Entry(depth: old.depth, entity: entity), from: old.range)
        } else if index >= records.count {
            records.append(contentsOf: repeatElement(nil, count: index - records.count + 1))
        }
        records[index] = Record(entity: entity, box: box, depth: depth, range: range)
        file(Entry(depth: depth, entity: entity), in: range)
    }

    /// Changes the depth `entity` is ordered by, if it is filed.
    public func setDepth(_ depth: Double, of entity: Entity) {
        guard let record = record(of: entity), record.depth != depth else { return }
        place(entity, box: record.box, depth: depth)
    }

    /// Takes `entity` out.
    public func remove(_ entity: Entity) {
        guard let record = record(of: entity) else { return }
        unfile(Entry(depth: record.depth, entity: entity), from: record.range)
        records[Int(entity.index)] = nil
    }

    /// Empties the index.
    public func removeAll() {
        cells.removeAll()
        oversized.removeAll()
        records.removeAll()
    }

    /// The box `entity` was last placed with.
    public func box(of entity: Entity) -> Rect? { record(of: entity)?.box }

    /// The topmost entity (highest depth, ties to the higher index) whose box holds `point` and
    /// that `hits` accepts. Candidates are asked top down; none below the first hit is asked.
    public func topmost(at point: Point, where hits: (Entity) throws -> Bool) rethrows -> Entity? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        gatherCandidates(at: point)
        for candidate in candidates where try hits(candidate.entity) { return candidate.entity }
        return nil
    }

    /// The entities whose boxes hold `point`, top down.
    public func entities(at point: Point) -> [Entity] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        gatherCandidates(at: point)
        return candidates.map(\.entity)
    }

    // MARK: Plumbing

    private func record(of entity: Entity) -> Record? {
        let index = Int(entity.index)
        guard index < records.count, let record = records[index], record.entity == entity else { return nil }
        return record
    }

    /// The entries of the point's cell and the oversized list whose boxes hold `point`, merged
    /// top down into ``candidates``.
    private func gatherCandidates(at point: Point) {
        candidates.removeAll(keepingCapacity: true)
        let cell = cells[key(cell(point.x), cell(point.y))] ?? []
        var (inCell, inList) = (0, 0)
        while inCell < cell.count || inList < oversized.count {
            let takeCell = inList == oversized.count || (inCell < cell.count && cell[inCell].isAbove(oversized[inList]))
            let entry = takeCell ? cell[inCell] : oversized[inList]
            if takeCell { inCell += 1 } else { inList += 1 }
            if let box = record(of: entry.entity)?.box, Self.box(box, holds: point) { candidates.append(entry) }
        }
    }

    /// Whether `point` lies in `box`, give or take rounding (a millionth of the numbers
    /// involved): an exact test inside the shape must never be ruled out by its box.
    private static func box(_ box: Rect, holds point: Point) -> Bool {
        let margin = 1e-6 * (point.x.magnitude + point.y.magnitude + box.size.width.magnitude + box.size.height.magnitude + 1)
        let (minX, maxX) = (min(box.origin.x, box.origin.x + box.size.width), max(box.origin.x, box.origin.x + box.size.width))
        let (minY, maxY) = (min(box.origin.y, box.origin.y + box.size.height), max(box.origin.y, box.origin.y + box.size.height))
        return point.x >= minX - margin && point.x <= maxX + margin && point.y >= minY - margin && point.y <= maxY + margin
    }

    private func file(_ entry: Entry, in range: CellRange) {
        if range.isOversized { return Self.insert(entry, into: &oversized) }
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX { Self.insert(entry, into: &cells[key(x, y), default: []]) }
        }
    }

    private func unfile(_ entry: Entry, from range: CellRange) {
        if range.isOversized { return Self.remove(entry, from: &oversized) }
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX { Self.remove(entry, from: &cells[key(x, y), default: []]) }
        }
    }

    /// Puts `entry` where it belongs in a top-down list: O(log n) to find, O(n) to make room.
    private static func insert(_ entry: Entry, into list: inout [Entry]) {
        list.insert(entry, at: place(of: entry, in: list))
    }

    private static func remove(_ entry: Entry, from list: inout [Entry]) {
        let place = place(of: entry, in: list)
        if place < list.count, list[place].entity == entry.entity { list.remove(at: place) }
    }

    /// Where `entry` goes in a top-down list: after every entry above it.
    private static func place(of entry: Entry, in list: [Entry]) -> Int {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle].isAbove(entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func range(of box: Rect) -> CellRange {
        let (x0, x1) = (min(box.origin.x, box.origin.x + box.size.width), max(box.origin.x, box.origin.x + box.size.width))
        let (y0, y1) = (min(box.origin.y, box.origin.y + box.size.height), max(box.origin.y, box.origin.y + box.size.height))
        return CellRange(minX: cell(x0), minY: cell(y0), maxX: cell(x1), maxY: cell(y1))
    }

    /// The column (or row) of a coordinate, clamped so that any finite number has one.
    private func cell(_ value: Double) -> Int32 {
        Int32((value * cellsPerPoint).rounded(.down).clamped(to: -1e9...1e9))
    }

    private func key(_ x: Int32, _ y: Int32) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: y)) }
}
