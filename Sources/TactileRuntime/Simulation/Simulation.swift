import TactileECS
import TactileGestures

extension Stage {
    /// Raw events become pointer input: the mouse's and the keyboard's emulation, then frames.
    public static let input = Stage("input")
    /// Each press finds what it landed on.
    public static let picking = Stage("picking")
    /// Pointer input reaches the entities' gestures; deadlines are advanced.
    public static let gestures = Stage("gestures")
    /// The scene's own logic, and systems users add.
    public static let scene = Stage("scene")
    /// Presented appearances move towards their targets.
    public static let animation = Stage("animation")
    /// World transforms, the spatial index and the drawing order follow the presentations.
    public static let transforms = Stage("transforms")
    /// What happened is written down: the state file's log.
    public static let log = Stage("log")
}

/// A scene running on the fixed 120 Hz clock: a ``TactileECS/World`` and the `Schedule` of systems that
/// runs it, tick by tick, in the order of the data flow.
///
/// ```swift
/// let simulation = Simulation()
/// simulation.load(DeclarativeScene { DraggableCircle() })
/// simulation.runTick(0, events: [.pointer(PointerEvent(.down, pointer: 1, at: p, time: 0))])
/// simulation.runTick(1, events: [])
/// ```
///
/// Tick `n` has time `n / 120` s: it takes, in order, the events it is given (those with time ≤
/// `n / 120` not taken before — ``Replay`` and the SDL loop choose them), then advances gesture
/// deadlines and animations to `n / 120`. The same events therefore give the same state on any
/// machine, however they were split into frames. The stages: input → picking → gestures →
/// scene → animation → transforms → log; commands are applied after each.
public final class Simulation {
    /// Ticks per simulated second: 120.
    public static let ticksPerSecond = Time.ticksPerSecond

    /// The entities, components and resources of the scene.
    public let world = World()
    /// The systems, stage by stage; add your own: `simulation.schedule.add(Gravity(), to: .scene)`.
    public let schedule = Schedule(stages: [.input, .picking, .gestures, .scene, .animation, .transforms, .log])
    /// The scene loaded, if any.
    public private(set) var scene: (any SceneContent)?

    /// An empty simulation for a window of `windowSize` points, its systems scheduled; `load(_:)` a scene next.
    ///
    /// ```swift
    /// let simulation = Simulation(windowSize: Vector(width: 1024, height: 768))
    /// ```
    public init(windowSize: Vector = Vector(width: 1280, height: 800)) {
        world.insertResource(Window(size: windowSize))
        world.insertResource(PointerInput())
        world.insertResource(Warnings())
        world.insertResource(SpatialIndex())
        // Keys stay held across scene loads.
        world.insertResource(KeyboardState())
        world.insertResource(SceneControl { [unowned self] in self.resetScene() })
        resetResources()
        // An entity going leaves no interaction, index entry or drawing behind.
        // The arena is never lent while anything can despawn (callbacks run after it is handed
        // back), and a debug build traps if it were reached again while lent.
        world.onDespawn { world, entity in
            GestureArena.update(in: world) { $0.forget(entity, in: world) }
            world.withResource(SpatialIndex.self) { $0.remove(entity) }
        }
        schedule.add(PointerFrameSystem(), to: .input)
        schedule.add(MouseEmulationSystem(), to: .input)
        schedule.add(KeyboardSystem(), to: .input)
        schedule.add(PickingSystem(), to: .picking)
        schedule.add(GestureSystem(), to: .gestures)
        schedule.add(SceneSystem(simulation: self), to: .scene)
        schedule.add(ScrollSystem(), to: .scene)
        schedule.add(GlideSystem(), to: .animation)
        schedule.add(AnimationSystem(), to: .animation)
        schedule.add(PresentationSystem(), to: .transforms)
        schedule.add(TransformSystem(), to: .transforms)
        schedule.add(LogSystem(), to: .log)
        schedule.add(PointerTrailSystem(), to: .log)
    }

    /// The resources a scene starts with.
    private func resetResources() {
        world.insertResource(Time())
        world.insertResource(Camera())
        world.insertResource(Log())
        // Reduce Motion is the user's, not the scene's: it outlasts a reset or a new scene.
        var settings = SceneSettings()
        settings.reduceMotion = world.resourceIfPresent(SceneSettings.self)?.reduceMotion ?? false
        world.insertResource(settings)
        world.insertResource(MouseEmulation())
        world.insertResource(CameraGesture())
        world.insertResource(GestureArena())
        world.insertResource(HoverState())
        world.insertResource(DrawingOrder())
        world.insertResource(PointerTrails())
        world.insertResource(TransformState())
        world.withResource(SpatialIndex.self) { $0.removeAll() }
    }

    /// Replaces whatever runs with `scene`.
    public func load(_ scene: any SceneContent) {
        world.removeAll()
        resetResources()
        self.scene = scene
        scene.install(in: self)
        updateTransforms()
    }

    /// Starts the scene over (the R key), keeping the clock and the log. Gestures under way are
    /// cancelled first, as on a focus loss, and logged: a gesture that began ends or is cancelled.
    public func resetScene() {
        guard let scene else { return }
        var cancellations = EventReader<GestureEvent>()
        _ = cancellations.read(world)
        GestureArena.update(in: world) { arena in
            arena.time = world.resource(Time.self)
            arena.cancelAll(at: now, in: world)
        }
        for event in cancellations.read(world) {
            // The scene's event queues go with it: the log stage will not see these.
            if let name = event.entityName { world[resource: Log.self].entries.append(LogEntry(time: event.time, entity: name, event: event.kind.rawValue)) }
        }
        let (time, log) = (world.resource(Time.self), world.resource(Log.self))
        load(scene.fresh())
        world.insertResource(time)
        world.insertResource(log)
    }

    // MARK: The tick

    /// The tick last run.
    public var tick: UInt64 { world.resource(Time.self).tick }
    /// The time of the tick last run, in seconds.
    public var now: Double { world.resource(Time.self).now }

    /// Runs tick `n` with `events` (already chosen for it).
    public func runTick(_ n: UInt64, events: some Sequence<InputEvent>) {
        world[resource: Time.self].tick = n
        world.withResource(PointerInput.self) { $0.start(with: events) }
        schedule.run(on: world)
    }

    /// Brings world transforms, the spatial index and the drawing order up to date now, between
    /// ticks (a tick does it itself).
    public func updateTransforms() {
        schedule.run(.transforms, on: world)
    }

    // MARK: Entities

    /// Creates an entity with a shape and an appearance (both target and presented).
    @discardableResult
    public func spawn(name: String? = nil, shape: ShapeKind?, appearance: Appearance, parent: Entity? = nil,
                      zIndex: Double = 0) -> Entity {
        world.spawnShape(name: name, shape: shape, appearance: appearance, parent: parent, zIndex: zIndex)
    }

    /// The entity named `name`, if any.
    public func entity(named name: String) -> Entity? { world.entity(named: name) }

    /// Appends a gesture-style event for `entity` to the log, at the current tick's time.
    public func record(_ entity: Entity, _ event: String) {
        world.log(world[Name.self, entity]?.value ?? entity.description, event)
    }

    /// Appends a scene event for the entity named `entity` to the log, at the current tick's time.
    public func recordNamed(_ entity: String, _ event: String) { world.log(entity, event) }
}

/// What a scene provides to a simulation.
public protocol SceneContent {
    /// Creates the scene's entities (and may add systems to the simulation's schedule).
    func install(in simulation: Simulation)
    /// Once per tick, after the gestures: bring entities in line with changed state.
    func afterInput(in simulation: Simulation)
    /// Once per tick, after ``afterInput(in:)``: scene logic such as momentum.
    func tick(in simulation: Simulation)
    /// A new, unstarted copy (for resetting).
    func fresh() -> any SceneContent
}

extension SceneContent {
    /// Nothing, unless the scene has something to do after the gestures.
    public func afterInput(in simulation: Simulation) {}
    /// Nothing, unless the scene has logic of its own each tick.
    public func tick(in simulation: Simulation) {}
}

/// Runs the loaded scene's own logic once a tick (``SceneContent/afterInput(in:)`` and
/// ``SceneContent/tick(in:)``).
struct SceneSystem: System {
    unowned let simulation: Simulation

    func run(in world: World) {
        guard let scene = simulation.scene else { return }
        scene.afterInput(in: simulation)
        scene.tick(in: simulation)
    }
}
