import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's `gesture(_:isEnabled:)`, `highPriorityGesture(_:isEnabled:)` and
/// `simultaneousGesture(_:isEnabled:)`: a disabled gesture steps aside, its children's gestures
/// go on as if it were not there, and the flag follows state.
@Suite("gesture(_:isEnabled:) and its kin")
struct GestureIsEnabledTests {
    /// A circle that drags unless locked; a padlock square toggles the lock.
    struct LockableCircle: EntityView {
        @State private var offset = Vector.zero
        @State private var isLocked: Bool

        init(locked: Bool) { _isLocked = State(initialValue: locked) }

        var body: some EntityView {
            ZStack {
                Circle()
                    .fill(.blue)
                    .frame(width: 100, height: 100)
                    .position(x: 400, y: 400)
                    .offset(offset)
                    .gesture(DragGesture().onEnded { value in offset += value.translation }, isEnabled: !isLocked)
                    .name("circle")
                Rectangle()
                    .fill(.gray)
                    .frame(width: 80, height: 80)
                    .position(x: 1000, y: 200)
                    .onTapGesture { isLocked.toggle() }
                    .name("padlock")
            }
        }
    }

    static func dragCircle(_ t: Double) -> TraceBuilder {
        TraceBuilder().drag(1, from: Point(x: 400, y: 400), to: Point(x: 500, y: 450), t: t, duration: 0.2)
    }

    @Test func anEnabledGestureDrags() throws {
        let runner = SceneRunner(scene: DeclarativeScene { LockableCircle(locked: false) })
        runner.run(Self.dragCircle(0.1), until: 1)
        #expect(isClose(try runner.state("circle").centre, Point(x: 500, y: 450)))
    }

    @Test func aDisabledGestureDoesNothing() throws {
        let runner = SceneRunner(scene: DeclarativeScene { LockableCircle(locked: true) })
        runner.run(Self.dragCircle(0.1), until: 1)
        #expect(isClose(try runner.state("circle").centre, Point(x: 400, y: 400)))
        #expect(runner.logEvents(of: "circle").isEmpty)
    }

    @Test func theFlagFollowsState() throws {
        let runner = SceneRunner(scene: DeclarativeScene { LockableCircle(locked: true) })
        runner.run(Self.dragCircle(0.1), until: 0.5)
        runner.run(TraceBuilder().tap(1, at: Point(x: 1000, y: 200), t: 0.6), until: 0.8)   // unlock
        runner.run(Self.dragCircle(0.9), until: 1.5)
        #expect(isClose(try runner.state("circle").centre, Point(x: 500, y: 450)))
        runner.run(TraceBuilder().tap(1, at: Point(x: 1000, y: 200), t: 1.6), until: 1.8)   // lock again
        runner.run(TraceBuilder().drag(1, from: Point(x: 500, y: 450), to: Point(x: 600, y: 450), t: 1.9, duration: 0.2),
                   until: 2.5)
        #expect(isClose(try runner.state("circle").centre, Point(x: 500, y: 450)))
    }

    /// The seeds' panel and knob, both draggable, the panel's drag attached as `priority`
    /// says, enabled or not.
    struct Panel: EntityView {
        let priority: GestureAttachment.Priority
        let isEnabled: Bool
        @State private var panelOffset = Vector.zero
        @State private var knobOffset = Vector.zero

        var body: some EntityView {
            let knob = Circle()
                .fill(.orange)
                .frame(width: 100, height: 100)
                .offset(knobOffset)
                .gesture(DragGesture().onEnded { value in knobOffset += value.translation })
                .name("knob")
            let panel = RoundedRectangle(cornerRadius: 24)
                .fill(.gray)
                .frame(width: 800, height: 500)
                .overlay(knob)
                .offset(panelOffset)
            let drag = DragGesture().onEnded { value in panelOffset += value.translation }
            switch priority {
            case .normal: return panel.gesture(drag, isEnabled: isEnabled).name("panel")
            case .high: return panel.highPriorityGesture(drag, isEnabled: isEnabled).name("panel")
            case .simultaneous: return panel.simultaneousGesture(drag, isEnabled: isEnabled).name("panel")
            }
        }
    }

    /// Where the knob and the panel end up after a 100 pt drag that starts on the knob.
    static func dragOnKnob(_ priority: GestureAttachment.Priority, enabled: Bool) throws -> (knob: Point, panel: Point) {
        let runner = SceneRunner(scene: DeclarativeScene { Panel(priority: priority, isEnabled: enabled) })
        runner.run(TraceBuilder().drag(1, from: Point(x: 640, y: 400), to: Point(x: 740, y: 400), t: 0.1, duration: 0.2),
                   until: 1)
        return (try runner.state("knob").centre, try runner.state("panel").centre)
    }

    @Test(arguments: [
        // priority, enabled, knob x, panel x: the knob moves with its panel
        (GestureAttachment.Priority.normal, true, 740.0, 640.0),   // children first: the knob
        (.normal, false, 740, 640),
        (.high, true, 740, 740),                                  // the panel first: both move together
        (.high, false, 740, 640),                                 // disabled: the knob's own drag
        (.simultaneous, true, 840, 740),                          // both: the knob moves twice as far
        (.simultaneous, false, 740, 640),
    ])
    func aDragOnTheKnob(priority: GestureAttachment.Priority, enabled: Bool, knobX: Double, panelX: Double) throws {
        let (knob, panel) = try Self.dragOnKnob(priority, enabled: enabled)
        #expect(isClose(knob.x, knobX, within: 0.5), "knob")
        #expect(isClose(panel.x, panelX, within: 0.5), "panel")
    }

    @Test func aDisabledGestureOnTheEntityItselfLeavesItInert() throws {
        for priority in [GestureAttachment.Priority.normal, .high, .simultaneous] {
            let runner = SceneRunner(scene: DeclarativeScene { Panel(priority: priority, isEnabled: false) })
            runner.run(TraceBuilder().drag(1, from: Point(x: 300, y: 250), to: Point(x: 400, y: 250), t: 0.1, duration: 0.2),
                       until: 1)
            #expect(isClose(try runner.state("panel").centre, Point(x: 640, y: 400)), "\(priority)")
        }
    }
}
