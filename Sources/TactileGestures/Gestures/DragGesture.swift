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
/// O(samples) per frame, and a velocity fit (O(20)) per value. No allocation.
public struct DragGesture: Gesture {
    public typealias Body = Never

    /// How far ahead `predictedEndLocation` looks along the velocity, in seconds.
    public static let predictionInterval = 0.5

    /// Points the pointer must travel before the drag becomes active (0: at once).
    public var minimumDistance: Double
    /// The space its locations and translation are measured in.
    public var coordinateSpace: CoordinateSpace
    /// The axes along which `minimumDistance` is measured (both: the straight distance). A
    /// scroll view's pan counts only movement along the axes it scrolls.
    public var measuredAxes: Axis.Set = [.horizontal, .vertical]

    /// A drag that starts after `minimumDistance` points: `DragGesture(minimumDistance: 0, coordinateSpace: .global)`.
    @inlinable public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func makeRecognizer() -> Recognizer { Recognizer(gesture: self) }

    public struct Recognizer: GestureRecognizer {
        let gesture: DragGesture
        @usableFromInline var leaf = LeafPhase()
        var pointer = PrimaryPointer()
        /// ``nextDeadline()`` as of the last input, kept with the state it follows from: asked
        /// through the tree after every input, a computation would be given a copy of the tree.
        @usableFromInline var deadline = Double.infinity
        /// The pointer's positions, in global points.
        var tracker = VelocityTracker()
        /// Global → the drag's space as it was when the pointer went down: translations and
        /// velocities are measured in it.
        var startTransform = AffineTransform.identity
        /// Where the pointer went down, in the drag's space as it was then: the same in every value.
        var startLocation = Point.zero
        @usableFromInline var currentValue: Value?

        init(gesture: DragGesture) { self.gesture = gesture }

        @inlinable public var phase: GesturePhase { leaf.phase }
        @inlinable public var value: Value? { currentValue }

        /// Only a drag held back past its minimum distance, or one whose end is held back,
        /// waits for the clock.
        @inlinable public func nextDeadline() -> Double { deadline }

        func computedDeadline() -> Double {
            if let settled = leaf.settledDeadline { return settled }
            return leaf.phase == .possible && pointer.isDown && travelled(to: pointer.location) >= gesture.minimumDistance
                ? -.infinity : .infinity
        }

        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            // Decided: nothing changes it any more, and its deadline is already `infinity`.
            guard !leaf.phase.isTerminal else { return false }
            let changed = take(input, in: context)
            deadline = computedDeadline()
            return changed
        }

        mutating func take(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !leaf.phase.isTerminal else { return false }
            if leaf.endIsHeld {
                let changed = leaf.settleHeldEnd(input, in: context, tracks: pointer.tracks)
                if leaf.phase == .failed { currentValue = nil }
                return changed
            }
            switch input {
            case .frame(let frame):
                guard pointer.isDown, let move = frame.move(of: pointer.id) else { return false }
                return moved(through: frame.samples(of: move), in: context)
            case .pointer(let event) where event.kind == .move:
                guard pointer.tracks(event.pointer) else { return false }
                return moved(through: CollectionOfOne(PointerSample(time: event.time, location: event.location)), in: context)
            case .advance(let time):
                // Held back past its minimum distance (another gesture had precedence): begin now.
                guard leaf.phase == .possible, pointer.isDown, context.mayBegin,
                      travelled(to: pointer.location) >= gesture.minimumDistance else { return false }
                leaf.phase = .active
                produceValue(at: time, in: context)
                return true
            case .cancel:
                currentValue = nil
                return leaf.fail()
            case .pointer(let event):
                switch pointer.track(event) {
                case .ignored, .moved:
                    return false
                case .pressed:
                    startTransform = context.spaces.transform(for: gesture.coordinateSpace)
                    startLocation = startTransform.apply(to: pointer.startLocation)
                    tracker.reset()
                    tracker.add(event.location, at: event.time)
                    guard gesture.minimumDistance <= 0, context.mayBegin else { return false }
                    leaf.phase = .active
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

        /// The drag's pointer passed through `samples`, oldest first: every one feeds the
        /// velocity, the first at the minimum distance begins the drag, and the last is where
        /// the pointer is. A last position that is not trackable leaves the move unseen.
        mutating func moved(through samples: some BidirectionalCollection<PointerSample>, in context: GestureContext) -> Bool {
            guard let last = samples.last, last.location.isTrackable else { return false }
            for sample in samples { tracker.add(sample.location, at: sample.time) }
            pointer.location = last.location
            let minimum = gesture.minimumDistance
            if leaf.phase == .possible, context.mayBegin,
               samples.contains(where: { $0.location.isTrackable && travelled(to: $0.location) >= minimum }) {
                leaf.phase = .active
            }
            guard leaf.phase == .active else { return false }
            produceValue(at: last.time, in: context)
            return true
        }

        /// How far `location` is from where the pointer went down, along the measured axes.
        func travelled(to location: Point) -> Double {
            let axes = gesture.measuredAxes
            if axes == [.horizontal, .vertical] { return location.distance(to: pointer.startLocation) }
            let moved = startTransform.apply(to: location - pointer.startLocation)
            return max(axes.contains(.horizontal) ? abs(moved.width) : 0, axes.contains(.vertical) ? abs(moved.height) : 0)
        }

        mutating func produceValue(at time: Double, in context: GestureContext) {
            let location = context.spaces.transform(for: gesture.coordinateSpace).apply(to: pointer.location)
            let translation = startTransform.apply(to: pointer.location - pointer.startLocation)
            let velocity = startTransform.apply(to: tracker.fittedVelocity(at: time))
            let ahead = velocity * DragGesture.predictionInterval
            currentValue = Value(time: Date(loopSeconds: time), location: location, startLocation: startLocation, translation: translation,
                                 velocity: velocity, predictedEndLocation: location + ahead,
                                 predictedEndTranslation: translation + ahead)
        }

        public mutating func reset() { self = Recognizer(gesture: gesture) }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            let text = value.map { "translation \($0.translation)" } ?? "–"
            nodes.append(.init(depth: depth, name: "Drag(min: \(gesture.minimumDistance))", phase: phase, value: text))
        }
    }
}
