import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SPEC §3.4: each attachment (`.gesture`, `.highPriorityGesture`, `.simultaneousGesture`) takes
/// a `GestureMask` saying whether its own gesture, its subviews' gestures, both or neither
/// take part.
@Suite("Gesture attachments and masks")
struct GestureAttachmentTests {
    /// A 600 × 400 panel at the window's centre with a tappable 100 pt circle in its middle;
    /// the panel's own tap is attached as `priority` says, limited by `mask`.
    struct MaskedPanel: EntityView {
        let priority: GestureAttachment.Priority
        let mask: GestureMask
        var childMask: GestureMask = .all
        let fired: FiredGestures

        var body: some EntityView {
            let child = Circle()
                .fill(.orange)
                .frame(width: 100, height: 100)
                .gesture(TapGesture().onEnded { fired.fire("child") }, including: childMask)
                .name("child")
            let panel = Rectangle()
                .fill(.gray)
                .frame(width: 600, height: 400)
                .overlay(child)
            let tap = TapGesture().onEnded { fired.fire("parent") }
            switch priority {
            case .normal: return panel.gesture(tap, including: mask).name("parent")
            case .high: return panel.highPriorityGesture(tap, including: mask).name("parent")
            case .simultaneous: return panel.simultaneousGesture(tap, including: mask).name("parent")
            }
        }
    }

    static let onChild = Point(x: 640, y: 400)
    static let onParent = Point(x: 450, y: 300)

    /// The gestures that fire for a tap at `point`, sorted.
    static func fired(priority: GestureAttachment.Priority, mask: GestureMask, childMask: GestureMask = .all,
                      tapAt point: Point) -> [String] {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene {
            MaskedPanel(priority: priority, mask: mask, childMask: childMask, fired: fired)
        })
        runner.run(TraceBuilder().tap(1, at: point, t: 0.1), until: 1)
        return fired.names.sorted()
    }

    static let masks: [(String, GestureMask)] = [("all", .all), ("gesture", .gesture), ("subviews", .subviews), ("none", .none)]

    @Test(arguments: [
        // mask, fired by a tap on the child
        ("all", ["child"]),          // children first: the child's tap wins
        ("gesture", ["parent"]),     // the subviews' gestures are off
        ("subviews", ["child"]),     // the panel's own gesture is off
        ("none", []),
    ])
    func gestureWithMask(_ maskName: String, firesOnChild expected: [String]) throws {
        let mask = try #require(Self.masks.first { $0.0 == maskName }?.1)
        #expect(Self.fired(priority: .normal, mask: mask, tapAt: Self.onChild) == expected)
    }

    @Test(arguments: [
        ("all", ["parent"]),         // the parent first: its tap wins
        ("gesture", ["parent"]),
        ("subviews", ["child"]),
        ("none", []),
    ])
    func highPriorityGestureWithMask(_ maskName: String, firesOnChild expected: [String]) throws {
        let mask = try #require(Self.masks.first { $0.0 == maskName }?.1)
        #expect(Self.fired(priority: .high, mask: mask, tapAt: Self.onChild) == expected)
    }

    @Test(arguments: [
        ("all", ["child", "parent"]), // both
        ("gesture", ["parent"]),
        ("subviews", ["child"]),
        ("none", []),
    ])
    func simultaneousGestureWithMask(_ maskName: String, firesOnChild expected: [String]) throws {
        let mask = try #require(Self.masks.first { $0.0 == maskName }?.1)
        #expect(Self.fired(priority: .simultaneous, mask: mask, tapAt: Self.onChild) == expected)
    }

    @Test(arguments: ["all", "gesture", "subviews", "none"])
    func aTapOnThePanelItselfFiresItsGestureUnlessMaskedOut(_ maskName: String) throws {
        let mask = try #require(Self.masks.first { $0.0 == maskName }?.1)
        let expected = mask.contains(.gesture) ? ["parent"] : []
        for priority in [GestureAttachment.Priority.normal, .high, .simultaneous] {
            #expect(Self.fired(priority: priority, mask: mask, tapAt: Self.onParent) == expected, "\(priority)")
        }
    }

    @Test func aChildWhoseGestureIsMaskedOutLeavesTheTapToItsParent() {
        #expect(Self.fired(priority: .normal, mask: .all, childMask: .none, tapAt: Self.onChild) == ["parent"])
        #expect(Self.fired(priority: .normal, mask: .all, childMask: .subviews, tapAt: Self.onChild) == ["parent"])
    }

    @Test func theLogRecordsOnlyTheGestureThatWon() {
        let fired = FiredGestures()
        let runner = SceneRunner(scene: DeclarativeScene {
            MaskedPanel(priority: .normal, mask: .all, fired: fired)
        })
        runner.run(TraceBuilder().tap(1, at: Self.onChild, t: 0.1), until: 1)
        #expect(runner.logEvents(of: "child") == ["ended"])
        #expect(runner.logEvents(of: "parent").isEmpty)
    }

    @Test func gesturesAttachedStraightToEntitiesComposeTheSameWay() {
        // Scenes written against the ECS attach with a priority and a mask too.
        let simulation = Simulation()
        let fired = FiredGestures()
        let parent = simulation.spawn(name: "parent", shape: .rectangle(width: 400, height: 400),
                                      appearance: Appearance(position: Point(x: 640, y: 400)))
        let child = simulation.spawn(name: "child", shape: .circle(radius: 40),
                                     appearance: Appearance(position: .zero), parent: parent)
        simulation.attach(TapGesture().onEnded { fired.fire("child") }, to: child)
        simulation.attach(TapGesture().onEnded { fired.fire("parent") }, to: parent, priority: .high, mask: .all)
        simulation.updateTransforms()
        Replay.run(TraceBuilder().tap(1, at: Point(x: 640, y: 400), t: 0.1).events, on: simulation, until: 1)
        #expect(fired.names == ["parent"])
    }
}
