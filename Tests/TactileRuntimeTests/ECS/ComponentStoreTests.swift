import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// The runtime's systems only read the z-indices: a hit test, the drawing order and a transform
/// pass never mark one changed, while every way a scene changes one does (the spatial index and
/// the drawing order follow z-indices by their change ticks). How a store stamps changes is
/// TactileECS's to test (`Tests/TactileECSTests/ChangeDetectionTests`).
@Suite("Z-index change ticks")
struct ComponentStoreTests {
    @Test func theSimulationsZIndicesAreStampedByEveryWayOfChangingThemAndNoRead() {
        let simulation = Simulation()
        let a = simulation.spawn(shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 50, y: 50)))
        let b = simulation.spawn(shape: .circle(radius: 10), appearance: Appearance(position: Point(x: 80, y: 50)))
        simulation.updateTransforms()
        var last = simulation.world.changeTick
        func changed() -> Bool {
            defer {
                last = simulation.world.changeTick
                simulation.world.advanceChangeTick()
            }
            return simulation.zIndices.hasChanges(since: last)
        }
        simulation.world.advanceChangeTick()
        simulation.bringToFront(a)
        #expect(changed(), "bringToFront")
        simulation.zIndices[b] = ZIndex(7)
        #expect(changed(), "subscript set")
        simulation.zIndices.modify(a) { $0.value = 9 }
        #expect(changed(), "modify")
        simulation.world.insert(ZIndex(3), for: b)
        #expect(changed(), "world insert")
        simulation.updateTransforms()
        _ = simulation.hitTest(Point(x: 50, y: 50))
        _ = simulation.entitiesInDrawingOrder
        simulation.runTick(1, events: [])
        #expect(!changed(), "transforms, hit tests, drawing order and an idle tick only read")
    }
}
