import PropertyBased
import TactileGestures

// Generated input for the invariant tests (SPEC §10): random streams of pointer events, ticks
// and cancels, valid or not, that the shrinker can cut down to a readable counterexample.

/// One coordinate of a generated location: a whole number of points, or one of the values
/// that must not break anything (NaN, ±1e30, ±∞, and, for the extreme streams, ±1e300).
enum Coordinate: Sendable, Hashable, CustomStringConvertible {
    case points(Int)
    case nan
    case huge(negative: Bool)
    case infinite(negative: Bool)
    case extreme(negative: Bool)

    var value: Double {
        switch self {
        case .points(let n): Double(n)
        case .nan: .nan
        case .huge(let negative): negative ? -1e30 : 1e30
        case .infinite(let negative): negative ? -.infinity : .infinity
        case .extreme(let negative): negative ? -1e300 : 1e300
        }
    }

    var description: String {
        switch self {
        case .points(let n): "\(n)"
        case .nan: "nan"
        case .huge(let negative): negative ? "-1e30" : "1e30"
        case .infinite(let negative): negative ? "-inf" : "inf"
        case .extreme(let negative): negative ? "-1e300" : "1e300"
        }
    }
}

/// A generated location.
struct Location: Sendable, Hashable, CustomStringConvertible {
    var x: Coordinate
    var y: Coordinate
    var point: Point { Point(x: x.value, y: y.value) }
    var description: String { "(\(x), \(y))" }
}

/// One step of a generated stream. `after` is the number of milliseconds the clock moves on
/// before the step happens (the driver runs the 120 Hz ticks in between).
enum Step: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A pointer goes down (a duplicate if it is already down).
    case down(Int, at: Location, after: Int)
    /// A pointer moves by an offset from where it last was (a pointer that is not down moves
    /// from an arbitrary point: an invalid event the session must ignore).
    case move(Int, dx: Int, dy: Int, after: Int)
    /// A pointer jumps to a location, typically a non-finite or huge one.
    case jump(Int, to: Location, after: Int)
    /// A pointer lifts (invalid if it is not down).
    case up(Int, after: Int)
    /// The system cancels one pointer (a `.cancel` pointer event).
    case cancel(Int, after: Int)
    /// Everything is cancelled (focus lost): `GestureDriver.cancelAll`.
    case cancelAll(after: Int)
    /// Only the clock moves on: `GestureDriver.advance(to:)`.
    case wait(Int)
    /// Pointers `first ..< first + count` go down at once, spread out: many fingers.
    case press(first: Int, count: Int, after: Int)

    var description: String {
        switch self {
        case .down(let id, let at, let after): "+\(after)ms down(\(id), \(at))"
        case .move(let id, let dx, let dy, let after): "+\(after)ms move(\(id), by: \(dx), \(dy))"
        case .jump(let id, let to, let after): "+\(after)ms move(\(id), to: \(to))"
        case .up(let id, let after): "+\(after)ms up(\(id))"
        case .cancel(let id, let after): "+\(after)ms cancel(\(id))"
        case .cancelAll(let after): "+\(after)ms cancelAll"
        case .wait(let ms): "wait(\(ms)ms)"
        case .press(let first, let count, let after): "+\(after)ms press(\(first)..<\(first + count))"
        }
    }

    var debugDescription: String { description }
}

/// The generators of streams.
enum EventStreams {
    /// Which unusual coordinates a stream may contain.
    enum Oddities: Sendable {
        /// NaN, ±1e30 and ±∞ (SPEC §10's examples).
        case standard
        /// ±1e300 as well: finite, but the square of a distance overflows.
        case extreme
    }

    /// Pointer ids: mostly 1...4, sometimes up to 20.
    static var pointer: Generator<Int, some SendableSequenceType> {
        Gen.int(in: 0...99).map { $0 < 88 ? 1 + $0 % 4 : 1 + $0 % 20 }
    }

    /// Milliseconds before a step: 0–60.
    static var gap: Generator<Int, some SendableSequenceType> { Gen.int(in: 0...60) }

    static func location(_ oddities: Oddities) -> Generator<Location, some SendableSequenceType> {
        // Mostly ordinary points; 1 coordinate in ~12 is odd.
        zip(Gen.int(in: 0...599), Gen.int(in: 0...599), Gen.int(in: 0...99), Gen.int(in: 0...99))
            .map { t in
                Location(x: coordinate(t.0, t.2, oddities), y: coordinate(t.1, t.3, oddities))
            }
    }

    /// A location that is odd in at least one coordinate.
    static func oddLocation(_ oddities: Oddities) -> Generator<Location, some SendableSequenceType> {
        zip(Gen.int(in: 0...599), Gen.int(in: 0...99), Gen.int(in: 0...99), Gen.bool)
            .map { t in
                let odd = coordinate(0, 92 + t.1 % 8, oddities)
                let other = coordinate(t.0, t.2, oddities)
                return t.3 ? Location(x: odd, y: other) : Location(x: other, y: odd)
            }
    }

    /// `points` unless `selector` says odd (≥ 92): then one of the odd values.
    static func coordinate(_ points: Int, _ selector: Int, _ oddities: Oddities) -> Coordinate {
        guard selector >= 92 else { return .points(points) }
        switch (selector - 92, oddities) {
        case (0, _), (1, _): return .nan
        case (2, _): return .huge(negative: false)
        case (3, _): return .huge(negative: true)
        case (4, _): return .infinite(negative: points % 2 == 1)
        case (5, .extreme), (6, .extreme): return .extreme(negative: false)
        case (7, .extreme): return .extreme(negative: true)
        case (5, _): return .huge(negative: false)
        default: return .huge(negative: true)
        }
    }

    /// One step, with the weights of a plausible but hostile interaction.
    static func step(_ oddities: Oddities) -> Generator<Step, some SendableSequenceType> {
        Gen.frequency(
            (18, zip(pointer, location(oddities), gap).map { t in Step.down(t.0, at: t.1, after: t.2) }),
            // Small moves keep taps and long presses alive; large ones drag, pinch and fail them.
            (25, zip(pointer, Gen.int(in: -6...6), Gen.int(in: -6...6), gap)
                .map { t in Step.move(t.0, dx: t.1, dy: t.2, after: t.3) }),
            (20, zip(pointer, Gen.int(in: -80...80), Gen.int(in: -80...80), gap)
                .map { t in Step.move(t.0, dx: t.1, dy: t.2, after: t.3) }),
            (3, zip(pointer, oddLocation(oddities), gap).map { t in Step.jump(t.0, to: t.1, after: t.2) }),
            (14, zip(pointer, gap).map { t in Step.up(t.0, after: t.1) }),
            (2, zip(pointer, gap).map { t in Step.cancel(t.0, after: t.1) }),
            (1.5, gap.map { Step.cancelAll(after: $0) }),
            (8, Gen.int(in: 0...120).map { Step.wait($0) }),
            (2.5, Gen.int(in: 0...1500).map { Step.wait($0) }),
            (1, zip(Gen.int(in: 1...8), Gen.int(in: 1...20), gap)
                .map { t in Step.press(first: t.0, count: t.1, after: t.2) })
        )
    }

    /// A stream of 1–50 steps.
    static func stream(_ oddities: Oddities = .standard) -> Generator<[Step], some SendableSequenceType> {
        step(oddities).array(of: 1...50)
    }
}
