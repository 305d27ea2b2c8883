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

    // MARK: The seed scenes

    @Test func draggableCirclesShadowAnimatesLinearlyOverHalfASecond() throws {
        let runner = try SceneRunner("draggable-circle")
        runner.feed(TraceBuilder().down(1, at: Self.ball, t: 0).up(1, at: Self.ball, t: 0.6))
        runner.run(until: 0)
        #expect(try runner.state("circle").shadow == 0)
        runner.run(until: 0.125)
        #expect(isClose(try runner.state("circle").shadow, 2))
        runner.run(until: 0.25)
        #expect(isClose(try runner.state("circle").shadow, 4))
        runner.run(until: 0.5)
        #expect(try runner.state("circle").shadow == 8)
        runner.run(until: 0.55)
        #expect(try runner.state("circle").shadow == 8)
        // Released without dragging: the gesture fails and the shadow animates back to 0.
        runner.run(until: 0.85)
        #expect(isClose(try runner.state("circle").shadow, 4))
        runner.run(until: 1.15)
        #expect(try runner.state("circle").shadow == 0)
    }

    @Test func tapStarsScaleEasesInAndOut() throws {
        let runner = try SceneRunner("tap-star")
        runner.feed(Self.tap)
        // 0.35 s from 1 to 0.5, from 0.15 s: a quarter in it has moved less than a quarter…
        runner.run(until: Self.time(ofTick: Self.startTick + 10))
        let early = try runner.state("star").scale
        #expect(early < 1 && early > 0.875)
        // …halfway, half…
        runner.run(until: 0.325)
        #expect(isClose(try runner.state("star").scale, 0.75, within: 1e-4))
        // …and at the end, exactly the target.
        runner.run(until: 0.6)
        #expect(try runner.state("star").scale == 0.5)
    }

    @Test func draggableCardFollowsOnASpringAndSettlesExactly() throws {
        let runner = try SceneRunner("draggable-card")
        runner.feed(TraceBuilder()
            .drag(1, from: Self.ball, to: Point(x: 740, y: 450), t: 0.1, duration: 0.2, steps: 12, hold: 0.3))
        // Right after the last move the interactive spring is still catching up.
        runner.run(until: 0.3)
        let lagging = try runner.state("card")
        #expect(lagging.x > 650 && lagging.x < 740)
        runner.run(until: 0.55)
        // Released at 0.6; the spring of the commit settles exactly where the card was dropped.
        runner.run(until: 3)
        let card = try runner.state("card")
        #expect(card.x == 740)
        #expect(card.y == 450)
    }

    @Test func momentumDecaysToRestInsideTheWindow() throws {
        let runner = try SceneRunner("momentum")
        // A fast fling to the right, released while moving.
        runner.run(TraceBuilder().drag(1, from: Self.ball, to: Point(x: 900, y: 400), t: 0.1, duration: 0.1, steps: 12),
                   until: 0.25)
        let flying = try runner.state("puck").x
        runner.run(until: 0.4)
        #expect(try runner.state("puck").x > flying, "still moving after release")
        runner.run(until: 6)
        let rest = try runner.state("puck").x
        runner.run(until: 7)
        #expect(try runner.state("puck").x == rest)
        #expect(rest <= 1280 - 40 && rest > 900)
    }
}

/// Several tracks at once: an entity's first track is held apart from the others, and the
/// tracks keep their order (the order their lags are summed in) as some finish.
@Suite("Animations, several tracks")
struct SeveralTracksTests {
    /// A square whose x animates over 0.25 s and then again over 1 s, and whose scale animates
    /// over 0.5 s, all from tick 0.
    static func threeTracks() -> (Simulation, Entity) {
        let simulation = Simulation()
        let square = simulation.spawn(name: "square", shape: .rectangle(width: 40, height: 40),
                                      appearance: Appearance(position: Point(x: 100, y: 400)))
        simulation.runTick(0, events: [])
        var target = simulation.targets[square]!
        target.position.x = 200
        simulation.retarget(square, to: target) { _ in .linear(duration: 0.25) }
        target.position.x = 600
        simulation.retarget(square, to: target) { _ in .linear(duration: 1) }
        target.scale = 2
        simulation.retarget(square, to: target) { _ in .linear(duration: 0.5) }
        return (simulation, square)
    }

    @Test func theTracksKeepTheirOrderAsTheShorterOnesFinish() throws {
        let (simulation, square) = Self.threeTracks()
        let durations = { simulation.animationTracks[square]?.tracks.map(\.animation.duration) ?? [] }
        #expect(durations() == [0.25, 1, 0.5])
        simulation.runTick(30, events: [])
        #expect(durations() == [1, 0.5], "the first finished: the second is first now")
        simulation.runTick(60, events: [])
        #expect(durations() == [1])
        simulation.runTick(120, events: [])
        #expect(simulation.animationTracks[square] == nil)
    }

    @Test func thePresentedValueIsTheTargetPlusEachTracksLag() throws {
        let (simulation, square) = Self.threeTracks()
        for tick: UInt64 in [1, 15, 29, 30, 31, 59, 60, 61, 119, 120, 121] {
            simulation.runTick(tick, events: [])
            let t = Double(tick) / 120
            let presented = try #require(simulation.presentations[square]).appearance
            let x = 600 - 100 * max(0, 1 - t / 0.25) - 400 * max(0, 1 - t)
            let scale = 2 - 1 * max(0, 1 - t / 0.5)
            #expect(isClose(presented.position.x, x, within: 1e-9), "tick \(tick): \(presented.position.x)")
            #expect(isClose(presented.scale, scale, within: 1e-12), "tick \(tick): \(presented.scale)")
        }
        #expect(simulation.presentations[square]?.appearance == simulation.targets[square])
    }

    @Test func tracksSetThroughThePropertyAreTheOnesThatRun() throws {
        let (simulation, square) = Self.threeTracks()
        simulation.animationTracks.modify(square) { running in
            running.tracks = Array(running.tracks.reversed())
        }
        #expect(simulation.animationTracks[square]?.tracks.map(\.animation.duration) == [0.5, 1, 0.25])
        // Emptied: the next tick presents the target exactly and forgets the entity.
        simulation.animationTracks.modify(square) { $0.tracks = [] }
        simulation.runTick(1, events: [])
        #expect(simulation.presentations[square]?.appearance == simulation.targets[square])
        #expect(simulation.animationTracks[square] == nil)
    }
}

/// An animating entity's target and presentation are found once and kept while neither store
/// rearranges its slots: presenting stays right when they do move, and for a copied component.
@Suite("Animations, found slots")
struct FoundSlotsTests {
    /// Three squares at y 100, 200, 300, each flung 300 pt right linearly over 1 s at tick 0.
    static func threeMoving() -> (Simulation, [Entity]) {
        let simulation = Simulation()
        let squares = (1...3).map { i in
            simulation.spawn(name: "square-\(i)", shape: .rectangle(width: 40, height: 40),
                             appearance: Appearance(position: Point(x: 100, y: Double(100 * i))))
        }
        simulation.runTick(0, events: [])
        for square in squares {
            var target = simulation.targets[square]!
            target.position.x = 400
            simulation.retarget(square, to: target) { _ in .linear(duration: 1) }
        }
        return (simulation, squares)
    }

    @Test func aDespawnMovingTheOthersSlotsKeepsThemPresentedRight() throws {
        let (simulation, squares) = Self.threeMoving()
        simulation.runTick(30, events: [])
        // The first square's slots go to the last one (removal swaps the last element in).
        simulation.world.despawn(squares[0])
        simulation.runTick(31, events: [])
        simulation.runTick(60, events: [])
        for (i, square) in squares.enumerated().dropFirst() {
            let presented = try #require(simulation.presentations[square]).appearance.position
            #expect(isClose(presented.x, 250, within: 1e-9) && presented.y == Double(100 * (i + 1)), "\(square): \(presented)")
        }
        // A new entity takes the freed index; the others go on.
        let newcomer = simulation.spawn(name: "newcomer", shape: .circle(radius: 5), appearance: Appearance(position: Point(x: 5, y: 5)))
        simulation.runTick(90, events: [])
        #expect(simulation.presentations[newcomer]?.appearance.position == Point(x: 5, y: 5))
        #expect(isClose(try #require(simulation.presentations[squares[2]]).appearance.position.x, 325, within: 1e-9))
    }

    @Test func runningAnimationsCopiedToAnotherEntityPresentThatEntity() throws {
        let (simulation, squares) = Self.threeMoving()
        simulation.runTick(30, events: [])
        let other = simulation.spawn(name: "other", shape: .circle(radius: 5), appearance: Appearance(position: Point(x: 700, y: 700)))
        simulation.animationTracks[other] = simulation.animationTracks[squares[1]]
        simulation.runTick(60, events: [])
        // The copy lags 300 pt × half the way behind the other entity's own target.
        #expect(isClose(try #require(simulation.presentations[other]).appearance.position.x, 700 - 150, within: 1e-9))
        #expect(simulation.presentations[other]?.appearance.position.y == 700)
        #expect(isClose(try #require(simulation.presentations[squares[1]]).appearance.position.x, 250, within: 1e-9))
    }

    /// A target set through the store while a track runs is presented in every channel, not
    /// only in the one that animates; so is one that a retarget without animation changes.
    @Test func aTargetChangedWhileATrackRunsIsPresentedInEveryChannel() throws {
        let (simulation, squares) = Self.threeMoving()
        simulation.runTick(30, events: [])
        var target = try #require(simulation.targets[squares[0]])
        target.fill = .red
        target.position.y = 150
        simulation.targets[squares[0]] = target
        simulation.runTick(31, events: [])
        var presented = try #require(simulation.presentations[squares[0]]).appearance
        #expect(presented.fill == .red && presented.position.y == 150)
        target.opacity = 0.25
        simulation.retarget(squares[0], to: target)
        simulation.runTick(32, events: [])
        presented = try #require(simulation.presentations[squares[0]]).appearance
        #expect(presented.opacity == 0.25 && presented.fill == .red && presented.position.y == 150)
        #expect(isClose(presented.position.x, 100 + 300 * 32 / 120, within: 1e-9))
    }

    /// A presentation changed through its store is presented from the target again.
    @Test func aPresentationChangedThroughItsStoreIsPresentedAgain() throws {
        let (simulation, squares) = Self.threeMoving()
        simulation.runTick(30, events: [])
        simulation.presentations.modify(squares[1]) { $0.appearance.scale = 3 }
        simulation.runTick(31, events: [])
        #expect(simulation.presentations[squares[1]]?.appearance.scale == 1)
    }

    /// Tracks replaced by one on another channel leave the old channel at the target.
    @Test func aTrackReplacedByOneOnAnotherChannelLeavesTheOldOneAtTheTarget() throws {
        let (simulation, squares) = Self.threeMoving()
        simulation.runTick(30, events: [])
        simulation.animationTracks.modify(squares[2]) { running in
            var track = running.tracks[0]
            track.channel = .rotation
            track.offset = SIMD4(1, 0, 0, 0)
            running.tracks = [track]
        }
        simulation.runTick(60, events: [])
        let presented = try #require(simulation.presentations[squares[2]]).appearance
        #expect(presented.position == simulation.targets[squares[2]]?.position)
        #expect(isClose(presented.rotation.radians, 0.5, within: 1e-9))
    }
}
