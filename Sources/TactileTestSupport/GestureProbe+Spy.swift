import TactileGestures

/// The name of the marker nodes a ``ProbeSpy`` adds to a recognizer tree's description.
public enum ProbeSpyMarker {
    public static let name = "probe"
}

/// A transparent wrapper that tells a ``GestureProbe`` its node's phase after every input that
/// changed it, and when the node is reset; it changes nothing the node does.
///
/// ```swift
/// DragGesture().probed("drag", probe)     // a ProbeSpy around the instrumented drag
/// ```
///
/// Attached to a callback queue (as a session or the runtime attaches every recognizer), it
/// queues what it saw behind the node's own callbacks, so that the probe hears of a phase once
/// the callbacks of that input have run, as a user's code would. O(1) an input.
public struct ProbeSpy<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    // Inlinable throughout, so that a harness's spies are specialised for its gestures: an
    // unspecialised spy looked its generic metadata up on every update (a fifth of the time).
    @usableFromInline var base: Base
    @usableFromInline let node: Int
    @usableFromInline let probe: GestureProbe

    @inlinable init(base: Base, node: Int, probe: GestureProbe) {
        self.base = base
        self.node = node
        self.probe = probe
    }

    @inlinable public func makeRecognizer() -> Recognizer {
        Recognizer(base: base.makeRecognizer(), node: node, probe: probe,
                   sightings: PendingValues { [probe, node] sighting in probe.tell(node, sighting) })
    }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline var base: Base.Recognizer
        @usableFromInline let node: Int
        @usableFromInline let probe: GestureProbe
        /// What it saw, waiting behind the node's callbacks in the queue (told at once without one).
        @usableFromInline let sightings: PendingValues<ProbeSighting>
        @usableFromInline var queue: GestureCallbacks?

        @inlinable init(base: Base.Recognizer, node: Int, probe: GestureProbe, sightings: PendingValues<ProbeSighting>) {
            self.base = base
            self.node = node
            self.probe = probe
            self.sightings = sightings
        }

        @inlinable public var phase: GesturePhase { base.phase }
        @inlinable public var value: Base.Value? { base.value }
        @inlinable public func nextDeadline() -> Double { base.nextDeadline() }

        @inlinable public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            probe.sawInput(at: input.time)
            let changed = base.update(input, in: context)
            if changed { sightings.call(.phase(base.phase), in: queue) }
            return changed
        }

        @inlinable public mutating func reset() {
            let phase = base.phase
            base.reset()
            sightings.call(.reset(phase), in: queue)
        }

        @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {
            queue = callbacks
            base.attach(callbacks)
        }

        /// A marker node carrying the probe's number and phase, then the node itself.
        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(GestureNodeDescription(depth: depth, name: ProbeSpyMarker.name, phase: base.phase, value: "\(node)"))
            base.describe(into: &nodes, depth: depth + 1)
        }
    }
}

/// What a spy saw of its node, told to the probe once the node's callbacks of that input ran.
@usableFromInline enum ProbeSighting {
    case phase(GesturePhase)
    /// The node was reset in this phase: its interaction is over.
    case reset(GesturePhase)
}

extension GestureProbe {
    @usableFromInline func tell(_ node: Int, _ sighting: ProbeSighting) {
        switch sighting {
        case .phase(let phase): observe(node, phase: phase)
        case .reset(let phase):
            observe(node, phase: phase)
            close(node, atEndOfStream: false)
        }
    }
}

/// A value flattened for the probe: the bit patterns of its numbers and case tags, and whether
/// every number is finite.
public typealias ProbeFlattening<Value> = (Value) -> (bits: [UInt64], finite: Bool)

extension Gesture {
    /// This gesture with every callback instrumented for `probe`: `updating` a
    /// `GestureState<Bool>` to `true`, `onEnded`, `onCancelled`, and a ``ProbeSpy`` for its phase.
    ///
    /// ```swift
    /// TapGesture(count: 2).probed("doubleTap", probe).exclusively(before: TapGesture().probed("tap", probe))
    /// ```
    ///
    /// Values are flattened by `flatten` (by default through reflection, which costs a walk of
    /// the value a callback).
    @inlinable public func probed(_ name: String, _ probe: GestureProbe, flatten: @escaping ProbeFlattening<Value> = ProbeValues.reflect)
        -> ProbeSpy<CancelledGesture<EndedGesture<UpdatingGesture<Self, Bool>>>>
    {
        let node = probe.node(named: name)
        return probingUpdates(node, probe, flatten).probingEnds(node, probe, flatten)
    }

    /// `updating` the node's state to `true`, each value told to the probe.
    @inlinable func probingUpdates(_ node: Int, _ probe: GestureProbe, _ flatten: @escaping ProbeFlattening<Value>)
        -> UpdatingGesture<Self, Bool>
    {
        updating(probe.state(of: node)) { value, state, _ in
            state = true
            let (bits, finite) = flatten(value)
            probe.updated(node, bits, finite: finite, shown: "\(value)")
        }
    }

    /// `onEnded`, `onCancelled` and the spy, told to the probe.
    @inlinable func probingEnds(_ node: Int, _ probe: GestureProbe, _ flatten: @escaping ProbeFlattening<Value>)
        -> ProbeSpy<CancelledGesture<EndedGesture<Self>>>
    {
        let instrumented = onEnded { value in
            let (bits, finite) = flatten(value)
            probe.ended(node, bits, finite: finite, shown: "\(value)")
        }
        .onCancelled { probe.cancelled(node) }
        return ProbeSpy(base: instrumented, node: node, probe: probe)
    }
}

extension Gesture where Value: Equatable {
    /// As `probed(_:_:flatten:)`, with `onChanged` instrumented too.
    ///
    /// ```swift
    /// DragGesture().map(Reading.init).probedWithChanges("#3", probe) { ($0.bits, $0.isFinite) }
    /// ```
    ///
    /// The same cost, and one more callback a change.
    @inlinable public func probedWithChanges(_ name: String, _ probe: GestureProbe, flatten: @escaping ProbeFlattening<Value>)
        -> ProbeSpy<CancelledGesture<EndedGesture<ChangedGesture<UpdatingGesture<Self, Bool>>>>>
    {
        let node = probe.node(named: name)
        return probingUpdates(node, probe, flatten)
            .onChanged { value in
                let (bits, finite) = flatten(value)
                probe.changed(node, bits, finite: finite, shown: "\(value)")
            }
            .probingEnds(node, probe, flatten)
    }
}

/// Flattens any gesture value for the probe.
public enum ProbeValues {
    /// Any value (structs, enums, optionals, tuples of them), through reflection: the bit
    /// patterns of its numbers and case tags, and whether every number is finite.
    ///
    /// ```swift
    /// ProbeValues.reflect(DragGesture.Value.zero).finite   // true
    /// ```
    ///
    /// O(the value's size), with `Mirror`'s allocations.
    public static func reflect<Value>(_ value: Value) -> (bits: [UInt64], finite: Bool) {
        var bits: [UInt64] = []
        let finite = flatten(value, into: &bits)
        return (bits, finite)
    }

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
            bits.append(fnv(mirror.children.first?.label ?? String(describing: value)))
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
