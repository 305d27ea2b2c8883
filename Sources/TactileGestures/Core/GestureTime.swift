// `Date` comes from FoundationEssentials where the toolchain has it (Linux), as it is the
// smallest part of Foundation that defines the type SwiftUI's gesture values use.
#if canImport(FoundationEssentials)
@_exported import struct FoundationEssentials.Date
#else
@_exported import struct Foundation.Date
#endif

extension Date {
    /// The moment `seconds` on the loop clock stand for: seconds since a fixed epoch (Foundation's
    /// reference date), so that `value.time.timeIntervalSince(start.time)` is loop seconds.
    ///
    /// ```swift
    /// Date(loopSeconds: 1.5).timeIntervalSince(Date(loopSeconds: 1))   // 0.5
    /// ```
    ///
    /// Stores the number as it is (a `Date` is one `Double`), so times convert without rounding; O(1).
    @inlinable public init(loopSeconds seconds: Double) { self.init(timeIntervalSinceReferenceDate: seconds) }

    /// The loop clock's seconds this moment stands for: the inverse of ``init(loopSeconds:)``.
    ///
    /// ```swift
    /// value.time.loopSeconds   // 0.25 for a value made at 0.25 s
    /// ```
    ///
    /// O(1), exact.
    @inlinable public var loopSeconds: Double { timeIntervalSinceReferenceDate }
}
