import TactileECS
import TactileRuntime

/// Options a scene may take from the command line.
public struct SceneOptions: Sendable {
    /// The shape count of scenes that take one (`stress`, `playground`).
    public var entities: Int?
    public init(entities: Int? = nil) { self.entities = entities }
}

/// A built-in scene: its name, a one-line description, and how to make it.
public struct SceneDescriptor: Sendable {
    public var name: String
    public var summary: String
    /// The largest shape count the scene takes (`nil`: it takes none).
    public var maximumEntities: Int? = nil
    public var make: @Sendable (SceneOptions) -> any SceneContent
}

/// Every built-in scene of SPEC §6, in the order `tactile scenes` lists them.
public enum BuiltInScenes {
    public static let all: [SceneDescriptor] = [
        .init(name: "playground", summary: "Two dozen shapes to drag, pinch, twist, fling, lift and reset (the default)",
              maximumEntities: Playground.maximumCount) {
            Playground(count: $0.entities ?? Playground.defaultCount)
        },
        .init(name: "gallery", summary: "Every seed scene side by side, labelled") { _ in
            DeclarativeScene(environment: { GalleryView(environment: $0) })
        },
        .init(name: "draw", summary: "A drawing pad: every finger draws its own stroke (SpatialEventGesture); R clears it") { _ in
            DrawingPad()
        },
        .init(name: "hover", summary: "Cards that lift under the mouse (onHover) and a spotlight that follows it (onContinuousHover)") { _ in
            DeclarativeScene(environment: { HoverCards(environment: $0) })
        },
        .init(name: "stress", summary: "A grid of 40×40 squares (10,000 by default) with drag & magnify & rotate",
              maximumEntities: StressGrid.maximumCount) {
            StressGrid(count: $0.entities ?? StressGrid.defaultCount)
        },
        .init(name: "draggable-circle", summary: "Seed 000: long press, then drag the circle") { _ in
            DeclarativeScene { DraggableCircle() }
        },
        .init(name: "rotation-lock", summary: "Seed 001: long press unlocks rotating the arrow") { _ in
            DeclarativeScene { RotationLock() }
        },
        .init(name: "tap-star", summary: "Seed 002: a tap toggles the star's size") { _ in DeclarativeScene { TapStar() } },
        .init(name: "press-star", summary: "Seed 002: a one-second press toggles the star's size") { _ in
            DeclarativeScene { PressStar() }
        },
        .init(name: "snapback-star", summary: "Seed 002: drag the star; it returns home") { _ in
            DeclarativeScene { SnapbackStar() }
        },
        .init(name: "drag-star", summary: "Seed 002: drag the star; it stays where dropped") { _ in
            DeclarativeScene { DragStar() }
        },
        .init(name: "press-drag-star", summary: "Seed 002: hold the star a second, then drag it") { _ in
            DeclarativeScene { PressDragStar() }
        },
        .init(name: "draggable-views", summary: "Seed 002: the generic DraggableView around a star, a text and a circle") { _ in
            DeclarativeScene { DraggableViews() }
        },
        .init(name: "photo-zoom", summary: "Seed 003: pinch the photo to zoom") { _ in DeclarativeScene { PhotoZoom() } },
        .init(name: "rotate-square", summary: "Seed 003: twist the square") { _ in DeclarativeScene { RotateSquare() } },
        .init(name: "drag-zoom", summary: "Seed 003: drag and pinch the photo at once; it springs back") { _ in
            DeclarativeScene { DragZoom() }
        },
        .init(name: "double-tap", summary: "Seed 003: double tap zooms the tile, single tap selects it") { _ in
            DeclarativeScene(environment: { DoubleTapTile(environment: $0) })
        },
        .init(name: "draggable-card", summary: "Seed 003: a card on springs") { _ in DeclarativeScene { DraggableCard() } },
        .init(name: "swipe", summary: "Seed 003: the custom SwipeGesture logs its direction") { _ in
            DeclarativeScene(environment: { SwipeItem(environment: $0) })
        },
        .init(name: "momentum", summary: "Seed 003: fling the puck; it slows to rest") { _ in
            DeclarativeScene(environment: { MomentumPuck(environment: $0) })
        },
        .init(name: "volume", summary: "Seed 003: a volume slider with keyboard adjustment") { _ in
            DeclarativeScene { VolumeSlider() }
        },
        .init(name: "list", summary: "Seed 003: a scrolling list; tap selects a row, swipe left or Delete removes it") { _ in
            DeclarativeScene(environment: { ScrollingList(environment: $0) })
        },
        .init(name: "list-blocked", summary: "Seed 003's wrong way: rows' drags block scrolling; drag between them") { _ in
            DeclarativeScene { BlockedList() }
        },
        .init(name: "button", summary: "Seed 003: a Button instead of onTapGesture: it dims while pressed, Return or Space submit") { _ in
            DeclarativeScene(environment: { SubmitButton(environment: $0) })
        },
        .init(name: "nested", summary: "A knob in a panel, both draggable: the knob's gesture wins (.gesture)") { _ in
            DeclarativeScene { NestedPanel(attach: .normal) }
        },
        .init(name: "nested-high-priority", summary: "A knob in a panel: the panel's gesture wins (.highPriorityGesture)") { _ in
            DeclarativeScene { NestedPanel(attach: .high) }
        },
        .init(name: "nested-simultaneous", summary: "A knob in a panel: both move (.simultaneousGesture)") { _ in
            DeclarativeScene { NestedPanel(attach: .simultaneous) }
        },
    ]

    public static func named(_ name: String) -> SceneDescriptor? {
        all.first { $0.name == name }
    }
}
