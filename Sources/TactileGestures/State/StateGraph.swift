/// Keeps the state of views across re-evaluations of their bodies, and notices changes.
///
/// SwiftUI re-creates view structs on every update but keeps their `@State` by identity. A
/// graph does the same by position: while ``evaluate(_:)`` runs, every `State` or
/// `GestureState` created takes the storage of the same position in the previous evaluation
/// (its initial value is used only the first time), so a body that builds the same views in the
/// same order keeps its state. Every write to state owned by the graph bumps ``version`` and
/// records its transaction, so a runtime knows when to re-evaluate and how to animate.
///
/// ```swift
/// let graph = StateGraph()
/// let scene = graph.evaluate { DraggableCircle() }   // its @State lives in the graph
/// let before = graph.version
/// // … a gesture callback writes scene.viewState …
/// graph.version > before                               // re-evaluate the body
/// ```
///
/// Taking a slot is O(1). A graph belongs to one thread at a time, like SwiftUI's main actor.
public final class StateGraph: @unchecked Sendable {  // used by one thread at a time (see above)
    private var slots: [AnyObject] = []
    private var cursor = 0

    /// Grows by one with every write to state that lives in this graph.
    public private(set) var version: UInt64 = 0
    /// The transaction of the latest write.
    public private(set) var lastTransaction = Transaction()

    public init() {}

    /// Runs `body` (a view's construction or its `body`) so that state it creates is kept
    /// across evaluations by position.
    public func evaluate<Result>(_ body: () throws -> Result) rethrows -> Result {
        cursor = 0
        return try StateGraph.$current.withValue(self, operation: body)
    }

    /// How many pieces of state the graph keeps.
    public var count: Int { slots.count }

    func storage<Storage: AnyObject>(_ make: () -> Storage) -> Storage {
        defer { cursor += 1 }
        if cursor < slots.count, let existing = slots[cursor] as? Storage { return existing }
        let storage = make()
        if cursor < slots.count { slots[cursor] = storage } else { slots.append(storage) }
        return storage
    }

    func didChange(_ transaction: Transaction) {
        version &+= 1
        lastTransaction = transaction
    }

    /// The graph evaluating on this thread or task, if any.
    @TaskLocal static var current: StateGraph?
}

/// A piece of state storage that can belong to a ``StateGraph``.
protocol GraphOwnedStorage: AnyObject {
    var graph: StateGraph? { get set }
}

extension StateGraph {
    /// The storage for the state being created now: the kept one inside an evaluation, else new.
    static func storage<Storage: GraphOwnedStorage>(_ make: () -> Storage) -> Storage {
        guard let graph = current else { return make() }
        return graph.storage {
            let storage = make()
            storage.graph = graph
            return storage
        }
    }
}
