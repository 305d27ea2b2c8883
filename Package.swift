// swift-tools-version: 6.1
import PackageDescription

// Dependency arrows point one way: TactileGestures ← TactileRuntime ← TactileSDL ← tactile.
let package = Package(
    name: "Tactile",
    products: [
        // SwiftUI's gesture system in pure Swift: no SDL, no ECS.
        .library(name: "TactileGestures", targets: ["TactileGestures"]),
        // Entities, the fixed 120 Hz clock, hit testing and gesture dispatch. No SDL.
        .library(name: "TactileRuntime", targets: ["TactileRuntime"]),
        .library(name: "TactileScenes", targets: ["TactileScenes"]),
        // The SDL2 window, input translation and rendering.
        .library(name: "TactileSDL", targets: ["TactileSDL"]),
        // Deterministic drivers for tests written against Tactile (ours and yours).
        .library(name: "TactileTestSupport", targets: ["TactileTestSupport"]),
        // The benchmark scenarios, shared by `tactile bench` and the Benchmarks package.
        .library(name: "TactileBench", targets: ["TactileBench"]),
        .executable(name: "tactile", targets: ["TactileCLI"]),
    ],
    dependencies: [
        // The command line: subcommands, typed options and one-line usage errors for free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tick and input-latency percentiles with bounded error and constant memory (HdrHistogram).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        // Generated-input tests with shrinking, on top of Swift Testing.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .target(name: "TactileGestures"),
        .target(name: "TactileRuntime", dependencies: ["TactileGestures"]),
        // The built-in scenes: the seeds' examples, the playground, the gallery, the stress grid.
        .target(name: "TactileScenes", dependencies: ["TactileRuntime"]),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        // Input-latency percentiles for `play --stats` and the HUD (HdrHistogram).
        .target(name: "TactileSDL", dependencies: ["TactileRuntime", "CSDL2",
                                                   .product(name: "Histogram", package: "hdrhistogram-swift")]),
        .target(name: "TactileTestSupport", dependencies: ["TactileGestures"]),
        .target(
            name: "TactileBench",
            dependencies: ["TactileGestures", "TactileRuntime", "TactileScenes",
                           .product(name: "Histogram", package: "hdrhistogram-swift")]
        ),
        .executableTarget(
            name: "TactileCLI",
            dependencies: [
                "TactileGestures", "TactileRuntime", "TactileScenes", "TactileSDL", "TactileBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TactileRuntimeTests",
            dependencies: ["TactileGestures", "TactileRuntime", "TactileScenes", "TactileTestSupport"]
        ),
        .testTarget(
            name: "TactileSDLTests",
            dependencies: ["TactileGestures", "TactileRuntime", "TactileScenes", "TactileSDL", "CSDL2"]
        ),
        .testTarget(
            name: "TactileGesturesTests",
            dependencies: [
                "TactileGestures", "TactileTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

