import TactileECS
import TactileGestures

/// Moves scroll views: a finger's pan (read from the pan's value events), the glide after a
/// release with speed, the spring back from past an end, and the eased steps of the wheel and
/// the keyboard. A press that lands on a moving scroll view stops it there.
///
/// ```swift
/// schedule.add(ScrollSystem(), to: .scene)   // a simulation has it already
/// ```
///
/// O(presses + pan events + moving scroll views) per tick; nothing while they rest.
public struct ScrollSystem: System {
    var pans = EventReader<GestureValueEvent<ScrollPan>>()

    public init() {}

    public mutating func run(in world: World) {
        // A scene without scroll views costs one lookup a tick (its pans' queue is never read).
        guard let scrolls = world.existing(ScrollState.self), !scrolls.isEmpty else { return }
        let events = pans.read(world)
        stopMotion(pressedIn: world, scrolls)
        for event in events { scrolls.modify(event.entity) { Self.follow(event, &$0) } }
        let step = 1 / Time.ticksPerSecond
        for slot in 0..<scrolls.count where scrolls.read(slot: slot, { $0.isMoving }) {
            scrolls.modify(slot: slot) { Self.advance(&$0, by: step) }
        }
    }

    /// A press on a gliding (or springing) scroll view catches it where it is.
    private func stopMotion(pressedIn world: World, _ scrolls: ComponentStore<ScrollState>) {
        let input = world.resource(PointerInput.self)
        for item in input.items {
            guard case .pointer(let event, .path(let range, _)) = item, event.kind == .down else { continue }
            for entity in input.path(range) where scrolls.read(entity, { $0.isMoving }) == true {
                scrolls.modify(entity) { state in
                    state.offset = state.clamped(state.offset)
                    state.motion = .resting
                }
            }
        }
    }

    /// The finger holds the point it pressed under it: the offset it began at, less its whole
    /// movement since it went down (rubber-banded past the ends).
    static func follow(_ event: GestureValueEvent<ScrollPan>, _ state: inout ScrollState) {
        switch event.kind {
        case .began:
            state.motion = .tracking(from: state.offset)
            fallthrough
        case .changed:
            guard case .tracking(let start) = state.motion, let pan = event.value else { return }
            state.offset = state.rubberBanded(start - pan.translation)
        case .ended:
            release(&state, velocity: event.value.map { Vector.zero - $0.velocity } ?? .zero)
        case .cancelled:
            release(&state, velocity: .zero)
        }
    }

    static func release(_ state: inout ScrollState, velocity: Vector) {
        if state.clamped(state.offset) != state.offset {
            state.motion = .returning(velocity: .zero)
        } else if velocity.length >= ScrollState.restingSpeed {
            state.motion = .gliding(velocity: velocity.along(state.axes))
        } else {
            state.motion = .resting
        }
    }

    /// One tick of motion.
    static func advance(_ state: inout ScrollState, by step: Double) {
        switch state.motion {
        case .resting, .tracking:
            return
        case .gliding(let velocity):
            // The velocity keeps 0.998 of itself each millisecond; the offset moves by its integral.
            let decay = pow(ScrollState.decelerationRate, step * 1000)
            let travelled = velocity * ((decay - 1) / log(ScrollState.decelerationRate) / 1000)
            let next = state.offset + travelled
            let clamped = state.clamped(next)
            var remaining = velocity * decay
            // An end stops it on that axis.
            if clamped.width != next.width { remaining.width = 0 }
            if clamped.height != next.height { remaining.height = 0 }
            state.offset = clamped
            state.motion = remaining.length < ScrollState.restingSpeed ? .resting : .gliding(velocity: remaining)
        case .returning(let velocity):
            // A critically damped spring (response 0.4 s) to the nearest bound, solved exactly per step.
            let target = state.clamped(state.offset)
            let omega = 2 * Double.pi / 0.4
            let displacement = state.offset - target
            let decay = exp(-omega * step)
            let nextDisplacement = (displacement + (velocity + displacement * omega) * step) * decay
            let nextVelocity = (velocity - (velocity + displacement * omega) * (omega * step)) * decay
            if nextDisplacement.length < 0.1 && nextVelocity.length < 1 {
                state.offset = target
                state.motion = .resting
            } else {
                state.offset = target + nextDisplacement
                state.motion = .returning(velocity: nextVelocity)
            }
        case .easing(let target):
            // A quarter of the way each tick: 0.1 s to within a point of a 40-point step.
            let remaining = target - state.offset
            if remaining.length < 0.5 {
                state.offset = target
                state.motion = .resting
            } else {
                state.offset = state.offset + remaining * 0.25
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
