/// A recognizer that can tell whether its value equals a given one without building the value.
///
/// ```swift
/// var recognizer = DragGesture().simultaneously(with: MagnifyGesture()).makeRecognizer()
/// var none: SimultaneousGesture<DragGesture, MagnifyGesture>.Value?
/// recognizer.isValue(equalTo: &none)   // true: neither part has a value yet
/// ```
///
/// ``Gesture/onChanged(_:)`` asks a composition (one whose recognizer ``buildsValue``) to write
/// its value over the one last delivered where they differ: the composition compares and
/// writes its parts' values where they are stored, so a value that did not change costs no
/// copy, and one that did is never built. The comparisons are always `value == other`. The
/// built-in leaves conform with the defaults, and so do compositions and modifiers of
/// conforming recognizers; a custom recognizer need not conform (`onChanged` then compares
/// built values, as before, and so does a composition that holds it). A conformer written
/// before ``writeValue(into:)`` returned whether it wrote gets the default, which compares
/// first: its own `Void` version is no longer called.
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

    /// Writes ``GestureRecognizer/value`` into `other` where it differs, and says whether it
    /// did (whether `value != other` was). `other` keeps its storage: a composition writes each
    /// part that changed where it lies, so `onChanged` learns whether its value changed and
    /// keeps the one it delivers in one pass, without building the value and moving it in.
    /// Asks ``isValue(equalTo:)``, then sets `other = value` if that said no, unless said.
    @discardableResult mutating func writeValue(into other: inout Value?) -> Bool
}

extension ValueComparingRecognizer {
    @inlinable @inline(__always) public static var buildsValue: Bool { false }

    @inlinable @inline(__always) public mutating func isValue(equalTo other: inout Value?) -> Bool {
        value == other
    }

    @inlinable @inline(__always) public var hasValue: Bool { value != nil }

    @inlinable @inline(__always) @discardableResult
    public mutating func writeValue(into other: inout Value?) -> Bool {
        if isValue(equalTo: &other) { return false }
        other = value
        return true
    }

    /// ``hasValue`` for a recognizer lent as raw memory, which must hold a `Self`: how
    /// `onChanged`, generic over recognizers that may not conform, asks one that does once a
    /// cast found it conforms.
    @inlinable @inline(__always)
    static func hasValue(of recognizer: UnsafeMutableRawPointer) -> Bool {
        recognizer.assumingMemoryBound(to: Self.self).pointee.hasValue
    }

    /// ``writeValue(into:)`` for a recognizer and a value lent as raw memory, which must hold a
    /// `Self` and a `Value?`: as ``hasValue(of:)``.
    @inlinable @inline(__always)
    static func writeValue(of recognizer: UnsafeMutableRawPointer, into other: UnsafeMutableRawPointer) -> Bool {
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

    @inlinable @inline(__always) @discardableResult
    public mutating func writeValue(into other: inout Value?) -> Bool {
        base.writeValue(into: &other)
    }
}

extension DragGesture.Recognizer: ValueComparingRecognizer {}
extension LongPressGesture.Recognizer: ValueComparingRecognizer {}
extension SpatialTapGesture.Recognizer: ValueComparingRecognizer {}
extension PinchRecognizer: ValueComparingRecognizer where Measure.Value: Equatable {}
