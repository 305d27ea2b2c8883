import TactileGestures

/// Drives a gesture through a scripted interaction on a deterministic 120 Hz clock, in the
/// spirit of Flutter's `TestGesture`: tests read like the interaction they describe.
///
/// ```swift
/// let driver = GestureDriver(LongPressGesture().onEnded { _ in pressed = true })
/// driver.down(at: Point(x: 100, y: 100))
/// driver.wait(0.6)                 // ticks run every 1/120 s; the deadline passes
/// #expect(pressed)
/// ```
///
/// Events are processed as the runtime does: an event at time `t` is preceded by every tick
/// before `t`; ``advance(to:)`` and ``wait(_:)`` run the ticks up to and including a time.
/// A single ``move(_:to:time:device:)`` is a frame of one move; ``move(_:time:device:)`` and
/// ``frame(_:device:)`` move several pointers in one frame, as the runtime groups a tick's moves.
public final class GestureDriver<G: Gesture> {
    /// The session the driver feeds: the gesture's recognizer, its phase and value.
    public private(set) var session: GestureSession<G.Recognizer>
    /// The driver's clock: the time of the last event or tick.
    public private(set) var time = 0.0
    /// Every transition of the gesture as a whole, with its time, in order.
    public private(set) var transitions: [(time: Double, transition: GestureSession<G.Recognizer>.Transition)] = []
    private var nextTick: UInt64 = 0
    private var locations: [PointerID: Point] = [:]

    /// A driver for `gesture` at time 0, seeing `spaces` (every space is the window's by default).
    ///
    /// ```swift
    /// let driver = GestureDriver(TapGesture(count: 2).onEnded { taps += 1 })
    /// ```
    public init(_ gesture: G, spaces: CoordinateSpaces = .identity) {
        session = GestureSession(gesture, spaces: spaces)
    }

    /// The keyboard modifiers held from now on (`Gesture.modifiers(_:)` asks for them).
    public var modifiers: EventModifiers {
        get { session.modifiers }
        set { session.modifiers = newValue }
    }

    /// The gesture's phase now: `#expect(driver.phase == .ended)`.
    public var phase: GesturePhase { session.phase }
    /// The gesture's value now, if it has one: `driver.value?.translation`.
    public var value: G.Value? { session.value }
    /// The recognizer, to look inside a composition.
    public var recognizer: G.Recognizer { session.recognizer }

    /// How often each transition happened.
    ///
    /// ```swift
    /// #expect(driver.count(.ended) == 1)
    /// ```
    public func count(_ transition: GestureSession<G.Recognizer>.Transition) -> Int {
        transitions.filter { $0.transition == transition }.count
    }

    // MARK: Pointers

    /// Puts a pointer down at `location`, at `time` (default: the driver's time).
    ///
    /// ```swift
    /// driver.down(at: Point(x: 100, y: 100))
    /// driver.down(2, at: Point(x: 200, y: 100), time: 0.05)
    /// ```
    public func down(_ pointer: PointerID = 1, at location: Point, time: Double? = nil, device: PointerDevice = .touch) {
        send(.down, pointer, location, time, device)
    }

    /// Moves a pointer to `location` in a frame of its own: `driver.move(to: Point(x: 150, y: 100), time: 0.1)`.
    public func move(_ pointer: PointerID = 1, to location: Point, time: Double? = nil, device: PointerDevice = .touch) {
        send(.move, pointer, location, time, device)
    }

    /// Moves several pointers in one frame, each to one location, in the order given.
    ///
    /// ```swift
    /// driver.move([(1, Point(x: 90, y: 100)), (2, Point(x: 210, y: 100))], time: 0.1)
    /// ```
    public func move(_ moves: [(PointerID, Point)], time: Double? = nil, device: PointerDevice = .touch) {
        let time = time ?? self.time
        frame(moves.map { ($0.0, [PointerSample(time: time, location: $0.1)]) }, device: device)
    }

    /// Delivers one frame: each pointer's positions since its last frame, oldest first, in the
    /// order given (a pointer's last sample is where it is now). The frame happens at its last
    /// move's last sample.
    ///
    /// ```swift
    /// driver.frame([(1, [PointerSample(time: 0.51, location: a), PointerSample(time: 0.52, location: b)])])
    /// ```
    public func frame(_ moves: [(PointerID, [PointerSample])], device: PointerDevice = .touch) {
        var frame = PointerFrame()
        for (pointer, samples) in moves { frame.append(pointer: pointer, device: device, samples: samples) }
        send(frame)
    }

    /// Delivers `frame` as it is.
    public func send(_ frame: PointerFrame) {
        guard !frame.isEmpty else { return }
        runTicks(before: frame.time)
        time = frame.time
        for move in frame.moves { locations[move.pointer] = move.location }
        record(session.handle(frame))
    }

    /// Moves by a displacement from the pointer's last location.
    ///
    /// ```swift
    /// driver.move(by: Vector(width: 20, height: 0), time: 0.2)
    /// ```
    public func move(_ pointer: PointerID = 1, by offset: Vector, time: Double? = nil) {
        move(pointer, to: location(of: pointer) + offset, time: time)
    }

    /// Releases where the pointer last was, unless told otherwise.
    ///
    /// ```swift
    /// driver.up()            // or driver.up(2, at: Point(x: 300, y: 100), time: 0.4)
    /// ```
    public func up(_ pointer: PointerID = 1, at location: Point? = nil, time: Double? = nil, device: PointerDevice = .touch) {
        send(.up, pointer, location ?? self.location(of: pointer), time, device)
    }

    /// Cancels a pointer, as a system gesture or a lost window would: `driver.cancel()`.
    public func cancel(_ pointer: PointerID = 1, time: Double? = nil) {
        send(.cancel, pointer, location(of: pointer), time, .touch)
    }

    /// Cancels everything in progress (focus lost).
    ///
    /// ```swift
    /// driver.cancelAll()
    /// ```
    public func cancelAll(time: Double? = nil) {
        let time = time ?? self.time
        runTicks(before: time)
        self.time = time
        record(session.cancel(at: time))
        locations.removeAll()
    }

    /// Moves `pointer` in `steps` equal moves, one every 1/120 s unless `duration` says otherwise.
    ///
    /// ```swift
    /// driver.drag(by: Vector(width: 100, height: 50), steps: 20)
    /// ```
    public func drag(_ pointer: PointerID = 1, by offset: Vector, steps: Int = 10, duration: Double? = nil) {
        let start = location(of: pointer)
        let interval = (duration ?? Double(steps) / 120) / Double(max(steps, 1))
        let startTime = time
        for step in 1...max(steps, 1) {
            let fraction = Double(step) / Double(max(steps, 1))
            move(pointer, to: start + offset * fraction, time: startTime + interval * Double(step))
        }
    }

    /// Where `pointer` last was.
    ///
    /// ```swift
    /// driver.location(of: 2)
    /// ```
    public func location(of pointer: PointerID = 1) -> Point { locations[pointer] ?? .zero }

    // MARK: Time

    /// Runs every tick up to and including `time`.
    ///
    /// ```swift
    /// driver.advance(to: 0.75)   // a tap held this long has failed
    /// ```
    public func advance(to time: Double) {
        while tickTime(nextTick) <= time + 1e-12 {
            let t = tickTime(nextTick)
            self.time = t
            record(session.advance(to: t))
            nextTick += 1
        }
        self.time = max(self.time, time)
    }

    /// Runs the ticks of the next `seconds`.
    ///
    /// ```swift
    /// driver.wait(0.5)    // a long press's duration passes
    /// ```
    public func wait(_ seconds: Double) { advance(to: time + seconds) }

    // MARK: Plumbing

    private func send(_ kind: PointerEvent.Kind, _ pointer: PointerID, _ location: Point, _ time: Double?, _ device: PointerDevice) {
        let time = time ?? self.time
        runTicks(before: time)
        self.time = time
        switch kind {
        case .down, .move: locations[pointer] = location
        case .up, .cancel: locations[pointer] = nil
        }
        record(session.handle(PointerEvent(kind, pointer: pointer, at: location, time: time, device: device)))
    }

    private func runTicks(before time: Double) {
        while tickTime(nextTick) < time {
            let t = tickTime(nextTick)
            record(session.advance(to: t))
            nextTick += 1
        }
    }

    private func tickTime(_ n: UInt64) -> Double { Double(n) / 120 }

    private func record(_ transition: GestureSession<G.Recognizer>.Transition?) {
        if let transition { transitions.append((time, transition)) }
    }
}
