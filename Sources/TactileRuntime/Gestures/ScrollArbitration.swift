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
/// A content gesture that becomes active (or ends) before the pan starts wins: the pan fails
/// (a child's `.gesture(DragGesture())` blocks scrolling, the seed's pitfall). A press on a
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
        if winner != .pan, let changedContent = content?.update(input, in: context) { changed = changedContent }
        if let changedAlongside = alongside?.update(input, in: context) { changed = changedAlongside || changed }
        if winner == .undecided, let phase = content?.phase, phase == .active || phase == .ended {
            // Children first: the content began on this input or before, so the pan never will.
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
