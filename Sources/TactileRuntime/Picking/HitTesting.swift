import TactileECS
import TactileGestures

extension World {
    /// The topmost entity whose shape (or content shape) contains `point` (scene coordinates)
    /// and which is visible and takes hits (``HitTesting``, on it and its ancestors): the
    /// highest z-index, ties to the later entity. Candidates come from the ``SpatialIndex`` as
    /// the last transform pass left it; z-indices are as they are now (one changed since that
    /// pass orders the point's candidates afresh, without changing the index).
    ///
    /// ```swift
    /// if let hit = world.hitTest(Point(x: 640, y: 400)) { print(world[Name.self, hit]?.value ?? "?") }
    /// ```
    public func hitTest(_ point: Point) -> Entity? {
        guard point.isFinite else { return nil }
        let (shapes, transforms, presentations) = (store(Shape.self), store(WorldTransform.self), store(Presentation.self))
        let scrolls = store(ScrollState.self)
        func hits(_ entity: Entity) -> Bool {
            guard isAlive(entity), let transform = transforms[entity],
                  (presentations.read(entity) { $0.appearance.opacity > 0 }) == true else { return false }
            guard shapes.read(entity, { $0.hitShape.contains(transform.inverse.apply(to: point)) }) == true else { return false }
            return !isHitTestingDisabled(entity) && !(!scrolls.isEmpty && isClipped(entity, at: point, scrolls, transforms))
        }
        let index = resource(SpatialIndex.self)
        guard zIndicesChanged(since: index.depthsSynced) else { return index.topmost(at: point, where: hits) }
        let zIndices = store(ZIndex.self)
        let candidates = index.entities(at: point).map { (depth: Self.depth(of: $0, in: zIndices), entity: $0) }
        let topDown = candidates.sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.entity.index > $1.entity.index }
        return topDown.first { hits($0.entity) }?.entity
    }

    /// Whether `point` (scene) is outside a scroll view that holds `entity`: content clipped
    /// away there takes no hits. O(depth).
    func isClipped(_ entity: Entity, at point: Point, _ scrolls: ComponentStore<ScrollState>,
                   _ transforms: ComponentStore<WorldTransform>) -> Bool {
        let parents = store(Parent.self)
        var current = entity
        for _ in 0..<64 {
            guard let parent = parents[current]?.entity, isAlive(parent) else { return false }
            if let viewport = scrolls.read(parent, { $0.viewport }), let transform = transforms[parent] {
                let local = transform.inverse.apply(to: point)
                if abs(local.x) > viewport.width / 2 || abs(local.y) > viewport.height / 2 { return true }
            }
            current = parent
        }
        return false
    }

    /// The part of the scene `entity` is drawn in: the intersection of the frames of the scroll
    /// views that hold it (as axis-aligned boxes), or `nil` where nothing clips it. O(depth).
    ///
    /// ```swift
    /// if let clip = world.clipRect(of: row) { print(clip) }
    /// ```
    public func clipRect(of entity: Entity) -> Rect? {
        let scrolls = store(ScrollState.self)
        guard !scrolls.isEmpty else { return nil }
        let (parents, transforms) = (store(Parent.self), store(WorldTransform.self))
        var clip: Rect?
        var current = entity
        for _ in 0..<64 {
            guard let parent = parents[current]?.entity, isAlive(parent) else { break }
            if let viewport = scrolls.read(parent, { $0.viewport }), let transform = transforms[parent]?.current {
                let box = transform.boundingBox(of: Rect(x: -viewport.width / 2, y: -viewport.height / 2,
                                                         width: viewport.width, height: viewport.height))
                clip = clip.map { $0.intersection(box) } ?? box
            }
            current = parent
        }
        return clip
    }

    /// `entity` and its ancestors, innermost first (at most 64).
    public func hitPath(from entity: Entity) -> [Entity] {
        var path: [Entity] = []
        appendHitPath(from: entity, to: &path)
        return path
    }

    /// Appends `entity` and its ancestors, innermost first (at most 64), to `path`.
    public func appendHitPath(from entity: Entity, to path: inout [Entity]) {
        let parents = store(Parent.self)
        var current = entity
        var depth = 0
        path.append(entity)
        while let parent = parents[current]?.entity, isAlive(parent), depth < 63 {
            path.append(parent)
            current = parent
            depth += 1
        }
    }
}

/// Finds what each press of the tick lands on: for a press routed by hit testing, the hit
/// entity and its ancestors (or empty space); for one routed to an entity, that entity's path.
///
/// O(presses × a hit test); moves cost nothing here.
public struct PickingSystem: System {
    public init() {}

    public mutating func run(in world: World) {
        world.withResource(PointerInput.self) { input in pick(&input, in: world) }
    }

    private func pick(_ input: inout PointerInput, in world: World) {
        let background = world.resource(SceneSettings.self).background
        for index in input.items.indices {
            guard case .pointer(let event, let target) = input.items[index], event.kind == .down else { continue }
            let start = input.paths.count
            switch target {
            case .hitTest:
                let hit = world.hitTest(world.windowToScene(event.location))
                if let hit { world.appendHitPath(from: hit, to: &input.paths) }
                let isBackground = hit.map { !world.store(Shape.self).contains($0) || $0 == background } ?? true
                input.items[index] = .pointer(event, target: .path(start..<input.paths.count, background: isBackground))
            case .entity(let entity):
                guard world.isAlive(entity) else { continue }
                world.appendHitPath(from: entity, to: &input.paths)
                input.items[index] = .pointer(event, target: .path(start..<input.paths.count, background: false))
            case .joining, .path:
                continue
            }
        }
    }
}
