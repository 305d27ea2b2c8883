// swift-tools-version: 6.1
import PackageDescription

// Benchmarks of Tactile's hot paths with package-benchmark: wall clock, CPU and malloc counts.
// Kept apart from the main package so that building Tactile never builds the benchmark
// harness. `swift package benchmark` runs them; `swift package benchmark thresholds check`
// fails (exit 2) when a metric regresses past the committed thresholds in Thresholds/.
let package = Package(
    name: "TactileBenchmarks",
    dependencies: [
        // A link to the package above, so that its identity is "Tactile" wherever it is checked out.
        .package(path: "Tactile"),
        // package-benchmark: statistics, baselines, thresholds; the malloc interposer counts
        // allocations so that CI can insist on none per event.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "Throughput",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TactileBench", package: "Tactile"),
                .product(name: "TactileRuntime", package: "Tactile"),
                .product(name: "TactileECS", package: "Tactile"),
                .product(name: "TactileGestures", package: "Tactile"),
            ],
            path: "Benchmarks/Throughput",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
