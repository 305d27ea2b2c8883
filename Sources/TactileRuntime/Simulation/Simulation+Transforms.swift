import TactileGestures

extension Simulation {
    /// Local → parent for a presented appearance: scale, then rotate, about the centre, then
    /// move the centre to the position. The rotation's sine and cosine are computed only when
    /// the rotation changed since `presentation` was last asked (which drops the box numbers
    /// worked out with them).
    @inline(__always) static func localTransform(_ presentation: inout Presentation) -> AffineTransform {
        let appearance = presentation.appearance
        var (scale, radians) = (appearance.scale, appearance.rotation.radians)
        // Both finite, as they nearly always are, in one test (x − x is NaN unless x is finite).
        if (scale - scale) + (radians - radians) != 0 {
            scale = scale.isFinite ? scale : 1
            radians = radians.isFinite ? radians : 0
        }
        if presentation.local.radians != radians {
            (presentation.local.radians, presentation.local.sin, presentation.local.cos) = (radians, sin(radians), cos(radians))
            // Marked by the version, which no count reaches: a scale's bits could match any
            // marker, NaN's included (a presentation written through the store may hold one).
            presentation.local.boxVersion = .max
        }
        let (sine, cosine) = (presentation.local.sin, presentation.local.cos)
        return AffineTransform(a: scale * cosine, b: scale * sine, c: -(scale * sine), d: scale * cosine,
                               tx: appearance.position.x, ty: appearance.position.y)
    }

    /// What `movedMarks` holds at `entity`'s index once it moved in this transform pass: the
    /// pass's stamp in the low 32 bits (never 0), its generation above (another generation's
    /// mark differs).
    @inline(__always) func moveMark(of entity: EntityID) -> UInt64 { markPass | UInt64(entity.generation) << 32 }

    /// A mark's step from one transform pass to the next: the stamps are its multiples, below
    /// 2³², so that a mark of the pass before, or a refreshed one, is an addition away.
    static let markPassStep: UInt64 = 2

    /// What a mark holds besides when the animation pass refreshed the entity's transform
    /// (it is in `refreshedEntities`): below the step.
    static let refreshedMark: UInt64 = 1

    /// Notes that an entity's presented appearance or manipulation changed; `presentationSlot`
    /// is its presentation's slot, if the caller has it at hand (−1 if not); `padded` says that
    /// `movedMarks` already has room for it.
    /// Once per entity per tick, however often it moves: its transform is refreshed once.
    @inline(__always) func markMoved(_ entity: EntityID, presentationSlot: Int = -1, padded: Bool = false) {
        let i = Int(entity.index)
        if !padded && i >= movedMarks.count { movedMarks.pad(to: i + 1, with: 0) }
        let mark = moveMark(of: entity)
        // Unchecked: padded just above.
        let old = movedMarks[unchecked: i]
        guard old | Self.refreshedMark != mark | Self.refreshedMark else { return }
        noteMoved(entity, mark: mark, old: old, presentationSlot: presentationSlot)
    }

    /// Notes the first move in the pass of `entity`, whose mark is `old` (not of this pass)
    /// and is to be `mark`, not refreshed, in `movedEntities`.
    @inline(__always) private func noteMoved(_ entity: EntityID, mark: UInt64, old: UInt64, presentationSlot: Int) {
        if old == mark &- Self.markPassStep { movedAgainCount &+= 1 }
        movedMarks[unchecked: Int(entity.index)] = mark
        movedEntities.append(MovedEntity(entity: entity, presentationSlot: presentationSlot))
    }

    /// ``markMoved(_:presentationSlot:padded:)``, which on the entity's first move in the pass
    /// asks `refresh` to refresh its transform, if it can (then it is noted in
    /// `refreshedEntities`, which the transform pass passes over: unless it is there already,
    /// refreshed in the pass before).
    @inline(__always) func markMoved(_ entity: EntityID, presentationSlot: Int, padded: Bool, refreshing refresh: () -> Bool) {
        let i = Int(entity.index)
        if !padded && i >= movedMarks.count { movedMarks.pad(to: i + 1, with: 0) }
        let mark = moveMark(of: entity)
        // Unchecked: padded just above.
        let old = movedMarks[unchecked: i]
        // Refreshed in the pass before, as a flung entity is tick after tick, and not moved in
        // this one yet: asked first, as that entity is then asked nothing else.
        let refreshedBefore = old == mark &- (Self.markPassStep &- Self.refreshedMark)
        if !refreshedBefore {
            guard old | Self.refreshedMark != mark | Self.refreshedMark else { return }
        }
        if refresh() {
            movedMarks[unchecked: i] = mark | Self.refreshedMark
            if refreshedBefore {
                refreshedAgainCount &+= 1
            } else {
                if old == mark &- Self.markPassStep { movedAgainCount &+= 1 }
                refreshedEntities.append(entity)
            }
        } else {
            noteMoved(entity, mark: mark, old: old, presentationSlot: presentationSlot)
        }
    }

    /// Brings world transforms up to date with presented appearances:
    /// only the entities that moved, unless one of them has children or the scene changed.
    /// O(moved), or O(entities × depth) after structural changes.
    public func updateTransforms() {
        updateGridDepths()
        // Whether a moved entity has children is asked here, once, rather than as each is
        // marked: most scenes have no parents at all. (An entity only gains children by a
        // spawn, which refreshes everything anyway.)
        if !hasChildren.isEmpty && !allTransformsAreStale {
            let hasChildren = { (entity: EntityID) in Int(entity.index) < self.hasChildren.count && self.hasChildren[Int(entity.index)] }
            // Of the refreshed entities, those refreshed in this pass: the others moved before.
            aMovedEntityHasChildren = movedEntities.contains { hasChildren($0.entity) }
                || refreshedEntities.contains { hasChildren($0) && movedMarks[Int($0.index)] == moveMark(of: $0) | Self.refreshedMark }
        }
        // Nothing to lend the presentations for when nothing moved, this tick or the last (no
        // previous transform to catch up either).
        if allTransformsAreStale || aMovedEntityHasChildren || movedEntities.count > 0 || movedLastTick.count > 0
            || refreshedEntities.count > 0 {
            presentations.withDenseStorage { presented in
                if allTransformsAreStale || aMovedEntityHasChildren {
                    refreshAllTransforms(in: presented)
                    movedEntities.removeAll()
                    refreshedEntities.removeAll()
                } else {
                    // Nothing reads previous transforms during a tick, so last tick's moves catch up
                    // here rather than when the tick starts: an entity moving again catches up as it
                    // is refreshed, its presentation looked up once and in cache for both.
                    // A despawned entity has no presentation any more (nor has another entity
                    // reusing its index under its generation): the slot lookup skips it (and a
                    // despawn rearranges the slots, so a noted slot is not taken then).
                    // Unchecked: positions below the count, and a moved entity's index was padded
                    // for when it was marked. (Loops of their own: a closure would keep the refresh
                    // out of line.)
                    if movedAgainCount != movedLastTick.count { catchUpPreviousTransforms(in: presented) }
                    if refreshedAgainCount != refreshedLastTickCount { dropRefreshedEntitiesNotRefreshedAgain(in: presented) }
                    // A noted slot is taken while the slots hold: one unsigned comparison tells both
                    // that and that one was noted (−1 lies above every count).
                    let notedSlotsBelow = UInt(presentations.rearrangements == movedSlotsVersion ? presented.count : 0)
                    // Asked once for the pass: refreshing changes neither.
                    let (mayCompose, boxVersion, tick) = (self.mayCompose, self.boxVersion, self.tick)
                    var position = 0
                    while position < movedEntities.count {
                        let moved = movedEntities[unchecked: position]
                        let entity = moved.entity
                        if let slot = UInt(bitPattern: moved.presentationSlot) < notedSlotsBelow ? moved.presentationSlot : presentations.slot(of: entity) {
                            presented[slot].previousWorldTransform = presented[slot].worldTransform
                            refreshTransform(at: slot, of: entity, in: presented, mayCompose: mayCompose, boxVersion: boxVersion,
                                             tick: tick)
                        }
                        position += 1
                    }
                }
            }
        }
        grid.settle(at: tick)
        movedLastTick.swapContents(with: movedEntities)
        movedEntities.removeAll()
        (refreshedLastTickCount, refreshedAgainCount) = (refreshedEntities.count, 0)
        (movedLastTickSlotsVersion, movedSlotsVersion) = (movedSlotsVersion, presentations.rearrangements)
        movedAgainCount = 0
        advanceMarkPass()
        (allTransformsAreStale, aMovedEntityHasChildren) = (false, false)
    }

    /// Moves marks on to the next transform pass: this pass's become the pass before's. Once
    /// the passes a mark can tell run out (after 2³¹ − 1), every mark is cleared.
    @inline(__always) private func advanceMarkPass() {
        markPass &+= Self.markPassStep
        if markPass == 1 << 32 { clearMarks() }
    }

    /// Clears every mark and starts their passes over; the refreshed entities stay marked as
    /// refreshed in the pass before. Out of line: it is rare.
    @inline(never)
    private func clearMarks() {
        for i in movedMarks.indices { movedMarks[unchecked: i] = 0 }
        // Not the first stamp: the pass before's is then not 0, which a cleared mark is.
        markPass = 2 * Self.markPassStep
        refreshedEntities.forEachElement { entity in
            // Within the marks only: a scene's load empties them while the list still holds the
            // old scene's entities, which its pass drops straight after.
            guard Int(entity.index) < movedMarks.count else { return }
            movedMarks[unchecked: Int(entity.index)] = moveMark(of: entity) &- (Self.markPassStep &- Self.refreshedMark)
        }
    }

    /// Refreshes every transform, previous transforms included (nothing was drawn with them).
    /// Out of line: it is rare, and inlined it would leave the refresh loop of the moved
    /// entities too large for the refresh to be inlined there.
    @inline(never)
    private func refreshAllTransforms(in presented: UnsafeMutableBufferPointer<Presentation>) {
        // Neither list holds anything after this pass: no mark is to count as of the pass
        // before the next (the pass ends with another step).
        advanceMarkPass()
        let (mayCompose, boxVersion, tick) = (self.mayCompose, self.boxVersion, self.tick)
        for position in presented.indices {
            refreshTransform(at: position, of: presentations.owners[position], in: presented,
                             mayCompose: mayCompose, boxVersion: boxVersion, tick: tick)
            presented[position].previousWorldTransform = presented[position].worldTransform
        }
    }

    /// Gives the entities of `movedLastTick` that did not move again their previous transform:
    /// the one they were drawn with last. Out of line: inlined it would leave the refresh loop
    /// too large for the refresh to be inlined.
    @inline(never)
    private func catchUpPreviousTransforms(in presented: UnsafeMutableBufferPointer<Presentation>) {
        // Unchecked: positions below the count.
        let notedSlotsHold = presentations.rearrangements == movedLastTickSlotsVersion
        var position = 0
        while position < movedLastTick.count {
            let moved = movedLastTick[unchecked: position]
            let entity = moved.entity
            let i = Int(entity.index)
            let mark = i < movedMarks.count ? movedMarks[unchecked: i] : 0
            // Moved again whether refreshed or not.
            guard mark | Self.refreshedMark != moveMark(of: entity) | Self.refreshedMark else {
                position += 1
                continue
            }
            if let slot = notedSlotsHold && moved.presentationSlot >= 0 ? moved.presentationSlot : presentations.slot(of: entity) {
                presented[slot].previousWorldTransform = presented[slot].worldTransform
            }
            position += 1
        }
    }

    /// Takes out of `refreshedEntities` those not refreshed in this pass, giving those that did
    /// not move at all their previous transform (as ``catchUpPreviousTransforms(in:)`` does).
    /// Out of line, as that is.
    @inline(never)
    private func dropRefreshedEntitiesNotRefreshedAgain(in presented: UnsafeMutableBufferPointer<Presentation>) {
        refreshedEntities.removeAll { entity in
            let mark = moveMark(of: entity)
            // Unchecked: a refreshed entity's index was padded for when it was marked.
            let old = movedMarks[unchecked: Int(entity.index)]
            guard old != mark | Self.refreshedMark else { return false }
            // A despawned entity has no presentation any more (nor has another entity reusing
            // its index under its generation).
            if old != mark, let slot = presentations.slot(of: entity) {
                presented[slot].previousWorldTransform = presented[slot].worldTransform
            }
            return true
        }
    }

    /// Refreshes the transforms and grid cells of `entity`, whose presentation is `presented[slot]`.
    /// `mayCompose` says whether any entity has a manipulation or a parent, `boxVersion` is
    /// ``boxVersion``, `tick` the clock's tick: all asked once per pass.
    @inline(__always)
    private func refreshTransform(at slot: Int, of entity: EntityID, in presented: UnsafeMutableBufferPointer<Presentation>,
                                  mayCompose: Bool, boxVersion: UInt64, tick: UInt64) {
        if mayCompose, manipulations.slot(of: entity) != nil || parents.slot(of: entity) != nil {
            return refreshComposedTransform(at: slot, of: entity, in: presented)
        }
        // Most entities: the transform is the appearance's, whose linear part is a finite
        // scale times a sine and cosine, finite; only the position can have overflowed.
        // While the rotation and the scale are, bit for bit, those the box numbers were last
        // worked out with (finite: they were sanitized), and the shapes stay, only the
        // translation changes: one comparison of both instead of testing each, and the
        // shape need not be read. (The same operations on the same numbers as
        // `localTransform`; the centre's x is a·x + c·y, then + tx.)
        // The transform's linear part is then the one stored with the box numbers (see
        // ``LocalGeometry``): only the translation is written.
        let translation: SIMD2<Double>
        let fast = Self.keepsBoxNumbers(at: slot, in: presented, boxVersion: boxVersion)
        if fast {
            let position = presented[slot].appearance.position
            translation = SIMD2(position.x, position.y)
        } else {
            guard let measured = remeasure(at: slot, of: entity, in: presented, boxVersion: boxVersion) else { return }
            translation = SIMD2(measured.tx, measured.ty)
        }
        let box = Self.gridBox(at: slot, in: presented, translation: translation)
        // x − x is 0 exactly when x is finite: one vector test. A finite box tells a finite
        // translation too (its corner is the translation plus numbers that are finite if it
        // is): one test instead of one of the translation and another of the box when placing it.
        if box - box != .zero {
            // Taken out of the grid (as a placing of an unbounded box does), with its transform
            // set only if that is finite (`remeasure` set it already).
            guard !fast || (translation.x - translation.x) + (translation.y - translation.y) == 0 else { return }
            if fast { (presented[slot].worldTransform.tx, presented[slot].worldTransform.ty) = (translation.x, translation.y) }
            return grid.remove(entity)
        }
        if fast { (presented[slot].worldTransform.tx, presented[slot].worldTransform.ty) = (translation.x, translation.y) }
        grid.place(entity, finite: SpatialGrid.Box(x: box.x, y: box.y, width: box.z, height: box.w), tick: tick)
    }

    /// Whether the rotation and the scale of `presented[slot]` are, bit for bit, those its box
    /// numbers were last worked out with (finite: they were sanitized), under `boxVersion`
    /// (``boxVersion``): then its world transform's linear part is the one stored with them
    /// (see ``LocalGeometry``), and a refresh changes only the translation. One comparison of
    /// both instead of testing each.
    @inline(__always)
    private static func keepsBoxNumbers(at slot: Int, in presented: UnsafeMutableBufferPointer<Presentation>, boxVersion: UInt64) -> Bool {
        let turn = SIMD2(presented[slot].appearance.rotation.radians.bitPattern, presented[slot].appearance.scale.bitPattern)
        return turn == SIMD2(presented[slot].local.radians.bitPattern, presented[slot].local.boxScale)
            && presented[slot].local.boxVersion == boxVersion
    }

    /// The grid box (x, y, width, height) of `presented[slot]` under a transform with the
    /// linear part its box numbers were worked out with and `translation`: those numbers about
    /// the translation (the same operations as ``boundingBox(of:under:)``; the centre's x is
    /// a·x + c·y, then + tx).
    @inline(__always)
    private static func gridBox(at slot: Int, in presented: UnsafeMutableBufferPointer<Presentation>,
                                translation: SIMD2<Double>) -> SIMD4<Double> {
        let centre = SIMD2(presented[slot].local.boxCentreX, presented[slot].local.boxCentreY)
        let extent = SIMD2(presented[slot].local.extentX, presented[slot].local.extentY)
        return SIMD4(lowHalf: centre + translation - extent, highHalf: 2 * extent)
    }

    /// Refreshes the transform and grid box of `entity`, whose presentation `presented[slot]`
    /// has just been moved to `position` by the animation pass, as the transform pass would
    /// (``refreshTransform(at:of:in:mayCompose:boxVersion:tick:)``), when that is the
    /// translation-only refresh of an entity moving in the grid; returns whether it did
    /// (else nothing changed). For the entity's first move in the pass (its refresh by
    /// ``markMoved(_:presentationSlot:padded:refreshing:)``), while no entity's transform is
    /// composed and no despawn waits (it changes ``boxVersion``, and may move entities
    /// again): the position then stays as presented until the transform pass, which is
    /// spared reading it back, and looking up and testing the entity again.
    @inline(__always)
    func refreshMovedPosition(_ position: Point, of entity: EntityID, at slot: Int, in presented: UnsafeMutableBufferPointer<Presentation>,
                              boxVersion: UInt64, tick: UInt64) -> Bool {
        guard Self.keepsBoxNumbers(at: slot, in: presented, boxVersion: boxVersion) else { return false }
        let translation = SIMD2(position.x, position.y)
        let box = Self.gridBox(at: slot, in: presented, translation: translation)
        guard box - box == .zero,
              grid.placeIfMoving(entity, finite: SpatialGrid.Box(x: box.x, y: box.y, width: box.z, height: box.w), tick: tick) else {
            return false
        }
        presented[slot].previousWorldTransform = presented[slot].worldTransform
        (presented[slot].worldTransform.tx, presented[slot].worldTransform.ty) = (translation.x, translation.y)
        return true
    }

    /// ``refreshTransform(at:of:in:mayCompose:boxVersion:tick:)`` of an entity whose rotation,
    /// scale or shape changed: sets its world transform and box numbers, and returns the
    /// transform (`nil`: it overflowed, or there is no shape, and the grid is left as it is).
    /// Out of line: inlined it would leave the refresh loop too large for the grid's placing
    /// to be inlined.
    @inline(never)
    private func remeasure(at slot: Int, of entity: EntityID, in presented: UnsafeMutableBufferPointer<Presentation>,
                           boxVersion: UInt64) -> AffineTransform? {
        let world = Self.localTransform(&presented[slot])
        guard (world.tx - world.tx) + (world.ty - world.ty) == 0 else { return nil }
        presented[slot].worldTransform = world
        // Measured again whatever changed: the same numbers if it was only a −0 for a +0.
        guard measureBox(at: slot, of: entity, in: presented, boxVersion: boxVersion) else {
            // No box numbers, nor a linear part stored with them: measured again next time.
            presented[slot].local.boxVersion = .max
            return nil
        }
        return world
    }

    /// Whether some entity has a manipulation or a parent, whose transform is composed.
    var mayCompose: Bool { manipulations.count != 0 || parents.count != 0 }

    /// What the box numbers of a presentation were worked out under: the shapes' version, and
    /// the presentations' (which the runtime's own writes of presented appearances leave as it
    /// is), so that a changed shape or a presentation copied to another entity is measured
    /// again. Both only count up: their sum moves whenever either does.
    var boxVersion: UInt64 { shapes.version &+ presentations.version }

    /// Works out the box numbers of `presented[slot].local` for `entity`'s shape under its world
    /// transform, just set from its local one; `false` if it has no shape. (The transform is
    /// read back rather than passed: passed, it was stored to the stack on every refresh.)
    /// They are noted as worked out for the scale as the transform has it (sanitized), and
    /// `boxVersion` (``boxVersion``).
    @inline(__always)
    private func measureBox(at slot: Int, of entity: EntityID, in presented: UnsafeMutableBufferPointer<Presentation>,
                            boxVersion: UInt64) -> Bool {
        guard let shape = shapes.slot(of: entity, guess: slot) else { return false }
        let world = presented[slot].worldTransform
        let rect = shapes.read(at: shape) { $0.pointee.hitBounds }
        let (x, y) = (rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2)
        let (halfWidth, halfHeight) = (abs(rect.size.width) / 2, abs(rect.size.height) / 2)
        presented[slot].local.boxCentreX = world.a * x + world.c * y
        presented[slot].local.boxCentreY = world.b * x + world.d * y
        presented[slot].local.extentX = abs(world.a) * halfWidth + abs(world.c) * halfHeight
        presented[slot].local.extentY = abs(world.b) * halfWidth + abs(world.d) * halfHeight
        let scale = presented[slot].appearance.scale
        (presented[slot].local.boxScale, presented[slot].local.boxVersion) = ((scale.isFinite ? scale : 1).bitPattern, boxVersion)
        return true
    }

    /// ``refreshTransform(at:of:in:)`` for an entity with a manipulation or a parent: its
    /// transform is composed, and not taken if it overflowed (the entity stays where it was
    /// drawn). Out of line: it is rare, and inlined it would leave the refresh loop too large for
    /// the rest to be inlined.
    @inline(never)
    private func refreshComposedTransform(at slot: Int, of entity: EntityID, in presented: UnsafeMutableBufferPointer<Presentation>) {
        let world = worldTransform(at: slot, of: entity, in: presented, depth: 0)
        // x − x is 0 exactly when x is finite, NaN otherwise: one test instead of six.
        let overflow = (world.a - world.a) + (world.b - world.b) + (world.c - world.c) + (world.d - world.d)
            + (world.tx - world.tx) + (world.ty - world.ty)
        guard overflow == 0 else { return }
        presented[slot].worldTransform = world
        // Not the linear part of the appearance's own transform: none is stored with its box numbers.
        presented[slot].local.boxVersion = .max
        if let shape = shapes.slot(of: entity, guess: slot) {
            let hitBounds = shapes.read(at: shape) { $0.pointee.hitBounds }
            grid.place(entity, bounds: Self.boundingBox(of: hitBounds, under: world), tick: tick)
        }
    }

    /// What the grid orders an entity by: its z-index, 0 without one (or for NaN, which has no
    /// order).
    @inline(__always) func depth(of entity: EntityID) -> Double {
        guard let slot = zIndices.slot(of: entity) else { return 0 }
        let z = zIndices.storage[slot].value
        return z.isNaN ? 0 : z
    }

    /// Gives the grid every shape's depth again when z-indices changed since it last had them
    /// (an entity whose z-index was removed counts as 0, as everywhere): before placing
    /// entities and before a hit test. O(shapes) after a change of z-index, O(1) otherwise —
    /// instead of looking the depth up each time a moving entity is placed.
    func updateGridDepths() {
        // Both only count up: their sum moves whenever either does (a z-index set, or a shape
        // given to an entity that has a z-index already).
        let version = zIndices.version &+ shapes.version
        guard grid.depthsVersion != version else { return }
        for entity in shapes.owners { grid.setDepth(depth(of: entity), of: entity) }
        grid.depthsVersion = version
    }

    /// The axis-aligned box around `rect` mapped by `transform`: the mapped centre, plus the
    /// half extents each axis of the map stretches the rect's half size to.
    @inline(__always) static func boundingBox(of rect: Rect, under transform: AffineTransform) -> Rect {
        // A negative size (a shape given one) spans the same box as its positive.
        let centre = transform.apply(to: Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2))
        let (halfWidth, halfHeight) = (abs(rect.size.width) / 2, abs(rect.size.height) / 2)
        let extentX = abs(transform.a) * halfWidth + abs(transform.c) * halfHeight
        let extentY = abs(transform.b) * halfWidth + abs(transform.d) * halfHeight
        return Rect(x: centre.x - extentX, y: centre.y - extentY, width: 2 * extentX, height: 2 * extentY)
    }

    /// Local → parent for the entity whose presentation is `presented[slot]`: its appearance's
    /// transform, then its manipulation's.
    @inline(__always)
    private func ownTransform(at slot: Int, of entity: EntityID, in presented: UnsafeMutableBufferPointer<Presentation>) -> AffineTransform {
        let local = Self.localTransform(&presented[slot])
        // Looked up by slot: most entities have none, and asking costs no copy.
        guard let manipulation = manipulations.slot(of: entity) else { return local }
        return local.concatenating(manipulations.storage[manipulation].transform(about: presented[slot].appearance.position))
    }

    /// Local → scene for the entity whose presentation is `presented[slot]`. Inlined where
    /// it is asked; the parents' part stays out of line (it recurses).
    @inline(__always)
    private func worldTransform(at slot: Int, of entity: EntityID, in presented: UnsafeMutableBufferPointer<Presentation>,
                                depth: Int) -> AffineTransform {
        let local = ownTransform(at: slot, of: entity, in: presented)
        guard depth < 64, let link = parents.slot(of: entity) else { return local }
        return parented(local, link: link, depth: depth, in: presented)
    }

    /// `local` followed by the world transform of the parent in `parents.storage[link]`.
    private func parented(_ local: AffineTransform, link: Int, depth: Int,
                          in presented: UnsafeMutableBufferPointer<Presentation>) -> AffineTransform {
        let parent = parents.storage[link].entity
        guard world.isAlive(parent) else { return local }
        // A parent without a presentation is the identity, composed all the same (it may turn
        // a −0 into +0).
        guard let parentSlot = presentations.slot(of: parent) else { return local.concatenating(.identity) }
        return local.concatenating(worldTransform(at: parentSlot, of: parent, in: presented, depth: depth + 1))
    }

    /// The entity's centre in scene coordinates.
    public func sceneCentre(of entity: EntityID) -> Point {
        (presentations[entity]?.worldTransform ?? .identity).apply(to: Point.zero)
    }

    /// The topmost entity whose shape (or content shape) contains `point` (scene coordinates),
    /// and which takes part in hit testing.
    /// Candidates come from the spatial grid; the topmost is the one with the highest z-index
    /// (ties: the later entity).
    public func hitTest(_ point: Point) -> EntityID? {
        guard point.isFinite else { return nil }
        updateGridDepths()
        // The boxes the grid is vouched for are measured from shapes and transforms: a change
        // made through the stores' API, which no placement follows, takes them all back.
        return grid.topmost(at: point, boxesVersion: boxVersion) { entity, gridBox in
            // A spawn gives an entity its shape and presentation together: they share a slot.
            guard let presentation = presentations.slot(of: entity), let shape = shapes.slot(of: entity, guess: presentation) else {
                return SpatialGrid.Verdict(hits: false, vouchesForBox: false)
            }
            // Most candidates of a crowded cell are missed by far: their box tells, without
            // inverting the transform or testing the shape — or asking whether the entity is
            // alive, two more arrays' reads for each (one that is not fails either way).
            var vouches = false
            if let box = Self.exactBox(of: shapes.storage[shape].hitBounds, under: presentations.storage[presentation].worldTransform) {
                // The grid's box is this one: later queries can rule the entity out by it alone.
                vouches = gridBox == box
                if box.clearlyExcludes(point) { return SpatialGrid.Verdict(hits: false, vouchesForBox: vouches) }
            }
            // Read in place: a presentation is a few hundred bytes.
            let hits = world.isAlive(entity) && presentations.storage[presentation].appearance.opacity > 0
                && shapes.storage[shape].hitShape.contains(presentations.storage[presentation].inverseWorldTransform.apply(to: point))
            return SpatialGrid.Verdict(hits: hits, vouchesForBox: vouches)
        }
    }

    /// The box around `bounds` (local) mapped by `transform`, where a point clearly outside it
    /// (``SpatialGrid/Box/clearlyExcludes(_:)``) fails the exact test (the point mapped back,
    /// inside the shape, which lies in its bounds). Only given for a transform whose inverse is
    /// accurate: not for one close to collapsing the plane (whose hit test falls back to the
    /// identity), nor for a shape without area (a flat triangle's test reaches past its bounds
    /// along its line).
    @inline(__always) static func exactBox(of bounds: Rect, under transform: AffineTransform) -> SpatialGrid.Box? {
        guard bounds.size.width != 0, bounds.size.height != 0 else { return nil }
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        let det = a * d - b * c
        guard det.isNormal, det.magnitude >= 1e-6 * (a * a + b * b + c * c + d * d) else { return nil }
        let box = boundingBox(of: bounds, under: transform)
        return SpatialGrid.Box(x: box.origin.x, y: box.origin.y, width: box.size.width, height: box.size.height)
    }

    /// `entity` and its ancestors, innermost first.
    public func hitPath(from entity: EntityID) -> [EntityID] {
        var path: [EntityID] = []
        hitPath(from: entity, into: &path)
        return path
    }

    /// Writes `entity` and its ancestors into `path` (cleared first, capacity kept).
    func hitPath(from entity: EntityID, into path: inout [EntityID]) {
        path.removeAll(keepingCapacity: true)
        path.append(entity)
        var current = entity
        while let parent = parents[current]?.entity, world.isAlive(parent), path.count < 64 {
            path.append(parent)
            current = parent
        }
    }

    /// The slots of `entity`'s presentation and shape, from which ``localSpace(presentation:shape:)``
    /// reads its local space: kept, they stand while neither store is rearranged.
    @inline(__always) func localSpaceSlots(of entity: EntityID) -> (presentation: Int?, shape: Int?) {
        let presentation = presentations.slot(of: entity)
        // A spawn gives an entity its shape and presentation together: they share a slot.
        return (presentation, shapes.slot(of: entity, guess: presentation ?? 0))
    }

    /// The local space and bounds of the coordinate spaces an entity's gestures see, from the slots
    /// ``localSpaceSlots(of:)`` gives: `.local` has its origin at the top left of the entity's
    /// unrotated frame, so translations stay in scene units and directions. Parts rather than a
    /// ``CoordinateSpaces``, which the dispatcher updates in place.
    @inline(__always) func localSpace(presentation: Int?, shape: Int?) -> (local: AffineTransform, bounds: Rect) {
        // Read in place: a presentation is a few hundred bytes, a shape may hold a string.
        // The transform applied to the origin, products with zero included, as
        // `apply(to: .zero)` has it (they make an infinite entry NaN and a −0 +0), without
        // asking another module for its zero point each time.
        let centre = presentation.map { slot in
            presentations.read(at: slot) {
                let world = $0.pointee.worldTransform
                return Point(x: world.a * 0 + world.c * 0 + world.tx, y: world.b * 0 + world.d * 0 + world.ty)
            }
        } ?? .zero
        let half = shape.map { slot in
            shapes.read(at: slot) { Vector(width: $0.pointee.bounds.size.width / 2, height: $0.pointee.bounds.size.height / 2) }
        } ?? .zero
        let scale = presentation.map { slot in presentations.read(at: slot) { $0.pointee.appearance.scale } } ?? 1
        let origin = Point(x: centre.x - half.width * scale, y: centre.y - half.height * scale)
        return (AffineTransform(translationX: -origin.x, y: -origin.y),
                Rect(x: 0, y: 0, width: 2 * half.width * scale, height: 2 * half.height * scale))
    }
}

/// An entity marked as moved, and its presentation's slot when it was marked (−1: not known).
struct MovedEntity: BitwiseCopyable {
    var entity: EntityID
    var presentationSlot: Int
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
