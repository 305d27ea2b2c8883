import TactileGestures
import TactileECS
import TactileRuntime

/// What a scene file's entity does with its children: stacks them, or scrolls them.
///
/// ```json
/// {"name": "menu", "shape": "roundedRectangle", "width": 300, "height": 400,
///  "layout": "vstack", "spacing": 10, "alignment": "leading", "padding": 20}
/// {"name": "feed", "width": 400, "height": 600, "color": "#F2F2F7", "scroll": "vertical", "spacing": 8}
/// ```
///
/// An entity with `"button": "Title"` is a button: its title drawn on it, half opacity while
/// pressed (within 70 pt of it), `clicked` logged when a press is released on it or Return or
/// Space is pressed while it has focus.
///
/// A stack places its children (their own `x` and `y` are ignored) as SwiftUI's `VStack`,
/// `HStack` or `ZStack` would inside the entity's frame less its padding; a scroll view
/// stacks them along its axis from its top (or leading) edge, and scrolls and clips them.
struct ContainerLayout {
    enum Kind: String { case vstack, hstack, zstack }

    var kind: Kind
    var scroll: Axis.Set?
    var spacing: Double?
    var alignment: String
    var padding: Double

    /// The children's centres (in the container's space) and, for a scroll view, its content's
    /// frame, for children of `sizes`, in a container `size` large.
    func place(_ sizes: [Vector], in size: Vector) -> (centres: [Point], content: Rect?) {
        let children = sizes.map { size -> EntityNode in
            var node = EntityNode(template: .rectangle)
            node.frame = size
            return node
        }
        var horizontal = HorizontalAlignment.center, vertical = VerticalAlignment.center
        switch alignment {
        case "leading": horizontal = .leading
        case "trailing": horizontal = .trailing
        case "top": vertical = .top
        case "bottom": vertical = .bottom
        default: break
        }
        var stack = EntityNode(children: children)
        switch kind {
        case .vstack: stack.layout = .stack(.vertical, alignment: Alignment(horizontal: horizontal, vertical: .center), spacing: spacing)
        case .hstack: stack.layout = .stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: vertical), spacing: spacing)
        case .zstack: stack.layout = .overlay(Alignment(horizontal: horizontal, vertical: vertical))
        }
        stack.padding = EdgeInsets(.all, padding)
        var root = stack
        if let scroll {
            root = EntityNode(children: [stack])
            root.layout = .scroll(scroll)
        }
        (root.fixedWidth, root.fixedHeight) = (size.width, size.height)
        Layout.place(&root, in: Rect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
        let placed = scroll == nil ? root.children : root.children[0].children
        return (placed.map { $0.laidOutCentre ?? .zero }, root.scrollContent)
    }
}

extension SceneFile {
    /// The entities with their children placed by their stacks and scroll views, and the
    /// scroll views' content frames, by name.
    func laidOut() -> (entities: [Entity], scrollContents: [String: Rect]) {
        var placed = entities
        var contents: [String: Rect] = [:]
        for (index, entity) in entities.enumerated() {
            guard let container = entity.container else { continue }
            let children = placed.indices.filter { placed[$0].parent == entity.name }
            let (centres, content) = container.place(children.map { placed[$0].shape.bounds.size }, in: entity.shape.bounds.size)
            for (child, centre) in zip(children, centres) { placed[child].appearance.position = centre }
            if let content { contents[entities[index].name] = content }
        }
        return (placed, contents)
    }

    /// Makes the scroll views scroll and the buttons press, once every entity is spawned.
    func makeControls(_ ids: [String: TactileECS.Entity], contents: [String: Rect], in simulation: Simulation) {
        for entity in entities {
            guard let id = ids[entity.name] else { continue }
            if let title = entity.buttonTitle { Self.makeButton(id, name: entity.name, title: title, in: simulation) }
            guard let axes = entity.container?.scroll, let content = contents[entity.name] else { continue }
            simulation.world.makeScrollView(id, axes: axes, viewport: entity.shape.bounds.size, contentFrame: content)
        }
    }

    /// A button, as `Button` is: its title on it, half opacity while pressed, `clicked` logged
    /// on a release on it, and the same from Return or Space when it has focus.
    static func makeButton(_ entity: TactileECS.Entity, name: String, title: String, in simulation: Simulation) {
        let world = simulation.world
        let size = (simulation.shapes[entity]?.bounds.size.height ?? 44) * 0.4
        simulation.spawn(shape: .text(title, size: max(8, size), bold: true),
                         appearance: Appearance(position: .zero, fill: .white), parent: entity)
        let opacity = world[Appearance.self, entity]?.opacity ?? 1
        // Unowned: the world owns the gesture that holds these.
        let show: (Bool) -> Void = { [unowned world] pressed in world.retarget(entity) { $0.opacity = pressed ? opacity * 0.5 : opacity } }
        let click: () -> Void = { [unowned simulation] in simulation.recordNamed(name, "clicked") }
        simulation.attach(PressGesture()
            .onChanged { show($0.isPressed) }
            .onEnded { _ in show(false); click() }
            .onCancelled { show(false) }, to: entity)
        world.insert(AccessibilityActions(defaultAction: click), for: entity)
        world.insert(AccessibilityLabel(title), for: entity)
    }
}

extension SceneFile.Reader {
    /// An entity's `layout` or `scroll`, if it has either.
    func container(_ member: JSONMember) throws(InputFileError) -> ContainerLayout? {
        let layout = try string(member, "layout"), scroll = try string(member, "scroll")
        guard layout != nil || scroll != nil else { return nil }
        var kind = ContainerLayout.Kind.vstack
        if let layout {
            guard let parsed = ContainerLayout.Kind(rawValue: layout) else {
                throw failure(member.value["layout"]!, "unknown layout \(InputFileError.quote(layout)); expected vstack, hstack or zstack")
            }
            kind = parsed
        }
        var axes: Axis.Set?
        if let scroll {
            switch scroll {
            case "vertical": axes = .vertical
            case "horizontal": axes = .horizontal
                if layout == nil { kind = .hstack }
            case "both": axes = [.horizontal, .vertical]
            default: throw failure(member.value["scroll"]!, "unknown scroll \(InputFileError.quote(scroll)); expected vertical, horizontal or both")
            }
        }
        let alignment = try string(member, "alignment") ?? "center"
        guard ["leading", "center", "trailing", "top", "bottom"].contains(alignment) else {
            throw failure(member.value["alignment"]!, "unknown alignment \(InputFileError.quote(alignment)); expected leading, center, trailing, top or bottom")
        }
        let spacing = member.value["spacing"] == nil ? nil : try number(member, "spacing")
        if let spacing, !(0...10_000).contains(spacing) {
            throw failure(member.value["spacing"]!, "\"spacing\" must be from 0 to 10000, not \(spacing)")
        }
        let padding = try number(member, "padding", default: 0)
        guard (0...10_000).contains(padding) else {
            throw failure(member.value["padding"]!, "\"padding\" must be from 0 to 10000, not \(padding)")
        }
        return ContainerLayout(kind: kind, scroll: axes, spacing: spacing, alignment: alignment, padding: padding)
    }
}
