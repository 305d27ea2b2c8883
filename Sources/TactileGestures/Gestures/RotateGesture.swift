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

    public struct Value: Hashable, Sendable {
        /// The rotation since the gesture started, clockwise on screen.
        public var rotation: Angle
        /// Change of `rotation` per second.
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: Point

        @inlinable public init(rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: Point) {
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    public var minimumAngleDelta: Angle

    @inlinable public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func makeRecognizer() -> Recognizer {
        PinchRecognizer(measure: Rotation(minimumAngleDelta: minimumAngleDelta))
    }

    /// The measure behind ``RotateGesture``.
    public struct Rotation: PinchMeasure {
        @usableFromInline let minimumAngleDelta: Angle

        init(minimumAngleDelta: Angle) { self.minimumAngleDelta = minimumAngleDelta }
        public var name: String { "Rotate(min: \(minimumAngleDelta))" }

        // Inlinable, as the pinch asks on every move: called, it would be given a copy of the tracker.
        @inlinable public func isPastThreshold(_ tracker: PinchTracker) -> Bool {
            abs(tracker.rotation) >= minimumAngleDelta.radians - timeTolerance
        }

        @inlinable public func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value {
            let (location, anchor) = PinchTracker.start(tracker.startLocation, in: spaces, space: .local)
            return Value(rotation: .radians(tracker.rotation), velocity: .radians(tracker.rates.height),
                         startAnchor: anchor, startLocation: location)
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

    public var minimumAngleDelta: Angle

    @inlinable public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    @inlinable public var body: MapGesture<RotateGesture, Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).map(\.rotation)
    }
}
