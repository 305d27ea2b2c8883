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
    /// The pointers in the order of their last moves, and one pointer's positions.
    private var order: [Int] = []
    private var samples: [PointerSample] = []

    public init() {}

    public mutating func run(in world: World) {
        world.withResource(PointerInput.self) { input in rewrite(&input, in: world) }
    }

    private mutating func rewrite(_ input: inout PointerInput, in world: World) {
        var output = input.beginRewrite()
        let items = input.items
        var index = 0
        while index < items.count {
            switch items[index] {
            case .raw(let event, _) where event.device != .mouse:
                if event.kind == .move, event.location.isFinite {
                    let end = input.coalescesMoves ? runEnd(items, from: index) : index + 1
                    output.append(.frame(makeFrame(of: items[index..<end], in: &input)))
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
        input.endRewrite(output)
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
    /// O(moves × pointers) comparisons of small numbers.
    private mutating func makeFrame(of run: ArraySlice<InputItem>, in input: inout PointerInput) -> Int {
        pointers.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        var index = run.startIndex
        while index < run.endIndex {
            if case .raw(let event, _) = run[index] {
                var owner = 0
                while owner < pointers.count, pointers[owner].id != event.pointer { owner += 1 }
                if owner == pointers.count { pointers.append((event.pointer, event.device, index)) } else { pointers[owner].last = index }
                owners.append(owner)
                positions.append(PointerSample(time: event.time, location: event.location))
            }
            index += 1
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: pointers.indices)
        order.sort { pointers[$0].last < pointers[$1].last }
        let frame = input.makeFrame()
        for pointer in order {
            samples.removeAll(keepingCapacity: true)
            for move in owners.indices where owners[move] == pointer { samples.append(positions[move]) }
            input.append(to: frame, pointer: pointers[pointer].id, device: pointers[pointer].device, samples: samples)
        }
        return frame
    }
}
