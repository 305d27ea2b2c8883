import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's shorthands: `onTapGesture(count:coordinateSpace:perform:)` (with the location)
/// and `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
@Suite("onTapGesture with a location, onLongPressGesture")
struct TapAndPressShorthandTests {
    final class Record {
        var taps: [Point] = []
        var pressing: [Bool] = []
        var performed = 0
    }

    /// A 400 × 200 board at (640, 400) that drops a pin where it is tapped.
    struct PinBoard: EntityView {
        let record: Record
        let count: Int
        let space: CoordinateSpace

        var body: some EntityView {
            Rectangle()
                .fill(.gray)
                .frame(width: 400, height: 200)
                .onTapGesture(count: count, coordinateSpace: space) { location in record.taps.append(location) }
                .name("board")
        }
    }

    static func taps(count: Int = 1, space: CoordinateSpace, trace: TraceBuilder) -> [Point] {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { PinBoard(record: record, count: count, space: space) })
        runner.run(trace, until: 2)
        return record.taps
    }

    @Test func theLocationIsLocalByDefault() {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene {
            Rectangle().frame(width: 400, height: 200).onTapGesture { record.taps.append($0) }.name("board")
        })
        runner.run(TraceBuilder().tap(1, at: Point(x: 500, y: 350), t: 0.1), until: 1)
        #expect(record.taps == [Point(x: 60, y: 50)], "from the board's top left (440, 300)")
    }

    @Test func theLocationInTheSpaceAskedFor() {
        #expect(Self.taps(space: .global, trace: TraceBuilder().tap(1, at: Point(x: 500, y: 350), t: 0.1)) == [Point(x: 500, y: 350)])
        #expect(Self.taps(space: .local, trace: TraceBuilder().tap(1, at: Point(x: 500, y: 350), t: 0.1)) == [Point(x: 60, y: 50)])
    }

    @Test func aDoubleTapGivesTheSecondTapsLocation() {
        let trace = TraceBuilder().tap(1, at: Point(x: 500, y: 350), t: 0.1).tap(1, at: Point(x: 510, y: 352), t: 0.3)
        #expect(Self.taps(count: 2, space: .global, trace: trace) == [Point(x: 510, y: 352)])
        #expect(Self.taps(count: 2, space: .global, trace: TraceBuilder().tap(1, at: Point(x: 500, y: 350), t: 0.1)).isEmpty)
    }

    @Test func aTapWithoutTheLocationStillWorks() throws {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene {
            Circle().frame(width: 100, height: 100).onTapGesture(count: 2) { record.performed += 1 }.name("dot")
        })
        runner.run(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1).tap(1, at: Point(x: 640, y: 400), t: 0.3), until: 1)
        #expect(record.performed == 1)
    }

    /// A "like" button: pressing shrinks it, a one-second press likes.
    struct LikeButton: EntityView {
        let record: Record
        @State private var isPressing = false
        @State private var isLiked = false

        var body: some EntityView {
            Circle()
                .fill(isLiked ? .red : .gray)
                .frame(width: 120, height: 120)
                .scaleEffect(isPressing ? 0.9 : 1)
                .onLongPressGesture(minimumDuration: 1, perform: {
                    isLiked.toggle()
                    record.performed += 1
                }, onPressingChanged: { pressing in
                    isPressing = pressing
                    record.pressing.append(pressing)
                })
                .name("like")
        }
    }

    static func press(_ trace: TraceBuilder, until time: Double) -> (runner: SceneRunner, record: Record) {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { LikeButton(record: record) })
        runner.run(trace, until: time)
        return (runner, record)
    }

    @Test func holdingLongEnoughPerformsWhileStillPressed() throws {
        let down = TraceBuilder().down(1, at: Point(x: 640, y: 400), t: 0.1)
        let (pressing, early) = Self.press(down, until: 0.5)
        #expect(early.pressing == [true])
        #expect(try pressing.state("like").scale == 0.9)
        let (liked, record) = Self.press(down, until: 1.2)
        #expect(record.performed == 1, "at 1.1 s, the finger still down")
        #expect(record.pressing == [true, false])
        #expect(try liked.state("like").color == Color.red.hex)
        #expect(try liked.state("like").scale == 1)
    }

    @Test func releasingEarlyOnlyStopsPressing() throws {
        let (runner, record) = Self.press(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1, duration: 0.4), until: 2)
        #expect(record.performed == 0)
        #expect(record.pressing == [true, false])
        #expect(try runner.state("like").color == Color.gray.hex)
    }

    @Test("moving maximumDistance away stops pressing", arguments: [(9.0, 1), (11.0, 0)])
    func movingAway(distance: Double, performed: Int) {
        let trace = TraceBuilder().down(1, at: Point(x: 640, y: 400), t: 0.1)
            .move(1, to: Point(x: 640 + distance, y: 400), t: 0.3)
        let (_, record) = Self.press(trace, until: 2)
        #expect(record.performed == performed)
        #expect(record.pressing == [true, false])
    }
}
