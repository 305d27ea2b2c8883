import TactileGestures

/// A gesture's value as the harness sees it: every number it carries, in order, and a
/// fingerprint of its shape (which enum cases, which optionals were present). Every node of a
/// random composition reports one, so that compositions of any shape have one value type.
///
/// ```swift
/// DragGesture().map(Reading.init)   // 13 numbers: time, location, start, translation, …
/// ```
struct Reading: Equatable {
    var numbers: [Double] = []
    var shape: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes `tag` into the fingerprint (FNV-1a on one word).
    mutating func mark(_ tag: UInt64) {
        shape = (shape ^ tag) &* 0x0000_0100_0000_01b3
    }

    mutating func append(_ other: Reading?) {
        guard let other else { return mark(0x6e) }
        mark(other.shape)
        numbers += other.numbers
    }

    /// Whether every number is finite.
    var isFinite: Bool { numbers.allSatisfy(\.isFinite) }

    /// The numbers' bit patterns and the fingerprint, to compare two runs bit for bit.
    var bits: [UInt64] { [shape] + numbers.map(\.bitPattern) }

    // MARK: The built-in gestures' values

    init(tag: UInt64, _ numbers: [Double]) {
        mark(tag)
        self.numbers = numbers
    }

    init(tap: Void) { self.init(tag: 1, []) }
    init(_ value: SpatialTapGesture.Value) { self.init(tag: 2, [value.location.x, value.location.y]) }
    init(longPress: Bool) { self.init(tag: 3, [longPress ? 1 : 0]) }

    init(_ value: DragGesture.Value) {
        self.init(tag: 4, [value.time.timeIntervalSinceReferenceDate, value.location.x, value.location.y, value.startLocation.x, value.startLocation.y,
                           value.translation.width, value.translation.height, value.velocity.width, value.velocity.height,
                           value.predictedEndLocation.x, value.predictedEndLocation.y,
                           value.predictedEndTranslation.width, value.predictedEndTranslation.height])
    }

    init(_ value: MagnifyGesture.Value) {
        self.init(tag: 5, [value.magnification, value.velocity, value.startAnchor.x, value.startAnchor.y,
                           value.startLocation.x, value.startLocation.y, value.location.x, value.location.y,
                           Double(value.pointerCount)])
    }

    init(_ value: RotateGesture.Value) {
        self.init(tag: 6, [value.rotation.radians, value.velocity.radians, value.startAnchor.x, value.startAnchor.y,
                           value.startLocation.x, value.startLocation.y, value.location.x, value.location.y,
                           Double(value.pointerCount)])
    }

    init(magnification: Double) { self.init(tag: 7, [magnification]) }
    init(rotation: Angle) { self.init(tag: 8, [rotation.radians]) }

    // MARK: Compositions of readings

    init(_ value: SimultaneousGesture<AnyGesture<Reading>, AnyGesture<Reading>>.Value) {
        mark(9)
        append(value.first)
        append(value.second)
    }

    init(_ value: SequenceGesture<AnyGesture<Reading>, AnyGesture<Reading>>.Value) {
        switch value {
        case .first(let a):
            mark(10)
            append(a)
        case .second(let a, let b):
            mark(11)
            append(a)
            append(b)
        }
    }

    init(_ value: ExclusiveGesture<AnyGesture<Reading>, AnyGesture<Reading>>.Value) {
        switch value {
        case .first(let a):
            mark(12)
            append(a)
        case .second(let b):
            mark(13)
            append(b)
        }
    }
}
