import TactileGestures
import TactileTestSupport

/// Plays one generated stream through a ``GestureDriver`` and checks the invariants.
enum StreamPlayer {
    struct Outcome {
        var recorder: GestureProbe
        var transitions: [String]
        var violations: [String] { recorder.violations }
    }

    /// Where an invalid move or up of a pointer that is not down claims to be.
    static let nowhere = Point(x: 321, y: 123)

    static func play<G: Gesture>(_ steps: [Step], spaces: CoordinateSpaces,
                                 _ build: (GestureProbe) -> G) -> Outcome {
        let recorder = GestureProbe()
        let driver = GestureDriver(build(recorder), spaces: spaces)
        recorder.probeRoot(of: driver.recognizer)
        // The pointers the stream put down, in arrival order, with where they last were.
        var down: [(id: Int, location: Point)] = []
        var milliseconds = 0
        var now: Double { Double(milliseconds) / 1000 }

        func location(of id: Int) -> Point? { down.first { $0.id == id }?.location }
        func setLocation(_ id: Int, _ point: Point) {
            if let index = down.firstIndex(where: { $0.id == id }) { down[index].location = point }
        }
        func checkRoot() {
            recorder.checkRoot(phase: driver.phase, pointersDown: driver.session.pointers.count)
        }
        // Session transitions are counted in the interaction they belong to, so a press runs
        // the ticks before it first (as the driver would) and the press's own transitions are
        // counted after it (it may have started a new interaction).
        var counted = 0
        func countTransitions() {
            while counted < driver.transitions.count {
                switch driver.transitions[counted].transition {
                case .began: recorder.sessionReported(.began)
                case .ended: recorder.sessionReported(.ended)
                case .cancelled: recorder.sessionReported(.cancelled)
                }
                counted += 1
            }
        }
        func press(_ id: Int, at point: Point) {
            var tick = Int((now * 120).rounded(.up))
            while tick > 0, Double(tick) / 120 >= now { tick -= 1 }
            while Double(tick + 1) / 120 < now { tick += 1 }
            if Double(tick) / 120 < now { driver.advance(to: Double(tick) / 120) }
            countTransitions()
            driver.down(id, at: point, time: now)
            countTransitions()
            if location(of: id) == nil { down.append((id, point)) }
        }

        for step in steps {
            switch step {
            case .down(let id, let at, let after):
                milliseconds += after
                press(id, at: at.point)
            case .move(let id, let dx, let dy, let after):
                milliseconds += after
                let target = (location(of: id) ?? nowhere) + Vector(width: Double(dx), height: Double(dy))
                driver.move(id, to: target, time: now)
                setLocation(id, target)
            case .jump(let id, let to, let after):
                milliseconds += after
                driver.move(id, to: to.point, time: now)
                setLocation(id, to.point)
            case .up(let id, let after):
                milliseconds += after
                driver.up(id, at: location(of: id) ?? nowhere, time: now)
                down.removeAll { $0.id == id }
            case .cancel(let id, let after):
                milliseconds += after
                driver.cancel(id, time: now)
                down.removeAll { $0.id == id }
            case .cancelAll(let after):
                milliseconds += after
                driver.cancelAll(time: now)
                down.removeAll()
            case .wait(let duration):
                milliseconds += duration
                driver.advance(to: now)
            case .press(let first, let count, let after):
                milliseconds += after
                for id in first ..< first + count {
                    press(id, at: Point(x: 100 + 25 * Double(id), y: 300 + 7 * Double(id % 5)))
                }
            }
            countTransitions()
            checkRoot()
        }

        // Release everything, then let every deadline pass.
        milliseconds += 10
        for pointer in down { driver.up(pointer.id, at: pointer.location, time: now) }
        countTransitions()
        down.removeAll()
        if !driver.session.pointers.isEmpty {
            recorder.fail("the session still tracks \(driver.session.pointers.count) pointers after all were lifted")
        }
        checkRoot()
        milliseconds += 2000
        driver.advance(to: now)
        countTransitions()
        checkRoot()
        recorder.observeAll(in: driver.recognizer)
        recorder.closeAll()

        let transitions = driver.transitions.map { "\($0.time.bitPattern) \($0.transition)" }
        return Outcome(recorder: recorder, transitions: transitions)
    }
}
