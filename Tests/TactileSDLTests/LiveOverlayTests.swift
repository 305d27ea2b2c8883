import CSDL2
import Foundation
import Testing
import TactileECS
import TactileGestures
import TactileRuntime
import TactileScenes
@testable import TactileSDL

/// What live editing draws in the window (through the scene renderer, captured headless): a
/// failed reload's error across the top, the composition bar at the bottom.
@Suite("Live editing in the window", .serialized)
@MainActor
struct LiveOverlayTests {
    /// The red, green and blue bytes of a captured pixel at (x, y) window points.
    static func color(_ image: PixelImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let pixel = image.pixels[y * image.width + x]
        return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    static func isBackground(_ c: (r: Int, g: Int, b: Int)) -> Bool { c.r > 200 && c.g > 200 && c.b > 200 }

    @Test func aBrokenSavesErrorIsDrawnAtTheTopAndTheCameraStays() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 300, 300, "drag")]))
        let (harness, _) = try LiveEditingTests.watching(file)
        var camera = harness.simulation.camera
        (camera.x, camera.zoom) = (40, 1.5)
        harness.simulation.camera = camera
        harness.pump()
        let before = try harness.window.capture()
        #expect(before.width == 1280 && before.height == 800)
        #expect(Self.isBackground(Self.color(before, 20, 20)))

        try file.save("{\"scene\": 1, \"entities\": [\n  {\"name\": \"box\", \"shape\": \"rectangel\"}\n]}\n")
        harness.pump()
        #expect(harness.window.live?.reloadError?.line == 2)
        let broken = try harness.window.capture()
        // The red panel across the top (150, 30, 30 at 90 % over the background)…
        let panel = Self.color(broken, 20, 20)
        #expect(panel.r > 140 && panel.g < 80 && panel.b < 80, "the error's panel: \(panel)")
        // …with light text on its first line (the error, file:line:column) and its second.
        let lineHeight = Int((SceneRenderer.liveTextSize * 1.45).rounded())
        for row in 0..<2 {
            let top = 20 + row * lineHeight
            let lit = (top..<(top + lineHeight)).contains { y in (20..<600).contains { x in Self.color(broken, x, y).g > 150 } }
            #expect(lit, "text on the panel's line \(row + 1)")
        }
        #expect(harness.simulation.camera == camera, "a failed reload leaves the camera")

        try file.save(ScratchSceneFile.scene([("box", 300, 300, "drag"), ("ball", 900, 300, "drag")]))
        harness.pump()
        #expect(harness.window.live?.reloadError == nil)
        #expect(harness.simulation.camera == camera, "a reload keeps the camera")
        #expect(harness.simulation.windowSize == harness.size, "and the window")
        let fixed = try harness.window.capture()
        #expect(fixed.width == 1280 && fixed.height == 800)
        #expect(Self.isBackground(Self.color(fixed, 20, 20)), "the error goes once a save loads")
    }

    @Test func theBarIsDrawnAboveTheHUDWithItsErrorUnderTheLine() throws {
        let file = try ScratchSceneFile(ScratchSceneFile.scene([("box", 640, 300, "drag")]))
        let (harness, _) = try LiveEditingTests.watching(file)
        SDLEvents.key(SDLK_TAB)
        harness.pump()
        let closed = try harness.window.capture()
        #expect(Self.isBackground(Self.color(closed, 20, 745)))

        LiveEvents.key(SDLK_e)
        harness.pump()
        let open = try harness.window.capture()
        let panel = Self.color(open, 20, 745)
        #expect(panel.r < 80 && panel.g < 80 && panel.b < 90, "the bar's panel: \(panel)")
        // Two lines (the text, a hint): the panel's top is two lines and its padding up.
        let lineHeight = Int((SceneRenderer.liveTextSize * 1.45).rounded())
        #expect(Self.isBackground(Self.color(open, 20, 750 - 2 * lineHeight - 16 - 3)))

        LiveEvents.type(" & spin")
        LiveEvents.key(SDLK_RETURN)
        harness.pump()
        #expect(harness.window.live?.bar.error != nil)
        let wrong = try harness.window.capture()
        // Three lines now: the caret's row under the text.
        let third = Self.color(wrong, 20, 750 - 3 * lineHeight - 16 + 3)
        #expect(third.r < 80 && third.g < 80 && third.b < 90, "the bar grew a line for the caret: \(third)")

        LiveEvents.key(SDLK_ESCAPE)
        harness.pump()
        #expect(Self.isBackground(Self.color(try harness.window.capture(), 20, 745)), "Esc closes the bar")
    }
}
