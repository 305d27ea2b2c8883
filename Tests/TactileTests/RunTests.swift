import Testing
import Tactile

/// One import brings every library, and `openWindow` plays a scene headless.
@Suite("The Tactile umbrella and its entry point", .serialized)
@MainActor
struct RunTests {
    @Test func oneImportReachesEveryLibrary() {
        // TactileGestures, TactileRuntime and TactileECS through `import Tactile` alone.
        let gesture = DragGesture(minimumDistance: 0).onEnded { _ in }
        let simulation = Simulation()
        let entity: Entity = simulation.spawn(name: "dot", shape: .circle(radius: 10),
                                              appearance: Appearance(position: Point(x: 50, y: 50)))
        simulation.attach(gesture, to: entity)
        #expect(simulation.entity(named: "dot") == entity)
    }

    @Test func theFlagsOverrideTheOptions() throws {
        let options = try RunOptions(title: "Cards")
            .parse(["--headless", "--exit-after", "1.5", "--size", "800x600", "--record", "t.jsonl", "--no-hud"])
        var expected = RunOptions(title: "Cards", size: Vector(width: 800, height: 600))
        expected.headless = true
        expected.exitAfter = 1.5
        expected.recordPath = "t.jsonl"
        expected.showsHUD = false
        #expect(options == expected)
    }

    @Test(arguments: [
        (["--bogus"], "unknown argument '--bogus' (--help lists the flags)"),
        (["--exit-after"], "--exit-after needs a value"),
        (["--exit-after", "-1"], "--exit-after '-1': give a number of seconds, 0 or more"),
        (["--exit-after", "nan"], "--exit-after 'nan': give a number of seconds, 0 or more"),
        (["--size", "800"], "--size '800': give WIDTHxHEIGHT, each from 1 to 16384"),
        (["--size", "0x600"], "--size '0x600': give WIDTHxHEIGHT, each from 1 to 16384"),
    ])
    func aBadFlagIsOneLine(arguments: [String], message: String) {
        #expect(throws: RunOptions.ArgumentError(message)) { try RunOptions().parse(arguments) }
    }

    @Test func aLongBadArgumentIsCut() {
        let long = String(repeating: "x", count: 500)
        #expect(throws: RunOptions.ArgumentError("unknown argument '\(String(repeating: "x", count: 40))…' (--help lists the flags)")) {
            try RunOptions().parse([long])
        }
    }

    @Test func aHeadlessWindowPlaysTheSceneAndCloses() throws {
        var options = RunOptions(title: "test", size: Vector(width: 320, height: 200))
        options.headless = true
        options.exitAfter = 0.2
        var evaluations = 0
        let stats = try openWindow(playing: DeclarativeScene { () -> EntityNode in
            evaluations += 1
            return Circle().fill(.blue).name("dot").resolve()
        }, options: options)
        #expect(stats.frames > 0 && stats.ticks > 0)
        #expect(stats.seconds >= 0.2)
        #expect(evaluations == 1)
    }
}
