import Testing
import TactileECS

/// The schedule runs its stages in the declared order and each stage's systems in the order
/// they were added, applies the commands after each stage, and ends each frame's events.
@Suite("Schedule")
struct ScheduleTests {
    /// What ran, in order.
    final class Trace { var steps: [String] = [] }
    struct Ping: Equatable { var frame: Int }

    /// A system with state of its own, kept from frame to frame.
    struct CountingSystem: System {
        let trace: Trace
        var runs = 0
        mutating func run(in world: World) {
            runs += 1
            trace.steps.append("counting \(runs)")
        }
    }

    /// Reads `Ping`s and notes them, with the frame it read them in.
    struct PingReader: System {
        let trace: Trace
        var reader = EventReader<Ping>()
        var name: String { "reader" }
        mutating func run(in world: World) {
            let frame = world.resource(Int.self)
            let pings = reader.read(world).map { "\($0.frame)" }.joined(separator: ",")
            trace.steps.append("frame \(frame) read [\(pings)]")
        }
    }

    @Test func stagesRunInDeclaredOrderAndSystemsInInsertionOrder() {
        let world = World()
        let trace = Trace()
        let schedule = Schedule(stages: ["first", "second", "third"])
        for (stage, name) in [("third", "c1"), ("first", "a1"), ("second", "b1"), ("first", "a2"), ("third", "c2")] {
            schedule.add(to: Stage(stage), named: name) { _ in trace.steps.append(name) }
        }
        schedule.run(on: world)
        #expect(trace.steps == ["a1", "a2", "b1", "c1", "c2"])
        schedule.run(on: world)
        #expect(trace.steps.count == 10 && Array(trace.steps.suffix(5)) == ["a1", "a2", "b1", "c1", "c2"])
        #expect(schedule.stages == ["first", "second", "third"])
    }

    @Test func systemNamesListsEachStageInRunningOrder() {
        let schedule = Schedule(stages: ["input", "scene", "empty", "render"])
        schedule.add(CountingSystem(trace: Trace()), to: "scene")
        schedule.add(to: "input", named: "poll") { _ in }
        schedule.add(to: "render", named: "draw") { _ in }
        schedule.add(to: "scene", named: "gravity") { _ in }
        let names = schedule.systemNames
        #expect(names.map(\.stage) == ["input", "scene", "empty", "render"])
        #expect(names.map(\.systems) == [["poll"], ["CountingSystem", "gravity"], [], ["draw"]])
        #expect(Stage("scene").description == "scene" && Stage("scene") == "scene")
    }

    @Test func removeSystemsTakesAwayEveryOneOfThatName() {
        let world = World()
        let trace = Trace()
        let schedule = Schedule(stages: ["only"])
        for name in ["a", "b", "a"] { schedule.add(to: "only", named: name) { _ in trace.steps.append(name) } }
        schedule.removeSystems(named: "a")
        schedule.run(on: world)
        #expect(trace.steps == ["b"])
        #expect(schedule.systemNames.map(\.systems) == [["b"]])
    }

    @Test func aSystemKeepsItsStateFromFrameToFrame() {
        let world = World()
        let trace = Trace()
        let schedule = Schedule(stages: ["only"])
        schedule.add(CountingSystem(trace: trace), to: "only")
        for _ in 0..<3 { schedule.run(on: world) }
        #expect(trace.steps == ["counting 1", "counting 2", "counting 3"])
    }

    @Test func commandsAreAppliedBetweenStages() {
        let world = World()
        let trace = Trace()
        let schedule = Schedule(stages: ["spawn", "see"])
        schedule.add(to: "spawn", named: "spawner") { world in
            let entity = world.commands.spawn()
            world.commands.insert(Name(value: "new"), for: entity)
        }
        schedule.add(to: "spawn", named: "same stage") { world in
            trace.steps.append("same stage sees \(world.query(Name.self).count)")
        }
        schedule.add(to: "see", named: "next stage") { world in
            trace.steps.append("next stage sees \(world.query(Name.self).count)")
            for entity in world.query(Name.self).entities { world.commands.despawn(entity) }
        }
        schedule.run(on: world)
        #expect(trace.steps == ["same stage sees 0", "next stage sees 1"])
        #expect(world.count == 0, "the last stage's commands are applied too")
        #expect(world.commands.isEmpty)
    }

    @Test func aSystemAddedWhileRunningStartsNextFrame() {
        let world = World()
        let trace = Trace()
        let schedule = Schedule(stages: ["first", "second"])
        var added = false
        schedule.add(to: "first", named: "adder") { _ in
            trace.steps.append("adder")
            guard !added else { return }
            added = true
            schedule.add(to: "second", named: "late") { _ in trace.steps.append("late") }
            schedule.add(to: "first", named: "later in first") { _ in trace.steps.append("later in first") }
            schedule.removeSystems(named: "doomed")
        }
        schedule.add(to: "second", named: "doomed") { _ in trace.steps.append("doomed") }
        schedule.run(on: world)
        #expect(trace.steps == ["adder", "doomed"], "this frame runs as it began")
        #expect(schedule.systemNames.map(\.systems) == [["adder", "later in first"], ["late"]])
        trace.steps.removeAll()
        schedule.run(on: world)
        #expect(trace.steps == ["adder", "later in first", "late"])
    }

    @Test func eventsSentInAFrameReachAnEarlierSystemNextFrame() {
        let world = World()
        let trace = Trace()
        world.insertResource(0)
        let schedule = Schedule(stages: ["read", "send"])
        schedule.add(PingReader(trace: trace), to: "read")
        schedule.add(to: "send", named: "sender") { world in
            let frame = world.resource(Int.self)
            if frame < 2 { world.send(Ping(frame: frame)) }
        }
        for frame in 0..<4 {
            world[resource: Int.self] = frame
            schedule.run(on: world)
        }
        #expect(trace.steps == ["frame 0 read []", "frame 1 read [0]", "frame 2 read [1]", "frame 3 read []"])
        #expect(world.events(Ping.self).events.isEmpty, "gone two frames after the last was sent")
    }

    @Test func eventsLastTwoFramesUnderTheSchedule() {
        // A reader that runs only every other frame, after the sender, still sees each event.
        let world = World()
        let trace = Trace()
        world.insertResource(0)
        let schedule = Schedule(stages: ["send", "read"])
        schedule.add(to: "send", named: "sender") { world in world.send(Ping(frame: world.resource(Int.self))) }
        var reader = EventReader<Ping>()
        schedule.add(to: "read", named: "sometimes") { world in
            guard world.resource(Int.self) % 2 == 1 else { return }
            trace.steps.append(reader.read(world).map { "\($0.frame)" }.joined(separator: ","))
        }
        for frame in 0..<6 {
            world[resource: Int.self] = frame
            schedule.run(on: world)
        }
        #expect(trace.steps == ["0,1", "2,3", "4,5"])
    }

    @Test func misconfiguredSchedulesTrap() async {
        await #expect(processExitsWith: .failure) {
            _ = Schedule(stages: ["a", "b", "a"])
        }
        await #expect(processExitsWith: .failure) {
            Schedule(stages: ["a"]).add(to: "b", named: "lost") { _ in }
        }
    }
}
