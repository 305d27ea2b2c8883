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
    var name: String { get }
    func isPastThreshold(_ tracker: PinchTracker) -> Bool
    func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value
}

extension PinchMeasure {
    /// Measures that do not say are given the rotation.
    @inlinable public static var measuresRotation: Bool { true }
}

/// The recognizer of two-pointer gestures: active once the measure passes its threshold,
/// ended when the last pointer is released (failed if it never became active).
///
/// ```swift
/// var pinch = RotateGesture().makeRecognizer()
/// pinch.update(.pointer(PointerEvent(.down, pointer: 1, at: a, time: 0)), in: GestureContext())
/// ```
///
/// O(10) per input, no allocation.
public struct PinchRecognizer<Measure: PinchMeasure>: GestureRecognizer {
    public typealias Value = Measure.Value

    @usableFromInline let measure: Measure
    @usableFromInline var leaf = LeafPhase()
    @usableFromInline var tracker = PinchTracker()
    @usableFromInline var currentValue: Value?
    @usableFromInline var owed = OwedValue()
    @inlinable @inline(__always) public var value: Value? { currentValue }

    @usableFromInline init(measure: Measure) { self.measure = measure }

    @inlinable @inline(__always) public var phase: GesturePhase { leaf.phase }
    /// Only input moves a pinch on (or a held end, or a value owed).
    @inlinable @inline(__always) public mutating func nextDeadline() -> Double {
        leaf.settledDeadline ?? (owed.time == nil ? .infinity : -.infinity)
    }

    /// Always inlined: a pinch takes every move of the gesture it is part of, and a call passes
    /// the input through memory and reads it back; its value is produced out of line.
    @inlinable @inline(__always) @discardableResult
    public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        // A value owed since a move earlier in the frame is that move's: it comes before
        // anything else (a press, a release, the clock) changes the fingers…
        var settled = false
        if !input.isPointerMove, let time = owed.settle(isActive: leaf.phase == .active, in: context) {
            produceValue(at: time, in: context)
            settled = true
        }
        // One call site, inlined: every input of the leaf comes through here.
        let changed = take(input, in: context)
        if settled { return true }
        // … or with the frame's last move, unless that produced a newer value itself.
        guard let time = owed.settle(isActive: leaf.phase == .active, in: context), !changed else { return changed }
        produceValue(at: time, in: context)
        return true
    }

    @inlinable @inline(__always) mutating func take(_ input: GestureInput, in context: GestureContext) -> Bool {
        guard !leaf.phase.isTerminal else { return false }
        if leaf.endIsHeld { return settleHeldEnd(input, in: context) }
        switch input {
        case .advance:
            return false
        case .cancel:
            currentValue = nil
            return leaf.fail()
        case .pointer(let event):
            switch tracker.track(event, rotating: Measure.measuresRotation) {
            case .ignored, .membership:
                return false
            case .geometry:
                if owed.keeps(event.time, isActive: leaf.phase == .active, in: context) { return false }
                if leaf.phase == .possible, context.mayBegin, measure.isPastThreshold(tracker) { leaf.phase = .active }
                guard leaf.phase == .active else { return false }
                produceValue(at: event.time, in: context)
                return true
            case .emptied:
                guard leaf.phase == .active else {
                    currentValue = nil
                    return leaf.fail()
                }
                produceValue(at: event.time, in: context)
                _ = leaf.end(in: context)
                return true
            case .cancelled:
                currentValue = nil
                return leaf.fail()
            }
        }
    }

    /// ``LeafPhase/settleHeldEnd(_:in:tracks:)`` for this pinch's pointers. Out of line: an end
    /// is held rarely, and lending the test the pointer table copies the table into the caller's
    /// frame, which would give every update a frame that large and a stack check.
    @inlinable @inline(never) mutating func settleHeldEnd(_ input: GestureInput, in context: GestureContext) -> Bool {
        let changed = leaf.settleHeldEnd(input, in: context, tracks: tracker.pointers.contains)
        if leaf.phase == .failed { currentValue = nil }
        return changed
    }

    /// The measure's value now, its rate fitted in place first. Out of line: once a frame, from
    /// three places in an update that is inlined into its gesture's.
    @inlinable @inline(never) mutating func produceValue(at time: Double, in context: GestureContext) {
        tracker.velocity.fit()
        currentValue = measure.value(of: tracker, at: time, in: context.spaces)
    }

    /// A new recognizer's state, set field by field: building one and copying it over would
    /// rewrite the tracker's pointer table and sample ring too (see ``PinchTracker/startOver()``).
    @inlinable public mutating func reset() {
        leaf = LeafPhase()
        tracker.startOver()
        currentValue = nil
        owed = OwedValue()
    }

    @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        nodes.append(.init(depth: depth, name: measure.name, phase: phase, value: describeValue()))
    }
}

extension PinchTracker {
    /// Where the gesture started, in `space`, and as a unit point of the entity's bounds.
    @inlinable @inline(__always) func start(in spaces: CoordinateSpaces, space: CoordinateSpace) -> (Point, UnitPoint) {
        let location = spaces.transform(for: space).apply(to: startLocation)
        return (location, spaces.unitPoint(ofLocal: spaces.local.apply(to: startLocation)))
    }
}
