import Testing
import TactileGestures
import TactileTestSupport

/// SwiftUI's `Gesture.modifiers(_:)`: the gesture counts only while those keys are held.
@Suite("Gesture.modifiers(_:)")
struct ModifiersGestureTests {
    private let origin = Point(x: 100, y: 100)

    /// A Shift+drag selection box, as a SwiftUI canvas would write it.
    final class Canvas {
        var selection: (from: Point, to: Point)?
        var selected: (from: Point, to: Point)?
        var abandoned = 0

        var selectionGesture: some Gesture {
            DragGesture(minimumDistance: 5)
                .modifiers(.shift)
                .onChanged { value in self.selection = (value.startLocation, value.location) }
                .onEnded { value in
                    self.selected = (value.startLocation, value.location)
                    self.selection = nil
                }
                .onCancelled {
                    self.selection = nil
                    self.abandoned += 1
                }
        }
    }

    @Test func aShiftDragSelects() {
        let canvas = Canvas()
        let driver = GestureDriver(canvas.selectionGesture)
        driver.modifiers = .shift
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 60, height: 40))
        #expect(canvas.selection?.to == Point(x: 160, y: 140))
        driver.up()
        #expect(canvas.selected?.from == origin)
        #expect(canvas.selected?.to == Point(x: 160, y: 140))
    }

    @Test func otherKeysHeldTooDoNotMatter() {
        let canvas = Canvas()
        let driver = GestureDriver(canvas.selectionGesture)
        driver.modifiers = [.shift, .control]
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 60, height: 0))
        driver.up()
        #expect(canvas.selected != nil)
    }

    @Test func aDragWithoutShiftIsNotASelection() {
        let canvas = Canvas()
        let driver = GestureDriver(canvas.selectionGesture)
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 60, height: 40))
        driver.up()
        #expect(driver.phase == .failed)
        #expect(canvas.selection == nil && canvas.selected == nil)
        #expect(canvas.abandoned == 0, "it never began")
    }

    @Test func lettingShiftGoMidwayCancelsTheSelection() {
        let canvas = Canvas()
        let driver = GestureDriver(canvas.selectionGesture)
        driver.modifiers = .shift
        driver.down(at: origin, time: 0)
        driver.drag(by: Vector(width: 60, height: 0))
        #expect(driver.phase == .active)
        driver.modifiers = []
        driver.move(by: Vector(width: 10, height: 0), time: 0.2)
        #expect(driver.phase == .failed)
        #expect(canvas.abandoned == 1)
        #expect(canvas.selected == nil)
        driver.up(time: 0.3)
        #expect(canvas.selected == nil)
    }

    @Test func theNextInteractionAsksAgain() {
        let canvas = Canvas()
        let driver = GestureDriver(canvas.selectionGesture)
        driver.down(at: origin, time: 0)
        driver.up(time: 0.1)
        driver.modifiers = .shift
        driver.down(at: origin, time: 0.5)
        driver.drag(by: Vector(width: 30, height: 0))
        driver.up()
        #expect(canvas.selected?.to == Point(x: 130, y: 100))
    }

    @Test func aModifiedTapFailsAtOnceSoThePlainTapWins() {
        // Shift+tap extends a selection; a plain tap selects, without waiting.
        var fired: [String] = []
        let gesture = TapGesture().modifiers(.shift).onEnded { fired.append("extend") }
            .exclusively(before: TapGesture().onEnded { fired.append("select") })
        let plain = GestureDriver(gesture)
        plain.down(at: origin, time: 0)
        plain.up(time: 0.05)
        let shifted = GestureDriver(gesture)
        shifted.modifiers = .shift
        shifted.down(at: origin, time: 0)
        shifted.up(time: 0.05)
        #expect(fired == ["select", "extend"])
    }
}
