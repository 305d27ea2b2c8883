extension Point {
    /// Whether both coordinates are finite, in one test: v − v is 0 for every finite v and NaN
    /// otherwise, so the sum is 0 exactly when neither is infinite or NaN. The same answer as
    /// ``isFinite``, in fewer instructions than its two tests of the exponent's bits: leaves
    /// ask it of every move.
    @inlinable @inline(__always) var hasFiniteCoordinates: Bool {
        (x - x) + (y - y) == 0
    }
}
