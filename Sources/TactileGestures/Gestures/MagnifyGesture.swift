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
/// `minimumScaleDelta`; ends when the last pointer lifts. O(10) per move and a velocity fit
/// (O(20)) per value, no allocation.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    public typealias Recognizer = PinchRecognizer<Magnification>

    /// A pinch as it stands: `value.magnification` is 2 when the fingers are twice as far apart.
    public struct Value: Hashable, Sendable {
        /// The scale factor since the gesture started (1 = unchanged).
        public var magnification: Double
        /// Change of `magnification` per second.
        public var velocity: Double
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
        /// `MagnifyGesture.Value(magnification: 2, velocity: 0, startAnchor: .center, startLocation: .zero)`.
        @inlinable public init(magnification: Double, velocity: Double, startAnchor: UnitPoint, startLocation: Point,
                               location: Point? = nil, pointerCount: Int = 2, time: Date = Date(loopSeconds: 0)) {
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
            self.location = location ?? startLocation
            self.pointerCount = pointerCount
            self.time = time
        }
    }

    /// How far from 1 the scale must get before the gesture is active (0.01: 1 %).
    public var minimumScaleDelta: Double
    /// Beyond SwiftUI: the space of `startLocation` and `location` (the entity's own by default).
    public var coordinateSpace: CoordinateSpace

    /// A pinch that starts after `minimumScaleDelta`: `MagnifyGesture(minimumScaleDelta: 0.05)`.
    @inlinable public init(minimumScaleDelta: Double = 0.01, coordinateSpace: CoordinateSpace = .local) {
        self.minimumScaleDelta = minimumScaleDelta
        self.coordinateSpace = coordinateSpace
    }

    public func makeRecognizer() -> Recognizer {
        PinchRecognizer(measure: Magnification(minimumScaleDelta: minimumScaleDelta, coordinateSpace: coordinateSpace))
    }

    /// The measure behind ``MagnifyGesture``.
    public struct Magnification: PinchMeasure {
        @usableFromInline let minimumScaleDelta: Double
        public let coordinateSpace: CoordinateSpace

        init(minimumScaleDelta: Double, coordinateSpace: CoordinateSpace) {
            self.minimumScaleDelta = minimumScaleDelta
            self.coordinateSpace = coordinateSpace
        }
        @inlinable public static var measuresRotation: Bool { false }
        public var name: String { "Magnify(min: \(minimumScaleDelta))" }

        // Inlinable, as the pinch asks on every move: called, it would be given a copy of the tracker.
        @inlinable public func isPastThreshold(_ tracker: PinchTracker) -> Bool {
            abs(tracker.scale - 1) >= minimumScaleDelta - timeTolerance
        }

        @inlinable public func value(of tracker: PinchTracker, at time: Double, in spaces: CoordinateSpaces) -> Value {
            let place = tracker.placement
            return Value(magnification: tracker.scale, velocity: tracker.rates.width, startAnchor: place.startAnchor,
                         startLocation: place.startLocation, location: place.location, pointerCount: place.pointerCount, time: Date(loopSeconds: time))
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

    /// How far from 1 the scale must get before the gesture is active.
    public var minimumScaleDelta: Double

    /// A pinch reporting its scale alone: `MagnificationGesture(minimumScaleDelta: 0.05)`.
    @inlinable public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    @inlinable public var body: MapGesture<MagnifyGesture, Double> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map(\.magnification)
    }
}
