import TactileGestures

/// A uniform grid of scene space: which entities' bounding boxes touch each cell, so a hit
/// test looks at a handful of entities instead of all of them.
///
/// ```swift
/// let grid = SpatialGrid(cellSize: 64)
/// grid.setDepth(0, of: square)
/// grid.place(square, bounds: Rect(x: 0, y: 0, width: 40, height: 40), tick: 1)
/// grid.topmost(at: Point(x: 10, y: 10), boxesVersion: 0) { entity, _ in
///     SpatialGrid.Verdict(hits: contains(entity), vouchesForBox: false)
/// }
/// ```
///
/// Each cell keeps its entities from the top down (highest depth first, ties: higher index), so
/// the topmost hit is usually among the first few looked at, however crowded the cell.
/// Placing an entity is O(cells it covers × entities there) when its cells change; a query is
/// O(entities above the hit in one cell). Entities wider
/// than `oversizedCells` cells (a full-window background) live in a short list that every
/// query visits instead. So do entities that are moving: changing a crowded cell costs
/// O(entities there), so a moving one is not refiled every tick. Its entries stay in the cells
/// it rested in, marked stale (queries skip them), until its box has stayed the same for
/// `restingTicks` ticks (``settle(at:)``): then only the cells it left and those it reached
/// change. Meanwhile placing it only notes its box: a query works out which cells that covers.
///
/// A class, one per simulation: its per-entity arrays are written each time a moving entity
/// is placed, and in a class they need no copy-on-write check (``UnsharedArray``).
final class SpatialGrid {
    let cellSize: Double
    static let oversizedCells = 16
    static let restingTicks: UInt64 = 30
    // Unchecked: the grid is only used from the simulation's thread, a call at a time.
    /// Per cell key (``key(_:_:)``) of a cell away from the origin (not in `nearCells`): its
    /// place in `cells`. A cell, once made, stays.
    @exclusivity(unchecked) private var cellNumbers: [Int64: Int] = [:]
    /// Per cell of the ``nearSpan`` × ``nearSpan`` about the origin, where the window's cells
    /// lie (``nearIndex(_:_:)``): 1 + its place in `cells` (0: not made yet). Looked up without
    /// hashing a key: placing a large shape looks up hundreds of cells.
    private let nearCells = UnsharedArray<Int32>()
    /// The first column (and row) of `nearCells`, and how many it holds.
    private static let nearStart: Int32 = -32
    private static let nearSpan: Int32 = 128
    private let cells = UnsharedArray<Cell>()
    @exclusivity(unchecked) private var oversized: [EntityID] = []
    @exclusivity(unchecked) private var moving: [EntityID] = []
    /// No moving entity can have rested before this tick (a bound, kept low): until then
    /// ``settle(at:)`` need not look at them.
    @exclusivity(unchecked) private var firstPossibleRest: UInt64 = 0
    /// The tick ``settle(at:)`` was last asked about: a clock that went back makes it look at
    /// the moving entities again.
    @exclusivity(unchecked) private var lastSettle: UInt64 = 0
    /// Per entity index: where it is.
    private let placements = UnsharedArray<Placement>()
    /// Per entity index: its depth (z-index), as last set (``setDepth(_:of:)``); cells are
    /// ordered by it. Whoever places entities keeps it up to date.
    private let depths = UnsharedArray<Double>()
    /// Per entity index: whether its cell entries are stale (it is moving), which queries skip,
    /// or its box is vouched for (``Verdict/vouchesForBox``). A byte each, dense, so that the
    /// check stays in cache.
    private let states = UnsharedArray<EntryState>()
    /// Per entity index: its box as last placed, while it rests in the cells: what a query
    /// rules it out by once the box is vouched for. Apart from `placements`, whose moving
    /// entities' placing reads them on every move.
    private let restingBoxes = UnsharedArray<Box>()
    /// The boxes version (``topmost(at:boxesVersion:where:)``) the vouched boxes were vouched
    /// for under.
    @exclusivity(unchecked) private var vouchedVersion: UInt64 = 0
    /// A query's oversized and moving candidates, top down (``topmost(at:boxesVersion:where:)``);
    /// kept so that a query allocates nothing.
    private let others = UnsharedArray<Entry>()
    /// The version of the z-index store the depths were last brought up to date with.
    @exclusivity(unchecked) var depthsVersion: UInt64 = .max

    /// What a query may take for granted about an entity's cell entries.
    enum EntryState: UInt8 {
        /// Resting in its cells; asked about in full.
        case resting
        /// Moving: its entries are skipped, the moving list answers for it.
        case stale
        /// Resting in its cells, and its box is that of the exact test: a point clearly outside
        /// it is a miss without asking.
        case vouched
    }

    /// What a query's test of a candidate found: whether it is hit, and whether the box the
    /// grid holds for it is the one the exact test bounds the shape by (its transform
    /// invertible, its box worked out from the same numbers), so that a point clearly outside
    /// the box (``Box/clearlyExcludes(_:)``) is a miss, until it is placed again.
    struct Verdict {
        var hits: Bool
        var vouchesForBox: Bool
    }

    struct CellRange: Equatable {
        var minX, minY, maxX, maxY: Int32
        var isOversized: Bool

        @inline(__always) func contains(_ x: Int32, _ y: Int32) -> Bool {
            minX <= x && x <= maxX && minY <= y && y <= maxY
        }
    }

    /// One of a cell's entities, with the depth it is ordered by: searching a cell for where
    /// an entity goes then reads the cell alone, not the per-entity depths all over memory
    /// (a cache miss per step of the search).
    struct Entry {
        var depth: Double
        var entity: EntityID

        /// Whether this entry comes before (lies above) `other` in a cell's top-down order.
        @inline(__always) func isAbove(_ other: Entry) -> Bool {
            depth > other.depth || (depth == other.depth && entity.index > other.entity.index)
        }
    }

    /// A cell's entries, top down, in memory the grid owns: no array header or uniqueness check
    /// on the way to them, and no retain to read them.
    ///
    /// They lie anywhere in that memory, with room on both sides, so that an entry comes or
    /// goes by moving the shorter side of the cell by one: a quarter of a crowded cell on
    /// average, instead of half.
    struct Cell {
        /// Memory for `capacity` entries; the cell's are the `count` from `start` on.
        var buffer: UnsafeMutablePointer<Entry>
        var start: Int
        var count: Int
        var capacity: Int

        var entries: UnsafeMutablePointer<Entry> { buffer + start }

        init(capacity: Int) {
            buffer = .allocate(capacity: capacity)
            (start, count, self.capacity) = (capacity / 2, 0, capacity)
        }

        /// Puts `entry` at `place` (0 ... `count`).
        // Unsafe access: `place` lies in 0 ... `count` (a search's answer), and the side moved
        // into has a free slot (checked, or made by growing).
        mutating func insert(_ entry: Entry, at place: Int) {
            let roomBefore = start > 0, roomAfter = start + count < capacity
            if roomBefore && (place < count - place || !roomAfter) {
                (entries - 1).moveInitialize(from: entries, count: place)
                start -= 1
            } else {
                if !roomAfter { grow() }
                (entries + place + 1).moveInitialize(from: entries + place, count: count - place)
            }
            (entries + place).initialize(to: entry)
            count += 1
        }

        /// Takes out the entry at `place` (below `count`).
        // Unsafe access: `place` lies below `count`, so both sides moved stay in the entries.
        mutating func remove(at place: Int) {
            if place < count - 1 - place {
                (entries + 1).moveInitialize(from: entries, count: place)
                start += 1
            } else {
                (entries + place).moveInitialize(from: entries + place + 1, count: count - place - 1)
            }
            count -= 1
        }

        /// Empties the cell, keeping its memory.
        mutating func removeAll() { (start, count) = (capacity / 2, 0) }

        /// Doubles the memory, the entries in its middle.
        private mutating func grow() {
            let larger = UnsafeMutablePointer<Entry>.allocate(capacity: 2 * capacity)
            let newStart = (2 * capacity - count) / 2
            (larger + newStart).moveInitialize(from: entries, count: count)
            buffer.deallocate()
            (buffer, start, capacity) = (larger, newStart, 2 * capacity)
        }
    }

    /// A box in scene coordinates: a `Rect`'s numbers, as plain values an ``UnsharedArray``
    /// can hold.
    struct Box: Equatable {
        var x, y, width, height: Double

        /// Whether `point` lies outside the box by more than rounding could account for: a
        /// margin of a millionth of the numbers involved.
        @inline(__always) func clearlyExcludes(_ point: Point) -> Bool {
            let margin = 1e-6 * (point.x.magnitude + point.y.magnitude + width + height + 1)
            return point.x < x - margin || point.x > x + width + margin || point.y < y - margin || point.y > y + height + margin
        }
    }

    enum Placement: Equatable {
        case none
        case cells(CellRange)
        case oversized
        /// In the moving list; `bounds` is its box now, `tick` when the box last changed. Its
        /// entries in the cells of `stale` (where it rested before) stay until it rests again.
        case moving(bounds: Box, tick: UInt64, stale: CellRange?)
    }

    /// 1 / `cellSize`: a multiplication per coordinate instead of a division.
    private let cellsPerPoint: Double

    init(cellSize: Double = 64) {
        self.cellSize = cellSize
        cellsPerPoint = 1 / cellSize
        nearCells.pad(to: Int(Self.nearSpan) * Int(Self.nearSpan), with: 0)
    }

    deinit {
        for cell in cells { cell.buffer.deallocate() }
    }

    /// The cell column (or row) of a coordinate: its floor, without a libm call (the baseline
    /// x86-64 target has no rounding instruction) or a checked conversion. Adding 1.5 × 2⁵²
    /// rounds a number below 2⁵¹ to an integer, which the low bits then hold.
    @inline(__always) private func cell(_ value: Double) -> Int32 {
        var scaled = value * cellsPerPoint
        scaled = scaled < -1e9 ? -1e9 : scaled
        scaled = scaled > 1e9 ? 1e9 : scaled
        let magic = 6_755_399_441_055_744.0
        let shifted = scaled + magic
        let nearest = Int32(truncatingIfNeeded: shifted.bitPattern)
        return shifted - magic > scaled ? nearest &- 1 : nearest
    }

    private func key(_ x: Int32, _ y: Int32) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: y)) }

    /// Empties the grid; its cells keep their memory for the next scene.
    func removeAll() {
        for number in cells.indices { cells[number].removeAll() }
        oversized.removeAll(keepingCapacity: true)
        moving.removeAll(keepingCapacity: true)
        (firstPossibleRest, lastSettle) = (0, 0)
        placements.removeAll()
        depths.removeAll()
        states.removeAll()
        restingBoxes.removeAll()
        depthsVersion = .max
        vouchedVersion = 0
    }

    /// Puts `entity` where `bounds` (scene coordinates) is at tick `tick`, moving it if it was
    /// elsewhere. Its cells order it by the depth last set (0 if none was).
    @inline(__always)
    func place(_ entity: EntityID, bounds: Rect, tick: UInt64) {
        // x − x is 0 exactly when x is finite: one test instead of four.
        let (x, y, width, height) = (bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        guard (x - x) + (y - y) + (width - width) + (height - height) == 0 else { return remove(entity) }
        place(entity, finite: Box(x: x, y: y, width: width, height: height), tick: tick)
    }

    /// ``place(_:bounds:tick:)`` for a box whose numbers the caller found finite.
    @inline(__always)
    func place(_ entity: EntityID, finite bounds: Box, tick: UInt64) {
        let i = Int(entity.index)
        if i >= placements.count { makeRoom(for: i) }
        // Unchecked: room made just above.
        switch placements[unchecked: i] {
        case .none:
            insert(entity, range(of: bounds), bounds: bounds)
        case .cells(let old):
            guard old != range(of: bounds) else { return replace(at: i, bounds: bounds) }
            // Its entries stay, skipped, until it rests: then only the cells it left and those
            // it reached change, and a press does not pay for taking it out of crowded cells.
            states[unchecked: i] = .stale
            startMoving(entity, bounds: bounds, tick: tick, stale: old)
        case .oversized:
            guard !range(of: bounds).isOversized else { return }
            oversized.removeAll { $0 == entity }
            startMoving(entity, bounds: bounds, tick: tick, stale: nil)
        case .moving(let old, _, let stale):
            // Resting is measured from the last change of the box, not from the last placement
            // (a full transform pass places everything again).
            if old != bounds { placements[unchecked: i] = .moving(bounds: bounds, tick: tick, stale: stale) }
        }
    }

    /// ``place(_:finite:tick:)`` for an entity that is moving: whether it is (else nothing
    /// changes).
    @inline(__always)
    func placeIfMoving(_ entity: EntityID, finite bounds: Box, tick: UInt64) -> Bool {
        let i = Int(entity.index)
        // Unchecked: below the count, just tested.
        guard i < placements.count, case .moving(let old, _, let stale) = placements[unchecked: i] else { return false }
        if old != bounds { placements[unchecked: i] = .moving(bounds: bounds, tick: tick, stale: stale) }
        return true
    }

    /// Notes the new box of the entity with index `i`, which stays in its cells. Out of line:
    /// inlined into the placing of moving entities, it slowed their common case.
    @inline(never)
    private func replace(at i: Int, bounds: Box) {
        restingBoxes[unchecked: i] = bounds
        // A new placement may come with another transform, even for the same box.
        states[unchecked: i] = .resting
    }

    /// Puts `entity` into the moving list, where it may rest from `tick + restingTicks` on.
    private func startMoving(_ entity: EntityID, bounds: Box, tick: UInt64, stale: CellRange?) {
        moving.append(entity)
        placements[Int(entity.index)] = .moving(bounds: bounds, tick: tick, stale: stale)
        firstPossibleRest = min(firstPossibleRest, tick &+ Self.restingTicks)
    }

    /// The cells `bounds` covers.
    @inline(__always) private func range(of bounds: Box) -> CellRange {
        let (minX, minY) = (cell(bounds.x), cell(bounds.y))
        let (maxX, maxY) = (cell(bounds.x + bounds.width), cell(bounds.y + bounds.height))
        let isOversized = Int(maxX) - Int(minX) > Self.oversizedCells || Int(maxY) - Int(minY) > Self.oversizedCells
        return CellRange(minX: minX, minY: minY, maxX: maxX, maxY: maxY, isOversized: isOversized)
    }

    /// Changes the depth an entity is ordered by; one in the cells moves to its new place there.
    @inline(__always) func setDepth(_ depth: Double, of entity: EntityID) {
        let i = Int(entity.index)
        if i >= placements.count { makeRoom(for: i) }
        guard depths[i] != depth else { return }
        switch placements[i] {
        case .cells(let range):
            removeFromCells(entity, range)
            depths[i] = depth
            insert(entity, range, bounds: restingBoxes[i])
        case .moving(let bounds, let tick, let stale?):
            // Stale entries are filed under the old depth: they go now, while it is known.
            removeFromCells(entity, stale)
            states[i] = .resting
            placements[i] = .moving(bounds: bounds, tick: tick, stale: nil)
            depths[i] = depth
        default:
            depths[i] = depth
        }
    }

    /// Extends the per-index arrays to entity index `i`: not placed, depth 0. Out of line: it
    /// is rare, and inlined it would crowd the placing of moving entities.
    @inline(never)
    private func makeRoom(for i: Int) {
        placements.pad(to: i + 1, with: .none)
        depths.pad(to: i + 1, with: 0)
        states.pad(to: i + 1, with: .resting)
        restingBoxes.pad(to: i + 1, with: Box(x: 0, y: 0, width: 0, height: 0))
    }

    /// Puts back into the cells the moving entities that have rested long enough.
    /// O(1) until one may have, then O(moving entities).
    func settle(at tick: UInt64) {
        let clockWentBack = tick < lastSettle
        lastSettle = tick
        guard tick >= firstPossibleRest || clockWentBack else { return }
        // Boxes that changed since moved their rest later: the bound is worked out again.
        firstPossibleRest = .max
        var position = moving.count
        while position > 0 {
            position -= 1
            let entity = moving[position]
            guard case .moving(let bounds, let since, let stale) = placements[Int(entity.index)] else { continue }
            guard tick < since || tick - since >= Self.restingTicks else {
                firstPossibleRest = min(firstPossibleRest, since &+ Self.restingTicks)
                continue
            }
            moving.swapAt(position, moving.count - 1)
            moving.removeLast()
            let range = range(of: bounds)
            if let stale {
                // The cells it rested in before and rests in again keep its entry as it is.
                removeFromCells(entity, stale, except: range.isOversized ? nil : range)
            }
            insert(entity, range, bounds: bounds, except: stale)
        }
    }

    /// Files `entity`, whose box is `bounds`, in the cells of `range`, or among the oversized,
    /// but not in the cells of `except` (which hold it already).
    private func insert(_ entity: EntityID, _ range: CellRange, bounds: Box, except: CellRange? = nil) {
        let i = Int(entity.index)
        states[i] = .resting
        if range.isOversized {
            oversized.append(entity)
            placements[i] = .oversized
            return
        }
        placements[i] = .cells(range)
        restingBoxes[i] = bounds
        let entry = Entry(depth: depths[i], entity: entity)
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX where !(except?.contains(x, y) ?? false) {
                let number = cellNumber(x, y)
                // Unchecked: `cellNumber` returns a place in `cells`.
                cells[unchecked: number].insert(entry, at: Self.place(of: entry, in: cells[unchecked: number]))
            }
        }
    }

    /// Takes `entity` out of the cells of `range`, but not out of those of `except`.
    private func removeFromCells(_ entity: EntityID, _ range: CellRange, except: CellRange? = nil) {
        let entry = Entry(depth: depths[Int(entity.index)], entity: entity)
        for y in range.minY...range.maxY {
            for x in range.minX...range.maxX where !(except?.contains(x, y) ?? false) {
                guard let number = existingCellNumber(x, y) else { continue }
                // Unchecked: the numbers of cells made are places in `cells`.
                let cell = cells[unchecked: number]
                var place = Self.place(of: entry, in: cell)
                // An entity is filed under the depth it had when inserted, which is `depths`'
                // until ``setDepth(_:of:)`` takes it out first; looked for in full if not.
                if place == cell.count || cell.entries[place].entity != entity {
                    guard let found = (0..<cell.count).first(where: { cell.entries[$0].entity == entity }) else { continue }
                    place = found
                }
                cells[unchecked: number].remove(at: place)
            }
        }
    }

    /// The place in `nearCells` of cell (`x`, `y`), if it lies there.
    @inline(__always) private static func nearIndex(_ x: Int32, _ y: Int32) -> Int? {
        // Wrapping: a cell before the first column or row comes out above the span.
        let (column, row) = (UInt32(bitPattern: x &- nearStart), UInt32(bitPattern: y &- nearStart))
        guard column < UInt32(nearSpan), row < UInt32(nearSpan) else { return nil }
        return Int(row) * Int(nearSpan) + Int(column)
    }

    /// The place in `cells` of cell (`x`, `y`), if it was made.
    @inline(__always) private func existingCellNumber(_ x: Int32, _ y: Int32) -> Int? {
        guard let near = Self.nearIndex(x, y) else { return cellNumbers[key(x, y)] }
        // Unchecked: `nearIndex` lies below the count, padded for the span when the grid was made.
        let number = Int(nearCells[unchecked: near])
        return number > 0 ? number - 1 : nil
    }

    /// The place in `cells` of cell (`x`, `y`), made empty if it is new.
    private func cellNumber(_ x: Int32, _ y: Int32) -> Int {
        if let near = Self.nearIndex(x, y) {
            // Unchecked: as in `existingCellNumber`.
            if nearCells[unchecked: near] > 0 { return Int(nearCells[unchecked: near]) - 1 }
            cells.append(Cell(capacity: 16))
            nearCells[unchecked: near] = Int32(cells.count)
            return cells.count - 1
        }
        let key = key(x, y)
        if let number = cellNumbers[key] { return number }
        cells.append(Cell(capacity: 16))
        cellNumbers[key] = cells.count - 1
        return cells.count - 1
    }

    /// Where `entry` goes in `cell`'s top-down order: after every entry above it. O(log n).
    @inline(__always) private static func place(of entry: Entry, in cell: Cell) -> Int {
        var low = 0, high = cell.count
        while low < high {
            let middle = (low + high) / 2
            // Unchecked: `middle` lies below `high`, at most the count.
            if cell.entries[middle].isAbove(entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func remove(_ entity: EntityID) {
        let i = Int(entity.index)
        guard i < placements.count else { return }
        switch placements[i] {
        case .none: return
        case .cells(let range): removeFromCells(entity, range)
        case .oversized: oversized.removeAll { $0 == entity }
        case .moving(_, _, let stale):
            moving.removeAll { $0 == entity }
            if let stale { removeFromCells(entity, stale) }
        }
        placements[i] = .none
        states[i] = .resting
    }

    /// Column (or row) `n` as numbers a box's sides in cells (its coordinates times
    /// ``cellsPerPoint``) compare with: a side at or past `upper` starts in a later column, one
    /// below `lower` ends in an earlier one, as ``cell(_:)`` has it (its floor, past its clamp
    /// too). At the clamp's ends, where that does not hold, a NaN: nothing compares, and the
    /// cells are worked out.
    @inline(__always) private static func bounds(of n: Int32) -> (lower: Double, upper: Double) {
        (n > -1_000_000_000 ? Double(n) : .nan, n < 1_000_000_000 ? Double(n) + 1 : .nan)
    }

    /// Whether the cells a moving entity's box covers (the cells it would rest in) include
    /// cell (`x`, `y`), whose column and row are `columns` and `rows` (``bounds(of:)``): its
    /// sides compared with them, without working out its cells but at the clamp's ends, where
    /// those are NaN and nothing compares.
    @inline(__always) private func covers(_ entity: EntityID, _ x: Int32, _ y: Int32,
                                          columns: (lower: Double, upper: Double), rows: (lower: Double, upper: Double)) -> Bool {
        // Unchecked: a moving entity was placed, which made room for its index.
        guard case .moving(let bounds, _, _) = placements[unchecked: Int(entity.index)] else { return true }
        if bounds.x * cellsPerPoint >= columns.upper || (bounds.x + bounds.width) * cellsPerPoint < columns.lower
            || bounds.y * cellsPerPoint >= rows.upper || (bounds.y + bounds.height) * cellsPerPoint < rows.lower {
            return false
        }
        guard (columns.lower + columns.upper + rows.lower + rows.upper).isNaN else { return true }
        // The columns first: most moving entities are ruled out without working out the rows.
        guard cell(bounds.x) <= x, x <= cell(bounds.x + bounds.width) else { return false }
        return cell(bounds.y) <= y && y <= cell(bounds.y + bounds.height)
    }

    /// The topmost entity whose bounds may contain `point` and which `test` finds hit: the
    /// highest depth, ties going to the higher index. Candidates are tested top down (the
    /// oversized and moving entities merged into the point's cell), so that the first hit is
    /// the answer and no candidate below it is tested.
    ///
    /// `test` is given the box the grid holds for a candidate resting in the cells (`nil` for
    /// the others), and may vouch for it: later queries then pass over the candidate without
    /// asking when the point lies clearly outside it, until it is placed again, or until
    /// `boxesVersion` (a number that changes whenever what the test bounds shapes by may have
    /// changed without a placement) changes.
    func topmost(at point: Point, boxesVersion: UInt64, where test: (EntityID, Box?) -> Verdict) -> EntityID? {
        if boxesVersion != vouchedVersion { forgetVouchedBoxes(boxesVersion) }
        let (x, y) = (cell(point.x), cell(point.y))
        // The entities outside the cells that may hold the point, top down. A moving entity
        // whose cells miss the point's cannot hold it: its shape lies in its box.
        others.removeAll()
        for entity in oversized { addOther(entity) }
        let (columns, rows) = (Self.bounds(of: x), Self.bounds(of: y))
        for entity in moving where covers(entity, x, y, columns: columns, rows: rows) { addOther(entity) }
        var next = 0
        if let number = existingCellNumber(x, y) {
            // Unchecked: the numbers of cells made are places in `cells`; `test` does not change
            // the grid, so the cell's memory stays where it is meanwhile.
            let cell = cells[unchecked: number]
            for position in 0..<cell.count {
                let entry = cell.entries[position]
                while next < others.count, others[unchecked: next].isAbove(entry) {
                    let other = others[unchecked: next].entity
                    if test(other, nil).hits { return other }
                    next &+= 1
                }
                // Unchecked: an entity in a cell was placed, which made room for its index.
                let i = Int(entry.entity.index)
                let state = states[unchecked: i]
                // A moving entity's stale entry: the moving list answers for it.
                if state == .stale { continue }
                // Unchecked: room made for every placed index.
                let bounds = restingBoxes[unchecked: i]
                if state == .vouched && bounds.clearlyExcludes(point) { continue }
                let verdict = test(entry.entity, bounds)
                if verdict.vouchesForBox { states[unchecked: i] = .vouched }
                if verdict.hits { return entry.entity }
            }
        }
        while next < others.count {
            let other = others[unchecked: next].entity
            if test(other, nil).hits { return other }
            next &+= 1
        }
        return nil
    }

    /// Files `entity` among ``others`` in top-down order: a query has a handful.
    @inline(__always) private func addOther(_ entity: EntityID) {
        let entry = Entry(depth: depths[Int(entity.index)], entity: entity)
        others.append(entry)
        var place = others.count &- 1
        while place > 0, entry.isAbove(others[unchecked: place &- 1]) {
            others[unchecked: place] = others[unchecked: place &- 1]
            place &-= 1
        }
        others[unchecked: place] = entry
    }

    /// Takes back every vouching: what the boxes were vouched for under has changed.
    private func forgetVouchedBoxes(_ boxesVersion: UInt64) {
        for i in states.indices where states[unchecked: i] == .vouched { states[unchecked: i] = .resting }
        vouchedVersion = boxesVersion
    }
}
