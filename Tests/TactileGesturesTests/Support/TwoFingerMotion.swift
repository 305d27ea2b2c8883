import TactileGestures
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where two fingers are: placed symmetrically about `center`, `span` points apart, the line
/// from the first finger to the second at `angle` (clockwise on screen, y down).
///
/// ```swift
/// let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)
/// driver.pressTwoFingers(start)
/// driver.moveTwoFingers(from: start, to: start.scaled(by: 2).rotated(by: .degrees(90)))
/// driver.liftTwoFingers()
/// ```
struct TwoFingerMotion: Hashable, Sendable {
    var center: Point
    var span: Double
    var angle: Angle

    init(center: Point, span: Double, angle: Angle = .zero) {
        self.center = center
        self.span = span
        self.angle = angle
    }

    private var half: Vector {
        Vector(width: cos(angle.radians) * span / 2, height: sin(angle.radians) * span / 2)
    }

    /// The first finger (the first to go down).
    var first: Point { center - half }
    /// The second finger.
    var second: Point { center + half }

    func scaled(by factor: Double) -> TwoFingerMotion {
        TwoFingerMotion(center: center, span: span * factor, angle: angle)
    }

    func rotated(by delta: Angle) -> TwoFingerMotion {
        TwoFingerMotion(center: center, span: span, angle: angle + delta)
    }

    func moved(by offset: Vector) -> TwoFingerMotion {
        TwoFingerMotion(center: center + offset, span: span, angle: angle)
    }

    /// The pose `fraction` of the way to `target`: centre, span and angle interpolated linearly
    /// (so the fingers turn about the centre rather than cutting across it).
    func interpolated(to target: TwoFingerMotion, fraction: Double) -> TwoFingerMotion {
        TwoFingerMotion(
            center: center + (target.center - center) * fraction,
            span: span + (target.span - span) * fraction,
            angle: angle + (target.angle - angle) * fraction)
    }
}

extension GestureDriver {
    /// Puts both fingers down at the driver's current time, `ids.0` first.
    func pressTwoFingers(_ pose: TwoFingerMotion, ids: (PointerID, PointerID) = (1, 2)) {
        down(ids.0, at: pose.first)
        down(ids.1, at: pose.second)
    }

    /// Moves both fingers from `start` to `target` in `steps` steps, one every 1/120 s: at each
    /// step the first finger moves, then the second, at the same time.
    func moveTwoFingers(from start: TwoFingerMotion, to target: TwoFingerMotion, steps: Int = 10,
                        ids: (PointerID, PointerID) = (1, 2)) {
        let steps = max(steps, 1)
        let startTime = time
        for step in 1...steps {
            let pose = start.interpolated(to: target, fraction: Double(step) / Double(steps))
            let when = startTime + Double(step) / 120
            move(ids.0, to: pose.first, time: when)
            move(ids.1, to: pose.second, time: when)
        }
    }

    /// Lifts both fingers where they are, `ids.0` first.
    func liftTwoFingers(ids: (PointerID, PointerID) = (1, 2)) {
        up(ids.0)
        up(ids.1)
    }
}
