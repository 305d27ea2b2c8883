import TactileECS
import TactileGestures

/// Runs a trace through a simulation tick by tick, exactly as the loop would.
///
/// ```swift
/// let simulation = Simulation()
/// simulation.load(scene)
/// Replay.run(trace.events, on: simulation, until: 2.5)
/// print(simulation.snapshot.json)
/// ```
///
/// Tick `n` receives the events with time ≤ `n / 120` not yet processed. `framesOf` splits the
/// run into render frames of that many ticks — which must not change the result.
public enum Replay {
    /// The default stopping time: the last event's time plus 2 s.
    public static func defaultEnd(of events: [InputEvent]) -> Double {
        (events.last?.time ?? 0) + 2
    }

    /// Runs ticks from the simulation's next one through the tick at `end`, each with the events
    /// its time covers; `progress` hears the time every 10 s of it. O(ticks + events).
    ///
    /// ```swift
    /// Replay.run(trace.events, on: simulation, until: Replay.defaultEnd(of: trace.events))
    /// ```
    ///
    /// Events are taken from the start of `events`: to go on with a simulation that already ran
    /// some of them, pass only the later ones.
    public static func run(_ events: [InputEvent], on simulation: Simulation, until end: Double,
                           progress: ((Double) -> Void)? = nil) {
        let end = end.clamped(to: 0...Trace.maximumTime + 2)
        let lastTick = UInt64((end * Simulation.ticksPerSecond + 1e-6).rounded(.down))
        var next = 0
        var tick = simulation.tick == 0 ? 0 : simulation.tick + 1
        while tick <= lastTick {
            let time = Double(tick) / Simulation.ticksPerSecond
            let start = next
            while next < events.count, events[next].time <= time + 1e-9 { next += 1 }
            simulation.runTick(tick, events: events[start..<next])
            if let progress, tick % 1200 == 0 { progress(time) }
            tick += 1
        }
    }

    /// Runs the events `next` gives, in time order, tick by tick from the simulation's next tick
    /// through the tick at `end` — or, with no `end`, through the last event's time plus 2 s —
    /// holding only one tick's events at a time; `progress` hears the time every 10 s. Gives
    /// the time it ran to. O(ticks + events); memory O(events in one tick).
    ///
    /// ```swift
    /// let stream = try TraceStream(path: "session.jsonl")
    /// try Replay.run(from: stream.next, on: simulation, until: nil)
    /// ```
    ///
    /// The same events give the same state as ``run(_:on:until:progress:)`` with the whole list.
    /// With an `end`, at most one event after it is taken from `next`.
    @discardableResult
    public static func run<Failure: Error>(from next: () throws(Failure) -> InputEvent?, on simulation: Simulation,
                                           until end: Double?, progress: ((Double) -> Void)? = nil) throws(Failure) -> Double {
        func lastTick(_ end: Double) -> UInt64 {
            UInt64((end.clamped(to: 0...Trace.maximumTime + 2) * Simulation.ticksPerSecond + 1e-6).rounded(.down))
        }
        let fixedLast = end.map(lastTick)
        var pending = try next()
        var lastTime = 0.0
        var batch: [InputEvent] = []
        var tick = simulation.tick == 0 ? 0 : simulation.tick + 1
        while tick <= fixedLast ?? (pending == nil ? lastTick(lastTime + 2) : .max) {
            let time = Double(tick) / Simulation.ticksPerSecond
            batch.removeAll(keepingCapacity: true)
            while let event = pending, event.time <= time + 1e-9 {
                batch.append(event)
                lastTime = event.time
                pending = try next()
            }
            simulation.runTick(tick, events: batch)
            if let progress, tick % 1200 == 0 { progress(time) }
            tick += 1
        }
        return end ?? lastTime + 2
    }
}
