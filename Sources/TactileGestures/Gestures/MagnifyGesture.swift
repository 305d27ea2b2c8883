/// Recognizes a pinch: two pointers moving apart or together.
///
/// ```swift
/// MagnifyGesture()
///     .updating($magnifyBy) { value, state, _ in state = value.magnification }
///     .onEnded { value in zoom *= value.magnification }
/// ```
///
/// Measured from the first two pointers in arrival order; a pointer joining or leaving
/// re-baselines so the magnification never jumps. Active once it differs from 1 by
/// `minimumScaleDelta`; ends when the last pointer lifts. O(10) per input, no allocation.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    public typealias Recognizer = PinchRecognizer<Magnification>

    /// One moment of a pinch. A recognizer's value fits ``velocity`` when it is read (O(20));
    /// one built by hand reports what it was given.
    public struct Value: Hashable, Sendable {
        /// The scale factor since the gesture started (1 = unchanged).
        public var magnification: Double
        /// Where the gesture started, as a unit point of the entity's bounds.
        public var startAnchor: UnitPoint
        /// The centre of the first two pointers when the gesture started.
        public var startLocation: Point
        var rate: Rate

        public init(magnification: Double, velocity: Double, startAnchor: UnitPoint, startLocation: Point) {
            self.init(magnification: magnification, rate: .given(velocity), startAnchor: startAnchor,
                      startLocation: startLocation)
        }

        init(magnification: Double, rate: Rate, startAnchor: UnitPoint, startLocation: Point) {
            self.magnification = magnification
            self.rate = rate
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }

        /// Change of `magnification` per second.
        public var velocity: Double {
            get { rate.value { $0.width } }
            set { rate = .given(newValue) }
        }

        /// Every property compared with `==`; values measured from the same samples have the
        /// same velocity without fitting it.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            lhs.magnification == rhs.magnification && lhs.startAnchor == rhs.startAnchor
                && lhs.startLocation == rhs.startLocation && lhs.rate.isEqual(to: rhs.rate) { $0.width }
        }

        /// Hashes the properties known without a fit: equal values have them equal.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(magnification)
            hasher.combine(startAnchor)
            hasher.combine(startLocation)
        }
    }

    public var minimumScaleDelta: Double

    @inlinable public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func makeRecognizer() -> Recognizer {
        PinchRecognizer(measure: Magnification(minimumScaleDelta: minimumScaleDelta))
    }

    /// The measure behind ``MagnifyGesture``.
    public struct Magnification: PinchMeasure {
        let minimumScaleDelta: Double

        init(minimumScaleDelta: Double) { self.minimumScaleDelta = minimumScaleDelta }
        @inlinable public static var measuresRotation: Bool { false }
        public var name: String { "Magnify(min: \(minimumScaleDelta))" }

        public func isPastThreshold(_ tracker: PinchTracker) -> Bool {
            abs(tracker.scale - 1) >= minimumScaleDelta - timeTolerance
        }

        public func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value {
            let (location, anchor) = tracker.start(in: spaces, space: .local)
            return Value(magnification: tracker.scale, rate: .measured(tracker.rates(at: time)),
                         startAnchor: anchor, startLocation: location)
        }
    }
}

/// SwiftUI's older pinch gesture: a ``MagnifyGesture`` whose value is just the magnification.
///
/// ```swift
/// MagnificationGesture().onEnded { scale in currentZoom *= scale }
/// ```
public struct MagnificationGesture: Gesture {
    public typealias Value = Double

    public var minimumScaleDelta: Double

    @inlinable public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @inlinable public var body: MapGesture<MagnifyGesture, Double> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
    }
}

extension MagnifyGesture.Value: CustomReflectable {
    /// The public properties, as printed and dumped.
    public var customMirror: Mirror {
        Mirror(self, children: ["magnification": magnification, "velocity": velocity,
                                "startAnchor": startAnchor, "startLocation": startLocation],
               displayStyle: .struct)
    }
}
