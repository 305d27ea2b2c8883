import Foundation
import Testing
import TactileGestures
import TactileRuntime
import TactileScenes

/// Issue 22's trace inputs: 64-bit pointer ids, absurd windows, empty traces, huge values.
@Suite("Reliability: trace input")
struct TraceInputReliabilityTests {
    static func error(in text: String) -> InputFileError? {
        do {
            _ = try TraceReader.parse(text, file: "t.jsonl")
            return nil
        } catch let error as InputFileError {
            return error
        } catch {
            Issue.record("not an InputFileError: \(error)")
            return nil
        }
    }

    static func down(_ pointer: String, t: Double = 0) -> String {
        #"{"t": \#(t), "type": "down", "pointer": \#(pointer), "x": 640, "y": 400}"#
    }

    static func pointerIDs(_ trace: Trace) -> [PointerID] {
        trace.events.compactMap { event in
            if case .pointer(let pointer, _) = event { pointer.pointer } else { nil }
        }
    }

    // MARK: Pointer ids beyond 2^53

    @Test func pointerIdsBeyond2To53AreReadExactly() throws {
        // 2^53 and 2^53 + 1 are one Double: read through a Double, the second down would be
        // "already down" (and before the fix both were "not an integer").
        let text = [Self.down("9007199254740992"), Self.down("9007199254740993")].joined(separator: "\n")
        let trace = try TraceReader.parse(text)
        let ids = Self.pointerIDs(trace)
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2, "two different fingers")
    }

    @Test func every64BitPointerIdIsAccepted() throws {
        let numbers = ["9223372036854775807", "-9223372036854775808", "0", "-1", "4611686018427387904", "-4611686018427387904"]
        let text = numbers.enumerated().map { Self.down($1, t: Double($0) / 10) }.joined(separator: "\n")
        let trace = try TraceReader.parse(text)
        // 2^62, -2^62 and 0 are the same pointer × 4 (wrapping): still three pointers.
        #expect(Set(Self.pointerIDs(trace)).count == numbers.count)
    }

    @Test func aLargePointerIdIsFollowedFromDownToUp() throws {
        let id = "18446744073709551"  // a 64-bit SDL finger id, about 2^54
        let text = [Self.down(id), #"{"t": 0.1, "type": "move", "pointer": \#(id), "x": 700, "y": 400}"#,
                    #"{"t": 0.2, "type": "up", "pointer": \#(id), "x": 700, "y": 400}"#,
                    #"{"t": 0.3, "type": "up", "pointer": \#(id), "x": 700, "y": 400}"#].joined(separator: "\n")
        let trace = try TraceReader.parse(text, file: "t.jsonl")
        #expect(trace.events.count == 3)
        #expect(Set(Self.pointerIDs(trace)).count == 1)
        #expect(trace.warnings == ["t.jsonl:4: up of pointer \(id), which is not down: ignored"])
    }

    @Test func usualPointerNumbersKeepTheirIds() throws {
        let trace = try TraceReader.parse([Self.down("3"), #"{"t": 0, "type": "down", "pointer": 3, "x": 1, "y": 1, "device": "mouse"}"#]
            .joined(separator: "\n"))
        #expect(Self.pointerIDs(trace) == [PointerIdentity.id(pointer: 3, device: .touch), PointerIdentity.id(pointer: 3, device: .mouse)])
    }

    @Test(arguments: ["1e19", "18446744073709551616", "1.5", "\"1\""])
    func aPointerThatIsNoIntegerIsRejected(pointer: String) throws {
        let error = try #require(Self.error(in: Self.down(pointer)))
        #expect(error.line == 1)
        #expect(error.problem.contains("pointer"), "\(error.problem)")
    }

    // MARK: Absurd windows

    @Test(arguments: [
        #"{"trace": 1, "window": {"width": 1e40, "height": 800}}"#,
        #"{"trace": 1, "window": {"width": 1280, "height": 1e308}}"#,
        #"{"trace": 1, "window": {"width": 0.5, "height": 800}}"#,
        #"{"trace": 1, "window": {"width": 16385, "height": 800}}"#,
    ])
    func aWindowOutOfRangeIsRejected(header: String) throws {
        let error = try #require(Self.error(in: header + "\n" + Self.down("1")))
        #expect(error.line == 1)
        #expect(error.problem.contains("16384"), "\(error.problem)")
    }

    @Test func aResizeOutOfRangeIsRejected() throws {
        let text = Self.down("1") + "\n" + #"{"t": 0.1, "type": "resize", "width": 1e40, "height": 800}"#
        #expect(Self.error(in: text)?.line == 2)
    }

    @Test func theLargestWindowIsAccepted() throws {
        let trace = try TraceReader.parse(#"{"trace": 1, "window": {"width": 16384, "height": 1}}"#)
        #expect(trace.windowSize == Vector(width: 16_384, height: 1))
    }

    /// The stress layout turns the window into a column count: with a window 1e40 wide the
    /// conversion overflowed Int and trapped. Through the API (no trace to check it) any size
    /// must lay out.
    @Test(arguments: [Vector(width: 1e40, height: 800), Vector(width: 1, height: 1e300), Vector(width: 0, height: 0),
                      Vector(width: .nan, height: 800), Vector(width: .infinity, height: 1)])
    func theStressLayoutTakesAnyWindow(size: Vector) throws {
        let simulation = Simulation(windowSize: size)
        let stress = try #require(BuiltInScenes.named("stress"))
        simulation.load(stress.make(SceneOptions(entities: 50)))
        let squares = simulation.snapshot.entities
        #expect(squares.count == 50)
    }

    @Test func scenesThatTakeACountSayTheirLimit() throws {
        #expect(BuiltInScenes.named("stress")?.maximumEntities == 1_000_000)
        #expect(BuiltInScenes.named("playground")?.maximumEntities == 100_000)
        #expect(BuiltInScenes.named("drag-star")?.maximumEntities == nil)
    }

    // MARK: Empty traces and unreadable files

    @Test(arguments: ["", "\n\n", "# only a comment\n   \n"])
    func aTraceWithNothingInItIsAnError(text: String) throws {
        let error = try #require(Self.error(in: text))
        #expect(error.problem.contains("empty trace"))
        #expect(error.description == "t.jsonl: empty trace: no header and no events")
    }

    @Test func aHeaderAloneIsATrace() throws {
        let trace = try TraceReader.parse(#"{"trace": 1, "window": {"width": 800, "height": 600}}"#)
        #expect(trace.events.isEmpty)
    }

    @Test func devNullIsAnEmptyTraceNotAnUnreadableFile() throws {
        do {
            _ = try TraceReader.read(path: "/dev/null")
            Issue.record("/dev/null was accepted")
        } catch let error as InputFileError {
            #expect(error.description == "/dev/null: empty trace: no header and no events")
        }
    }

    @Test func anUnreadableFileSaysWhy() throws {
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: InputFileError(file: directory, line: 0, problem: "cannot read: Is a directory")) {
            try TraceReader.read(path: directory)
        }
        let missing = directory + "/tactile-no-such-trace-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        #expect(throws: InputFileError(file: missing, line: 0, problem: "cannot read: No such file or directory")) {
            try TraceReader.read(path: missing)
        }
    }

    // MARK: Error lines quote a short prefix

    @Test(arguments: [
        #"{"t": 0, "type": "VALUE"}"#,
        #"{"t": 0, "type": "down", "pointer": 1, "x": 1, "y": 1, "device": "VALUE"}"#,
        #"{"t": 0, "type": "down", "pointer": 1, "x": 1, "y": 1, "button": "VALUE"}"#,
        #"{"t": 0, "type": "key", "key": "A", "mods": ["VALUE"]}"#,
        #"{"t": 0, "type": "key", "key": "A", "action": "VALUE"}"#,
    ])
    func aMegabyteValueGivesAShortErrorLine(template: String) throws {
        let value = String(repeating: "ab\n", count: 350_000)  // about 1 MB, with newlines
        let line = template.replacingOccurrences(of: "VALUE", with: value.replacingOccurrences(of: "\n", with: "\\n"))
        let error = try #require(Self.error(in: line))
        #expect(error.description.count < 200, "\(error.description.prefix(300))")
        #expect(error.description.contains("…"))
        #expect(!error.description.contains("\n"), "one line")
    }

    /// Found by the trace fuzzer: 40 characters, each shown as a 6-character escape, made a
    /// 261-character line. The limit is on what is shown.
    @Test func escapesAndCombiningMarksDoNotLengthenTheQuote() throws {
        let deletes = String(repeating: "\u{7F}", count: 1_000)
        #expect(InputFileError.quote(deletes).unicodeScalars.count <= 43)
        let piled = "a" + String(repeating: "\u{301}", count: 10_000)  // one character
        #expect(InputFileError.quote(piled).unicodeScalars.count <= 43)
        let line = #"{"t": 0, "type": "dow\#(String(repeating: "\u{7F}", count: 60))n"}"#
        let error = try #require(Self.error(in: line))
        #expect(error.description.unicodeScalars.count < 100, "\(error.description)")
    }

    @Test func quotingEscapesAndCuts() {
        #expect(InputFileError.quote("hover") == #""hover""#)
        #expect(InputFileError.quote("a\"b\n") == #""a\"b\n""#)
        #expect(InputFileError.quote(String(repeating: "x", count: 41)) == "\"" + String(repeating: "x", count: 40) + "…\"")
        #expect(InputFileError.quote(String(repeating: "x", count: 40)) == "\"" + String(repeating: "x", count: 40) + "\"")
    }
}
