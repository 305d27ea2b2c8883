import TactileGestures

/// Moves of the same pointers within one tick, delivered as one move per pointer with the
/// positions it passed through (``PointerHistory``), as Android batches motion events per
/// frame and UIKit coalesces touches: gestures see a frame's latest position, velocity and
/// distance thresholds see every sample. A run ends at anything that is not a touch or pen
/// move (a press, a release, a key), so the order of presses and releases is kept.
final class MoveCoalescer {
    /// One pointer of the current run: its positions so far and where its last move is.
    struct Slot {
        var pointer: PointerID
        /// The index, in the tick's events, of the pointer's last move in the run.
        var lastIndex: Int
        var count: Int
        /// Where its positions start in ``samples``: its index × ``stride``, kept so that a move
        /// finds its place without a multiplication.
        var start = 0
    }

    /// A run holds at most this many pointers, and this many moves of each: a longer run is
    /// delivered in parts (each part still one move per pointer with its history), so that a
    /// pathological tick cannot make the buffers grow without bound.
    static let maximumPointers = 32
    static let maximumMovesPerPointer = 1024

    /// Reused from run to run, so that nothing allocates in steady state. Memory of its own
    /// rather than arrays: lending it to a run's deliveries retains nothing, and writing it
    /// asks no uniqueness.
    /// The run's pointers: the first `slotCount` (room for ``maximumPointers``).
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: MoveCoalescer.maximumPointers)
    @exclusivity(unchecked) private(set) var slotCount = 0
    /// The first `slotCount` slots in the order their last moves came, for delivery (room for
    /// ``maximumPointers``).
    let order = UnsafeMutablePointer<Int>.allocate(capacity: MoveCoalescer.maximumPointers)
    /// Every position of the run in scene coordinates: slot `s` holds its `count` positions
    /// from `s × stride` on, oldest first, so that a pointer's history is one contiguous buffer
    /// filled in a single pass over the events. Room for `sampleRoom`.
    @exclusivity(unchecked) private(set) var samples = UnsafeMutablePointer<PointerSample>.allocate(capacity: 0)
    @exclusivity(unchecked) private(set) var sampleRoom = 0
    @exclusivity(unchecked) private(set) var stride = 0
    /// Whether a run's deliveries are reading the buffers: a run gathered meanwhile (by a
    /// callback that runs a tick) needs a coalescer of its own.
    @exclusivity(unchecked) var isLent = false

    init() {
        slots.initialize(repeating: Slot(pointer: 0, lastIndex: 0, count: 0), count: Self.maximumPointers)
        order.initialize(repeating: 0, count: Self.maximumPointers)
    }

    deinit {
        slots.deallocate()
        order.deallocate()
        samples.deallocate()
    }

    /// The move `event` is, if it may be folded into a later move of its pointer.
    @inline(__always) static func coalescibleMove(_ event: InputEvent) -> PointerEvent? {
        guard let move = pointerMove(event), areTouchesAndPens(move.device.rawValue), move.location.isFinite else { return nil }
        return move
    }

    /// The move `event` is, if it is a pointer's: a coalescible move but for its device and its
    /// location's finiteness, which the turns of a run check once for all their moves.
    @inline(__always) static func pointerMove(_ event: InputEvent) -> PointerEvent? {
        guard case .pointer(let pointer, _) = event, pointer.kind == .move else { return nil }
        return pointer
    }

    /// Whether the devices whose raw values were or-ed into `devices` are all touches and pens:
    /// theirs are 0 and 2, the others' odd.
    @inline(__always) static func areTouchesAndPens(_ devices: UInt8) -> Bool {
        devices & 1 == 0
    }

    /// Gathers the run of coalescible moves that starts at `start`, mapping positions by
    /// `toScene`, and returns where the run ends. One pass; O(moves) while fingers report in
    /// turn, O(moves × pointers) at worst.
    func gather(_ events: ArraySlice<InputEvent>, from start: Int, toScene: AffineTransform) -> Int {
        let stride = min(events.endIndex - start, Self.maximumMovesPerPointer)
        self.stride = stride
        let room = Self.maximumPointers * stride
        if sampleRoom < room {
            // Only the run's own positions are read: the old ones need not move.
            sampleRoom = max(room, 2 * sampleRoom)
            samples.deallocate()
            samples = .allocate(capacity: sampleRoom)
            samples.initialize(repeating: PointerSample(time: 0, location: .zero), count: sampleRoom)
        }
        let first = events.startIndex
        // The camera at rest: the full map gives (1·x + c·y) + tx, and with c a zero of either
        // sign (y is finite) and tx +0 that is x, or a zero that adding +0 makes +0: x + 0, bit
        // for bit, in two additions instead of a map per move. (At rest, the inverse camera
        // holds −0s off the diagonal.)
        let atRest = toScene.a == 1 && toScene.d == 1 && toScene.b == 0 && toScene.c == 0
            && toScene.tx.bitPattern == 0 && toScene.ty.bitPattern == 0
        var slotCount = 0
        let (slots, order) = (self.slots, self.order)
        let samples = UnsafeMutableBufferPointer(start: self.samples, count: room)
        let (end, lastTurn) = events.withUnsafeBufferPointer { events in
            let slots = UnsafeMutableBufferPointer(start: slots, count: Self.maximumPointers)
            // The loop twice, one a camera, so that a move does not ask which.
            let (end, lastTurn) = atRest
                ? Self.gather(events, from: start &- first, into: slots, &slotCount, samples, stride: stride, first: first) {
                    Point(x: $0.x + 0, y: $0.y + 0)
                }
                : Self.gather(events, from: start &- first, into: slots, &slotCount, samples, stride: stride, first: first) {
                    toScene.apply(to: $0)
                }
            return (end &+ first, lastTurn)
        }
        self.slotCount = slotCount
        // By last move: in turn, the slots after the one of the run's last move, then those up
        // to it; otherwise by insertion (a run holds a handful of pointers, in an order close
        // to that of their last moves).
        if lastTurn >= 0 {
            var position = 0
            for slot in lastTurn &+ 1 ..< slotCount {
                order[position] = slot
                position &+= 1
            }
            for slot in 0...lastTurn {
                order[position] = slot
                position &+= 1
            }
            return end
        }
        for slot in 0..<slotCount {
            var place = slot
            while place > 0, slots[order[place &- 1]].lastIndex > slots[slot].lastIndex {
                order[place] = order[place &- 1]
                place &-= 1
            }
            order[place] = slot
        }
        return end
    }

    /// The loop of ``gather(_:from:toScene:)`` over `events` (indices from 0; the tick's from
    /// `first`), mapping positions by `map`; returns the index of the first move it did not take,
    /// and `lastTurn`: the slot of the run's last move if the fingers reported in turn
    /// throughout (the slots' last moves then follow it round), −1 otherwise.
    @inline(__always)
    static func gather(_ events: UnsafeBufferPointer<InputEvent>, from start: Int, into slots: UnsafeMutableBufferPointer<Slot>,
                       _ slotCount: inout Int, _ samples: UnsafeMutableBufferPointer<PointerSample>, stride: Int,
                       first: Int, map: (Point) -> Point) -> (end: Int, lastTurn: Int) {
        // Indices stay below the events' count and the buffers' room: wrapping arithmetic only
        // spares the overflow checks.
        var index = start
        // Pointers of the run, one bit each (by the low bits of their IDs): a clear bit says a
        // pointer is new without looking through the slots.
        var seen: UInt64 = 0
        // Fingers report in turn: while they do, the run's move number `round × count + turn`
        // is the `round`th of slot `turn`, so a move is stored by those two alone, and the
        // slots' counts and last moves follow from where the turns stop. The locations are
        // summed and the sum checked once: a non-finite location makes it non-finite (and so
        // may finite ones that overflow), and the run is then gathered again move by move,
        // which asks each.
        var count = 0
        // Where the move goes in `samples`: a turn is a row of `stride` further on.
        var place = -stride
        var total = SIMD2<Double>.zero
        // The devices' raw values, or-ed, checked once as the locations are: a move that is not a
        // touch's or a pen's has the run gathered again move by move.
        var devices: UInt8 = 0
        // The first round: a new pointer per move, until one moves again (its bit is taken),
        // for at most as many moves as a run has pointers.
        let firstRoundEnd = min(events.count, index &+ maximumPointers)
        while index < firstRoundEnd {
            guard let move = pointerMove(events[index]) else { break }
            let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: move.pointer & 63)
            // A pointer seen before is out of turn, or the first one's next turn; either is
            // the rounds' or the general loop's.
            guard seen & bit == 0 else { break }
            // Its count and last move are set once the turns stop (or the general loop makes
            // the slot afresh).
            slots[count].pointer = move.pointer
            slots[count].start = count &* stride
            seen |= bit
            devices |= move.device.rawValue
            total += SIMD2(move.location.x, move.location.y)
            place &+= stride
            samples[place] = PointerSample(time: move.time, location: map(move.location))
            count &+= 1
            index &+= 1
        }
        // Later rounds: each move that of the slot after the last one's, or of the first
        // slot after the last; a new pointer (it would have fewer moves than those before it)
        // and anything else is the general loop's. The loop holds where the next move goes:
        // its slot, its place, its round and the moves left in that round, itself included.
        var turn = count &- 1
        var round = 0
        if count > 0 && 1 < stride {
            // Sound: the round's moves lie within the events (a round takes at most as many as
            // are left), and `next` is read only for a move of the round, so within the first
            // `count` slots (it starts a round at the first and takes a step per move), and
            // `sample` within the slots' rows (a round's is below `stride`). After a round's
            // last move they point one past them, and are not read until the next round sets
            // them back.
            let firstSlot = slots.baseAddress.unsafelyUnwrapped
            let firstSample = samples.baseAddress.unsafelyUnwrapped
            var event = events.baseAddress.unsafelyUnwrapped + index
            var next = firstSlot
            var sample = firstSample + 1
            var nextRound = 1
            var left = count
            rounds: while true {
                // The round's moves, as far as the events go: counted down, so that a move
                // asks one bound, not whether the events end and the round does.
                let moves = min(events.count &- index, left)
                var pending = moves
                while pending != 0 {
                    guard let move = pointerMove(event.pointee), next.pointee.pointer == move.pointer else { break }
                    devices |= move.device.rawValue
                    total += SIMD2(move.location.x, move.location.y)
                    sample.pointee = PointerSample(time: move.time, location: map(move.location))
                    event += 1
                    next += 1
                    sample += stride
                    pending &-= 1
                }
                let taken = moves &- pending
                index &+= taken
                left &-= taken
                // A move out of turn, or the events ended within the round.
                guard left == 0 else { break }
                // The round is complete: the next starts at the first slot, if it has room.
                guard nextRound &+ 1 < stride else { break }
                nextRound &+= 1
                left = count
                next = firstSlot
                sample = firstSample + nextRound
            }
            // The last move taken: the round's last slot's if the next starts a round.
            (turn, round) = left == count ? (count &- 1, nextRound &- 1) : (count &- 1 &- left, nextRound)
        }
        var recent = turn
        if (total.x + total.y).isFinite && areTouchesAndPens(devices) {
            // Slots up to `turn` have had one move more than those after it, in the last round;
            // their last moves came `turn − slot` moves before the run's last, and those of the
            // slots after it a round earlier, `turn + count − slot` moves before: each one
            // move after the slot before's, in either part.
            var slot = 0
            var last = index &- 1 &- turn &+ first
            while slot <= turn {
                slots[slot].count = round &+ 1
                slots[slot].lastIndex = last
                slot &+= 1
                last &+= 1
            }
            last &-= count
            while slot < count {
                slots[slot].count = round
                slots[slot].lastIndex = last
                slot &+= 1
                last &+= 1
            }
            slotCount = count
        } else {
            index = start
            recent = -1
            seen = 0
        }
        // Where the turns stopped (−1: they did not stand): the run went round in turn if the
        // general loop takes nothing more.
        let turnsEnd = recent < 0 ? -1 : index
        while index < events.count, let move = coalescibleMove(events[index]) {
            // Fingers report in turn: the next slot's pointer is the likely one.
            var slot = recent &+ 1 < slotCount ? recent &+ 1 : 0
            if slot >= slotCount || slots[slot].pointer != move.pointer {
                let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: move.pointer & 63)
                if seen & bit != 0, let known = Self.slot(of: move.pointer, in: slots, count: slotCount) {
                    slot = known
                } else {
                    guard slotCount < maximumPointers else { break }
                    slot = slotCount
                    slots[slot] = Slot(pointer: move.pointer, lastIndex: index &+ first, count: 0, start: slot &* stride)
                    seen |= bit
                    slotCount &+= 1
                }
            }
            recent = slot
            let count = slots[slot].count
            guard count < stride else { break }
            samples[slots[slot].start &+ count] = PointerSample(time: move.time, location: map(move.location))
            slots[slot].count = count &+ 1
            slots[slot].lastIndex = index &+ first
            index &+= 1
        }
        return (index, index == turnsEnd ? turn : -1)
    }

    /// The slot of `pointer` among the first `count`, if any.
    @inline(__always)
    static func slot(of pointer: PointerID, in slots: UnsafeMutableBufferPointer<Slot>, count: Int) -> Int? {
        var slot = 0
        while slot < count {
            if slots[slot].pointer == pointer { return slot }
            slot &+= 1
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
                // A run gathered while another is delivered (by a callback that runs a tick)
                // has buffers of its own.
                let end = coalescer.isLent ? handleRun(events, from: start, with: MoveCoalescer())
                                           : handleRun(events, from: start, with: coalescer)
                if end - start > 1 {
                    start = end
                    continue
                }
            }
            handle(events[start])
            if sceneHasAfterInput { sceneOrNone.afterInput(in: self) }
            start += 1
        }
    }

    /// Gathers the run of moves that starts at `start` with `coalescer`, and handles it if it
    /// holds more than one move; returns where it ends.
    private func handleRun(_ events: ArraySlice<InputEvent>, from start: Int, with coalescer: MoveCoalescer) -> Int {
        // The camera a run's positions are mapped by is the one it starts under.
        let end = coalescer.gather(events, from: start, toScene: windowToSceneTransform)
        if end - start > 1 { handleMoves(events, gatheredBy: coalescer) }
        return end
    }

    /// The run of touch and pen moves `coalescer` gathered: each pointer's last move, with
    /// its earlier ones as history, in the order of those last moves. Moves of one
    /// interaction that come one after another form a frame: its gestures change once, with
    /// the frame's last move.
    private func handleMoves(_ events: ArraySlice<InputEvent>, gatheredBy coalescer: MoveCoalescer) {
        // The run is lent for all its deliveries, without copying it: a run gathered meanwhile
        // goes to another coalescer.
        // The events too: a slot's last move is one of them, read without the slice's checks.
        coalescer.isLent = true
        let first = events.startIndex
        let samples = UnsafeBufferPointer(start: coalescer.samples, count: coalescer.sampleRoom)
        let slots = UnsafeBufferPointer(start: coalescer.slots, count: coalescer.slotCount)
        let order = UnsafeBufferPointer(start: coalescer.order, count: coalescer.slotCount)
        events.withUnsafeBufferPointer { events in
            // Again from where the dispatcher stopped if a callback loaded another scene (and
            // with it another dispatcher), so that each move still goes to the current one.
            var position = 0
            while position < order.count {
                position = dispatcher.route(run: events, first: first, samples: samples, slots: slots, order: order,
                                            from: position, in: self)
            }
        }
        coalescer.isLent = false
    }
}

/// What runs while no scene is loaded: nothing to do after input.
struct NoScene: SceneContent {
    func install(in simulation: Simulation) {}
    func fresh() -> any SceneContent { self }
}
