import TactileGestures
import TactileECS
import TactileRuntime

/// `gallery`: every seed scene at about a quarter of its size in a grid, each labelled.
struct GalleryView: EntityView {
    let environment: SceneEnvironment
    static let columns = 6
    static let cell = Vector(width: 1280.0 / 6, height: 200)
    static let scale = 0.26

    func cell<V: EntityView>(_ index: Int, _ label: String, _ view: V) -> EntityNode {
        let (column, row) = (index % Self.columns, index / Self.columns)
        let centre = Point(x: (Double(column) + 0.5) * Self.cell.width, y: (Double(row) + 0.5) * Self.cell.height)
        return ZStack {
            ZStack { view }
                .position(x: 0, y: -10)
                .scaleEffect(Self.scale)
            Text(label)
                .font(.system(size: 14, weight: .bold))
                .foregroundColor(.gray)
                .offset(y: Self.cell.height / 2 - 16)
        }
        .position(x: centre.x, y: centre.y)
    }

    var body: some EntityView {
        ZStack {
            cell(0, "draggable-circle", DraggableCircle())
            cell(1, "rotation-lock", RotationLock())
            cell(2, "tap-star", TapStar())
            cell(3, "press-star", PressStar())
            cell(4, "snapback-star", SnapbackStar())
            cell(5, "drag-star", DragStar())
            cell(6, "press-drag-star", PressDragStar())
            cell(7, "photo-zoom", PhotoZoom())
            cell(8, "rotate-square", RotateSquare())
            cell(9, "drag-zoom", DragZoom())
            cell(10, "double-tap", DoubleTapTile(environment: environment))
            cell(11, "draggable-card", DraggableCard())
            cell(12, "swipe", SwipeItem(environment: environment))
            cell(13, "momentum", MomentumPuck(environment: environment))
            cell(14, "volume", VolumeSlider())
            cell(15, "nested", NestedPanel(attach: .normal))
            cell(16, "nested-high-priority", NestedPanel(attach: .high))
            cell(17, "nested-simultaneous", NestedPanel(attach: .simultaneous))
            cell(18, "draggable-views", DraggableViews())
            cell(19, "button", SubmitButton(environment: environment))
            cell(20, "list", ScrollingList(environment: environment))
            cell(21, "list-blocked", BlockedList())
        }
    }
}
