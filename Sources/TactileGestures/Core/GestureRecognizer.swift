/// The mutable state machine behind a ``Gesture``: it takes input and moves through
/// ``GesturePhase``s, producing values.
///
/// ```swift
/// var recognizer = DragGesture().makeRecognizer()
/// let context = GestureContext()
/// recognizer.update(.pointer(PointerEvent(.down, pointer: 1, at: .zero, time: 0)), in: context)
/// recognizer.update(.frame(PointerFrame(PointerEvent(.move, pointer: 1, at: Point(x: 4, y: 0), time: 0.01))), in: context)
/// recognizer.phase   // .possible until the pointer moves 10 pt
/// ```
///
/// Recognizers are values with inline state. ``update(_:in:)`` is called once per input and
/// must not allocate. Pointer moves arrive as frames (``GestureInput/frame(_:)``): a
/// recognizer that follows positions looks at every sample and changes once per frame.
/// Most code uses a ``GestureSession`` rather than a recognizer directly.
public protocol GestureRecognizer<Value> {
    associatedtype Value

    var phase: GesturePhase { get }

    /// The current value: present while active, after ending, and for gestures that carry
    /// a value while possible (a sequence's first part). `nil` once failed.
    var value: Value? { get }

    /// Takes one input. Returns whether the phase or the value changed.
    @discardableResult
    mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool

    /// Back to `possible` with nothing tracked, ready for the next interaction. No callbacks run.
    mutating func reset()

    /// The earliest clock time at which ``GestureInput/advance(to:)`` could change the
    /// recognizer: a long press's deadline, `infinity` while only input can change it, or
    /// `-infinity` (or any past time) when the next tick may (a begin or an end held back).
    /// A runtime advances a recognizer only once the clock reaches it, so it must be cheap
    /// and never late. The default, `-infinity`, is always safe.
    func nextDeadline() -> Double

    /// Sends the callbacks of this recognizer and its parts through `callbacks` from now on, to
    /// run when the owner runs the queue rather than inside ``update(_:in:)``. A recognizer
    /// with parts passes the queue on; the default, for leaves, does nothing. Once per
    /// interaction: a walk of the tree.
    mutating func attach(_ callbacks: GestureCallbacks)

    /// Describes the recognizer tree (for the gesture debugger), depth first.
    func describe(into nodes: inout [GestureNodeDescription], depth: Int)
}

/// One node of a recognizer tree as the gesture debugger shows it.
///
/// ```swift
/// for node in recognizer.treeDescription {
///     print(String(repeating: "  ", count: node.depth), node.name, node.phase, node.value)
/// }
/// ```
public struct GestureNodeDescription: Hashable, Sendable {
    public var depth: Int
    public var name: String
    public var phase: GesturePhase
    public var value: String

    public init(depth: Int, name: String, phase: GesturePhase, value: String) {
        self.depth = depth
        self.name = name
        self.phase = phase
        self.value = value
    }
}

extension GestureRecognizer {
    @inlinable public func nextDeadline() -> Double { -.infinity }

    @inlinable public mutating func attach(_ callbacks: GestureCallbacks) {}

    /// The recognizer tree, one node per line of the gesture debugger.
    public var treeDescription: [GestureNodeDescription] {
        var nodes: [GestureNodeDescription] = []
        describe(into: &nodes, depth: 0)
        return nodes
    }

    @usableFromInline func describeValue() -> String {
        value.map { String(describing: $0) } ?? "–"
    }
}

extension Never: GestureRecognizer {
    public var phase: GesturePhase { switch self {} }
    public var value: Never? { switch self {} }
    public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool { switch self {} }
    public mutating func reset() { switch self {} }
    public func nextDeadline() -> Double { switch self {} }
    public mutating func attach(_ callbacks: GestureCallbacks) { switch self {} }
    public func describe(into nodes: inout [GestureNodeDescription], depth: Int) { switch self {} }
}
