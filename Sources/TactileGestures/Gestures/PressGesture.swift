/// Recognizes a control's press: active as soon as a pointer goes down on the entity, pressed
/// while that pointer stays within ``margin`` points of the entity's frame, ended when it is
/// released there — what a button follows (UIKit's touch-drag-exit region).
///
/// ```swift
/// @GestureState private var isPressed = false
///
/// RoundedRectangle(cornerRadius: 8)
///     .opacity(isPressed ? 0.5 : 1)
///     .gesture(
///         PressGesture()
///             .updating($isPressed) { value, state, _ in state = value.isPressed }
///             .onEnded { _ in submit() }
///     )
/// ```
///
/// Leaving the region keeps the gesture active with `isPressed` false, and coming back presses
/// it again; the value changes only then (or when another pointer takes the press), so a
/// press that moves about within the region asks nothing of its callbacks. Released beyond the region, cancelled, or pre-empted by a gesture with
/// precedence, it fails. Inside a scroll view it shows pressed only 0.15 s after the press
/// (``GestureContext/pressDelay``), unless scrolling took the press first. A later pointer that goes down within the frame takes the press over:
/// the earlier one's moves and release no longer count. The frame is the bounds of the
/// entity's local space (``CoordinateSpaces/bounds``); without bounds every location is within
/// reach. O(1) per input, no allocation.
public struct PressGesture: Gesture {
    public typealias Body = Never

    /// The default reach beyond the frame, in points: UIKit's, where a control stops tracking.
    public static let defaultMargin = 70.0

    /// How far beyond the frame the pointer may go and still press, in points.
    public var margin: Double

    /// A press that counts within `margin` points of the frame: `PressGesture(margin: 20)`.
    @inlinable public init(margin: Double = PressGesture.defaultMargin) {
        self.margin = margin
    }

    /// Whether the press counts where its pointer is, and whose it is.
    public struct Value: Hashable, Sendable {
        /// Whether the pointer is within the region: what a control shows as pressed.
        public var isPressed: Bool
        /// The pointer holding the press.
        public var pointer: PointerID

        /// A value made by hand (a test's expectation).
        @inlinable public init(isPressed: Bool, pointer: PointerID) {
            self.isPressed = isPressed
            self.pointer = pointer
        }
    }

    public func makeRecognizer() -> Recognizer { Recognizer(margin: margin) }

    public struct Recognizer: GestureRecognizer {
        let margin: Double
        @usableFromInline var leaf = LeafPhase()
        /// The pointer holding the press, while it is down.
        var holder: PointerID?
        /// Where the holder is, in global points.
        var location = Point.zero
        /// Whether any pointer has pressed yet: a release before that means the interaction moved on.
        var hasPressed = false
        /// When a press made under a ``GestureContext/pressDelay`` shows as pressed, until then.
        var revealsAt: Double?
        /// ``nextDeadline()`` as of the last input (see `DragGesture`'s).
        @usableFromInline var deadline = Double.infinity
        @usableFromInline var currentValue: Value?

        init(margin: Double) { self.margin = margin }

        @inlinable public var phase: GesturePhase { leaf.phase }
        @inlinable public var value: Value? { currentValue }

        /// Only a press held back from beginning, or an end held back, waits for the clock.
        @inlinable public func nextDeadline() -> Double { deadline }

        @discardableResult
        public mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
            guard !leaf.phase.isTerminal else { return false }
            let changed = take(input, in: context)
            deadline = leaf.settledDeadline ?? (leaf.phase == .possible && holder != nil ? -.infinity : revealsAt ?? .infinity)
            return changed
        }

        mutating func take(_ input: GestureInput, in context: GestureContext) -> Bool {
            if leaf.endIsHeld {
                let changed = leaf.settleHeldEnd(input, in: context) { $0 == holder }
                if leaf.phase == .failed { currentValue = nil }
                return changed
            }
            switch input {
            case .frame(let frame):
                guard let holder, let move = frame.move(of: holder) else { return false }
                return moved(to: move.location, in: context)
            case .pointer(let event) where event.kind == .move:
                guard event.pointer == holder else { return false }
                return moved(to: event.location, in: context)
            case .pointer(let event) where event.kind == .down:
                return pressed(event, in: context)
            case .pointer(let event):
                // A release or cancel of the holder decides; one before any press means the
                // interaction went on without this gesture.
                guard event.pointer == holder || !hasPressed else { return false }
                holder = nil
                if event.kind == .up, leaf.phase == .active, event.location.isTrackable,
                   isWithinReach(event.location, in: context) {
                    location = event.location
                    _ = produceValue(pointer: event.pointer, in: context)
                    _ = leaf.end(in: context)
                    return true
                }
                currentValue = nil
                return leaf.fail()
            case .advance(let time):
                if let revealsAt, time >= revealsAt, leaf.phase == .active, let holder {
                    self.revealsAt = nil
                    return produceValue(pointer: holder, in: context)
                }
                // Held back by a gesture with precedence that has since failed: begin now.
                guard leaf.phase == .possible, let holder, context.mayBegin else { return false }
                leaf.phase = .active
                _ = produceValue(pointer: holder, in: context)
                return true
            case .cancel:
                currentValue = nil
                return leaf.fail()
            }
        }

        /// The first pointer down takes the press wherever it landed (the runtime routed it
        /// here); a later one only when it lands within the frame.
        mutating func pressed(_ event: PointerEvent, in context: GestureContext) -> Bool {
            guard event.device != .virtual, event.location.isTrackable else { return false }
            if hasPressed, !isWithinReach(event.location, margin: 0, in: context) { return false }
            (holder, location, hasPressed) = (event.pointer, event.location, true)
            revealsAt = context.pressDelay > 0 ? event.time + context.pressDelay : nil
            if leaf.phase == .possible {
                guard context.mayBegin else { return false }
                leaf.phase = .active
                _ = produceValue(pointer: event.pointer, in: context)
                return true
            }
            return produceValue(pointer: event.pointer, in: context)
        }

        mutating func moved(to point: Point, in context: GestureContext) -> Bool {
            guard point.isTrackable, let holder else { return false }
            location = point
            if leaf.phase == .possible, context.mayBegin {
                leaf.phase = .active
                _ = produceValue(pointer: holder, in: context)
                return true
            }
            return leaf.phase == .active && produceValue(pointer: holder, in: context)
        }

        /// Whether `point` (global) lies within `margin` points of the frame (distance to the
        /// rectangle, so the region's corners are round).
        func isWithinReach(_ point: Point, margin: Double? = nil, in context: GestureContext) -> Bool {
            guard let bounds = context.spaces.bounds else { return true }
            let local = context.spaces.local.apply(to: point)
            let dx = max(bounds.origin.x - local.x, 0, local.x - (bounds.origin.x + bounds.size.width))
            let dy = max(bounds.origin.y - local.y, 0, local.y - (bounds.origin.y + bounds.size.height))
            let reach = margin ?? self.margin
            return dx * dx + dy * dy <= reach * reach
        }

        /// Makes the value for `pointer` where the holder is now; whether it changed.
        mutating func produceValue(pointer: PointerID, in context: GestureContext) -> Bool {
            let value = Value(isPressed: revealsAt == nil && isWithinReach(location, in: context), pointer: pointer)
            defer { currentValue = value }
            return value != currentValue
        }

        public mutating func reset() { self = Recognizer(margin: margin) }

        public func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
            let text = currentValue.map { $0.isPressed ? "pressed" : "out of reach" } ?? "–"
            nodes.append(.init(depth: depth, name: "Press(margin: \(margin))", phase: phase, value: text))
        }
    }
}
