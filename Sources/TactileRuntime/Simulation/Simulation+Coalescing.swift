import TactileGestures

/// Moves of the same pointers within one tick, delivered as one move per pointer with the
/// positions it passed through (``PointerHistory``), as Android batches motion events per
/// frame and UIKit coalesces touches: gestures see a frame's latest position, velocity and
/// distance thresholds see every sample. A run ends at anything that is not a touch or pen
/// move (a press, a release, a key), so the order of presses and releases is kept.
struct MoveCoalescer {
    /// One pointer of the current run: where its last move is in the run, and where its
    /// positions are in `samples`.
    struct Slot {
        var pointer: PointerID
        var lastIndex: Int
        var count = 0
        var start = 0
    }

    /// Reused from run to run, so that nothing allocates in steady state.
    /// The moves of the current run, in order (window coordinates): the first `moveCount`.
    var moves: [PointerEvent] = []
    var moveCount = 0
    var slots: [Slot] = []
    /// Every position of the run in scene coordinates, grouped by pointer (each group ends with
    /// the pointer's last move), so that a pointer's history is one contiguous buffer.
    var samples: [PointerSample] = []

    /// The move `event` is, if it may be folded into a later move of its pointer.
    @inline(__always) static func coalescibleMove(_ event: InputEvent) -> PointerEvent? {
        guard case .pointer(let pointer, _) = event, pointer.kind == .move, pointer.device == .touch || pointer.device == .pen,
              pointer.location.isFinite else { return nil }
        return pointer
    }

    /// Groups the run's moves by pointer. Two passes: count each pointer's moves, then place
    /// each position in its pointer's group, converted by `toScene`. O(moves) while moves of
    /// one pointer come in a row, O(moves × pointers) at worst.
    mutating func collect(toScene: (Point) -> Point) {
        slots.removeAll(keepingCapacity: true)
        let moveCount = self.moveCount
        moves.withUnsafeBufferPointer { buffer in
            let moves = UnsafeBufferPointer(rebasing: buffer[0..<moveCount])
            var recent = 0
            for (index, move) in moves.enumerated() {
                if recent >= slots.count || slots[recent].pointer != move.pointer {
                    recent = Self.slot(of: move.pointer, after: recent, in: slots) ?? slots.count
                    if recent == slots.count { slots.append(Slot(pointer: move.pointer, lastIndex: index)) }
                }
                slots.withUnsafeMutableBufferPointer { slots in
                    slots[recent].lastIndex = index
                    slots[recent].count += 1
                }
            }
            var total = 0
            for slot in slots.indices {
                slots[slot].start = total
                total += slots[slot].count
            }
            if samples.count < total {
                samples.append(contentsOf: repeatElement(PointerSample(time: 0, location: .zero), count: total - samples.count))
            }
            slots.withUnsafeMutableBufferPointer { slots in
                samples.withUnsafeMutableBufferPointer { samples in
                    var recent = 0
                    for move in moves {
                        if slots[recent].pointer != move.pointer { recent = Self.slot(of: move.pointer, after: recent, in: slots)! }
                        samples[slots[recent].start] = PointerSample(time: move.time, location: toScene(move.location))
                        slots[recent].start += 1
                    }
                    // Each start has moved past its group: back to its beginning.
                    for slot in slots.indices { slots[slot].start -= slots[slot].count }
                }
            }
        }
    }

    /// The slot of `pointer`, looked for from the one after `recent` on: fingers report in
    /// turn, so the next move is usually the next slot's.
    @inline(__always)
    static func slot<Slots: RandomAccessCollection<Slot>>(of pointer: PointerID, after recent: Int, in slots: Slots) -> Int?
    where Slots.Index == Int {
        var slot = recent
        for _ in 0..<slots.count {
            slot = slot + 1 < slots.count ? slot + 1 : 0
            if slots[slot].pointer == pointer { return slot }
        }
        return nil
    }

    /// The slot whose last move comes next after `index` in the run, if any.
    func next(after index: Int) -> Int? {
        var best: Int?
        for slot in slots.indices where slots[slot].lastIndex > index {
            if best.map({ slots[slot].lastIndex < slots[$0].lastIndex }) ?? true { best = slot }
        }
        return best
    }
}

extension Simulation {
    /// Runs `events` in order, coalescing runs of moves (see ``MoveCoalescer``) when
    /// ``coalescesMoves`` is on.
    func handleCoalescing(_ events: ArraySlice<InputEvent>) {
        // Read once: a callback may switch coalescing while the events run.
        let coalescesMoves = self.coalescesMoves
        if coalescesMoves, coalescer.moves.count < events.count {
            coalescer.moves.append(contentsOf: repeatElement(PointerEvent(.move, pointer: 0, at: .zero, time: 0),
                                                             count: events.count - coalescer.moves.count))
        }
        var start = events.startIndex
        while start < events.endIndex {
            var end = start
            if coalescesMoves {
                end = coalescer.moves.withUnsafeMutableBufferPointer { moves in
                    var end = start
                    while end < events.endIndex, let move = MoveCoalescer.coalescibleMove(events[end]) {
                        moves[end - start] = move
                        end += 1
                    }
                    return end
                }
                coalescer.moveCount = end - start
            }
            if end - start > 1 {
                handleMoves()
                start = end
            } else {
                handle(events[start])
                scene?.afterInput(in: self)
                start += 1
            }
        }
    }

    /// The run of touch and pen moves in the coalescer: each pointer's last move, with its
    /// earlier ones as history, in the order of those last moves.
    private func handleMoves() {
        coalescer.collect { windowToScene($0) }
        var position = -1
        while let slot = coalescer.next(after: position) {
            let group = coalescer.slots[slot]
            position = group.lastIndex
            var event = coalescer.moves[position]
            trackCamera(event)
            // The group's buffer is lent for the call, without copying it.
            coalescer.samples.withUnsafeBufferPointer { buffer in
                let positions = UnsafeBufferPointer(rebasing: buffer[group.start..<group.start + group.count])
                event.location = positions[positions.count - 1].location
                dispatcher.route(event, history: PointerHistory(UnsafeBufferPointer(rebasing: positions.dropLast())), in: self)
            }
            scene?.afterInput(in: self)
        }
    }
}
