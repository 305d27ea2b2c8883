import Testing
import TactileGestures
import TactileTestSupport

/// Beyond SwiftUI, as Flutter's `supportedDevices`: a gesture may see only some devices'
/// pointers.
@Suite("Gesture.supportedDevices(_:)")
struct SupportedDevicesTests {
    private let origin = Point(x: 100, y: 100)

    @Test func aPenOnlyDragFollowsThePen() {
        var translation: Vector?
        let driver = GestureDriver(DragGesture().supportedDevices(.pen).onEnded { translation = $0.translation })
        driver.down(at: origin, time: 0, device: .pen)
        for step in 1...10 { driver.move(to: origin + Vector(width: Double(step) * 5, height: 0), time: Double(step) / 120, device: .pen) }
        driver.up(time: 0.1, device: .pen)
        #expect(translation == Vector(width: 50, height: 0))
    }

    @Test func aTouchNeverStartsAPenOnlyDrag() {
        var began = false
        let driver = GestureDriver(DragGesture().supportedDevices(.pen).onChanged { _ in began = true })
        driver.down(at: origin, time: 0)
        #expect(driver.phase == .failed, "another device's interaction is not the gesture's")
        driver.drag(by: Vector(width: 100, height: 0))
        driver.up()
        #expect(!began)
    }

    @Test func aRestingPalmIsInvisibleToThePen() {
        // The pen draws; a touch that lands meanwhile (the hand) changes nothing.
        var last: DragGesture.Value?
        let driver = GestureDriver(DragGesture(minimumDistance: 0).supportedDevices(.pen).onChanged { last = $0 })
        driver.down(1, at: origin, time: 0, device: .pen)
        driver.down(2, at: Point(x: 400, y: 400), time: 0.01)
        var frame = PointerFrame()
        frame.append(pointer: 2, device: .touch, samples: [PointerSample(time: 0.02, location: Point(x: 420, y: 400))])
        frame.append(pointer: 1, device: .pen, samples: [PointerSample(time: 0.02, location: Point(x: 110, y: 100))])
        driver.send(frame)
        #expect(last?.location == Point(x: 110, y: 100))
        driver.up(2, time: 0.03)
        #expect(driver.phase == .active, "the touch lifting is not the pen lifting")
        driver.up(1, time: 0.04, device: .pen)
        #expect(driver.phase == .ended)
    }

    @Test func theMouseAndItsEmulatedFingersAreOneDevice() {
        #expect(PointerDevices.mouse.contains(device: .mouse))
        #expect(PointerDevices.mouse.contains(device: .virtual))
        #expect(!PointerDevices.touch.contains(device: .virtual))
        #expect(PointerDevices.all.contains(device: .pen))
    }

    @Test func inACompositionOnlyTheFilteredPartStepsAside() {
        // A tap for every device, a drag for touch only: a mouse drag still taps nothing, and
        // does not move the content.
        var tapped = 0, dragged = 0
        let gesture = DragGesture().supportedDevices(.touch).onEnded { _ in dragged += 1 }
            .simultaneously(with: TapGesture().onEnded { tapped += 1 })
        let mouse = GestureDriver(gesture)
        mouse.down(at: origin, time: 0, device: .mouse)
        mouse.up(time: 0.05, device: .mouse)
        #expect(tapped == 1 && dragged == 0)
        #expect(mouse.phase == .ended)
    }
}
