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
/// measure never reads it (a magnify's) leaves it at 0 and computes no angles. Every pointer
/// (any number) counts towards the centroid, Flutter's focal point. O(pointers) per input.
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
    /// Where the last pointer lifted (global points): the centroid once none is left.
    @usableFromInline var endLocation = Point.zero
    /// Global → the gesture's space, and → the entity's local space with its bounds, as they
    /// were when the first pointer went down: locations are reported in them, so a shape that
    /// moves under the fingers does not feed back into its own values.
    @usableFromInline var startSpace = AffineTransform.identity
    @usableFromInline var startLocal = AffineTransform.identity
    @usableFromInline var startBounds: Rect?
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
            if event.location.isTrackable { pointers.move(event.pointer, to: event.location) }
            if index < 2, hasPair, event.location.isTrackable { measure(at: event.time, rotating: rotating) }
            endLocation = pointers[index].location
            pointers.release(event.pointer)
            if pointers.isEmpty { return .emptied }
            rebaseline(at: event.time, rotating: rotating)
            return .membership
        case .cancel:
            guard pointers.release(event.pointer) else { return .ignored }
            return .cancelled
        }
    }

    /// Moves `pointer` to `location`; returns whether it is one of the tracked pointers (so the
    /// centroid moved), measuring the pair's scale and rotation again if it is one of the pair.
    /// Untrackable locations (non-finite or beyond Point.trackingLimit) are ignored.
    @usableFromInline mutating func move(_ pointer: PointerID, to location: Point, at time: Double, rotating: Bool) -> Bool {
        guard location.isTrackable, let index = pointers.moveReportingPosition(pointer, to: location) else { return false }
        if index < 2, hasPair { measure(at: time, rotating: rotating) }
        return true
    }

    /// The mean location of the pointers down (global points), or where the last one lifted.
    @inlinable var centroid: Point {
        guard !pointers.isEmpty else { return endLocation }
        var (x, y) = (0.0, 0.0)
        for position in 0..<pointers.count {
            let location = pointers[position].location
            (x, y) = (x + location.x, y + location.y)
        }
        return Point(x: x / Double(pointers.count), y: y / Double(pointers.count))
    }

    /// Takes the spaces as they are when the first pointer goes down (see ``startSpace``).
    @inlinable mutating func takeSpaces(_ spaces: CoordinateSpaces, space: CoordinateSpace) {
        startSpace = spaces.transform(for: space)
        startLocal = spaces.local
        startBounds = spaces.bounds
    }

    /// The parts of a value that place it: where the gesture started in its space and as a
    /// unit point of the entity's bounds, the centroid in its space, and the pointer count.
    @inlinable var placement: (startLocation: Point, startAnchor: UnitPoint, location: Point, pointerCount: Int) {
        let anchor = startBounds?.unitPoint(of: startLocal.apply(to: startLocation)) ?? .center
        return (startSpace.apply(to: startLocation), anchor, startSpace.apply(to: centroid), pointers.count)
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
