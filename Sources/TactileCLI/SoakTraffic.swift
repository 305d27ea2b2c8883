import Foundation
import TactileGestures
import TactileRuntime

/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// soak, on any machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random input for the soak, made tick by tick (nothing is generated ahead, so memory does
/// not grow with the run): ten fingers that tap, double-tap, long-press, drag, pinch and fling
/// the playground's shapes and its empty space, sometimes release as a cancel or at a wild
/// coordinate; now and then a mouse press (with ctrl: the emulated pinch), a touchpad pinch
/// (over a shape: two virtual fingers; elsewhere: the camera's zoom; sometimes with a scale or
/// turn nobody should send), a wheel turn, a key, a focus loss.
///
/// ```swift
/// var traffic = SoakTraffic(fingers: 10, seed: 1)
/// let events = traffic.events(forTick: n, targets: centres, window: size)
/// ```
///
/// O(fingers) per tick.
struct SoakTraffic {
    enum Motion {
        /// Still, as a tap or a long press.
        case still
        /// Moving at a velocity (points per second) that slowly turns.
        case moving(Vector, turn: Double)
    }

    struct Finger {
        var pointer: PointerID?
        var device = PointerDevice.touch
        var modifiers: KeyModifiers = []
        var location = Point.zero
        var motion = Motion.still
        /// When the finger next changes: goes down, starts moving, or lifts.
        var next = 0.0
        /// Where it last tapped, and when it lifted: for double taps.
        var lastTap: (location: Point, time: Double)?
    }

    /// A touchpad pinch under way: where the cursor is, the scale and turn since it began, and
    /// when it ends.
    struct Touchpad {
        var location: Point
        var scale = 1.0
        var degrees = 0.0
        var end: Double
    }

    private var random: SplitMix64
    private var fingers: [Finger]
    private var touchpad: Touchpad?
    private var nextPointer = 1
    private var pending: [InputEvent] = []
    /// Input events made so far.
    private(set) var count = 0
    /// Touchpad pinches begun so far.
    private(set) var touchpadPinches = 0

    init(fingers: Int, seed: UInt64) {
        random = SplitMix64(seed: seed)
        self.fingers = Array(repeating: Finger(), count: max(1, fingers))
        for index in self.fingers.indices { self.fingers[index].next = Double.random(in: 0...0.5, using: &random) }
    }

    /// Whether any finger is down.
    var anyDown: Bool { fingers.contains { $0.pointer != nil } }

    /// The events of tick `tick` (times in the tick's 1/120 s, in order): `targets` are points
    /// worth pressing (shapes' centres, in window points).
    mutating func events(forTick tick: UInt64, targets: [Point], window: Vector) -> [InputEvent] {
        pending.removeAll(keepingCapacity: true)
        let end = Double(tick) / Simulation.ticksPerSecond
        let start = end - 1 / Simulation.ticksPerSecond
        // A focus loss comes first in its tick, so that it cancels only fingers already down.
        var earliest = start
        if chance(1.0 / 2400) {
            earliest = start + (end - start) / 1000
            focusLost(at: earliest)
        }
        for index in fingers.indices { step(index, from: earliest, to: end, targets: targets, window: window) }
        stepTouchpad(at: end, targets: targets, window: window)
        if chance(1.0 / 600) { pending.append(.wheel(at: somewhere(window), delta: Vector(width: 0, height: Double.random(in: -3...3, using: &random)),
                                                      modifiers: chance(0.3) ? .shift : [], time: time(in: start, end))) }
        if chance(1.0 / 900) {
            let key = ["Tab", "Left", "Right", "Up", "Down", "+", "-", "[", "]", "Return", "D"].randomElement(using: &random)!
            let time = time(in: start, end)
            pending += [.key(key, isDown: true, modifiers: chance(0.2) ? .shift : [], time: time), .key(key, isDown: false, modifiers: [], time: time)]
        }
        pending.sort { $0.time < $1.time }
        count += pending.count
        return pending
    }

    /// Every finger lifts now (at `time`): the quiet before a check.
    mutating func liftAll(at time: Double) -> [InputEvent] {
        pending.removeAll(keepingCapacity: true)
        for index in fingers.indices {
            var finger = fingers[index]
            release(&finger, at: time, cancel: false)
            finger.next = time + Double.random(in: 0...0.3, using: &random)
            fingers[index] = finger
        }
        if let pinch = touchpad {
            pending.append(.touchpadPinch(TouchpadPinch(.end, at: pinch.location, scale: pinch.scale, degrees: pinch.degrees, time: time)))
            touchpad = nil
        }
        count += pending.count
        return pending
    }

    /// A key press and release (the scene's reset is `R`).
    mutating func key(_ name: String, at time: Double) -> [InputEvent] {
        count += 2
        return [.key(name, isDown: true, modifiers: [], time: time), .key(name, isDown: false, modifiers: [], time: time)]
    }

    // MARK: Fingers

    private mutating func step(_ index: Int, from start: Double, to end: Double, targets: [Point], window: Vector) {
        var finger = fingers[index]
        defer { fingers[index] = finger }
        guard let pointer = finger.pointer else {
            if finger.next <= end { press(&finger, index: index, at: max(start, finger.next), targets: targets, window: window) }
            return
        }
        // One to three positions in the tick: moves are coalesced into a frame, as on a device.
        if case .moving(var velocity, let turn) = finger.motion {
            let samples = Int.random(in: 1...3, using: &random)
            for sample in 1...samples {
                let time = start + (end - start) * Double(sample) / Double(samples)
                let angle = turn / Double(samples) / Simulation.ticksPerSecond
                velocity = Vector(width: velocity.width * cos(angle) - velocity.height * sin(angle),
                                  height: velocity.width * sin(angle) + velocity.height * cos(angle))
                finger.location = finger.location + velocity * (1 / Simulation.ticksPerSecond / Double(samples))
                var at = finger.location
                if chance(0.0005) { at = Point(x: [Double.nan, .infinity, 1e30, -1e300].randomElement(using: &random)!, y: at.y) }
                pending.append(.pointer(PointerEvent(.move, pointer: pointer, at: at, time: time, device: finger.device),
                                        modifiers: finger.modifiers))
            }
            finger.motion = .moving(velocity, turn: turn)
        }
        guard finger.next <= end else { return }
        // A still finger may start moving (a long press, then a drag); otherwise it lifts.
        if case .still = finger.motion, chance(0.3) {
            finger.motion = .moving(randomVelocity(), turn: Double.random(in: -6...6, using: &random))
            finger.next = end + Double.random(in: 0.1...1.5, using: &random)
        } else {
            release(&finger, at: end, cancel: chance(0.06))
        }
    }

    private mutating func press(_ finger: inout Finger, index: Int, at time: Double, targets: [Point], window: Vector) {
        let repeatsTap = finger.lastTap.map { time - $0.time < 0.3 } ?? false
        if repeatsTap, let tap = finger.lastTap, chance(0.7) {
            finger.location = tap.location
        } else if !targets.isEmpty, chance(0.7) {
            let target = targets.randomElement(using: &random)!
            finger.location = target + Vector(width: Double.random(in: -25...25, using: &random), height: Double.random(in: -25...25, using: &random))
        } else {
            finger.location = somewhere(window)
        }
        // Finger 0 is sometimes the mouse (with ctrl: the emulated two-finger pinch).
        let isMouse = index == 0 && chance(0.15)
        finger.device = isMouse ? .mouse : .touch
        finger.modifiers = isMouse && chance(0.5) ? .ctrl : []
        let id = isMouse ? PointerIdentity.id(pointer: 0, device: .mouse) : PointerIdentity.id(pointer: nextPointer, device: .touch)
        if !isMouse { nextPointer += 1 }
        finger.pointer = id
        let kind = Double.random(in: 0..<1, using: &random)
        switch kind {
        case ..<0.3:  // a tap
            finger.motion = .still
            finger.next = time + Double.random(in: 0.02...0.15, using: &random)
        case ..<0.45:  // a long press
            finger.motion = .still
            finger.next = time + Double.random(in: 0.45...1.2, using: &random)
        default:  // a drag, a pinch with the others, a fling
            finger.motion = .moving(randomVelocity(), turn: Double.random(in: -6...6, using: &random))
            finger.next = time + Double.random(in: 0.05...2.5, using: &random)
        }
        pending.append(.pointer(PointerEvent(.down, pointer: id, at: finger.location, time: time, device: finger.device),
                                modifiers: finger.modifiers))
    }

    private mutating func release(_ finger: inout Finger, at time: Double, cancel: Bool) {
        guard let pointer = finger.pointer else { return }
        pending.append(.pointer(PointerEvent(cancel ? .cancel : .up, pointer: pointer, at: finger.location, time: time, device: finger.device),
                                modifiers: finger.modifiers))
        finger.pointer = nil
        if case .still = finger.motion { finger.lastTap = (finger.location, time) } else { finger.lastTap = nil }
        finger.next = time + (chance(0.3) ? Double.random(in: 0.03...0.2, using: &random) : Double.random(in: 0.05...1.5, using: &random))
    }

    /// Begins a touchpad pinch now and then (every 6 s or so), steps the one under way by a
    /// little scale, turn and drift, and ends it (sometimes as a cancel) when its time comes.
    private mutating func stepTouchpad(at time: Double, targets: [Point], window: Vector) {
        guard var pinch = touchpad else {
            guard chance(1.0 / 720) else { return }
            let location = !targets.isEmpty && chance(0.7) ? targets.randomElement(using: &random)! : somewhere(window)
            touchpad = Touchpad(location: location, end: time + Double.random(in: 0.1...1.5, using: &random))
            touchpadPinches += 1
            pending.append(.touchpadPinch(TouchpadPinch(.begin, at: location, time: time)))
            return
        }
        pinch.scale *= exp(Double.random(in: -0.04...0.05, using: &random))
        pinch.degrees += Double.random(in: -3...3, using: &random)
        pinch.location = pinch.location + Vector(width: Double.random(in: -2...2, using: &random), height: Double.random(in: -2...2, using: &random))
        let phase: TouchpadPinch.Phase = time < pinch.end ? .update : chance(0.1) ? .cancel : .end
        var step = TouchpadPinch(phase, at: pinch.location, scale: pinch.scale, degrees: pinch.degrees, time: time)
        if chance(0.002) { step.scale = [Double.nan, 0, -1, 1e9, 1e-9].randomElement(using: &random)! }
        if chance(0.002) { step.degrees = [Double.nan, .infinity, 1e12].randomElement(using: &random)! }
        pending.append(.touchpadPinch(step))
        touchpad = phase == .update ? pinch : nil
    }

    private mutating func focusLost(at time: Double) {
        touchpad = nil
        pending.append(.focusLost(time: time))
        for index in fingers.indices where fingers[index].pointer != nil {
            fingers[index].pointer = nil
            fingers[index].next = time + Double.random(in: 0.05...0.5, using: &random)
        }
    }

    // MARK: Randomness

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

    private mutating func time(in start: Double, _ end: Double) -> Double { Double.random(in: start...end, using: &random) }

    private mutating func randomVelocity() -> Vector {
        let speed = [30.0, 300, 1500, 4000].randomElement(using: &random)! * Double.random(in: 0.5...1, using: &random)
        let angle = Double.random(in: 0..<(2 * .pi), using: &random)
        return Vector(width: speed * cos(angle), height: speed * sin(angle))
    }

    /// Anywhere in the window, and sometimes a little outside it.
    private mutating func somewhere(_ window: Vector) -> Point {
        Point(x: Double.random(in: -20...(window.width + 20), using: &random), y: Double.random(in: -20...(window.height + 20), using: &random))
    }
}
