import TactileECS
import TactileGestures

/// Turns the tick's touch and pen events into what the gestures take: presses, releases and
/// frames. Each run of moves (up to the next press, release or other event) becomes one frame:
/// every pointer's positions in the run, the pointers in the order of their last moves — as
/// Android batches motion events per frame and UIKit coalesces touches. With coalescing off,
/// each move is a frame of its own. Mouse events are left to ``MouseEmulationSystem``. Also
/// applies resizes to the ``Window``.
///
/// O(moves + pointers) per run; allocates nothing once its lists have grown.
public struct PointerFrameSystem: System {
    /// A run's pointers, in the order they first moved: each one's device and its last move.
    private var pointers: [(id: PointerID, device: PointerDevice, last: Int)] = []
    /// Which of `pointers` each move of the run is, and where it went.
    private var owners: [Int] = []
    private var positions: [PointerSample] = []
    /// The run's positions grouped by pointer (a counting sort), and where each group ends.
    private var grouped: [PointerSample] = []
    private var ends: [Int] = []
    private var order: [Int] = []

    public init() {}

    public mutating func run(in world: World) {
        let input = world.resource(PointerInput.self)
        input.rewriteItems { items, output in
            var index = 0
            while index < items.count {
                switch items[index] {
                case .raw(let event, _) where event.device != .mouse:
                    if event.kind == .move, event.location.isFinite {
                        let end = input.coalescesMoves ? runEnd(items, from: index) : index + 1
                        output.append(.frame(makeFrame(of: items[index..<end], in: input)))
                        index = end
                        continue
                    }
                    if event.location.isFinite || event.kind == .cancel {
                        output.append(.pointer(event, target: .hitTest))
                    } else {
                        world[resource: Warnings.self].messages.append("ignored a pointer event at a non-finite location")
                    }
                case .event(let raw):
                    if case .resize(let width, let height, _) = input.events[raw] {
                        if width.isFinite, height.isFinite, width > 0, height > 0 {
                            world[resource: Window.self].size = Vector(width: width, height: height)
                        }
                    } else {
                        output.append(items[index])
                    }
                default:
                    output.append(items[index])
                }
                index += 1
            }
        }
    }

    /// The end of the run of touch and pen moves (at finite locations) that starts at `start`.
    private func runEnd(_ items: [InputItem], from start: Int) -> Int {
        var end = start
        while end < items.count, case .raw(let event, _) = items[end], event.device != .mouse, event.kind == .move,
              event.location.isFinite {
            end += 1
        }
        return end
    }

    /// A frame of the moves in `run`: each pointer's positions, in the order of their last moves.
    /// The positions are grouped by pointer with a counting sort: O(moves + pointers). The lists
    /// are worked on as locals (their memory kept in the system between runs), which lets the
    /// compiler see they are not shared.
    private mutating func makeFrame(of run: ArraySlice<InputItem>, in input: PointerInput) -> Int {
        var (pointers, owners, positions, grouped, ends) = (take(\.pointers), take(\.owners), take(\.positions), take(\.grouped), take(\.ends))
        var order = take(\.order)
        for (index, item) in zip(run.indices, run) {
            guard case .raw(let event, _) = item else { continue }
            var owner = 0
            while owner < pointers.count, pointers[owner].id != event.pointer { owner += 1 }
            if owner == pointers.count { pointers.append((event.pointer, event.device, index)) } else { pointers[owner].last = index }
            owners.append(owner)
            positions.append(PointerSample(time: event.time, location: event.location))
        }
        ends.append(contentsOf: repeatElement(0, count: pointers.count))
        for owner in owners { ends[owner] += 1 }
        for owner in ends.indices.dropFirst() { ends[owner] += ends[owner - 1] }
        grouped.append(contentsOf: positions)
        // Filled from the back of each group, so that each group keeps its moves' order; each
        // group's start is then in `ends`, and its end is the next group's start.
        for move in owners.indices.reversed() {
            ends[owners[move]] -= 1
            grouped[ends[owners[move]]] = positions[move]
        }
        order.append(contentsOf: pointers.indices)
        order.sort { pointers[$0].last < pointers[$1].last }
        let frame = input.makeFrame()
        for owner in order {
            let end = owner + 1 < ends.count ? ends[owner + 1] : grouped.count
            input.append(to: frame, pointer: pointers[owner].id, device: pointers[owner].device, samples: grouped[ends[owner]..<end])
        }
        (self.pointers, self.owners, self.positions, self.grouped, self.ends, self.order) = (pointers, owners, positions, grouped, ends, order)
        return frame
    }

    /// The list at `path`, emptied, its memory handed over (the system keeps it between runs).
    private mutating func take<Element>(_ path: WritableKeyPath<PointerFrameSystem, [Element]>) -> [Element] {
        var list: [Element] = []
        swap(&list, &self[keyPath: path])
        list.removeAll(keepingCapacity: true)
        return list
    }
}
