import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: `onChanged` runs only while active, and only when the value changed.
@Suite("onChanged")
struct ChangedTests {
    @Test func onlyWhileActiveAndOnlyOnAChange() {
        var changes: [Vector] = []
        let driver = GestureDriver(DragGesture().map(\.translation).onChanged { changes.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.move(to: Point(x: 5, y: 0), time: 0.01)        // possible
        #expect(changes.isEmpty)
        driver.move(to: Point(x: 20, y: 0), time: 0.02)       // active
        driver.move(to: Point(x: 20, y: 0), time: 0.03)       // same translation
        driver.move(to: Point(x: 30, y: 0), time: 0.04)
        #expect(changes == [Vector(width: 20, height: 0), Vector(width: 30, height: 0)])
        driver.up(time: 0.05)
        #expect(changes.count == 2, "not when it ends")
    }

    @Test func aLongPressChangesOnceOnPressAndNotOnEnding() {
        var changes: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onChanged { changes.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        #expect(changes == [true])
        driver.move(to: Point(x: 3, y: 0), time: 0.1)
        driver.advance(to: 0.6)
        #expect(driver.phase == .ended)
        #expect(changes == [true])
    }

    @Test func notAfterAFailure() {
        var changes = 0
        let driver = GestureDriver(DragGesture().onChanged { _ in changes += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.drag(by: Vector(width: 30, height: 0), steps: 3)
        let before = changes
        #expect(before == 3, "active from the first move, of 10 pt")
        driver.cancel()
        driver.move(to: Point(x: 100, y: 0))
        #expect(changes == before)
    }

    @Test func theSameValueInANewInteractionIsAChange() {
        var changes: [Bool] = []
        let driver = GestureDriver(LongPressGesture().onChanged { changes.append($0) })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.up(time: 0.1)
        driver.down(at: Point(x: 0, y: 0), time: 1)
        #expect(changes == [true, true])
    }

    @Test func aDiscreteGestureNeverChanges() {
        var changes = 0
        let driver = GestureDriver(SpatialTapGesture().onChanged { _ in changes += 1 })
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.up(time: 0.1)
        #expect(driver.phase == .ended)
        #expect(changes == 0)
    }
}

/// `onChanged` on compositions: each change of the composed value while active is delivered
/// once, a value that changes back included, however the parts' values are stored.
@Suite("onChanged of compositions")
struct ChangedCompositionTests {
    private typealias Pair = SimultaneousGesture<ScriptedGesture, ScriptedGesture>

    /// Moves pointer 1 then 2 through `xs`: values that change, stay, and change back.
    private func play<G: Gesture>(_ gesture: G) {
        let driver = GestureDriver(gesture)
        driver.down(1, at: Point(x: 0, y: 0), time: 0)
        driver.down(2, at: Point(x: 0, y: 0), time: 0)
        for (step, (a, b)) in [(10, nil), (10, nil), (20, nil), (10, nil), (10, 5), (10, 5), (10, 6), (10, 5)].enumerated() {
            let time = 0.01 * Double(step + 1)
            driver.move(1, to: Point(x: Double(a), y: 0), time: time)
            if let b { driver.move(2, to: Point(x: Double(b), y: 0), time: time) }
        }
        driver.up(1, time: 1)
        driver.up(2, time: 1)
    }

    @Test func aValueThatChangesAndChangesBackIsDeliveredEachTime() {
        var changes: [Pair.Value] = []
        play(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2)).onChanged { changes.append($0) })
        let expected: [Pair.Value] = [.init(first: 10, second: nil), .init(first: 20, second: nil), .init(first: 10, second: nil),
                                      .init(first: 10, second: 5), .init(first: 10, second: 6), .init(first: 10, second: 5)]
        #expect(changes == expected)
    }

    /// Plays `steps` (each one driver call) and returns what `onChanged` delivered, and what
    /// watching the gesture's value after each step finds changed while active.
    private func deliveredAndWatched<G: Gesture>(_ gesture: G, _ steps: [(GestureDriver<ChangedGesture<G>>) -> Void])
        -> (delivered: [G.Value], watched: [G.Value]) where G.Value: Equatable {
        var delivered: [G.Value] = []
        let driver = GestureDriver(gesture.onChanged { delivered.append($0) })
        var watched: [G.Value] = []
        var last: G.Value?
        for step in steps {
            step(driver)
            switch driver.phase {
            case .active:
                if let value = driver.value, value != last {
                    watched.append(value)
                    last = value
                }
            case .ended, .failed:
                last = nil
            case .possible:
                break
            }
        }
        return (delivered, watched)
    }

    /// Both pointers down, pointer 2 moved, then pointer 1, pointer 1 lifted, pointer 2 moved on.
    private func inTurn<G: Gesture>() -> [(GestureDriver<G>) -> Void] {
        var steps: [(GestureDriver<G>) -> Void] = [{ $0.down(1, at: .zero, time: 0) }, { $0.down(2, at: .zero, time: 0) }]
        var time = 0.0
        for (pointer, x) in [(2, 10), (2, 10), (2, 20), (2, 10), (1, 5), (1, 5), (1, 6), (1, 5)] {
            time += 0.01
            let when = time
            steps.append { $0.move(PointerID(pointer), to: Point(x: Double(x), y: 0), time: when) }
        }
        steps.append { $0.up(1, time: 0.2) }
        for x in [7, 8, 8, 7] {
            time += 0.01
            let when = 0.2 + time
            steps.append { $0.move(2, to: Point(x: Double(x), y: 0), time: when) }
        }
        steps.append { $0.up(2, time: 1) }
        return steps
    }

    @Test func aSequenceAndAnExclusiveChoiceDeliverEachChangeOnce() {
        let a = ScriptedGesture(1), b = ScriptedGesture(2)
        let sequence = deliveredAndWatched(a.sequenced(before: b), inTurn())
        let choice = deliveredAndWatched(a.exclusively(before: b), inTurn())
        #expect(sequence.delivered.count >= 4)
        #expect(sequence.delivered == sequence.watched)
        #expect(choice.delivered.count >= 4)
        #expect(choice.delivered == choice.watched)
    }

    /// A drag, a magnify and a rotate together, in frames of both fingers or of one: every
    /// change once, and the velocities compared as they are read.
    @Test func aPinchDeliversEachChangeOnce() {
        typealias Manipulation = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>
        typealias Driver = GestureDriver<ChangedGesture<Manipulation>>
        let gesture = DragGesture(minimumDistance: 2).simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
        let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)
        var steps: [(Driver) -> Void] = [{ $0.down(1, at: start.first, time: 0) }, { $0.down(2, at: start.second, time: 0) }]
        for step in 1...20 {
            let motion = start.scaled(by: 1 + Double(step % 7) / 10).rotated(by: .degrees(Double(step % 4)))
            let time = Double(step) / 100
            if step % 3 != 0 {
                steps.append { $0.move([(1, motion.first), (2, motion.second)], time: time) }
            } else {
                steps.append { $0.move(1, to: motion.first, time: time) }
            }
        }
        steps.append { $0.up(1, time: 1) }
        steps.append { $0.up(2, time: 1) }
        let run = deliveredAndWatched(gesture, steps)
        #expect(run.delivered.count > 10)
        #expect(run.delivered == run.watched)
    }
}

@Suite("onChanged.nextDeadline")
struct ChangedDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        expectDeadlinePassedThrough { $0.onChanged { _ in } }
    }
}
