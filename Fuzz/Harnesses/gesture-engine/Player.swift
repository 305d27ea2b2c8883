#if canImport(Glibc)
import Glibc
#endif
import TactileGestures
import TactileTestSupport

/// How the loop clock reaches the gesture.
enum Clocking {
    /// Every 1/120 s tick advances the gesture (as `GestureDriver` does).
    case everyTick
    /// Only ticks at or past the gesture's ``GestureSession/nextDeadline()`` advance it, as the
    /// runtime's wake-up queue does. The same stream must give the same callbacks either way.
    case wakeUps
}

/// Decodes the bytes after the composition into a pointer stream and plays it through a
/// ``GestureSession`` on the deterministic 120 Hz clock, checking after every input.
///
/// ```
/// event := byte % 16: 0–2 down, 3–6 move, 7 frame, 8–9 up, 10 cancel, 11 cancel all,
///          12 wait, 13 jump to an odd location, 14 many fingers down, 15 down of a mouse,
///          pen or emulated (virtual) pointer; each followed by its parameter bytes
/// gap   := byte: < 128 that many ms; < 192 onto the tick (byte − 128) ticks on; else (byte − 192) × 20 ms
/// ```
///
/// Time is kept in units of 1/3000 s, so that milliseconds and ticks (25 units) are both exact
/// and an event can land exactly on a tick or a deadline. At most ``maximumEvents`` events and
/// ``maximumTime`` seconds; then every pointer still down is lifted and the clock runs
/// 1 s, and on while the gesture is undecided and waits for a deadline.
final class Player {
    static let maximumEvents = 256
    static let maximumTime = 10.0
    static let unitsPerSecond = 3000
    static let unitsPerTick = 25

    typealias Session = GestureSession<AnyGesture<Reading>.Recognizer>

    let recorder: GestureProbe
    let clocking: Clocking
    private(set) var session: Session
    /// Every transition of the session, with its time's bits, for comparing runs.
    private(set) var transitions: [UInt64] = []
    private var units = 0
    private var nextTick = 0
    /// Whether the last tick advanced was idle.
    private var idle = false
    /// The pointers the stream put down, in order, with where they last were and their device.
    private var down: [(id: PointerID, location: Point, device: PointerDevice)] = []

    init(_ gesture: AnyGesture<Reading>, spaces: CoordinateSpaces, recorder: GestureProbe, clocking: Clocking) {
        session = Session(gesture, spaces: spaces)
        self.recorder = recorder
        self.clocking = clocking
    }

    private var now: Double { Double(units) / Double(Self.unitsPerSecond) }
    private func tickTime(_ tick: Int) -> Double { Double(tick * Self.unitsPerTick) / Double(Self.unitsPerSecond) }

    /// Plays the rest of `reader` as a stream, then ends it.
    func play(_ reader: inout ByteReader) {
        var events = 0
        while !reader.isAtEnd, events < Self.maximumEvents, now <= Self.maximumTime, recorder.violations.isEmpty {
            events += 1
            let opcode = reader.byte() % 16
            switch opcode {
            case 0, 1, 2:
                let id = pointer(reader.byte())
                let location = Self.location(reader.byte(), reader.byte())
                wait(reader.byte())
                press(id, at: location, device: .touch)
            case 3, 4, 5, 6:
                let id = pointer(reader.byte())
                let offset = Self.offset(reader.signed(), reader.signed())
                wait(reader.byte())
                move(id, to: (location(of: id) ?? Self.nowhere) + offset)
            case 7:
                frame(&reader)
            case 8, 9:
                let id = pointer(reader.byte())
                let offset = Self.offset(reader.signed() / 16, reader.signed() / 16)
                wait(reader.byte())
                release(id, .up, at: (location(of: id) ?? Self.nowhere) + offset)
            case 10:
                let id = pointer(reader.byte())
                wait(reader.byte())
                release(id, .cancel, at: location(of: id) ?? Self.nowhere)
            case 11:
                wait(reader.byte())
                cancelAll()
            case 12:
                // A long wait: deadlines pass (at most 2.55 s).
                units += Int(reader.byte()) * 30
                runTicks(through: now)
            case 13:
                let id = pointer(reader.byte())
                let x = Self.oddCoordinate(reader.byte()), y = Self.oddCoordinate(reader.byte())
                wait(reader.byte())
                move(id, to: Point(x: x, y: y))
            case 14:
                let first = Int(reader.byte() % 8) + 1, count = Int(reader.byte() % 14) + 1
                wait(reader.byte())
                for id in first ..< first + count {
                    press(id, at: Point(x: 100 + 25 * Double(id), y: 300 + 7 * Double(id % 5)), device: .touch)
                }
            default:
                let id = pointer(reader.byte())
                let location = Self.location(reader.byte(), reader.byte())
                let device = [PointerDevice.mouse, .pen, .virtual][Int(reader.byte() % 3)]
                wait(reader.byte())
                press(id, at: location, device: device)
            }
        }
        finish()
    }

    // MARK: Decoding

    /// Where a move or lift of a pointer that is not down claims to be.
    static let nowhere = Point(x: 321, y: 123)

    /// Mostly pointers 1…4; sometimes up to 16; a few extreme ids (64-bit, negative).
    func pointer(_ byte: UInt8) -> PointerID {
        if byte < 192 { return 1 + Int(byte % 4) }
        if byte < 240 { return 1 + Int(byte % 16) }
        return [0, -1, Int.max, Int.min, 1 << 53 + 1, -(1 << 62), 1 << 32, 7][Int(byte % 8)]
    }

    /// A point on a grid over the window and a little beyond; x = 255: an odd x (see ``oddCoordinate(_:)``).
    static func location(_ x: UInt8, _ y: UInt8) -> Point {
        if x == 255 { return Point(x: oddCoordinate(y), y: 100) }
        return Point(x: Double(x) * 5 - 40, y: Double(y) * 4 - 40)
    }

    /// Small moves in whole points keep taps and presses alive; large ones (×8) drag and fail them.
    static func offset(_ dx: Int, _ dy: Int) -> Vector {
        func scaled(_ d: Int) -> Double { abs(d) > 48 ? Double(d) * 8 : Double(d) }
        return Vector(width: scaled(dx), height: scaled(dy))
    }

    /// A coordinate nobody should send, or an ordinary one.
    static func oddCoordinate(_ byte: UInt8) -> Double {
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e30, -1e30, 1e300, -1e300, .greatestFiniteMagnitude,
                             -.greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude, 9_007_199_254_740_992, 1e15, -1e15, 1e8, -1e8]
        return byte < 128 ? odd[Int(byte % 16)] : Double(byte) * 4
    }

    /// Moves the clock by a gap, running the ticks before the next event.
    private func wait(_ byte: UInt8) {
        switch byte {
        case ..<128: units += Int(byte) * 3
        case ..<192: units = max(units, (units / Self.unitsPerTick + Int(byte - 128)) * Self.unitsPerTick)
        default: units += Int(byte - 192) * 60
        }
    }

    /// Up to three pointers' moves over the gap, one to four samples each, as one frame.
    private func frame(_ reader: inout ByteReader) {
        let start = units
        let count = Int(reader.byte() % 12) + 1
        var moves: [(id: PointerID, offset: Vector)] = []
        for _ in 0..<count { moves.append((pointer(reader.byte()), Self.offset(reader.signed(), reader.signed()))) }
        wait(reader.byte())
        let span = units - start
        var frame = PointerFrame()
        for (index, move) in moves.enumerated() {
            let time = Double(start + span * (index + 1) / count) / Double(Self.unitsPerSecond)
            let target = (location(of: move.id) ?? Self.nowhere) + move.offset
            setLocation(move.id, target)
            frame.append(pointer: move.id, device: device(of: move.id), samples: CollectionOfOne(PointerSample(time: time, location: target)))
        }
        runTicks(before: now)
        deliver("frame \(frame.moves.map { "\($0.pointer)→\($0.location)" })") { $0.handle(frame) }
    }

    // MARK: Driving

    private func location(of id: PointerID) -> Point? { down.first { $0.id == id }?.location }
    private func device(of id: PointerID) -> PointerDevice { down.first { $0.id == id }?.device ?? .touch }
    private func setLocation(_ id: PointerID, _ point: Point) {
        if let index = down.firstIndex(where: { $0.id == id }) { down[index].location = point }
    }

    private func press(_ id: PointerID, at point: Point, device: PointerDevice) {
        runTicks(before: now)
        let time = now
        deliver("down \(id) at \(point) \(device)") { $0.handle(PointerEvent(.down, pointer: id, at: point, time: time, device: device)) }
        if location(of: id) == nil { down.append((id, point, device)) }
    }

    private func move(_ id: PointerID, to point: Point) {
        runTicks(before: now)
        let (time, device) = (now, device(of: id))
        deliver("move \(id) to \(point)") { $0.handle(PointerEvent(.move, pointer: id, at: point, time: time, device: device)) }
        setLocation(id, point)
    }

    private func release(_ id: PointerID, _ kind: PointerEvent.Kind, at point: Point) {
        runTicks(before: now)
        let (time, device) = (now, device(of: id))
        deliver("\(kind) \(id) at \(point)") { $0.handle(PointerEvent(kind, pointer: id, at: point, time: time, device: device)) }
        down.removeAll { $0.id == id }
    }

    private func cancelAll() {
        runTicks(before: now)
        let time = now
        deliver("cancel all") { $0.cancel(at: time) }
        down.removeAll()
    }

    /// Runs the ticks before `time` (an event at a tick's time comes before that tick).
    private func runTicks(before time: Double) {
        while tickTime(nextTick) < time { tick() }
    }

    /// Runs the ticks up to and including `time`.
    private func runTicks(through time: Double) {
        while tickTime(nextTick) <= time { tick() }
    }

    private func tick() {
        let time = tickTime(nextTick)
        nextTick += 1
        let deadline = session.nextDeadline()
        if clocking == .wakeUps, !deadline.isNaN, deadline > time { return }
        // Idle (no pointer down, no deadline): a stretch of such ticks is advanced once, and
        // that one must change nothing either way (they were a third of all ticks, each a walk
        // of the whole tree).
        if session.pointers.isEmpty, deadline == .infinity {
            if idle { return }
            idle = true
        } else {
            idle = false
        }
        deliver(at: time, "tick") { $0.advance(to: time) }
    }

    private func deliver(at time: Double? = nil, _ what: @autoclosure () -> String = "", _ input: (inout Session) -> Session.Transition?) {
        recorder.beginInput(at: time ?? now)
        if time == nil { idle = false }  // after an event, the next tick is advanced, idle or not
        let transition = input(&session)
        if Player.tracing { trace(what(), transition) }
        if let transition {
            recorder.sessionReported(transition)
            let code: UInt64 = switch transition { case .began: 1; case .ended: 2; case .cancelled: 3 }
            transitions += [recorder.time.bitPattern, code]
        }
        recorder.checkRoot(phase: session.phase)
    }

    /// Whether to print every input and the tree after it (`FUZZ_TRACE=1`, replaying one input).
    static let tracing = getenv("FUZZ_TRACE") != nil

    private func trace(_ what: String, _ transition: Session.Transition?) {
        let tree = session.recognizer.treeDescription.filter { $0.name != ProbeSpyMarker.name }
            .map { "\(String(repeating: " ", count: $0.depth))\($0.name) \($0.phase)" }.joined(separator: " |")
        print("\(clocking) t=\(recorder.time) \(what) → \(transition.map { "\($0)" } ?? "–") deadline \(session.nextDeadline()) \(tree)")
    }

    /// Lifts every pointer still down, lets every deadline pass, and closes the interaction.
    private func finish() {
        units += 30
        for pointer in down {
            runTicks(before: now)
            let time = now
            deliver("up \(pointer.id) (end)") { $0.handle(PointerEvent(.up, pointer: pointer.id, at: pointer.location, time: time, device: pointer.device)) }
        }
        down.removeAll()
        if !session.pointers.isEmpty {
            recorder.fail("the session still tracks \(session.pointers.count) pointers after all were lifted")
        }
        // Waits chain (a sequence waits for a press after a first part that waited itself):
        // the clock runs on while the gesture is undecided and has a deadline, 10 s at most.
        let end = now + 10
        repeat {
            units += Self.unitsPerSecond
            runTicks(through: now)
        } while !session.phase.isTerminal && session.nextDeadline() < .infinity && now < end
        if !session.phase.isTerminal, session.nextDeadline() < .infinity {
            recorder.fail("every pointer has been up for 10 s, but the gesture is \(session.phase) and still asks to be"
                          + " advanced at \(session.nextDeadline()): a runtime would wake it every tick for ever")
        }
        recorder.observeAll(in: session.recognizer)
        recorder.closeAll()
    }
}
