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
    var slots: [Slot] = []
    /// Every position of the run in scene coordinates, grouped by pointer (each group ends with
    /// the pointer's last move), so that a pointer's history is one contiguous buffer.
    var samples: [PointerSample] = []

    /// Whether `event` may be folded into a later move of its pointer.
    static func isCoalescible(_ event: InputEvent) -> Bool {
        guard case .pointer(let pointer, _) = event else { return false }
        return pointer.kind == .move && (pointer.device == .touch || pointer.device == .pen) && pointer.location.isFinite
    }

    /// Groups the moves of `run` (all coalescible) by pointer. Two passes: count each
    /// pointer's moves, then place each position in its pointer's group, converted by
    /// `toScene`. O(run) while moves of one pointer come in a row, O(run × pointers) at worst.
    mutating func collect(_ run: ArraySlice<InputEvent>, toScene: (Point) -> Point) {
        slots.removeAll(keepingCapacity: true)
        run.withUnsafeBufferPointer { events in
            var recent = 0
            for (index, input) in events.enumerated() {
                guard case .pointer(let event, _) = input else { continue }
                if recent >= slots.count || slots[recent].pointer != event.pointer {
                    recent = slots.firstIndex { $0.pointer == event.pointer } ?? slots.count
                    if recent == slots.count { slots.append(Slot(pointer: event.pointer, lastIndex: index)) }
                }
                slots[recent].lastIndex = index
                slots[recent].count += 1
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
                    for input in events {
                        guard case .pointer(let event, _) = input else { continue }
                        if slots[recent].pointer != event.pointer { recent = slots.firstIndex { $0.pointer == event.pointer }! }
                        samples[slots[recent].start] = PointerSample(time: event.time, location: toScene(event.location))
                        slots[recent].start += 1
                    }
                    // Each start has moved past its group: back to its beginning.
                    for slot in slots.indices { slots[slot].start -= slots[slot].count }
                }
            }
        }
    }

    /// The slot whose last move comes next after `index` (an offset in the run), if any.
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
        var start = events.startIndex
        while start < events.endIndex {
            var end = start
            if coalescesMoves {
                while end < events.endIndex, MoveCoalescer.isCoalescible(events[end]) { end += 1 }
            }
            if end - start > 1 {
                handleMoves(events[start..<end])
                start = end
            } else {
                handle(events[start])
                scene?.afterInput(in: self)
                start += 1
            }
        }
    }

    /// A run of touch and pen moves: each pointer's last move, with its earlier ones as history,
    /// in the order of those last moves.
    private func handleMoves(_ run: ArraySlice<InputEvent>) {
        coalescer.collect(run) { windowToScene($0) }
        var position = -1
        while let slot = coalescer.next(after: position) {
            let group = coalescer.slots[slot]
            position = group.lastIndex
            guard case .pointer(var event, _) = run[run.startIndex + position] else { continue }
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
