import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SwiftUI's `accessibilityAction(named:_:)`, `accessibilityAction(_:_:)` and
/// `accessibilityZoomAction(_:)`, next to `accessibilityAdjustableAction(_:)`: the keyboard
/// alternatives go through them on the focused entity (Return the default action, `+`/`-` the
/// zoom action, `1`…`9` the named actions).
@Suite("Accessibility actions through the keyboard")
struct AccessibilityActionTests {
    /// A map: zooming changes its own zoom level, Reset and Favourite are named actions, and
    /// activating it toggles a pin.
    struct MapView: EntityView {
        let environment: SceneEnvironment
        @State private var zoom = 1.0
        @State private var isPinned = false

        var body: some EntityView {
            Rectangle()
                .fill(isPinned ? .red : .blue)
                .frame(width: 400, height: 300)
                .scaleEffect(zoom)
                .accessibilityZoomAction { action in
                    zoom *= action.direction == .zoomIn ? 2 : 0.5
                    environment.log("map", "zoom-\(action.direction == .zoomIn ? "in" : "out")@\(Int(action.location.x)),\(Int(action.location.y))")
                }
                .accessibilityAction(named: "Reset") {
                    zoom = 1
                    environment.log("map", "reset")
                }
                .accessibilityAction(named: "Favourite") { environment.log("map", "favourite") }
                .accessibilityAction { isPinned.toggle() }
                .onTapGesture { environment.log("map", "tapped") }
                .name("map")
        }
    }

    static func run(_ keys: [String], until time: Double = 2) -> SceneRunner {
        let runner = SceneRunner(scene: DeclarativeScene(environment: { MapView(environment: $0) }))
        var trace = TraceBuilder().key("Tab", t: 0.1)
        for (i, key) in keys.enumerated() { trace = trace.key(key, t: 0.2 + Double(i) * 0.1) }
        runner.run(trace, until: time)
        return runner
    }

    @Test func plusAndMinusRunTheZoomActionInsteadOfScaling() throws {
        let runner = Self.run(["+", "+", "-"])
        #expect(try runner.state("map").scale == 2)
        #expect(runner.logEvents(of: "map") == ["zoom-in@200,150", "zoom-in@400,300", "zoom-out@800,600"])
    }

    @Test func numberKeysRunTheNamedActionsInOrder() throws {
        let runner = Self.run(["+", "2", "1", "3"])
        #expect(try runner.state("map").scale == 1)
        #expect(runner.logEvents(of: "map") == ["zoom-in@200,150", "favourite", "reset"], "3: no third action")
    }

    @Test func returnRunsTheDefaultActionInsteadOfATap() throws {
        let runner = Self.run(["Return"])
        #expect(try runner.state("map").color == Color.red.hex)
        #expect(!runner.logEvents(of: "map").contains("tapped"))
    }

    @Test func withoutActionsTheKeyboardKeepsItsBuiltInBehaviour() throws {
        // tap-star has none: Return taps it, + scales it.
        let runner = try SceneRunner("tap-star")
        runner.run(TraceBuilder().key("Tab", t: 0.1).key("Return", t: 0.2).key("+", t: 0.3), until: 2)
        #expect(isClose(try runner.state("star").scale, 0.5 * 1.1, within: 1e-6))
    }

    @Test func theActionsAreAComponentAnySceneCanGive() {
        let simulation = Simulation()
        var ran: [String] = []
        let dial = simulation.spawn(name: "dial", shape: .circle(radius: 50), appearance: Appearance(position: Point(x: 640, y: 400)))
        simulation.world.insert(AccessibilityActions(named: [("Spin", { ran.append("spin") })]), for: dial)
        simulation.focused = dial
        Replay.run(TraceBuilder().key("1", t: 0.1).events, on: simulation, until: 1)
        #expect(ran == ["spin"])
        #expect(simulation.world[AccessibilityActions.self, dial]?.names == ["Spin"])
    }
}
