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
}
