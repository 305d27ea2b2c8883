extension Double {
    /// The value moved into `range`; NaN becomes the lower bound. Safe to convert to an integer
    /// afterwards, however wild the input (coordinates of ±1e30 reach the renderer and the grid).
    ///
    /// ```swift
    /// Int((1e30).clamped(to: 0...1000))   // 1000
    /// ```
    @inlinable public func clamped(to range: ClosedRange<Double>) -> Double {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
