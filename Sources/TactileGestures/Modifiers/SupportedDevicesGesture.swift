/// Kinds of pointing device, as a set: what ``Gesture/supportedDevices(_:)`` lets through.
///
/// ```swift
/// DragGesture().supportedDevices([.touch, .pen])   // the mouse scrolls instead
/// ```
///
/// A one-byte option set. The mouse's emulated fingers (Ctrl+drag) count as the mouse.
public struct PointerDevices: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let touch = PointerDevices(rawValue: 1 << 0)
    public static let mouse = PointerDevices(rawValue: 1 << 1)
    public static let pen = PointerDevices(rawValue: 1 << 2)
    public static let all: PointerDevices = [.touch, .mouse, .pen]

    /// Whether `device`'s pointers belong to the set.
    @inlinable public func contains(device: PointerDevice) -> Bool {
        switch device {
        case .touch: contains(.touch)
        case .mouse, .virtual: contains(.mouse)
        case .pen: contains(.pen)
        }
    }
}

/// A gesture that sees only the pointers of some devices (Flutter's `supportedDevices`): the
/// others are invisible to it, as if they were not down.
///
/// ```swift
/// SpatialEventGesture()
///     .supportedDevices(.pen)                  // draw with the pen, rest the hand on the screen
///     .onChanged { events in ink(events) }
/// ```
///
/// Beyond SwiftUI. A press, release or cancel of another device is dropped, except that an
/// interaction another device starts (none of the gesture's devices down) fails the gesture,
/// as a Flutter recognizer never joins the arena for such a pointer. A frame with another
/// device's moves is passed on without them (copied into a frame the recognizer keeps, so it
/// allocates only while that frame first grows). O(moves) per frame.
public struct SupportedDevicesGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var devices: PointerDevices

    @inlinable public init(_ base: Base, devices: PointerDevices) {
        self.base = base
        self.devices = devices
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(base: base.makeRecognizer(), devices: devices) }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        @usableFromInline let devices: PointerDevices
        /// The moves of the supported devices, when a frame has others too.
        @usableFromInline var filtered = PointerFrame()
        /// How many pointers of the supported devices are down.
        @usableFromInline var supportedDown = 0

        @usableFromInline init(base: Base.Recognizer, devices: PointerDevices) {
            self.base = base
            self.devices = devices
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            switch input {
            case .pointer(let event):
                guard devices.contains(device: event.device) else {
                    guard event.kind == .down, supportedDown == 0, !base.phase.isTerminal else { return false }
                    return base.update(.cancel(at: event.time), in: context)
                }
                switch event.kind {
                case .down: supportedDown += 1
                case .up, .cancel: supportedDown = max(0, supportedDown - 1)
                case .move: break
                }
                return base.update(input, in: context)
            case .frame(let frame):
                if frame.moves.allSatisfy({ devices.contains(device: $0.device) }) { return base.update(input, in: context) }
                filtered.removeAll()
                for move in frame.moves where devices.contains(device: move.device) {
                    filtered.append(pointer: move.pointer, device: move.device, samples: frame.samples(of: move))
                }
                guard !filtered.isEmpty else { return false }
                return base.update(.frame(filtered), in: context)
            case .advance, .cancel:
                return base.update(input, in: context)
            }
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            base.attach(callbacks)
        }

        @inlinable public mutating func reset() {
            base.reset()
            supportedDown = 0
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension Gesture {
    /// The gesture, seeing only pointers of `devices` (as Flutter's `supportedDevices`).
    @inlinable public func supportedDevices(_ devices: PointerDevices) -> SupportedDevicesGesture<Self> {
        SupportedDevicesGesture(self, devices: devices)
    }
}
