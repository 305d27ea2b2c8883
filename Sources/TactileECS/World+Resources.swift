/// Resources: one value of a type that systems share, such as the camera, the clock's time or
/// the gesture arena (Bevy's `Res`).
///
/// ```swift
/// world.insertResource(Camera())
/// world[resource: Camera.self].zoom = 2     // changed in place
/// let camera = world.resource(Camera.self)
/// ```
///
/// A lookup is O(1) by type: a system looks a resource up once per run.
extension World {
    /// Holds one resource, so that a value type can be changed in place.
    @usableFromInline final class ResourceBox<Resource> {
        // Unchecked, as the stores' columns: resources are read and changed all through a tick.
        @exclusivity(unchecked) @usableFromInline var value: Resource
        @usableFromInline init(_ value: Resource) { self.value = value }
    }

    /// Adds `resource`, replacing one of the same type.
    public func insertResource<Resource>(_ resource: Resource) {
        resources[Resource.self] = ResourceBox(resource)
    }

    /// The resource of `type`, if there is one.
    @inlinable public func resourceIfPresent<Resource>(_ type: Resource.Type) -> Resource? {
        box(type)?.value
    }

    /// The resource of `type`. Traps if there is none: a system that needs one is set up with it.
    @inlinable public func resource<Resource>(_ type: Resource.Type) -> Resource {
        guard let box = box(type) else { missingResource(type) }
        return box.value
    }

    /// The resource of `type`, to read or change in place. Traps if there is none.
    @inlinable public subscript<Resource>(resource type: Resource.Type) -> Resource {
        get { resource(type) }
        _modify {
            guard let box = box(type) else { missingResource(type) }
            yield &box.value
        }
    }

    /// Lends the resource of `type` to `body` to read and change in place, for as long as the
    /// call: how a system works on a large resource (a struct of arrays) without copying it.
    /// Traps if there is none. `body` must not reach the same resource through the world.
    ///
    /// ```swift
    /// world.withResource(Log.self) { log in log.entries.removeAll() }
    /// ```
    @inlinable public func withResource<Resource, Result>(_ type: Resource.Type, _ body: (inout Resource) throws -> Result) rethrows -> Result {
        guard let box = box(type) else { missingResource(type) }
        return try body(&box.value)
    }

    @usableFromInline func missingResource(_ type: Any.Type) -> Never {
        preconditionFailure("no resource of type \(type) in this world")
    }

    /// Takes the resource of `type` away.
    public func removeResource<Resource>(_ type: Resource.Type) {
        resources[type] = nil
    }

    @inlinable func box<Resource>(_ type: Resource.Type) -> ResourceBox<Resource>? {
        // The table holds a box of `Resource` under its type, and nothing else there.
        resources[type].map { unsafeDowncast($0, to: ResourceBox<Resource>.self) }
    }
}
