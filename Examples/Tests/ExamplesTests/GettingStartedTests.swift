import Foundation
import Testing

/// The getting-started article (and the README) show the `hello` example's code: the two must not drift apart,
/// so that the article's code is always code that builds (`swift build` builds `hello`).
@Suite("The getting-started article")
struct GettingStartedTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func showsTheHelloExampleWordForWord() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent(
            "../Sources/Tactile/Documentation.docc/GettingStarted.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.root.appendingPathComponent("Sources/hello/Hello.swift"), encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.contains(example), "the article's app is not Examples/Sources/hello/Hello.swift")
    }

    @Test func theReadmeShowsItToo() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("../README.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.root.appendingPathComponent("Sources/hello/Hello.swift"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```"), "the README's first app is not Examples/Sources/hello/Hello.swift")
    }
}
