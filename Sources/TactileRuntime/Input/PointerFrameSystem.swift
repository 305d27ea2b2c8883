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
/// One pass over the events, O(moves × pointers in a run); allocates nothing once its lists have
/// grown.
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
                    let end = input.coalescesMoves ? gather(from: index, in: input) : gather(event, at: index)
                    output.append(.frame(makeFrame(in: &input)))
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

    /// Gathers the run of touch and pen moves (at finite locations) that starts at `start`;
    /// returns its end.
    private mutating func gather(from start: Int, in input: PointerInput) -> Int {
        pointers.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        var index = start
        while index < input.events.count, case .pointer(let event, _) = input.events[index], event.device != .mouse,
              event.kind == .move, event.location.isFinite {
            add(event, at: index)
            index += 1
        }
        return index
    }

    /// Gathers one move alone (coalescing off); returns where the next event is.
    private mutating func gather(_ event: PointerEvent, at index: Int) -> Int {
        pointers.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        add(event, at: index)
        return index + 1
    }

    private mutating func add(_ event: PointerEvent, at index: Int) {
        var owner = 0
        while owner < pointers.count, pointers[owner].id != event.pointer { owner += 1 }
        if owner == pointers.count { pointers.append((event.pointer, event.device, index)) } else { pointers[owner].last = index }
        owners.append(owner)
        positions.append(PointerSample(time: event.time, location: event.location))
    }

    /// A frame of the gathered moves: each pointer's positions, in the order of their last moves.
    /// O(moves × pointers) comparisons of small numbers.
    private mutating func makeFrame(in input: inout PointerInput) -> Int {
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
