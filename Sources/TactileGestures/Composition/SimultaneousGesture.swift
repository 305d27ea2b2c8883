/// Two gestures recognized at the same time, both seeing every input.
///
/// ```swift
/// DragGesture().simultaneously(with: MagnifyGesture())
///     .onEnded { value in
///         if let drag = value.first { commit(drag.translation) }
///         if let pinch = value.second { commit(pinch.magnification) }
///     }
/// ```
///
/// Active when either part is active — and, once active, until both are terminal (a part
/// failing while the other may still begin does not make it `possible` again); ends once both
/// are terminal and at least one ended; fails only if both failed. A part's value stays in the pair after it ends (`nil` once it
/// failed). The cost is the sum of the parts'.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Body = Never

    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?

        @inlinable public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    public var first: First
    public var second: Second

    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public func makeRecognizer() -> Recognizer {
        Recognizer(first: first.makeRecognizer(), second: second.makeRecognizer())
    }

    public struct Recognizer: GestureRecognizer {
        public var first: First.Recognizer
        public var second: Second.Recognizer
        @usableFromInline var hasBegun = false
        /// Kept up to date by `update` and `reset`: asking is O(1), however deep the tree.
        @usableFromInline var currentPhase = GesturePhase.possible
        /// The parts' phases (``partPhases``) `currentPhase` was computed from; none at first.
        @usableFromInline var phasesSeen = UInt16.max

        /// Composes two recognizers directly (the runtime composes entities' gestures this way).
        @inlinable public init(first: First.Recognizer, second: Second.Recognizer) {
            self.first = first
            self.second = second
        }

        @inlinable @inline(__always) public var phase: GesturePhase { currentPhase }
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double { min(first.nextDeadline(), second.nextDeadline()) }

        @inlinable @inline(__always) func computedPhase() -> GesturePhase {
            let (a, b) = (first.phase, second.phase)
            if a.isTerminal && b.isTerminal { return a == .ended || b == .ended ? .ended : .failed }
            if hasBegun || a == .active || b == .active || a == .ended || b == .ended { return .active }
            return .possible
        }

        /// Both parts' phases, one a byte.
        @inlinable @inline(__always) var partPhases: UInt16 {
            UInt16(first.phase.rawValue) &<< 8 | UInt16(second.phase.rawValue)
        }

        @inlinable @inline(__always) public var value: Value? {
            let (a, b) = (first.value, second.value)
            return a == nil && b == nil ? nil : Value(first: a, second: b)
        }

        // Always inlined, as onChanged's, onEnded's, onCancelled's and simultaneously's are: a tree of
        // them runs as one function per input, not a call per level.
        @inlinable @inline(__always) @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            let a = first.update(input, in: context)
            let b = second.update(input, in: context)
            guard a || b else { return false }
            // The phase follows from the parts' phases and `hasBegun`, which only the phase sets:
            // while the parts' phases stay (most inputs change only values), it stays.
            let phases = partPhases
            if phases != phasesSeen {
                phasesSeen = phases
                currentPhase = computedPhase()
                if currentPhase == .active { hasBegun = true }
            }
            return true
        }

        @inlinable public mutating func reset() {
            first.reset()
            second.reset()
            hasBegun = false
            currentPhase = computedPhase()
            phasesSeen = partPhases
        }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(.init(depth: depth, name: "Simultaneous", phase: phase, value: ""))
            first.describe(into: &nodes, depth: depth + 1)
            second.describe(into: &nodes, depth: depth + 1)
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    // Written out and inlinable: the synthesized one runs unspecialized in client modules.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }
}
extension SimultaneousGesture.Recognizer: ValueComparingRecognizer
where First.Recognizer: ValueComparingRecognizer, Second.Recognizer: ValueComparingRecognizer {
    @inlinable @inline(__always) public static var buildsValue: Bool { true }

    /// Compares each part's value where it is stored: the pair is not built.
    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        // Optional chaining reaches a pair in place, testing its case once.
        guard let equal = other?.isValue(of: &first, &second) else { return !hasValue }
        return equal
    }

    @inlinable @inline(__always) public var hasValue: Bool { first.hasValue || second.hasValue }

    /// Writes each part's value that changed into its place in `other`: the pair is not built
    /// and moved in, nor compared first and written after.
    @inlinable @inline(__always) @discardableResult
    public mutating func writeValue(into other: inout Value?) -> Bool {
        guard hasValue else {
            guard other != nil else { return false }
            other = nil
            return true
        }
        // Optional chaining reaches a pair in place, testing its case once; only a gesture's
        // first change finds none, and writes into empty parts.
        if let changed = other?.write(from: &first, &second) { return changed }
        other = Value(first: nil, second: nil)
        other!.write(from: &first, &second)
        return true
    }
}
extension SimultaneousGesture.Value
where First.Recognizer: ValueComparingRecognizer, Second.Recognizer: ValueComparingRecognizer, First.Value: Equatable, Second.Value: Equatable {
    /// Writes the recognizers' values into the parts where they differ, and says whether one
    /// did: ``SimultaneousGesture/Recognizer/writeValue(into:)`` once it reached the pair.
    @inlinable @inline(__always) @discardableResult
    mutating func write(from first: inout First.Recognizer, _ second: inout Second.Recognizer) -> Bool {
        // Both parts are written, whatever the first says.
        let firstChanged = first.writeValue(into: &self.first)
        let secondChanged = second.writeValue(into: &self.second)
        return firstChanged || secondChanged
    }

    /// Whether the recognizers' values make this pair: ``SimultaneousGesture/Recognizer/isValue(equalTo:)``
    /// once it reached the pair.
    @inlinable @inline(__always)
    mutating func isValue(of first: inout First.Recognizer, _ second: inout Second.Recognizer) -> Bool {
        guard first.isValue(equalTo: &self.first), second.isValue(equalTo: &self.second) else { return false }
        // Equal parts make an equal pair, but for two absent parts: there is no pair then.
        return self.first != nil || self.second != nil
    }
}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// Combines this gesture with `other` so that both are recognized at the same time.
    @inlinable public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
