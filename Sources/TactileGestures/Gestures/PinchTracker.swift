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
    @usableFromInline var baseScale = 1.0
    @usableFromInline var baseSpan = 0.0
    @usableFromInline var lastAngle = 0.0
    @usableFromInline var hasPair = false
    @usableFromInline var hasStarted = false
    @usableFromInline var scale = 1.0
    @usableFromInline var rotation = 0.0
    /// The centre of the first pair, in global points.
    @usableFromInline var startLocation = Point.zero
    /// Scale (x) and rotation (y) over time: one fit gives both rates.
    @usableFromInline var velocity = VelocityTracker()

    @inlinable init() {}

    /// Back to a new tracker's state, without rewriting the pointer table's slots or the
    /// velocity's sample ring: neither reads a slot before writing it, and a pinch starts over
    /// at every press, where they are cold.
    @inlinable mutating func startOver() {
        pointers.removeAll()
        (baseScale, baseSpan, lastAngle) = (1, 0, 0)
        (hasPair, hasStarted) = (false, false)
        (scale, rotation) = (1, 0)
        startLocation = .zero
        velocity.startOver()
    }

    @usableFromInline enum Change { case geometry, membership, emptied, cancelled, ignored }

    /// Follows `event`, and the rotation if `rotating` (otherwise it stays 0 and no angle is
    /// computed): a recognizer passes its measure's ``PinchMeasure/measuresRotation``, a
    /// constant once specialized. Non-finite locations are ignored. Inlined into the
    /// recognizer: every input of a pinch comes through here.
    @inlinable @inline(__always) mutating func track(_ event: PointerEvent, rotating: Bool) -> Change {
        switch event.kind {
        case .down:
            guard event.location.isFinite, pointers.press(event.pointer, at: event.location) else { return .ignored }
            rebaseline(at: event.time, rotating: rotating)
            return .membership
        case .move:
            guard event.location.isFinite, let index = pointers.index(of: event.pointer) else { return .ignored }
            pointers.setLocation(at: index, to: event.location)
            guard index < 2, hasPair else { return .ignored }
            measure(at: event.time, rotating: rotating)
            return .geometry
        case .up:
            guard let index = pointers.index(of: event.pointer) else { return .ignored }
            if index < 2, hasPair, event.location.isFinite {
                pointers.setLocation(at: index, to: event.location)
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

    @usableFromInline mutating func rebaseline(at time: Double, rotating: Bool) {
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

    /// Inlined into ``track(_:rotating:)``: it runs on every move of the pair.
    @inlinable @inline(__always) mutating func measure(at time: Double, rotating: Bool) {
        let (first, second) = pointers.firstTwoLocations
        let span = first.distance(to: second)
        if baseSpan < 1e-6 {
            // Two fingers on one spot have no scale or direction yet: measure from where they part.
            baseScale = scale
            baseSpan = span
            if rotating { lastAngle = Self.angle(from: first, to: second) }
            record(at: time)
            return
        }
        // Recorded from registers: reading the two back as a pair just after storing them one by
        // one would wait for the stores (no store forwarding), after a root and a division. A
        // rotation not followed is 0: as a constant, the sample's finiteness test drops it.
        var scale = self.scale, rotation = rotating ? self.rotation : 0
        let next = baseScale * span / baseSpan
        // Finite and positive (NaN is not): its bits lie between the least subnormal's and the
        // greatest finite number's, one unsigned comparison of a bit pattern less one.
        if next.bitPattern &- 1 < Double.greatestFiniteMagnitude.bitPattern {
            scale = next
            self.scale = next
        }
        if rotating {
            let angle = Self.angle(from: first, to: second)
            // Both angles lie within ±π (see `angle`), so the turn is finite.
            var delta = angle - lastAngle
            if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            rotation += delta
            self.rotation = rotation
            lastAngle = angle
        }
        // Both finite: the scale is taken only when finite, and each turn is within ±2π.
        velocity.add(finite: scale, rotation, at: time)
    }

    @inlinable @inline(__always) mutating func record(at time: Double) {
        velocity.add(Point(x: scale, y: rotation), at: time)
    }

    /// How fast the scale changes, per second, as seen at `time`, once the velocity is fitted
    /// (as a recognizer does before it measures).
    @inlinable @inline(__always) func scaleRate(at time: Double) -> Double { velocity.fittedVelocity(at: time).width }

    /// How fast the rotation changes, in radians per second, as seen at `time`, once the
    /// velocity is fitted.
    @inlinable @inline(__always) func rotationRate(at time: Double) -> Double { velocity.fittedVelocity(at: time).height }

    /// Clockwise on screen, because y grows downwards. Within ±π: the table keeps finite
    /// locations only, whose differences are never NaN, and the arctangent of any two numbers
    /// but NaN is finite.
    @inlinable static func angle(from a: Point, to b: Point) -> Double {
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
