/// A type-erased gesture: any gesture with the same value type.
///
/// ```swift
/// var body: AnyGesture<Direction> {
///     DragGesture(minimumDistance: 50).map(Direction.init).eraseToAnyGesture()
/// }
/// ```
///
/// Erasing costs one allocation per recognizer made. The erased recognizer calls through
/// closures made where the concrete type is known, so the code behind them is specialized:
/// an indirect call per input, no generic metadata at run time.
public struct AnyGesture<Value>: Gesture {
    public typealias Body = Never

    @usableFromInline let make: () -> Recognizer

    @inlinable public init<G: Gesture>(_ gesture: G) where G.Value == Value {
        make = { Recognizer(gesture.makeRecognizer(), transform: { $0 }) }
    }

    @inlinable public func makeRecognizer() -> Recognizer { make() }

    /// Any recognizer, behind closures. Copies share one recognizer.
    public struct Recognizer: GestureRecognizer {
        @usableFromInline let box: Box

        /// The erased operations, each closing over the same storage.
        @usableFromInline final class Box {
            @usableFromInline let phase: () -> GesturePhase
            @usableFromInline let value: () -> Value?
            /// Updates, and says the phase after if anything changed (`nil` if nothing did):
            /// one call per input. The context is lent by address, and only read: passed by value,
            /// it would be copied to the stack for the call, and an entity's recognizer reads only
            /// its flags.
            @usableFromInline let update: (GestureInput, UnsafeMutablePointer<GestureContext>) -> GesturePhase?
            /// ``update`` for a pointer's move: most inputs are moves, and the tree's handling of
            /// the other kinds drops out of this one (each leaf tests the kind otherwise).
            @usableFromInline let updateMove: (PointerEvent, UnsafeMutablePointer<GestureContext>) -> GesturePhase?
            /// Resets, and says the phase after.
            @usableFromInline let reset: () -> GesturePhase
            @usableFromInline let nextDeadline: () -> Double
            @usableFromInline let describe: (inout [GestureNodeDescription], Int) -> Void
            /// Keeps the storage the closures point into alive.
            @usableFromInline let owner: AnyObject
            /// What is known of the recognizer's deadline between its answers, in the storage.
            @usableFromInline let deadlineBound: UnsafeMutablePointer<DeadlineBound>
            /// The phase after the last update or reset: phases are asked far more often than
            /// they change, and reading a field costs no call.
            @exclusivity(unchecked) @usableFromInline var currentPhase: GesturePhase

            @inlinable init(phase: @escaping () -> GesturePhase, value: @escaping () -> Value?,
                            update: @escaping (GestureInput, UnsafeMutablePointer<GestureContext>) -> GesturePhase?,
                            updateMove: @escaping (PointerEvent, UnsafeMutablePointer<GestureContext>) -> GesturePhase?,
                            reset: @escaping () -> GesturePhase,
                            nextDeadline: @escaping () -> Double,
                            describe: @escaping (inout [GestureNodeDescription], Int) -> Void, owner: AnyObject,
                            deadlineBound: UnsafeMutablePointer<DeadlineBound>) {
                self.phase = phase
                self.value = value
                self.update = update
                self.updateMove = updateMove
                self.reset = reset
                self.nextDeadline = nextDeadline
                self.describe = describe
                self.owner = owner
                self.deadlineBound = deadlineBound
                currentPhase = phase()
            }
        }

        /// Holds the concrete recognizer the closures share, at a stable address: composed
        /// recognizers are kilobytes of inline state, and every operation works on them in
        /// place rather than copying them out of a class property.
        /// The box's deadline bound lies just after the recognizer, in the same allocation: the
        /// update closure reaches it from the recognizer's address, which it holds already.
        @usableFromInline final class Storage<R: GestureRecognizer> {
            @usableFromInline let recognizer: UnsafeMutablePointer<R>
            @inlinable init(_ value: R) {
                let memory = UnsafeMutableRawPointer.allocate(
                    byteCount: Self.deadlineBoundOffset + MemoryLayout<DeadlineBound>.size,
                    alignment: max(MemoryLayout<R>.alignment, MemoryLayout<DeadlineBound>.alignment))
                recognizer = memory.initializeMemory(as: R.self, to: value)
                // Asked once, here: a cast is decided at compile time for a type that conforms,
                // but found false only at run time for one that does not.
                (memory + Self.deadlineBoundOffset).initializeMemory(
                    as: DeadlineBound.self, to: DeadlineBound(isSteady: R.self is any SteadyDeadlineRecognizer.Type))
            }

            /// The recognizer's size, rounded up to the bound's alignment.
            @inlinable static var deadlineBoundOffset: Int {
                let alignment = MemoryLayout<DeadlineBound>.alignment
                return (MemoryLayout<R>.size + alignment - 1) & ~(alignment - 1)
            }

            /// The deadline bound of the recognizer at `recognizer`, which a storage allocated.
            @inlinable @inline(__always)
            static func deadlineBound(of recognizer: UnsafeMutablePointer<R>) -> UnsafeMutablePointer<DeadlineBound> {
                (UnsafeMutableRawPointer(recognizer) + deadlineBoundOffset).assumingMemoryBound(to: DeadlineBound.self)
            }

            /// Updates the recognizer at `recognizer` in `context`, and its deadline bound after:
            /// kept if the input was a plain move (`isMove` says whether it was a pointer's move)
            /// of a ``SteadyDeadlineRecognizer``, owing if the move was followed by another of
            /// its frame. Says the phase after if anything changed.
            @inlinable @inline(__always)
            static func update(_ recognizer: UnsafeMutablePointer<R>, _ input: GestureInput, isMove: Bool,
                               in context: UnsafeMutablePointer<GestureContext>) -> GesturePhase? {
                // The context reached in place, as an inout one: `context.pointee` as a value
                // would be copied, with a retain of its named spaces.
                let changed = AnyGesture.Recognizer.update(&recognizer.pointee, input, in: &context.pointee)
                let bound = deadlineBound(of: recognizer)
                if bound.pointee.isSteady, isMove, context.pointee.holdsNothingBack {
                    bound.pointee.owing = context.pointee.morePointersFollow
                } else {
                    bound.pointee.time = -.infinity
                }
                return changed ? recognizer.pointee.phase : nil
            }

            @inlinable deinit {
                recognizer.deinitialize(count: 1)
                UnsafeMutableRawPointer(recognizer).deallocate()
            }
        }

        /// Erases `recognizer`, reporting its values through `transform`.
        ///
        /// Copies of the result share one recognizer: the runtime keeps an entity's gesture
        /// this way and composes it into each interaction that reaches the entity.
        @inlinable public init<R: GestureRecognizer>(_ recognizer: R, transform: @escaping (R.Value) -> Value) {
            let storage = Storage(recognizer)
            let recognizer = storage.recognizer
            box = Box(
                phase: { recognizer.pointee.phase },
                value: { recognizer.pointee.value.map(transform) },
                update: { input, context in Storage.update(recognizer, input, isMove: input.isPointerMove, in: context) },
                updateMove: { event, context in
                    // Said again here, where the tree is specialized: the caller made sure.
                    var move = event
                    move.kind = .move
                    return Storage.update(recognizer, .pointer(move), isMove: true, in: context)
                },
                reset: {
                    recognizer.pointee.reset()
                    Storage<R>.deadlineBound(of: recognizer).pointee.time = -.infinity
                    return recognizer.pointee.phase
                },
                nextDeadline: { recognizer.pointee.nextDeadline() },
                describe: { nodes, depth in recognizer.pointee.describe(into: &nodes, depth: depth) },
                owner: storage, deadlineBound: Storage<R>.deadlineBound(of: recognizer))
        }

        /// The box, lent without retaining it: this recognizer holds it, and whoever calls one of
        /// the recognizer's methods holds the recognizer for the whole call. Borrowed so, the
        /// box's closures are called without retaining their contexts either (an atomic
        /// increment and decrement per input otherwise).
        @inlinable @inline(__always) func withBox<R>(_ body: (Box) -> R) -> R {
            Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef(body)
        }

        @inlinable @inline(__always) public var phase: GesturePhase { box.currentPhase }
        @inlinable @inline(__always) public var value: Value? { withBox { $0.value() } }

        /// A recognizer's phase changes only in an update that reports a change, or a reset.
        @inlinable @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            // Sound: the update only reads the context (see `Box.update`).
            withUnsafePointer(to: context) { update(input, lending: UnsafeMutablePointer(mutating: $0)) }
        }

        /// `recognizer.update(input, in: context)`, with the context lent in place: an inout
        /// context is passed on without a copy.
        @inlinable @inline(__always)
        static func update<R: GestureRecognizer>(_ recognizer: inout R, _ input: GestureInput, in context: inout GestureContext) -> Bool {
            recognizer.update(input, in: context)
        }

        /// ``update(_:in:)`` with the context lent by address, as a ``GestureSession`` lends its own;
        /// the context is only read.
        @inlinable @inline(__always)
        mutating func update(_ input: GestureInput, lending context: UnsafeMutablePointer<GestureContext>) -> Bool {
            withBox { box in
                let phase: GesturePhase?
                if case .pointer(let event) = input, event.kind == .move {
                    phase = box.updateMove(event, context)
                } else {
                    phase = box.update(input, context)
                }
                guard let phase else { return false }
                box.currentPhase = phase
                return true
            }
        }

        @inlinable @inline(__always) public mutating func nextDeadline() -> Double { withBox { $0.nextDeadline() } }

        /// Whether `time >= nextDeadline()`: whether the clock at `time` is due to advance the
        /// recognizer. The tree is asked only once `time` reaches what it last said, or once an
        /// input may have brought its deadline earlier (any input of a recognizer that is not a
        /// ``SteadyDeadlineRecognizer``; for one that is, any but a move in a context that
        /// holds nothing back, and a move followed by another of its frame until one is not):
        /// a runtime asks each live gesture on every tick, and most have nothing due until then.
        @inlinable @inline(__always) package mutating func isDue(at time: Double) -> Bool {
            withBox { box in
                if time < box.deadlineBound.pointee.time, !box.deadlineBound.pointee.owing { return false }
                let deadline = box.nextDeadline()
                box.deadlineBound.pointee.time = deadline
                box.deadlineBound.pointee.owing = false
                return time >= deadline
            }
        }

        @inlinable public mutating func reset() {
            withBox { box in box.currentPhase = box.reset() }
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            box.describe(&nodes, depth)
        }
    }
}

extension AnyGesture.Recognizer: ContextLendingRecognizer {}

/// What an erased recognizer knows of its deadline between its tree's answers (see
/// ``AnyGesture/Recognizer/isDue(at:)``).
@usableFromInline struct DeadlineBound {
    /// A time the deadline is not before, unless ``owing``: the tree's last answer, kept while
    /// its inputs leave the deadline there or later; `-infinity` once one may not have.
    @usableFromInline var time: Double
    /// Whether the last move was followed by another of its frame: a leaf may have kept it and
    /// owe its value, due at once, until an input not so followed settles it. Such a move
    /// changes nothing else a plain move would not.
    @usableFromInline var owing = false
    /// Whether the recognizer is a ``SteadyDeadlineRecognizer``: whether a plain move keeps
    /// ``time``.
    @usableFromInline let isSteady: Bool

    @inlinable init(isSteady: Bool) {
        time = -.infinity
        self.isSteady = isSteady
    }
}

extension Gesture {
    /// Wraps this gesture in an ``AnyGesture``.
    @inlinable public func eraseToAnyGesture() -> AnyGesture<Value> { AnyGesture(self) }
}
