import TactileECS
import TactileGestures

/// A uniform grid over scene space: each cell lists, top down, the entities whose boxes touch
/// it, so that a hit test asks a handful of entities instead of all of them.
///
/// ```swift
/// var index = SpatialIndex()
/// index.place(square, box: Rect(x: 0, y: 0, width: 40, height: 40), depth: 0, tick: 1)
/// index.topmost(at: Point(x: 10, y: 10)) { entity in contains(entity) }   // square
/// ```
///
/// A cell keeps its entries ordered by depth (highest first, ties to the higher entity index), so
/// a hit test walks one cell from the top and stops at the first hit. An entity that leaves its
/// cells is not filed anew while it moves (a crowded cell costs O(its entries) to change): it
/// joins a short *moving* list that every query merges in, its old entries skipped, and is
/// filed in its new cells once its box has rested for `restingTicks` ticks (``settle(at:)``).
/// Boxes `oversizedCells` cells or more across (a full-window background) live in one list
/// every query merges in. Placing is O(1) while an entity stays in its cells or moves; filing is
/// O(cells × entries there); a query is O((entries above the hit + 1) × (moving + oversized)).
/// A value, lent to the transform system to change; a query only reads it.
public struct SpatialIndex {
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

    /// Where an entity is.
    struct Record {
        var entity: Entity
        var box: Rect
        /// Whether a point outside `box` cannot hit the entity (not so for a shape without area,
        /// whose exact test reaches past its box along its line).
        var isBounded: Bool
        var depth: Double
        /// The cells its entries are filed in (under `depth`), or nil if it has none.
        var filed: CellRange?
        /// Whether it is in the moving list (its entries, if any, are stale), and when its box
        /// last changed there.
        var isMoving = false
        var movedAt: UInt64 = 0
    }

    /// Boxes spanning this many cells or more across are kept in one list instead.
    static let oversizedCells = 16
    /// How long a moving entity's box must stay put before it is filed in its cells.
    static let restingTicks: UInt64 = 30

    public let cellSize: Double
    private let cellsPerPoint: Double
    private var cells: [Int64: [Entry]] = [:]
    private var oversized: [Entry] = []
    private var moving: [Entity] = []
    /// Per entity index: where it is, if it is.
    private var records: [Record?] = []
    /// The change tick the transform system last gave the depths at: a z-index
    /// changed after it is not in the index's order yet.
    public internal(set) var depthsSynced: ChangeTick = 0

    public init(cellSize: Double = 64) {
        self.cellSize = cellSize
        cellsPerPoint = 1 / cellSize
    }

    /// Puts `entity` at `box` (scene coordinates) and `depth`, at tick `tick`. A box that is not
    /// finite takes it out. `isBounded: false` says a point outside the box may still hit the
    /// entity (a shape without area): it is a candidate wherever its cells are.
    public mutating func place(_ entity: Entity, box: Rect, depth: Double, tick: UInt64, isBounded: Bool = true) {
        guard box.origin.x.isFinite, box.origin.y.isFinite, box.size.width.isFinite, box.size.height.isFinite else {
            return remove(entity)
        }
        let depth = depth.isNaN ? 0 : depth
        let slot = Int(entity.index)
        guard slot < records.count, let record = records[slot], record.entity == entity else {
            if slot >= records.count { records.append(contentsOf: repeatElement(nil, count: slot - records.count + 1)) }
            // An earlier entity of the slot (another generation) leaves first.
            if let earlier = records[slot] { remove(earlier.entity) }
            records[slot] = Record(entity: entity, box: box, isBounded: isBounded, depth: depth)
            return file(slot)
        }
        records[slot]!.isBounded = isBounded
        if record.depth != depth {
            // Reordered: filed again in its cells under the new depth.
            unfile(slot)
            records[slot]!.box = box
            records[slot]!.depth = depth
            return file(slot)
        }
        if record.isMoving {
            if record.box != box { (records[slot]!.box, records[slot]!.movedAt) = (box, tick) }
        } else if record.filed == range(of: box) {
            records[slot]!.box = box
        } else {
            // Leaving its cells: kept in the moving list until it rests.
            (records[slot]!.box, records[slot]!.isMoving, records[slot]!.movedAt) = (box, true, tick)
            moving.append(entity)
        }
    }

    /// Changes the depth `entity` is ordered by, if it is in the index.
    public mutating func setDepth(_ depth: Double, of entity: Entity) {
        guard let record = record(of: entity), record.depth != depth else { return }
        place(entity, box: record.box, depth: depth, tick: record.movedAt)
    }

    /// Files the moving entities whose boxes have rested since `tick − restingTicks`.
    public mutating func settle(at tick: UInt64) {
        var position = 0
        while position < moving.count {
            let slot = Int(moving[position].index)
            guard let record = records[slot], record.isMoving else {
                moving.swapAt(position, moving.count - 1)
                moving.removeLast()
                continue
            }
            guard tick < record.movedAt || tick - record.movedAt >= Self.restingTicks else {
                position += 1
                continue
            }
            moving.swapAt(position, moving.count - 1)
            moving.removeLast()
            unfile(slot)
            records[slot]!.isMoving = false
            file(slot)
        }
    }

    /// Takes `entity` out.
    public mutating func remove(_ entity: Entity) {
        guard record(of: entity) != nil else { return }
        let slot = Int(entity.index)
        unfile(slot)
        if records[slot]!.isMoving { moving.removeAll { $0 == entity } }
        records[slot] = nil
    }

    /// Empties the index.
    public mutating func removeAll() {
        cells.removeAll()
        oversized.removeAll()
        moving.removeAll()
        records.removeAll()
    }

    /// The box `entity` was last placed with.
    public func box(of entity: Entity) -> Rect? { record(of: entity)?.box }

    /// The topmost entity (highest depth, ties to the higher index) whose box holds `point` and
    /// that `hits` accepts. Candidates are asked top down; none below the first hit is asked.
    public func topmost(at point: Point, where hits: (Entity) throws -> Bool) rethrows -> Entity? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let cell = cells[key(cell(point.x), cell(point.y))] ?? []
        var (position, lastAsked) = (0, nil as Entry?)
        while true {
            // The next candidate down: the cell's next resting entry, or a moving or oversized
            // one between it and the last asked.
            while position < cell.count, !isResting(cell[position], holding: point) { position += 1 }
            var next = position < cell.count ? cell[position] : nil
            var fromCell = next != nil
            func consider(_ entry: Entry) {
                guard lastAsked.map({ $0.isAbove(entry) }) ?? true, next.map({ entry.isAbove($0) }) ?? true else { return }
                (next, fromCell) = (entry, false)
            }
            for entity in moving {
                guard let record = record(of: entity), !record.isBounded || Self.box(record.box, holds: point) else { continue }
                consider(Entry(depth: record.depth, entity: entity))
            }
            for entry in oversized where isResting(entry, holding: point) { consider(entry) }
            guard let candidate = next else { return nil }
            if fromCell { position += 1 }
            if try hits(candidate.entity) { return candidate.entity }
            lastAsked = candidate
        }
    }

    /// The entities whose boxes hold `point`, top down.
    public func entities(at point: Point) -> [Entity] {
        var found: [Entity] = []
        _ = topmost(at: point) { entity in
            found.append(entity)
            return false
        }
        return found
    }

    // MARK: Plumbing

    private func record(of entity: Entity) -> Record? {
        let slot = Int(entity.index)
        guard slot < records.count, let record = records[slot], record.entity == entity else { return nil }
        return record
    }

    /// Whether `entry` is its entity's filed entry (not a stale one of an entity now moving) and
    /// its box holds `point`.
    private func isResting(_ entry: Entry, holding point: Point) -> Bool {
        guard let record = record(of: entry.entity), !record.isMoving else { return false }
        return !record.isBounded || Self.box(record.box, holds: point)
    }

    /// Whether `point` lies in `box`, give or take rounding (a millionth of the numbers
    /// involved): an exact test inside the shape must never be ruled out by its box.
    private static func box(_ box: Rect, holds point: Point) -> Bool {
        let margin = 1e-6 * (point.x.magnitude + point.y.magnitude + box.size.width.magnitude + box.size.height.magnitude + 1)
        let (minX, maxX) = (min(box.origin.x, box.origin.x + box.size.width), max(box.origin.x, box.origin.x + box.size.width))
        let (minY, maxY) = (min(box.origin.y, box.origin.y + box.size.height), max(box.origin.y, box.origin.y + box.size.height))
        return point.x >= minX - margin && point.x <= maxX + margin && point.y >= minY - margin && point.y <= maxY + margin
    }

    /// Files the entity of `slot` in the cells its box covers, under its depth.
    private mutating func file(_ slot: Int) {
        guard let record = records[slot] else { return }
        let range = range(of: record.box)
        records[slot]!.filed = range
        let entry = Entry(depth: record.depth, entity: record.entity)
        if range.isOversized { return Self.insert(entry, into: &oversized) }
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX { Self.insert(entry, into: &cells[key(x, y), default: []]) }
        }
    }

    /// Takes the entity of `slot`'s entries out of its cells.
    private mutating func unfile(_ slot: Int) {
        guard let record = records[slot], let range = record.filed else { return }
        records[slot]!.filed = nil
        let entry = Entry(depth: record.depth, entity: record.entity)
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
