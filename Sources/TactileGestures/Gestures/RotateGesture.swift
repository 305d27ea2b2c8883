/// Recognizes a twist: two pointers turning around each other. Clockwise on screen is positive.
///
/// ```swift
/// RotateGesture()
///     .updating($angle) { value, state, _ in state = value.rotation }
///     .onEnded { value in committed += value.rotation }
/// ```
///
/// Measured from the first two pointers in arrival order, accumulated move by move (so turns
/// past 180° keep counting); a pointer joining or leaving re-baselines. Active once the
/// rotation reaches `minimumAngleDelta`; ends when the last pointer lifts.
/// O(10) per move and a velocity fit (O(20)) per value, no allocation.
public struct RotateGesture: Gesture {
    public typealias Body = Never
    public typealias Recognizer = PinchRecognizer<Rotation>

    /// A twist as it stands: `value.rotation.degrees` is 90 after a quarter turn clockwise.
    public struct Value: Hashable, Sendable {
        /// The rotation since the gesture started, clockwise on screen.
        public var rotation: Angle
        /// Change of `rotation` per second.
        public var velocity: Angle
        /// Where the gesture started, as a unit point of the entity's bounds.
        public var startAnchor: UnitPoint
        /// The centre of the first two pointers when the gesture started.
        public var startLocation: Point
        /// Beyond SwiftUI, as Flutter's focal point: the centroid of the pointers now (where
        /// the last one lifted, once none is left), in the space as it was when the first
        /// pointer went down, as a drag's translation is measured: a shape moving under the
        /// fingers does not feed back into it.
        public var location: Point
        /// Beyond SwiftUI: how many pointers the gesture follows now (0 once the last lifted).
        public var pointerCount: Int
        /// When this value was produced: the loop clock's seconds since a fixed epoch, as a `Date`
        /// (SwiftUI's type), so `value.time.timeIntervalSince(start.time)` is the seconds between.
        public var time: Date

        /// A value with these fields, for tests and custom gestures:
        /// `RotateGesture.Value(rotation: .degrees(90), velocity: .zero, startAnchor: .center, startLocation: .zero)`.
        @inlinable public init(rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: Point,
                               location: Point? = nil, pointerCount: Int = 2, time: Date = Date(loopSeconds: 0)) {
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
            self.location = location ?? startLocation
            self.pointerCount = pointerCount
            self.time = time
        }
    }

    /// How far the fingers must turn before the gesture is active (1°).
    public var minimumAngleDelta: Angle
    /// Beyond SwiftUI: the space of `startLocation` and `location` (the entity's own by default).
    public var coordinateSpace: CoordinateSpace

    /// A twist that starts after `minimumAngleDelta`: `RotateGesture(minimumAngleDelta: .degrees(5))`.
    @inlinable public init(minimumAngleDelta: Angle = .degrees(1), coordinateSpace: CoordinateSpace = .local) {
        self.minimumAngleDelta = minimumAngleDelta
        self.coordinateSpace = coordinateSpace
    }

    public func makeRecognizer() -> Recognizer {
        PinchRecognizer(measure: Rotation(minimumAngleDelta: minimumAngleDelta, coordinateSpace: coordinateSpace))
    }

    /// The measure behind ``RotateGesture``.
    public struct Rotation: PinchMeasure {
        @usableFromInline let minimumAngleDelta: Angle
        public let coordinateSpace: CoordinateSpace

        init(minimumAngleDelta: Angle, coordinateSpace: CoordinateSpace) {
            self.minimumAngleDelta = minimumAngleDelta
            self.coordinateSpace = coordinateSpace
        }
        public var name: String { "Rotate(min: \(minimumAngleDelta))" }

        // Inlinable, as the pinch asks on every move: called, it would be given a copy of the tracker.
        @inlinable public func isPastThreshold(_ tracker: PinchTracker) -> Bool {
            abs(tracker.rotation) >= minimumAngleDelta.radians - timeTolerance
        }

        @inlinable public func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value {
            let place = tracker.placement
            return Value(rotation: .radians(tracker.rotation), velocity: .radians(tracker.rates.height),
                         startAnchor: place.startAnchor, startLocation: place.startLocation,
                         location: place.location, pointerCount: place.pointerCount, time: Date(loopSeconds: time))
        }
    }
}

/// SwiftUI's older twist gesture: a ``RotateGesture`` whose value is just the angle.
///
/// ```swift
/// RotationGesture().onEnded { angle in rotationAngle += angle }
/// ```
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    /// How far the fingers must turn before the gesture is active.
    public var minimumAngleDelta: Angle

    /// A twist reporting its angle alone: `RotationGesture(minimumAngleDelta: .degrees(5))`.
    @inlinable public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @inlinable public var body: MapGesture<RotateGesture, Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
    }
}
