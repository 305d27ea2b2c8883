/// The queue that gesture callbacks (`updating`, `onChanged`, `onEnded`, `onCancelled`) wait in
/// until the gesture step is over, so that none runs while a recognizer is part-way through an
/// update.
///
/// ```swift
/// let callbacks = GestureCallbacks()
/// recognizer.attach(callbacks)                  // its callbacks queue from now on
/// recognizer.update(input, in: context)         // an onChanged waits…
/// callbacks.run()                               // …and runs here, in the order they happened
/// ```
///
/// A ``GestureSession`` keeps one and runs it at the end of each input; the runtime keeps one
/// for the world and runs it after the gesture system has handed its arena back. Queuing is an
/// append of a reference to the callback's own list of waiting values (no allocation once the
/// lists have grown); running is the callbacks' own cost.
public final class GestureCallbacks {
    /// The callbacks waiting, oldest first: each entry takes its list's oldest value.
    @usableFromInline var entries: [PendingCallback] = []
    @usableFromInline var isRunning = false
    /// The list the waiting callbacks are moved to while they run, kept for its memory.
    var spare: [PendingCallback] = []

    public init() {}

    /// Whether no callback waits.
    public var isEmpty: Bool { entries.isEmpty }

    /// Queues the next of `pending`'s waiting values.
    @inlinable public func enqueue(_ pending: PendingCallback) { entries.append(pending) }

    /// Runs every waiting callback in order, and those they queue in turn. Does nothing when
    /// called from a callback that this queue is running (the outer run goes on with them).
    public func run() {
        guard !isRunning, !entries.isEmpty else { return }
        isRunning = true
        defer { isRunning = false }
        // Taken out while they run (one access of the queue, not one per callback); those the
        // callbacks queue meanwhile run after them, in order. Both lists keep their memory.
        var running: [PendingCallback] = []
        swap(&running, &spare)
        while !entries.isEmpty {
            swap(&running, &entries)
            for entry in running { entry.runNext() }
            running.removeAll(keepingCapacity: true)
        }
        swap(&running, &spare)
    }
}

/// A callback with the values it waits to be called with: what ``GestureCallbacks`` queues.
///
/// ```swift
/// final class Logger: PendingCallback {
///     override func runNext() { print("called") }
/// }
/// ```
///
/// Made once with the recognizer that holds it, which learns its queue from
/// ``GestureRecognizer/attach(_:)``; without a queue the callback runs at once, as a recognizer
/// updated by hand expects.
open class PendingCallback {
    public init() {}

    /// Calls the callback with its oldest waiting value.
    open func runNext() {}
}

/// A callback of `Value` and its waiting values, oldest first: what every callback that waits
/// in a ``GestureCallbacks`` queue is made of (the gestures' modifiers, the runtime's value
/// events and accessibility actions).
///
/// ```swift
/// let log = PendingValues<String> { print($0) }   // once, with its owner
/// log.call("changed", in: queue)                  // printed when `queue` runs (now if nil)
/// ```
///
/// Calling is an append and a queue entry, no allocation once its list has grown.
public final class PendingValues<Value>: PendingCallback {
    /// One stored value, so that queuing or taking is one access of the class's storage.
    @usableFromInline var waiting = Waiting()
    @usableFromInline let action: (Value) -> Void
    /// ``runNext()``'s work, made where `Value` is known: an override in a generic class is
    /// compiled once for every `Value`, and would run unspecialised (a third of a drag's update).
    @usableFromInline let callNext: (PendingValues) -> Void

    /// The values waiting, oldest from `head` on; emptied, keeping its memory, when all are taken.
    @usableFromInline struct Waiting {
        @usableFromInline var values: [Value] = []
        @usableFromInline var head = 0
        @inlinable init() {}

        @inlinable mutating func take() -> Value {
            let value = values[head]
            head += 1
            if head == values.count {
                head = 0
                values.removeAll(keepingCapacity: true)
            }
            return value
        }
    }

    @inlinable public init(_ action: @escaping (Value) -> Void) {
        self.action = action
        callNext = { $0.action($0.waiting.take()) }
        super.init()
    }

    /// Calls `action` with `value` once `queue` runs, or now if there is none. The queue comes
    /// from the recognizer that holds this (a value there, read without a check).
    @inlinable public func call(_ value: Value, in queue: GestureCallbacks?) {
        guard let queue else { return action(value) }
        waiting.values.append(value)
        queue.enqueue(self)
    }

    override public func runNext() { callNext(self) }
}
