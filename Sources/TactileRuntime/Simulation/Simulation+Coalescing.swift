import TactileGestures

/// Moves of the same pointers within one tick, delivered as one move per pointer with the
/// positions it passed through (``PointerHistory``), as Android batches motion events per
/// frame and UIKit coalesces touches: gestures see a frame's latest position, velocity and
/// distance thresholds see every sample. A run ends at anything that is not a touch or pen
/// move (a press, a release, a key), so the order of presses and releases is kept.
struct MoveCoalescer {
    struct Track {
        var pointer: PointerID = 0
        /// The index of the pointer's last move in the run: the one delivered.
        var last = 0
        /// Its earlier positions in the run, in scene coordinates.
        var samples: [PointerSample] = []
    }

    /// Reused from run to run (their sample buffers keep their capacity).
    var tracks: [Track] = []
    var trackCount = 0

    /// Whether `event` may be folded into a later move of its pointer.
    static func isCoalescible(_ event: InputEvent) -> Bool {
        guard case .pointer(let pointer, _) = event else { return false }
        return pointer.kind == .move && (pointer.device == .touch || pointer.device == .pen) && pointer.location.isFinite
    }

    /// The slot of `pointer` in this run, made if new.
    mutating func track(of pointer: PointerID) -> Int {
        for slot in 0..<trackCount where tracks[slot].pointer == pointer { return slot }
        if trackCount == tracks.count { tracks.append(Track()) }
        tracks[trackCount].pointer = pointer
        tracks[trackCount].samples.removeAll(keepingCapacity: true)
        trackCount += 1
        return trackCount - 1
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

    /// A run of touch and pen moves: each pointer's last move, with its earlier ones as history.
    private func handleMoves(_ run: ArraySlice<InputEvent>) {
        coalescer.trackCount = 0
        for index in run.indices {
            guard case .pointer(let event, _) = run[index] else { continue }
            coalescer.tracks[coalescer.track(of: event.pointer)].last = index
        }
        var samples: [PointerSample] = []
        for index in run.indices {
            guard case .pointer(var event, _) = run[index] else { continue }
            let slot = coalescer.track(of: event.pointer)
            guard index == coalescer.tracks[slot].last else {
                coalescer.tracks[slot].samples.append(PointerSample(time: event.time, location: windowToScene(event.location)))
                continue
            }
            trackCamera(event)
            event.location = windowToScene(event.location)
            // Borrow the buffer for the call, without copying it.
            swap(&samples, &coalescer.tracks[slot].samples)
            samples.withUnsafeBufferPointer { buffer in
                dispatcher.route(event, history: PointerHistory(buffer), in: self)
            }
            samples.removeAll(keepingCapacity: true)
            swap(&samples, &coalescer.tracks[slot].samples)
            scene?.afterInput(in: self)
        }
    }
}
