import Testing
import TactileGestures
import TactileTestSupport

/// A ``ScriptedGesture`` whose recognizer compares its value in place, as the built-in leaves do.
private struct ComparingScriptedGesture: Gesture {
    typealias Value = Int
    typealias Body = Never

    var id: PointerID

    init(_ id: PointerID) { self.id = id }

    func makeRecognizer() -> Recognizer { Recognizer(base: ScriptedGesture(id).makeRecognizer()) }

    struct Recognizer: ValueComparingRecognizer {
        var base: ScriptedGesture.Recognizer
        var phase: GesturePhase { base.phase }
        var value: Int? { base.value }
        mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool { base.update(input, in: context) }
        mutating func reset() { base.reset() }
        func describe(into nodes: inout [GestureNodeDescription], depth: Int) { base.describe(into: &nodes, depth: depth) }
    }
}

/// The same values through a stored copy: `onChanged` compares built values then, as before.
private func comparingBuiltValues<G: Gesture>(_ gesture: G) -> MapGesture<G, G.Value> { gesture.map { $0 } }

private typealias Pair = SimultaneousGesture<ComparingScriptedGesture, ComparingScriptedGesture>

@Suite("ValueComparingRecognizer")
struct ValueComparingRecognizerTests {
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
        var inPlace: [Pair.Value] = []
        var built: [Pair.Value] = []
        play(ComparingScriptedGesture(1).simultaneously(with: ComparingScriptedGesture(2)).onChanged { inPlace.append($0) })
        play(comparingBuiltValues(ComparingScriptedGesture(1).simultaneously(with: ComparingScriptedGesture(2))).onChanged {
            built.append($0)
        })
        let expected: [Pair.Value] = [.init(first: 10, second: nil), .init(first: 20, second: nil), .init(first: 10, second: nil),
                                      .init(first: 10, second: 5), .init(first: 10, second: 6), .init(first: 10, second: 5)]
        #expect(inPlace == expected)
        #expect(built == expected)
    }

    /// Both pointers down, pointer 2 moved, then pointer 1, pointer 1 lifted, pointer 2 moved on.
    private func playInTurn<G: Gesture>(_ gesture: G) {
        let driver = GestureDriver(gesture)
        driver.down(1, at: Point(x: 0, y: 0), time: 0)
        driver.down(2, at: Point(x: 0, y: 0), time: 0)
        var time = 0.0
        for (pointer, x) in [(2, 10), (2, 10), (2, 20), (2, 10), (1, 5), (1, 5), (1, 6), (1, 5)] {
            time += 0.01
            driver.move(PointerID(pointer), to: Point(x: Double(x), y: 0), time: time)
        }
        driver.up(1, time: 0.2)
        for x in [7, 8, 8, 7] {
            time += 0.01
            driver.move(2, to: Point(x: Double(x), y: 0), time: 0.2 + time)
        }
        driver.up(2, time: 1)
    }

    @Test func aSequenceAndAnExclusiveChoiceDeliverTheSameValuesEitherWay() {
        typealias Sequence = SequenceGesture<ComparingScriptedGesture, ComparingScriptedGesture>
        typealias Choice = ExclusiveGesture<ComparingScriptedGesture, ComparingScriptedGesture>
        var sequence: (inPlace: [Sequence.Value], built: [Sequence.Value]) = ([], [])
        var choice: (inPlace: [Choice.Value], built: [Choice.Value]) = ([], [])
        let a = ComparingScriptedGesture(1), b = ComparingScriptedGesture(2)
        playInTurn(a.sequenced(before: b).onChanged { sequence.inPlace.append($0) })
        playInTurn(comparingBuiltValues(a.sequenced(before: b)).onChanged { sequence.built.append($0) })
        playInTurn(a.exclusively(before: b).onChanged { choice.inPlace.append($0) })
        playInTurn(comparingBuiltValues(a.exclusively(before: b)).onChanged { choice.built.append($0) })
        #expect(sequence.inPlace.count >= 4)
        #expect(sequence.inPlace == sequence.built)
        #expect(choice.inPlace.count >= 4)
        #expect(choice.inPlace == choice.built)
    }

    @Test func aCustomRecognizerWithoutItStillChangesOnlyOnAChange() {
        var changes: [SimultaneousGesture<ScriptedGesture, ScriptedGesture>.Value] = []
        play(ScriptedGesture(1).simultaneously(with: ScriptedGesture(2)).onChanged { changes.append($0) })
        #expect(changes.map(\.first) == [10, 20, 10, 10, 10, 10])
        #expect(changes.map(\.second) == [nil, nil, nil, 5, 6, 5])
    }

    @Test func onlyCompositionsBuildTheirValues() {
        #expect(!DragGesture.Recognizer.buildsValue)
        #expect(!MapGesture<Pair, Pair.Value>.Recognizer.buildsValue)
        #expect(Pair.Recognizer.buildsValue)
        #expect(ChangedGesture<Pair>.Recognizer.buildsValue)
        #expect(SequenceGesture<ComparingScriptedGesture, ComparingScriptedGesture>.Recognizer.buildsValue)
        #expect(ExclusiveGesture<ComparingScriptedGesture, ComparingScriptedGesture>.Recognizer.buildsValue)
    }

    @Test func aPairComparesItsPartsInPlace() {
        var recognizer = Pair(ComparingScriptedGesture(1), ComparingScriptedGesture(2)).makeRecognizer()
        var none: Pair.Value?
        var empty: Pair.Value? = Pair.Value(first: nil, second: nil)
        let noneAtFirst = recognizer.isValue(equalTo: &none)
        let emptyAtFirst = recognizer.isValue(equalTo: &empty)
        #expect(noneAtFirst)
        #expect(!emptyAtFirst, "no pair is not a pair of nothing")
        let context = GestureContext()
        recognizer.update(.pointer(PointerEvent(.down, pointer: 1, at: .zero, time: 0)), in: context)
        recognizer.update(.pointer(PointerEvent(.move, pointer: 1, at: Point(x: 7, y: 0), time: 0.1)), in: context)
        var same: Pair.Value? = Pair.Value(first: 7, second: nil)
        var other: Pair.Value? = Pair.Value(first: 7, second: 7)
        let isSame = recognizer.isValue(equalTo: &same)
        let isOther = recognizer.isValue(equalTo: &other)
        let isNone = recognizer.isValue(equalTo: &none)
        #expect(isSame)
        #expect(!isOther)
        #expect(!isNone)
        #expect(same == Pair.Value(first: 7, second: nil), "left as it was")
    }

    @Test func aPinchDeliversTheSameValuesEitherWay() {
        typealias Manipulation = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>
        var inPlace: [Manipulation.Value] = []
        var built: [Manipulation.Value] = []
        let gesture = DragGesture(minimumDistance: 2).simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
        for record in [true, false] {
            let driver = record
                ? GestureDriver(gesture.onChanged { inPlace.append($0) }.onEnded { _ in }.eraseToAnyGesture())
                : GestureDriver(comparingBuiltValues(gesture).onChanged { built.append($0) }.onEnded { _ in }.eraseToAnyGesture())
            let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)
            driver.down(1, at: start.first, time: 0)
            driver.down(2, at: start.second, time: 0)
            for step in 1...20 {
                let motion = start.scaled(by: 1 + Double(step % 7) / 10).rotated(by: .degrees(Double(step % 4)))
                driver.move(1, to: motion.first, time: Double(step) / 100)
                if step % 3 != 0 { driver.move(2, to: motion.second, time: Double(step) / 100) }
            }
            driver.up(1, time: 1)
            driver.up(2, time: 1)
        }
        #expect(inPlace.count > 10)
        #expect(inPlace == built)
    }

    /// `hasValue` and `writeValue(into:)` of `recognizer` agree with its built value, whatever `other` held,
    /// and the write says whether `other` was another value.
    private func expectWritesAsBuilt<R: ValueComparingRecognizer>(_ recognizer: inout R, over stale: [R.Value?]) {
        let built = recognizer.value
        #expect(recognizer.hasValue == (built != nil))
        for start in stale {
            var other = start
            let changed = recognizer.writeValue(into: &other)
            #expect(other == built)
            #expect(changed == (start != built))
            let changedAgain = recognizer.writeValue(into: &other)
            #expect(!changedAgain, "written once, it is the value")
        }
    }

    @Test func aPairWritesItsValueInPlaceAsItWouldBuildIt() {
        typealias Delivering = ChangedGesture<EndedGesture<Pair>>
        var pair = Pair(ComparingScriptedGesture(1), ComparingScriptedGesture(2)).makeRecognizer()
        var leaf = ComparingScriptedGesture(1).makeRecognizer()
        var modified = Delivering(EndedGesture(Pair(ComparingScriptedGesture(1), ComparingScriptedGesture(2))) { _ in }) { _ in }
            .makeRecognizer()
        let stale: [Pair.Value?] = [nil, Pair.Value(first: nil, second: nil), Pair.Value(first: 3, second: nil), Pair.Value(first: 7, second: 9)]
        let context = GestureContext()
        let inputs: [GestureInput] = [
            .pointer(PointerEvent(.down, pointer: 1, at: .zero, time: 0)),
            .pointer(PointerEvent(.move, pointer: 1, at: Point(x: 7, y: 0), time: 0.1)),
            .pointer(PointerEvent(.down, pointer: 2, at: .zero, time: 0.2)),
            .pointer(PointerEvent(.move, pointer: 2, at: Point(x: 9, y: 0), time: 0.3)),
            .pointer(PointerEvent(.up, pointer: 1, at: Point(x: 7, y: 0), time: 0.4)),
            .pointer(PointerEvent(.up, pointer: 2, at: Point(x: 9, y: 0), time: 0.5)),
        ]
        expectWritesAsBuilt(&pair, over: stale)
        expectWritesAsBuilt(&leaf, over: [nil, 3, 7])
        expectWritesAsBuilt(&modified, over: stale)
        for input in inputs {
            pair.update(input, in: context)
            leaf.update(input, in: context)
            modified.update(input, in: context)
            expectWritesAsBuilt(&pair, over: stale)
            expectWritesAsBuilt(&leaf, over: [nil, 3, 7])
            expectWritesAsBuilt(&modified, over: stale)
        }
    }

    @Test func aNestedPairWritesItsValueInPlaceAsItWouldBuildIt() {
        typealias Manipulation = SimultaneousGesture<SimultaneousGesture<DragGesture, MagnifyGesture>, RotateGesture>
        var recognizer = DragGesture(minimumDistance: 2).simultaneously(with: MagnifyGesture()).simultaneously(with: RotateGesture())
            .makeRecognizer()
        var stale: [Manipulation.Value?] = [nil]
        let context = GestureContext()
        let start = TwoFingerMotion(center: Point(x: 300, y: 300), span: 100)
        var inputs: [GestureInput] = [
            .pointer(PointerEvent(.down, pointer: 1, at: start.first, time: 0)),
            .pointer(PointerEvent(.down, pointer: 2, at: start.second, time: 0)),
        ]
        for step in 1...8 {
            let motion = start.scaled(by: 1 + Double(step % 5) / 10).rotated(by: .degrees(Double(step % 3)))
            inputs.append(.pointer(PointerEvent(.move, pointer: 1, at: motion.first, time: Double(step) / 100)))
            if step % 3 != 0 { inputs.append(.pointer(PointerEvent(.move, pointer: 2, at: motion.second, time: Double(step) / 100))) }
        }
        inputs.append(.pointer(PointerEvent(.up, pointer: 1, at: start.first, time: 1)))
        inputs.append(.pointer(PointerEvent(.up, pointer: 2, at: start.second, time: 1)))
        expectWritesAsBuilt(&recognizer, over: stale)
        for input in inputs {
            recognizer.update(input, in: context)
            expectWritesAsBuilt(&recognizer, over: stale)
            // Each value written over the ones before: a changed part is overwritten, not kept.
            stale.append(recognizer.value)
        }
        #expect(stale.contains { $0?.first?.second != nil }, "the pinch had a magnification")
    }
}
