import TactileGestures

// Instrumentation: every node of a random composition is wrapped so that its callbacks
// (`updating`, `onChanged`, `onEnded`, `onCancelled`) and its phase after every input are
// recorded, and SPEC §3.1 / §10 are checked as they happen. The same checks as the invariant
// tests' (Tests/TactileGesturesTests/Invariants), on shapes of composition they do not build.

/// What the probes of one run saw, and the first thing they found wrong.
final class Recorder {
    /// One callback, as compared between two runs of a stream.
    struct Entry: Equatable {
        enum Kind: UInt8 { case updated, changed, ended, cancelled }
        var time: Double
        var node: Int
        var kind: Kind
        var bits: [UInt64]
    }

    /// One node during the current interaction (between two resets).
    struct Track {
        var name: String
        let state: GestureState<Bool>
        var phase = GesturePhase.possible
        var becameActive = false
        var ended = 0
        var cancelled = 0
        var failed = false
        /// The state version last checked for its transaction.
        var checkedVersion: UInt64 = 0
        /// The last value `onChanged` delivered in this interaction.
        var lastChanged: Reading?
        /// The input during which `updating` last ran.
        var updatedDuring = -1

        init(name: String) {
            self.name = name
            state = GestureState(wrappedValue: false, resetTransaction: Recorder.resetTransaction)
        }

        /// The same node and state, for a fresh interaction.
        func fresh() -> Track {
            var track = Track(name: name, state: state)
            track.checkedVersion = checkedVersion
            return track
        }

        private init(name: String, state: GestureState<Bool>) {
            self.name = name
            self.state = state
        }
    }

    /// What every probe's GestureState must reset with (SPEC §3.1: "with the reset transaction").
    static let resetTransaction = Transaction(animation: .linear(duration: 0.25))

    private(set) var tracks: [Track] = []
    private(set) var log: [Entry] = []
    /// The first violation found, if any: the harness stops there.
    private(set) var violation: String?
    /// The time of the input being processed.
    private(set) var time = 0.0
    /// Counts the inputs given to the session (a tick, an event).
    private(set) var input = 0
    /// How many interactions have closed.
    private(set) var interaction = 0
    /// The outermost probe.
    var root = -1

    /// Registers a node (named later, once its parts are known).
    func node() -> Int {
        tracks.append(Track(name: "#\(tracks.count)"))
        return tracks.count - 1
    }

    func name(_ node: Int, _ name: String) { tracks[node].name = name }

    func state(of node: Int) -> GestureState<Bool> { tracks[node].state }

    func fail(_ message: @autoclosure () -> String) {
        guard violation == nil else { return }
        violation = "t=\(time) interaction \(interaction): \(message())"
    }

    /// The session is about to be given an input at `time`.
    func beginInput(at time: Double) {
        self.time = time
        input += 1
    }

    // MARK: Callbacks

    func updated(_ node: Int, _ value: Reading) {
        if tracks[node].phase.isTerminal { fail("\(tracks[node].name): updating ran after the node was \(tracks[node].phase)") }
        tracks[node].becameActive = true
        tracks[node].updatedDuring = input
        record(node, .updated, value, callback: "updating")
    }

    func changed(_ node: Int, _ value: Reading) {
        let track = tracks[node]
        // onChanged and updating wrap the same node: both run exactly when it is active and
        // produced a value, so onChanged without updating in the same input ran while not active.
        if track.updatedDuring != input { fail("\(track.name): onChanged ran while the node was not active") }
        if let last = track.lastChanged, last == value { fail("\(track.name): onChanged ran with an unchanged value") }
        tracks[node].lastChanged = value
        record(node, .changed, value, callback: "onChanged")
    }

    func ended(_ node: Int, _ value: Reading) {
        let track = tracks[node]
        if track.ended > 0 { fail("\(track.name): onEnded ran again (\(track.ended + 1) times)") }
        if track.failed || track.cancelled > 0 { fail("\(track.name): onEnded ran after the node failed") }
        tracks[node].ended += 1
        record(node, .ended, value, callback: "onEnded")
    }

    func cancelled(_ node: Int) {
        let track = tracks[node]
        if track.cancelled > 0 { fail("\(track.name): onCancelled ran again") }
        if track.ended > 0 { fail("\(track.name): onCancelled ran after onEnded") }
        if !track.becameActive { fail("\(track.name): onCancelled ran for a node that never became active") }
        tracks[node].cancelled += 1
        if Player.tracing { print("    \(track.name) onCancelled") }
        log.append(Entry(time: time, node: node, kind: .cancelled, bits: []))
    }

    private func record(_ node: Int, _ kind: Entry.Kind, _ value: Reading, callback: String) {
        if Player.tracing { print("    \(tracks[node].name) \(callback) \(value.numbers)") }
        if !value.isFinite { fail("\(tracks[node].name): a number that is not finite reached \(callback): \(value.numbers)") }
        log.append(Entry(time: time, node: node, kind: kind, bits: value.bits))
    }

    // MARK: Phases

    /// The node's phase after it took an input (all its callbacks have run by now).
    func observe(_ node: Int, phase: GesturePhase) {
        let track = tracks[node]
        if track.phase != phase {
            switch (track.phase, phase) {
            case (.possible, _), (.active, .ended), (.active, .failed): break
            default: fail("\(track.name): phase went \(track.phase) → \(phase) within one interaction")
            }
        }
        tracks[node].phase = phase
        switch phase {
        case .active:
            tracks[node].becameActive = true
        case .ended:
            if track.ended == 0 { fail("\(track.name): phase is ended but onEnded did not run") }
        case .failed:
            tracks[node].failed = true
            if track.ended > 0 { fail("\(track.name): failed after onEnded ran") }
        case .possible:
            break
        }
        if phase != .active, track.state.wrappedValue {
            fail("\(track.name): its GestureState is still set while the node is \(phase)")
        }
        checkResetTransaction(node)
    }

    /// A write that left the state at its initial value is a reset: it carries the reset transaction.
    func checkResetTransaction(_ node: Int) {
        let change = tracks[node].state.lastChange
        guard change.version != tracks[node].checkedVersion else { return }
        tracks[node].checkedVersion = change.version
        if !tracks[node].state.wrappedValue, change.transaction != Recorder.resetTransaction {
            fail("\(tracks[node].name): its GestureState was reset with \(change.transaction), not the reset transaction")
        }
    }

    /// Ends the node's interaction: at a reset, or at the end of the stream.
    func close(_ node: Int, atEndOfStream: Bool) {
        let track = tracks[node]
        if track.becameActive, track.ended + track.cancelled != 1 {
            fail("\(track.name) became active, then onEnded ran \(track.ended)× and onCancelled \(track.cancelled)×"
                 + " (phase \(track.phase)\(atEndOfStream ? " after all pointers lifted and every deadline passed" : " at the reset"))")
        }
        if track.phase == .failed, track.ended > 0 { fail("\(track.name): onEnded ran for a node that failed") }
        if track.phase == .ended, track.ended != 1 { fail("\(track.name): ended with onEnded run \(track.ended)×") }
        if track.state.wrappedValue { fail("\(track.name): GestureState still set \(atEndOfStream ? "at the end" : "at the reset")") }
        checkResetTransaction(node)
        tracks[node] = track.fresh()
        if node == root {
            checkSession(against: track)
            session = (0, 0, 0)
            interaction += 1
        }
    }

    // MARK: The session

    /// The session's transitions in the current interaction: began, ended, cancelled.
    private(set) var session = (began: 0, ended: 0, cancelled: 0)

    func sessionReported(_ transition: GestureSession<AnyGesture<Reading>.Recognizer>.Transition) {
        switch transition {
        case .began: session.began += 1
        case .ended: session.ended += 1
        case .cancelled: session.cancelled += 1
        }
    }

    /// The session's transitions must tell the root's story: began iff the root became
    /// active; ended once iff it ended; cancelled once iff it failed after beginning.
    private func checkSession(against root: Track) {
        let began = root.becameActive ? 1 : 0
        let expected: (began: Int, ended: Int, cancelled: Int)
        switch root.phase {
        case .ended: expected = (began, 1, 0)
        case .failed: expected = (began, 0, began)
        case .possible, .active: expected = (began, 0, 0)
        }
        if session != expected {
            fail("the session reported began \(session.began)×, ended \(session.ended)×, cancelled \(session.cancelled)×"
                 + " for a root that \(root.becameActive ? "became active and " : "")is \(root.phase) (expected \(expected))")
        }
    }

    /// After every input: a terminal root leaves no GestureState set.
    func checkRoot(phase: GesturePhase) {
        for node in tracks.indices { checkResetTransaction(node) }
        guard phase.isTerminal else { return }
        for track in tracks where track.state.wrappedValue {
            fail("the root is \(phase) but \(track.name)'s GestureState is still set")
        }
    }
}

/// A transparent wrapper that tells the recorder the phase of its node after every input that
/// changed it, and when the node is reset. It changes nothing the node does.
struct Spy<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    typealias Body = Never

    var base: Base
    let node: Int
    let recorder: Recorder

    func makeRecognizer() -> Recognizer {
        Recognizer(base: base.makeRecognizer(), node: node, recorder: recorder)
    }

    struct Recognizer: GestureRecognizer {
        var base: Base.Recognizer
        let node: Int
        let recorder: Recorder

        var phase: GesturePhase { base.phase }
        var value: Base.Value? { base.value }
        func nextDeadline() -> Double { base.nextDeadline() }

        mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let changed = base.update(input, in: context)
            if changed { recorder.observe(node, phase: base.phase) }
            return changed
        }

        mutating func reset() {
            recorder.observe(node, phase: base.phase)
            base.reset()
            recorder.close(node, atEndOfStream: false)
        }

        /// A marker node carrying the probe's number and phase, then the node itself.
        func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(GestureNodeDescription(depth: depth, name: Spy.marker, phase: base.phase, value: "\(node)"))
            base.describe(into: &nodes, depth: depth + 1)
        }
    }

    static var marker: String { "probe" }
}

/// Observes the phase of every probed node in `recognizer`'s tree (at the end of a stream).
func observeAll<R: GestureRecognizer>(in recognizer: R, recorder: Recorder) {
    for entry in recognizer.treeDescription where entry.name == "probe" {
        if let node = Int(entry.value) { recorder.observe(node, phase: entry.phase) }
    }
}

extension Gesture where Value == Reading {
    /// This gesture with every callback instrumented, erased: `updating` a `GestureState<Bool>`
    /// to `true`, `onChanged`, `onEnded`, `onCancelled`, and a ``Spy`` for its phase.
    func probed(as node: Int, _ recorder: Recorder) -> AnyGesture<Reading> {
        let instrumented = self
            .updating(recorder.state(of: node)) { value, state, _ in
                state = true
                recorder.updated(node, value)
            }
            .onChanged { value in recorder.changed(node, value) }
            .onEnded { value in recorder.ended(node, value) }
            .onCancelled { recorder.cancelled(node) }
        return Spy(base: instrumented, node: node, recorder: recorder).eraseToAnyGesture()
    }
}
