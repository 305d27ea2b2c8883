// swift-tools-version: 6.1
import PackageDescription

// Small apps built on Tactile the way your package would use it: by path (by URL in yours),
// one `import Tactile`. Each example is a library (its scene, which the tests replay traces
// through, headless) and an executable that opens it in a window.
let package = Package(
    name: "TactileExamples",
    dependencies: [
        .package(name: "Tactile", path: ".."),
    ],
    targets: [
        // The getting-started article's app, word for word.
        .executableTarget(name: "hello", dependencies: [.product(name: "Tactile", package: "Tactile")]),

        .target(name: "PhotoViewer", dependencies: [.product(name: "Tactile", package: "Tactile")]),
        .executableTarget(name: "photo-viewer", dependencies: ["PhotoViewer"]),

        .target(name: "CardStack", dependencies: [.product(name: "Tactile", package: "Tactile")]),
        .executableTarget(name: "card-stack", dependencies: ["CardStack"]),

        .target(name: "FallingShapes", dependencies: [.product(name: "Tactile", package: "Tactile")]),
        .executableTarget(name: "falling-shapes", dependencies: ["FallingShapes"]),

        .target(name: "DrawingPad", dependencies: [.product(name: "Tactile", package: "Tactile")]),
        .executableTarget(name: "drawing-pad", dependencies: ["DrawingPad"]),

        // A list that scrolls, rows that swipe to delete, Delete and Add buttons.
        .target(name: "TodoList", dependencies: [.product(name: "Tactile", package: "Tactile")]),
        .executableTarget(name: "todo-list", dependencies: ["TodoList"]),

        .testTarget(
            name: "ExamplesTests",
            dependencies: ["hello", "PhotoViewer", "CardStack", "FallingShapes", "DrawingPad", "TodoList", .product(name: "Tactile", package: "Tactile")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
