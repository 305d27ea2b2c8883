import TactileGestures

/// The gesture invariants of SPEC §3.1 and §10, checked as they happen on every probed node of
/// a composition: the invariant tests' and the gesture-engine fuzz harness's one checker.
///
/// ```swift
/// let probe = GestureProbe()
/// let driver = GestureDriver(LongPressGesture().probed("press", probe)
///     .sequenced(before: DragGesture().probed("drag", probe)).probed("sequence", probe))
/// probe.probeRoot(of: driver.recognizer)
/// // … drive it, reporting the session's transitions as they come, then end the stream:
/// for (_, transition) in driver.transitions { probe.sessionReported(transition) }
/// probe.observeAll(in: driver.recognizer)
/// probe.closeAll()
/// #expect(probe.violations.isEmpty)
/// ```
///
/// A node that became active ends or is cancelled exactly once; onEnded never runs after a
/// failure, nor onCancelled for a node never active; `updating` and onChanged only while
/// active (onChanged only with a changed value); a phase only moves forward within an
/// interaction; every `GestureState` is back to its initial value, with its reset transaction,
/// once its node is not active; no number delivered is NaN or infinite; the session's began,
/// ended and cancelled tell the root's story. Each callback is logged (``log``), so that two
/// runs of a stream can be compared bit for bit. O(1) a callback; O(nodes) a ``checkRoot(phase:pointersDown:)``.
public final class GestureProbe {
    /// One callback, as compared between two runs of a stream.
    public struct Entry: Equatable, CustomStringConvertible, Sendable {
        public enum Kind: UInt8, Sendable { case updated, changed, ended, cancelled }
        public var time: Double
        public var node: Int
        public var kind: Kind
        /// The delivered value, flattened: the bit patterns of its numbers and case tags.
        public var bits: [UInt64]

        public var description: String { "t=\(time) node \(node) \(kind) \(bits.count) words" }
    }

    /// One node during the current interaction (between two resets).
    public struct Track {
        public var name: String
        public let state: GestureState<Bool>
        public var phase = GesturePhase.possible
        public var becameActive = false
        public var ended = 0
        public var cancelled = 0
        public var failed = false
        /// The state version last checked for its transaction.
        var checkedVersion: UInt64 = 0
        /// The last value onChanged delivered in this interaction.
        var lastChanged: [UInt64]?
        /// The input during which `updating` last ran.
        var updatedDuring = -1

        init(name: String, state: GestureState<Bool>) {
            self.name = name
            self.state = state
        }

        /// The same node and state, for a fresh interaction.
        func fresh() -> Track {
            var track = Track(name: name, state: state)
            track.checkedVersion = checkedVersion
            return track
        }
    }

    /// What a session reported of its gesture as a whole.
    public enum SessionTransition: Sendable { case began, ended, cancelled }

    /// What every probe's GestureState must reset with (SPEC §3.1: "with the reset transaction").
    public static let resetTransaction = Transaction(animation: .linear(duration: 0.25))

    public private(set) var tracks: [Track] = []
    public private(set) var log: [Entry] = []
    /// What was found wrong, as `t=… interaction …: what`, at most ``maximumViolations``.
    public private(set) var violations: [String] = []
    public let maximumViolations: Int
    /// The time of the input being processed (each probed node's update sets it).
    public internal(set) var time = 0.0
    /// Counts the inputs the driver announced (``beginInput(at:)``).
    public private(set) var input = 0
    /// How many interactions have closed.
    public private(set) var interaction = 0
    /// The outermost probe; ``probeRoot(of:)`` finds it.
    public var root = -1
    /// Hears each callback and phase change, as a line, when set (to read a finding).
    public var trace: ((String) -> Void)?
    /// Whether anything was observed since the last ``checkRoot(phase:pointersDown:)``.
    private var changedSinceCheck = true
    private var session = (began: 0, ended: 0, cancelled: 0)

    /// A probe keeping up to `maximumViolations` violations (a fuzzer stops at the first).
    public init(maximumViolations: Int = 12) { self.maximumViolations = maximumViolations }

    /// Registers a node called `name`, or finds the one of that name (a custom gesture's `body`
    /// may be evaluated more than once).
    public func node(named name: String) -> Int {
        if let index = tracks.firstIndex(where: { $0.name == name }) { return index }
        tracks.append(Track(name: name, state: GestureState(wrappedValue: false, resetTransaction: Self.resetTransaction)))
        return tracks.count - 1
    }

    /// Renames a node (one registered before its parts were known).
    public func rename(_ node: Int, to name: String) { tracks[node].name = name }

    /// The state the node's `updating` sets while it is active.
    public func state(of node: Int) -> GestureState<Bool> { tracks[node].state }

    /// Records a violation (beyond ``maximumViolations`` it is dropped).
    public func fail(_ message: @autoclosure () -> String) {
        guard violations.count < maximumViolations else { return }
        violations.append("t=\(time) interaction \(interaction): \(message())")
    }

    /// A probed node is updated with an input of `time`.
    @usableFromInline func sawInput(at time: Double) { self.time = time }

    /// The driver is about to give the session an input at `time`.
    public func beginInput(at time: Double) {
        self.time = time
        input += 1
    }

    /// Takes the root probe of `recognizer`'s tree; a violation if its root is not probed.
    public func probeRoot<R: GestureRecognizer>(of recognizer: R) {
        if let top = recognizer.treeDescription.first, top.name == ProbeSpyMarker.name, let node = Int(top.value) {
            root = node
        } else {
            fail("the composition is not probed at its root")
        }
    }

    // MARK: Callbacks

    @usableFromInline func updated(_ node: Int, _ bits: [UInt64], finite: Bool, shown: @autoclosure () -> String) {
        if tracks[node].phase.isTerminal { fail("\(tracks[node].name): updating ran after the node was \(tracks[node].phase)") }
        tracks[node].becameActive = true
        tracks[node].updatedDuring = input
        record(node, .updated, bits, finite: finite, callback: "updating", shown: shown())
    }

    @usableFromInline func changed(_ node: Int, _ bits: [UInt64], finite: Bool, shown: @autoclosure () -> String) {
        let track = tracks[node]
        // onChanged and updating wrap the same node: both run exactly when it is active and
        // produced a value, so onChanged without updating in the same input ran while not active.
        if track.updatedDuring != input { fail("\(track.name): onChanged ran while the node was not active") }
        if track.lastChanged == bits { fail("\(track.name): onChanged ran with an unchanged value") }
        tracks[node].lastChanged = bits
        record(node, .changed, bits, finite: finite, callback: "onChanged", shown: shown())
    }

    @usableFromInline func ended(_ node: Int, _ bits: [UInt64], finite: Bool, shown: @autoclosure () -> String) {
        let track = tracks[node]
        if track.ended > 0 { fail("\(track.name): onEnded ran again (\(track.ended + 1) times)") }
        if track.failed || track.cancelled > 0 {
            fail("\(track.name): onEnded ran after the node failed" + (track.cancelled > 0 ? " and onCancelled ran" : ""))
        }
        tracks[node].ended += 1
        record(node, .ended, bits, finite: finite, callback: "onEnded", shown: shown())
    }

    @usableFromInline func cancelled(_ node: Int) {
        let track = tracks[node]
        if track.cancelled > 0 { fail("\(track.name): onCancelled ran again") }
        if track.ended > 0 { fail("\(track.name): onCancelled ran after onEnded") }
        if !track.becameActive { fail("\(track.name): onCancelled ran for a node that never became active") }
        tracks[node].cancelled += 1
        trace?("    \(track.name) onCancelled")
        changedSinceCheck = true
        log.append(Entry(time: time, node: node, kind: .cancelled, bits: []))
    }

    private func record(_ node: Int, _ kind: Entry.Kind, _ bits: [UInt64], finite: Bool, callback: String,
                        shown: @autoclosure () -> String) {
        trace?("    \(tracks[node].name) \(callback) \(shown())")
        if !finite { fail("\(tracks[node].name): a number that is not finite reached \(callback): \(shown())") }
        changedSinceCheck = true
        log.append(Entry(time: time, node: node, kind: kind, bits: bits))
    }

    // MARK: Phases

    /// The node's phase after it took an input, once the callbacks of that input have run.
    public func observe(_ node: Int, phase: GesturePhase) {
        let track = tracks[node]
        changedSinceCheck = true
        if track.phase != phase {
            switch (track.phase, phase) {
            case (.possible, _), (.active, .ended), (.active, .failed): break
            default: fail("\(track.name): phase went \(track.phase) → \(phase) within one interaction")
            }
        }
        tracks[node].phase = phase
        switch phase {
        case .active: tracks[node].becameActive = true
        case .ended: if track.ended == 0 { fail("\(track.name): phase is ended but onEnded did not run") }
        case .failed:
            tracks[node].failed = true
            if track.ended > 0 { fail("\(track.name): failed after onEnded ran") }
        case .possible: break
        }
        if phase != .active, track.state.wrappedValue { fail("\(track.name): its GestureState is still set while the node is \(phase)") }
        checkResetTransaction(node)
    }

    /// A write that left the state at its initial value is a reset: it carries the reset transaction.
    func checkResetTransaction(_ node: Int) {
        let change = tracks[node].state.lastChange
        guard change.version != tracks[node].checkedVersion else { return }
        tracks[node].checkedVersion = change.version
        if !tracks[node].state.wrappedValue, change.transaction != Self.resetTransaction {
            fail("\(tracks[node].name): its GestureState was reset with \(change.transaction), not the reset transaction")
        }
    }

    /// Ends the node's interaction: at its reset, or at the end of the stream.
    public func close(_ node: Int, atEndOfStream: Bool) {
        let track = tracks[node]
        changedSinceCheck = true
        if track.becameActive, track.ended + track.cancelled != 1 {
            fail("\(track.name) became active, then onEnded ran \(track.ended)× and onCancelled \(track.cancelled)×"
                 + " (phase \(track.phase)\(atEndOfStream ? " after all pointers lifted and every deadline passed" : " at the reset"))")
        }
        if track.phase == .failed, track.ended > 0 { fail("\(track.name): onEnded ran for a node that failed") }
        if track.phase == .ended, track.ended != 1 { fail("\(track.name): ended with onEnded run \(track.ended)×") }
        if track.state.wrappedValue { fail("\(track.name): GestureState still set \(atEndOfStream ? "at the end of the stream" : "at the reset")") }
        checkResetTransaction(node)
        tracks[node] = track.fresh()
        guard node == root else { return }
        checkSession(against: track)
        session = (0, 0, 0)
        if !atEndOfStream { interaction += 1 }
    }

    /// Ends every node's interaction at the end of the stream.
    public func closeAll() {
        for node in tracks.indices { close(node, atEndOfStream: true) }
    }

    /// Observes the phase of every probed node in `recognizer`'s tree (at the end of a stream,
    /// when a last change may not have been reported).
    public func observeAll<R: GestureRecognizer>(in recognizer: R) {
        for entry in recognizer.treeDescription where entry.name == ProbeSpyMarker.name {
            if let node = Int(entry.value) { observe(node, phase: entry.phase) }
        }
    }

    // MARK: The session

    /// Counts a transition the session reported in the current interaction.
    public func sessionReported(_ transition: SessionTransition) {
        switch transition {
        case .began: session.began += 1
        case .ended: session.ended += 1
        case .cancelled: session.cancelled += 1
        }
    }

    /// Counts a transition of a `GestureSession` (or a ``GestureDriver``'s) in the current interaction.
    public func sessionReported<R>(_ transition: GestureSession<R>.Transition) {
        switch transition {
        case .began: sessionReported(SessionTransition.began)
        case .ended: sessionReported(SessionTransition.ended)
        case .cancelled: sessionReported(SessionTransition.cancelled)
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

    /// After an input: a terminal root leaves no GestureState set. Nothing to look at (O(1))
    /// when no callback ran and no phase changed since the last check.
    public func checkRoot(phase: GesturePhase, pointersDown: Int? = nil) {
        guard changedSinceCheck else { return }
        changedSinceCheck = false
        for node in tracks.indices { checkResetTransaction(node) }
        guard phase.isTerminal else { return }
        for track in tracks where track.state.wrappedValue {
            fail("the root is \(phase)\(pointersDown.map { " (\($0) pointers down)" } ?? "") but \(track.name)'s GestureState is still set")
        }
    }
}
