// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libFuzzer harnesses, one executable each, built with `swift build --sanitize fuzzer`
// (scripts/fuzz does it). Every folder of Harnesses/, listed below, is a harness: its Swift files are the
// executable `fuzz-NAME`; its seed corpus, dictionary and options sit beside them. A separate
// package, so that the product's own builds never see `-parse-as-library` or libFuzzer.
let harnessFolder = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Harnesses")
// Named here, not read from the folder: SwiftPM caches a manifest's result by its text, so a
// listing read at evaluation time goes stale when a harness is added (`no product named …`).
let harnesses = ["gesture-engine", "json", "scene", "trace"]

/// Everything in a harness's folder but its Swift sources (corpus, dictionary, options, sanitizers).
func nonSources(of harness: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: harnessFolder.appendingPathComponent(harness).path)) ?? []
    return entries.filter { !$0.hasSuffix(".swift") }.sorted()
}

/// A harness's own compiler flags. The gesture engine's erased nodes, nested up to 8 deep, each
/// checked their exclusive access against every one open around it (a third of its time, in
/// its code and the library code specialised into it); its callbacks only record, so they
/// cannot reach a recognizer during its update, which is what those checks would catch.
func extraFlags(of harness: String) -> [String] {
    harness == "gesture-engine" ? ["-enforce-exclusivity=unchecked"] : []
}

// A path dependency is known by its folder's name, which is the checkout's (main, a worktree).
let tactile = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TactileFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        // Checks and input handling that every harness shares.
        .target(name: "FuzzSupport", path: "Support"),
    ] + harnesses.map { harness in
        .executableTarget(
            name: "fuzz-\(harness)",
            dependencies: [
                "FuzzSupport",
                .product(name: "TactileGestures", package: tactile),
                .product(name: "TactileRuntime", package: tactile),
                .product(name: "TactileScenes", package: tactile),
                .product(name: "TactileTestSupport", package: tactile),
            ],
            path: "Harnesses/\(harness)",
            exclude: nonSources(of: harness),
            // libFuzzer brings `main`; the harness only defines LLVMFuzzerTestOneInput.
            swiftSettings: [.unsafeFlags(["-parse-as-library"] + extraFlags(of: harness))]
        )
    },
    swiftLanguageModes: [.v6]
)
