import Testing
import TactileECS

/// Under a schedule, `world.lastRun` is the tick the running system last ran at, so a query
/// `changed(_, since: world.lastRun)` sees what others changed since then and not the system's
/// own writes; the schedule trims the change logs without ever losing an answer.
@Suite("Schedule change detection")
struct ScheduleChangeTests {
    /// What the watching system saw, frame by frame, by entity name.
    final class Sightings { var frames: [[String]] = [] }
    /// Which entity the writer changes this frame, if any.
    struct WriteTarget { var name: String? }

    /// Entities "a", "b", "c" with counters; a writer in "write" changes the counter named by
    /// the `WriteTarget` resource; a watcher in "watch" notes what changed since it last ran,
    /// then changes "b" itself; a system in "late" changes "c" when asked to.
    static func setUp() -> (World, Schedule, Sightings, [String: Entity]) {
        let world = World()
        var entities: [String: Entity] = [:]
        for name in ["a", "b", "c"] {
            let entity = world.spawn()
            world.insert(Name(value: name), for: entity)
            world.insert(Counter(value: 0), for: entity)
            entities[name] = entity
        }
        world.insertResource(WriteTarget())
        let sightings = Sightings()
        let schedule = Schedule(stages: ["write", "watch", "late"])
        schedule.add(to: "write", named: "writer") { world in
            guard let name = world.resource(WriteTarget.self).name, name != "c" else { return }
            world.store(Counter.self).modify(entities[name]!) { $0.value += 1 }
        }
        schedule.add(to: "watch", named: "watcher") { world in
            var seen: [String] = []
            world.query(Counter.self, Name.self).changed(Counter.self, since: world.lastRun).forEach { _, _, name in
                seen.append(name.value)
            }
            sightings.frames.append(seen.sorted())
            world.store(Counter.self).modify(entities["b"]!) { $0.value += 1 }
        }
        schedule.add(to: "late", named: "late writer") { world in
            guard world.resource(WriteTarget.self).name == "c" else { return }
            world.store(Counter.self).modify(entities["c"]!) { $0.value += 1 }
        }
        return (world, schedule, sightings, entities)
    }

    static func frame(_ world: World, _ schedule: Schedule, writing name: String?) {
        world[resource: WriteTarget.self].name = name
        schedule.run(on: world)
    }

    @Test func aSystemSeesOthersChangesSinceItLastRanButNotItsOwn() {
        let (world, schedule, sightings, _) = Self.setUp()
        Self.frame(world, schedule, writing: "a")       // first run: everything is new
        Self.frame(world, schedule, writing: "a")       // the writer's change; b was its own
        Self.frame(world, schedule, writing: nil)       // nothing
        Self.frame(world, schedule, writing: "c")       // written after the watcher ran...
        Self.frame(world, schedule, writing: nil)       // ...so seen the frame after
        #expect(sightings.frames == [["a", "b", "c"], ["a"], [], [], ["c"]])
    }

    @Test func changesMadeBetweenFramesAreSeen() {
        let (world, schedule, sightings, entities) = Self.setUp()
        Self.frame(world, schedule, writing: nil)
        world.store(Counter.self).modify(entities["a"]!) { $0.value = 10 }
        world[Counter.self, entities["c"]!] = Counter(value: 20)
        Self.frame(world, schedule, writing: nil)
        Self.frame(world, schedule, writing: nil)
        #expect(sightings.frames == [["a", "b", "c"], ["a", "c"], []])
    }

    @Test func lastRunIsTheTickTheSystemLastRanAt() {
        let world = World()
        var ticks: [(lastRun: ChangeTick, now: ChangeTick)] = []
        var otherLastRuns: [ChangeTick] = []
        let schedule = Schedule(stages: ["one", "two"])
        schedule.add(to: "one", named: "recorder") { world in ticks.append((world.lastRun, world.changeTick)) }
        schedule.add(to: "two", named: "other") { world in otherLastRuns.append(world.lastRun) }
        for _ in 0..<3 { schedule.run(on: world) }
        #expect(ticks.map(\.lastRun) == [0, ticks[0].now, ticks[1].now])
        #expect(ticks[0].now < ticks[1].now && ticks[1].now < ticks[2].now)
        #expect(otherLastRuns[0] == 0 && otherLastRuns[1] > ticks[0].now, "each system has its own")
        #expect(world.lastRun > ticks[2].now && world.lastRun < world.changeTick,
                "outside a system: after the frame's last system, before what is written now")
    }

    @Test func aSystemAddedLaterSeesEverythingOnItsFirstRun() {
        let (world, schedule, sightings, _) = Self.setUp()
        for _ in 0..<5 { Self.frame(world, schedule, writing: "a") }
        var firstSight: [[String]] = []
        schedule.add(to: "late", named: "newcomer") { world in
            var seen: [String] = []
            world.query(Name.self).changed(Counter.self, since: world.lastRun).forEach { seen.append($1.value) }
            firstSight.append(seen.sorted())
        }
        Self.frame(world, schedule, writing: nil)
        Self.frame(world, schedule, writing: nil)
        #expect(firstSight == [["a", "b", "c"], ["b"]], "then only what changed since: the watcher's b")
        #expect(sightings.frames.count == 7)
    }

    @Test func manyFramesOfTrimmedLogsKeepEveryAnswerRight() {
        // Thousands of frames, each changing a few of many entities out of storage order: with
        // the logs trimmed by the schedule, every frame's answer is exactly that frame's
        // changes, in the order they were made (read from the log, not found by a scan).
        let world = World()
        let entities = (0..<1_000).map { i -> Entity in
            let entity = world.spawn()
            world.insert(Counter(value: i), for: entity)
            return entity
        }
        world.insertResource(0)
        var mismatches: [Int] = []
        let schedule = Schedule(stages: ["write", "watch"])
        schedule.add(to: "write", named: "writer") { world in
            let frame = world.resource(Int.self)
            for k in [2, 1, 0] { world.store(Counter.self).modify(entities[(frame * 7 + k * 331) % 1_000]) { $0.value += 1 } }
        }
        schedule.add(to: "watch", named: "watcher") { world in
            let frame = world.resource(Int.self)
            let expected = [2, 1, 0].map { entities[(frame * 7 + $0 * 331) % 1_000] }
            let seen = world.query(Counter.self).changed(Counter.self, since: world.lastRun).entities
            if frame > 0, seen != expected { mismatches.append(frame) }
        }
        for frame in 0..<5_000 {
            world[resource: Int.self] = frame
            schedule.run(on: world)
        }
        #expect(mismatches.isEmpty)
        #expect(world.query(Counter.self).changed(Counter.self, since: 0).count == 1_000,
                "asked from the beginning, after the log was trimmed: a scan, still right")
    }
}
