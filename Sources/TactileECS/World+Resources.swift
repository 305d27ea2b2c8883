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
        // Unchecked, as the stores' columns: resources are read and changed all through a tick,
        // a few times per input, and the runtime never reaches a resource it has lent (its
        // callbacks run after the lend); a debug build checks that with `isLent`.
        @exclusivity(unchecked) @usableFromInline var value: Resource
        #if DEBUG
        /// Whether ``World/withResource(_:_:)`` has the value lent out now.
        @usableFromInline var isLent = false
        #endif
        @usableFromInline init(_ value: Resource) { self.value = value }

        /// Traps, in a debug build, if the value is lent out: reaching it would overlap the lend.
        @inlinable func checkNotLent() {
            #if DEBUG
            precondition(!isLent, "the resource \(Resource.self) was reached while lent by withResource")
            #endif
        }
    }

    /// Adds `resource`, replacing one of the same type.
    public func insertResource<Resource>(_ resource: Resource) {
        resources[Resource.self] = ResourceBox(resource)
    }

    /// The resource of `type`, if there is one.
    @inlinable public func resourceIfPresent<Resource>(_ type: Resource.Type) -> Resource? {
        guard let box = box(type) else { return nil }
        box.checkNotLent()
        return box.value
    }

    /// The resource of `type`. Traps if there is none: a system that needs one is set up with it.
    @inlinable public func resource<Resource>(_ type: Resource.Type) -> Resource {
        guard let box = box(type) else { missingResource(type) }
        box.checkNotLent()
        return box.value
    }

    /// The resource of `type`, to read or change in place. Traps if there is none.
    @inlinable public subscript<Resource>(resource type: Resource.Type) -> Resource {
        get { resource(type) }
        _modify {
            guard let box = box(type) else { missingResource(type) }
            box.checkNotLent()
            yield &box.value
        }
    }

    /// Lends the resource of `type` to `body` to read and change in place, for as long as the
    /// call: how a system works on a large resource (a struct of arrays) without copying it.
    /// Traps if there is none. `body` must not reach the same resource through the world (a
    /// debug build traps if it does).
    ///
    /// ```swift
    /// world.withResource(Log.self) { log in log.entries.removeAll() }
    /// ```
    @inlinable public func withResource<Resource, Result>(_ type: Resource.Type, _ body: (inout Resource) throws -> Result) rethrows -> Result {
        guard let box = box(type) else { missingResource(type) }
        #if DEBUG
        box.checkNotLent()
        box.isLent = true
        defer { box.isLent = false }
        #endif
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
