/// A recognizer that can tell whether its value equals a given one without building the value.
///
/// ```swift
/// var recognizer = DragGesture().simultaneously(with: MagnifyGesture()).makeRecognizer()
/// var none: SimultaneousGesture<DragGesture, MagnifyGesture>.Value?
/// recognizer.isValue(equalTo: &none)   // true: neither part has a value yet
/// ```
///
/// ``Gesture/onChanged(_:)`` asks this of a composed recognizer before it builds the value:
/// a composition answers from its parts' values where they are stored, so a value that did
/// not change costs no copy, and one that did is built once, for the action. The answer is
/// always `value == other`. Leaves with an `Equatable` value conform with the default; a custom
/// recognizer need not conform (`onChanged` then compares built values, as before).
public protocol ValueComparingRecognizer<Value>: GestureRecognizer where Value: Equatable {
    /// Whether ``GestureRecognizer/value`` `== other`. Mutating, and `other` inout, only so that
    /// a deep tree and the parts of the value inside the optional are reached where they are
    /// rather than copied: neither changes.
    mutating func isValue(equalTo other: inout Value?) -> Bool
}

extension ValueComparingRecognizer {
    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        value == other
    }
}

extension DragGesture.Recognizer: ValueComparingRecognizer {}
extension LongPressGesture.Recognizer: ValueComparingRecognizer {}
extension SpatialTapGesture.Recognizer: ValueComparingRecognizer {}
extension PinchRecognizer: ValueComparingRecognizer where Measure.Value: Equatable {}
