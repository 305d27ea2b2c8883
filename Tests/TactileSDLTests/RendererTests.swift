import CSDL2
import Foundation
import Testing
import TactileGestures
import TactileRuntime
import TactileScenes
@testable import TactileSDL

@Suite("Renderer", .serialized)
@MainActor
struct RendererTests {
    /// A headless window on a built-in scene, without the HUD.
    static func window(_ scene: String, entities: Int? = nil) throws -> PlayWindow {
        let simulation = Simulation(windowSize: Vector(width: 1280, height: 800))
        var sceneOptions = SceneOptions()
        sceneOptions.entities = entities
        simulation.load(BuiltInScenes.named(scene)!.make(sceneOptions))
        var options = PlayWindow.Options(size: Vector(width: 1280, height: 800))
        options.headless = true
        options.showsHUD = false
        return try PlayWindow(simulation: simulation, options: options)
    }

    /// Cutting away pixels hidden under solid shapes changes no pixel of the picture.
    @Test(arguments: [("stress", 1000), ("stress", 10_000), ("gallery", nil), ("draggable-views", nil)])
    func skippingHiddenPixelsChangesNothing(scene: String, entities: Int?) throws {
        let window = try Self.window(scene, entities: entities)
        defer { window.close() }
        window.sceneRenderer.skipsHiddenPixels = true
        let culled = try window.capture()
        window.sceneRenderer.skipsHiddenPixels = false
        let whole = try window.capture()
        #expect(culled.difference(from: whole, tolerance: 0).pixelsBeyondTolerance == 0)
        #expect(culled.pixels.contains { $0 != culled.pixels[0] }, "something was drawn")
    }

    @Test func playgroundAfterATwistIsTheSameCutOrWhole() throws {
        let shot = { (skips: Bool) throws -> PixelImage in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).jsonl").path
            try GoldenImageTests.playgroundTrace.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let window = try Self.window("playground")
            defer { window.close() }
            Replay.run(try TraceReader.read(path: path).events, on: window.simulation, until: 1.3)
            window.sceneRenderer.skipsHiddenPixels = skips
            return try window.capture()
        }
        #expect(try shot(true).difference(from: try shot(false), tolerance: 0).pixelsBeyondTolerance == 0)
    }

    /// A `draw` stroke (a polyline) is painted along its points, round at its ends, and
    /// nowhere else.
    @Test func aDrawnStrokeShowsAlongItsPath() throws {
        var lines = [#"{"trace": 1, "window": {"width": 1280, "height": 800}}"#,
                     #"{"t": 0.0, "type": "down", "pointer": 1, "x": 300, "y": 300}"#]
        for i in 1...30 {
            lines.append(String(format: #"{"t": %.6f, "type": "move", "pointer": 1, "x": %.1f, "y": 300}"#,
                                Double(i) / 120, 300 + 10 * Double(i)))
        }
        lines.append(#"{"t": 0.3, "type": "up", "pointer": 1, "x": 600, "y": 300}"#)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stroke-\(UUID().uuidString).jsonl").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let window = try Self.window("draw")
        defer { window.close() }
        Replay.run(try TraceReader.read(path: path).events, on: window.simulation, until: 0.5)
        let shot = try window.capture()
        func pixel(_ x: Int, _ y: Int) -> UInt32 { shot.pixels[y * shot.width + x] }
        let background = pixel(100, 100)
        for x in stride(from: 300, through: 600, by: 25) {
            #expect(pixel(x, 300) != background, "ink on the line at x = \(x)")
        }
        #expect(pixel(450, 303) == pixel(450, 300), "8 points wide")
        #expect(pixel(450, 312) == background && pixel(450, 288) == background, "and no wider")
        #expect(pixel(298, 300) != background && pixel(292, 300) == background, "a round end")
        #expect(pixel(620, 300) == background)
    }

    /// Every input event gets one latency figure, once a presented frame's ticks consumed it.
    @Test func eachEventIsMeasuredOnceItIsShown() throws {
        let window = try Self.window("drag-star")
        defer { window.close() }
        window.pollEvents(at: 0)  // whatever an earlier window left in SDL's queue
        SDLEvents.finger(SDL_FINGERDOWN, id: 1, x: 640, y: 400, window: window.simulation.windowSize)
        SDLEvents.finger(SDL_FINGERMOTION, id: 1, x: 660, y: 400, window: window.simulation.windowSize)
        let start = Date()
        while window.stats.latency.totalCount < 2, Date().timeIntervalSince(start) < 5 { window.frame() }
        #expect(window.stats.latency.totalCount == 2)
        for _ in 0..<3 { window.frame() }
        #expect(window.stats.latency.totalCount == 2, "an event is measured once")
        #expect(window.stats.summary.contains("input latency: p50"))
    }
}

/// The atlas paints a look once and again only when the look changes or its on-screen scale
/// outgrows its size bucket.
@Suite("Shape atlas", .serialized)
@MainActor
struct ShapeAtlasTests {
    @Test func looksArePaintedOnceAndRepaintedOnlyWhenOutgrown() throws {
        let window = try RendererTests.window("tap-star")
        defer { window.close() }
        let atlas = try #require(ShapeAtlas(renderer: window.sceneRenderer.renderer, text: window.sceneRenderer.text, mode: .scaled))
        defer { atlas.close() }
        let square = ShapeKind.rectangle(width: 40, height: 40)
        func resolve(_ scale: Double, rotation: Double = 0, _ layer: LookLayer = .fill) {
            let t = AffineTransform(rotation: .degrees(rotation)).concatenating(AffineTransform(scale: scale))
                .concatenating(AffineTransform(translationX: 300, y: 200))
            guard case .entry = atlas.resolve(square, layer, transform: t) else {
                Issue.record("no entry")
                return
            }
        }
        resolve(1)
        resolve(1)
        #expect(atlas.paintedLooks == 1)
        resolve(1, rotation: 30)
        resolve(0.95)
        resolve(0.8)
        #expect(atlas.paintedLooks == 1, "turned, or shrunk by up to two buckets: the same entry")
        resolve(0.7)
        #expect(atlas.paintedLooks == 2, "shrunk further: a smaller entry, to stay sharp")
        resolve(1.05)
        #expect(atlas.paintedLooks == 3, "grown past its bucket")
        resolve(1.05)
        resolve(1, .border(width: 2))
        #expect(atlas.paintedLooks == 4, "a new look")
    }

    @Test func aFullAtlasIsEmptiedAndTheFrameStillDrawn() throws {
        let window = try RendererTests.window("tap-star")
        defer { window.close() }
        // 300 rounded squares of 300 sizes do not fit in one texture at once.
        for i in 0..<300 {
            let side = 20 + Double(i)
            _ = window.simulation.spawn(name: "square-\(i)", shape: .roundedRectangle(width: side, height: side, cornerRadius: 6),
                                        appearance: Appearance(position: Point(x: Double(i % 20) * 60, y: Double(i / 20) * 50)))
        }
        window.runTick()
        let shot = try window.capture()
        #expect(window.sceneRenderer.atlas.resets >= 1)
        #expect(window.sceneRenderer.droppedLooks == 0, "painted coarser, not left out")
        #expect(shot.pixels.contains { $0 != shot.pixels[0] })
    }
}

@Suite("Occlusion mask")
struct OcclusionMaskTests {
    @Test func spansSkipWhatIsCovered() {
        var mask = OcclusionMask()
        mask.reset(width: 200, height: 10)
        #expect(mask.visibleSpan(row: 3, from: 10, to: 150)! == (10, 150))
        mask.cover(row: 3, from: 0, to: 70)
        mask.cover(row: 3, from: 130, to: 200)
        #expect(mask.visibleSpan(row: 3, from: 10, to: 150)! == (70, 130))
        mask.cover(row: 3, from: 60, to: 140)
        #expect(mask.visibleSpan(row: 3, from: 10, to: 150) == nil)
        #expect(mask.visibleSpan(row: 4, from: -5, to: 500)! == (0, 200), "clipped to the output")
        #expect(mask.visibleSpan(row: 11, from: 0, to: 10) == nil, "off the output")
        #expect(!mask.coversEverything)
        mask.cover(rows: 0, 10, from: 0, to: 199)
        #expect(!mask.coversEverything, "one column left")
        mask.cover(rows: 0, 10, from: 199, to: 200)
        #expect(mask.coversEverything)
    }

    @Test func aTurnedSquareCoversOnlyPixelsWhollyInside() {
        var mask = OcclusionMask()
        mask.reset(width: 100, height: 100)
        // A diamond around (50, 50), 20 pixels from centre to corner.
        mask.cover(quad: Point(x: 50, y: 30), Point(x: 70, y: 50), Point(x: 50, y: 70), Point(x: 30, y: 50))
        #expect(mask.visibleSpan(row: 49, from: 0, to: 100)! == (0, 100), "not contiguous: the span reaches across")
        #expect(mask.isHidden(row: 49, from: 32, to: 68))
        #expect(!mask.isHidden(row: 49, from: 30, to: 68), "the pixel at the tip is only partly inside")
        #expect(!mask.isHidden(row: 30, from: 49, to: 51), "at the top corner no pixel is whole")
        #expect(mask.isHidden(row: 31, from: 49, to: 51) && !mask.isHidden(row: 31, from: 48, to: 49))
        mask.reset(width: 100, height: 100)
        #expect(!mask.isHidden(row: 49, from: 32, to: 68), "reset clears")
    }
}
