import Testing
import TactileGestures

/// Animation curves: closed-form progress from 0 to exactly 1 at the total duration; timing
/// curves are monotonic; springs overshoot exactly when underdamped.
@Suite("Animation")
struct AnimationTests {
    static let curves: [Animation] = [
        .linear(duration: 0.5), .easeInOut(duration: 0.35), .easeIn(duration: 0.2), .easeOut(duration: 1),
        .spring(), .interactiveSpring(), .spring(response: 0.3, dampingFraction: 0.3),
        .spring(response: 0.5, dampingFraction: 1), .spring(response: 0.5, dampingFraction: 1.5),
        .interpolatingSpring(stiffness: 170, damping: 15),
    ]

    @Test("starts at 0 and is exactly 1 at and after its total duration", arguments: curves)
    func endpoints(animation: Animation) {
        #expect(animation.fraction(at: 0) == 0)
        #expect(animation.fraction(at: -1) == 0)
        #expect(animation.totalDuration > 0 && animation.totalDuration.isFinite)
        #expect(animation.fraction(at: animation.totalDuration) == 1)
        #expect(animation.fraction(at: animation.totalDuration + 0.001) == 1)
        #expect(animation.fraction(at: animation.totalDuration + 100) == 1)
        #expect(animation.isComplete(at: animation.totalDuration))
        #expect(!animation.isComplete(at: animation.totalDuration * 0.99))
    }

    @Test("no visible jump when it snaps to 1", arguments: curves)
    func continuousAtTheEnd(animation: Animation) {
        let justBefore = animation.fraction(at: animation.totalDuration * 0.9999)
        #expect(abs(justBefore - 1) < 0.002)
    }

    @Test("every sample is finite", arguments: curves)
    func finite(animation: Animation) {
        for i in 0...200 {
            #expect(animation.fraction(at: animation.totalDuration * Double(i) / 200).isFinite)
        }
    }

    @Test func linearIsProportional() {
        let linear = Animation.linear(duration: 2)
        #expect(linear.fraction(at: 0.5) == 0.25)
        #expect(linear.fraction(at: 1) == 0.5)
    }

    @Test("easeInOut is 0.5 at half time", arguments: [0.35, 1.0, 2.5])
    func easeInOutHalfway(duration: Double) {
        #expect(abs(Animation.easeInOut(duration: duration).fraction(at: duration / 2) - 0.5) < 1e-6)
    }

    @Test func theDefaultEaseInOutTakes035s() {
        #expect(abs(Animation.easeInOut.fraction(at: 0.175) - 0.5) < 1e-6)
        #expect(Animation.easeInOut.totalDuration == 0.35)
        #expect(Animation.default == Animation.easeInOut)
    }

    @Test func easeInStartsSlowEaseOutStartsFast() {
        let (easeIn, linear, easeOut) = (Animation.easeIn(duration: 1), Animation.linear(duration: 1), Animation.easeOut(duration: 1))
        #expect(easeIn.fraction(at: 0.25) < linear.fraction(at: 0.25))
        #expect(easeOut.fraction(at: 0.25) > linear.fraction(at: 0.25))
    }

    @Test("timing curves never go back", arguments: [Animation.linear(duration: 1), .easeIn(duration: 1),
                                                     .easeOut(duration: 1), .easeInOut(duration: 1),
                                                     .timingCurve(0.2, 0.8, 0.3, 1, duration: 1)])
    func monotonic(animation: Animation) {
        var previous = 0.0
        for i in 1...400 {
            let fraction = animation.fraction(at: Double(i) / 400)
            #expect(fraction >= previous - 1e-12)
            #expect(fraction <= 1)
            previous = fraction
        }
    }

    @Test("springs overshoot exactly when underdamped",
          arguments: [(Animation.spring(response: 0.4, dampingFraction: 0.3), true),
                      (.spring(), true),                      // ζ 0.825
                      (.interactiveSpring(), true),           // ζ 0.86
                      (.spring(response: 0.4, dampingFraction: 1), false),
                      (.spring(response: 0.4, dampingFraction: 2), false),
                      (.interactiveSpring(response: 0.2, dampingFraction: 1), false)])
    func springOvershoot(animation: Animation, overshoots: Bool) {
        var peak = 0.0
        for i in 0...4000 {
            peak = max(peak, animation.fraction(at: animation.totalDuration * Double(i) / 4000))
        }
        #expect((peak > 1 + 1e-6) == overshoots, "peak \(peak)")
    }

    @Test func aStifferSpringIsQuicker() {
        #expect(Animation.interactiveSpring().totalDuration < Animation.spring().totalDuration)
        #expect(Animation.interactiveSpring().fraction(at: 0.1) > Animation.spring().fraction(at: 0.1))
    }

    @Test func delayAndSpeed() {
        let delayed = Animation.linear(duration: 1).delay(0.5)
        #expect(delayed.totalDuration == 1.5)
        #expect(delayed.fraction(at: 0.5) == 0)
        #expect(delayed.fraction(at: 1.0) == 0.5)
        #expect(delayed.fraction(at: 1.5) == 1)

        let fast = Animation.linear(duration: 1).speed(2)
        #expect(fast.totalDuration == 0.5)
        #expect(fast.fraction(at: 0.25) == 0.5)
        #expect(fast.fraction(at: 0.5) == 1)
    }
}
