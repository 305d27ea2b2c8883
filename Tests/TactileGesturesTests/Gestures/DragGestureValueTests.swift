import Testing
import TactileGestures
import TactileTestSupport

/// ``DragGesture/Value``: a recognizer's value carries the velocity fitted from the samples
/// it was produced with, and its predictions; values are equal when every property is.
@Suite("DragGesture.Value")
struct DragGestureValueTests {
    /// A pointer moving at 600 pt/s to the right, 1 ms a sample, eight samples a frame.
    private func fling(_ driver: GestureDriver<DragGesture>, speed: Double = 600, frames: Int = 4) {
        driver.down(at: Point(x: 100, y: 100), time: 0)
        for frame in 0..<frames {
            let samples = (1...8).map { i in
                let t = Double(frame * 8 + i) * 0.001
                return PointerSample(time: t, location: Point(x: 100 + speed * t, y: 100))
            }
            driver.frame([(1, samples)])
        }
    }

    @Test func aRecognizersValueCarriesTheFittedVelocityAndItsPredictions() throws {
        let driver = GestureDriver(DragGesture())
        fling(driver)
        let value = try #require(driver.value)
        #expect(abs(value.velocity.width - 600) < 1e-6 && abs(value.velocity.height) < 1e-9)
        #expect(value.predictedEndLocation == value.location + value.velocity * DragGesture.predictionInterval)
        #expect(value.predictedEndTranslation == value.translation + value.velocity * DragGesture.predictionInterval)
    }

    @Test func aRecognizersValueEqualsOneBuiltByHandWithItsProperties() throws {
        let driver = GestureDriver(DragGesture())
        fling(driver)
        let value = try #require(driver.value)
        let copy = DragGesture.Value(time: value.time, location: value.location, startLocation: value.startLocation,
                                     translation: value.translation, velocity: value.velocity,
                                     predictedEndLocation: value.predictedEndLocation,
                                     predictedEndTranslation: value.predictedEndTranslation)
        #expect(value == copy && copy == value)
        #expect(value.hashValue == copy.hashValue)
        var slower = copy
        slower.velocity.width -= 1
        #expect(value != slower, "the velocity tells them apart")
    }

    /// Two drags that end at the same place at the same time, one fast and one slow: their
    /// values differ only in what the fit says.
    @Test func valuesOfOtherSamplesDifferByTheirVelocity() throws {
        let fast = GestureDriver(DragGesture()), slow = GestureDriver(DragGesture())
        fling(fast, speed: 600)
        slow.down(at: Point(x: 100, y: 100), time: 0)
        slow.frame([(1, [PointerSample(time: 0.0312, location: Point(x: 119.2, y: 100)),
                         PointerSample(time: 0.0316, location: Point(x: 119.2, y: 100)),
                         PointerSample(time: 0.032, location: Point(x: 100 + 600 * 0.032, y: 100))])])
        let (a, b) = (try #require(fast.value), try #require(slow.value))
        #expect((a.time, a.location, a.startLocation, a.translation) == (b.time, b.location, b.startLocation, b.translation))
        #expect(a.velocity != b.velocity)
        #expect(a != b)
    }

    @Test func settingAVelocityKeepsThePredictionsItHad() throws {
        let driver = GestureDriver(DragGesture())
        fling(driver)
        var value = try #require(driver.value)
        let (location, translation) = (value.predictedEndLocation, value.predictedEndTranslation)
        value.velocity = .zero
        #expect(value.velocity == .zero)
        #expect(value.predictedEndLocation == location && value.predictedEndTranslation == translation)
        value.predictedEndLocation = .zero
        #expect(value.velocity == .zero && value.predictedEndLocation == .zero && value.predictedEndTranslation == translation)
    }

    /// Printed and dumped, a value shows its properties, the velocity among them.
    @Test func aValueDescribesItsProperties() throws {
        let driver = GestureDriver(DragGesture())
        fling(driver)
        let value = try #require(driver.value)
        let labels = Mirror(reflecting: value).children.compactMap(\.label)
        #expect(labels == ["time", "location", "startLocation", "translation", "velocity", "predictedEndLocation",
                           "predictedEndTranslation"])
        #expect(String(describing: value).contains("velocity: \(value.velocity)"))
    }

    // MARK: Value equality

    /// `==` compares every field with `Double`'s `==`: any field tells values apart, a NaN
    /// differs from itself, and -0 equals +0.
    @Test func valuesAreEqualFieldByField() {
        let value = DragGesture.Value(time: Date(loopSeconds: 1), location: Point(x: 2, y: 3), startLocation: Point(x: 4, y: 5),
                                      translation: Vector(width: 6, height: 7), velocity: Vector(width: 8, height: 9),
                                      predictedEndLocation: Point(x: 10, y: 11),
                                      predictedEndTranslation: Vector(width: 12, height: 13))
        #expect(value == value)
        let changes: [(inout DragGesture.Value) -> Void] = [
            { $0.time = Date(loopSeconds: 0) }, { $0.location.x = 0 }, { $0.location.y = 0 }, { $0.startLocation.x = 0 },
            { $0.startLocation.y = 0 }, { $0.translation.width = 0 }, { $0.translation.height = 0 },
            { $0.velocity.width = 0 }, { $0.velocity.height = 0 }, { $0.predictedEndLocation.x = 0 },
            { $0.predictedEndLocation.y = 0 }, { $0.predictedEndTranslation.width = 0 },
            { $0.predictedEndTranslation.height = 0 },
        ]
        for change in changes {
            var other = value
            change(&other)
            #expect(value != other)
        }
        var nan = value
        nan.velocity.width = .nan
        #expect(nan != nan)
        var negativeZero = value, positiveZero = value
        negativeZero.translation.height = -0.0
        positiveZero.translation.height = 0.0
        #expect(negativeZero == positiveZero)
    }
}
