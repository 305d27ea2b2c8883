import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's `coordinateSpace(name:)`: `.named("…")` resolves to the nearest entity on the
/// gesture's path (itself or an ancestor) that declared the name. An unknown name stops a debug
/// build; a release build uses global coordinates.
@Suite("coordinateSpace(name:)")
struct CoordinateSpaceNameTests {
    final class Record {
        var locations: [Point] = []
    }

    /// A 600 × 400 board at (640, 400) (top left at (340, 200)) holding a 400 × 200 tray at
    /// its centre (top left at (440, 300)) holding a 60 pt chip that reports drags in `space`.
    struct Board: EntityView {
        let space: CoordinateSpace
        let record: Record
        var trayName = "tray"

        var body: some EntityView {
            let chip = Circle()
                .fill(.orange)
                .frame(width: 60, height: 60)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged { value in
                    record.locations.append(value.location)
                })
                .name("chip")
            let tray = Rectangle()
                .fill(.gray)
                .frame(width: 400, height: 200)
                .overlay(chip)
                .coordinateSpace(name: trayName)
                .name("tray")
            return Rectangle()
                .fill(.white)
                .frame(width: 600, height: 400)
                .overlay(tray)
                .coordinateSpace(name: "board")
                .name("board")
        }
    }

    static func locations(in space: CoordinateSpace, trayName: String = "tray") -> [Point] {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { Board(space: space, record: record, trayName: trayName) })
        runner.run(TraceBuilder().drag(1, from: Point(x: 640, y: 400), to: Point(x: 650, y: 410), t: 0.1, duration: 0.1,
                                       steps: 1), until: 1)
        return record.locations
    }

    @Test("locations in a named ancestor's space", arguments: [
        (CoordinateSpace.named("board"), Point(x: 310, y: 210)),
        (.named("tray"), Point(x: 210, y: 110)),
        (.global, Point(x: 650, y: 410)),
        (.local, Point(x: 40, y: 40)),
    ])
    func namedSpaces(space: CoordinateSpace, expected: Point) {
        #expect(Self.locations(in: space).last == expected)
    }

    @Test func theNearestDeclarationOfANameWins() {
        // The tray also calls itself "board": the chip's gesture sees the tray's.
        #expect(Self.locations(in: .named("board"), trayName: "board").last == Point(x: 210, y: 110))
    }

    @Test func aNameDeclaredByTheGesturesOwnEntityIsItsLocalSpace() {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene {
            Rectangle()
                .frame(width: 200, height: 200)
                .coordinateSpace(name: "pad")
                .onTapGesture(coordinateSpace: .named("pad")) { record.locations.append($0) }
                .name("pad")
        })
        runner.run(TraceBuilder().tap(1, at: Point(x: 600, y: 350), t: 0.1), until: 1)
        #expect(record.locations == [Point(x: 60, y: 50)])
    }

    @Test func namesFollowTheEntityAsItMoves() throws {
        // Drag the board by 100 pt; then a chip drag reports the same board location as before.
        let record = Record()
        struct MovingBoard: EntityView {
            let record: Record
            @State private var offset = Vector.zero
            var body: some EntityView {
                let chip = Circle().frame(width: 60, height: 60)
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("board")).onChanged { record.locations.append($0.location) })
                    .name("chip")
                return Rectangle().frame(width: 600, height: 400)
                    .overlay(chip)
                    .offset(offset)
                    .coordinateSpace(name: "board")
                    .gesture(DragGesture().onEnded { offset += $0.translation })
                    .name("board")
            }
        }
        let runner = SceneRunner(scene: DeclarativeScene { MovingBoard(record: record) })
        runner.run(TraceBuilder().drag(1, from: Point(x: 400, y: 250), to: Point(x: 500, y: 250), t: 0.1, duration: 0.2), until: 1)
        runner.run(TraceBuilder().drag(1, from: Point(x: 740, y: 400), to: Point(x: 741, y: 400), t: 1.1, duration: 0.1, steps: 1),
                   until: 2)
        #expect(record.locations.last == Point(x: 301, y: 200))
    }

    #if DEBUG
    @Test func anUnknownNameStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            _ = CoordinateSpaceNameTests.locations(in: .named("bored"))
        }
    }
    #else
    @Test func anUnknownNameIsGlobalInARelease() {
        #expect(Self.locations(in: .named("bored")).last == Point(x: 650, y: 410))
    }
    #endif
}
