import Testing
import TactileGestures
import TactileTestSupport

/// SPEC 3.1: type erasure (`AnyGesture`) and custom gestures declared with `body` work as in
/// SwiftUI.
@Suite("AnyGesture")
struct AnyGestureTests {
    @Test func anErasedDragBehavesLikeTheDrag() {
        func run<G: Gesture>(_ gesture: G) -> (phases: [GesturePhase], transitions: [String], final: Vector?)
        where G.Value == DragGesture.Value {
            let driver = GestureDriver(gesture)
            var phases: [GesturePhase] = []
            driver.down(at: Point(x: 0, y: 0), time: 0)
            phases.append(driver.phase)
            driver.drag(by: Vector(width: 30, height: 0))
            phases.append(driver.phase)
            driver.up()
            phases.append(driver.phase)
            return (phases, driver.transitions.map { "\($0.transition)" }, driver.value?.translation)
        }
        let plain = run(DragGesture())
        let erased = run(AnyGesture(DragGesture()))
        let erasedByMethod = run(DragGesture().eraseToAnyGesture())
        #expect(plain.phases == [.possible, .active, .ended])
        #expect(erased.phases == plain.phases)
        #expect(erased.transitions == plain.transitions)
        #expect(erased.final == plain.final)
        #expect(erasedByMethod.phases == plain.phases)
        #expect(erasedByMethod.final == Vector(width: 30, height: 0))
    }

    @Test func gesturesOfDifferentTypesShareOneErasedType() {
        let gestures: [AnyGesture<String>] = [
            TapGesture().map { "tap" }.eraseToAnyGesture(),
            LongPressGesture().map { _ in "long press" }.eraseToAnyGesture(),
        ]
        var ended: [String] = []
        for gesture in gestures {
            let driver = GestureDriver(gesture.onEnded { ended.append($0) })
            driver.down(at: Point(x: 0, y: 0), time: 0)
            driver.wait(0.8)
            driver.up(time: 0.9)
        }
        #expect(ended == ["long press"], "a 0.9 s press is too long for a tap")
    }

    @Test func anErasedGestureStartsAfreshForEachInteraction() {
        var ended = 0
        let driver = GestureDriver(TapGesture(count: 2).eraseToAnyGesture().onEnded { ended += 1 })
        for start in [0.0, 1.0] {
            driver.down(at: Point(x: 0, y: 0), time: start)
            driver.up(time: start + 0.05)
            driver.down(at: Point(x: 0, y: 0), time: start + 0.15)
            driver.up(time: start + 0.2)
        }
        #expect(ended == 2)
    }

    @Test func erasedGesturesCompose() {
        let driver = GestureDriver(LongPressGesture().eraseToAnyGesture()
            .sequenced(before: DragGesture().eraseToAnyGesture()))
        driver.down(at: Point(x: 0, y: 0), time: 0)
        driver.wait(0.5)
        driver.drag(by: Vector(width: 25, height: 0))
        guard case .second(true, let drag?)? = driver.value else {
            Issue.record("got \(String(describing: driver.value))")
            return
        }
        #expect(drag.translation == Vector(width: 25, height: 0))
    }

    // MARK: Custom gestures with a body (seed 003's SwipeGesture, renamed)

    struct SwipeGesture: Gesture {
        enum Direction: Equatable { case left, right, up, down }

        let minimumDistance: Double
        let coordinateSpace: CoordinateSpace

        init(minimumDistance: Double = 50, coordinateSpace: CoordinateSpace = .local) {
            self.minimumDistance = minimumDistance
            self.coordinateSpace = coordinateSpace
        }

        var body: AnyGesture<Direction> {
            AnyGesture(
                DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
                    .map { value in
                        let horizontal = abs(value.translation.width) > abs(value.translation.height)
                        if horizontal {
                            return value.translation.width < 0 ? .left : .right
                        } else {
                            return value.translation.height < 0 ? .up : .down
                        }
                    }
            )
        }
    }

    @Test("a custom gesture is recognized by its body",
          arguments: [(Vector(width: -80, height: 10), SwipeGesture.Direction.left),
                      (Vector(width: 80, height: -10), .right),
                      (Vector(width: 5, height: -70), .up),
                      (Vector(width: 0, height: 60), .down)])
    func swipe(offset: Vector, direction: SwipeGesture.Direction) {
        var swiped: [SwipeGesture.Direction] = []
        let driver = GestureDriver(SwipeGesture().onEnded { swiped.append($0) })
        driver.down(at: Point(x: 300, y: 300), time: 0)
        driver.drag(by: offset)
        driver.up()
        #expect(swiped == [direction])
    }

    @Test func aShortSwipeIsNothing() {
        var swiped = 0
        let driver = GestureDriver(SwipeGesture().onEnded { _ in swiped += 1 })
        driver.down(at: Point(x: 300, y: 300), time: 0)
        driver.drag(by: Vector(width: 49, height: 0))
        driver.up()
        #expect(driver.phase == .failed)
        #expect(swiped == 0)
    }
}

@Suite("AnyGesture.nextDeadline")
struct AnyGestureDeadlineTests {
    @Test func passesItsBasesDeadlineThrough() {
        expectDeadlinePassedThrough { $0.eraseToAnyGesture() }
        expectDeadlinePassedThrough { AnyGesture($0.onEnded { _ in }.map { _ in 1 }) }
    }

    @Test func aChainOfModifiersPassesItThrough() {
        let pressing = GestureState(wrappedValue: false)
        expectDeadlinePassedThrough {
            $0.updating(pressing) { value, state, _ in state = value }
                .onChanged { _ in }
                .onEnded { _ in }
                .onCancelled {}
                .map { $0 }
                .eraseToAnyGesture()
        }
    }

    /// An erased recognizer keeps its tree's phase and deadline as they were after the last
    /// update: after every input they are the tree's own, for built-in trees and a custom one,
    /// in the contexts a composition gives its parts.
    @Test(arguments: 0..<6 as Range<UInt64>)
    func keepsItsTreesPhaseAndDeadline(seed: UInt64) {
        let manipulation = DragGesture(minimumDistance: 2).simultaneously(with: MagnifyGesture())
            .onChanged { _ in }
            .simultaneously(with: LongPressGesture().onEnded { _ in })
            .simultaneously(with: TapGesture(count: 2))
            .map { _ in 0 }
        expectSameAsItsTree(manipulation, seed: seed)
        expectSameAsItsTree(TapGesture(count: 2).exclusively(before: LongPressGesture()).map { _ in 0 }, seed: seed)
        expectSameAsItsTree(ScriptedGesture(1).simultaneously(with: DragGesture()).map { _ in 0 }, seed: seed)
    }

    private func expectSameAsItsTree<G: Gesture>(_ gesture: G, seed: UInt64,
                                                 sourceLocation: SourceLocation = #_sourceLocation) where G.Value == Int {
        var plain = gesture.makeRecognizer()
        var erased = AnyGesture(gesture).makeRecognizer()
        let contexts = [GestureContext(), GestureContext(), holdingBegin, holdingEnd]
        for (index, (time, step)) in walk(seed: seed).enumerated() {
            let context = contexts[index % contexts.count]
            let changed = plain.take(step, at: time, in: context)
            #expect(erased.take(step, at: time, in: context) == changed, sourceLocation: sourceLocation)
            #expect(erased.phase == plain.phase, "step \(index) of seed \(seed)", sourceLocation: sourceLocation)
            #expect(erased.nextDeadline() == plain.nextDeadline(), "step \(index) of seed \(seed)", sourceLocation: sourceLocation)
            #expect(erased.value == plain.value, "step \(index) of seed \(seed)", sourceLocation: sourceLocation)
        }
        erased.reset()
        plain.reset()
        #expect(erased.phase == plain.phase && erased.nextDeadline() == plain.nextDeadline(), sourceLocation: sourceLocation)
    }

    /// Copies of an erased recognizer are one recognizer: what one takes, the other has taken.
    @Test func copiesShareOneRecognizer() {
        var recognizer = LongPressGesture().eraseToAnyGesture().makeRecognizer()
        let copy = recognizer
        recognizer.update(.pointer(PointerEvent(.down, pointer: 1, at: .zero, time: 0)), in: GestureContext())
        #expect(copy.phase == .active)
        #expect(copy.nextDeadline() == recognizer.nextDeadline() && copy.nextDeadline().isFinite)
        #expect(copy.value == true)
        recognizer.reset()
        #expect(copy.phase == .possible && copy.value == nil)
    }
}
