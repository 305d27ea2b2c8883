import Testing
import TactileGestures
import TactileTestSupport

/// A gesture under a test's direct control, to tabulate what compositions make of their
/// children's outcomes. It follows one pointer, `id`, and ignores every other:
///
/// | input on pointer `id` | phase                                               | value   |
/// |---|---|---|
/// | down                  | `possible`                                          | –       |
/// | move to x (a frame)   | `active`                                            | `Int(x)`|
/// | up while active       | `ended` (held while its context says it may not end) | kept    |
/// | up while possible     | `failed`                                            | –       |
/// | cancel, or cancel-all | `failed`                                            | –       |
///
/// It is declared through the public ``Gesture`` and ``GestureRecognizer`` protocols only,
/// as anyone's custom recognizer would be.
struct ScriptedGesture: Gesture {
    typealias Value = Int
    typealias Body = Never

    var id: PointerID

    init(_ id: PointerID) { self.id = id }

    func makeRecognizer() -> Recognizer { Recognizer(id: id) }

    struct Recognizer: GestureRecognizer {
        let id: PointerID
        private(set) var phase = GesturePhase.possible
        private(set) var value: Int?
        private var isDown = false
        private var endIsHeld = false

        init(id: PointerID) { self.id = id }

        @discardableResult
        mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !phase.isTerminal else { return false }
            if endIsHeld {
                switch input {
                case .cancel:
                    return fail()
                case .pointer(let event) where event.kind == .cancel && event.pointer == id:
                    return fail()
                default:
                    return end(in: context)
                }
            }
            switch input {
            case .advance:
                return false
            case .cancel:
                return fail()
            case .frame(let frame):
                guard let move = frame.move(of: id) else { return false }
                return moved(to: move.location)
            case .pointer(let event):
                guard event.pointer == id else { return false }
                switch event.kind {
                case .down:
                    isDown = true
                    return false
                case .move:
                    return moved(to: event.location)
                case .up:
                    guard isDown else { return false }
                    isDown = false
                    return phase == .active ? end(in: context) : fail()
                case .cancel:
                    guard isDown else { return false }
                    isDown = false
                    return fail()
                }
            }
        }

        private mutating func moved(to location: Point) -> Bool {
            guard isDown else { return false }
            phase = .active
            value = Int(location.x)
            return true
        }

        private mutating func end(in context: GestureContext) -> Bool {
            guard context.mayEnd else {
                endIsHeld = true
                return false
            }
            endIsHeld = false
            phase = .ended
            return true
        }

        private mutating func fail() -> Bool {
            endIsHeld = false
            phase = .failed
            value = nil
            return true
        }

        mutating func reset() { self = Recognizer(id: id) }

        func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            nodes.append(GestureNodeDescription(depth: depth, name: "Scripted(\(id))", phase: phase,
                                                value: value.map(String.init) ?? "–"))
        }
    }
}

/// Where a ``ScriptedGesture`` is brought to, and the script that brings it there.
enum ScriptedOutcome: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Its pointer is down, nothing more.
    case possible
    /// Moved: active with a value.
    case active
    /// Moved, then released.
    case ended
    /// Released without moving: failed without having begun.
    case failed

    var testDescription: String { rawValue }

    /// The phase the child is in after ``play(on:pointer:value:)``.
    var phase: GesturePhase {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }

    /// Drives pointer `pointer` so that a ``ScriptedGesture`` following it reaches this outcome
    /// with `value` (when it has one).
    func play<G: Gesture>(on driver: GestureDriver<G>, pointer: PointerID, value: Int) {
        driver.down(pointer, at: Point(x: 0, y: Double(pointer) * 100))
        switch self {
        case .possible:
            break
        case .active:
            driver.move(pointer, to: Point(x: Double(value), y: Double(pointer) * 100))
        case .ended:
            driver.move(pointer, to: Point(x: Double(value), y: Double(pointer) * 100))
            driver.up(pointer)
        case .failed:
            driver.up(pointer)
        }
    }

    /// The value a ``ScriptedGesture`` has in this outcome.
    func value(_ value: Int) -> Int? {
        self == .active || self == .ended ? value : nil
    }
}
