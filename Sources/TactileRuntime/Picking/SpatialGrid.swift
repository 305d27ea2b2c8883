import TactileGestures

/// A uniform grid of scene space: which entities' bounding boxes touch each cell, so a hit
/// test looks at a handful of entities instead of all of them.
///
/// ```swift
/// var grid = SpatialGrid(cellSize: 64)
/// grid.place(square, bounds: Rect(x: 0, y: 0, width: 40, height: 40))
/// grid.candidates(at: Point(x: 10, y: 10)) { entity in … }
/// ```
///
/// Placing an entity is O(cells it covers); a query is O(entities in one cell). Entities wider
/// than `oversizedCells` cells (a full-window background) live in a short list that every
/// query visits instead. So do entities that are moving: taking one out of crowded cells costs
/// O(entities there), so it is done once when it starts moving, not every tick; it goes back
/// into the cells once it has rested for `restingTicks` ticks (``settle(at:)``).
struct SpatialGrid {
    let cellSize: Double
    let oversizedCells = 16
    let restingTicks: UInt64 = 30
    private var cells: [Int64: [EntityID]] = [:]
    private var oversized: [EntityID] = []
    private var moving: [EntityID] = []
    /// Per entity index: where it is.
    private var placements: [Placement] = []

    struct CellRange: Equatable {
        var minX, minY, maxX, maxY: Int32
        var isOversized: Bool
    }

    enum Placement: Equatable {
        case none
        case cells(CellRange)
        case oversized
        /// In the moving list; `range` is where it is now, `tick` when it last moved.
        case moving(range: CellRange, tick: UInt64)
    }

    init(cellSize: Double = 64) { self.cellSize = cellSize }

    private func cell(_ value: Double) -> Int32 {
        Int32((value / cellSize).rounded(.down).clamped(to: -1e9...1e9))
    }

    private func key(_ x: Int32, _ y: Int32) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: y)) }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        oversized.removeAll(keepingCapacity: true)
        moving.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
    }

    /// Puts `entity` where `bounds` (scene coordinates) is at tick `tick`, moving it if it was
    /// elsewhere.
    mutating func place(_ entity: EntityID, bounds: Rect, tick: UInt64) {
        guard bounds.origin.isFinite, bounds.size.isFinite else { return remove(entity) }
        var range = CellRange(
            minX: cell(bounds.origin.x), minY: cell(bounds.origin.y),
            maxX: cell(bounds.origin.x + bounds.size.width), maxY: cell(bounds.origin.y + bounds.size.height),
            isOversized: false)
        range.isOversized = Int(range.maxX) - Int(range.minX) > oversizedCells || Int(range.maxY) - Int(range.minY) > oversizedCells
        let i = Int(entity.index)
        if i >= placements.count { placements.append(contentsOf: repeatElement(.none, count: i - placements.count + 1)) }
        switch placements[i] {
        case .none:
            insert(entity, range)
        case .cells(let old):
            guard old != range else { return }
            removeFromCells(entity, old)
            moving.append(entity)
            placements[i] = .moving(range: range, tick: tick)
        case .oversized:
            guard !range.isOversized else { return }
            oversized.removeAll { $0 == entity }
            moving.append(entity)
            placements[i] = .moving(range: range, tick: tick)
        case .moving(let old, _):
            // Resting is measured from the last change of cells, not from the last placement
            // (a full transform pass places everything again).
            if old != range { placements[i] = .moving(range: range, tick: tick) }
        }
    }

    /// Puts back into the cells the moving entities that have rested long enough.
    mutating func settle(at tick: UInt64) {
        var position = moving.count
        while position > 0 {
            position -= 1
            let entity = moving[position]
            guard case .moving(let range, let since) = placements[Int(entity.index)], tick < since || tick - since >= restingTicks else { continue }
            moving.swapAt(position, moving.count - 1)
            moving.removeLast()
            insert(entity, range)
        }
    }

    private mutating func insert(_ entity: EntityID, _ range: CellRange) {
        let i = Int(entity.index)
        if range.isOversized {
            oversized.append(entity)
            placements[i] = .oversized
            return
        }
        placements[i] = .cells(range)
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX { cells[key(x, y), default: []].append(entity) }
        }
    }

    private mutating func removeFromCells(_ entity: EntityID, _ range: CellRange) {
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX {
                cells[key(x, y)]?.removeAll { $0 == entity }
            }
        }
    }

    mutating func remove(_ entity: EntityID) {
        let i = Int(entity.index)
        guard i < placements.count else { return }
        switch placements[i] {
        case .none: return
        case .cells(let range): removeFromCells(entity, range)
        case .oversized: oversized.removeAll { $0 == entity }
        case .moving: moving.removeAll { $0 == entity }
        }
        placements[i] = .none
    }

    /// Calls `body` with every entity whose bounds may contain `point`.
    func candidates(at point: Point, _ body: (EntityID) -> Void) {
        if let bucket = cells[key(cell(point.x), cell(point.y))] {
            for entity in bucket { body(entity) }
        }
        for entity in oversized { body(entity) }
        for entity in moving { body(entity) }
    }
}
