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
/// query visits instead.
struct SpatialGrid {
    let cellSize: Double
    let oversizedCells = 16
    private var cells: [Int64: [EntityID]] = [:]
    private var oversized: [EntityID] = []
    /// Per entity index: the cell range it is in (empty when not placed).
    private var placements: [CellRange?] = []

    struct CellRange: Equatable {
        var minX, minY, maxX, maxY: Int32
        var isOversized: Bool
    }

    init(cellSize: Double = 64) { self.cellSize = cellSize }

    private func cell(_ value: Double) -> Int32 {
        Int32((value / cellSize).rounded(.down).clamped(to: -1e9...1e9))
    }

    private func key(_ x: Int32, _ y: Int32) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: y)) }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        oversized.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
    }

    /// Puts `entity` where `bounds` (scene coordinates) is, moving it if it was elsewhere.
    mutating func place(_ entity: EntityID, bounds: Rect) {
        guard bounds.origin.isFinite, bounds.size.isFinite else { return remove(entity) }
        let range = CellRange(
            minX: cell(bounds.origin.x), minY: cell(bounds.origin.y),
            maxX: cell(bounds.origin.x + bounds.size.width), maxY: cell(bounds.origin.y + bounds.size.height),
            isOversized: false)
        var sized = range
        sized.isOversized = Int(range.maxX) - Int(range.minX) > oversizedCells || Int(range.maxY) - Int(range.minY) > oversizedCells
        let i = Int(entity.index)
        if i < placements.count, placements[i] == sized { return }
        remove(entity)
        if i >= placements.count { placements.append(contentsOf: repeatElement(nil, count: i - placements.count + 1)) }
        placements[i] = sized
        if sized.isOversized {
            oversized.append(entity)
            return
        }
        for y in sized.minY...sized.maxY {
            for x in sized.minX...sized.maxX { cells[key(x, y), default: []].append(entity) }
        }
    }

    mutating func remove(_ entity: EntityID) {
        let i = Int(entity.index)
        guard i < placements.count, let range = placements[i] else { return }
        placements[i] = nil
        if range.isOversized {
            oversized.removeAll { $0 == entity }
            return
        }
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX {
                let k = key(x, y)
                cells[k]?.removeAll { $0 == entity }
            }
        }
    }

    /// Calls `body` with every entity whose bounds may contain `point`.
    func candidates(at point: Point, _ body: (EntityID) -> Void) {
        if let bucket = cells[key(cell(point.x), cell(point.y))] {
            for entity in bucket { body(entity) }
        }
        for entity in oversized { body(entity) }
    }
}
