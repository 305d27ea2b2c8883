/// What distinguishes a magnify from a rotate: which measure activates it and what it reports.
///
/// ```swift
/// MagnifyGesture().makeRecognizer()   // a PinchRecognizer<MagnifyGesture.Magnification>
/// ```
public protocol PinchMeasure: Sendable {
    associatedtype Value: Sendable
    /// Whether the value depends on the rotation: a measure that never reads it spares the
    /// tracker an arctangent per move.
    static var measuresRotation: Bool { get }
    /// The space the value's locations are in (as it was when the first pointer went down).
    var coordinateSpace: CoordinateSpace { get }
    var name: String { get }
    func isPastThreshold(_ tracker: PinchTracker) -> Bool
    func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value
}

extension PinchMeasure {
    /// Measures that do not say are given the rotation.
    @inlinable public static var measuresRotation: Bool { true }
    /// Measures that do not say report in the entity's own space, as SwiftUI's do.
    @inlinable public var coordinateSpace: CoordinateSpace { .local }
}

/// The recognizer of two-pointer gestures: active once the measure passes its threshold,
/// ended when the last pointer is released (failed if it never became active). While active,
/// a pointer joining or leaving gives a value too (the same scale and rotation, the new
/// centroid and count), so that a client can re-base on the spot.
///
/// ```swift
/// var pinch = RotateGesture().makeRecognizer()
/// pinch.update(.pointer(PointerEvent(.down, pointer: 1, at: a, time: 0)), in: GestureContext())
/// ```
///
/// A frame's moves are applied one by one, in order, and the value is produced once, after
/// the last: the value moving the fingers one at a time ends with. O(10) per move, no allocation.
public struct PinchRecognizer<Measure: PinchMeasure>: GestureRecognizer {
    public typealias Value = Measure.Value

    @usableFromInline let measure: Measure
    @usableFromInline var leaf = LeafPhase()
    @usableFromInline var tracker = PinchTracker()
    @usableFromInline var currentValue: Value?

    @usableFromInline init(measure: Measure) { self.measure = measure }

    @inlinable public var phase: GesturePhase { leaf.phase }
    @inlinable public var value: Value? { currentValue }

    /// Only input moves a pinch on (or the next tick, while its end is held back).
    @inlinable public func nextDeadline() -> Double { leaf.settledDeadline ?? .infinity }

    @inlinable @discardableResult
    public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        guard !leaf.phase.isTerminal else { return false }
        if leaf.endIsHeld {
            let changed = leaf.settleHeldEnd(input, in: context, tracks: tracker.pointers.contains)
            if leaf.phase == .failed { currentValue = nil }
            return changed
        }
        switch input {
        case .frame(let frame):
            var measuredAt: Double?
            for move in frame.moves where moved(move.pointer, to: move.location, at: move.time, in: context) {
                measuredAt = move.time
            }
            return produceValue(ifActiveAt: measuredAt, in: context)
        case .pointer(let event) where event.kind == .move:
            let measured = moved(event.pointer, to: event.location, at: event.time, in: context)
            return produceValue(ifActiveAt: measured ? event.time : nil, in: context)
        case .advance:
            return false
        case .cancel:
            currentValue = nil
            return leaf.fail()
        case .pointer(let event):
            if event.kind == .down, tracker.pointers.isEmpty { tracker.takeSpaces(context.spaces, space: measure.coordinateSpace) }
            switch tracker.track(event, rotating: Measure.measuresRotation) {
            case .ignored:
                return false
            case .membership:
                return produceValue(ifActiveAt: event.time, in: context)
            case .emptied:
                guard leaf.phase == .active else {
                    currentValue = nil
                    return leaf.fail()
                }
                tracker.fitRates(at: event.time)
                currentValue = measure.value(of: tracker, at: event.time, in: context.spaces)
                _ = leaf.end(in: context)
                return true
            case .cancelled:
                currentValue = nil
                return leaf.fail()
            }
        }
    }

    /// Moves one pointer and begins once past the threshold. Returns whether the pointer is one
    /// the pinch follows (its value changed, if only the centroid).
    @inlinable mutating func moved(_ pointer: PointerID, to location: Point, at time: Double,
                                   in context: GestureContext) -> Bool {
        guard tracker.move(pointer, to: location, at: time, rotating: Measure.measuresRotation) else { return false }
        if leaf.phase == .possible, context.mayBegin, measure.isPastThreshold(tracker) { leaf.phase = .active }
        return true
    }

    /// The value as measured at `time`, if a followed pointer changed and the pinch is active.
    @inlinable mutating func produceValue(ifActiveAt time: Double?, in context: GestureContext) -> Bool {
        guard let time, leaf.phase == .active else { return false }
        tracker.fitRates(at: time)
        currentValue = measure.value(of: tracker, at: time, in: context.spaces)
        return true
    }

    @inlinable public mutating func reset() {
        leaf = LeafPhase()
        tracker = PinchTracker()
        currentValue = nil
    }

    public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        nodes.append(.init(depth: depth, name: measure.name, phase: phase, value: describeValue()))
    }
}
