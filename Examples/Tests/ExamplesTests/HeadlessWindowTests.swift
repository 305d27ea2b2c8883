import Testing
import Tactile
import CardStack
import FallingShapes
import PhotoViewer

/// Every example opens in a real (headless) window and plays for a moment: what `swift run`
/// does, without a display.
@Suite("The examples in a window", .serialized)
@MainActor
struct HeadlessWindowTests {
    @Test(arguments: ["photo-viewer", "card-stack", "falling-shapes"])
    func opensAndPlays(example: String) throws {
        let scene: any SceneContent = switch example {
        case "photo-viewer": DeclarativeScene { PhotoViewer() }
        case "card-stack": DeclarativeScene { CardStack() }
        default: FallingShapes()
        }
        var options = try RunOptions(title: example).parse(["--headless", "--exit-after", "0.25", "--no-hud"])
        options.size = Vector(width: 640, height: 400)
        let stats = try openWindow(playing: scene, options: options)
        #expect(stats.frames > 0 && stats.ticks > 0, "\(stats.summary)")
    }
}
