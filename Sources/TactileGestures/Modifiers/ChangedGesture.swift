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
    /// Whether the base recognizer's value equals the one given, answered in place, when its
    /// recognizer can (see ``ValueComparingRecognizer``); `nil` compares built values.
    @usableFromInline let isValue: ((inout Base.Recognizer, inout Value?) -> Bool)?

    @inlinable public init(_ base: Base, action: @escaping (Value) -> Void) {
        self.base = base
        self.action = action
        isValue = nil
    }

    /// A recognizer that compares its value in place spares building it for each comparison.
    @inlinable public init(_ base: Base, action: @escaping (Value) -> Void) where Base.Recognizer: ValueComparingRecognizer {
        self.base = base
        self.action = action
        isValue = { recognizer, other in recognizer.isValue(equalTo: &other) }
    }

    @inlinable public func makeRecognizer() -> Recognizer {
        Recognizer(base: base.makeRecognizer(), action: action, isValue: isValue)
    }

    public struct Recognizer: GestureRecognizer {
        public var base: Base.Recognizer
        @usableFromInline let action: (Value) -> Void
        @usableFromInline let isValue: ((inout Base.Recognizer, inout Value?) -> Bool)?
        @usableFromInline var delivered: Value?

        @usableFromInline init(base: Base.Recognizer, action: @escaping (Value) -> Void,
                               isValue: ((inout Base.Recognizer, inout Value?) -> Bool)?) {
            self.base = base
            self.action = action
            self.isValue = isValue
        }

        @inlinable @inline(__always) public var phase: GesturePhase { base.phase }
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double { base.nextDeadline() }
        @inlinable @inline(__always) public var value: Value? { base.value }

        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard base.update(input, in: context) else { return false }
            switch base.phase {
            case .active:
                // Unchanged (or still absent): nothing to build.
                if let isValue, isValue(&base, &delivered) { break }
                guard let value = base.value else { break }
                if isValue == nil, let delivered, delivered == value { break }
                action(value)
                delivered = consume value
            case .ended, .failed:
                delivered = nil
            case .possible:
                break
            }
            return true
        }

        @inlinable public mutating func reset() {
            base.reset()
            delivered = nil
        }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            base.describe(into: &nodes, depth: depth)
        }
    }
}

extension ChangedGesture.Recognizer: ValueComparingRecognizer where Base.Recognizer: ValueComparingRecognizer {
    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        base.isValue(equalTo: &other)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the value changes while the gesture is active.
    @inlinable public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<Self> {
        ChangedGesture(self, action: action)
    }
}

extension Gesture where Recognizer: ValueComparingRecognizer {
    /// Runs `action` each time the value changes while the gesture is active.
    @inlinable public func onChanged(_ action: @escaping (Value) -> Void) -> ChangedGesture<Self> {
        ChangedGesture(self, action: action)
    }
}
