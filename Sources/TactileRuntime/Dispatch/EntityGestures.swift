import TactileGestures

/// The gestures attached to one entity, each with its live recognizer.
public struct EntityGestures {
    public struct Attached {
        public var priority: GestureAttachment.Priority
        public var mask: GestureMask
        /// Shared by every interaction the entity takes part in (copies share one recognizer).
        public var recognizer: AnyGesture<Void>.Recognizer
        /// Where the entity is now, for the recognizer's coordinate spaces.
        let spaces: SpacesBox
    }

    public var attached: [Attached] = []
    /// The interaction the entity takes part in, if any.
    var interaction: Int?

    public init() {}
}

/// The coordinate spaces of an entity, updated by the runtime before each update of its
/// recognizer (the composition passes one context down; each entity needs its own).
@usableFromInline final class SpacesBox {
    /// The context the entity's recognizer is updated in: the entity's spaces, and the other
    /// fields of the context its update was given. Kept here and lent in place, so that an
    /// update copies no spaces (nor retains their named spaces).
    @exclusivity(unchecked) @usableFromInline var context = GestureContext()
    /// Yielded in place: the runtime sets a field of the spaces without copying them out and back.
    @inlinable var spaces: CoordinateSpaces {
        get { context.spaces }
        _modify { yield &context.spaces }
    }
    @usableFromInline init() {}
}

/// Gives an entity's recognizer the entity's own coordinate spaces.
@usableFromInline struct EntitySpaceRecognizer<Base: GestureRecognizer>: GestureRecognizer {
    @usableFromInline var base: Base
    @usableFromInline let spaces: SpacesBox

    @inlinable init(base: Base, spaces: SpacesBox) {
        self.base = base
        self.spaces = spaces
    }

    @inlinable @inline(__always) var phase: GesturePhase { base.phase }
    @inlinable @inline(__always) var value: Base.Value? { base.value }
    @inlinable @inline(__always) mutating func nextDeadline() -> Double { base.nextDeadline() }

    // Always inlined, with the update below: the erased recognizer's closure runs the whole tree, no
    // call per level.
    @inlinable @inline(__always) mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        Self.update(&base, input, in: context, as: &spaces.context)
    }

    /// Updates `base` in `context` with `entityContext`'s spaces, by setting the other fields
    /// of `entityContext`. Both inout: the compiler then lends `entityContext` to the update
    /// without copying it, as nothing else may write it meanwhile (a class property read for
    /// the call would be copied, with a retain and a release).
    @inlinable @inline(__always) static func update(_ base: inout Base, _ input: GestureInput, in context: GestureContext,
                                                    as entityContext: inout GestureContext) -> Bool {
        entityContext.setFlags(from: context)
        entityContext.history = context.history
        return base.update(input, in: entityContext)
    }

    @inlinable mutating func reset() { base.reset() }

    @inlinable func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        base.describe(into: &nodes, depth: depth)
    }
}

/// The entity's spaces change no flag of the context: a plain move stays plain.
extension EntitySpaceRecognizer: SteadyDeadlineRecognizer where Base: SteadyDeadlineRecognizer {}

extension Simulation {
    /// Attaches gestures to an entity (the declarative layer calls this when it mounts).
    public func attach(_ attachments: [GestureAttachment], to entity: EntityID) {
        guard !attachments.isEmpty else { return }
        var component = gestures[entity] ?? EntityGestures()
        for attachment in attachments {
            let box = SpacesBox()
            let recognizer = attachment.makeEntityRecognizer(box)
            component.attached.append(.init(priority: attachment.priority, mask: attachment.mask,
                                            recognizer: recognizer, spaces: box))
        }
        gestures[entity] = component
    }

    /// Attaches one gesture directly (for scenes written against the ECS).
    @inlinable public func attach<G: Gesture>(_ gesture: G, to entity: EntityID, priority: GestureAttachment.Priority = .normal,
                                   mask: GestureMask = .all) {
        attach([GestureAttachment(gesture, priority: priority, mask: mask)], to: entity)
    }
}
