extension DragGesture {
    /// One moment of a drag.
    ///
    /// ```swift
    /// .onEnded { value in
    ///     position = value.predictedEndLocation   // where a fling would come to rest
    /// }
    /// ```
    ///
    /// A recognizer's value keeps a copy of its velocity tracker's samples and fits them when
    /// ``velocity``, ``predictedEndLocation`` or ``predictedEndTranslation`` is read (O(20)
    /// each); one built by hand reports what it was given. Setting any of the three fixes all
    /// three as they were, with the one set changed. Values are equal when every property is.
    public struct Value: Hashable, Sendable {
        /// When this value was produced, in seconds on the input clock.
        public var time: Double
        public var location: Point
        public var startLocation: Point
        public var translation: Vector
        /// How the velocity is known.
        var motion: Motion

        enum Motion: Sendable {
            case given(velocity: Vector, predictedEndLocation: Point, predictedEndTranslation: Vector)
            /// Fitted when read; the predictions follow from it.
            case measured(MeasuredVelocity)
        }

        public init(time: Double, location: Point, startLocation: Point, translation: Vector,
                    velocity: Vector, predictedEndLocation: Point, predictedEndTranslation: Vector) {
            self.init(time: time, location: location, startLocation: startLocation, translation: translation,
                      motion: .given(velocity: velocity, predictedEndLocation: predictedEndLocation,
                                     predictedEndTranslation: predictedEndTranslation))
        }

        init(time: Double, location: Point, startLocation: Point, translation: Vector, motion: Motion) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.translation = translation
            self.motion = motion
        }

        /// Points per second, from a least-squares fit of the last 100 ms.
        public var velocity: Vector {
            get {
                switch motion {
                case .given(let velocity, _, _): velocity
                case .measured(let measured): measured.velocity
                }
            }
            set { fixMotion(velocity: newValue) }
        }

        /// Where the pointer would come to rest: `location + 0.5 s × velocity`.
        public var predictedEndLocation: Point {
            get {
                switch motion {
                case .given(_, let location, _): location
                case .measured: location + velocity * DragGesture.predictionInterval
                }
            }
            set { fixMotion(predictedEndLocation: newValue) }
        }

        /// `translation + 0.5 s × velocity`.
        public var predictedEndTranslation: Vector {
            get {
                switch motion {
                case .given(_, _, let translation): translation
                case .measured: translation + velocity * DragGesture.predictionInterval
                }
            }
            set { fixMotion(predictedEndTranslation: newValue) }
        }

        /// Makes the motion given: the three as they are now, but for those passed.
        mutating func fixMotion(velocity: Vector? = nil, predictedEndLocation: Point? = nil,
                                predictedEndTranslation: Vector? = nil) {
            motion = .given(velocity: velocity ?? self.velocity,
                            predictedEndLocation: predictedEndLocation ?? self.predictedEndLocation,
                            predictedEndTranslation: predictedEndTranslation ?? self.predictedEndTranslation)
        }

        /// Every property compared with `==` (NaN differs from itself, -0 equals +0). Two values
        /// measured from the same samples have the same velocity without fitting it.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            guard lhs.time == rhs.time, lhs.location == rhs.location, lhs.startLocation == rhs.startLocation,
                  lhs.translation == rhs.translation else { return false }
            if case .measured(let left) = lhs.motion, case .measured(let right) = rhs.motion, left.isSame(as: right) {
                return true
            }
            return lhs.velocity == rhs.velocity && lhs.predictedEndLocation == rhs.predictedEndLocation
                && lhs.predictedEndTranslation == rhs.predictedEndTranslation
        }

        /// Hashes the properties known without a fit: equal values have them equal.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(time)
            hasher.combine(location)
            hasher.combine(startLocation)
            hasher.combine(translation)
        }
    }
}

extension DragGesture.Value: CustomReflectable {
    /// The public properties, as printed and dumped.
    public var customMirror: Mirror {
        Mirror(self, children: ["time": time, "location": location, "startLocation": startLocation,
                                "translation": translation, "velocity": velocity,
                                "predictedEndLocation": predictedEndLocation,
                                "predictedEndTranslation": predictedEndTranslation],
               displayStyle: .struct)
    }
}
