import TactileECS
import TactileGestures

/// The gestures attached to an entity (a component): each with how it composes with the
/// gestures of the entity's children, and its live recognizer.
///
/// ```swift
/// world.insert(Gestures(DragGesture().onChanged { drag in … }), for: card)
/// ```
///
/// Copies share their recognizers: an entity's gesture follows one interaction at a time.
public struct Gestures {
    public struct Attached {
        public var priority: GestureAttachment.Priority
        public var mask: GestureMask
        /// The gesture's recognizer, erased, seeing the entity's coordinate spaces.
        public var recognizer: AnyGesture<Void>.Recognizer
        /// The entity's coordinate spaces, which the gesture system keeps up to date.
        @usableFromInline let space: EntitySpace
        /// Whether it is a scroll view's pan (see ``GestureAttachment``).
        var scrollsContent = false
    }

    public var attached: [Attached] = []

    public init() {}

    /// One gesture, attached as `.gesture` would attach it.
    @inlinable public init<G: Gesture>(_ gesture: G, priority: GestureAttachment.Priority = .normal, mask: GestureMask = .all) {
        self.init([GestureAttachment(gesture, priority: priority, mask: mask)])
    }

    /// The attachments in order, each with a fresh recognizer.
    public init(_ attachments: [GestureAttachment]) {
        for attachment in attachments {
            let space = EntitySpace()
            attached.append(Attached(priority: attachment.priority, mask: attachment.mask,
                                     recognizer: attachment.makeEntityRecognizer(space), space: space,
                                     scrollsContent: attachment.scrollsContent))
        }
    }
}

/// The coordinate spaces of an entity, which the gesture system updates once a tick before its
/// gestures see input: every gesture of a composed interaction sees its own entity's. It also
/// holds the attached gesture's sender of ``GestureValueEvent``s, which the arena connects.
@usableFromInline final class EntitySpace {
    @usableFromInline var spaces = CoordinateSpaces.identity
    @usableFromInline var values: GestureValueSending?
    @usableFromInline init() {}
}

/// An attached gesture's recognizer, seeing its entity's coordinate spaces rather than those of
/// the interaction it is composed into. (Inlinable, as the attachment that makes it: the
/// gesture's tree is specialised where its type is known.)
@usableFromInline struct EntityRecognizer<Base: GestureRecognizer>: GestureRecognizer {
    @usableFromInline var base: Base
    @usableFromInline let space: EntitySpace
    @usableFromInline let values = GestureValueSender<Base.Value>()

    @inlinable init(base: Base, space: EntitySpace) {
        self.base = base
        self.space = space
        space.values = values
    }

    @inlinable var phase: GesturePhase { base.phase }
    @inlinable var value: Base.Value? { base.value }
    @inlinable func nextDeadline() -> Double { base.nextDeadline() }

    /// The value event is built only when the world has the queue for it (one test otherwise).
    @inlinable mutating func update(_ input: GestureInput, in context: GestureContext) -> Bool {
        let changed = base.update(input, in: context.with(spaces: space.spaces))
        if changed, values.events != nil { values.note(base.phase, base.value) }
        return changed
    }

    @inlinable mutating func reset() {
        base.reset()
        values.hasBegun = false
    }

    @inlinable mutating func attach(_ callbacks: GestureCallbacks) {
        values.queue = callbacks
        base.attach(callbacks)
    }

    @inlinable func describe(into nodes: inout [GestureNodeDescription], depth: Int) {
        base.describe(into: &nodes, depth: depth)
    }
}

extension World {
    /// Attaches gestures to an entity, after those it has.
    public func attach(_ attachments: [GestureAttachment], to entity: Entity) {
        guard !attachments.isEmpty else { return }
        let added = Gestures(attachments)
        let gestures = store(Gestures.self)
        if gestures.modify(entity, { $0.attached += added.attached }) == nil { gestures.insert(added, for: entity) }
    }

    /// Attaches one gesture (as `.gesture`, `.highPriorityGesture` or `.simultaneousGesture`
    /// would, by `priority`).
    ///
    /// ```swift
    /// world.attach(TapGesture().onEnded { print("tapped") }, to: star)
    /// ```
    @inlinable public func attach<G: Gesture>(_ gesture: G, to entity: Entity, priority: GestureAttachment.Priority = .normal,
                                   mask: GestureMask = .all) {
        attach([GestureAttachment(gesture, priority: priority, mask: mask)], to: entity)
    }
}
