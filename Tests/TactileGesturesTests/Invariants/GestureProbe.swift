import TactileGestures
import TactileTestSupport

// Instrumentation for the invariant tests: every node of a composition is wrapped so that its
// callbacks (`updating`, `onEnded`, `onCancelled`) and its phase after every input are
// recorded, and SPEC §3.1 / §10 are checked as they happen.

/// What the probes of one run saw, and what they found wrong.
final class Recorder {
    /// One callback, as compared between two replays of a stream.
    struct Entry: Equatable, CustomStringConvertible {
        enum Kind: UInt8 { case updated, ended, cancelled }
        var time: Double
        var node: Int
        var kind: Kind
        /// The delivered value, flattened: the bit patterns of its numbers and case tags.
        var bits: [UInt64]

        var description: String { "t=\(time) node \(node) \(kind) \(bits.count) words" }
    }

    /// One node of the composition during the current interaction (between two resets).
    struct Track {
        var name: String
        var state: GestureState<Bool>
        var phase = GesturePhase.possible
        var becameActive = false
        var ended = 0
        var cancelled = 0
        var failed = false
        /// The state version last checked for its transaction.
        var checkedVersion: UInt64 = 0

        init(name: String) {
            self.name = name
            state = GestureState(wrappedValue: false, resetTransaction: Recorder.resetTransaction)
        }
    }

    /// What every probe's GestureState must reset with (SPEC §3.1: "with the reset transaction").
    static let resetTransaction = Transaction(animation: .linear(duration: 0.25))

    private(set) var tracks: [Track] = []
    private(set) var log: [Entry] = []
    private(set) var violations: [String] = []
    /// The time of the input being processed.
    var time = 0.0
    /// How many times the root was reset (a new interaction began).
    var interaction = 0
    /// The outermost probe (a custom gesture's body registers its probes late, so the root is
    /// not necessarily the last one registered).
    var root = -1
    static let maximumViolations = 12

    /// The node called `name`, registering it the first time (a custom gesture's `body` may be
    /// evaluated more than once).
    func node(named name: String) -> Int {
        if let index = tracks.firstIndex(where: { $0.name == name }) { return index }
        tracks.append(Track(name: name))
        return tracks.count - 1
    }

    func state(of node: Int) -> GestureState<Bool> { tracks[node].state }

    func violation(_ message: String) {
        guard violations.count < Self.maximumViolations else { return }
        violations.append("t=\(time) interaction \(interaction): \(message)")
    }

    // MARK: Callbacks

    func updated(_ node: Int, _ value: Any) {
        tracks[node].becameActive = true
        record(node, .updated, value, callback: "updating")
    }

    func ended(_ node: Int, _ value: Any) {
        let track = tracks[node]
        if track.ended > 0 { violation("\(track.name): onEnded ran again (\(track.ended + 1) times)") }
        if track.failed || track.cancelled > 0 {
            violation("\(track.name): onEnded ran after the node failed"
                      + (track.cancelled > 0 ? " and onCancelled ran" : ""))
        }
        tracks[node].ended += 1
        record(node, .ended, value, callback: "onEnded")
    }

    func cancelled(_ node: Int) {
        let track = tracks[node]
        if track.cancelled > 0 { violation("\(track.name): onCancelled ran again") }
        if track.ended > 0 { violation("\(track.name): onCancelled ran after onEnded") }
        tracks[node].cancelled += 1
        log.append(Entry(time: time, node: node, kind: .cancelled, bits: []))
    }

    private func record(_ node: Int, _ kind: Entry.Kind, _ value: Any, callback: String) {
        var bits: [UInt64] = []
        if !ValueWalk.flatten(value, into: &bits) {
            violation("\(tracks[node].name): non-finite number delivered to \(callback): \(value)")
        }
        log.append(Entry(time: time, node: node, kind: kind, bits: bits))
    }

    // MARK: Phases

    /// The node's phase after it took an input (all its callbacks have run by now).
    func observe(_ node: Int, phase: GesturePhase) {
        let track = tracks[node]
        let before = track.phase
        if before != phase {
            let legal: Bool
            switch (before, phase) {
            case (.possible, _): legal = true
            case (.active, .ended), (.active, .failed): legal = true
            default: legal = false
            }
            if !legal { violation("\(track.name): phase went \(before) → \(phase) within one interaction") }
        }
        tracks[node].phase = phase
        switch phase {
        case .active:
            tracks[node].becameActive = true
        case .ended:
            if track.ended == 0 { violation("\(track.name): phase is ended but onEnded did not run") }
        case .failed:
            tracks[node].failed = true
            if track.ended > 0 { violation("\(track.name): failed after onEnded ran") }
        case .possible:
            break
        }
        if phase != .active, track.state.wrappedValue {
            violation("\(track.name): its GestureState is still set while the node is \(phase)")
        }
        checkResetTransaction(node)
    }

    /// A write that left the state at its initial value is a reset: it carries the reset transaction.
    func checkResetTransaction(_ node: Int) {
        let change = tracks[node].state.lastChange
        guard change.version != tracks[node].checkedVersion else { return }
        tracks[node].checkedVersion = change.version
        if !tracks[node].state.wrappedValue, change.transaction != Recorder.resetTransaction {
            violation("\(tracks[node].name): its GestureState was reset with \(change.transaction), not the reset transaction")
        }
    }

    /// Ends the node's interaction: at a reset, or at the end of the stream.
    func close(_ node: Int, atEndOfStream: Bool) {
        let track = tracks[node]
        let name = track.name
        if track.becameActive {
            if track.ended + track.cancelled != 1 {
                violation("\(name) became active, then onEnded ran \(track.ended)× and onCancelled \(track.cancelled)×"
                          + " (phase \(track.phase)\(atEndOfStream ? " after all pointers lifted and 2 s" : " at the reset"))")
            }
        } else if track.cancelled > 0 {
            violation("\(name): onCancelled ran for a node that never became active")
        }
        if track.phase == .failed, track.ended > 0 { violation("\(name): onEnded ran for a node that failed") }
        if track.phase == .ended, track.ended != 1 { violation("\(name): ended with onEnded run \(track.ended)×") }
        if track.state.wrappedValue {
            violation("\(name): GestureState still set \(atEndOfStream ? "at the end of the stream" : "at the reset")")
        }
        checkResetTransaction(node)
        tracks[node] = Track(reusing: tracks[node])
        // The root is reset last: its interaction is over.
        if node == root {
            checkSession(against: track)
            session = SessionLedger()
            if !atEndOfStream { interaction += 1 }
        }
    }

    // MARK: Session transitions

    enum SessionTransition { case began, ended, cancelled }

    /// The `GestureSession` transitions of the current interaction.
    struct SessionLedger {
        var began = 0
        var ended = 0
        var cancelled = 0
    }

    private(set) var session = SessionLedger()

    /// Counts a transition the session reported in the current interaction.
    func sessionReported(_ transition: SessionTransition) {
        switch transition {
        case .began: session.began += 1
        case .ended: session.ended += 1
        case .cancelled: session.cancelled += 1
        }
    }

    /// The session's transitions must tell the root's story: began iff the root became
    /// active; ended once iff it ended; cancelled once iff it failed after beginning.
    private func checkSession(against root: Track) {
        let expected: (began: Int, ended: Int, cancelled: Int)
        switch root.phase {
        case .ended: expected = (root.becameActive ? 1 : 0, 1, 0)
        case .failed: expected = (root.becameActive ? 1 : 0, 0, root.becameActive ? 1 : 0)
        case .possible, .active: expected = (root.becameActive ? 1 : 0, 0, 0)
        }
        if (session.began, session.ended, session.cancelled) != expected {
            violation("the session reported began \(session.began)×, ended \(session.ended)×, cancelled "
                      + "\(session.cancelled)× for a root that \(root.becameActive ? "became active and " : "")is \(root.phase) "
                      + "(expected \(expected.began), \(expected.ended), \(expected.cancelled))")
        }
    }

    /// After a driver step: a terminal root leaves no GestureState set.
    func checkRoot(phase: GesturePhase, pointersDown: Int) {
        for node in tracks.indices { checkResetTransaction(node) }
        guard phase.isTerminal else { return }
        for track in tracks where track.state.wrappedValue {
            violation("the root is \(phase) (\(pointersDown) pointers down) but \(track.name)'s GestureState is still set")
        }
    }
}

extension Recorder.Track {
    /// A fresh interaction for the same node and state.
    init(reusing track: Recorder.Track) {
        name = track.name
        state = track.state
        checkedVersion = track.checkedVersion
    }
}

/// Flattens any gesture value (structs, enums, optionals, tuples of them) into the bit
/// patterns of its numbers and case tags, reporting whether every number is finite.
enum ValueWalk {
    static func flatten(_ value: Any, into bits: inout [UInt64]) -> Bool {
        if let number = value as? Double {
            bits.append(number.bitPattern)
            return number.isFinite
        }
        if let flag = value as? Bool {
            bits.append(flag ? 1 : 0)
            return true
        }
        let mirror = Mirror(reflecting: value)
        var finite = true
        switch mirror.displayStyle {
        case .enum, .optional:
            // The case: its payload's label, or the case name for a payload-less case.
            let tag = mirror.children.first?.label ?? String(describing: value)
            bits.append(fnv(tag))
        default:
            break
        }
        for child in mirror.children where !flatten(child.value, into: &bits) { finite = false }
        return finite
    }

    static func fnv(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// A transparent wrapper that tells the recorder the phase of its node after every input and
/// when the node is reset. It changes nothing the node does.
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

        mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            recorder.time = input.time
            let changed = base.update(input, in: context)
            // A recognizer reports every change of phase or value. Reading a composite's phase
            // walks its subtree, so unchanged updates (most ticks) are not observed here; a
            // change left unreported is still seen at the next change, before a reset, and at
            // the end of the stream (through `describe`).
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
            nodes.append(GestureNodeDescription(depth: depth, name: SpyMarker.name, phase: base.phase, value: "\(node)"))
            base.describe(into: &nodes, depth: depth + 1)
        }
    }
}

/// The marker nodes that spies add to a recognizer tree's description.
enum SpyMarker {
    static let name = "probe"

    /// Observes the phase of every probed node in `recognizer`'s tree.
    static func observeAll<R: GestureRecognizer>(in recognizer: R, recorder: Recorder) {
        for entry in recognizer.treeDescription where entry.name == name {
            if let node = Int(entry.value) { recorder.observe(node, phase: entry.phase) }
        }
    }
}


extension Gesture {
    /// This gesture with every callback instrumented: `updating` a `GestureState<Bool>` to
    /// `true`, `onEnded`, `onCancelled`, and a ``Spy`` for its phase.
    func probed(_ name: String, _ recorder: Recorder)
        -> Spy<CancelledGesture<EndedGesture<UpdatingGesture<Self, Bool>>>>
    {
        let node = recorder.node(named: name)
        let instrumented = self
            .updating(recorder.state(of: node)) { value, state, _ in
                state = true
                recorder.updated(node, value)
            }
            .onEnded { value in recorder.ended(node, value) }
            .onCancelled { recorder.cancelled(node) }
        return Spy(base: instrumented, node: node, recorder: recorder)
    }
}
