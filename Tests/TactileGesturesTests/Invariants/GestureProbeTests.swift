import Testing
import TactileGestures
import TactileTestSupport

/// The invariant checker itself (TactileTestSupport's `GestureProbe`, which the invariant tests
/// and the gesture-engine fuzzer share): quiet on gestures that keep the rules, and it names
/// the rule a gesture breaks.
@Suite("Gesture probe")
struct GestureProbeTests {
    /// Active with value `x` on a move to x (NaN too), possible again on a move back to x 0 (a
    /// phase going backwards, which no gesture may do), ended on up.
    struct Wayward: Gesture {
        typealias Value = Double
        typealias Body = Never

        func makeRecognizer() -> Recognizer { Recognizer() }

        struct Recognizer: GestureRecognizer {
            private(set) var phase = GesturePhase.possible
            private(set) var value: Double?

            mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
                switch input {
                case .frame(let frame):
                    guard let x = frame.moves.last?.location.x else { return false }
                    (phase, value) = x == 0 ? (.possible, nil) : (.active, x)
                    return true
                case .pointer(let event) where event.kind == .up && phase == .active:
                    phase = .ended
                    return true
                default:
                    return false
                }
            }

            mutating func reset() { (phase, value) = (.possible, nil) }
            func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
                nodes.append(GestureNodeDescription(depth: depth, name: "wayward", phase: phase, value: value.map { "\($0)" } ?? "–"))
            }
        }
    }

    /// Runs `gesture`, probed as "wayward", through a press, moves to `xs` and a release.
    static func violations(moving xs: [Double]) -> [String] {
        let probe = GestureProbe()
        let driver = GestureDriver(Wayward().probed("wayward", probe))
        probe.probeRoot(of: driver.recognizer)
        driver.down(at: Point(x: 5, y: 5))
        for x in xs {
            driver.move(to: Point(x: x, y: 5))
            probe.checkRoot(phase: driver.phase)
        }
        driver.up()
        driver.wait(1)
        for (_, transition) in driver.transitions { probe.sessionReported(transition) }
        probe.observeAll(in: driver.recognizer)
        probe.closeAll()
        return probe.violations
    }

    @Test func aGestureThatKeepsTheRulesIsQuiet() {
        #expect(Self.violations(moving: [10, 20, 30]).isEmpty)
        let probe = GestureProbe()
        let driver = GestureDriver(TapGesture(count: 2).probed("double", probe)
            .exclusively(before: TapGesture().probed("single", probe)).probed("either", probe))
        probe.probeRoot(of: driver.recognizer)
        driver.down(at: Point(x: 100, y: 100))
        driver.up()
        driver.wait(1)
        for (_, transition) in driver.transitions { probe.sessionReported(transition) }
        probe.observeAll(in: driver.recognizer)
        probe.closeAll()
        #expect(probe.violations.isEmpty, "\(probe.violations)")
        #expect(probe.log.map(\.kind) == [.ended, .ended], "the single tap, and the exclusive it settles")
    }

    @Test func aPhaseGoingBackwardsIsNamed() {
        let violations = Self.violations(moving: [10, 0, 20])
        #expect(violations.contains { $0.contains("wayward: phase went active → possible within one interaction") }, "\(violations)")
    }

    @Test func aNumberThatIsNotFiniteIsNamed() {
        let violations = Self.violations(moving: [10, .nan])
        #expect(violations.contains { $0.contains("a number that is not finite reached updating") }, "\(violations)")
    }
}
