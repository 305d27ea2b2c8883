import TactileECS
import TactileGestures
import TactileRuntime

/// `hover`: three cards that lift while the mouse is over them (`onHover`), each logging
/// `hover-began` and `hover-ended`, and a pad whose spotlight follows the mouse
/// (`onContinuousHover` in the pad's named space). The spotlight lets hits through
/// (`allowsHitTesting(false)`), so the pad under it stays hovered.
struct HoverCards: EntityView {
    let environment: SceneEnvironment
    @State private var hoveredCard: Int?
    @State private var spotlight: Point?

    static let cardColours: [Color] = [.blue, .orange, .purple]

    var body: some EntityView {
        ZStack {
            for index in 0..<3 { card(index) }
            pad
        }
    }

    private func card(_ index: Int) -> EntityNode {
        let name = "card-\(index + 1)"
        let isHovered = hoveredCard == index
        return RoundedRectangle(cornerRadius: 18)
            .fill(Self.cardColours[index])
            .frame(width: 220, height: 150)
            .position(x: 340 + Double(index) * 300, y: 300)
            .scaleEffect(isHovered ? 1.1 : 1)
            .shadow(radius: isHovered ? 12 : 0)
            .animation(.easeOut(duration: 0.15))
            .onHover { inside in
                if inside {
                    hoveredCard = index
                } else if hoveredCard == index {
                    hoveredCard = nil
                }
                environment.log(name, inside ? "hover-began" : "hover-ended")
            }
            .name(name)
    }

    private var pad: EntityNode {
        let light = Circle()
            .fill(.yellow)
            .frame(width: 48, height: 48)
            .offset(x: (spotlight?.x ?? 300) - 300, y: (spotlight?.y ?? 100) - 100)
            .opacity(spotlight == nil ? 0 : 1)
            .allowsHitTesting(false)
            .name("spotlight")
        return Rectangle()
            .fill(.gray)
            .frame(width: 600, height: 200)
            .position(x: 640, y: 600)
            .overlay(light)
            .coordinateSpace(name: "pad")
            .onContinuousHover(coordinateSpace: .named("pad")) { phase in
                switch phase {
                case .active(let location): spotlight = location
                case .ended: spotlight = nil
                }
            }
            .name("pad")
    }
}
