import Testing
import TactileECS

/// Each reader sees each event once; events live two frames; one sequence numbers the events
/// of every queue, so a reader of several kinds can put them back in order.
@Suite("Events")
struct EventTests {
    struct Tap: Equatable { var id: Int }
    struct Drag: Equatable { var id: Int }

    @Test func aReaderSeesEachEventOnce() {
        let world = World()
        var reader = EventReader<Tap>()
        #expect(reader.read(world).isEmpty)
        world.send(Tap(id: 1))
        world.send(Tap(id: 2))
        #expect(Array(reader.read(world)) == [Tap(id: 1), Tap(id: 2)])
        #expect(reader.read(world).isEmpty, "already read")
        world.events(Tap.self).send(Tap(id: 3))
        #expect(Array(reader.read(world.events(Tap.self))) == [Tap(id: 3)])
    }

    @Test func twoReadersAreIndependent() {
        let world = World()
        var early = EventReader<Tap>(), late = EventReader<Tap>()
        world.send(Tap(id: 1))
        #expect(Array(early.read(world)) == [Tap(id: 1)])
        world.send(Tap(id: 2))
        #expect(Array(late.read(world)) == [Tap(id: 1), Tap(id: 2)])
        #expect(Array(early.read(world)) == [Tap(id: 2)])
        #expect(late.read(world).isEmpty && early.read(world).isEmpty)
    }

    @Test func eventsLiveTwoFramesThenGo() {
        let world = World()
        world.send(Tap(id: 1))
        world.updateEvents()                            // end of frame 1
        world.send(Tap(id: 2))
        var fresh = EventReader<Tap>()
        #expect(Array(fresh.read(world)) == [Tap(id: 1), Tap(id: 2)], "the last frame's and this one's")
        world.updateEvents()                            // end of frame 2
        fresh = EventReader<Tap>()
        #expect(Array(fresh.read(world)) == [Tap(id: 2)])
        world.updateEvents()                            // end of frame 3
        fresh = EventReader<Tap>()
        #expect(fresh.read(world).isEmpty)
        #expect(world.events(Tap.self).events.isEmpty)
    }

    @Test func aReaderThatFellBehindSeesWhatIsLeft() {
        let world = World()
        var reader = EventReader<Tap>()
        for id in 1...3 {
            world.send(Tap(id: id))
            world.updateEvents()
        }
        #expect(Array(reader.read(world)) == [Tap(id: 3)])
        world.send(Tap(id: 4))
        #expect(Array(reader.read(world)) == [Tap(id: 4)])
    }

    @Test func updateEventsEndsTheFrameForEveryQueue() {
        let world = World()
        world.send(Tap(id: 1))
        world.send(Drag(id: 1))
        world.updateEvents()
        world.updateEvents()
        #expect(world.events(Tap.self).events.isEmpty && world.events(Drag.self).events.isEmpty)
    }

    @Test func sequenceNumbersOrderEventsAcrossQueues() {
        let world = World()
        world.send(Tap(id: 1))
        world.send(Drag(id: 1))
        world.send(Drag(id: 2))
        world.send(Tap(id: 2))
        var taps = EventReader<Tap>(), drags = EventReader<Drag>()
        let (tapQueue, dragQueue) = (world.events(Tap.self), world.events(Drag.self))
        let tapIndices = taps.readIndices(tapQueue), dragIndices = drags.readIndices(dragQueue)
        let numberedTaps = tapIndices.map { (number: tapQueue.numbers[$0], event: tapQueue.events[$0]) }
        let numberedDrags = dragIndices.map { (number: dragQueue.numbers[$0], event: dragQueue.events[$0]) }
        #expect(numberedTaps.map(\.number) == [0, 3])
        #expect(numberedDrags.map(\.number) == [1, 2])
        let merged = (numberedTaps.map { ($0.number, "tap \($0.event.id)") }
            + numberedDrags.map { ($0.number, "drag \($0.event.id)") }).sorted { $0.0 < $1.0 }.map(\.1)
        #expect(merged == ["tap 1", "drag 1", "drag 2", "tap 2"])
        #expect(taps.readIndices(tapQueue).isEmpty, "readIndices reads too")
        #expect(world.clock.nextEventNumber == 4)
        #expect(world.events(Drag.self).numbers == [1, 2])
    }

    @Test func readAndReadIndicesShareTheReadersPlace() {
        let world = World()
        var reader = EventReader<Tap>()
        world.send(Tap(id: 1))
        #expect(reader.read(world).count == 1)
        world.send(Tap(id: 2))
        let queue = world.events(Tap.self)
        let indices = reader.readIndices(queue)
        #expect(indices.map { queue.events[$0] } == [Tap(id: 2)] && indices.map { queue.numbers[$0] } == [1])
        #expect(reader.next == 2)
    }

    @Test func removeAllDropsEveryEvent() {
        let world = World()
        world.send(Tap(id: 1))
        world.updateEvents()
        world.send(Tap(id: 2))
        world.removeAll()
        var reader = EventReader<Tap>()
        #expect(reader.read(world).isEmpty)
        world.send(Tap(id: 3))
        #expect(Array(reader.read(world)) == [Tap(id: 3)])
    }
}
