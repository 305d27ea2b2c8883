import Testing
@testable import TactileGestures

/// Flutter's velocity tracker test data through ours: the 13 velocities Flutter expects, within
/// its tolerance of 0.1 %, on the data's own clock and on clocks shifted by any offset.
@Suite("Velocity on Flutter's test data")
struct FlutterVelocityTests {
    /// Each up's velocity, with the data's times shifted by `offset` seconds.
    static func velocities(offset: Double) -> [Vector] {
        var tracker = VelocityTracker()
        var found: [Vector] = []
        for event in FlutterVelocityData.events {
            let time = Double(event.milliseconds) / 1000 + offset
            if event.kind == "u" {
                found.append(tracker.velocity(at: time))
            } else {
                tracker.add(Point(x: event.x, y: event.y), at: time)
            }
        }
        return found
    }

    static func isWithinTolerance(_ actual: Double, _ expected: Double) -> Bool {
        abs((actual - expected) / expected) < 0.001
    }

    @Test func allThirteenMatchFlutterOnTheDatasOwnClock() {
        let found = Self.velocities(offset: 0)
        #expect(found.count == 13)
        for (index, (velocity, expected)) in zip(found, FlutterVelocityData.expected).enumerated() {
            #expect(Self.isWithinTolerance(velocity.width, expected.x) && Self.isWithinTolerance(velocity.height, expected.y),
                    "stroke \(index + 1): \(velocity), Flutter \(expected)")
        }
    }

    /// The same gesture at another moment of the clock gives the same velocity, bit for bit:
    /// the window and the gap are decided on whole microseconds.
    @Test(arguments: [-216_690.896, -216_690, 0.0005, 1, 3_600.123, 86_400 * 365.25, 1e9 + 0.0001])
    func theVelocityDoesNotDependOnWhenTheGestureHappened(offset: Double) {
        let reference = Self.velocities(offset: 0)
        let shifted = Self.velocities(offset: offset)
        for (index, (a, b)) in zip(reference, shifted).enumerated() {
            #expect(Self.isWithinTolerance(b.width, a.width) && Self.isWithinTolerance(b.height, a.height),
                    "stroke \(index + 1) at offset \(offset): \(b), on the data's clock \(a)")
        }
    }

    /// A sample exactly 100 ms older than the newest is in the window at any clock offset.
    @Test(arguments: [0.0, 216_691.223, 12_345.678])
    func aSampleExactlyAHundredMillisecondsOldIsKept(start: Double) {
        var tracker = VelocityTracker()
        // Samples 25 ms apart along x, the newest exactly 100 ms after the first: the first bends
        // the fit (it lags), so the velocity differs from one without it.
        for (step, ms) in [0, 25, 50, 75, 100].enumerated() {
            tracker.add(Point(x: step == 0 ? -40 : Double(step) * 25, y: 0), at: start + Double(ms) / 1000)
        }
        var withoutFirst = VelocityTracker()
        for (step, ms) in [25, 50, 75, 100].enumerated() {
            withoutFirst.add(Point(x: Double(step + 1) * 25, y: 0), at: start + Double(ms) / 1000)
        }
        let velocity = tracker.velocity(at: start + 0.1).width
        #expect(velocity != withoutFirst.velocity(at: start + 0.1).width, "at \(start): the first sample was dropped")
        var onZero = VelocityTracker()
        for (step, ms) in [0, 25, 50, 75, 100].enumerated() {
            onZero.add(Point(x: step == 0 ? -40 : Double(step) * 25, y: 0), at: Double(ms) / 1000)
        }
        // The same window at any offset; the fit's times differ only by the rounding of seconds.
        #expect(abs(velocity - onZero.velocity(at: 0.1).width) < 1e-5, "at \(start): \(velocity)")
    }
}
