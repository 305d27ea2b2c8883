/// A gesture that runs an action each time its value changes while it is active.
///
/// ```swift
/// DragGesture().onChanged { value in preview(at: value.location) }
/// ```
///
/// Only while active, and only when the value differs from the last one delivered.
public struct ChangedGesture<Base: Gesture>: Gesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    public typealias Body = Never

    public var base: Base
    public var action: (Value) -> Void

    @inlinable public init(_ base: Base, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(base: base.makeRecognizer(), action: action) }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        @usableFromInline let action: (Value) -> Void
        @usableFromInline var delivered: Value?

        @usableFromInline init(base: Base.Recognizer, action: @escaping (Value) -> Void) {
            self.base = base
            self.action = action
        }

        @inlinable @inline(__always) public var phase: GesturePhase { base.phase }
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable @inline(__always) public var value: Value? { base.value }

        // Always inlined, as onChanged's, onEnded's, onCancelled's and simultaneously's are: a tree of
        // them runs as one function per input, not a call per level.
        @inlinable @inline(__always) @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard base.update(input, in: context) else { return false }
            switch base.phase {
            case .active:
                // A composition compares its value in place, and writes a changed one into `delivered`.
                // The cast is decided where the recognizer's type is known: no test at run time.
                var inPlace: (any ValueComparingRecognizer.Type)?
                if let comparing = Base.Recognizer.self as? any ValueComparingRecognizer.Type, comparing.buildsValue {
                    inPlace = comparing
                }
                if let inPlace {
                    // Absent (which keeps the last delivered), or unchanged (nothing written):
                    // nothing to deliver.
                    guard hasValue(inPlace), writeDelivered(inPlace) else { break }
                    // The base has a value, so `writeDelivered` wrote one: `delivered` is not nil.
                    action(delivered.unsafelyUnwrapped)
                    break
                }
                guard let value = base.value else { break }
                if let delivered, delivered == value { break }
                action(value)
                delivered = consume value
            case .ended, .failed:
                forgetDelivered()
            case .possible:
                break
            }
            return true
        }

        /// Whether the base has a value, asked of it in place.
        @inlinable @inline(__always) mutating func hasValue(_ comparing: any ValueComparingRecognizer.Type) -> Bool {
            // The cast succeeded for `Base.Recognizer` itself: the memory lent is a `Self`.
            withUnsafeMutablePointer(to: &base) { comparing.hasValue(of: $0) }
        }

        /// `delivered = base.value` where they differ, written by the base in place; whether
        /// they differed. One pass: the comparison is the write's.
        @inlinable @inline(__always) mutating func writeDelivered(_ comparing: any ValueComparingRecognizer.Type) -> Bool {
            withUnsafeMutablePointer(to: &base) { base in
                withUnsafeMutablePointer(to: &delivered) { delivered in
                    // The cast succeeded for `Base.Recognizer` itself, whose value is `Value`: the
                    // memory lent is of the types the write takes it for, for the whole call.
                    comparing.writeValue(of: base, into: delivered)
                }
            }
        }

        @inlinable public mutating func reset() {
            base.reset()
            forgetDelivered()
        }

        /// `delivered = nil`, written only if it is not already: storing `nil` copies a whole
        /// empty value in (a composition's is hundreds of bytes), and at a press, which resets
        /// every recognizer along the way, those bytes are cold.
        @inlinable @inline(__always) mutating func forgetDelivered() {
            if delivered != nil { delivered = nil }
        }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension ChangedGesture.Recognizer: ValueComparingRecognizer, ValueForwardingRecognizer
    where Base.Recognizer: ValueComparingRecognizer {}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the value changes while the gesture is active.
    @inlinable public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<Self> {
        ChangedGesture(self, action: action)
    }
}
