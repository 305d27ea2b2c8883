import Testing
import Tactile
import CardStack
import FallingShapes
import PhotoViewer
import DrawingPad
@testable import hello

/// Every example opens in a real (headless) window, runs its ticks and draws itself: what
/// `swift run` does, without a display. Ticks are run by hand so that a slow first frame on a
/// busy machine changes nothing.
@Suite("The examples in a window", .serialized)
@MainActor
struct HeadlessWindowTests {
    @Test(arguments: ["hello", "photo-viewer", "card-stack", "falling-shapes", "drawing-pad"])
    func opensPlaysAndDraws(example: String) throws {
        let scene: any SceneContent = switch example {
        case "hello": DeclarativeScene { Hello().body }
        case "photo-viewer": DeclarativeScene { PhotoViewer() }
        case "card-stack": DeclarativeScene { CardStack() }
        case "drawing-pad": DrawingPad()
        default: FallingShapes()
        }
        var options = try RunOptions(title: example).parse(["--headless", "--no-hud"])
        options.size = Vector(width: 640, height: 400)
        let window = try makeWindow(playing: scene, options: options)
        defer { window.close() }
        window.frame()
        for _ in 0..<60 { window.runTick() }
        let picture = try window.capture()
        #expect(window.stats.frames == 1 && window.stats.ticks >= 60, "\(window.stats.summary)")
        // An example that drew nothing leaves the background's one colour.
        #expect(Set(picture.pixels).count > 1, "\(example) drew nothing")
    }

    /// `openWindow` (what `run` calls) opens, draws and closes when told to stop at once.
    @Test func openWindowStopsWhenTold() throws {
        let options = try RunOptions(title: "hello").parse(["--headless", "--exit-after", "0", "--no-hud"])
        let stats = try openWindow(playing: DeclarativeScene { Circle().fill(.blue) }, options: options)
        #expect(stats.frames == 1, "\(stats.summary)")
    }
}
