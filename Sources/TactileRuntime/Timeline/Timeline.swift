import TactileECS
import TactileGestures

/// What the gestures did over a run, tick by tick: for each entity that had a gesture, one row
/// per recognizer node with its phases over time, the pointers' downs and ups, and the log's
/// events (a resource, written by ``TimelineRecorder`` and drawn by ``TimelineSVG``).
///
/// ```swift
/// simulation.world.insertResource(Timeline())
/// simulation.schedule.add(TimelineRecorder(), to: .log)
/// Replay.run(events, on: simulation, until: 3)
/// let svg = TimelineSVG(simulation.world.resource(Timeline.self)).text
/// ```
///
/// Memory grows with phase changes, pointer events and log entries, not with ticks.
public struct Timeline: Hashable, Sendable {
    /// A phase held from `start` until `end` (seconds): from the first tick it was seen at to
    /// the tick after the last.
    public struct Span: Hashable, Sendable {
        public var phase: GesturePhase
        public var start: Double
        public var end: Double

        public init(phase: GesturePhase, start: Double, end: Double) {
            (self.phase, self.start, self.end) = (phase, start, end)
        }
    }

    /// One recognizer node: its name, its depth in the tree and its phases.
    public struct Row: Hashable, Sendable {
        public var name: String
        public var depth: Int
        public var spans: [Span] = []

        public init(name: String, depth: Int, spans: [Span] = []) {
            (self.name, self.depth, self.spans) = (name, depth, spans)
        }
    }

    /// A pointer going down, up or being cancelled.
    public struct PointerMark: Hashable, Sendable {
        public var kind: PointerEvent.Kind
        public var pointer: PointerID
        /// The pointer's number as a trace writes it.
        public var number: Int
        public var time: Double

        public init(kind: PointerEvent.Kind, pointer: PointerID, number: Int, time: Double) {
            (self.kind, self.pointer, self.number, self.time) = (kind, pointer, number, time)
        }
    }

    /// A log entry (`began`, `ended`, `double-tap`, …) at its time.
    public struct Label: Hashable, Sendable {
        public var time: Double
        public var text: String

        public init(time: Double, text: String) {
            (self.time, self.text) = (time, text)
        }
    }

    /// The rows of one entity's gesture (or of the composition that joins several entities'
    /// gestures into one interaction), with the marks of the pointers it held and its log.
    public struct Group: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            /// An entity's attached gesture.
            case entity
            /// The nodes that compose the gestures along a hit path (SwiftUI's responder chain).
            case composition
        }

        public var title: String
        public var kind: Kind
        public var rows: [Row] = []
        public var marks: [PointerMark] = []
        public var labels: [Label] = []

        public init(title: String, kind: Kind, rows: [Row] = [], marks: [PointerMark] = [], labels: [Label] = []) {
            (self.title, self.kind, self.rows, self.marks, self.labels) = (title, kind, rows, marks, labels)
        }
    }

    public var groups: [Group] = []
    /// Every pointer's downs, ups and cancels, in time order.
    public var marks: [PointerMark] = []
    /// Log entries of entities without a group (scene events of entities with no gesture).
    public var sceneLabels: [Label] = []
    /// The end of the last tick recorded (seconds).
    public var end: Double = 0

    public init() {}
}

extension Timeline.Row {
    /// Notes `phase` at the tick at `time`: it extends the last span when the phase is the same
    /// and the span reaches this tick, or starts a new one.
    mutating func note(_ phase: GesturePhase, at time: Double, tickLength: Double) {
        if let last = spans.last, last.phase == phase, abs(last.end - time) < tickLength / 2 {
            spans[spans.count - 1].end = time + tickLength
        } else {
            spans.append(Timeline.Span(phase: phase, start: time, end: time + tickLength))
        }
    }
}
