import TactileECS
import TactileGestures

/// The world's stores and resources under the names scenes, tests and the front end use.
extension Simulation {
    public var names: ComponentStore<Name> { world.store(Name.self) }
    public var shapes: ComponentStore<Shape> { world.store(Shape.self) }
    public var parents: ComponentStore<Parent> { world.store(Parent.self) }
    /// Target appearances: what scenes and systems set.
    public var targets: ComponentStore<Appearance> { world.store(Appearance.self) }
    /// Presented appearances: what animations make of the targets, tick by tick.
    public var presentations: ComponentStore<Presentation> { world.store(Presentation.self) }
    public var transforms: ComponentStore<WorldTransform> { world.store(WorldTransform.self) }
    public var zIndices: ComponentStore<ZIndex> { world.store(ZIndex.self) }
    public var statuses: ComponentStore<Status> { world.store(Status.self) }
    public var animationTracks: ComponentStore<Animations> { world.store(Animations.self) }
    public var gestures: ComponentStore<Gestures> { world.store(Gestures.self) }
    public var adjustables: ComponentStore<Adjustable> { world.store(Adjustable.self) }
    public var manipulations: ComponentStore<Manipulation> { world.store(Manipulation.self) }

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
    /// Warnings about tolerated input.
    public var warnings: [String] { world.resource(Warnings.self).messages }

    public var focused: Entity? {
        get { world.resource(SceneSettings.self).focused }
        set { world[resource: SceneSettings.self].focused = newValue }
    }
    public var backgroundEntity: Entity? {
        get { world.resource(SceneSettings.self).background }
        set { world[resource: SceneSettings.self].background = newValue }
    }
    public var allowsCameraGestures: Bool {
        get { world.resource(SceneSettings.self).allowsCameraGestures }
        set { world[resource: SceneSettings.self].allowsCameraGestures = newValue }
    }
    public var showsHelp: Bool {
        get { world.resource(SceneSettings.self).showsHelp }
        set { world[resource: SceneSettings.self].showsHelp = newValue }
    }
    public var showsDebugger: Bool {
        get { world.resource(SceneSettings.self).showsDebugger }
        set { world[resource: SceneSettings.self].showsDebugger = newValue }
    }
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

    public func attach(_ attachments: [GestureAttachment], to entity: Entity) { world.attach(attachments, to: entity) }

    @inlinable public func attach<G: Gesture>(_ gesture: G, to entity: Entity, priority: GestureAttachment.Priority = .normal,
                                              mask: GestureMask = .all) {
        world.attach(gesture, to: entity, priority: priority, mask: mask)
    }

    public func retarget(_ entity: Entity, to appearance: Appearance, animation: (Appearance.Channel) -> Animation?) {
        world.retarget(entity, to: appearance, animation: animation)
    }
    public func retarget(_ entity: Entity, to appearance: Appearance) { world.retarget(entity, to: appearance) }
    public func settle(_ entity: Entity) { world.settle(entity) }
    public func manipulate(_ entity: Entity, _ change: (inout Manipulation) -> Void) { world.manipulate(entity, change) }
    public func clearManipulation(of entity: Entity) { world.clearManipulation(of: entity) }
    public func zoom(_ entity: Entity, by factor: Double, about anchor: Point) { world.zoom(entity, by: factor, about: anchor) }
    public func rotate(_ entity: Entity, by angle: Angle) { world.rotate(entity, by: angle) }
    public func bringToFront(_ entity: Entity) { world.bringToFront(entity) }
    public func sceneCentre(of entity: Entity) -> Point { world.sceneCentre(of: entity) }
    public func hitTest(_ point: Point) -> Entity? { world.hitTest(point) }
    public func hitPath(from entity: Entity) -> [Entity] { world.hitPath(from: entity) }
    public func windowToScene(_ point: Point) -> Point { world.windowToScene(point) }
    public func emulatedFingers(of id: PointerID) -> [Point] { world.emulatedFingers(of: id) }
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
