import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's layout (SPEC §3.7): a parent proposes, the child chooses, the parent places.
@Suite("Stacks, Spacer, padding, frames and ForEach")
struct LayoutTests {
    static func centres(_ names: [String], of view: some EntityView) throws -> [Point] {
        let runner = SceneRunner(scene: DeclarativeScene { view })
        return try names.map { name in
            let state = try runner.state(name)
            return Point(x: state.x, y: state.y)
        }
    }

    static func box(_ name: String, _ width: Double, _ height: Double) -> EntityNode {
        Rectangle().frame(width: width, height: height).name(name)
    }

    @Test func aVStackStacksItsChildrenTopDownSpacedAndCentred() throws {
        let view = VStack(spacing: 10) { Self.box("a", 100, 50); Self.box("b", 200, 30) }
        // 90 tall, centred in the 1280 × 800 window: a from 355 to 405, b from 415 to 445.
        #expect(try Self.centres(["a", "b"], of: view) == [Point(x: 640, y: 380), Point(x: 640, y: 430)])
    }

    @Test func nilSpacingIsEightPoints() throws {
        let view = VStack { Self.box("a", 100, 50); Self.box("b", 100, 50) }
        let centres = try Self.centres(["a", "b"], of: view)
        #expect(centres[1].y - centres[0].y == 58)
    }

    @Test func alignmentLinesChildrenUpAcrossTheAxis() throws {
        let leading = VStack(alignment: .leading, spacing: 0) { Self.box("a", 100, 50); Self.box("b", 200, 50) }
        #expect(try Self.centres(["a", "b"], of: leading).map(\.x) == [590, 640])
        let top = HStack(alignment: .top, spacing: 0) { Self.box("a", 100, 50); Self.box("b", 100, 100) }
        #expect(try Self.centres(["a", "b"], of: top) == [Point(x: 590, y: 375), Point(x: 690, y: 400)])
    }

    @Test func aSpacerTakesWhatTheFixedChildrenLeave() throws {
        let view = HStack(spacing: 0) { Self.box("a", 100, 40); Spacer(); Self.box("b", 100, 40) }
            .frame(width: 600, height: 40)
        // The row is 600 wide at the window's centre: a at its leading edge, b at its trailing one.
        #expect(try Self.centres(["a", "b"], of: view).map(\.x) == [390, 890])
    }

    @Test func flexibleChildrenShareTheRoomLeastFlexibleFirst() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).name("narrow")
            Rectangle().frame(maxWidth: .infinity).name("wide")
        }
        .frame(width: 500, height: 100)
        let centres = try Self.centres(["narrow", "wide"], of: view)
        // The narrow one takes its 100 of the first half's offer; the wide one the 400 left.
        #expect(centres.map(\.x) == [440, 690])
    }

    @Test func paddingWithoutALengthIsSixteenPoints() throws {
        let view = VStack(spacing: 0) { Self.box("a", 100, 50).padding(); Self.box("b", 100, 50) }
        let centres = try Self.centres(["a", "b"], of: view)
        #expect(centres[1].y - centres[0].y == 50 + 16)
        let edges = VStack(spacing: 0) { Self.box("a", 100, 50).padding(.top, 30); Self.box("b", 100, 50) }
        let moved = try Self.centres(["a", "b"], of: edges)
        #expect(moved[1].y - moved[0].y == 50)
        #expect(moved[0].y == 400 - 65 + 30 + 25)
    }

    @Test func aFixedFrameLargerThanItsContentPlacesItByAlignment() throws {
        let view = ZStack { Self.box("a", 100, 100) }.frame(width: 400, height: 300, alignment: .topLeading)
        #expect(try Self.centres(["a"], of: view) == [Point(x: 490, y: 300)])
        let aligned = ZStack(alignment: .bottomTrailing) { Self.box("big", 300, 200); Self.box("badge", 50, 50) }
        #expect(try Self.centres(["badge"], of: aligned) == [Point(x: 765, y: 475)])
    }

    /// Three rows; a tap anywhere on them removes row 2.
    struct Rows: EntityView {
        @State private var rows = [1, 2, 3]
        var body: some EntityView {
            VStack(spacing: 0) {
                ForEach(rows, id: \.self) { row in LayoutTests.box("row-\(row)", 100, 50) }
            }
            .contentShape(Rectangle())
            .onTapGesture { rows.removeAll { $0 == 2 } }
        }
    }

    @Test func forEachKeepsTheEntitiesOfElementsThatStay() throws {
        let runner = SceneRunner(scene: DeclarativeScene { Rows() })
        let third = try runner.entity("row-3")
        #expect(try runner.state("row-3").y == 450)
        runner.run(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1), until: 1)
        #expect(runner.simulation.entity(named: "row-2") == nil)
        #expect(try runner.entity("row-3") == third)
        // The stack is 100 tall now: row 3 moved up to just under row 1.
        #expect(try runner.state("row-1").y == 375)
        #expect(try runner.state("row-3").y == 425)
    }

    @Test func forEachOverARangeMakesOneViewPerNumber() throws {
        let view = HStack(spacing: 10) { ForEach(0..<3) { index in Self.box("box-\(index)", 20, 20) } }
        #expect(try Self.centres(["box-0", "box-1", "box-2"], of: view).map(\.x) == [610, 640, 670])
    }

    @Test func layoutRunsWhenStateChangesAndNotOnQuietTicks() throws {
        let scene = DeclarativeScene { Rows() }
        let runner = SceneRunner(scene: scene)
        #expect(scene.layoutPasses == 1)
        runner.run(until: 1)
        #expect(scene.layoutPasses == 1)
        runner.run(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 1.1), until: 2)
        #expect(scene.layoutPasses == 2)
        runner.run(until: 3)
        #expect(scene.layoutPasses == 2)
    }
}
