/// Scale and rotation from the first two pointers in arrival order, shared by
/// ``MagnifyGesture`` and ``RotateGesture``: the state behind their recognizers, which their
/// ``PinchMeasure``s read.
///
/// ```swift
/// MagnifyGesture().makeRecognizer().tracker   // (internal) pointers, scale, rotation
/// ```
///
/// Whenever a pointer joins or leaves, the pair is re-baselined: the scale and rotation so far
/// are kept and further change is measured from the new pair, so nothing jumps. Rotation is
/// accumulated move by move, so it can pass ±180° without wrapping; a tracker told that its
/// measure never reads it (a magnify's) leaves it at 0 and computes no angles. O(10) per input.
public struct PinchTracker: Sendable {
    @usableFromInline var pointers = PointerTable()
    /// Scale and rotation when the current pair was formed.
    var baseScale = 1.0
    var baseSpan = 0.0
    var lastAngle = 0.0
    var hasPair = false
    var hasStarted = false
    @usableFromInline var scale = 1.0
    @usableFromInline var rotation = 0.0
    /// The centre of the first pair, in global points.
    @usableFromInline var startLocation = Point.zero
    /// Scale (x) and rotation (y) over time: one fit gives both rates.
    var velocity = VelocityTracker()
    /// The rates last fitted (see ``fitRates(at:)``).
    @usableFromInline var rates = Vector.zero

    @usableFromInline init() {}

    @usableFromInline enum Change { case membership, emptied, cancelled, ignored }

    /// Follows a press, release or cancel, and the rotation if `rotating`. Locations that
    /// are not trackable (NaN, ±1e300) are ignored.
    @usableFromInline mutating func track(_ event: PointerEvent, rotating: Bool) -> Change {
        switch event.kind {
        case .down:
            guard event.location.isTrackable, pointers.press(event.pointer, at: event.location) else { return .ignored }
            rebaseline(at: event.time, rotating: rotating)
            return .membership
        case .move:
            _ = move(event.pointer, to: event.location, at: event.time, rotating: rotating)
            return .ignored
        case .up:
            guard let index = pointers.index(of: event.pointer) else { return .ignored }
            if index < 2, hasPair, event.location.isTrackable {
                pointers.move(event.pointer, to: event.location)
                measure(at: event.time, rotating: rotating)
            }
            pointers.release(event.pointer)
            if pointers.isEmpty { return .emptied }
            rebaseline(at: event.time, rotating: rotating)
            return .membership
        case .cancel:
            guard pointers.release(event.pointer) else { return .ignored }
            return .cancelled
        }
    }

    /// Moves `pointer` to `location`; returns whether the pair's scale and rotation were
    /// measured again (the pointer is one of the pair). Untrackable locations are ignored.
    @usableFromInline mutating func move(_ pointer: PointerID, to location: Point, at time: Double, rotating: Bool) -> Bool {
        guard location.isTrackable, let index = pointers.moveReportingPosition(pointer, to: location) else { return false }
        guard index < 2, hasPair else { return false }
        measure(at: time, rotating: rotating)
        return true
    }

    mutating func rebaseline(at time: Double, rotating: Bool) {
        hasPair = pointers.count >= 2
        guard hasPair else { return }
        let (first, second) = (pointers[0].location, pointers[1].location)
        if !hasStarted {
            hasStarted = true
            startLocation = Point(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
            record(at: time)
        }
        baseScale = scale
        baseSpan = first.distance(to: second)
        if rotating { lastAngle = Self.angle(from: first, to: second) }
    }

    mutating func measure(at time: Double, rotating: Bool) {
        let (first, second) = (pointers[0].location, pointers[1].location)
        let span = first.distance(to: second)
        if baseSpan < 1e-6 {
            // Two fingers on one spot have no scale or direction yet: measure from where they part.
            baseScale = scale
            baseSpan = span
            if rotating { lastAngle = Self.angle(from: first, to: second) }
            record(at: time)
            return
        }
        let next = baseScale * span / baseSpan
        if next.isFinite, next > 0 { scale = next }
        if rotating {
            let angle = Self.angle(from: first, to: second)
            // Both angles lie within ±π, so the turn is finite.
            var delta = angle - lastAngle
            if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            rotation += delta
            lastAngle = angle
        }
        record(at: time)
    }

    mutating func record(at time: Double) {
        velocity.add(Point(x: scale, y: rotation), at: time)
    }

    /// Where a gesture that started at `start` (global) started in `space`, and as a unit point
    /// of the entity's bounds. Static, and given the start alone: a method of the tracker would
    /// be given a copy of it.
    @usableFromInline static func start(_ start: Point, in spaces: CoordinateSpaces,
                                        space: CoordinateSpace) -> (Point, UnitPoint) {
        let location = spaces.transform(for: space).apply(to: start)
        return (location, spaces.unitPoint(ofLocal: spaces.local.apply(to: start)))
    }

    /// Fits the rates of scale (`width`) and rotation (`height`) per second as seen at `time`
    /// into ``rates``: one fit gives both. A recognizer fits before it builds its value.
    @usableFromInline mutating func fitRates(at time: Double) {
        rates = velocity.fittedVelocity(at: time)
    }

    /// Clockwise on screen, because y grows downwards. Within ±π: the table keeps finite
    /// locations only, whose differences are never NaN, and the arctangent of any two numbers
    /// but NaN is finite.
    static func angle(from a: Point, to b: Point) -> Double {
        atan2(b.y - a.y, b.x - a.x)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
