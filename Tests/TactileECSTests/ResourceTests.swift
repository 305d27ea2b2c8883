import Testing
import TactileECS

/// Resources are one shared value per type, changed in place through the world's subscript.
@Suite("Resources")
struct ResourceTests {
    struct Camera: Equatable { var zoom = 1.0, x = 0.0 }
    struct Score: Equatable { var points = 0 }
    final class Log { var lines: [String] = [] }

    @Test func insertThenRead() {
        let world = World()
        world.insertResource(Camera(zoom: 2))
        #expect(world.resource(Camera.self) == Camera(zoom: 2))
        #expect(world.resourceIfPresent(Camera.self) == Camera(zoom: 2))
        #expect(world[resource: Camera.self].zoom == 2)
    }

    @Test func aMissingResourceIsNil() {
        let world = World()
        #expect(world.resourceIfPresent(Camera.self) == nil)
        world.insertResource(Score())
        #expect(world.resourceIfPresent(Camera.self) == nil, "another type's resource is not it")
    }

    @Test func theSubscriptChangesAValueInPlace() {
        let world = World()
        world.insertResource(Camera())
        world[resource: Camera.self].zoom = 3
        world[resource: Camera.self].x += 10
        world[resource: Camera.self].x += 5
        #expect(world.resource(Camera.self) == Camera(zoom: 3, x: 15))
        func pan(_ camera: inout Camera) { camera.x = -1 }
        pan(&world[resource: Camera.self])
        #expect(world.resource(Camera.self).x == -1)
    }

    @Test func insertingAgainReplaces() {
        let world = World()
        world.insertResource(Score(points: 1))
        world.insertResource(Score(points: 7))
        #expect(world.resource(Score.self) == Score(points: 7))
    }

    @Test func removeTakesItAwayAndLeavesTheOthers() {
        let world = World()
        world.insertResource(Score(points: 1))
        world.insertResource(Camera())
        world.removeResource(Score.self)
        #expect(world.resourceIfPresent(Score.self) == nil)
        #expect(world.resourceIfPresent(Camera.self) == Camera())
        world.removeResource(Score.self)
        #expect(world.resourceIfPresent(Score.self) == nil, "removing twice is harmless")
        world.insertResource(Score(points: 2))
        #expect(world.resource(Score.self) == Score(points: 2))
    }

    @Test func aClassResourceIsShared() {
        let world = World()
        let log = Log()
        world.insertResource(log)
        world.resource(Log.self).lines.append("one")
        #expect(log.lines == ["one"])
        #expect(world.resource(Log.self) === log)
    }

    @Test func resourcesSurviveRemoveAll() {
        let world = World()
        world.insertResource(Score(points: 4))
        world.removeAll()
        #expect(world.resource(Score.self) == Score(points: 4))
    }

    @Test func readingAMissingResourceTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = World().resource(Camera.self)
        }
        await #expect(processExitsWith: .failure) {
            World()[resource: Camera.self].zoom = 2
        }
    }
}
