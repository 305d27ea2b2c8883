import TactileGestures
import TactileTestSupport

/// The fuzzer's bytes, read front to back; past the end every byte reads as 0.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A byte as a signed number, -128…127.
    mutating func signed() -> Int { Int(Int8(bitPattern: byte())) }
}

/// Decodes the first bytes into a random composition, every node probed.
///
/// ```
/// node   := leaf PARAM | composite node node | custom node
/// opcode := byte % 16: 0 tap, 1 spatial tap, 2 long press, 3 drag, 4 magnify, 5 rotate,
///           6 MagnificationGesture, 7 RotationGesture, 8–9 simultaneously, 10–11 sequenced,
///           12–13 exclusively, 14 a custom gesture with a body, 15 DragGesture(minimumDistance: 0)
/// ```
///
/// At most ``maximumNodes`` nodes and ``maximumDepth`` levels: past either, a composite opcode
/// makes a leaf. Each leaf's parameters come from one byte (see ``leaf(_:_:)``).
struct CompositionDecoder {
    static let maximumNodes = 32
    static let maximumDepth = 8

    let recorder: GestureProbe
    /// The composition in words, for the report of a failure.
    private(set) var description = ""
    private var nodes = 0

    init(recorder: GestureProbe) { self.recorder = recorder }

    /// The composition the reader's next bytes describe; `recorder.root` is set to its root.
    mutating func decode(_ reader: inout ByteReader) -> AnyGesture<Reading> {
        let gesture = node(&reader, depth: 0)
        recorder.root = 0
        return gesture
    }

    private mutating func node(_ reader: inout ByteReader, depth: Int) -> AnyGesture<Reading> {
        let index = recorder.node(named: "#\(recorder.tracks.count)")
        nodes += 1
        let opcode = reader.byte() % 16
        // A composite needs room for two more nodes below it.
        let roomy = depth < Self.maximumDepth && nodes + 2 <= Self.maximumNodes
        let gesture: AnyGesture<Reading>
        let name: String
        switch opcode {
        case 8...13 where roomy:
            let operators = ["simultaneously", "sequenced", "exclusively"]
            let kind = Int(opcode - 8) / 2
            description += "\(operators[kind])("
            let first = node(&reader, depth: depth + 1)
            description += ", "
            let second = node(&reader, depth: depth + 1)
            description += ")"
            switch kind {
            case 0: gesture = first.simultaneously(with: second).map(Reading.init).probed(as: index, recorder)
            case 1: gesture = first.sequenced(before: second).map(Reading.init).probed(as: index, recorder)
            default: gesture = first.exclusively(before: second).map(Reading.init).probed(as: index, recorder)
            }
            name = operators[kind]
        case 14 where roomy:
            description += "custom("
            gesture = CustomGesture(inner: node(&reader, depth: depth + 1)).probed(as: index, recorder)
            description += ")"
            name = "custom"
        default:
            let leaf = Self.leaf(opcode, reader.byte())
            description += leaf.name
            gesture = leaf.gesture.probed(as: index, recorder)
            name = leaf.name
        }
        recorder.rename(index, to: "#\(index) \(name)")
        return gesture
    }

    /// Leaf `opcode` (a composite's opcode too, when there is no room) with its parameter byte.
    static func leaf(_ opcode: UInt8, _ p: UInt8) -> (name: String, gesture: AnyGesture<Reading>) {
        let spaces: [CoordinateSpace] = [.local, .global, .named("board"), .named("nowhere")]
        let space = spaces[Int(p >> 6)]
        switch opcode {
        case 0, 8:
            let count = 1 + Int(p % 3)
            return ("tap(\(count))", TapGesture(count: count).map(Reading.init(tap:)).eraseToAnyGesture())
        case 1, 9:
            let count = 1 + Int(p % 3)
            return ("spatialTap(\(count), \(space))",
                    SpatialTapGesture(count: count, coordinateSpace: space).map(Reading.init).eraseToAnyGesture())
        case 2, 10:
            let duration = Double(p % 64) * 0.025
            let distance = [10, 0.5, 45, 200][Int(p >> 6)]
            return ("longPress(\(duration), \(distance))",
                    LongPressGesture(minimumDuration: duration, maximumDistance: distance)
                        .map(Reading.init(longPress:)).eraseToAnyGesture())
        case 3, 11:
            let distance = [10, 0, 1, 5, 20, 50, 0.001, 300][Int(p % 8)]
            return ("drag(\(distance), \(space))",
                    DragGesture(minimumDistance: distance, coordinateSpace: space).map(Reading.init).eraseToAnyGesture())
        case 4, 12:
            let delta = [0.01, 0, 0.1, 0.5, 2, 1e-9, 0.05, 10][Int(p % 8)]
            return ("magnify(\(delta))", MagnifyGesture(minimumScaleDelta: delta).map(Reading.init).eraseToAnyGesture())
        case 5, 13:
            let degrees: Double = [1, 0, 10, 90, 360, 1e-9, 45, 720][Int(p % 8)]
            return ("rotate(\(degrees)°)",
                    RotateGesture(minimumAngleDelta: .degrees(degrees)).map(Reading.init).eraseToAnyGesture())
        case 6:
            let delta = [0.01, 0, 0.1, 0.5][Int(p % 4)]
            return ("magnification(\(delta))",
                    MagnificationGesture(minimumScaleDelta: delta).map(Reading.init(magnification:)).eraseToAnyGesture())
        case 7:
            let degrees: Double = [1, 0, 10, 90][Int(p % 4)]
            return ("rotation(\(degrees)°)",
                    RotationGesture(minimumAngleDelta: .degrees(degrees)).map(Reading.init(rotation:)).eraseToAnyGesture())
        default:
            return ("drag(0, \(space))", DragGesture(minimumDistance: 0, coordinateSpace: space).map(Reading.init).eraseToAnyGesture())
        }
    }
}

/// A custom gesture declared with `body`, as users write them (seed 003's `SwipeGesture`).
struct CustomGesture: Gesture {
    typealias Value = Reading
    let inner: AnyGesture<Reading>

    var body: MapGesture<AnyGesture<Reading>, Reading> {
        inner.map { value in
            var mapped = value
            mapped.mark(14)
            return mapped
        }
    }
}

extension Gesture where Value == Reading {
    /// This gesture with every callback instrumented for the probe (TactileTestSupport's, as the
    /// invariant tests use), onChanged included, erased: compositions of any shape are one type.
    func probed(as node: Int, _ probe: GestureProbe) -> AnyGesture<Reading> {
        probedWithChanges(probe.tracks[node].name, probe) { ($0.bits, $0.isFinite) }.eraseToAnyGesture()
    }
}
