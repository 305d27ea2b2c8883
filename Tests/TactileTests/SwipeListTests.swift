import Foundation
import Testing
import Tactile

/// The porting article's list, word for word (SwipeList.swift): a vertical drag on a row
/// scrolls, a horizontal one swipes the row, as seed 003's fix promises.
@Suite("The porting article's scrolling list")
struct SwipeListTests {
    @Test func theArticleShowsThisFileWordForWord() throws {
        let article = try String(contentsOf: PortingSnippetTests.root.appendingPathComponent(
            "Sources/Tactile/Documentation.docc/PortingFromSwiftUI.md"), encoding: .utf8)
        let code = try String(contentsOf: PortingSnippetTests.root.appendingPathComponent(
            "Tests/TactileTests/SwipeList.swift"), encoding: .utf8)
        #expect(article.contains("```swift\n" + code + "```"), "the article's list is not SwipeList.swift")
    }

    static func drag(from start: Point, by movement: Vector) -> [InputEvent] {
        var events = [InputEvent.pointer(PointerEvent(.down, pointer: 1, at: start, time: 0.1))]
        for step in 1...24 {
            let location = start + movement * (Double(step) / 24)
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: location, time: 0.1 + Double(step) / 120)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: start + movement, time: 0.6)))
        return events
    }

    @Test func aVerticalDragScrollsAndAHorizontalOneSwipes() throws {
        let simulation = Simulation()
        simulation.load(DeclarativeScene { SwipeList() })
        // Rows are 60 tall, 8 apart, from the list's top edge at 100: item 3's centre is at 266.
        let third = try #require(simulation.snapshot.entities.first { $0.name == "item-3" })
        #expect(third.y == 100 + 2 * 68 + 30)
        Replay.run(Self.drag(from: Point(x: 640, y: 266), by: Vector(width: 0, height: -150)), on: simulation, until: 0.7)
        let list = try #require(simulation.snapshot.entities.first { $0.name == "list" })
        #expect(list.scroll?.height == 150)
        #expect(try #require(simulation.snapshot.entities.first { $0.name == "item-3" }).color == "#0000FF")

        let fresh = Simulation()
        fresh.load(DeclarativeScene { SwipeList() })
        Replay.run(Self.drag(from: Point(x: 640, y: 266), by: Vector(width: -150, height: 4)), on: fresh, until: 0.7)
        #expect(try #require(fresh.snapshot.entities.first { $0.name == "list" }).scroll?.height == 0)
        #expect(try #require(fresh.snapshot.entities.first { $0.name == "item-3" }).color == Color.orange.hex)
    }
}
