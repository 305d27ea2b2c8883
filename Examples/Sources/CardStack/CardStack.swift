import Tactile

/// A stack of cards: drag the top one and let go; if it would end up far enough to a side (by
/// `predictedEndTranslation`, so a quick flick counts as much as a long drag) it flies off,
/// otherwise it springs back. A double tap on the table deals the cards again.
///
/// ```swift
/// run(title: "Cards") { CardStack() }
/// ```
///
/// Every card is an entity for the whole session (a body builds the same entities each time):
/// a dismissed card flies off screen and stays there. Each card logs `dismissed-left`,
/// `dismissed-right` or `kept`, as the state file shows.
public struct CardStack: EntityView {
    /// The cards, bottom first.
    public static let colors: [Color] = [.teal, .purple, .orange, .pink, .blue]
    /// How far to a side a card must be predicted to end for the release to dismiss it.
    public static let dismissDistance = 200.0
    /// Where the stack stands.
    public static let centre = Point(x: 640, y: 400)

    @State private var dismissed = [Int: Double]()   // card → the side it left by (−1 or +1)
    /// A card let go springs back to the stack: the drag's reset is animated.
    @GestureState(resetTransaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.8)))
    private var drag = Drag()
    private let environment: SceneEnvironment?

    /// A stack that logs to `environment` (the state file's log) when it has one.
    public init(environment: SceneEnvironment? = nil) { self.environment = environment }

    public var body: some EntityView {
        ZStack {
            Rectangle()
                .fill(Color(red: 0.16, green: 0.42, blue: 0.3))
                .frame(width: 1280, height: 800)
                .position(x: 640, y: 400)
                .gesture(TapGesture(count: 2).onEnded { deal() })
                .name("table")
            for card in Self.colors.indices { cardView(card) }
        }
    }

    private func cardView(_ card: Int) -> EntityNode {
        let held = drag.card == card ? drag.translation : .zero
        let side = dismissed[card] ?? 0
        // A card tilts with its drag, as if held at the bottom; a dismissed one is off screen.
        return RoundedRectangle(cornerRadius: 24)
            .fill(Self.colors[card])
            .frame(width: 260, height: 360)
            .border(.white, width: 6)
            .position(x: Self.centre.x + side * 1100, y: Self.centre.y - Double(card) * 4)
            .offset(held)
            .rotationEffect(.degrees(held.width / 20 + side * 30))
            .animation(.easeOut(duration: 0.4), value: side)
            .shadow(radius: drag.card == card ? 16 : 4)
            .zIndex(Double(card))
            .gesture(swipe(card))
            .name("card-\(card)")
    }

    private func swipe(_ card: Int) -> some Gesture<DragGesture.Value> {
        DragGesture()
            .updating($drag) { value, drag, _ in drag = Drag(card: card, translation: value.translation) }
            .onEnded { value in
                let predicted = value.predictedEndTranslation.width
                if abs(predicted) >= Self.dismissDistance {
                    dismissed[card] = predicted < 0 ? -1 : 1
                    environment?.log("card-\(card)", predicted < 0 ? "dismissed-left" : "dismissed-right")
                } else {
                    environment?.log("card-\(card)", "kept")
                }
            }
    }

    /// Brings every dismissed card back onto the stack.
    private func deal() {
        guard !dismissed.isEmpty else { return }
        dismissed = [:]
        environment?.log("table", "dealt")
    }

    /// The card being dragged and how far.
    struct Drag {
        var card: Int?
        var translation = Vector.zero
    }
}
