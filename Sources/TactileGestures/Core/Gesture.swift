/// A description of an interaction, as in SwiftUI: built-in gestures, their compositions and
/// modifiers, or your own gesture declared through ``body``.
///
/// ```swift
/// struct SwipeGesture: Gesture {
///     typealias Value = Direction
///     var body: AnyGesture<Direction> {
///         DragGesture(minimumDistance: 50).map { Direction($0.translation) }.eraseToAnyGesture()
///     }
/// }
/// ```
///
/// A gesture is an immutable value. ``makeRecognizer()`` creates the mutable state machine
/// that follows one interaction; the recognizer types of composed gestures nest as generic
/// structs, so feeding events to them is statically dispatched and allocation-free.
public protocol Gesture<Value> {
    /// What the gesture reports while active and when it ends.
    associatedtype Value

    /// The gesture this one is made of; `Never` for the built-in primitives.
    associatedtype Body: Gesture

    /// The state machine that recognizes this gesture.
    associatedtype Recognizer: GestureRecognizer = Body.Recognizer where Recognizer.Value == Value

    /// For custom gestures: the composition that implements this gesture.
    var body: Body { get }

    /// A fresh recognizer in the `possible` phase.
    func makeRecognizer() -> Recognizer
}

extension Gesture where Recognizer == Body.Recognizer {
    /// Custom gestures are recognized by their body.
    public func makeRecognizer() -> Recognizer { body.makeRecognizer() }
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body: they are recognized directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive gesture; it has no body")
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public typealias Body = Never
    public typealias Recognizer = Never
    /// `Never` is every primitive's body; it has none itself.
    public var body: Never { switch self {} }
    public func makeRecognizer() -> Never { switch self {} }
}
