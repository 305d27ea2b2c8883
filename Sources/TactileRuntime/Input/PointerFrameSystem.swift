import TactileECS
import TactileGestures

/// Turns the tick's raw events into the input stage's items: touch and pen presses, releases
/// and frames; the rest (mouse, keys, the wheel, focus) left for the systems after it. Each run
/// of touch and pen moves (up to the next event of another kind) becomes one frame: every
/// pointer's positions in the run, the pointers in the order of their last moves — as Android
/// batches motion events per frame and UIKit coalesces touches. With coalescing off, each move
/// is a frame of its own. Also applies resizes to the ``Window``, and notes the keyboard
/// modifiers the tick's last pointer, key or wheel event held in ``KeyboardState``.
///
/// Two passes over a run's moves, each sample written once into its frame: O(moves), plus
/// O(pointers²) to order a run's pointers; allocates nothing once its lists have grown.
public struct PointerFrameSystem: System {
    /// A run's pointers, in the order they first moved, and which of them each move is: kept
    /// for their memory.
    private var pointers: [RunPointer] = []
    private var owners: [Int] = []

    /// A pointer of a run: its device, how many moves it made, the position of its last move,
    /// and where its next sample goes in the frame.
    private struct RunPointer {
        var id: PointerID
        var device: PointerDevice
        var count: Int
        var last: Int
        var next = -1
    }

    public init() {}

    public mutating func run(in world: World) {
        world.withResource(PointerInput.self) { input in makeItems(&input, in: world) }
    }

    private mutating func makeItems(_ input: inout PointerInput, in world: World) {
        var output = input.beginRewrite()
        var (mouse, keys) = (false, false)
        var index = 0
        while index < input.events.count {
            switch input.events[index] {
            case .pointer(let event, let modifiers) where event.device == .mouse:
                output.append(.raw(event, modifiers: modifiers))
                mouse = true
            case .pointer(let event, _):
                if event.kind == .move, event.location.isFinite {
                    let (frame, end) = makeFrame(ofRunFrom: index, in: &input)
                    output.append(.frame(frame))
                    index = end
                    continue
                }
                if event.location.isFinite || event.kind == .cancel {
                    output.append(.pointer(event, target: .hitTest))
                } else {
                    world[resource: Warnings.self].add("ignored a pointer event at a non-finite location")
                }
            case .resize(let width, let height, _):
                world.resizeWindow(to: Vector(width: width, height: height))
            case .wheel, .touchpadPinch:
                output.append(.event(index))
                mouse = true
            case .key:
                output.append(.event(index))
                keys = true
            default:
                output.append(.event(index))
            }
            index += 1
        }
        input.endRewrite(output)
        input.note(hasMouseEvents: mouse, hasKeyEvents: keys)
        // The tick's last event that carries modifiers says what is held (usually the last).
        var last = input.events.count - 1
        while last >= 0, input.events[last].modifiers == nil { last -= 1 }
        if last >= 0, let held = input.events[last].modifiers, held != input.modifiers {
            input.modifiers = held
            var state = world.resourceIfPresent(KeyboardState.self) ?? KeyboardState()
            state.modifiers = held
            world.insertResource(state)
        }
    }

    /// Makes a frame of the run of touch and pen moves (at finite locations) that starts at
    /// `start` (of that move alone when coalescing is off), in two passes: the first counts
    /// each pointer's moves, the second writes each sample straight to its place. Returns the
    /// frame and where the run ends.
    private mutating func makeFrame(ofRunFrom start: Int, in input: inout PointerInput) -> (frame: Int, end: Int) {
        let coalesces = input.coalescesMoves
        if !coalesces, case .pointer(let move, _) = input.events[start] {
            // A move alone is a frame of one sample: nothing to count or order.
            let frame = input.makeFrame { frame, _ in
                _ = frame.appendMove(pointer: move.pointer, device: move.device, sampleCount: 1,
                                     last: PointerSample(time: move.time, location: move.location))
            }
            return (frame, start + 1)
        }
        var end = start
        // Taken out of the system while the frame is built, so that each is lent on its own.
        var (pointers, owners) = ([RunPointer](), [Int]())
        swap(&pointers, &self.pointers)
        swap(&owners, &self.owners)
        let frame = input.makeFrame { frame, events in
            end = Self.count(from: start, in: events, coalescing: coalesces, pointers: &pointers, owners: &owners)
            // The moves go in the order of their pointers' last moves.
            for _ in pointers.indices {
                var earliest = -1
                for index in pointers.indices where pointers[index].next < 0 {
                    if earliest < 0 || pointers[index].last < pointers[earliest].last { earliest = index }
                }
                let pointer = pointers[earliest]
                pointers[earliest].next = frame.appendMove(pointer: pointer.id, device: pointer.device,
                                                           sampleCount: pointer.count, last: Self.sample(events[pointer.last]))
            }
            frame.writeSamples { samples in
                var next = pointers.mutableSpan
                let owners = owners.span
                for offset in owners.indices {
                    samples[next[owners[offset]].next] = Self.sample(events[start + offset])
                    next[owners[offset]].next += 1
                }
            }
        }
        swap(&pointers, &self.pointers)
        swap(&owners, &self.owners)
        return (frame, end)
    }

    /// Counts each pointer's moves in the run from `start`; returns where the run ends.
    private static func count(from start: Int, in events: Span<InputEvent>, coalescing: Bool,
                              pointers: inout [RunPointer], owners ownerList: inout [Int]) -> Int {
        var end = start
        while end < events.count, isCoalescable(events[end]) {
            end += 1
            if !coalescing { break }
        }
        pointers.removeAll(keepingCapacity: true)
        ownerList.removeAll(keepingCapacity: true)
        ownerList.append(contentsOf: repeatElement(0, count: end - start))
        var owners = ownerList.mutableSpan
        var owner = 0
        for offset in owners.indices {
            guard case .pointer(let event, _) = events[start + offset] else { continue }
            // Fingers usually report in turn: the one after the last is tried first.
            owner = owner + 1 < pointers.count ? owner + 1 : 0
            if owner >= pointers.count || pointers[owner].id != event.pointer {
                owner = 0
                while owner < pointers.count, pointers[owner].id != event.pointer { owner += 1 }
                if owner == pointers.count { pointers.append(RunPointer(id: event.pointer, device: event.device, count: 0, last: 0)) }
            }
            owners[offset] = owner
        }
        var counts = pointers.mutableSpan
        for offset in owners.indices {
            counts[owners[offset]].count += 1
            counts[owners[offset]].last = start + offset
        }
        return end
    }

    /// Whether `event` is a touch or pen move to a finite location: what a run is made of.
    private static func isCoalescable(_ event: InputEvent) -> Bool {
        guard case .pointer(let event, _) = event else { return false }
        return event.device != .mouse && event.kind == .move && event.location.isFinite
    }

    private static func sample(_ event: InputEvent) -> PointerSample {
        guard case .pointer(let move, _) = event else { preconditionFailure("a run holds pointer moves only") }
        return PointerSample(time: move.time, location: move.location)
    }
}
