import Foundation
import Testing
import TactileGestures
import TactileRuntime
import TactileScenes
@testable import TactileSDL

/// The gesture debugger (D) in a headless screenshot (dummy video driver, SDL's software
/// renderer), as `tactile replay --debugger --screenshot` draws it: a drag of the star under
/// way, its pointer's trail behind it, its velocity arrow ahead of it, the star's hit frame
/// outlined and the drag's node in the tree panel in the active colour. The same frame with the
/// debugger hidden has none of these colours there, so each check can fail.
@Suite("Gesture debugger overlay", .serialized)
@MainActor
struct DebugOverlayTests {
    /// Down at (640, 400) at 0.2 s, then 4 pt to the right every tick (480 pt/s) until it is at
    /// (880, 400) at 0.7 s; still held when the picture is taken.
    static let dragUnderWay: String = {
        var lines = [#"{"t": 0.2, "type": "down", "pointer": 1, "x": 640, "y": 400}"#]
        for i in 1...60 {
            lines.append(String(format: #"{"t": %.6f, "type": "move", "pointer": 1, "x": %d, "y": 400}"#, 0.2 + Double(i) / 120, 640 + 4 * i))
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    static let pointer = Point(x: 880, y: 400)
    /// Per channel: the software renderer draws an opaque untextured triangle in its colour
    /// exactly; one level each way covers rounding a colour to bytes.
    static let tolerance = 2

    @Test func aDragUnderWayShowsItsTrailArrowFrameAndTree() throws {
        let shown = try Self.screenshot(debugger: true)
        let hidden = try Self.screenshot(debugger: false)
        let trail = DebugOverlay.trailColour, arrow = DebugOverlay.arrowColour

        // The trail lies on the path the pointer took in the last tenth of a second (opaque
        // there), from just behind the pointer's disc.
        for back in [8.0, 20, 40] {
            let at = Point(x: Self.pointer.x - back, y: Self.pointer.y)
            #expect(Self.matches(shown, at, trail), "no trail colour \(back) pt behind the pointer")
            #expect(!Self.matches(hidden, at, trail), "trail colour \(back) pt behind the pointer without the debugger")
        }
        // Older parts thin and fade: still drawn 0.4 s back, but no longer opaque.
        let old = Point(x: Self.pointer.x - 4 * 48, y: Self.pointer.y)
        #expect(Self.distance(shown.pixel(old), hidden.pixel(old)) > 30, "the trail is missing 0.4 s back")
        #expect(!Self.matches(shown, old, trail), "the trail does not fade with age")

        // The velocity arrow: 480 pt/s × 0.1 s = 48 pt to the right, the head its last 12.
        for ahead in [12.0, 30, 40] {
            let at = Point(x: Self.pointer.x + ahead, y: Self.pointer.y)
            #expect(Self.matches(shown, at, arrow), "no arrow colour \(ahead) pt ahead of the pointer")
            #expect(!Self.matches(hidden, at, arrow), "arrow colour \(ahead) pt ahead without the debugger")
        }
        #expect(!Self.matches(shown, Point(x: Self.pointer.x + 60, y: Self.pointer.y), arrow), "the arrow reaches too far")
        // Nothing above or below the arrow's line: it points along the drag.
        #expect(!Self.matches(shown, Point(x: Self.pointer.x + 20, y: Self.pointer.y - 12), arrow))
        #expect(!Self.matches(shown, Point(x: Self.pointer.x + 20, y: Self.pointer.y + 12), arrow))

        // The hit path's frame around the star: hundreds of pixels of its colour (a 3-pixel
        // outline of a box about 100 pt wide), none without the debugger.
        #expect(Self.count(shown, DebugOverlay.frameColour) > 600)
        #expect(Self.count(hidden, DebugOverlay.frameColour) == 0)

        // The tree panel (top right): the drag's node and the legend each have an active swatch
        // (10 × 10 pixels).
        let activeSwatches = Self.count(shown, DebugOverlay.colour(of: .active), x: 640..<1280, y: 0..<300)
        #expect(activeSwatches >= 200)
        #expect(Self.count(hidden, DebugOverlay.colour(of: .active), x: 640..<1280, y: 0..<300) == 0)
    }

    /// Replays the drag on the drag-star scene and renders the last frame headless.
    static func screenshot(debugger: Bool) throws -> PixelImage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("debugger-\(UUID().uuidString).jsonl").path
        try dragUnderWay.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events = try TraceReader.read(path: path).events
        let simulation = Simulation(windowSize: Vector(width: 1280, height: 800))
        simulation.load(BuiltInScenes.named("drag-star")!.make(SceneOptions()))
        simulation.showsDebugger = debugger
        Replay.run(events, on: simulation, until: 0.7)
        var options = PlayWindow.Options(size: Vector(width: 1280, height: 800))
        options.headless = true
        options.showsHUD = false
        let window = try PlayWindow(simulation: simulation, options: options)
        defer { window.close() }
        return try window.capture()
    }

    /// Whether some pixel within one of `point` has `colour`.
    static func matches(_ image: PixelImage, _ point: Point, _ colour: Color) -> Bool {
        let (x, y) = (Int(point.x), Int(point.y))
        for j in y - 1...y + 1 {
            for i in x - 1...x + 1 where distance(image.pixel(Point(x: Double(i), y: Double(j))), colour.bytes) <= tolerance {
                return true
            }
        }
        return false
    }

    static func count(_ image: PixelImage, _ colour: Color, x: Range<Int> = 0..<1280, y: Range<Int> = 0..<800) -> Int {
        var n = 0
        for j in y {
            for i in x where distance(image.pixel(Point(x: Double(i), y: Double(j))), colour.bytes) <= tolerance { n += 1 }
        }
        return n
    }

    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
    }
}

extension PixelImage {
    /// The red, green and blue bytes of the pixel at `point` (whole pixels).
    func pixel(_ point: Point) -> (Int, Int, Int) {
        let value = pixels[Int(point.y) * width + Int(point.x)]
        return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    }
}

extension Color {
    var bytes: (Int, Int, Int) {
        (Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }
}
