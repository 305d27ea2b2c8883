/// A recognizer that can tell whether its value equals a given one without building the value.
///
/// ```swift
/// var recognizer = DragGesture().simultaneously(with: MagnifyGesture()).makeRecognizer()
/// var none: SimultaneousGesture<DragGesture, MagnifyGesture>.Value?
/// recognizer.isValue(equalTo: &none)   // true: neither part has a value yet
/// ```
///
/// ``Gesture/onChanged(_:)`` asks this of a composition (one whose recognizer ``buildsValue``)
/// before it builds the value: the composition answers from its parts' values where they are
/// stored, so a value that did not change costs no copy, and one that did is built once, for
/// the action. The answer is always `value == other`. The built-in leaves conform with the
/// defaults, and so do compositions and modifiers of conforming recognizers; a custom
/// recognizer need not conform (`onChanged` then compares built values, as before, and so does
/// a composition that holds it).
public protocol ValueComparingRecognizer<Value>: GestureRecognizer where Value: Equatable {
    /// Whether ``GestureRecognizer/value`` is built on each read (a composition's) rather than
    /// stored (a leaf's): only then does `onChanged` compare in place. `false` unless said.
    static var buildsValue: Bool { get }

    /// Whether ``GestureRecognizer/value`` `== other`. Mutating, and `other` inout, only so that
    /// a deep tree and the parts of the value inside the optional are reached where they are
    /// rather than copied: neither changes.
    mutating func isValue(equalTo other: inout Value?) -> Bool

    /// Whether ``GestureRecognizer/value`` is not `nil`, answered without building the value:
    /// `onChanged` asks before it writes a changed value in place, so that one that became
    /// absent is not delivered. `value != nil` unless said.
    var hasValue: Bool { get }

    /// Writes ``GestureRecognizer/value`` into `other` (`other = value`), reusing the storage
    /// `other` already has: a composition writes each part where it lies, so `onChanged` keeps
    /// the value it delivers without building it and moving it in. `other = value` unless said.
    mutating func writeValue(into other: inout Value?)
}

extension ValueComparingRecognizer {
    @inlinable @inline(__always) public static var buildsValue: Bool { false }

    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        value == other
    }

    @inlinable @inline(__always) public var hasValue: Bool { value != nil }

    @inlinable @inline(__always) public mutating func writeValue(into other: inout Value?) {
        other = value
    }

    /// ``isValue(equalTo:)`` for a recognizer and a value lent as raw memory, which must hold a
    /// `Self` and a `Value?`: how `onChanged`, generic over recognizers that may not conform,
    /// asks one that does once a cast found it conforms.
    @inlinable @inline(__always)
    static func isValue(of recognizer: UnsafeMutableRawPointer, equalTo other: UnsafeMutableRawPointer) -> Bool {
        recognizer.assumingMemoryBound(to: Self.self).pointee.isValue(equalTo: &other.assumingMemoryBound(to: Value?.self).pointee)
    }

    /// ``hasValue`` for a recognizer lent as raw memory, which must hold a `Self`: as
    /// ``isValue(of:equalTo:)``.
    @inlinable @inline(__always)
    static func hasValue(of recognizer: UnsafeMutableRawPointer) -> Bool {
        recognizer.assumingMemoryBound(to: Self.self).pointee.hasValue
    }

    /// ``writeValue(into:)`` for a recognizer and a value lent as raw memory, which must hold a
    /// `Self` and a `Value?`: as ``isValue(of:equalTo:)``.
    @inlinable @inline(__always)
    static func writeValue(of recognizer: UnsafeMutableRawPointer, into other: UnsafeMutableRawPointer) {
        recognizer.assumingMemoryBound(to: Self.self).pointee.writeValue(into: &other.assumingMemoryBound(to: Value?.self).pointee)
    }
}

/// A recognizer that wraps another with the same value and answers every comparison through it:
/// a modifier (`onChanged`, `onEnded`, `onCancelled`, `updating`) adds behaviour, not value.
///
/// ```swift
/// extension EndedGesture.Recognizer: ValueComparingRecognizer, ValueForwardingRecognizer
///     where Base.Recognizer: ValueComparingRecognizer {}
/// ```
///
/// Conforming needs only the wrapped recognizer as `base`; each answer is the base's, reached in
/// place. O(1) beyond the base's own answer.
public protocol ValueForwardingRecognizer<Value>: ValueComparingRecognizer {
    associatedtype Wrapped: ValueComparingRecognizer where Wrapped.Value == Value
    var base: Wrapped { get set }
}

extension ValueForwardingRecognizer {
    @inlinable @inline(__always) public static var buildsValue: Bool { Wrapped.buildsValue }

    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        base.isValue(equalTo: &other)
    }

    @inlinable @inline(__always) public var hasValue: Bool { base.hasValue }

    @inlinable @inline(__always) public mutating func writeValue(into other: inout Value?) {
        base.writeValue(into: &other)
    }
}

extension DragGesture.Recognizer: ValueComparingRecognizer {}
extension LongPressGesture.Recognizer: ValueComparingRecognizer {}
extension SpatialTapGesture.Recognizer: ValueComparingRecognizer {}
extension PinchRecognizer: ValueComparingRecognizer where Measure.Value: Equatable {}
