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
        /// When this value was produced: the loop clock's seconds since a fixed epoch, as a `Date`
        /// (SwiftUI's type), so `value.time.timeIntervalSince(start.time)` is the seconds between.
        public var time: Date
        /// Where the pointer is now, in the gesture's coordinate space.
        public var location: Point
        /// Where the drag started: `location - startLocation` is the translation.
        public var startLocation: Point
        /// How far the pointer has moved since the start: `offset = value.translation`.
        public var translation: Vector
        /// Points per second, from a least-squares fit of the last 100 ms.
        public var velocity: Vector
        /// Where the pointer would come to rest: `location + 0.5 s × velocity`.
        public var predictedEndLocation: Point
        /// `translation + 0.5 s × velocity`.
        public var predictedEndTranslation: Vector

        /// A value made by hand, for tests and custom recognizers.
        public init(time: Date, location: Point, startLocation: Point, translation: Vector,
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
