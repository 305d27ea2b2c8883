import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// Set-up for benchmark harnesses (the Benchmarks package): a loaded, warmed-up simulation
/// and its input, cut into batches of a fixed number of events.
public enum BenchHarness {
    /// A simulation running `scenario`, and batches of `eventsPerBatch` events each (one
    /// batch per tick). The first batches have already run, so interactions are under way.
    public static func prepare(_ scenario: BenchScenario, entities: Int? = nil, pointers: Int? = nil,
                               eventsPerBatch: Int) -> (Simulation, [[InputEvent]]) {
        let simulation = Simulation()
        simulation.load(scenario.makeScene(entities: entities ?? scenario.defaultEntities))
        let targets = simulation.shapes.entities.filter { $0 != simulation.backgroundEntity }.map { simulation.sceneCentre(of: $0) }
        let events = InputGenerator(targets: targets, pointers: pointers ?? scenario.defaultPointers,
                                    events: eventsPerBatch * 64, motion: scenario.motion).ticks().flatMap { $0 }
        // Re-time the events so that each batch falls into one tick, in order.
        var batches: [[InputEvent]] = []
        var index = 0
        var tick: UInt64 = 1
        while index + eventsPerBatch <= events.count {
            let time = Double(tick) / Simulation.ticksPerSecond
            batches.append(events[index..<index + eventsPerBatch].map { $0.retimed(to: time) })
            index += eventsPerBatch
            tick += 1
        }
        // Warm up: the first batches start interactions and fill the stores' capacity.
        for batch in batches.prefix(8) { simulation.runTick(simulation.tick + 1, events: batch) }
        return (simulation, Array(batches.dropFirst(8)))
    }

    /// A loaded `stress` scene with no input, for idle ticks.
    public static func idle(entities: Int) -> Simulation {
        let simulation = Simulation()
        simulation.load(BuiltInScenes.named("stress")!.make(SceneOptions(entities: entities)))
        for tick in 1...10 { simulation.runTick(UInt64(tick), events: []) }
        return simulation
    }
}

extension InputEvent {
    /// The same event at another time.
    func retimed(to time: Double) -> InputEvent {
        switch self {
        case .pointer(var event, let modifiers):
            event.time = time
            return .pointer(event, modifiers: modifiers)
        case .wheel(let at, let delta, let modifiers, _): return .wheel(at: at, delta: delta, modifiers: modifiers, time: time)
        case .key(let key, let isDown, let modifiers, _): return .key(key, isDown: isDown, modifiers: modifiers, time: time)
        case .focusLost: return .focusLost(time: time)
        case .resize(let w, let h, _): return .resize(width: w, height: h, time: time)
        case .hover(let at, _): return .hover(at: at, time: time)
        case .touchpadPinch(var pinch):
            pinch.time = time
            return .touchpadPinch(pinch)
        }
    }
}
