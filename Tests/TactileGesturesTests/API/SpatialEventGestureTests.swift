import Testing
import TactileGestures
import TactileTestSupport

/// SwiftUI's `SpatialEventGesture` (iOS 18): every pointer's events, with id, kind, phase and
/// location.
@Suite("SpatialEventGesture")
struct SpatialEventGestureTests {
    typealias Event = SpatialEventCollection.Event

    /// Apple's particle-emitter example, with emitters as points: one per pointer down.
    final class Emitters {
        var emitters: [Event.ID: Point] = [:]
        var updates = 0
        var endedWith: [Event.Phase]?
        var last: SpatialEventCollection?

        var gesture: some Gesture {
            SpatialEventGesture()
                .onChanged { events in
                    self.updates += 1
                    self.last = events
                    for event in events {
                        if event.phase == .active {
                            self.emitters[event.id] = event.location
                        } else {
                            self.emitters[event.id] = nil
                        }
                    }
                }
                .onEnded { events in
                    self.endedWith = events.map(\.phase)
                    for event in events { self.emitters[event.id] = nil }
                }
        }
    }

    @Test func everyFingerHasItsOwnEmitter() {
        let model = Emitters()
        let driver = GestureDriver(model.gesture)
        driver.down(1, at: Point(x: 10, y: 10), time: 0)
        #expect(driver.phase == .active, "active from the first press")
        driver.down(2, at: Point(x: 50, y: 10), time: 0.01)
        driver.move([(1, Point(x: 12, y: 10)), (2, Point(x: 52, y: 14))], time: 0.02)
        #expect(model.emitters == [Event.ID(rawValue: 1): Point(x: 12, y: 10), Event.ID(rawValue: 2): Point(x: 52, y: 14)])
        driver.up(1, time: 0.03)
        #expect(model.emitters == [Event.ID(rawValue: 2): Point(x: 52, y: 14)])
        #expect(driver.phase == .active)
        driver.up(2, time: 0.04)
        #expect(driver.phase == .ended)
        #expect(model.emitters.isEmpty)
        #expect(model.endedWith == [.ended])
    }

    @Test func aLiftedPointerIsReportedOnceThenLeftOut() {
        var values: [[(PointerID, Event.Phase)]] = []
        let driver = GestureDriver(SpatialEventGesture().onChanged { events in
            values.append(events.map { ($0.id.rawValue, $0.phase) })
        })
        driver.down(1, at: .zero, time: 0)
        driver.down(2, at: Point(x: 100, y: 0), time: 0.01)
        driver.up(1, time: 0.02)
        driver.move(2, to: Point(x: 110, y: 0), time: 0.03)
        #expect(values.count == 4)
        #expect(values[2].map(\.0) == [1, 2] && values[2].map(\.1) == [.ended, .active])
        #expect(values[3].map(\.0) == [2] && values[3].map(\.1) == [.active])
    }

    @Test func eventsCarryKindTimeLocationInTheirSpaceAndTheKeysHeld() throws {
        let spaces = CoordinateSpaces(local: AffineTransform(translationX: -100, y: -50))
        let driver = GestureDriver(SpatialEventGesture(), spaces: spaces)
        driver.modifiers = .option
        driver.down(7, at: Point(x: 150, y: 80), time: 0.25, device: .pen)
        let event = try #require(driver.value?[Event.ID(rawValue: 7)])
        #expect(event.kind == .pencil)
        #expect(event.location == Point(x: 50, y: 30))
        #expect(event.timestamp == 0.25)
        #expect(event.modifierKeys == .option)
        #expect(event.phase == .active)

        let global = GestureDriver(SpatialEventGesture(coordinateSpace: .global), spaces: spaces)
        global.down(1, at: Point(x: 150, y: 80), time: 0, device: .mouse)
        #expect(global.value?.first?.location == Point(x: 150, y: 80))
        #expect(global.value?.first?.kind == .pointer)
    }

    @Test func cancellingEverythingFailsIt() {
        var cancelled = false, ended = false
        let driver = GestureDriver(SpatialEventGesture().onEnded { _ in ended = true }.onCancelled { cancelled = true })
        driver.down(1, at: .zero, time: 0)
        driver.cancelAll(time: 0.1)
        #expect(driver.phase == .failed)
        #expect(cancelled && !ended)
        #expect(driver.value == nil)
    }

    @Test func aPointerCancelledAloneEndsItAsCancelled() {
        var last: SpatialEventCollection?
        let driver = GestureDriver(SpatialEventGesture().onChanged { last = $0 })
        driver.down(1, at: .zero, time: 0)
        driver.down(2, at: .zero, time: 0)
        driver.cancel(2, time: 0.05)
        #expect(last?[Event.ID(rawValue: 2)]?.phase == .cancelled)
        driver.up(1, time: 0.1)
        #expect(driver.phase == .ended, "one pointer lifted normally")
    }

    @Test func theNextInteractionStartsEmpty() {
        let model = Emitters()
        let driver = GestureDriver(model.gesture)
        driver.down(1, at: .zero, time: 0)
        driver.up(1, time: 0.05)
        driver.down(3, at: Point(x: 5, y: 5), time: 0.5)
        #expect(model.last?.map(\.id.rawValue) == [3])
        #expect(driver.count(.began) == 2 && driver.count(.ended) == 1)
    }
}
