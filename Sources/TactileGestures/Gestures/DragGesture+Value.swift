extension DragGesture {
    /// One moment of a drag.
    ///
    /// ```swift
    /// .onEnded { value in
    ///     position = value.predictedEndLocation   // where a fling would come to rest
    /// }
    /// ```
    ///
    /// Plain stored numbers: a recognizer fits the velocity once, when it produces the value.
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
        /// `translation + 0.5 s × velocity`.
        public var predictedEndTranslation: Vector

        public init(time: Double, location: Point, startLocation: Point, translation: Vector,
                    velocity: Vector, predictedEndLocation: Point, predictedEndTranslation: Vector) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.translation = translation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation
            self.predictedEndTranslation = predictedEndTranslation
        }
    }
}
