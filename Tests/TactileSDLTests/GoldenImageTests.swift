import CSDL2
import Foundation
import Testing
import TactileGestures
import TactileRuntime
import TactileScenes
@testable import TactileSDL

#if canImport(Glibc)
import Glibc
#endif

/// Headless screenshots (dummy video driver, SDL's software renderer) of scenes after a fixed
/// trace, compared with the images committed in Tests/Golden. Set TACTILE_UPDATE_GOLDEN=1 to
/// write them afresh (then look at them before committing).
@Suite("Golden images", .serialized)
@MainActor
struct GoldenImageTests {
    /// Per channel, per pixel. The software renderer gives the same bytes on every machine, and
    /// the atlas is painted by our own code from the same numbers; what may still move a pixel
    /// is rounding: a coverage quantised to 8 bits (±1), SDL's blending arithmetic (±1), and a
    /// last-bit difference of libm's sin/cos in another build tipping an edge pixel's coverage
    /// (±1). Three levels (about 1 %) absorb those and nothing real: a shape half a pixel off,
    /// a colour 2 % off, a lost border or a shadow 0.02 lighter each move some pixel by more.
    static let tolerance = 3

    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func gallery() throws {
        try check("gallery", trace: Self.galleryTrace, until: nil)
    }

    @Test func playground() throws {
        try check("playground", trace: Self.playgroundTrace, until: 1.3)
    }

    /// The playground with the keyboard focus on a shape, a finger down and the debugger on.
    @Test func playgroundWithFocusAndPointer() throws {
        try check("playground-focus", trace: Self.focusTrace, until: 0.6, pointerDown: true)
    }

    /// The list scrolled half-way (585 of its 1,170 points), held still: the rows at the top
    /// and the bottom are cut at the scroll view's edges.
    @Test func listScrolledHalfWay() throws {
        var lines = [#"{"t": 0.1, "type": "down", "pointer": 1, "x": 640, "y": 700}"#]
        for i in 1...60 {
            lines.append(String(format: #"{"t": %.6f, "type": "move", "pointer": 1, "x": 640, "y": %.3f}"#,
                                0.1 + Double(i) / 120, 700 - 585 * Double(i) / 60))
        }
        try check("list-scrolled", scene: "list", trace: lines.joined(separator: "\n") + "\n", until: 1.5)
    }

    /// The `button` scene held down: the default style's pressed look, at half opacity.
    @Test func buttonPressed() throws {
        try check("button-pressed", scene: "button", trace: Self.pressTrace, until: 0.3)
    }

    private func check(_ name: String, scene: String? = nil, trace: String, until: Double?, pointerDown: Bool = false) throws {
        let shot = try Self.screenshot(scene: scene ?? (name.hasPrefix("playground") ? "playground" : name), trace: trace,
                                       until: until, pointerDown: pointerDown)
        let path = Self.goldenDirectory.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["TACTILE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldenDirectory, withIntermediateDirectories: true)
            try shot.writePNG(to: path)
            return
        }
        let golden = try PixelImage(png: path)
        let (largest, beyond) = golden.difference(from: shot, tolerance: Self.tolerance)
        if beyond > 0 {
            let failed = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png").path
            try? shot.writePNG(to: failed)
            Issue.record("\(name): \(beyond) pixels differ by more than \(Self.tolerance) (up to \(largest)); the picture drawn is \(failed)")
        }
    }

    /// Replays `trace` on `scene` and renders the last frame headless, without the HUD.
    static func screenshot(scene: String, trace: String, until: Double?, pointerDown: Bool = false) throws -> PixelImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString).jsonl").path
        try trace.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events = try TraceReader.read(path: path).events
        let simulation = Simulation(windowSize: Vector(width: 1280, height: 800))
        simulation.load(BuiltInScenes.named(scene)!.make(SceneOptions()))
        Replay.run(events, on: simulation, until: until ?? Replay.defaultEnd(of: events))
        var options = PlayWindow.Options(size: Vector(width: 1280, height: 800))
        options.headless = true
        options.showsHUD = false
        let window = try PlayWindow(simulation: simulation, options: options)
        defer { window.close() }
        if pointerDown {
            SDLEvents.finger(SDL_FINGERDOWN, id: 9, x: 1100, y: 700, window: Vector(width: 1280, height: 800))
            window.pollEvents(at: simulation.now)
        }
        return try window.capture()
    }

    /// scripts/screenshots' gallery: a tap on the tap star and a drag of the drag star.
    static let galleryTrace: String = {
        var lines = [#"{"t": 0.0, "type": "down", "pointer": 1, "x": 533, "y": 90}"#,
                     #"{"t": 0.08, "type": "up", "pointer": 1, "x": 533, "y": 90}"#,
                     #"{"t": 0.2, "type": "down", "pointer": 2, "x": 1173, "y": 90}"#]
        for i in 1...30 {
            lines.append(String(format: #"{"t": %.6f, "type": "move", "pointer": 2, "x": %.1f, "y": %.1f}"#,
                                0.2 + Double(i) / 120, 1173 + Double(i), 90 + Double(i) / 2))
        }
        lines.append(#"{"t": 0.5, "type": "up", "pointer": 2, "x": 1203, "y": 105}"#)
        return lines.joined(separator: "\n") + "\n"
    }()

    /// scripts/screenshots' playground: a shape lifted by a long press and twisted by a
    /// second finger (a shadow, a turn, a scale).
    static let playgroundTrace: String = {
        var lines = [#"{"trace": 1, "window": {"width": 1280, "height": 800}}"#,
                     #"{"t": 0.0, "type": "down", "pointer": 1, "x": 630, "y": 305}"#,
                     #"{"t": 0.05, "type": "down", "pointer": 2, "x": 700, "y": 305}"#]
        for i in 1...60 {
            let angle = 35 * Double(i) / 60 * Double.pi / 180, radius = 35 + 25 * Double(i) / 60
            lines.append(String(format: #"{"t": %.6f, "type": "move", "pointer": 2, "x": %.3f, "y": %.3f}"#,
                                0.6 + Double(i) / 120, 630 + radius * 2 * cos(angle), 305 + radius * 2 * sin(angle)))
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A finger down on the button's centre, held.
    static let pressTrace = """
        {"t": 0.1, "type": "down", "pointer": 1, "x": 640, "y": 400}

        """

    /// Tab focuses the first shape (the focus ring); D shows the debugger.
    static let focusTrace = """
        {"t": 0.1, "type": "key", "key": "Tab", "action": "down", "mods": []}
        {"t": 0.2, "type": "key", "key": "D", "action": "down", "mods": []}
        {"t": 0.3, "type": "down", "pointer": 1, "x": 630, "y": 305}

        """
}
