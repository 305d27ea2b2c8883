// swift-tools-version: 6.1
import PackageDescription

// Dependency arrows point one way: TactileGestures ← TactileRuntime ← TactileSDL ← tactile.
let package = Package(
    name: "Tactile",
    products: [
        // SwiftUI's gesture system in pure Swift: no SDL, no ECS.
        .library(name: "TactileGestures", targets: ["TactileGestures"]),
        // Entities, typed component stores with change ticks, queries, resources, events,
        // commands, systems and a schedule: a small ECS in the shape of Bevy's. No gestures.
        .library(name: "TactileECS", targets: ["TactileECS"]),
        // The runtime: Tactile's components and systems on the ECS — input, picking, gestures,
        // animation, transforms — the fixed 120 Hz clock and the declarative layer. No SDL.
        .library(name: "TactileRuntime", targets: ["TactileRuntime"]),
        .library(name: "TactileScenes", targets: ["TactileScenes"]),
        // The SDL2 window, input translation and rendering.
        .library(name: "TactileSDL", targets: ["TactileSDL"]),
        // Deterministic drivers for tests written against Tactile (ours and yours).
        .library(name: "TactileTestSupport", targets: ["TactileTestSupport"]),
        // The benchmark scenarios, shared by `tactile bench` and the Benchmarks package.
        .library(name: "TactileBench", targets: ["TactileBench"]),
        .executable(name: "tactile", targets: ["TactileCLI"]),
        // One `import Tactile`: the gesture library, the ECS, the runtime and the SDL front end,
        // with `run { … }` and `App` to open a window in a few lines.
        .library(name: "Tactile", targets: ["Tactile"]),
    ],
    dependencies: [
        // The command line: subcommands, typed options and one-line usage errors for free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Heap: the gesture system's wake-up queue of deadlines (a binary min-heap, well kept).
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // Tick and input-latency percentiles with bounded error and constant memory (HdrHistogram).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        // Generated-input tests with shrinking, on top of Swift Testing.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation`: the DocC catalogs (scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "TactileGestures"),
        .target(name: "TactileECS"),
        .target(name: "TactileRuntime", dependencies: [
            "TactileGestures", "TactileECS", .product(name: "HeapModule", package: "swift-collections"),
        ]),
        // The built-in scenes: the seeds' examples, the playground, the gallery, the stress grid.
        .target(name: "TactileScenes", dependencies: ["TactileRuntime", "TactileECS"]),
        // SDL2, SDL2_ttf and SDL2_image from /usr/include/SDL2 (the shim includes <SDL2/…>), without
        // pkg-config: its `-D_REENTRANT` (a no-op with glibc) made SwiftPM warn on every build.
        .systemLibrary(
            name: "CSDL2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // glibc's malloc.h (mallinfo2: the heap in use), for the soak's memory check.
        .systemLibrary(name: "CMalloc"),
        // XInput 2.4 (libXi, Xlib): touchpad pinch and rotate, which SDL2 does not deliver, read on
        // a second X connection (Debian: libxi-dev, libx11-dev; SDL2's own X11 needs them too).
        .systemLibrary(
            name: "CXInput2",
            pkgConfig: "xi",
            providers: [.apt(["libxi-dev", "libx11-dev"])]
        ),
        // zlib's deflate: screenshots are written as PNG a band of rows at a time (Debian: zlib1g-dev,
        // which SDL2_image's own packages bring too).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Input-latency percentiles for `play --stats` and the HUD (HdrHistogram).
        .target(name: "TactileSDL", dependencies: ["TactileRuntime", "TactileECS", "CSDL2", "CXInput2", "CZlib",
                                                   .product(name: "Histogram", package: "hdrhistogram-swift")]),
        .target(name: "TactileTestSupport", dependencies: ["TactileGestures"]),
        .target(
            name: "TactileBench",
            dependencies: ["TactileGestures", "TactileECS", "TactileRuntime", "TactileScenes",
                           .product(name: "Histogram", package: "hdrhistogram-swift")]
        ),
        .executableTarget(
            name: "TactileCLI",
            dependencies: [
                "TactileGestures", "TactileECS", "TactileRuntime", "TactileScenes", "TactileSDL", "TactileBench", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The umbrella: re-exports the libraries above and adds the `run` entry point and `App`.
        .target(name: "Tactile", dependencies: ["TactileGestures", "TactileECS", "TactileRuntime", "TactileSDL"]),
        .testTarget(name: "TactileECSTests", dependencies: ["TactileECS"]),
        .testTarget(name: "TactileBenchTests", dependencies: ["TactileBench", "TactileRuntime", "TactileGestures"]),
        .testTarget(name: "TactileTests", dependencies: ["Tactile"]),
        .testTarget(
            name: "TactileRuntimeTests",
            dependencies: ["TactileGestures", "TactileECS", "TactileRuntime", "TactileScenes", "TactileTestSupport"]
        ),
        .testTarget(
            name: "TactileSDLTests",
            dependencies: ["TactileGestures", "TactileECS", "TactileRuntime", "TactileScenes", "TactileSDL", "CSDL2", "CXInput2"]
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

