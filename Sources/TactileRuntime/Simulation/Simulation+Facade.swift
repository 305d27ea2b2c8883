import TactileECS
import TactileGestures

/// The world's stores and resources under the names scenes, tests and the front end use.
extension Simulation {
    /// Every entity's ``Name``: `simulation.names[entity]?.value`.
    public var names: ComponentStore<Name> { world.store(Name.self) }
    /// Every entity's ``Shape``.
    public var shapes: ComponentStore<Shape> { world.store(Shape.self) }
    /// Every child entity's ``Parent``.
    public var parents: ComponentStore<Parent> { world.store(Parent.self) }
    /// Target appearances: what scenes and systems set.
    public var targets: ComponentStore<Appearance> { world.store(Appearance.self) }
    /// Presented appearances: what animations make of the targets, tick by tick.
    public var presentations: ComponentStore<Presentation> { world.store(Presentation.self) }
    /// Every entity's transform from its own space to the scene's, as of the last tick.
    public var transforms: ComponentStore<WorldTransform> { world.store(WorldTransform.self) }
    /// Every entity's ``ZIndex`` among its siblings.
    public var zIndices: ComponentStore<ZIndex> { world.store(ZIndex.self) }
    /// Every entity's ``Status``: selected, and its adjustable value.
    public var statuses: ComponentStore<Status> { world.store(Status.self) }
    /// The animations running on each entity, channel by channel.
    public var animationTracks: ComponentStore<Animations> { world.store(Animations.self) }
    /// The gestures attached to each entity.
    public var gestures: ComponentStore<Gestures> { world.store(Gestures.self) }
    /// What the arrow keys do to each adjustable entity.
    public var adjustables: ComponentStore<Adjustable> { world.store(Adjustable.self) }
    /// Each entity's ``Manipulation``: the wheel's zoom, a right-drag's twist, the keyboard's moves.
    public var manipulations: ComponentStore<Manipulation> { world.store(Manipulation.self) }

    /// The window's size in points: `simulation.windowSize.width / 2` is its middle.
    public var windowSize: Vector {
        get { world.resource(Window.self).size }
        set { world[resource: Window.self].size = newValue }
    }

    /// The camera; a value with a number that is not finite (or out of bounds) is not taken.
    public var camera: Camera {
        get { world.resource(Camera.self) }
        set { world.setCamera(newValue) }
    }

    /// Gesture and scene events, in time order.
    public var log: [LogEntry] { world.resource(Log.self).entries }
    /// Warnings about tolerated input, each distinct one once (``Warnings`` counts them).
    public var warnings: [String] { world.resource(Warnings.self).messages }

    /// The entity with keyboard focus (Tab moves it), if any.
    public var focused: Entity? {
        get { world.resource(SceneSettings.self).focused }
        set { world[resource: SceneSettings.self].focused = newValue }
    }
    /// The entity that stands for empty space (a tap there reaches its gestures), if any.
    public var backgroundEntity: Entity? {
        get { world.resource(SceneSettings.self).background }
        set { world[resource: SceneSettings.self].background = newValue }
    }
    /// Whether two fingers on empty space pan and zoom the camera.
    public var allowsCameraGestures: Bool {
        get { world.resource(SceneSettings.self).allowsCameraGestures }
        set { world[resource: SceneSettings.self].allowsCameraGestures = newValue }
    }
    /// Whether the window shows its help (F1).
    public var showsHelp: Bool {
        get { world.resource(SceneSettings.self).showsHelp }
        set { world[resource: SceneSettings.self].showsHelp = newValue }
    }
    /// Whether the window shows the gesture debugger (D).
    public var showsDebugger: Bool {
        get { world.resource(SceneSettings.self).showsDebugger }
        set { world[resource: SceneSettings.self].showsDebugger = newValue }
    }
    /// Whether Esc asked the window to close.
    public var wantsToQuit: Bool { world.resource(SceneSettings.self).wantsToQuit }

    /// Whether moves of one pointer within a tick reach gestures as one frame with their
    /// positions (the default, as on Android and iOS), or one by one.
    public var coalescesMoves: Bool {
        get { world.resource(PointerInput.self).coalescesMoves }
        set { world[resource: PointerInput.self].coalescesMoves = newValue }
    }

    /// Structural changes to apply between stages.
    public var commands: Commands { world.commands }

    // MARK: Operations

    /// Attaches gestures already wrapped with their priority and mask.
    public func attach(_ attachments: [GestureAttachment], to entity: Entity) { world.attach(attachments, to: entity) }

    /// Attaches `gesture` to `entity`, as `.gesture(_:)` does in a body.
    ///
    /// ```swift
    /// simulation.attach(TapGesture(count: 2).onEnded { print("double tap") }, to: ball)
    /// ```
    @inlinable public func attach<G: Gesture>(_ gesture: G, to entity: Entity, priority: GestureAttachment.Priority = .normal,
                                              mask: GestureMask = .all) {
        world.attach(gesture, to: entity, priority: priority, mask: mask)
    }

    /// Sets `entity`'s target appearance, animating each changed channel as `animation` says.
    ///
    /// ```swift
    /// simulation.retarget(ball, to: home) { _ in .spring() }
    /// ```
    public func retarget(_ entity: Entity, to appearance: Appearance, animation: (Appearance.Channel) -> Animation?) {
        world.retarget(entity, to: appearance, animation: animation)
    }
    /// Sets `entity`'s target appearance, followed at once.
    public func retarget(_ entity: Entity, to appearance: Appearance) { world.retarget(entity, to: appearance) }
    /// Stops `entity`'s animations where they are.
    public func settle(_ entity: Entity) { world.settle(entity) }
    /// Changes `entity`'s ``Manipulation``: `simulation.manipulate(star) { $0.scale *= 2 }`.
    public func manipulate(_ entity: Entity, _ change: (inout Manipulation) -> Void) { world.manipulate(entity, change) }
    /// Removes `entity`'s manipulation: it is where its scene puts it.
    public func clearManipulation(of entity: Entity) { world.clearManipulation(of: entity) }
    /// Zooms `entity` by `factor` about a scene point, which stays where it is.
    public func zoom(_ entity: Entity, by factor: Double, about anchor: Point) { world.zoom(entity, by: factor, about: anchor) }
    /// Turns `entity` by `angle` about its centre.
    public func rotate(_ entity: Entity, by angle: Angle) { world.rotate(entity, by: angle) }
    /// Draws `entity` above every other entity from now on.
    public func bringToFront(_ entity: Entity) { world.bringToFront(entity) }
    /// `entity`'s centre in scene points, as drawn now.
    public func sceneCentre(of entity: Entity) -> Point { world.sceneCentre(of: entity) }
    /// The topmost entity at a window point, if any: `simulation.hitTest(Point(x: 640, y: 400))`.
    public func hitTest(_ point: Point) -> Entity? { world.hitTest(point) }
    /// `entity` and its ancestors, innermost first: the path a press on it travels.
    public func hitPath(from entity: Entity) -> [Entity] { world.hitPath(from: entity) }
    /// A window point in scene points, through the camera.
    public func windowToScene(_ point: Point) -> Point { world.windowToScene(point) }
    /// Where the mouse's emulated fingers are (Ctrl+drag's two), for drawing them.
    public func emulatedFingers(of id: PointerID) -> [Point] { world.emulatedFingers(of: id) }
    /// The entities Tab visits, in order.
    public var focusableEntities: [Entity] { world.focusableEntities }

    /// Entities in drawing order, bottom first.
    public var entitiesInDrawingOrder: [Entity] { world.resource(DrawingOrder.self).entities(in: world) }

    /// Each live interaction: the entities it spans and its recognizer tree, node by node.
    public var activeGestureTrees: [(entities: [String], nodes: [GestureNodeDescription])] {
        world.resource(GestureArena.self).describeInteractions(in: world)
    }

    /// Each live interaction: its entities, pointers and recognizer tree (the gesture debugger's).
    public var liveInteractions: [InteractionDescription] {
        world.resource(GestureArena.self).describeLiveInteractions(in: world)
    }

    /// The last half second of each pointer's positions, kept while the debugger is shown.
    public var pointerTrails: PointerTrails { world.resource(PointerTrails.self) }

    /// Whether some gesture interaction is in progress.
    public var hasActiveGestures: Bool { !world.resource(GestureArena.self).isIdle }
}
