import ArgumentParser
import Foundation
import TactileECS
import TactileGestures
import TactileRuntime
import TactileScenes

/// `tactile soak` (hidden; `scripts/soak` runs it): random ten-finger traffic through the
/// playground, headless and as fast as it goes, for a wall-clock time, checking SPEC §10's
/// invariants as it goes and that memory stays flat.
///
/// The run is a series of cycles: `--cycle` simulated seconds of traffic (``SoakTraffic``;
/// sometimes with a reset, R, in the middle of it), then every finger lifts and 1.5 s pass
/// without input (the quiet check: nothing under way, every gesture that began ended or was
/// cancelled), then R resets the scene so that shapes added by double taps do not pile up.
/// Memory (``MemorySample``) is sampled after each reset; the heap in use at the end may not
/// exceed the heap after a warm-up (a tenth of the run, 5 s at least) by more than 10 % + 4 MB.
/// A broken invariant or a growing heap: one line on standard error, exit status 1.
struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay random ten-finger traffic through the playground, checking invariants and memory.",
        shouldDisplay: false)

    // `.unconditional`: "-5" is the option's value (and then reported as negative), not an
    // option of its own that leaves this one "missing a value".
    @Option(parsing: .unconditional, help: "How long to run, in wall-clock seconds.")
    var seconds: Double = 600

    @Option(parsing: .unconditional, help: "How many fingers.")
    var fingers: Int = 10

    @Option(name: .customLong("seed"), parsing: .unconditional, help: "The random seed (0 to \(UInt64.max)): the same seed gives the same traffic.")
    var seedText = "1"

    @Option(parsing: .unconditional, help: "Simulated seconds of traffic between two quiet checks.")
    var cycle: Double = 20

    @Option(help: "On a broken invariant, write the failing cycle's input here as a trace (for `tactile replay`).")
    var failureTrace: String?

    /// The seed, once `validate()` has checked it.
    var seed: UInt64 { UInt64(seedText) ?? 1 }

    func validate() throws {
        func problem(_ value: Double) -> String { value < 0 ? "is negative" : "is out of range" }
        guard seconds.isFinite, (1...7 * 86_400).contains(seconds) else {
            throw ValidationError("--seconds \(seconds) \(problem(seconds)): give 1 to 604800 wall-clock seconds")
        }
        guard (1...100).contains(fingers) else { throw ValidationError("--fingers \(fingers) \(problem(Double(fingers))): give 1 to 100") }
        guard UInt64(seedText) != nil else {
            let what = seedText.hasPrefix("-") ? "is negative" : "is not a whole number"
            throw ValidationError("--seed \(InputFileError.quote(seedText)) \(what): give a whole number from 0 to \(UInt64.max)")
        }
        guard cycle.isFinite, (1...3600).contains(cycle) else {
            throw ValidationError("--cycle \(cycle) \(problem(cycle)): give 1 to 3600 simulated seconds")
        }
    }

    func run() throws {
        guard let playground = BuiltInScenes.named("playground") else { throw UsageError("the playground scene is missing") }
        let simulation = Simulation()
        simulation.load(playground.make(SceneOptions()))
        var run = SoakRun(simulation: simulation, traffic: SoakTraffic(fingers: fingers, seed: seed), seed: seed)
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> Double {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        let warmUp = min(max(seconds / 10, 5), seconds / 2)
        let first = MemorySample.now()
        var baseline: (sample: MemorySample, time: Double)?
        var peakHeap = first.heapBytes
        var lastProgress = 0.0
        var last = first
        do {
            while elapsed() < seconds {
                try run.cycle(of: cycle)
                last = MemorySample.now()
                peakHeap = max(peakHeap, last.heapBytes)
                if baseline == nil, elapsed() >= warmUp { baseline = (last, elapsed()) }
                if elapsed() - lastProgress >= 10 {
                    lastProgress = elapsed()
                    Console.progress("soak: \(Int(lastProgress)) of \(Int(seconds)) s, \(run.traffic.count) events, \(last)")
                }
            }
        } catch let violation as SoakChecks.Violation {
            Console.error("tactile soak: invariant broken (seed \(seed)): \(violation.description)")
            if let failureTrace {
                do {
                    let writer = try TraceWriter(path: failureTrace, windowSize: simulation.windowSize)
                    for event in run.cycleEvents { writer.append(event) }
                    try writer.close()
                    Console.error("tactile soak: the cycle's input is in \(failureTrace) (tactile replay --scene playground --trace \(failureTrace))")
                } catch {
                    Console.error("tactile soak: \(error)")
                }
            }
            Foundation.exit(1)
        }
        Console.endProgress()
        let duration = elapsed()
        let base = baseline ?? (last, duration)
        let checks = run.checks
        try Console.print("soak: \(String(format: "%.0f", duration)) s, \(fingers) fingers, seed \(seed): "
            + "\(String(format: "%.0f", simulation.now)) s simulated (\(simulation.tick) ticks), \(run.traffic.count) input events, "
            + "\(run.traffic.touchpadPinches) touchpad pinches")
        try Console.print("gestures: \(checks.began) began, \(checks.ended) ended, \(checks.cancelled) cancelled; "
            + "\(checks.sceneEvents) scene events; \(checks.quietChecks) quiet checks, \(run.resets) resets (\(run.resetsUnderWay) with fingers down)")
        let warnings = simulation.world.resource(Warnings.self)
        try Console.print("warnings about tolerated input: \(warnings.counts.reduce(0, +) + warnings.unkept) given, "
            + "\(warnings.messages.count) distinct kept")
        try Console.print("heap in use (mallinfo2): \(MemorySample.megabytes(first.heapBytes)) at start, "
            + "\(MemorySample.megabytes(base.sample.heapBytes)) after warm-up (\(Int(base.time)) s), "
            + "\(MemorySample.megabytes(last.heapBytes)) at the end, peak \(MemorySample.megabytes(peakHeap))")
        try Console.print("resident (VmRSS): \(MemorySample.megabytes(first.residentBytes)) at start, "
            + "\(MemorySample.megabytes(base.sample.residentBytes)) after warm-up, \(MemorySample.megabytes(last.residentBytes)) at the end")
        let allowed = Double(base.sample.heapBytes) * 1.1 + 4 * 1_048_576
        guard Double(last.heapBytes) <= allowed else {
            Console.error("tactile soak: the heap grew from \(MemorySample.megabytes(base.sample.heapBytes)) after warm-up "
                          + "to \(MemorySample.megabytes(last.heapBytes)) (allowed: \(MemorySample.megabytes(Int(allowed))))")
            Foundation.exit(1)
        }
        try Console.print("result: no invariant broken; heap flat (\(String(format: "%+.1f", Double(last.heapBytes - base.sample.heapBytes) / 1_048_576)) MB since warm-up)")
    }
}

/// The soak's simulation, traffic and checks, advanced a cycle at a time.
struct SoakRun {
    let simulation: Simulation
    var traffic: SoakTraffic
    var checks = SoakChecks()
    private(set) var resets = 0
    private(set) var resetsUnderWay = 0
    private var targets: [Point] = []
    /// The input of the cycle under way (each cycle starts on a fresh scene): a failure's trace.
    private(set) var cycleEvents: [InputEvent] = []
    /// Chooses when a cycle resets mid-traffic (seeded, as the traffic is).
    private var random: SplitMix64

    init(simulation: Simulation, traffic: SoakTraffic, seed: UInt64) {
        self.simulation = simulation
        self.traffic = traffic
        random = SplitMix64(seed: seed ^ 0x5EED)
        targets = Self.centres(in: simulation)
    }

    /// `seconds` of traffic, the quiet check, a reset.
    mutating func cycle(of seconds: Double) throws {
        let ticks = UInt64(seconds * Simulation.ticksPerSecond)
        cycleEvents.removeAll(keepingCapacity: true)
        // A third of the cycles reset the scene in the middle of the traffic, fingers down.
        let resetAt: UInt64? = Double.random(in: 0..<1, using: &random) < 1.0 / 3 ? UInt64.random(in: 1...ticks, using: &random) : nil
        for step in 1...ticks {
            var events = traffic.events(forTick: simulation.tick + 1, targets: targets, window: simulation.windowSize)
            if step == resetAt {
                if traffic.anyDown { resetsUnderWay += 1 }
                events += traffic.key("R", at: Double(simulation.tick + 1) / Simulation.ticksPerSecond)
            }
            try tick(events)
            if step == resetAt { resets += 1 }
            if simulation.tick % 60 == 0 { try checks.checkNumbers(of: simulation) }
            if simulation.tick % 240 == 0 || step == resetAt { targets = Self.centres(in: simulation) }
        }
        try tick(traffic.liftAll(at: Double(simulation.tick + 1) / Simulation.ticksPerSecond))
        for _ in 0..<180 { try tick([]) }
        try checks.checkQuiet(simulation)
        try checks.checkNumbers(of: simulation)
        try tick(traffic.key("R", at: Double(simulation.tick + 1) / Simulation.ticksPerSecond))
        resets += 1
        try tick([])
        targets = Self.centres(in: simulation)
    }

    private mutating func tick(_ events: [InputEvent]) throws {
        cycleEvents += events
        simulation.runTick(simulation.tick + 1, events: events)
        try checks.readLog(of: simulation)
    }

    /// The shapes' centres in window points: where fingers press most of the time.
    static func centres(in simulation: Simulation) -> [Point] {
        let toWindow = simulation.world.sceneToWindowTransform
        return simulation.shapes.entities.filter { $0 != simulation.backgroundEntity }.map { toWindow.apply(to: simulation.sceneCentre(of: $0)) }
    }
}
