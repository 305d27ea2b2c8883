import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

/// SPEC §4: animations move presented values over ticks, each curve ending exactly on its
/// target; the state file reports presented values.
@Suite("Animations")
struct AnimationsTests {
    /// A ball that a tap moves 200 pt right (or back), animated by `.animation(animation)`.
    struct AnimatedToggle: EntityView {
        let animation: Animation?
        @State private var moved = false

        var body: some EntityView {
            Circle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .offset(x: moved ? 200 : 0)
                .animation(animation)
                .onTapGesture { moved.toggle() }
                .name("ball")
        }
    }

    /// The same ball with no `.animation` modifier: the tap's `withAnimation` decides.
    struct TransactionToggle: EntityView {
        let animation: Animation?
        let usesWithAnimation: Bool
        @State private var moved = false

        var body: some EntityView {
            Circle()
                .fill(.blue)
                .frame(width: 100, height: 100)
                .offset(x: moved ? 200 : 0)
                .onTapGesture {
                    if usesWithAnimation {
                        withAnimation(animation) { moved.toggle() }
                    } else {
                        moved.toggle()
                    }
                }
                .name("ball")
        }
    }

    static let ball = Point(x: 640, y: 400)
    /// A tap that ends at 0.15 s, tick 18: the animation starts there.
    static let tap = TraceBuilder().tap(1, at: ball, t: 0.1)
    static let startTick: UInt64 = 18

    static func time(ofTick n: UInt64) -> Double { Double(n) / 120 }

    static let curves: [(String, Animation)] = [
        ("linear", .linear(duration: 0.5)),
        ("easeInOut", .easeInOut),
        ("default", .default),
        ("spring", .spring()),
        ("interactiveSpring", .interactiveSpring()),
    ]

    @Test(arguments: curves)
    func eachCurveFollowsItsTimingAndEndsExactlyOnTarget(name: String, animation: Animation) throws {
        let runner = SceneRunner(scene: DeclarativeScene { AnimatedToggle(animation: animation) })
        runner.feed(Self.tap)
        runner.run(until: Self.time(ofTick: Self.startTick - 1))
        #expect(try runner.state("ball").x == 640)

        // Tick by tick, the presented x is the curve's progress between 640 and 840.
        let start = Self.time(ofTick: Self.startTick)
        let lastTick = Self.startTick + UInt64((animation.totalDuration * 120).rounded(.up)) + 2
        var sawInBetween = false
        for n in Self.startTick...lastTick {
            runner.run(until: Self.time(ofTick: n))
            let elapsed = Self.time(ofTick: n) - start
            let x = try runner.state("ball").x
            let expected = 640 + 200 * animation.fraction(at: elapsed)
            #expect(isClose(x, expected, within: 1e-6), "\(name) at \(elapsed) s: \(x), expected \(expected)")
            if x > 641, x < 839 { sawInBetween = true }
        }
        #expect(sawInBetween, "\(name) moved in steps, not at once")

        // Settled: exactly on target, nothing left running.
        #expect(try runner.state("ball").x == 840)
        let entity = try runner.entity("ball")
        #expect(runner.simulation.animationTracks[entity] == nil)
        runner.run(until: 5)
        #expect(try runner.state("ball").x == 840)
    }

    @Test(arguments: curves)
    func eachCurveReachesItsTargetInItsDuration(name: String, animation: Animation) throws {
        let runner = SceneRunner(scene: DeclarativeScene { AnimatedToggle(animation: animation) })
        runner.feed(Self.tap)
        let end = Self.time(ofTick: Self.startTick) + animation.totalDuration
        // Springs take their time; timing curves their duration. Either way, not long.
        #expect(animation.totalDuration > 0.1 && animation.totalDuration < 1.5, "\(name)")
        runner.run(until: end + 1.0 / 120)
        #expect(try runner.state("ball").x == 840, "\(name)")
    }

    @Test func curvesHaveTheirShapes() throws {
        func midpoint(_ animation: Animation, at fraction: Double) throws -> Double {
            let runner = SceneRunner(scene: DeclarativeScene { AnimatedToggle(animation: animation) })
            runner.run(Self.tap, until: Self.time(ofTick: Self.startTick) + animation.duration * fraction)
            return (try runner.state("ball").x - 640) / 200
        }
        // Linear: proportional. easeInOut: slow at first, halfway at half time, symmetric.
        #expect(isClose(try midpoint(.linear(duration: 0.6), at: 0.25), 0.25))
        #expect(try midpoint(.easeInOut(duration: 0.6), at: 0.25) < 0.2)
        #expect(isClose(try midpoint(.easeInOut(duration: 0.6), at: 0.5), 0.5, within: 1e-4))
        #expect(try midpoint(.easeInOut(duration: 0.6), at: 0.75) > 0.8)
        // A spring overshoots a little, then settles; an interactive spring is quicker.
        #expect(Animation.interactiveSpring().totalDuration < Animation.spring().totalDuration)
        var overshoot = false
        let runner = SceneRunner(scene: DeclarativeScene { AnimatedToggle(animation: .spring()) })
        runner.feed(Self.tap)
        for n in Self.startTick...(Self.startTick + 90) {
            runner.run(until: Self.time(ofTick: n))
            if try runner.state("ball").x > 840.01 { overshoot = true }
        }
        #expect(overshoot)
    }

    @Test func noAnimationJumps() throws {
        let runner = SceneRunner(scene: DeclarativeScene { AnimatedToggle(animation: nil) })
        runner.run(Self.tap, until: Self.time(ofTick: Self.startTick))
        #expect(try runner.state("ball").x == 840)
    }

    @Test func anInterruptedAnimationAddsUpWithoutAJump() throws {
        let runner = SceneRunner(scene: DeclarativeScene { AnimatedToggle(animation: .linear(duration: 1)) })
        runner.feed(Self.tap.tap(1, at: Self.ball + Vector(width: 50, height: 0), t: 0.55))
        // The second tap ends at 0.6 s (tick 72). Changes add up, as SwiftUI's timing-curve
        // animations do: the way back (640, over a second from tick 72) starts while the way there
        // (840, over a second from tick 18) finishes, so the ball moves on without a jump, the two
        // linear animations cancel out until the first is done, and it is home a second later.
        runner.run(until: Self.time(ofTick: 71))
        let before = try runner.state("ball").x
        #expect(isClose(before, 640 + 200 * 53 / 120))
        runner.run(until: Self.time(ofTick: 72))
        #expect(abs(try runner.state("ball").x - before) <= 200.0 / 120 + 1e-6, "no jump")
        runner.run(until: Self.time(ofTick: 100))
        #expect(isClose(try runner.state("ball").x, before, within: 200.0 / 120 + 1e-6), "the two cancel out")
        runner.run(until: Self.time(ofTick: Self.startTick + 120))
        #expect(isClose(try runner.state("ball").x, 640 + 200 * (1 - 66.0 / 120)))
        runner.run(until: 2)
        #expect(try runner.state("ball").x == 640)
    }

    // MARK: Decays, stepped from tick to tick

    /// A square at x 100 whose target moves to x 700 under `animation` at tick 0, as a fling's
    /// release does.
    static func flung(_ animation: Animation) -> (Simulation, Entity) {
        let simulation = Simulation()
        let square = simulation.spawn(name: "square", shape: .rectangle(width: 40, height: 40),
                                      appearance: Appearance(position: Point(x: 100, y: 400)))
        simulation.runTick(0, events: [])
        var target = simulation.targets[square]!
        target.position.x = 700
        simulation.retarget(square, to: target) { channel in channel == .position ? animation : nil }
        return (simulation, square)
    }

    /// Where the closed form puts the flung square at tick `n`.
    static func closedForm(_ animation: Animation, atTick n: UInt64) -> Double {
        700 - 600 * (1 - animation.fraction(at: Double(n) / 120))
    }

    static let decays: [Animation] = [.decay(rate: 2), .decay(rate: 2, stoppingAt: 0.4), .decay(rate: 5).delay(0.1).speed(1.5)]

    @Test(arguments: decays)
    func aDecayIsPresentedTickByTickAsItsClosedForm(animation: Animation) throws {
        let (simulation, square) = Self.flung(animation)
        let lastTick = UInt64((animation.totalDuration * 120).rounded(.up)) + 2
        for n in 1...lastTick {
            simulation.runTick(n, events: [])
            let x = try #require(simulation.presentations[square]).appearance.position.x
            #expect(abs(x - Self.closedForm(animation, atTick: n)) <= 1e-9, "tick \(n): \(x)")
        }
        #expect(simulation.presentations[square]?.appearance.position.x == 700)
        #expect(simulation.animationTracks[square] == nil)
    }

    @Test(arguments: decays)
    func aDecayStaysOnItsClosedFormAcrossSkippedTicksAndRetargets(animation: Animation) throws {
        let (simulation, square) = Self.flung(animation)
        for n: UInt64 in [1, 2, 3, 9, 10, 11, 63, 64, 65, 66, 200, 201] where Double(n) / 120 < animation.totalDuration {
            simulation.runTick(n, events: [])
            // A finger moving the square along y mid-tick: x keeps its lag, computed for this tick.
            var target = try #require(simulation.targets[square])
            target.position.y += 1
            simulation.retarget(square, to: target)
            let presented = try #require(simulation.presentations[square]).appearance.position
            #expect(abs(presented.x - Self.closedForm(animation, atTick: n)) <= 1e-9, "tick \(n): \(presented.x)")
            #expect(presented.y == target.position.y)
        }
    }

    @Test func aDecayWhoseTimeRunsBackLagsInFullOnceItsTimeIsNotPositive() throws {
        // A negative speed (set directly): the time since the delay, times the speed, falls as
        // the time goes on, so a tick that follows the last still asks whether it is positive.
        var animation = Animation.decay(rate: 2).delay(0.5)
        (animation.speed, animation.duration) = (-1, -1)
        let (simulation, square) = Self.flung(animation)
        for n: UInt64 in 1...200 {
            simulation.runTick(n, events: [])
            let x = try #require(simulation.presentations[square]).appearance.position.x
            if (60..<180).contains(n) { #expect(x == 100, "tick \(n): \(x)") }
        }
        #expect(simulation.presentations[square]?.appearance.position.x == 700)
    }

    @Test func aPositionTracksOffsetCountsInAllFourNumbers() throws {
        // A square moving from x 100 to −0, its offset then given a third number: the lag is
        // not 0, and added to the position it makes the −0 a +0, tick after tick.
        let simulation = Simulation()
        let square = simulation.spawn(name: "square", shape: .rectangle(width: 40, height: 40),
                                      appearance: Appearance(position: Point(x: 100, y: 400)))
        simulation.runTick(0, events: [])
        var target = try #require(simulation.targets[square])
        target.position.x = -0.0
        simulation.retarget(square, to: target) { _ in .linear(duration: 1) }
        simulation.animationTracks.modify(square) { $0.tracks[0].offset = SIMD4(0, 0, 5, 0) }
        for n: UInt64 in 1...5 {
            simulation.runTick(n, events: [])
            let x = try #require(simulation.presentations[square]).appearance.position.x
            #expect(x == 0 && x.sign == .plus, "tick \(n): \(x)")
        }
    }

    @Test func aTrackGivenAnotherAnimationFollowsIt() throws {
        let (simulation, square) = Self.flung(.decay(rate: 2))
        simulation.runTick(1, events: [])
        simulation.runTick(2, events: [])
        simulation.animationTracks.modify(square) { running in
            running.tracks[0].animation = .linear(duration: 1)
            running.tracks[0].start = 1.0 / 120
        }
        simulation.runTick(61, events: [])
        #expect(isClose(try #require(simulation.presentations[square]).appearance.position.x, 400))
        simulation.runTick(121, events: [])
        #expect(simulation.presentations[square]?.appearance.position.x == 700)
        #expect(simulation.animationTracks[square] == nil)
    }

    /// An entity that starts animating after others stopped (finished, or settled where they
    /// are) has only its own tracks: nothing of theirs is left behind for it.
    @Test func anEntityStartingToAnimateHasOnlyItsOwnTracks() throws {
        let simulation = Simulation()
        let (a, b, c) = (simulation.spawn(name: "a", shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 100, y: 100))),
                         simulation.spawn(name: "b", shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 100, y: 200))),
                         simulation.spawn(name: "c", shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 100, y: 300))))
        simulation.runTick(0, events: [])
        func move(_ entity: Entity, by dx: Double, over duration: Double) throws {
            var target = try #require(simulation.targets[entity])
            target.position.x += dx
            simulation.retarget(entity, to: target) { _ in .linear(duration: duration) }
        }
        try move(a, by: 100, over: 0.1)
        try move(a, by: 100, over: 0.1)
        try move(b, by: 50, over: 1)
        simulation.runTick(13, events: [])
        #expect(simulation.animationTracks[a] == nil, "finished")
        simulation.settle(b)
        #expect(simulation.animationTracks[b] == nil, "settled")
        for entity in [a, b, c] { try move(entity, by: 10, over: 1) }
        for entity in [a, b, c] {
            let tracks = try #require(simulation.animationTracks[entity]).tracks
            #expect(tracks.count == 1 && tracks[0].offset.x == -10 && tracks[0].start == simulation.now)
        }
        simulation.runTick(73, events: [])
        #expect(isClose(try #require(simulation.presentations[a]).appearance.position.x, 305))
        #expect(isClose(try #require(simulation.presentations[c]).appearance.position.x, 105))
    }

    /// Presenting starts from the whole target: every channel not animating, the border
    /// included, is presented as the target has it, while the animated one lags.
    @Test func everyChannelThatDoesNotAnimateIsPresentedAsTheTargetHasIt() throws {
        let simulation = Simulation()
        let card = simulation.spawn(name: "card", shape: .rectangle(width: 80, height: 50),
                                    appearance: Appearance(position: Point(x: 100, y: 100)))
        simulation.runTick(0, events: [])
        var target = try #require(simulation.targets[card])
        target.position = Point(x: 500, y: 100)
        simulation.retarget(card, to: target) { $0 == .position ? .linear(duration: 1) : nil }
        target.rotation = .degrees(12)
        target.scale = 1.5
        target.opacity = 0.25
        target.fill = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        target.shadowRadius = 7
        target.border = Border(color: Color(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.6), width: 3)
        simulation.retarget(card, to: target) { _ in nil }
        for tick: UInt64 in [1, 60] {
            simulation.runTick(tick, events: [])
            let presented = try #require(simulation.presentations[card]).appearance
            var expected = target
            expected.position = presented.position
            #expect(presented == expected, "tick \(tick)")
            #expect(isClose(presented.position.x, 100 + 400 * Double(tick) / 120, within: 1e-9), "tick \(tick)")
        }
    }

    // MARK: withAnimation

    @Test func withAnimationAnimatesTheChangesItsBodyMakes() throws {
        let runner = SceneRunner(scene: DeclarativeScene {
            TransactionToggle(animation: .linear(duration: 1), usesWithAnimation: true)
        })
        runner.feed(Self.tap)
        runner.run(until: Self.time(ofTick: Self.startTick))
        #expect(try runner.state("ball").x == 640)
        runner.run(until: 0.65)
        #expect(isClose(try runner.state("ball").x, 740))
        runner.run(until: 1.2)
        #expect(try runner.state("ball").x == 840)
    }

    @Test func withAnimationOfASpringSettlesOnTarget() throws {
        let runner = SceneRunner(scene: DeclarativeScene {
            TransactionToggle(animation: .spring(), usesWithAnimation: true)
        })
        runner.run(Self.tap, until: 0.3)
        let moving = try runner.state("ball").x
        #expect(moving > 640 && moving != 840)
        runner.run(until: 2)
        #expect(try runner.state("ball").x == 840)
    }

    @Test func changesOutsideWithAnimationJump() throws {
        let runner = SceneRunner(scene: DeclarativeScene {
            TransactionToggle(animation: .linear(duration: 1), usesWithAnimation: false)
        })
        runner.run(Self.tap, until: Self.time(ofTick: Self.startTick))
        #expect(try runner.state("ball").x == 840)
    }

    @Test func withAnimationOfNilDoesNotAnimate() throws {
        let runner = SceneRunner(scene: DeclarativeScene {
            TransactionToggle(animation: nil, usesWithAnimation: true)
        })
        runner.run(Self.tap, until: Self.time(ofTick: Self.startTick))
        #expect(try runner.state("ball").x == 840)
    }
}
