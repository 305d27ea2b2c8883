import TactileECS
import TactileGestures

/// Turns the tick's pointer events into what the gestures take: presses, releases and frames.
/// Each run of moves (up to the next press, release or other event) becomes one frame: every
/// pointer's positions in the run, the pointers in the order of their last moves — as Android
/// batches motion events per frame and UIKit coalesces touches. With coalescing off, each move
/// is a frame of its own. Also applies resizes to the ``Window``.
///
/// O(moves × pointers in a run); allocates nothing once its lists have grown.
public struct PointerFrameSystem: System {
    /// A run's pointers, in the order they first moved: each one's device and its last move.
    private var pointers: [(id: PointerID, device: PointerDevice, last: Int)] = []
    /// A run's moves: which of `pointers` moved, and to where.
    private var moves: [(pointer: Int, sample: PointerSample)] = []
    private var order: [Int] = []
    /// The run's samples grouped by pointer, and where each pointer's start.
    private var samples: [PointerSample] = []
    private var starts: [Int] = []

    public init() {}

    public mutating func run(in world: World) {
        let input = world.resource(PointerInput.self)
        input.rewriteItems { items, output in
            var index = 0
            while index < items.count {
                guard case .raw(let event, _) = items[index] else {
                    if case .event(let raw) = items[index], case .resize(let width, let height, _) = input.events[raw] {
                        if width.isFinite, height.isFinite, width > 0, height > 0 {
                            world[resource: Window.self].size = Vector(width: width, height: height)
                        }
                    } else {
                        output.append(items[index])
                    }
                    index += 1
                    continue
                }
                if event.kind == .move, event.location.isFinite {
                    let end = input.coalescesMoves ? gatherRun(items, from: index) : gatherMove(event, at: index)
                    output.append(.frame(makeFrame(in: input)))
                    index = end
                    continue
                }
                if !event.location.isFinite && event.kind != .cancel {
                    world[resource: Warnings.self].messages.append("ignored a pointer event at a non-finite location")
                } else {
                    output.append(.pointer(event, target: .hitTest))
                }
                index += 1
            }
        }
    }

    /// Gathers the run of moves (at finite locations) that starts at `start`; returns its end.
    private mutating func gatherRun(_ items: [InputItem], from start: Int) -> Int {
        pointers.removeAll(keepingCapacity: true)
        moves.removeAll(keepingCapacity: true)
        var index = start
        while index < items.count, case .raw(let event, _) = items[index], event.kind == .move, event.location.isFinite {
            gather(event, at: index)
            index += 1
        }
        return index
    }

    /// Gathers one move alone (coalescing off); returns where the next item is.
    private mutating func gatherMove(_ event: PointerEvent, at index: Int) -> Int {
        pointers.removeAll(keepingCapacity: true)
        moves.removeAll(keepingCapacity: true)
        gather(event, at: index)
        return index + 1
    }

    private mutating func gather(_ event: PointerEvent, at index: Int) {
        let sample = PointerSample(time: event.time, location: event.location)
        if let known = pointers.firstIndex(where: { $0.id == event.pointer }) {
            pointers[known].last = index
            moves.append((known, sample))
        } else {
            pointers.append((event.pointer, event.device, index))
            moves.append((pointers.count - 1, sample))
        }
    }

    /// A frame of the gathered moves: each pointer's positions, in the order of their last moves.
    /// The samples are grouped by pointer in two passes (a counting sort): O(moves + pointers).
    private mutating func makeFrame(in input: PointerInput) -> Int {
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: pointers.count + 1))
        for move in moves { starts[move.pointer + 1] += 1 }
        for pointer in pointers.indices { starts[pointer + 1] += starts[pointer] }
        samples.removeAll(keepingCapacity: true)
        samples.append(contentsOf: repeatElement(PointerSample(time: 0, location: .zero), count: moves.count))
        for move in moves {
            samples[starts[move.pointer]] = move.sample
            starts[move.pointer] += 1
        }
        // Each pointer's start moved to its end: the one before's end is its start.
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: pointers.indices)
        order.sort { pointers[$0].last < pointers[$1].last }
        let frame = input.makeFrame()
        for pointer in order {
            let start = pointer == 0 ? 0 : starts[pointer - 1]
            input.append(to: frame, pointer: pointers[pointer].id, device: pointers[pointer].device,
                         samples: samples[start..<starts[pointer]])
        }
        return frame
    }
}
