/// Every pointer of a ``SpatialEventGesture`` as it is now: one event per pointer down, plus
/// those that just lifted or were cancelled (reported once, then gone). SwiftUI's type of the
/// same name.
///
/// ```swift
/// for event in events where event.phase == .active {
///     strokes[event.id, default: []].append(event.location)
/// }
/// ```
///
/// A random-access collection over an array, in the order the pointers went down; looking an
/// event up by ``Event/ID`` is O(pointers).
public struct SpatialEventCollection: RandomAccessCollection, Hashable, Sendable {
    /// One pointer's state: which pointer, what kind of device, its phase and where it is.
    public struct Event: Identifiable, Hashable, Sendable {
        /// Identifies one pointer from its press to its release: stable for its whole life.
        public struct ID: Hashable, Sendable, CustomStringConvertible {
            public var rawValue: PointerID
            @inlinable public init(rawValue: PointerID) { self.rawValue = rawValue }
            public var description: String { "\(rawValue)" }
        }

        /// The device behind the event, with SwiftUI's names.
        public enum Kind: Hashable, Sendable {
            /// A finger (and the mouse's emulated fingers).
            case touch
            /// A mouse.
            case pointer
            /// A pen or stylus.
            case pencil
        }

        public enum Phase: Hashable, Sendable {
            /// Down, and will report at least once more.
            case active
            /// Lifted: this is its last report.
            case ended
            /// Cancelled (focus lost, the device went away): its last report.
            case cancelled
        }

        public var id: ID
        /// Seconds on the gesture's clock when the pointer last changed.
        public var timestamp: Double
        public var kind: Kind
        public var phase: Phase
        /// Where the pointer is, in the gesture's coordinate space.
        public var location: Point
        /// The keyboard modifiers held when the pointer last changed.
        public var modifierKeys: EventModifiers

        @inlinable public init(id: ID, timestamp: Double, kind: Kind, phase: Phase, location: Point,
                               modifierKeys: EventModifiers = []) {
            self.id = id
            self.timestamp = timestamp
            self.kind = kind
            self.phase = phase
            self.location = location
            self.modifierKeys = modifierKeys
        }

        /// The kind of event `device`'s pointers make.
        @inlinable public static func kind(of device: PointerDevice) -> Kind {
            switch device {
            case .touch, .virtual: .touch
            case .mouse: .pointer
            case .pen: .pencil
            }
        }
    }

    @usableFromInline var events: [Event]

    @inlinable public init(_ events: [Event] = []) { self.events = events }

    @inlinable public var startIndex: Int { events.startIndex }
    @inlinable public var endIndex: Int { events.endIndex }
    @inlinable public subscript(position: Int) -> Event { events[position] }

    /// The event of the pointer `id`, if it is in the collection.
    @inlinable public subscript(id: Event.ID) -> Event? { events.first { $0.id == id } }
}
