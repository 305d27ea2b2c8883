import TactileECS
import TactileGestures

/// A scroll view's pan and its content's gestures, as UIScrollView arbitrates them: the
/// content's gestures first, until the pan starts; then the pan alone, and the content's are
/// cancelled, but for those attached with `.simultaneousGesture`, which run along.
///
/// ```swift
/// // What the arena composes for a press on a row with a tap and a simultaneous drag:
/// ScrollArbitration(content: tap, alongside: swipe, pan: scrollPan, catchesGlide: false)
/// ```
///
/// A content gesture that ends, or changes while active as the pointer moves, before the pan
/// starts wins: the pan fails (a child's `.gesture(DragGesture())` blocks scrolling, the seed's
/// pitfall). A control active from the press alone (a `Button`'s `PressGesture`) does not: the
/// pan cancels it when it starts, and the content is told to show presses 0.15 s late
/// (``GestureContext/pressDelay``), so a press that becomes a scroll never flashes it. A press on a
/// gliding scroll view (`catchesGlide`) goes to the pan alone, so it stops the glide without
/// tapping what is under it. The cost of its parts, plus a comparison of phases per input.
struct ScrollArbitration: GestureRecognizer {
    typealias Root = AnyGesture<Void>.Recognizer
    typealias Value = Void

    enum Winner { case undecided, content, pan }

    var content: Root?
    var alongside: Root?
    var pan: Root
    let catchesGlide: Bool
    var winner: Winner
    var hasBegun = false
    var currentPhase = GesturePhase.possible
    var currentDeadline = Double.infinity

    init(content: Root?, alongside: Root?, pan: Root, catchesGlide: Bool) {
        self.content = content
        self.alongside = alongside
        self.pan = pan
        self.catchesGlide = catchesGlide
        winner = catchesGlide ? .pan : .undecided
        currentDeadline = deadline()
    }

    var phase: GesturePhase { currentPhase }
    var value: Void? { currentPhase == .failed ? nil : () }
    func nextDeadline() -> Double { currentDeadline }

    mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        var changed = false
        var contentChanged = false
        if winner != .pan, let changedContent = content?.update(input, in: context.delayingPresses) {
            (changed, contentChanged) = (changedContent, changedContent)
        }
        if let changedAlongside = alongside?.update(input, in: context) { changed = changedAlongside || changed }
        if winner == .undecided, let phase = content?.phase, Self.contentDecides(phase, changed: contentChanged, on: input) {
            // Children first: the content took the pointer on this input, so the pan never will.
            winner = .content
            _ = pan.update(.cancel(at: input.time), in: context)
            changed = true
        }
        if winner != .content {
            changed = pan.update(input, in: context) || changed
            if winner == .undecided, pan.phase == .active {
                winner = .pan
                if let phase = content?.phase, !phase.isTerminal { _ = content?.update(.cancel(at: input.time), in: context) }
                changed = true
            }
        }
        currentDeadline = deadline()
        guard changed else { return false }
        let next = Self.phase(winner == .pan ? .failed : content?.phase ?? .failed, alongside?.phase ?? .failed,
                              winner == .content ? .failed : pan.phase, hasBegun: hasBegun)
        if next == .active { hasBegun = true }
        guard next != currentPhase else { return changed }
        currentPhase = next
        return true
    }

    /// Whether the content's gestures, in `phase` after `input`, have taken the pointer: one
    /// ended (a tap, a long press), or one active changed as the pointer moved (a drag). A
    /// control active from the press alone (a button) does not hold the pointer against the pan.
    static func contentDecides(_ phase: GesturePhase, changed: Bool, on input: GestureInput) -> Bool {
        if phase == .ended { return true }
        guard phase == .active, changed else { return false }
        switch input {
        case .frame: return true
        case .pointer(let event): return event.kind == .move
        case .advance, .cancel: return false
        }
    }

    /// Active while any part is (and, once active, until every part is decided); ended once
    /// every part is decided and one ended; failed if all failed.
    static func phase(_ a: GesturePhase, _ b: GesturePhase, _ c: GesturePhase, hasBegun: Bool) -> GesturePhase {
        if a.isTerminal && b.isTerminal && c.isTerminal { return a == .ended || b == .ended || c == .ended ? .ended : .failed }
        let anyBegan = a == .active || b == .active || c == .active || a == .ended || b == .ended || c == .ended
        return hasBegun || anyBegan ? .active : .possible
    }

    func deadline() -> Double {
        var earliest = winner == .content ? Double.infinity : pan.nextDeadline()
        if winner != .pan, let content { earliest = min(earliest, content.nextDeadline()) }
        if let alongside { earliest = min(earliest, alongside.nextDeadline()) }
        return earliest
    }

    mutating func attach(_ callbacks: GestureCallbacks) {
        content?.attach(callbacks)
        alongside?.attach(callbacks)
        pan.attach(callbacks)
    }

    mutating func reset() {
        content?.reset()
        alongside?.reset()
        pan.reset()
        (winner, hasBegun, currentPhase) = (catchesGlide ? .pan : .undecided, false, .possible)
        currentDeadline = deadline()
    }

    func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        let name = switch winner { case .undecided: "Scroll"; case .content: "Scroll (content won)"; case .pan: "Scroll (scrolling)" }
        nodes.append(.init(depth: depth, name: name, phase: phase, value: ""))
        content?.describe(into: &nodes, depth: depth + 1)
        alongside?.describe(into: &nodes, depth: depth + 1)
        pan.describe(into: &nodes, depth: depth + 1)
    }
}

extension GestureContext {
    /// The context a scroll view's content sees: presses shown 0.15 s late (UIScrollView's delay).
    var delayingPresses: GestureContext {
        var copy = self
        copy.pressDelay = max(pressDelay, ScrollState.pressDelay)
        return copy
    }
}
