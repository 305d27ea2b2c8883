/// Behaviour that runs once a frame on a ``World``: the schedule runs its systems stage by
/// stage, in a declared order (Bevy's systems).
///
/// ```swift
/// struct SnapOnRelease: System {
///     var released = EventReader<GestureEvent>()
///     mutating func run(in world: World) {
///         for event in released.read(world) where event.kind == .ended { snap(event.entity, in: world) }
///     }
/// }
/// schedule.add(SnapOnRelease(), to: .scene)
/// ```
///
/// A system keeps its own state (readers, caches of its own) in its stored properties. While it
/// runs, ``World/lastRun`` is the tick it last ran at, for asking what changed since.
public protocol System {
    /// The name the schedule lists it by: the type's name unless it says otherwise.
    var name: String { get }
    /// Does the system's work for this frame.
    mutating func run(in world: World)
}

extension System {
    public var name: String { String(describing: Self.self) }
}

/// A system made of a closure, for small ones.
///
/// ```swift
/// schedule.add(to: .scene, named: "gravity") { world in … }
/// ```
public struct ClosureSystem: System {
    /// The name the schedule lists it under.
    public let name: String
    let body: (World) -> Void

    /// A system that runs `body`: `ClosureSystem(name: "spin") { world in … }`.
    public init(name: String, _ body: @escaping (World) -> Void) {
        self.name = name
        self.body = body
    }

    /// Runs the closure.
    public func run(in world: World) { body(world) }
}

extension World {
    /// The tick the running system last ran at (0: never): what "changed since I last ran"
    /// compares with. Outside a system, the tick the last frame's schedule ended at.
    public var lastRun: ChangeTick { clock.lastRun }
}
