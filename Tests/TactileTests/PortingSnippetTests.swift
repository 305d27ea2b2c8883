import Foundation
import Testing
import Tactile

/// The porting article's view, word for word (PinchablePhoto.swift), pinched and twisted with
/// two fingers: what the article says it does, it does.
@Suite("The porting article's view")
struct PortingSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArticleShowsThisFileWordForWord() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent(
            "Sources/Tactile/Documentation.docc/PortingFromSwiftUI.md"), encoding: .utf8)
        let code = try String(contentsOf: Self.root.appendingPathComponent(
            "Tests/TactileTests/PinchablePhoto.swift"), encoding: .utf8)
        #expect(article.contains("```swift\n" + code + "```"), "the article's Tactile code is not PinchablePhoto.swift")
    }

    /// Two fingers 200 points apart about the centre end 400 apart and turned a quarter
    /// clockwise: the photo ends twice as large and turned 90°, about its own centre.
    @Test func twoFingersScaleAndTurnThePhoto() throws {
        let simulation = Simulation()
        simulation.load(DeclarativeScene { PinchablePhoto() })
        var events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 540, y: 400), time: 0.1)),
            .pointer(PointerEvent(.down, pointer: 2, at: Point(x: 740, y: 400), time: 0.1)),
        ]
        for step in 1...20 {
            let progress = Double(step) / 20
            let angle = progress * .pi / 2
            let radius = 100 + 100 * progress
            let time = 0.1 + 0.02 * Double(step)
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: 640 - radius * cos(angle), y: 400 - radius * sin(angle)), time: time)))
            events.append(.pointer(PointerEvent(.move, pointer: 2, at: Point(x: 640 + radius * cos(angle), y: 400 + radius * sin(angle)), time: time)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: Point(x: 640, y: 200), time: 0.6)))
        events.append(.pointer(PointerEvent(.up, pointer: 2, at: Point(x: 640, y: 600), time: 0.6)))
        Replay.run(events, on: simulation, until: 1)
        let photo = try #require(simulation.snapshot.entities.first { $0.name == "photo" })
        #expect(abs(photo.scale - 2) < 0.01, "scale \(photo.scale)")
        #expect(abs(photo.rotation - 90) < 0.5, "rotation \(photo.rotation)")
        #expect(photo.x == 640 && photo.y == 400, "about its own centre: \(photo.x), \(photo.y)")
    }
}
