import Testing
import TactileGestures
import TactileRuntime
import TactileScenes

/// Issue 22's scene-file inputs: deep and long gesture expressions, parent cycles, huge values.
@Suite("Reliability: scene files")
struct SceneFileLimitTests {
    /// A scene file with one entity per gesture; the gesture strings open at column 46 of
    /// their lines (line 2 onwards).
    static func scene(gestures: [String], extra: String = "") -> String {
        "{\"entities\": [\n" + gestures.enumerated().map { index, gesture in
            "{\"name\": \"e\(index)\", \"shape\": \"circle\", \"gesture\": \"\(gesture)\"\(extra)}"
        }.joined(separator: ",\n") + "]}"
    }

    static func error(in text: String) -> InputFileError? {
        do {
            _ = try SceneFile.parse(text, path: "s.json")
            return nil
        } catch {
            return error
        }
    }

    /// The column of the gesture's `offset`-th character (1-based) in ``scene(gestures:)``.
    static func column(ofCharacter offset: Int) -> Int { 46 + offset }

    // MARK: Depth and length

    @Test func fiftyThousandParenthesesAreAnErrorWithAPosition() throws {
        // Parsed by recursion without a bound, these overflowed the stack.
        let deep = String(repeating: "(", count: 50_000) + "drag" + String(repeating: ")", count: 50_000)
        let error = try #require(Self.error(in: Self.scene(gestures: [deep])))
        #expect(error.file == "s.json")
        #expect(error.line == 2)
        #expect(error.column == Self.column(ofCharacter: GestureExpression.maximumDepth + 1))
        #expect(error.problem.contains("nested more than \(GestureExpression.maximumDepth) deep"), "\(error.problem)")
    }

    @Test(arguments: [" >> ", " & ", " | "])
    func longChainsAreAnErrorWithAPosition(operator op: String) throws {
        // 8,000 of `>>` (20,000 of `&` or `|`) parsed fine and then overflowed the stack in the
        // composed recognizer on the first pointer down.
        let count = op == " >> " ? 8_000 : 20_000
        let chain = Array(repeating: "drag", count: count).joined(separator: op)
        let error = try #require(Self.error(in: Self.scene(gestures: [chain])))
        #expect(error.line == 2)
        let offset = GestureExpression.maximumGestures * ("drag" + op).count + 1
        #expect(error.column == Self.column(ofCharacter: offset))
        #expect(error.problem.contains("more than \(GestureExpression.maximumGestures) gestures"), "\(error.problem)")
    }

    @Test func theBoundsThemselvesAreAccepted() throws {
        let depth = GestureExpression.maximumDepth
        let deepest = String(repeating: "(", count: depth) + "drag & rotate" + String(repeating: ")", count: depth)
        #expect(throws: Never.self) { try GestureExpression.parse(deepest) }
        #expect(throws: GestureExpression.Failure.self) { try GestureExpression.parse("(" + deepest + ")") }
        let longest = Array(repeating: "tap", count: GestureExpression.maximumGestures).joined(separator: " | ")
        #expect(throws: Never.self) { try GestureExpression.parse(longest) }
        #expect(throws: GestureExpression.Failure.self) { try GestureExpression.parse(longest + " | tap") }
    }

    /// The longest chains allowed build recognizers the stack holds: a press, a drag and a
    /// release reach every one of them without a crash, on a test thread's stack.
    @Test(arguments: [" >> ", " & ", " | "])
    func theLongestChainsRunWithoutOverflowingTheStack(operator op: String) throws {
        let chain = Array(repeating: "drag(minimumDistance: 0)", count: GestureExpression.maximumGestures).joined(separator: op)
        let file = try SceneFile.parse(Self.scene(gestures: [chain]), path: "s.json")
        let runner = SceneRunner(scene: file)
        runner.feed(TraceBuilder().drag(1, from: Point(x: 640, y: 400), to: Point(x: 700, y: 450), t: 0.1, duration: 0.2, steps: 6))
        runner.run(until: 1)
        #expect(runner.simulation.snapshot.entities.count == 1)
    }

    // MARK: Parents

    @Test func anEntityThatIsItsOwnParentIsAnError() throws {
        let text = """
            {"entities": [
              {"name": "a", "shape": "circle"},
              {"name": "b", "shape": "circle", "parent": "b"}
            ]}
            """
        let error = try #require(Self.error(in: text))
        #expect(error.line == 3)
        #expect(error.column == 46, "the parent's value")
        #expect(error.problem == #""b" names itself as its parent"#)
    }

    @Test(arguments: [2, 3, 12])
    func aParentCycleIsAnErrorNamingTheCycle(length: Int) throws {
        // e0 → e1 → … → e(n-1) → e0, listed in that order after a harmless first entity.
        let entities = (0..<length).map { i in
            #"  {"name": "e\#(i)", "parent": "e\#((i + 1) % length)"}"#
        }
        let text = "{\"entities\": [\n  {\"name\": \"root\"},\n" + entities.joined(separator: ",\n") + "\n]}"
        let error = try #require(Self.error(in: text))
        #expect(error.line == 3, "the first entity of the cycle")
        #expect(error.column == 28, "the parent's value")
        #expect(error.problem.contains("cycle of \(length) entities"), "\(error.problem)")
        #expect(error.problem.count < 160)
    }

    @Test func aParentListedLaterOrMissingIsAnErrorAtTheParent() throws {
        let later = """
            {"entities": [
              {"name": "child", "parent": "panel"},
              {"name": "panel"}
            ]}
            """
        let laterError = try #require(Self.error(in: later))
        #expect((laterError.line, laterError.column) == (2, 31))
        #expect(laterError.problem.contains("listed before"), "\(laterError.problem)")
        let missing = #"{"entities": [{"name": "child", "parent": "nobody"}]}"#
        let missingError = try #require(Self.error(in: missing))
        #expect(missingError.problem.contains("not an entity"), "\(missingError.problem)")
    }

    @Test func aSecondEntityOfTheSameNameIsReportedAtItsName() throws {
        let text = "{\"entities\": [\n{\"name\": \"a\"},\n{\"shape\": \"circle\", \"name\": \"a\"}]}"
        let error = try #require(Self.error(in: text))
        #expect((error.line, error.column) == (3, 29))
    }

    // MARK: Values

    @Test func aHugeWindowIsRejected() throws {
        let error = try #require(Self.error(in: #"{"window": {"width": 1e40, "height": 800}, "entities": []}"#))
        #expect(error.problem.contains("16384"), "\(error.problem)")
    }

    @Test(arguments: [
        #"{"entities": [{"name": "a", "shape": "VALUE"}]}"#,
        #"{"entities": [{"name": "a", "attach": "VALUE"}]}"#,
        #"{"entities": [{"name": "a", "mask": "VALUE"}]}"#,
        #"{"entities": [{"name": "a", "gesture": "VALUE"}]}"#,
        #"{"entities": [{"name": "a", "gesture": "drag(VALUE: 1)"}]}"#,
        #"{"entities": [{"name": "VALUE"}, {"name": "VALUE"}]}"#,
        #"{"entities": [{"name": "a", "parent": "VALUE"}]}"#,
    ])
    func aMegabyteValueGivesAShortErrorLine(template: String) throws {
        let text = template.replacingOccurrences(of: "VALUE", with: String(repeating: "abc", count: 350_000))
        let error = try #require(Self.error(in: text))
        #expect(error.description.count < 250, "\(error.description.prefix(300))")
        #expect(error.description.contains("…"), "\(error.description.prefix(300))")
    }

    // MARK: Gesture parameters

    /// Each parameter outside what its gesture takes: the error is at the number's first
    /// character and names the range (`tap(count: 1e30)` loaded and could never be recognised).
    @Test(arguments: [
        ("tap(count: 1e30)", "count must be a whole number from 1 to 10"),
        ("tap(count: 2.5)", "count must be a whole number from 1 to 10"),
        ("tap(0)", "count must be a whole number from 1 to 10"),
        ("spatialTap(count: -1)", "count must be a whole number from 1 to 10"),
        ("longPress(-0.5)", "minimumDuration must be from 0 to 3600 s"),
        ("longPress(0.5, -1)", "maximumDistance must be from 0 to 16384 pt"),
        ("longPress(minimumDuration: 1e9)", "minimumDuration must be from 0 to 3600 s"),
        ("drag(minimumDistance: -1)", "minimumDistance must be from 0 to 16384 pt"),
        ("swipe(1e30)", "minimumDistance must be from 0 to 16384 pt"),
        ("magnify(-0.01)", "minimumScaleDelta must be from 0 to 10"),
        ("rotate(361)", "minimumAngleDelta must be from 0 to 360°"),
        ("drag & rotation(minimumAngleDelta: 1e999)", "minimumAngleDelta must be from 0 to 360°"),
    ])
    func aParameterOutOfItsRangeIsAnErrorAtTheNumber(gesture: String, range: String) throws {
        let error = try #require(Self.error(in: Self.scene(gestures: [gesture])))
        // The bad number is the last argument: after the last "(", "," or ":" and a space.
        let before = try #require(gesture.lastIndex { "(,:".contains($0) })
        let number = try #require(gesture[gesture.index(after: before)...].firstIndex { $0 != " " })
        #expect((error.line, error.column) == (2, Self.column(ofCharacter: gesture.distance(from: gesture.startIndex, to: number) + 1)))
        #expect(error.problem.contains(range), "\(error.problem)")
        #expect(!error.description.contains("\n"))
    }

    @Test(arguments: ["tap(count: 10)", "spatialTap(1)", "longPress(0, 0)", "longPress(3600, 16384)", "drag(0)",
                      "swipe(minimumDistance: 16384)", "magnify(10)", "rotate(360) & magnification(0)"])
    func theEndsOfEachRangeLoad(gesture: String) {
        #expect(Self.error(in: Self.scene(gestures: [gesture])) == nil)
    }
}
