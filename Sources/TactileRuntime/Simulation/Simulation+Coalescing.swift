import TactileGestures

/// Moves of the same pointers within one tick, delivered as one move per pointer with the
/// positions it passed through (``PointerHistory``), as Android batches motion events per
/// frame and UIKit coalesces touches: gestures see a frame's latest position, velocity and
/// distance thresholds see every sample. A run ends at anything that is not a touch or pen
/// move (a press, a release, a key), so the order of presses and releases is kept.
struct MoveCoalescer {
    /// One pointer of the current run: its positions so far and where its last move is.
    struct Slot {
        var pointer: PointerID
        /// The index, in the tick's events, of the pointer's last move in the run.
        var lastIndex: Int
        var count: Int
    }

    /// A run holds at most this many pointers, and this many moves of each: a longer run is
    /// delivered in parts (each part still one move per pointer with its history), so that a
    /// pathological tick cannot make the buffers grow without bound.
    static let maximumPointers = 32
    static let maximumMovesPerPointer = 1024

    /// Reused from run to run, so that nothing allocates in steady state.
    /// The run's pointers: the first `slotCount` (room for ``maximumPointers``).
    var slots = [Slot](repeating: Slot(pointer: 0, lastIndex: 0, count: 0), count: MoveCoalescer.maximumPointers)
    var slotCount = 0
    /// The slots in the order their last moves came, for delivery.
    var order: [Int] = []
    /// Every position of the run in scene coordinates: slot `s` holds its `count` positions
    /// from `s × stride` on, oldest first, so that a pointer's history is one contiguous buffer
    /// filled in a single pass over the events.
    var samples: [PointerSample] = []
    var stride = 0

    /// The move `event` is, if it may be folded into a later move of its pointer.
    @inline(__always) static func coalescibleMove(_ event: InputEvent) -> PointerEvent? {
        guard case .pointer(let pointer, _) = event, pointer.kind == .move, pointer.device == .touch || pointer.device == .pen,
              pointer.location.isFinite else { return nil }
        return pointer
    }

    /// Gathers the run of coalescible moves that starts at `start`, mapping positions by
    /// `toScene`, and returns where the run ends. One pass; O(moves) while fingers report in
    /// turn, O(moves × pointers) at worst.
    mutating func gather(_ events: ArraySlice<InputEvent>, from start: Int, toScene: AffineTransform) -> Int {
        let stride = min(events.endIndex - start, Self.maximumMovesPerPointer)
        self.stride = stride
        let room = Self.maximumPointers * stride
        if samples.count < room {
            samples.append(contentsOf: repeatElement(PointerSample(time: 0, location: .zero), count: room - samples.count))
        }
        let first = events.startIndex
        // The camera at rest: the full map gives x + 0 then, bit for bit (1·x + 0·y + 0 only
        // turns a −0 into +0, as adding 0 does), in two additions instead of a map per move.
        let atRest = toScene.a == 1 && toScene.d == 1 && toScene.b.bitPattern == 0 && toScene.c.bitPattern == 0
            && toScene.tx.bitPattern == 0 && toScene.ty.bitPattern == 0
        var slotCount = 0
        let end = events.withUnsafeBufferPointer { events in
            slots.withUnsafeMutableBufferPointer { slots in
                samples.withUnsafeMutableBufferPointer { samples in
                    // Indices stay below the events' count and the buffers' room: wrapping
                    // arithmetic only spares the overflow checks.
                    var end = start
                    var recent = 0
                    while end &- first < events.count, let move = Self.coalescibleMove(events[end &- first]) {
                        if recent >= slotCount || slots[recent].pointer != move.pointer {
                            if let known = Self.slot(of: move.pointer, after: recent, in: slots, count: slotCount) {
                                recent = known
                            } else {
                                guard slotCount < Self.maximumPointers else { break }
                                recent = slotCount
                                slots[recent] = Slot(pointer: move.pointer, lastIndex: end, count: 0)
                                slotCount += 1
                            }
                        }
                        let count = slots[recent].count
                        guard count < stride else { break }
                        let location = atRest ? Point(x: move.location.x + 0, y: move.location.y + 0) : toScene.apply(to: move.location)
                        samples[recent &* stride &+ count] = PointerSample(time: move.time, location: location)
                        slots[recent].count = count &+ 1
                        slots[recent].lastIndex = end
                        end &+= 1
                    }
                    return end
                }
            }
        }
        self.slotCount = slotCount
        order.removeAll(keepingCapacity: true)
        // By last move, by insertion: a run holds a handful of pointers.
        for slot in 0..<slotCount {
            var position = order.count
            order.append(slot)
            while position > 0, slots[order[position - 1]].lastIndex > slots[slot].lastIndex {
                order.swapAt(position, position - 1)
                position -= 1
            }
        }
        return end
    }

    /// The slot of `pointer` among the first `count`, looked for from the one after `recent`
    /// on: fingers report in turn, so the next move is usually the next slot's.
    @inline(__always)
    static func slot(of pointer: PointerID, after recent: Int, in slots: UnsafeMutableBufferPointer<Slot>, count: Int) -> Int? {
        var slot = recent
        for _ in 0..<count {
            slot = slot + 1 < count ? slot + 1 : 0
            if slots[slot].pointer == pointer { return slot }
        }
        return nil
    }
}

extension Simulation {
    /// Runs `events` in order, coalescing runs of moves (see ``MoveCoalescer``) when
    /// ``coalescesMoves`` is on.
    func handleCoalescing(_ events: ArraySlice<InputEvent>) {
        // Read once: a callback may switch coalescing while the events run.
        let coalescesMoves = self.coalescesMoves
        var start = events.startIndex
        while start < events.endIndex {
            if coalescesMoves, start + 1 < events.endIndex, MoveCoalescer.coalescibleMove(events[start]) != nil,
               MoveCoalescer.coalescibleMove(events[start + 1]) != nil {
                // The camera a run's positions are mapped by is the one it starts under.
                let end = coalescer.gather(events, from: start, toScene: windowToSceneTransform)
                if end - start > 1 {
                    handleMoves(events)
                    start = end
                    continue
                }
            }
            handle(events[start])
            scene?.afterInput(in: self)
            start += 1
        }
    }

    /// The run of touch and pen moves the coalescer gathered: each pointer's last move, with
    /// its earlier ones as history, in the order of those last moves. Moves of one
    /// interaction that come one after another form a frame: its gestures change once, with
    /// the frame's last move.
    private func handleMoves(_ events: ArraySlice<InputEvent>) {
        // The run's positions are lent for all its deliveries, without copying them: nothing
        // a gesture does gathers another run while this one is delivered.
        coalescer.samples.withUnsafeBufferPointer { samples in
            let order = coalescer.order
            // Held for the run, and swapped only if a callback loaded another scene (and with it
            // another dispatcher): each move still goes to the current one, without a retain
            // and a release of it per move.
            var dispatcher = self.dispatcher
            // Which interaction the next move goes to, as it stands before this one is
            // delivered: only to tell which moves of one interaction follow one another.
            var next = order.isEmpty ? nil : dispatcher.interaction(holding: coalescer.slots[order[0]].pointer)
            for position in order.indices {
                if dispatcher !== self.dispatcher { dispatcher = self.dispatcher }
                let group = coalescer.slots[order[position]]
                let interaction = next
                next = position + 1 < order.count ? dispatcher.interaction(holding: coalescer.slots[order[position + 1]].pointer) : nil
                guard var event = MoveCoalescer.coalescibleMove(events[group.lastIndex]) else { continue }
                if !cameraGesture.isEmpty { trackCamera(event) }
                let start = order[position] * coalescer.stride
                let positions = UnsafeBufferPointer(rebasing: samples[start..<start + group.count])
                event.location = positions[positions.count - 1].location
                dispatcher.route(event, history: PointerHistory(UnsafeBufferPointer(rebasing: positions.dropLast())),
                                 morePointersFollow: interaction != nil && interaction == next, in: self)
                scene?.afterInput(in: self)
            }
        }
    }
}
