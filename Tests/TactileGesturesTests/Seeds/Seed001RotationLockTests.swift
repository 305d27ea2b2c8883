import Testing
import TactileGestures
import TactileTestSupport

/// Seed 001, "Sequencing Gestures in SwiftUI": a long press unlocks a rotation. Ported with
/// renames only (`View` → a plain struct exposing its gesture and presented values). The seed
/// uses `RotationGesture`, whose value is the `Angle` itself, so it stays `RotationGesture`.
enum Seed001 {
    /// What `.foregroundColor` shows.
    enum Color: Equatable {
        case red, blue
    }

    // Define the states for rotation
    enum RotationState: Equatable {
        case inactive
        case pressing
        case rotating(angle: Angle)

        var angle: Angle {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .rotating(let angle):
                return angle
            }
        }

        var isRotating: Bool {
            switch self {
            case .inactive, .pressing:
                return false
            case .rotating:
                return true
            }
        }
    }

    struct ContentView {
        @GestureState var rotationState = RotationState.inactive
        @State var rotationAngle = Angle.zero

        var gesture: some Gesture {
            let longPressBeforeRotation = LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: RotationGesture())
                .updating($rotationState) { value, state, _ in
                    switch value {
                    // Long press begins
                    case .first(true):
                        state = .pressing
                    // Long press confirmed, rotation may begin
                    case .second(true, let rotation):
                        state = .rotating(angle: rotation ?? .zero)
                    // Rotation ended or the long press cancelled
                    default:
                        state = .inactive
                    }
                }
                .onEnded { value in
                    guard case .second(true, let rotation?) = value else { return }
                    self.rotationAngle = rotation
                }
            return longPressBeforeRotation
        }

        // What the seed's modifiers present.
        /// `.rotationEffect(rotationState.angle + rotationAngle)`
        var rotation: Angle { rotationState.angle + rotationAngle }
        /// `.foregroundColor(rotationState.isRotating ? .blue : .red)`
        var color: Color { rotationState.isRotating ? .blue : .red }
    }
}

@Suite("Seed 001: long press, then rotate (RotationState)")
struct Seed001RotationLockTests {
    let center = Point(x: 640, y: 400)

    @Test func longPressUnlocksTheRotationWhichIsKeptAfterTheGestureEnds() {
        let view = Seed001.ContentView()
        let driver = GestureDriver(view.gesture)
        #expect(view.color == .red)

        // One finger presses the arrow (left of its centre) and holds it.
        let start = TwoFingerMotion(center: center, span: 160)
        driver.down(1, at: start.first)
        #expect(view.rotationState == .pressing)
        #expect(view.color == .red, "pressing is not rotating yet")
        driver.wait(0.3)
        #expect(view.rotationState == .pressing)

        driver.wait(0.2)
        #expect(view.rotationState == .rotating(angle: .zero), "unlocked at 0.5 s")
        #expect(view.color == .blue)
        #expect(view.rotation == .zero)

        // A second finger lands and the two twist a quarter turn clockwise, in 45 small moves.
        driver.wait(0.1)
        driver.down(2, at: start.second)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(90)), steps: 45)
        #expect(abs(view.rotationState.angle.degrees - 90) < 1e-9)
        #expect(abs(view.rotation.degrees - 90) < 1e-9)
        #expect(view.color == .blue)

        driver.liftTwoFingers()
        #expect(view.rotationState == .inactive, "the GestureState resets when the gesture ends")
        #expect(view.color == .red)
        #expect(abs(view.rotationAngle.degrees - 90) < 1e-9, "onEnded kept the angle")
        #expect(abs(view.rotation.degrees - 90) < 1e-9, "no jump on release")
        #expect(driver.count(.ended) == 1)
    }

    @Test func theArrowFollowsTheTwistStepByStep() {
        let view = Seed001.ContentView()
        let driver = GestureDriver(view.gesture)
        // Both fingers land together and hold: the long press follows the first one.
        let start = TwoFingerMotion(center: center, span: 200, angle: .degrees(30))
        driver.pressTwoFingers(start)
        driver.wait(0.5)
        #expect(view.color == .blue)

        // Counter-clockwise, 10° at a time: the presented angle is the live rotation.
        var pose = start
        for turn in 1...6 {
            let next = pose.rotated(by: .degrees(-10))
            driver.moveTwoFingers(from: pose, to: next, steps: 4)
            pose = next
            #expect(abs(view.rotation.degrees + 10 * Double(turn)) < 1e-9)
        }
        driver.liftTwoFingers()
        #expect(abs(view.rotation.degrees + 60) < 1e-9)
    }

    @Test func twistingBeforeTheLongPressIsConfirmedRotatesNothing() {
        let view = Seed001.ContentView()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 160)
        driver.pressTwoFingers(start)
        driver.wait(0.1)
        // The twist moves the first finger well past 10 pt: the long press fails.
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(45)), steps: 20)
        #expect(view.rotationState == .inactive)
        #expect(view.color == .red)
        driver.wait(1)
        #expect(view.color == .red, "nothing unlocks later either")
        driver.liftTwoFingers()
        #expect(view.rotation == .zero)
        #expect(driver.count(.ended) == 0)
        #expect(driver.count(.cancelled) == 1, "the press had begun (it showed .pressing)")
    }

    @Test func releasingBeforeHalfASecondNeverUnlocks() {
        let view = Seed001.ContentView()
        let driver = GestureDriver(view.gesture)
        driver.down(at: center)
        driver.wait(0.4)
        #expect(view.rotationState == .pressing)
        driver.up()
        #expect(view.rotationState == .inactive)
        driver.wait(0.5)
        #expect(view.color == .red)
        #expect(view.rotationAngle == .zero)
    }

    /// The seed's literal `self.rotationAngle = rotation` replaces the kept angle with the new
    /// gesture's rotation, so a second rotation jumps on release (SPEC §6 keeps the
    /// `rotation-lock` scene additive instead; this test pins the literal port).
    @Test func aSecondRotationReplacesTheKeptAngleAsTheSeedWritesIt() {
        let view = Seed001.ContentView()
        let driver = GestureDriver(view.gesture)
        let start = TwoFingerMotion(center: center, span: 160)

        driver.pressTwoFingers(start)
        driver.wait(0.5)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(60)), steps: 30)
        driver.liftTwoFingers()
        #expect(abs(view.rotation.degrees - 60) < 1e-9)

        driver.wait(0.5)
        driver.pressTwoFingers(start)
        driver.wait(0.5)
        driver.moveTwoFingers(from: start, to: start.rotated(by: .degrees(20)), steps: 10)
        #expect(abs(view.rotation.degrees - 80) < 1e-9, "while rotating: live angle + kept angle")
        driver.liftTwoFingers()
        #expect(abs(view.rotationAngle.degrees - 20) < 1e-9, "rotationAngle = rotation")
        #expect(abs(view.rotation.degrees - 20) < 1e-9)
    }
}
