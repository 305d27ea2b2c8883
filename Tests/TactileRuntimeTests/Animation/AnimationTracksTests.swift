import Testing
import TactileGestures
import TactileECS
import TactileRuntime
import TactileScenes

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
