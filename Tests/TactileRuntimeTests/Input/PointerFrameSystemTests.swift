import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// What the input stage makes of a tick's events, for the picking and gesture stages: a run of
/// touch and pen moves at finite locations becomes one frame (each pointer's positions in order,
/// the pointers in the order of their last moves); presses, releases and cancels stay pointer
/// items in their place; a mouse's move is a frame of its own; a pointer event at a location
/// that is not finite is dropped with a warning; a key ends a run and is taken by the keyboard;
/// a resize ends a run and is applied to the window; anything else passes on. With coalescing
/// off, every move is a frame of its own.
@Suite("Pointer frames")
struct PointerFrameSystemTests {
    /// What an item of the tick's input should be: a frame as (pointer, device, samples) per
    /// move, or any other item as it prints (so that a location that is not a number equals
    /// itself).
    enum Expected: Equatable {
        case frame([Move])
        case item(String)

        struct Move: Equatable {
            var pointer: PointerID
            var device: PointerDevice
            var samples: [PointerSample]
        }
    }

    /// Runs a simulation's input stage on `events` — its systems in the schedule's order, none
    /// after it — and returns the items (frames spelled out), the window size and the warnings.
    static func frames(of events: [InputEvent], coalescing: Bool = true) -> (items: [Expected], window: Vector, warnings: Int) {
        let simulation = Simulation()
        simulation.coalescesMoves = coalescing
        let world = simulation.world
        world.withResource(PointerInput.self) { $0.start(with: events) }
        let systems: [String: any System] = [
            "PointerFrameSystem": PointerFrameSystem(), "MouseEmulationSystem": MouseEmulationSystem(), "KeyboardSystem": KeyboardSystem(),
        ]
        let stage = simulation.schedule.systemNames.first { $0.stage == .input }?.systems ?? []
        #expect(Set(stage) == Set(systems.keys), "the input stage's systems")
        for name in stage {
            guard var system = systems[name] else { continue }
            system.run(in: world)
        }
        let input = world.resource(PointerInput.self)
        let items: [Expected] = input.items.map { item in
            guard case .frame(let index) = item else {
                // Other events as themselves, not as their index in the tick's list.
                if case .event(let index) = item { return .item("\(input.events[index])") }
                return .item("\(item)")
            }
            #expect(index < input.frameCount)
            let frame = input.frames[index]
            return .frame(frame.moves.map { .init(pointer: $0.pointer, device: $0.device, samples: Array(frame.samples(of: $0))) })
        }
        return (items, world.resource(Window.self).size, world.resource(Warnings.self).messages.count)
    }

    /// The items the documented rules give, written out plainly.
    static func reference(_ events: [InputEvent], coalescing: Bool = true) -> [Expected] {
        var items: [Expected] = []
        var run: [Expected.Move] = []
        var lastMove: [PointerID: Int] = [:]
        var position = 0
        func endRun() {
            guard !run.isEmpty else { return }
            items.append(.frame(run.sorted { lastMove[$0.pointer]! < lastMove[$1.pointer]! }))
            run.removeAll()
            lastMove.removeAll()
        }
        for event in events {
            position += 1
            guard case .pointer(let pointer, _) = event else {
                endRun()
                switch event {
                case .resize, .key: continue
                default: items.append(.item("\(event)"))
                }
                continue
            }
            guard pointer.location.isFinite || pointer.kind == .cancel else {
                endRun()
                continue
            }
            guard pointer.kind == .move else {
                endRun()
                items.append(.item("\(InputItem.pointer(pointer, target: .hitTest))"))
                continue
            }
            let sample = PointerSample(time: pointer.time, location: pointer.location)
            guard coalescing, pointer.device == .touch || pointer.device == .pen else {
                endRun()
                items.append(.frame([.init(pointer: pointer.pointer, device: pointer.device, samples: [sample])]))
                continue
            }
            if let index = run.firstIndex(where: { $0.pointer == pointer.pointer }) {
                run[index].samples.append(sample)
            } else {
                run.append(.init(pointer: pointer.pointer, device: pointer.device, samples: [sample]))
            }
            lastMove[pointer.pointer] = position
        }
        endRun()
        return items
    }

    static func move(_ pointer: PointerID, _ i: Int, at location: Point? = nil, device: PointerDevice = .touch) -> InputEvent {
        .pointer(PointerEvent(.move, pointer: pointer, at: location ?? Point(x: Double(pointer) * 10 + Double(i), y: -Double(i)),
                              time: Double(i) * 0.001, device: device))
    }

    /// `rounds` rounds of moves of `pointers`, each in turn.
    static func inTurn(_ pointers: [PointerID], rounds: Int) -> [InputEvent] {
        (0..<rounds).flatMap { round in pointers.map { move($0, round) } }
    }

    /// Runs of every shape the rules tell apart: in turn, out of turn, a pointer joining late,
    /// locations that are not finite, IDs sharing low bits, other devices, a key, a press, many
    /// pointers and many moves.
    static let runs: [(String, [InputEvent])] = {
        let ten = Array(1...10)
        var outOfTurn = inTurn(ten, rounds: 3)
        outOfTurn += [move(4, 3), move(1, 3), move(2, 3)] + inTurn(ten, rounds: 2)
        var late = inTurn(ten, rounds: 2)
        late += [move(11, 2)] + inTurn(ten, rounds: 2)
        var nan = inTurn(ten, rounds: 5)
        nan[33] = move(4, 3, at: Point(x: .nan, y: 1))
        var infinite = inTurn(ten, rounds: 5)
        infinite[47] = move(8, 4, at: Point(x: 3, y: -.infinity))
        var mouse = inTurn(ten, rounds: 4)
        mouse[25] = move(6, 2, device: .mouse)
        var mousePress = inTurn(ten, rounds: 4)
        mousePress[25] = .pointer(PointerEvent(.down, pointer: 6, at: Point(x: 3, y: 4), time: 0.002, device: .mouse))
        var pen = inTurn(ten, rounds: 4)
        pen[25] = move(26, 2, device: .pen)
        var key = inTurn(ten, rounds: 4)
        key.insert(.key("Left", isDown: true, modifiers: [], time: 0.002), at: 21)
        var press = inTurn(ten, rounds: 4)
        press[15] = .pointer(PointerEvent(.down, pointer: 6, at: .zero, time: 0.001))
        var release = inTurn(ten, rounds: 4)
        release[15] = .pointer(PointerEvent(.up, pointer: 6, at: Point(x: 1, y: 1), time: 0.001))
        var cancel = inTurn(ten, rounds: 4)
        cancel[15] = .pointer(PointerEvent(.cancel, pointer: 6, at: Point(x: .nan, y: 0), time: 0.001))
        var resize = inTurn(ten, rounds: 4)
        resize.insert(.resize(width: 640, height: 480, time: 0.002), at: 21)
        var repeated = inTurn(ten, rounds: 3)
        repeated.insert(move(3, 1), at: 13)
        return [
            ("in turn", inTurn(ten, rounds: 8)), ("one pointer", inTurn([7], rounds: 9)),
            ("out of turn", outOfTurn), ("a pointer joining late", late), ("a NaN", nan),
            ("an infinity", infinite), ("a mouse move", mouse), ("a mouse press", mousePress),
            ("a pen's move among touches", pen), ("a key", key), ("a press", press),
            ("a release", release), ("a cancel at a location that is not finite", cancel), ("a resize", resize),
            ("a pointer twice in a row", repeated), ("IDs sharing low bits", inTurn([1, 65, 129, 2], rounds: 6)),
            ("forty pointers", inTurn(Array(1...40), rounds: 3)), ("1,100 moves each of three", inTurn([1, 2, 3], rounds: 1100)),
        ]
    }()

    @Test("the frames follow the rules", arguments: 0..<18)
    func framesMatchTheReference(_ run: Int) {
        Self.check(Self.runs[run])
    }

    /// Compares the input stage with the reference on `run`, alone and after other input, with
    /// coalescing on and off.
    static func check(_ run: (String, [InputEvent]), sourceLocation: SourceLocation = #_sourceLocation) {
        let (name, events) = run
        // Alone, and after a press of another pointer or a key.
        let before: [[InputEvent]] = [[], [.pointer(PointerEvent(.down, pointer: 99, at: .zero, time: 0))],
                                      [.key("x", isDown: true, modifiers: [], time: 0)]]
        for prefix in before {
            for coalescing in [true, false] {
                let got = frames(of: prefix + events, coalescing: coalescing).items
                let want = reference(prefix + events, coalescing: coalescing)
                #expect(got.count == want.count, "\(name), after \(prefix.count) events, coalescing \(coalescing)",
                        sourceLocation: sourceLocation)
                for (index, (g, w)) in zip(got, want).enumerated() where g != w {
                    Issue.record("\(name), after \(prefix.count) events, coalescing \(coalescing): item \(index) is \(g), not \(w)",
                                 sourceLocation: sourceLocation)
                    break
                }
            }
        }
    }

    @Test func aResizeIsAppliedAndAnEventAtANonFiniteLocationWarned() {
        let events: [InputEvent] = [
            .resize(width: 640, height: 480, time: 0),
            .pointer(PointerEvent(.down, pointer: 1, at: Point(x: .nan, y: 3), time: 0)),
            .resize(width: .infinity, height: 480, time: 0),
            .resize(width: 0, height: 480, time: 0),
        ]
        let (items, window, warnings) = Self.frames(of: events)
        #expect(items.isEmpty)
        #expect(window == Vector(width: 640, height: 480), "only the sane size is taken")
        #expect(warnings == 1)
    }

    /// The frames a tick made are gone at the next tick's start: each tick's input is its own.
    @Test func eachTickStartsAfresh() {
        let world = World()
        world.insertResource(Window(size: Vector(width: 1280, height: 800)))
        world.insertResource(Warnings())
        world.insertResource(PointerInput())
        var system = PointerFrameSystem()
        world.withResource(PointerInput.self) { $0.start(with: Self.inTurn([1, 2], rounds: 3)) }
        system.run(in: world)
        #expect(world.resource(PointerInput.self).frameCount == 1)
        world.withResource(PointerInput.self) { $0.start(with: [Self.move(3, 0)]) }
        let fresh = world.resource(PointerInput.self)
        #expect(fresh.frameCount == 0 && fresh.items.isEmpty, "the last tick's frames are gone")
        system.run(in: world)
        let input = world.resource(PointerInput.self)
        #expect(input.frameCount == 1)
        #expect(input.frames[0].moves.map(\.pointer) == [3])
        #expect(input.frames[0].samples.count == 1)
    }
}
