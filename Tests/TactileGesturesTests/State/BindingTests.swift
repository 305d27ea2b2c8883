import Testing
import TactileGestures

/// `Binding`: read and write access to a value owned elsewhere.
@Suite("Binding")
struct BindingTests {
    @Test func readsAndWritesThroughItsClosures() {
        var storage = 1
        let binding = Binding(get: { storage }, set: { storage = $0 })
        #expect(binding.wrappedValue == 1)
        binding.wrappedValue = 4
        #expect(storage == 4)
        storage = 9
        #expect(binding.wrappedValue == 9)
    }

    @Test func aConstantIgnoresWrites() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 8
        #expect(binding.wrappedValue == 3)
    }

    @Test func memberBindingsWriteIntoTheWhole() {
        let position = State(wrappedValue: Vector(width: 1, height: 2))
        let width = position.projectedValue.width
        #expect(width.wrappedValue == 1)
        width.wrappedValue = 10
        #expect(position.wrappedValue == Vector(width: 10, height: 2))
    }

    @Test func theProjectionIsItself() {
        var storage = "a"
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.projectedValue.wrappedValue = "b"
        #expect(storage == "b")
    }

    @Test func asAPropertyWrapperInAChild() {
        struct Slider {
            @Binding var value: Double
            func increment() { value += 1 }
        }
        let volume = State(wrappedValue: 5.0)
        let slider = Slider(value: volume.projectedValue)
        slider.increment()
        #expect(volume.wrappedValue == 6)
        #expect(slider.value == 6)
    }
}
