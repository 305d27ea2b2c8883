/// Every pointer's events, for drawing and multi-finger apps (SwiftUI's, iOS 18): each update
/// gives a ``SpatialEventCollection`` with every pointer's id, device kind, phase and location.
///
/// ```swift
/// SpatialEventGesture(coordinateSpace: .global)
///     .onChanged { events in
///         for event in events {
///             if event.phase == .active { strokes[event.id, default: []].append(event.location) }
///         }
///     }
///     .onEnded { events in finishStrokes(events) }
/// ```
///
/// Active from the first press; every press, move, release and cancel of the interaction's
/// pointers changes the value. A pointer that lifts is reported once with phase `ended` (one
/// cancelled, `cancelled`) and then left out. The gesture ends when the last pointer lifts
/// (fails if none lifted normally); cancelling everything fails it. O(pointers) per input; the
/// collection's array grows once, and is copied only when a value handed out is still held.
public struct SpatialEventGesture: Gesture {
    public typealias Value = SpatialEventCollection
    public typealias Body = Never

    /// The space locations are reported in.
    public var coordinateSpace: CoordinateSpace

    @inlinable public init(coordinateSpace: CoordinateSpace = .local) { self.coordinateSpace = coordinateSpace }

    public func makeRecognizer() -> Recognizer { Recognizer(space: coordinateSpace) }

    public struct Recognizer: GestureRecognizer {
        typealias Event = SpatialEventCollection.Event

        let space: CoordinateSpace
        @usableFromInline var leaf = LeafPhase()
        @usableFromInline var events = SpatialEventCollection()

        init(space: CoordinateSpace) { self.space = space }

        @inlinable public var phase: GesturePhase { leaf.phase }
        @inlinable public var value: SpatialEventCollection? {
            phase == .active || phase == .ended ? events : nil
        }

        /// Only input changes it; a held end settles on the next tick.
        @inlinable public func nextDeadline() -> Double { leaf.settledDeadline ?? .infinity }

        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !leaf.phase.isTerminal else { return false }
            if leaf.endIsHeld { return leaf.settleHeldEnd(input, in: context, tracks: { _ in false }) }
            // Pointers that lifted were reported last time: they go with the next pointer input
            // (the clock alone changes nothing, however often a driver advances it).
            var changed = false
            if case .advance = input {} else { changed = dropFinished() }
            switch input {
            case .pointer(let event) where event.kind == .move:
                changed = follow(pointer: event.pointer, to: event.location, at: event.time, in: context) || changed
            case .pointer(let event):
                changed = take(event, in: context) || changed
            case .frame(let frame):
                for move in frame.moves {
                    changed = follow(pointer: move.pointer, to: move.location, at: move.time, in: context) || changed
                }
            case .advance:
                break
            case .cancel(let time):
                for index in events.events.indices where events.events[index].phase == .active {
                    events.events[index].phase = .cancelled
                    events.events[index].timestamp = time
                }
                return leaf.fail() || changed
            }
            return settle(in: context) || changed
        }

        /// A press, release or cancel of one pointer.
        mutating func take(_ event: PointerEvent, in context: GestureContext) -> Bool {
            let index = events.events.firstIndex { $0.id.rawValue == event.pointer && $0.phase == .active }
            switch event.kind {
            case .down:
                guard index == nil, event.location.isFinite else { return false }
                let location = context.spaces.transform(for: space).apply(to: event.location)
                events.events.append(Event(id: Event.ID(rawValue: event.pointer), timestamp: event.time,
                                           kind: Event.kind(of: event.device), phase: .active, location: location,
                                           modifierKeys: context.modifiers))
                return true
            case .up, .cancel:
                guard let index else { return false }
                if event.kind == .up, event.location.isFinite {
                    events.events[index].location = context.spaces.transform(for: space).apply(to: event.location)
                }
                events.events[index].phase = event.kind == .up ? .ended : .cancelled
                events.events[index].timestamp = event.time
                events.events[index].modifierKeys = context.modifiers
                return true
            case .move:
                return false
            }
        }

        /// A move of one pointer, if it is down.
        mutating func follow(pointer: PointerID, to location: Point, at time: Double, in context: GestureContext) -> Bool {
            guard location.isFinite,
                  let index = events.events.firstIndex(where: { $0.id.rawValue == pointer && $0.phase == .active }) else { return false }
            events.events[index].location = context.spaces.transform(for: space).apply(to: location)
            events.events[index].timestamp = time
            events.events[index].modifierKeys = context.modifiers
            return true
        }

        /// Takes out the events whose last report was the previous value; whether any went.
        mutating func dropFinished() -> Bool {
            guard events.events.contains(where: { $0.phase != .active }) else { return false }
            events.events.removeAll { $0.phase != .active }
            return true
        }

        /// Begins once a pointer is down (and beginning is allowed); ends once none is.
        mutating func settle(in context: GestureContext) -> Bool {
            let anyActive = events.events.contains { $0.phase == .active }
            if leaf.phase == .possible, anyActive, context.mayBegin {
                leaf.phase = .active
                return true
            }
            guard !anyActive, !events.events.isEmpty else { return false }
            return events.events.contains { $0.phase == .ended } ? leaf.end(in: context) : leaf.fail()
        }

        public mutating func reset() {
            leaf = LeafPhase()
            events.events.removeAll(keepingCapacity: true)
        }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            let active = events.events.filter { $0.phase == .active }.count
            nodes.append(.init(depth: depth, name: "SpatialEvent", phase: phase, value: "\(active) pointers"))
        }
    }
}
