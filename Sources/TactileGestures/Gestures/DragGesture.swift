/// Recognizes a pointer moving: active once it has travelled `minimumDistance` from where it
/// went down, ended when it is released.
///
/// ```swift
/// DragGesture()
///     .updating($dragOffset) { value, state, _ in state = value.translation }
///     .onEnded { value in
///         position.width += value.translation.width
///         position.height += value.translation.height
///     }
/// ```
///
/// `startLocation` is where the pointer went down (or, after a sequence's first gesture, where
/// the drag started receiving it), so the translation never jumps. The translation is measured
/// with the coordinate space as it was at the start, so a shape that moves under the finger
/// does not feed back into its own drag. Released before `minimumDistance` → fails.
/// O(1) per input, no allocation.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// One moment of a drag.
    public struct Value: Hashable, Sendable {
        /// When this value was produced, in seconds on the input clock.
        public var time: Double
        public var location: Point
        public var startLocation: Point
        public var translation: Vector
        /// Points per second, from a least-squares fit of the last 100 ms.
        public var velocity: Vector
        /// Where the pointer would come to rest: `location + 0.5 s × velocity`.
        public var predictedEndLocation: Point
        public var predictedEndTranslation: Vector

        @inlinable public init(time: Double, location: Point, startLocation: Point, translation: Vector,
                    velocity: Vector, predictedEndLocation: Point, predictedEndTranslation: Vector) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.translation = translation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
            self.predictedEndTranslation = predictedEndTranslation
        }

        // Written out and inlinable, field by field down to the coordinates: the synthesized one
        // is a call from client modules, which copies both values to lend them. Each coordinate
        // is compared with `==`, as the synthesized one does (NaN differs from itself, -0 == +0).
        @inlinable @inline(__always) public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.time == rhs.time
                && lhs.location.x == rhs.location.x && lhs.location.y == rhs.location.y
                && lhs.startLocation.x == rhs.startLocation.x && lhs.startLocation.y == rhs.startLocation.y
                && lhs.translation.width == rhs.translation.width && lhs.translation.height == rhs.translation.height
                && lhs.velocity.width == rhs.velocity.width && lhs.velocity.height == rhs.velocity.height
                && lhs.predictedEndLocation.x == rhs.predictedEndLocation.x
                && lhs.predictedEndLocation.y == rhs.predictedEndLocation.y
                && lhs.predictedEndTranslation.width == rhs.predictedEndTranslation.width
                && lhs.predictedEndTranslation.height == rhs.predictedEndTranslation.height
        }
    }

    /// How far ahead `predictedEndLocation` looks along the velocity, in seconds.
    public static let predictionInterval = 0.5

    public var minimumDistance: Double
    public var coordinateSpace: CoordinateSpace

    @inlinable public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    @inlinable public func makeRecognizer() -> Recognizer { Recognizer(gesture: self) }

    public struct Recognizer: GestureRecognizer {
        @usableFromInline let gesture: DragGesture
        @usableFromInline var leaf = LeafPhase()
        @usableFromInline var pointer = PrimaryPointer()
        @usableFromInline var tracker = VelocityTracker()
        @usableFromInline var startTransform = AffineTransform.identity
        /// Where the pointer went down, in the drag's space as it was then: the same in every value.
        @usableFromInline var startLocation = Point.zero
        @usableFromInline var currentValue: Value?
        @usableFromInline var owed = OwedValue()
        @inlinable @inline(__always) public var value: Value? { currentValue }

        @inlinable init(gesture: DragGesture) { self.gesture = gesture }

        @inlinable @inline(__always) public var phase: GesturePhase { leaf.phase }

        /// Only a drag held back past its minimum distance waits for the clock.
        @inlinable @inline(__always) public mutating func nextDeadline() -> Double {
            if let settled = leaf.settledDeadline { return settled }
            if owed.time != nil { return -.infinity }
            return leaf.phase == .possible && pointer.isDown && pointer.distanceFromStart >= gesture.minimumDistance
                ? -.infinity : .infinity
        }

        /// Ended or failed with nothing owed, it takes nothing: asked in the caller's frame,
        /// without a call (the drags of a pinch's fingers are over while it goes on).
        @inlinable @inline(__always) @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            if leaf.phase.isTerminal, owed.time == nil { return false }
            return updateUntilOver(input, in: context)
        }

        /// ``update(_:in:)`` unless over with nothing owed.
        @inlinable mutating func updateUntilOver(_ input: GestureInput, in context: GestureContext) -> Bool {
            // A value owed since a move earlier in the frame is that move's: it comes before
            // anything else (a press, a release, the clock) changes the fingers…
            var settled = false
            if !input.isPointerMove, let time = owed.settle(isActive: leaf.phase == .active, in: context) {
                produceValue(at: time, in: context)
                settled = true
            }
            // One call site, inlined: every input of the leaf comes through here.
            let changed = take(input, in: context)
            if settled { return true }
            // … or with the frame's last move, unless that produced a newer value itself.
            guard let time = owed.settle(isActive: leaf.phase == .active, in: context), !changed else { return changed }
            produceValue(at: time, in: context)
            return true
        }

        @inlinable @inline(__always) mutating func take(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !leaf.phase.isTerminal else { return false }
            if leaf.endIsHeld {
                let changed = leaf.settleHeldEnd(input, in: context, tracks: pointer.tracks)
                if leaf.phase == .failed { currentValue = nil }
                return changed
            }
            switch input {
            case .advance(let time):
                // Held back past its minimum distance (another gesture had precedence): begin now.
                guard leaf.phase == .possible, pointer.isDown, context.mayBegin,
                      pointer.distanceFromStart >= gesture.minimumDistance else { return false }
                leaf.phase = .active
                produceValue(at: time, in: context)
                return true
            case .cancel:
                currentValue = nil
                return leaf.fail()
            case .pointer(let event):
                switch pointer.track(event) {
                case .ignored:
                    return false
                case .pressed:
                    startTransform = transform(in: context.spaces)
                    startLocation = startTransform.apply(to: pointer.startLocation)
                    tracker.reset()
                    tracker.add(event.location, at: event.time)
                    guard gesture.minimumDistance <= 0, context.mayBegin else { return false }
                    leaf.phase = .active
                    produceValue(at: event.time, in: context)
                    return true
                case .moved:
                    tracker.add(context.history, then: event.location, at: event.time)
                    if owed.keeps(event.time, isActive: leaf.phase == .active, in: context) { return false }
                    if leaf.phase == .possible, context.mayBegin,
                       pointer.distanceFromStart >= gesture.minimumDistance
                        || pointer.strayed(beyond: gesture.minimumDistance, in: context.history) {
                        leaf.phase = .active
                    }
                    guard leaf.phase == .active else { return false }
                    produceValue(at: event.time, in: context)
                    return true
                case .released:
                    guard leaf.phase == .active else {
                        currentValue = nil
                        return leaf.fail()
                    }
                    produceValue(at: event.time, in: context)
                    _ = leaf.end(in: context)
                    return true
                case .cancelled, .passedBy:
                    currentValue = nil
                    return leaf.fail()
                }
            }
        }

        @usableFromInline mutating func produceValue(at time: Double, in context: GestureContext) {
            // The fit first: what is computed before it would be kept on the stack through it.
            tracker.fitAfresh()
            // The space now before the start's: a named space's search is a call, across which
            // the start transform, read first, would be kept on the stack.
            let now = transform(in: context.spaces)
            let location = now.apply(to: pointer.location)
            let velocity = startTransform.apply(to: tracker.fittedVelocity(at: time))
            let translation = startTransform.apply(to: pointer.location - pointer.startLocation)
            let ahead = velocity * DragGesture.predictionInterval
            currentValue = Value(
                time: time, location: location, startLocation: startLocation,
                translation: translation, velocity: velocity,
                predictedEndLocation: location + ahead, predictedEndTranslation: translation + ahead)
        }

        /// Global → the drag's space. The local and global spaces are read in place, without
        /// a call: a drag asks on every move, and a named space's search keeps
        /// ``CoordinateSpaces/transform(for:)`` from being inlined.
        @inlinable @inline(__always) func transform(in spaces: CoordinateSpaces) -> AffineTransform {
            switch gesture.coordinateSpace {
            case .local: spaces.local
            case .global: .identity
            case .named: spaces.transform(for: gesture.coordinateSpace)
            }
        }

        /// A new recognizer's state, set field by field: building one and copying it over
        /// would rewrite the tracker's sample ring too (see ``VelocityTracker/startOver()``).
        @inlinable public mutating func reset() {
            leaf = LeafPhase()
            pointer = PrimaryPointer()
            tracker.startOver()
            startTransform = .identity
            startLocation = .zero
            currentValue = nil
            owed = OwedValue()
        }

        @inlinable public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            let text = value.map { "translation \($0.translation)" } ?? "–"
            nodes.append(.init(depth: depth, name: "Drag(min: \(gesture.minimumDistance))", phase: phase, value: text))
        }
    }
}
