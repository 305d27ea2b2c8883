import Foundation
import Testing
import Tactile

/// The second port (SecondPort.swift) driven headless by traces: each view does what its
/// SwiftUI original does, on the loop clock.
@Suite("The second port")
struct SecondPortTests {
    static func run<V: EntityView>(_ view: @escaping () -> V, _ events: [InputEvent], until end: Double,
                                   reduceMotion: Bool = false) -> Simulation {
        let simulation = Simulation()
        simulation.world[resource: SceneSettings.self].reduceMotion = reduceMotion
        simulation.load(DeclarativeScene { view() })
        Replay.run(events, on: simulation, until: end)
        return simulation
    }

    static func drag(from start: Point, by delta: Vector, at time: Double, steps: Int = 10, seconds: Double = 0.1) -> [InputEvent] {
        var events: [InputEvent] = [.pointer(PointerEvent(.down, pointer: 1, at: start, time: time))]
        for step in 1...steps {
            let share = Double(step) / Double(steps)
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: start + delta * share, time: time + seconds * share)))
        }
        events.append(.pointer(PointerEvent(.up, pointer: 1, at: start + delta, time: time + seconds)))
        return events
    }

    static func entity(_ name: String, in simulation: Simulation) throws -> StateSnapshot.EntityState {
        try #require(simulation.snapshot.entities.first { $0.name == name })
    }

    /// 300 points in 0.1 s, timed with `value.time.timeIntervalSince(start.time)`: 3,000 pt/s
    /// from the first change to the end (0.09 s, 270 pt), and `onChange` saw it once.
    @Test func flingVelocityComesFromTheValuesDates() throws {
        let simulation = Self.run({ FlingMeter() }, Self.drag(from: Point(x: 200, y: 200), by: Vector(width: 300, height: 0), at: 0.1),
                                  until: 0.5)
        let fling = try Self.entity("fling", in: simulation)
        // The first change comes once the drag passes 10 pt: at 0.11 s, so 300 pt over 0.09 s.
        #expect(abs(fling.x - (200 + 300 / 0.09 / 10)) < 1e-6, "x \(fling.x)")
        #expect(fling.opacity == 0.5, "onChange(of:) ran once the velocity changed")
    }

    @Test func magnifyAndRotateValuesCarryTheirTime() {
        let magnify = MagnifyGesture.Value(magnification: 2, velocity: 0, startAnchor: .center, startLocation: .zero,
                                           time: Date(loopSeconds: 1.25))
        #expect(magnify.time.timeIntervalSince(Date(loopSeconds: 1)) == 0.25)
        let rotate = RotateGesture.Value(rotation: .zero, velocity: .zero, startAnchor: .center, startLocation: .zero,
                                         time: Date(loopSeconds: 2))
        #expect(rotate.time.loopSeconds == 2)
    }

    /// Two fingers on the ellipse's left half spread apart: it doubles about the pinch's start
    /// anchor, so the left edge moves less than the right one would.
    @Test func magnifyScalesAboutItsStartAnchor() throws {
        var events: [InputEvent] = [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: 470, y: 400), time: 0.1)),
            .pointer(PointerEvent(.down, pointer: 2, at: Point(x: 530, y: 400), time: 0.1)),
        ]
        for step in 1...10 {
            let spread = 30 + 3 * Double(step)
            let time = 0.1 + 0.02 * Double(step)
            events.append(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: 500 - spread, y: 400), time: time)))
            events.append(.pointer(PointerEvent(.move, pointer: 2, at: Point(x: 500 + spread, y: 400), time: time)))
        }
        let simulation = Self.run({ AnchoredZoom() }, events, until: 0.4)
        let zoom = try Self.entity("zoom", in: simulation)
        #expect(abs(zoom.scale - 2) < 0.01, "scale \(zoom.scale)")
        // The anchor is (500 − 440) / 400 = 0.15 across, 140 pt left of the centre, which
        // doubles its distance from it: 640 + 140.
        #expect(abs(zoom.x - 780) < 1, "x \(zoom.x)")
        #expect(abs(zoom.y - 400) < 1e-6)
    }

    /// Up on the focused dial turns it 15° about its top-left corner, which stays put.
    @Test func theDialTurnsAboutItsCorner() throws {
        let keys: [InputEvent] = [.key("Tab", isDown: true, modifiers: [], time: 0.1), .key("Up", isDown: true, modifiers: [], time: 0.2)]
        let simulation = Self.run({ CornerDial() }, keys, until: 0.5)
        let dial = try Self.entity("dial", in: simulation)
        #expect(abs(dial.rotation - 15) < 1e-6)
        let corner = Point(x: 540, y: 300), angle = Double.pi / 12
        let centre = Point(x: corner.x + 100 * cos(angle) - 100 * sin(angle), y: corner.y + 100 * sin(angle) + 100 * cos(angle))
        #expect(abs(dial.x - centre.x) < 1e-6 && abs(dial.y - centre.y) < 1e-6, "(\(dial.x), \(dial.y))")
    }

    /// The first tap counts and takes the gesture away: the second tap finds none. The badge
    /// sits in the capsule's top-trailing corner, drawn as a stroke.
    @Test func theOneTimeGestureGoesAwayOnceDone() throws {
        let tap = { (t: Double, x: Double) -> [InputEvent] in [
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: x, y: 400), time: t)),
            .pointer(PointerEvent(.up, pointer: 1, at: Point(x: x, y: 400), time: t + 0.05)),
        ] }
        let simulation = Self.run({ OneTimeBadge() }, tap(0.1, 640) + tap(1.2, 740), until: 1.5)
        let capsule = try Self.entity("capsule", in: simulation)
        #expect(capsule.x == 740 && capsule.color == Color.green.hex)
        let badge = try Self.entity("badge", in: simulation)
        #expect(badge.opacity == 1, "pressed once, not twice")
        #expect(badge.border && badge.x == 740 + 120 - 10 && badge.y == 400 - 40 + 10, "\(badge)")
        #expect(simulation.snapshot.log.filter { $0.entity == "capsule" }.map(\.event) == ["ended"], "the second tap has no gesture to end")
    }

    /// A capsule's round ends and an ellipse's curve take hits only inside the shape.
    @Test func capsulesAndEllipsesHitTestTheirOutline() {
        let capsule = ShapeKind.capsule(width: 200, height: 60), ellipse = ShapeKind.ellipse(width: 200, height: 100)
        #expect(capsule.contains(Point(x: 95, y: 0)) && !capsule.contains(Point(x: 95, y: 28)))
        #expect(capsule.contains(Point(x: 0, y: 29)) && capsule.bounds == Rect(x: -100, y: -30, width: 200, height: 60))
        #expect(ellipse.contains(Point(x: 99, y: 0)) && !ellipse.contains(Point(x: 80, y: 40)))
        #expect(ellipse.contains(Point(x: 60, y: 39)))
    }

    /// Released, the card springs home: still on its way 0.1 s later, unless Reduce Motion is
    /// on, when it is home at once.
    @Test(arguments: [false, true]) func theCardSpringsBackUnlessMotionIsReduced(reduceMotion: Bool) throws {
        let drag = Self.drag(from: Point(x: 640, y: 400), by: Vector(width: 200, height: 0), at: 0.1)
        let simulation = Self.run({ SpringCard() }, drag, until: 0.3, reduceMotion: reduceMotion)
        let card = try Self.entity("card", in: simulation)
        if reduceMotion { #expect(card.x == 640) } else { #expect(card.x > 660 && card.x < 840, "x \(card.x)") }
    }

    @Test func thePresetsAreSwiftUIsSprings() {
        #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.spring(duration: 0.3, bounce: -0.5) == .spring(response: 0.3, dampingFraction: 2))
    }

    @Test func appsTakeReduceMotion() throws {
        #expect(try RunOptions().parse(["--reduce-motion"]).reduceMotion)
        #expect(RunOptions.usage.contains("--reduce-motion"))
    }
}
