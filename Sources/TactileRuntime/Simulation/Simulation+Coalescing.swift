import TactileGestures

/// Moves of the same pointers within one tick, delivered as one move per pointer with the
/// positions it passed through (``PointerHistory``), as Android batches motion events per
/// frame and UIKit coalesces touches: gestures see a frame's latest position, velocity and
/// distance thresholds see every sample. A run ends at anything that is not a touch or pen
/// move (a press, a release, a key), so the order of presses and releases is kept.
struct MoveCoalescer {
    /// Per pointer of the current run: its ID, its last move (window coordinates), where that
    /// move is in the run, and its positions in scene coordinates, the last one included.
    /// Reused from run to run, so the sample buffers keep their capacity.
    var pointers: [PointerID] = []
    var lastMoves: [PointerEvent] = []
    var lastIndices: [Int] = []
    var samples: [[PointerSample]] = []
    var count = 0
    /// The slot found last: moves of one pointer often come in a row.
    var recent = 0

    /// Whether `event` may be folded into a later move of its pointer.
    static func isCoalescible(_ event: InputEvent) -> Bool {
        guard case .pointer(let pointer, _) = event else { return false }
        return pointer.kind == .move && (pointer.device == .touch || pointer.device == .pen) && pointer.location.isFinite
    }

    mutating func startRun() { count = 0 }

    /// Notes a move at `index` of the run, at `location` in scene coordinates.
    mutating func add(_ event: PointerEvent, at index: Int, location: Point) {
        let slot = self.slot(of: event.pointer)
        lastMoves[slot] = event
        lastIndices[slot] = index
        samples[slot].append(PointerSample(time: event.time, location: location))
    }

    private mutating func slot(of pointer: PointerID) -> Int {
        if recent < count, pointers[recent] == pointer { return recent }
        for slot in 0..<count where pointers[slot] == pointer {
            recent = slot
            return slot
        }
        if count == pointers.count {
            pointers.append(pointer)
            lastMoves.append(PointerEvent(.move, pointer: pointer, at: .zero, time: 0))
            lastIndices.append(0)
            samples.append([])
        }
        pointers[count] = pointer
        samples[count].removeAll(keepingCapacity: true)
        recent = count
        count += 1
        return recent
    }

    /// The slot whose last move comes next after `index` in the run, if any.
    func next(after index: Int) -> Int? {
        var best: Int?
        for slot in 0..<count where lastIndices[slot] > index {
            if best.map({ lastIndices[slot] < lastIndices[$0] }) ?? true { best = slot }
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
        coalescer.startRun()
        for index in run.indices {
            guard case .pointer(let event, _) = run[index] else { continue }
            coalescer.add(event, at: index, location: windowToScene(event.location))
        }
        var position = run.startIndex - 1
        var samples: [PointerSample] = []
        while let slot = coalescer.next(after: position) {
            position = coalescer.lastIndices[slot]
            var event = coalescer.lastMoves[slot]
            trackCamera(event)
            // Borrow the buffer for the call, without copying it.
            swap(&samples, &coalescer.samples[slot])
            event.location = samples[samples.count - 1].location
            samples.withUnsafeBufferPointer { buffer in
                let history = UnsafeBufferPointer(rebasing: buffer.dropLast())
                dispatcher.route(event, history: PointerHistory(history), in: self)
            }
            swap(&samples, &coalescer.samples[slot])
            scene?.afterInput(in: self)
        }
    }
}
