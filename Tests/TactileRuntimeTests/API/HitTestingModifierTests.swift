import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's `allowsHitTesting(_:)` and `contentShape(_:)`: picking honours both, for presses
/// and for hovers.
@Suite("allowsHitTesting(_:) and contentShape(_:)")
struct HitTestingModifierTests {
    /// A card with a caption over it: the caption may or may not take hits.
    struct CaptionedCard: EntityView {
        let fired: FiredGestures
        let captionTakesHits: Bool

        var body: some EntityView {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.blue)
                    .frame(width: 300, height: 200)
                    .onTapGesture { fired.fire("card") }
                    .name("card")
                Text("Tap me")
                    .font(.system(size: 40))
                    .onTapGesture { fired.fire("caption") }
                    .allowsHitTesting(captionTakesHits)
                    .name("caption")
            }
        }
    }

    static func tapCentre(captionTakesHits: Bool) -> [String] {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene { CaptionedCard(fired: fired, captionTakesHits: captionTakesHits) })
        runner.run(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1), until: 1)
        return fired.names
    }

    @Test func aCaptionThatTakesNoHitsLetsTheTapThrough() {
        #expect(Self.tapCentre(captionTakesHits: true) == ["caption"])
        #expect(Self.tapCentre(captionTakesHits: false) == ["card"])
    }

    @Test func turningItOffOnAParentTurnsOffItsChildren() throws {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene {
            ZStack {
                Rectangle().frame(width: 600, height: 400).onTapGesture { fired.fire("floor") }.name("floor")
                Rectangle()
                    .fill(.gray)
                    .frame(width: 300, height: 300)
                    .overlay(Circle().frame(width: 100, height: 100).onTapGesture { fired.fire("button") }.name("button"))
                    .allowsHitTesting(false)
                    .name("panel")
            }
        })
        runner.run(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1), until: 1)
        #expect(fired.names == ["floor"])
        #expect(runner.simulation.hitTest(Point(x: 640, y: 400)) == (try runner.entity("floor")))
    }

    /// A switch that disables the pad it sits beside.
    struct Switchable: EntityView {
        let fired: FiredGestures
        @State private var padIsLive = true

        var body: some EntityView {
            ZStack {
                Rectangle().frame(width: 200, height: 200).position(x: 400, y: 400)
                    .onTapGesture { fired.fire("pad") }
                    .allowsHitTesting(padIsLive)
                    .name("pad")
                Rectangle().frame(width: 100, height: 100).position(x: 900, y: 400)
                    .onTapGesture { padIsLive.toggle() }
                    .name("switch")
            }
        }
    }

    @Test func theFlagFollowsState() {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene { Switchable(fired: fired) })
        let pad = Point(x: 400, y: 400), toggle = Point(x: 900, y: 400)
        runner.run(TraceBuilder().tap(1, at: pad, t: 0.1).tap(1, at: toggle, t: 0.5).tap(1, at: pad, t: 0.9)
                    .tap(1, at: toggle, t: 1.3).tap(1, at: pad, t: 1.7), until: 2.5)
        #expect(fired.names == ["pad", "pad"])
    }

    // MARK: contentShape

    /// A star whose taps count anywhere in its square, or a square whose taps count only in its
    /// inscribed circle.
    struct Shapes: EntityView {
        let fired: FiredGestures
        var body: some EntityView {
            ZStack {
                Star()
                    .frame(width: 200, height: 200)
                    .position(x: 300, y: 400)
                    .contentShape(Rectangle())
                    .onTapGesture { fired.fire("star") }
                    .name("star")
                Rectangle()
                    .frame(width: 200, height: 200)
                    .position(x: 800, y: 400)
                    .contentShape(Circle())
                    .onTapGesture { fired.fire("square") }
                    .name("square")
                Text("Swift")
                    .position(x: 640, y: 700)
                    .contentShape(ShapeKind.rectangle(width: 300, height: 100))
                    .onTapGesture { fired.fire("label") }
                    .name("label")
            }
        }
    }

    static func tap(_ point: Point) -> [String] {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene { Shapes(fired: fired) })
        runner.run(TraceBuilder().tap(1, at: point, t: 0.1), until: 1)
        return fired.names
    }

    @Test func aRectangleContentShapeFillsTheEntitysFrame() {
        #expect(Self.tap(Point(x: 300, y: 400)) == ["star"], "the centre")
        #expect(Self.tap(Point(x: 210, y: 310)) == ["star"], "a corner of the square, outside the star's points")
        #expect(Self.tap(Point(x: 195, y: 400)).isEmpty, "outside the frame")
    }

    @Test func aCircleContentShapeLeavesTheCornersOut() {
        #expect(Self.tap(Point(x: 800, y: 400)) == ["square"])
        #expect(Self.tap(Point(x: 890, y: 400)) == ["square"], "inside the circle")
        #expect(Self.tap(Point(x: 710, y: 310)).isEmpty, "a corner of the square, outside the circle")
    }

    @Test func aShapeKindIsTakenAsGiven() {
        #expect(Self.tap(Point(x: 500, y: 700)) == ["label"], "far left of the word, inside the 300 pt box")
        #expect(Self.tap(Point(x: 640, y: 745)) == ["label"])
        #expect(Self.tap(Point(x: 640, y: 760)).isEmpty)
    }

    @Test func theSpatialIndexFilesEntitiesByTheirContentShape() throws {
        let runner = SceneRunner(scene: DeclarativeScene { Shapes(fired: FiredGestures()) })
        let label = try runner.entity("label")
        let box = try #require(runner.simulation.world.resource(SpatialIndex.self).box(of: label))
        #expect(isClose(box.size.width, 300) && isClose(box.size.height, 100))
    }
}
