import TactileECS
import TactileGestures

/// Where a pointer that goes down is routed.
public enum PointerTarget: Hashable, Sendable {
    /// To whatever is under it (the picking system finds out).
    case hitTest
    /// To this entity and its ancestors, whatever covers it (a keyboard's tap on the focused one).
    case entity(Entity)
    /// Into the interaction that holds that pointer (a mouse pinch's second virtual finger).
    case joining(PointerID)
    /// To the entities of this hit path (innermost first), as the picking system found it;
    /// `background` says it lies on empty space.
    case path(Range<Int>, background: Bool)
}

/// One step of the tick's input, in order, as the input systems turn raw events into pointer
/// input for the gestures. Plain values only, so that the lists of a tick are copied cheaply.
public enum InputItem: Hashable, Sendable {
    /// A raw pointer event no input system has taken yet (window points).
    case raw(PointerEvent, modifiers: KeyModifiers)
    /// Another raw event no input system has taken yet: ``PointerInput/events```[index]` (a key,
    /// the wheel, focus, a resize).
    case event(Int)
    /// A pointer going down, up or being cancelled (window points), and where a press goes.
    case pointer(PointerEvent, target: PointerTarget)
    /// A frame of moves (window points): ``PointerInput/frames```[index]`.
    case frame(Int)
}

/// The tick's input: what the raw events became, step by step through the input stage, for the
/// picking and gesture systems (a resource).
///
/// ```swift
/// world.withResource(PointerInput.self) { input in
///     for item in input.items { … }
/// }
/// ```
///
/// A struct, lent to one system at a time to rewrite its lists in place; they keep their memory
/// from tick to tick, so a tick's input allocates nothing in steady state.
public struct PointerInput {
    /// The tick's raw events, as the front end or a trace gives them.
    public var events: [InputEvent] = []
    /// The tick's input in order.
    public var items: [InputItem] = []
    /// The frames of moves the items refer to; only the first ``frameCount`` are this tick's.
    public private(set) var frames: [PointerFrame] = []
    public private(set) var frameCount = 0
    /// The hit paths of ``PointerTarget/path(_:background:)``, end to end.
    public var paths: [Entity] = []
    /// Whether the moves of a run reach the gestures grouped per pointer (the default, as on
    /// Android and iOS) or one move a frame.
    public var coalescesMoves = true
    /// Items being rebuilt by a system (``rewriteItems(_:)``), kept for their memory.
    private var spareItems: [InputItem] = []
    /// Whether the tick has mouse events, and key events: the emulation systems have nothing to
    /// do on a tick without.
    public private(set) var hasMouseEvents = false
    public private(set) var hasKeyEvents = false
    /// The keyboard modifiers held as of the last event that said (kept from tick to tick; also
    /// in the ``KeyboardState`` resource): what the gesture system feeds gestures with.
    public internal(set) var modifiers: KeyModifiers = []

    public init() {}

    /// Starts a tick with `events`: no items yet (the ``PointerFrameSystem`` makes them).
    public mutating func start(with events: some Sequence<InputEvent>) {
        self.events.removeAll(keepingCapacity: true)
        self.events.append(contentsOf: events)
        items.removeAll(keepingCapacity: true)
        (hasMouseEvents, hasKeyEvents) = (false, false)
        frameCount = 0
        paths.removeAll(keepingCapacity: true)
    }

    /// Notes what kinds of event the tick has, for the systems that have nothing to do without.
    mutating func note(hasMouseEvents mouse: Bool, hasKeyEvents keys: Bool) {
        (hasMouseEvents, hasKeyEvents) = (mouse, keys)
    }

    /// A fresh frame for this tick: its index.
    public mutating func makeFrame() -> Int {
        if frameCount == frames.count { frames.append(PointerFrame()) } else { frames[frameCount].removeAll() }
        frameCount += 1
        return frameCount - 1
    }

    /// Appends the samples of `pointer` to frame `index`.
    public mutating func append(to index: Int, pointer: PointerID, device: PointerDevice, samples: some Collection<PointerSample>) {
        frames[index].append(pointer: pointer, device: device, samples: samples)
    }

    /// A fresh frame for this tick, built by `body` from the tick's events: its index.
    public mutating func makeFrame(_ body: (inout PointerFrame, Span<InputEvent>) -> Void) -> Int {
        let index = makeFrame()
        var frame = PointerFrame()
        swap(&frame, &frames[index])
        body(&frame, events.span)
        swap(&frame, &frames[index])
        return index
    }

    /// Starts rebuilding the items: the (empty) list that will replace them, with the memory of a
    /// list used before. Read ``items`` in order, append what replaces them to the list, and hand
    /// it back to ``endRewrite(_:)``.
    ///
    /// ```swift
    /// var output = input.beginRewrite()
    /// for item in input.items where !isMine(item) { output.append(item) }
    /// input.endRewrite(output)
    /// ```
    public mutating func beginRewrite() -> [InputItem] {
        var output: [InputItem] = []
        swap(&output, &spareItems)
        output.removeAll(keepingCapacity: true)
        return output
    }

    /// Makes `output` the items; the old list's memory is kept for the next rewrite.
    public mutating func endRewrite(_ output: [InputItem]) {
        spareItems = output
        swap(&items, &spareItems)
    }

    /// The entities of a hit path.
    public func path(_ range: Range<Int>) -> ArraySlice<Entity> { paths[range] }
}
