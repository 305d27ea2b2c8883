/// A named step of a ``Schedule``: its systems run together, and the commands they queue are
/// applied when it ends.
///
/// ```swift
/// extension Stage { static let physics = Stage("physics") }
/// ```
public struct Stage: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The stage's name.
    public let name: String
    /// A stage: `extension Stage { static let physics = Stage("physics") }`.
    public init(_ name: String) { self.name = name }
    /// A stage from a literal: `schedule.add(Movement(), to: "update")`.
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// Systems in named stages that run in a declared order, once a frame (Bevy's `Schedule`).
///
/// ```swift
/// let schedule = Schedule(stages: [.input, .gestures, .scene, .animation, .transforms])
/// schedule.add(Gravity(), to: .scene)
/// schedule.run(on: world)
/// ```
///
/// Around each system the world's change tick moves on, so each system sees exactly what
/// changed since it last ran; after each stage the queued commands are applied; after the
/// frame, events older than two frames are dropped and the change logs trimmed to what any
/// system could still ask for a frame ago. The cost is the systems' own plus O(stages + systems).
public final class Schedule {
    struct Entry {
        var system: any System
        var stage: Int
        var lastRun: ChangeTick = 0
    }

    /// The stages, in the order they run.
    public let stages: [Stage]
    private var entries: [Entry] = []
    /// Changes of the systems asked for while they run, made once the frame is over.
    private var pendingChanges: [(Schedule) -> Void] = []
    private var isRunning = false
    /// The oldest tick a system had last run at when the frame before ended: changes up to it
    /// are forgotten at the end of this frame. A frame's slack keeps "what changed since" O(changed)
    /// for readers that keep their own tick and ran in the frame before (a system also run between
    /// frames, an index synced on demand).
    private var oldestBefore: ChangeTick = 0

    /// A schedule that runs `stages` in this order: `Schedule(stages: ["input", "update", "draw"])`.
    public init(stages: [Stage]) {
        precondition(Set(stages).count == stages.count, "a schedule's stages have distinct names")
        self.stages = stages
    }

    /// Adds `system` at the end of `stage` (after the systems already there). Asked while the
    /// schedule runs, it takes effect after the frame.
    public func add(_ system: some System, to stage: Stage) {
        if isRunning { return pendingChanges.append { $0.add(system, to: stage) } }
        guard let index = stages.firstIndex(of: stage) else { preconditionFailure("no stage \(stage) in this schedule") }
        // Kept in running order: after every entry of this stage or an earlier one.
        let position = entries.lastIndex { $0.stage <= index }.map { $0 + 1 } ?? 0
        entries.insert(Entry(system: system, stage: index), at: position)
    }

    /// Adds a closure as a system at the end of `stage`.
    public func add(to stage: Stage, named name: String, _ body: @escaping (World) -> Void) {
        add(ClosureSystem(name: name, body), to: stage)
    }

    /// Removes the systems named `name` (after the frame, if asked while the schedule runs).
    public func removeSystems(named name: String) {
        if isRunning { return pendingChanges.append { $0.removeSystems(named: name) } }
        entries.removeAll { $0.system.name == name }
    }

    /// The systems' names, stage by stage, in running order.
    public var systemNames: [(stage: Stage, systems: [String])] {
        stages.enumerated().map { index, stage in
            (stage, entries.filter { $0.stage == index }.map(\.system.name))
        }
    }

    /// Runs the systems of `stage` alone, now, between frames (bringing what they derive up to
    /// date after a change outside the schedule): each sees what changed since it last ran, as
    /// in a frame, and the commands they queue are applied; events and change logs are left for
    /// the next frame. Between stages or frames only, as from a command: a system does not run
    /// the schedule it is part of.
    ///
    /// ```swift
    /// schedule.run(.transforms, on: world)   // world transforms follow a scene just loaded
    /// ```
    public func run(_ stage: Stage, on world: World) {
        guard let index = stages.firstIndex(of: stage) else { preconditionFailure("no stage \(stage) in this schedule") }
        let wasRunning = isRunning
        isRunning = true
        _ = runSystems(from: entries.firstIndex { $0.stage == index } ?? entries.count, of: index, on: world)
        world.advanceChangeTick()
        world.commands.apply()
        isRunning = wasRunning
        if !isRunning { applyPendingChanges() }
    }

    /// Runs the systems of stage `stage` from entry `next` on; returns the entry after them.
    private func runSystems(from next: Int, of stage: Int, on world: World) -> Int {
        // Taken out while they run: one access of the schedule's list, not three per system.
        var running: [Entry] = []
        swap(&running, &entries)
        defer { swap(&running, &entries) }
        var next = next
        while next < running.count, running[next].stage == stage {
            world.advanceChangeTick()
            world.clock.lastRun = running[next].lastRun
            running[next].system.run(in: world)
            running[next].lastRun = world.changeTick
            next += 1
        }
        return next
    }

    /// Runs every stage once, in order, on `world`.
    public func run(on world: World) {
        isRunning = true
        var next = 0
        for stage in stages.indices {
            next = runSystems(from: next, of: stage, on: world)
            world.advanceChangeTick()
            world.commands.apply()
        }
        world.clock.lastRun = world.changeTick
        world.advanceChangeTick()
        world.updateEvents()
        var oldest = world.changeTick
        for entry in entries { oldest = min(oldest, entry.lastRun) }
        world.forgetChanges(through: oldestBefore)
        oldestBefore = oldest
        isRunning = false
        applyPendingChanges()
    }

    private func applyPendingChanges() {
        guard !pendingChanges.isEmpty else { return }
        let changes = pendingChanges
        pendingChanges.removeAll()
        for change in changes { change(self) }
    }
}
