import Benchmark
#if canImport(Glibc)
import Glibc
#endif
import TactileBench
import TactileGestures
import TactileECS
import TactileRuntime

/// Each benchmark feeds a fixed batch of pre-generated input through a warmed-up simulation;
/// one iteration is one batch of `eventsPerIteration` events (or one idle tick). Only the
/// ticks are measured: scene set-up and input generation happen before `startMeasurement()`.
let eventsPerIteration = 1_000

/// With TACTILE_ALLOCATION_GATE set (as scripts/test does), only allocations are measured, so
/// that `benchmark thresholds check` gates on them alone: times differ from machine to machine.
let gatesAllocationsOnly = getenv("TACTILE_ALLOCATION_GATE") != nil

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: gatesAllocationsOnly ? [.mallocCountTotal] : [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 2_000,
        // Allocations must not grow at all; time may vary with the machine.
        thresholds: [.mallocCountTotal: .init(absolute: [.p50: 0, .p90: 0])]
    )

    for scenario in BenchScenario.all {
        Benchmark("dispatch-\(scenario.name)") { benchmark, prepared in
            let (simulation, batches) = prepared
            var next = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                simulation.runTick(simulation.tick + 1, events: batches[next % batches.count])
                next += 1
            }
            benchmark.stopMeasurement()
        } setup: {
            BenchHarness.prepare(scenario, eventsPerBatch: eventsPerIteration)
        }
    }

    // What the harness itself costs per iteration, to read the others against.
    Benchmark("harness-empty") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(benchmark) }
    }

    Benchmark("idle-tick-stress-10000") { benchmark, simulation in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            simulation.runTick(simulation.tick + 1, events: [])
        }
        benchmark.stopMeasurement()
    } setup: {
        BenchHarness.idle(entities: 10_000)
    }
}
