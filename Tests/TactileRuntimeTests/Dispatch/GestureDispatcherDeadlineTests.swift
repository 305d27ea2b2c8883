import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// The dispatcher advances only the interactions whose gesture has a deadline due (or asks every
/// tick): skipping the others must not lose a deadline.
@Suite("Gesture dispatch: deadlines")
struct GestureDispatcherDeadlineTests {
    static let here = Point(x: 400, y: 300)
    static let there = Point(x: 800, y: 300)

    /// A scene with a square at `here` and one at `there`, each with the gesture `make` gives it.
    static func runner<G: Gesture>(_ make: @escaping (String) -> G) -> SceneRunner {
        SceneRunner(scene: BuiltScene { simulation in
            for (name, position) in [("left", here), ("right", there)] {
                let square = simulation.spawn(name: name, shape: .rectangle(width: 100, height: 100),
                                              appearance: Appearance(position: position))
                simulation.attach(make(name), to: square)
            }
        })
    }

    /// An entity's local space follows it mid-gesture when the stores are rearranged (another
    /// entity despawned takes its presentation's slot away) and when its shape changes.
    @Test func theLocalSpaceFollowsRearrangedStoresAndAChangedShape() throws {
        var locations: [Point] = []
        let runner = Self.runner { name in
            DragGesture(minimumDistance: 0).onChanged { value in
                if name == "right" { locations.append(value.location) }
            }
        }
        let left = try runner.entity("left"), right = try runner.entity("right")
        runner.run(TraceBuilder().down(1, at: Self.there, t: 0.1).move(1, to: Self.there + Vector(width: 10, height: 0), t: 0.12),
                   until: 0.15)
        runner.simulation.world.despawn(left)
        runner.run(TraceBuilder().move(1, to: Self.there + Vector(width: 20, height: 0), t: 0.2), until: 0.25)
        runner.simulation.shapes[right] = Shape(.rectangle(width: 200, height: 100))
        runner.run(TraceBuilder().move(1, to: Self.there + Vector(width: 30, height: 0), t: 0.3), until: 0.35)
        // From the top left of the square's frame: 100 × 100, then 200 × 100 about the same centre.
        #expect(locations.suffix(3) == [Point(x: 60, y: 50), Point(x: 70, y: 50), Point(x: 130, y: 50)])
    }

    /// The times of the log's entries for `entity`, with their events.
    static func timeline(_ runner: SceneRunner, _ entity: String) -> [String] {
        runner.simulation.log.filter { $0.entity == entity }.map { "\($0.event)@\(Int(($0.time * 120).rounded()))" }
    }

    @Test func aLongPressEndsAtItsDeadlineWithNoFurtherInput() {
        var ends: [String: Double] = [:]
        var simulation: Simulation?
        let runner = Self.runner { name in
            LongPressGesture().onEnded { _ in ends[name] = simulation?.now }
        }
        simulation = runner.simulation
        runner.run(TraceBuilder().down(1, at: Self.here, t: 0.1), until: 0.55)
        #expect(ends["left"] == nil)
        #expect(runner.simulation.hasActiveGestures)
        runner.run(until: 1.0)
        // Pressed at tick 12; 0.5 s later is tick 72: no input in between.
        #expect(ends["left"].map { isClose($0, 0.6, within: 1e-9) } == true, "ended at \(String(describing: ends["left"]))")
        #expect(Self.timeline(runner, "left") == ["began@12", "ended@72"])
        #expect(ends["right"] == nil)
    }

    @Test func twoLongPressesOfDifferentLengthsEachEndAtTheirOwnDeadline() {
        var ends: [String: Double] = [:]
        var simulation: Simulation?
        let runner = Self.runner { name in
            LongPressGesture(minimumDuration: name == "left" ? 1.0 : 0.25).onEnded { _ in ends[name] = simulation?.now }
        }
        simulation = runner.simulation
        runner.run(TraceBuilder()
            .down(1, at: Self.here, t: 0.1)
            .down(2, at: Self.there, t: 0.3), until: 2)
        #expect(ends["right"].map { isClose($0, 0.55, within: 1e-9) } == true)
        #expect(ends["left"].map { isClose($0, 1.1, within: 1e-9) } == true)
        #expect(Self.timeline(runner, "left") == ["began@12", "ended@132"])
        #expect(Self.timeline(runner, "right") == ["began@36", "ended@66"])
    }

    @Test func aLongPressReleasedEarlyStillFailsAndTheNextOneStillEnds() {
        var ended = 0
        let runner = Self.runner { _ in LongPressGesture().onEnded { _ in ended += 1 } }
        runner.run(TraceBuilder()
            .down(1, at: Self.here, t: 0.1)
            .up(1, at: Self.here, t: 0.4)
            .down(1, at: Self.here, t: 1.0), until: 2)
        #expect(ended == 1)
        #expect(Self.timeline(runner, "left") == ["began@12", "cancelled@48", "began@120", "ended@180"])
    }

    @Test func aDoubleTapsWindowExpiresWithNoFurtherInput() {
        var doubles = 0
        let runner = Self.runner { _ in TapGesture(count: 2).onEnded { doubles += 1 } }
        runner.run(TraceBuilder().tap(1, at: Self.here, t: 0.1, duration: 0.05), until: 0.45)
        #expect(runner.simulation.hasActiveGestures, "within the window the double tap still waits")
        runner.run(until: 0.55)
        // Released at 0.15: the window closed at 0.5 and the interaction is over.
        #expect(!runner.simulation.hasActiveGestures)
        #expect(doubles == 0)
    }

    @Test func aSecondTapTooLateIsNotADoubleTapButAThirdInTimeIs() {
        var doubles: [Double] = []
        var simulation: Simulation?
        let runner = Self.runner { _ in TapGesture(count: 2).onEnded { doubles.append(simulation!.now) } }
        simulation = runner.simulation
        runner.run(TraceBuilder()
            .tap(1, at: Self.here, t: 0.1, duration: 0.05)     // released at 0.15
            .tap(1, at: Self.here, t: 0.6, duration: 0.05)     // 0.45 s later: too late
            .tap(1, at: Self.here, t: 0.85, duration: 0.05),   // 0.2 s after that: a double tap
                   until: 2)
        #expect(doubles.count == 1)
        #expect(doubles.first.map { isClose($0, 0.9, within: 1e-9) } == true)
    }

    @Test func aSingleTapAfterADoubleTapsWindowIsRecognisedAtTheWindowsEnd() {
        // `.exclusively(before:)`: the single tap waits for the double tap to fail, which only
        // the clock can decide.
        var fired: [(String, Double)] = []
        var simulation: Simulation?
        let runner = Self.runner { _ in
            TapGesture(count: 2).onEnded { fired.append(("double", simulation!.now)) }
                .exclusively(before: TapGesture().onEnded { fired.append(("single", simulation!.now)) })
        }
        simulation = runner.simulation
        runner.run(TraceBuilder().tap(1, at: Self.here, t: 0.1, duration: 0.05), until: 1)
        #expect(fired.map(\.0) == ["single"])
        // Released at 0.15 (tick 18); the window of 0.35 s closes after tick 60 (0.5 s).
        #expect(fired.first.map { $0.1 > 0.5 && $0.1 <= 0.5 + 1.5 / 120 } == true, "at \(fired)")
    }

    @Test func aHeldTapFailsAtItsMaximumDurationAndTheNextTapCounts() {
        var taps: [Double] = []
        var simulation: Simulation?
        let runner = Self.runner { _ in TapGesture().onEnded { taps.append(simulation!.now) } }
        simulation = runner.simulation
        runner.run(TraceBuilder()
            .down(1, at: Self.here, t: 0.1)
            .up(1, at: Self.here, t: 1.0)                      // held 0.9 s: not a tap
            .tap(1, at: Self.here, t: 1.2, duration: 0.05), until: 2)
        #expect(taps.count == 1)
        #expect(taps.first.map { isClose($0, 1.25, within: 1e-9) } == true)
    }

    @Test func deadlinesOnAParentAndAChildBothHold() {
        // A child with a long press inside a parent with a double tap: the composed interaction
        // has both deadlines.
        var events: [String] = []
        var simulation: Simulation?
        let runner = SceneRunner(scene: BuiltScene { sim in
            simulation = sim
            let parent = sim.spawn(name: "parent", shape: .rectangle(width: 400, height: 400),
                                   appearance: Appearance(position: Self.here))
            let child = sim.spawn(name: "child", shape: .circle(radius: 40), appearance: Appearance(position: .zero),
                                  parent: parent, zIndex: 1)
            sim.attach(TapGesture(count: 2).onEnded { events.append("double@\(Int((sim.now * 120).rounded()))") },
                       to: parent, priority: .simultaneous)
            sim.attach(LongPressGesture(minimumDuration: 0.3).onEnded { _ in
                events.append("long@\(Int((sim.now * 120).rounded()))")
            }, to: child)
        })
        _ = simulation
        runner.run(TraceBuilder().down(1, at: Self.here, t: 0.1), until: 1)
        #expect(events == ["long@48"])
        #expect(runner.logEvents(of: "child") == ["began", "ended"])
        runner.run(TraceBuilder().up(1, at: Self.here, t: 1.2), until: 2)
        #expect(!runner.simulation.hasActiveGestures)
    }
}
