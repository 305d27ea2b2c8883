import TactileGestures

/// A scene running on the fixed 120 Hz clock: entities, their gestures and animations.
///
/// ```swift
/// let simulation = Simulation()
/// simulation.load(DeclarativeScene { DraggableCircle() })
/// simulation.runTick(0, events: [.pointer(PointerEvent(.down, pointer: 1, at: p, time: 0))])
/// simulation.runTick(1, events: [])
/// ```
///
/// Tick `n` has time `n / 120` s: it processes, in order, the events it is given (those with
/// time ≤ `n / 120` not processed before — ``Replay`` and the SDL loop choose them), then
/// advances gesture deadlines and animations to `n / 120`. The same events therefore give
/// the same state on any machine, however they were split into frames.
public final class Simulation {
    public static let ticksPerSecond = 120.0

    public let world = World()
    public let names: ComponentStore<Name>
    public let shapes: ComponentStore<Shape>
    public let parents: ComponentStore<Parent>
    public let targets: ComponentStore<Appearance>
    public let presentations: ComponentStore<Presentation>
    public let zIndices: ComponentStore<ZIndex>
    public let statuses: ComponentStore<Status>
    public let animationTracks: ComponentStore<Animations>
    public let gestures: ComponentStore<EntityGestures>
    public let adjustables: ComponentStore<Adjustable>
    public let manipulations: ComponentStore<Manipulation>

    /// The tick last run.
    @exclusivity(unchecked) public private(set) var tick: UInt64 = 0
    /// The time of the tick last run, in seconds.
    public var now: Double { Double(tick) / Self.ticksPerSecond }

    @exclusivity(unchecked) public var windowSize: Vector { didSet { windowToSceneCache = nil } }
    // Unchecked, as the other hot state: a dynamic exclusivity check of it cost 76
    // instructions per tick, hoisted from the rarely taken path that reads it.
    @exclusivity(unchecked) public var camera = Camera() {
        didSet {
            windowToSceneCache = nil
            let limit = Appearance.coordinateLimit
            if !camera.x.isFinite || abs(camera.x) > limit || !camera.y.isFinite || abs(camera.y) > limit
                || !camera.zoom.isFinite || !camera.rotation.radians.isFinite {
                camera = oldValue
            }
        }
    }
    /// Window → scene, kept until the camera or the window changes.
    @exclusivity(unchecked) var windowToSceneCache: AffineTransform?
    /// Gesture and scene events, in time order.
    @exclusivity(unchecked) public private(set) var log: [LogEntry] = []
    /// The entity with keyboard focus.
    @exclusivity(unchecked) public internal(set) var focused: EntityID?
    /// Warnings about tolerated input (unknown pointers).
    @exclusivity(unchecked) public internal(set) var warnings: [String] = []
    /// The entity standing for empty space (a full-window gesture area), if the scene has one.
    @exclusivity(unchecked) public var backgroundEntity: EntityID?
    /// Whether the help overlay and the gesture debugger are shown (F1, D).
    @exclusivity(unchecked) public var showsHelp = false
    @exclusivity(unchecked) public var showsDebugger = false
    /// Set by Esc: the front end closes the window.
    @exclusivity(unchecked) public internal(set) var wantsToQuit = false

    @exclusivity(unchecked) var dispatcher = GestureDispatcher()
    /// The scene loaded, if any.
    var scene: (any SceneContent)? {
        get { sceneOrNone is NoScene ? nil : sceneOrNone }
        set {
            sceneOrNone = newValue ?? NoScene()
            sceneStamp &+= 1
            sceneHasAfterInput = true
            sceneHasTick = true
        }
    }
    /// The scene, or one that does nothing while none is loaded: copied per run of moves, and
    /// copying an existential is a few instructions where copying an optional one goes through
    /// the runtime's generic enum copy (~110).
    @exclusivity(unchecked) private(set) var sceneOrNone: any SceneContent = NoScene()
    /// Changes whenever `scene` does: a copy of the scene taken while it stays is the scene.
    @exclusivity(unchecked) var sceneStamp: UInt64 = 0
    /// Whether the scene's `afterInput(in:)` may do something: cleared once the scene's turns out
    /// to be the protocol's default, which does nothing, so that it is not called after every
    /// input (a call through the existential) for nothing.
    @exclusivity(unchecked) private(set) var sceneHasAfterInput = true
    /// Whether the scene's `tick(in:)` may do something, as `sceneHasAfterInput`.
    @exclusivity(unchecked) private(set) var sceneHasTick = true
    /// Entities in drawing order, bottom first; rebuilt when z-indices or entities change.
    @exclusivity(unchecked) var drawingOrder: [EntityID] = []
    @exclusivity(unchecked) var drawingOrderIsStale = true
    @exclusivity(unchecked) var mouse = MouseEmulation()
    @exclusivity(unchecked) var cameraGesture = CameraGesture()
    /// Whether two fingers on empty space pan and zoom the camera (the playground's).
    @exclusivity(unchecked) public var allowsCameraGestures = false
    /// Entities whose presented appearance changed since transforms were last updated, with
    /// their presentations' slots where the marking knew them.
    let movedEntities = UnsharedArray<MovedEntity>()
    /// `presentations.rearrangements` when `movedEntities` was last emptied: while it has not
    /// moved, the slots noted with them are still theirs.
    @exclusivity(unchecked) var movedSlotsVersion: UInt64 = 0
    /// Per entity index: the mark (``Simulation/moveMark(of:)``) of the transform pass in
    /// which the entity with that index last moved (0: none since the marks were cleared).
    /// Stamped with the pass, so that a pass's marks need not be rewritten when it ends: one
    /// of the pass before tells an entity of `movedLastTick`.
    /// A number rather than an optional entity: one comparison, one store.
    let movedMarks = UnsharedArray<UInt64>()
    /// The transform pass's part of a mark: ``Simulation/markPassStep`` times its number.
    @exclusivity(unchecked) var markPass: UInt64 = Simulation.markPassStep
    /// How many of `movedLastTick` have been marked as moved again since: when all of them
    /// have, none needs its previous transform caught up apart from its refresh.
    @exclusivity(unchecked) var movedAgainCount = 0
    /// How many of the entities `refreshedEntities` held when transforms were last updated
    /// have been refreshed again since, and how many it held then: while the two are equal,
    /// none is to leave the list.
    @exclusivity(unchecked) var refreshedAgainCount = 0
    @exclusivity(unchecked) var refreshedLastTickCount = 0
    /// The entities that moved in the last tick: their previous transforms catch up when
    /// transforms are next updated.
    let movedLastTick = UnsharedArray<MovedEntity>()
    /// `movedSlotsVersion` of `movedLastTick`.
    @exclusivity(unchecked) var movedLastTickSlotsVersion: UInt64 = 0
    /// Entities whose transforms the animation pass refreshed as it presented them
    /// (``Simulation/refreshMovedPosition(_:of:at:in:boxVersion:tick:)``) in the last transform
    /// pass or since, kept apart from `movedEntities` so that the transform pass need not pass
    /// over them. An entity refreshed tick after tick (a fling) stays in the list rather than
    /// being listed again each tick; one not refreshed again leaves it when transforms are next
    /// updated, its previous transform caught up as `movedLastTick`'s are.
    let refreshedEntities = UnsharedArray<EntityID>()
    @exclusivity(unchecked) var allTransformsAreStale = true
    /// Whether an entity in `movedEntities` has children: they move with it, so every
    /// transform is refreshed.
    @exclusivity(unchecked) var aMovedEntityHasChildren = false
    /// Per entity index: whether some entity has it as parent.
    @exclusivity(unchecked) var hasChildren: [Bool] = []
    let grid = SpatialGrid()
    let coalescer = MoveCoalescer()
    /// Whether moves of one pointer within a tick reach gestures as one move with its history
    /// (the default, as on Android and iOS), or one by one.
    @exclusivity(unchecked) public var coalescesMoves = true

    public init(windowSize: Vector = Vector(width: 1280, height: 800)) {
        self.windowSize = windowSize
        names = world.store(Name.self)
        shapes = world.store(Shape.self)
        parents = world.store(Parent.self)
        targets = world.store(Appearance.self)
        presentations = world.store(Presentation.self)
        zIndices = world.store(ZIndex.self)
        statuses = world.store(Status.self)
        animationTracks = world.store(Animations.self)
        gestures = world.store(EntityGestures.self)
        adjustables = world.store(Adjustable.self)
        manipulations = world.store(Manipulation.self)
    }

    /// Replaces whatever runs with `scene`.
    public func load(_ scene: any SceneContent) {
        world.removeAll()
        dispatcher = GestureDispatcher()
        log.removeAll()
        focused = nil
        backgroundEntity = nil
        allowsCameraGestures = false
        cameraGesture = CameraGesture()
        camera = Camera()
        tick = 0
        allTransformsAreStale = true
        movedEntities.removeAll()
        movedMarks.removeAll()
        aMovedEntityHasChildren = false
        hasChildren.removeAll()
        grid.removeAll()
        self.scene = scene
        scene.install(in: self)
        updateTransforms()
    }

    /// Starts the scene over (the R key).
    public func resetScene() {
        guard let scene else { return }
        let (tick, log) = (self.tick, self.log)
        load(scene.fresh())
        self.tick = tick
        self.log = log  // the session's history stays: the state file reports all of it
    }

    // MARK: Entities

    /// Creates an entity with a shape and an appearance (both target and presented).
    @discardableResult
    public func spawn(name: String? = nil, shape: ShapeKind?, appearance: Appearance,
                      parent: EntityID? = nil, zIndex: Double = 0) -> EntityID {
        let entity = world.spawn()
        if let name { names[entity] = Name(name) }
        if let shape { shapes[entity] = Shape(shape) }
        if let parent {
            parents[entity] = Parent(parent)
            let i = Int(parent.index)
            if i >= hasChildren.count { hasChildren.append(contentsOf: repeatElement(false, count: i - hasChildren.count + 1)) }
            hasChildren[i] = true
        }
        let appearance = appearance.sanitized
        targets[entity] = appearance
        presentations[entity] = Presentation(appearance)
        zIndices[entity] = ZIndex(zIndex)
        statuses[entity] = Status()
        drawingOrderIsStale = true
        allTransformsAreStale = true
        return entity
    }

    /// The entity named `name`, if any.
    public func entity(named name: String) -> EntityID? {
        for i in names.indices where names.dense[i].value == name { return names.entities[i] }
        return nil
    }

    /// Appends to the log, at the current tick's time.
    public func record(_ entity: EntityID, _ event: String) {
        appendLog(LogEntry(time: now, entity: names[entity]?.value ?? entity.description, event: event))
    }

    func appendLog(_ entry: LogEntry) { log.append(entry) }

    // MARK: The tick

    /// Runs tick `n`: `events` (already chosen for it; runs of moves coalesced), then deadlines,
    /// scene logic, animations.
    public func runTick(_ n: UInt64, events: [InputEvent]) {
        runTick(n, events: events[...])
    }

    /// Runs tick `n` with a slice of a longer list of events (a replay's).
    public func runTick(_ n: UInt64, events: ArraySlice<InputEvent>) {
        tick = n
        handleCoalescing(events)
        dispatcher.advance(to: now, in: self)
        if sceneHasAfterInput { sceneOrNone.afterInput(in: self) }
        if sceneHasTick { sceneOrNone.tick(in: self) }
        advanceAnimations()
        for entity in world.flushDespawns() {
            dispatcher.forget(entity, in: self)
            grid.remove(entity)
            drawingOrderIsStale = true
        }
        updateTransforms()
    }

    /// Entities in drawing order, bottom first.
    public var entitiesInDrawingOrder: [EntityID] {
        if drawingOrderIsStale {
            drawingOrder = zIndices.entities.enumerated()
                .sorted { a, b in
                    let (za, zb) = (zIndices.dense[a.offset], zIndices.dense[b.offset])
                    return za != zb ? za < zb : a.element.index < b.element.index
                }
                .map(\.element)
            drawingOrderIsStale = false
        }
        return drawingOrder
    }

    /// Raises `entity` (and so its children) above everything else.
    public func bringToFront(_ entity: EntityID) {
        let top = (zIndices.dense.map(\.value).max() ?? 0) + 1
        zIndices[entity] = ZIndex(top)
        drawingOrderIsStale = true
    }
}

/// One line of the state file's log.
public struct LogEntry: Hashable, Sendable {
    public var time: Double
    public var entity: String
    public var event: String
}

/// Where the scene is seen from: scene point = (window point − centre) / zoom, rotated.
public struct Camera: Hashable, Sendable {
    public var x = 0.0
    public var y = 0.0
    public var zoom = 1.0
    public var rotation = Angle.zero
    public init() {}

    /// Scene → window.
    public func sceneToWindow(windowSize: Vector) -> AffineTransform {
        let centre = AffineTransform(translationX: -windowSize.width / 2, y: -windowSize.height / 2)
        return centre
            .concatenating(AffineTransform(translationX: -x, y: -y))
            .concatenating(AffineTransform(rotation: -rotation))
            .concatenating(AffineTransform(scale: zoom))
            .concatenating(AffineTransform(translationX: windowSize.width / 2, y: windowSize.height / 2))
    }
}

/// A value the keyboard can adjust (Up/Right and Down/Left), such as the volume slider's.
public struct Adjustable {
    public var action: (AdjustmentDirection) -> Void
    public init(action: @escaping (AdjustmentDirection) -> Void) { self.action = action }
}

/// What a scene provides to a simulation.
public protocol SceneContent {
    /// Creates the scene's entities.
    func install(in simulation: Simulation)
    /// After each input event and after deadlines: bring entities in line with changed state.
    func afterInput(in simulation: Simulation)
    /// Once per tick, before animations advance: scene logic such as momentum.
    func tick(in simulation: Simulation)
    /// A new, unstarted copy (for resetting).
    func fresh() -> any SceneContent
}

extension SceneContent {
    /// Does nothing, and tells `simulation` so if it runs a scene of this type: it then stops
    /// calling it.
    public func afterInput(in simulation: Simulation) { simulation.noteDefaultAfterInput(of: Self.self) }
    /// Does nothing, and tells `simulation` so if it runs a scene of this type: it then stops
    /// calling it.
    public func tick(in simulation: Simulation) { simulation.noteDefaultTick(of: Self.self) }
}

extension Simulation {
    /// The default `afterInput(in:)` of scenes of type `type` ran. Every scene of a type has
    /// the same witness, so if the scene running is of that type its `afterInput` is the
    /// default; a call from inside another scene's (a scene wrapping one of another type) is
    /// not the running scene's and changes nothing.
    func noteDefaultAfterInput(of type: any SceneContent.Type) {
        if ObjectIdentifier(type) == ObjectIdentifier(Swift.type(of: sceneOrNone)) { sceneHasAfterInput = false }
    }

    /// The default `tick(in:)` of scenes of type `type` ran (see ``noteDefaultAfterInput(of:)``).
    func noteDefaultTick(of type: any SceneContent.Type) {
        if ObjectIdentifier(type) == ObjectIdentifier(Swift.type(of: sceneOrNone)) { sceneHasTick = false }
    }
}
