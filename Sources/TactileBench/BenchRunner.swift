import Synchronization
import Histogram
import TactileGestures
import TactileECS
import TactileRuntime

#if canImport(Glibc)
import Glibc
#endif

/// One benchmark's measurements: the row of `tactile bench`'s table.
public struct BenchResult: Sendable {
    public var scenario: String
    public var entities: Int
    public var pointers: Int
    public var events: Int
    public var ticks: Int
    /// Time spent running ticks (dispatch, recognizers, state updates, animations).
    public var seconds: Double
    public var tickP50Microseconds: Double
    public var tickP99Microseconds: Double

    public var eventsPerSecond: Double { seconds > 0 ? Double(events) / seconds : 0 }
    public var nanosecondsPerEvent: Double { events > 0 ? seconds * 1e9 / Double(events) : 0 }

    public static let columns = ["scenario", "entities", "pointers", "events", "seconds", "events_per_second",
                                 "ns_per_event", "tick_p50_us", "tick_p99_us"]

    public var cells: [String] {
        [scenario, "\(entities)", "\(pointers)", "\(events)", Self.format(seconds, 3), Self.format(eventsPerSecond, 0),
         Self.format(nanosecondsPerEvent, 1), Self.format(tickP50Microseconds, 2), Self.format(tickP99Microseconds, 2)]
    }

    /// One JSON object, keys as the table's columns.
    public var json: String {
        "{\"scenario\": \"\(scenario)\", \"entities\": \(entities), \"pointers\": \(pointers), \"events\": \(events), "
            + "\"seconds\": \(Self.format(seconds, 6)), \"events_per_second\": \(Self.format(eventsPerSecond, 0)), "
            + "\"ns_per_event\": \(Self.format(nanosecondsPerEvent, 2)), \"tick_p50_us\": \(Self.format(tickP50Microseconds, 3)), "
            + "\"tick_p99_us\": \(Self.format(tickP99Microseconds, 3))}"
    }

    static func format(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return digits == 0 ? String(Int64(rounded)) : String(rounded)
    }
}

/// Runs benchmarks: generates the input first, then times only the ticks.
public enum Bench {
    /// Nanoseconds on the monotonic clock.
    @inline(__always) static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `scenario` on `entities` shapes with `pointers` fingers until `events` events;
    /// `coalescesMoves` off delivers every move to the gestures on its own.
    public static func run(_ scenario: BenchScenario, entities: Int? = nil, pointers: Int? = nil, events: Int = 1_000_000,
                           rate: Double = 1000, coalescesMoves: Bool = true, progress: ((Double) -> Void)? = nil) -> BenchResult {
        let entities = entities ?? scenario.defaultEntities
        let pointers = pointers ?? scenario.defaultPointers
        let simulation = Simulation()
        simulation.coalescesMoves = coalescesMoves
        simulation.load(scenario.makeScene(entities: entities))
        let targets = simulation.shapes.entities.filter { $0 != simulation.backgroundEntity }
            .map { simulation.sceneCentre(of: $0) }
        var generator = InputGenerator(targets: targets, pointers: pointers, events: events, motion: scenario.motion)
        generator.rate = rate
        let ticks = generator.ticks()
        var result = measure(ticks, on: simulation, progress: progress)
        result.scenario = scenario.name
        result.entities = entities
        result.pointers = pointers
        return result
    }

    /// Times the dispatch of `events` (already parsed) on a loaded simulation, tick by tick.
    public static func run(trace events: [InputEvent], on simulation: Simulation, name: String,
                           progress: ((Double) -> Void)? = nil) -> BenchResult {
        var ticks: [[InputEvent]] = []
        var next = 0
        var tick = 0
        while next < events.count {
            let time = Double(tick) / Simulation.ticksPerSecond
            let start = next
            while next < events.count, events[next].time <= time + 1e-9 { next += 1 }
            ticks.append(Array(events[start..<next]))
            tick += 1
        }
        var result = measure(ticks, on: simulation, progress: progress)
        result.scenario = name
        result.entities = simulation.world.count
        result.pointers = Set(events.compactMap { event -> PointerID? in
            if case .pointer(let p, _) = event { return p.pointer } else { return nil }
        }).count
        return result
    }

    /// Reads `batch` once, untimed, so that its events are in the cache when its tick runs.
    ///
    /// A live loop dispatches events it has just polled from SDL, still in the cache; the
    /// benchmark generates all its input first, and fetching a million events back from memory
    /// is a cost of having generated them ahead, which the measurement excludes. One event read
    /// per 64-byte line; the reads' sum goes to an opaque sink, so that they are not optimised away.
    @inline(never) static func bringIntoCache(_ batch: [InputEvent]) {
        let step = max(1, 64 / MemoryLayout<InputEvent>.stride)
        var sum: UInt64 = 0
        for index in stride(from: 0, to: batch.count, by: step) { sum &+= batch[index].time.bitPattern }
        cacheSink.store(UInt8(truncatingIfNeeded: sum), ordering: .relaxed)
    }

    /// Where ``bringIntoCache(_:)`` leaves its sum, never read: an atomic, so it is shared safely.
    static let cacheSink = Atomic<UInt8>(0)

    static func measure(_ ticks: [[InputEvent]], on simulation: Simulation, progress: ((Double) -> Void)?) -> BenchResult {
        var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000_000, numberOfSignificantValueDigits: .three)
        var total: UInt64 = 0
        var events = 0
        let first = simulation.tick + 1
        for (i, batch) in ticks.enumerated() {
            bringIntoCache(batch)
            let started = now()
            simulation.runTick(first + UInt64(i), events: batch)
            let elapsed = now() - started
            total += elapsed
            _ = histogram.record(elapsed)
            events += batch.count
            if let progress, i % 20_000 == 0 { progress(Double(i) / Double(max(ticks.count, 1))) }
        }
        return BenchResult(scenario: "", entities: 0, pointers: 0, events: events, ticks: ticks.count,
                           seconds: Double(total) / 1e9,
                           tickP50Microseconds: Double(histogram.valueAtPercentile(50)) / 1000,
                           tickP99Microseconds: Double(histogram.valueAtPercentile(99)) / 1000)
    }
}
