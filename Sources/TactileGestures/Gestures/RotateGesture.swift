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
/// O(10) per input, no allocation.
public struct RotateGesture: Gesture {
    public typealias Body = Never
    public typealias Recognizer = PinchRecognizer<Rotation>

    /// One moment of a twist. A recognizer's value fits ``velocity`` when it is read (O(20));
    /// one built by hand reports what it was given.
    public struct Value: Hashable, Sendable {
        /// The rotation since the gesture started, clockwise on screen.
        public var rotation: Angle
        public var startAnchor: UnitPoint
        public var startLocation: Point
        var rate: Rate

        public init(rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: Point) {
            self.init(rotation: rotation, rate: .given(velocity.radians), startAnchor: startAnchor,
                      startLocation: startLocation)
        }

        init(rotation: Angle, rate: Rate, startAnchor: UnitPoint, startLocation: Point) {
            self.rotation = rotation
            self.rate = rate
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }

        /// Change of `rotation` per second.
        public var velocity: Angle {
            get { .radians(rate.value { $0.height }) }
            set { rate = .given(newValue.radians) }
        }

        /// Every property compared with `==`; values measured from the same samples have the
        /// same velocity without fitting it.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.rotation == rhs.rotation && lhs.startAnchor == rhs.startAnchor
                && lhs.startLocation == rhs.startLocation && lhs.rate.isEqual(to: rhs.rate) { $0.height }
        }

        /// Hashes the properties known without a fit: equal values have them equal.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rotation)
            hasher.combine(startAnchor)
            hasher.combine(startLocation)
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
        let minimumAngleDelta: Angle

        init(minimumAngleDelta: Angle) { self.minimumAngleDelta = minimumAngleDelta }
        public var name: String { "Rotate(min: \(minimumAngleDelta))" }

        public func isPastThreshold(_ tracker: PinchTracker) -> Bool {
            abs(tracker.rotation) >= minimumAngleDelta.radians - timeTolerance
        }

        public func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value {
            let (location, anchor) = tracker.start(in: spaces, space: .local)
            return Value(rotation: .radians(tracker.rotation), rate: .measured(tracker.rates(at: time)),
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

extension RotateGesture.Value: CustomReflectable {
    /// The public properties, as printed and dumped.
    public var customMirror: Mirror {
        Mirror(self, children: ["rotation": rotation, "velocity": velocity,
                                "startAnchor": startAnchor, "startLocation": startLocation],
               displayStyle: .struct)
    }
}
