import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// SPEC 3.7's Button beyond the `button` scene: its gesture against its ancestors' (`.gesture`
/// children first, `.highPriorityGesture` taking over, `.simultaneousGesture` both), styles with
/// `configuration.isPressed` and `configuration.label`, the `label:` form, and focus for a
/// button without a name.
@Suite("Button styles and composition")
struct ButtonStyleTests {
    final class Record {
        var taps = 0
        var drags: [Vector] = []
    }

    /// A draggable panel with an OK button at its centre, the panel's drag attached as `attach` says.
    struct Panel: EntityView {
        let attach: GestureAttachment.Priority
        let record: Record
        @State private var offset = Vector.zero

        func attached(_ panel: EntityNode) -> EntityNode {
            let drag = DragGesture(coordinateSpace: .global).onEnded { value in
                record.drags.append(value.translation)
                offset += value.translation
            }
            switch attach {
            case .normal: return panel.gesture(drag)
            case .high: return panel.highPriorityGesture(drag)
            case .simultaneous: return panel.simultaneousGesture(drag)
            }
        }

        var body: some EntityView {
            attached(Rectangle()
                .fill(.gray)
                .frame(width: 600, height: 400)
                .offset(offset)
                .overlay(Button("OK") { record.taps += 1 }.frame(width: 160, height: 50).name("ok"))
                .name("panel"))
        }
    }

    static let centre = Point(x: 640, y: 400)

    static func panel(_ attach: GestureAttachment.Priority, _ trace: TraceBuilder) -> (SceneRunner, Record) {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { Panel(attach: attach, record: record) })
        runner.run(trace, until: 2)
        return (runner, record)
    }

    @Test func withGestureOnTheParentTheButtonWins() throws {
        // A drag that starts on the button does not move the panel, even released far away.
        let (runner, record) = Self.panel(.normal, TraceBuilder()
            .drag(1, from: Self.centre, to: Point(x: 640, y: 700), t: 0.1, duration: 0.3))
        #expect(record.drags.isEmpty)
        #expect(record.taps == 0, "released beyond its region")
        #expect(isClose(try runner.state("panel").centre, Self.centre))
        let (_, tapped) = Self.panel(.normal, TraceBuilder().tap(1, at: Self.centre, t: 0.1))
        #expect(tapped.taps == 1)
        let (_, dragged) = Self.panel(.normal, TraceBuilder()
            .drag(1, from: Point(x: 400, y: 300), to: Point(x: 500, y: 300), t: 0.1, duration: 0.3))
        #expect(dragged.drags.count == 1, "off the button the panel's drag works")
    }

    @Test func aHighPriorityGestureOnTheParentTakesThePressOver() throws {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { Panel(attach: .high, record: record) })
        runner.run(TraceBuilder().down(1, at: Self.centre, t: 0.1), until: 0.15)
        #expect(try runner.state("ok").opacity == 0.5, "pressed until the drag begins")
        runner.run(TraceBuilder().moves(1, from: Self.centre, to: Point(x: 680, y: 400), t: 0.2, duration: 0.2)
            .up(1, at: Point(x: 680, y: 400), t: 0.5), until: 0.45)
        #expect(try runner.state("ok").opacity == 1, "the panel's drag took over")
        runner.run(until: 2)
        #expect(record.taps == 0, "released on the button, but the press was taken over")
        #expect(record.drags.count == 1)
        #expect(runner.logEvents(of: "ok") == ["began", "cancelled"])
    }

    @Test func aSimultaneousGestureOnTheParentRunsWithIt() {
        let (_, record) = Self.panel(.simultaneous, TraceBuilder()
            .drag(1, from: Self.centre, to: Point(x: 680, y: 400), t: 0.1, duration: 0.2))
        #expect(record.taps == 1)
        #expect(record.drags.count == 1)
    }

    // MARK: Styles

    /// A style that shows the press by colour and size, with its label in white.
    struct Squash: ButtonStyle {
        func makeBody(configuration: Configuration) -> some EntityView {
            let colour: Color = configuration.isPressed ? .orange : .purple
            Circle()
                .fill(colour)
                .frame(width: 120, height: 120)
                .overlay(configuration.label.foregroundColor(.white).name("squash-label"))
                .scaleEffect(configuration.isPressed ? 0.9 : 1)
        }
    }

    /// A form whose body makes its buttons: a style on the form reaches them.
    struct Form: EntityView {
        var body: some EntityView {
            Button("Send") {}.name("send")
        }
    }

    @Test func aStyleGetsIsPressedAndTheLabel() throws {
        let runner = SceneRunner(scene: DeclarativeScene { Button("Go") {}.buttonStyle(Squash()).name("go") })
        runner.run(TraceBuilder().down(1, at: Self.centre, t: 0.1), until: 0.2)
        #expect(try runner.state("go").color == Color.orange.hex)
        #expect(isClose(try runner.state("go").scale, 0.9))
        let label = try runner.state("squash-label")
        #expect(label.color == Color.white.hex)
        #expect(isClose(label.centre, Self.centre), "the label sits in the style's shape")
        runner.run(TraceBuilder().up(1, at: Self.centre, t: 0.3), until: 0.4)
        #expect(try runner.state("go").color == Color.purple.hex)
        #expect(try runner.state("go").scale == 1)
        #expect(try runner.state("go").label == "Go")
    }

    @Test func aStyleReachesTheButtonsAViewsBodyMakes() throws {
        let runner = SceneRunner(scene: DeclarativeScene { Form().buttonStyle(Squash()) })
        runner.run(until: 0)
        #expect(try runner.state("send").color == Color.purple.hex)
    }

    @Test func theBuiltInStyles() throws {
        let runner = SceneRunner(scene: DeclarativeScene {
            ZStack {
                Button("A") {}.name("automatic").position(x: 200, y: 200)
                Button("B") {}.buttonStyle(.borderedProminent).name("prominent").position(x: 400, y: 200)
                Button("C", role: .destructive) {}.buttonStyle(.borderedProminent).name("destructive").position(x: 600, y: 200)
                Button {} label: { Star().frame(width: 60, height: 60).name("star") }
                    .buttonStyle(.plain).position(x: 800, y: 200)
            }
        })
        runner.run(TraceBuilder().down(1, at: Point(x: 800, y: 200), t: 0.1), until: 0.2)
        #expect(try runner.state("automatic").color == "#D9EBFF")
        #expect(try runner.state("prominent").color == "#007AFF")
        #expect(try runner.state("destructive").color == Color.red.hex)
        #expect(try runner.state("star").opacity == 0.5, "plain: the label itself dims while pressed")
    }

    // MARK: Labels and focus

    @Test func aLabelsTextIsItsAccessibilityLabelUnlessOneIsGiven() throws {
        let runner = SceneRunner(scene: DeclarativeScene {
            ZStack {
                Button {} label: { Text("Add row") }.name("add").position(x: 300, y: 300)
                Button {} label: { Image(systemName: "star.fill").font(.system(size: 40)) }
                    .accessibilityLabel("Favourite").name("favourite").position(x: 600, y: 300)
                Button {} label: { Circle().frame(width: 40, height: 40) }.name("dot").position(x: 900, y: 300)
            }
        })
        runner.run(until: 0)
        #expect(try runner.state("add").label == "Add row")
        #expect(try runner.state("favourite").label == "Favourite")
        #expect(try runner.state("dot").label == nil)
    }

    @Test func aButtonWithoutANameTakesFocusAndReturnRunsIt() throws {
        let record = Record()
        let runner = SceneRunner(scene: DeclarativeScene { Button("Unnamed") { record.taps += 1 } })
        runner.run(TraceBuilder().key("Tab", t: 0.1).key("Return", t: 0.2), until: 1)
        #expect(runner.simulation.focused != nil)
        #expect(record.taps == 1)
    }
}
