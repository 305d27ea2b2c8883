import Testing
import TactileGestures
import TactileECS
import TactileRuntime

/// A seeded generator, so that every run sees the same shuffles.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state ^ (state >> 29)
    }
}

/// Squares the test keeps track of, with the brute-force answer to a hit test.
final class HitTestStack {
    let simulation = Simulation()
    /// In spawn order: entity, half size, and what the test last made of its centre,
    /// z-index and opacity.
    var squares: [(entity: Entity, half: Double, centre: Point, z: Double, opacity: Double)] = []

    @discardableResult
    func spawn(half: Double, at centre: Point, z: Double, opacity: Double = 1) -> Entity {
        let entity = simulation.spawn(name: "square-\(squares.count)",
                                      shape: .rectangle(width: 2 * half, height: 2 * half),
                                      appearance: Appearance(position: centre, opacity: opacity), zIndex: z)
        squares.append((entity, half, centre, z, opacity))
        return entity
    }

    func position(of entity: Entity) -> Int { squares.firstIndex { $0.entity == entity }! }

    /// 50 squares on one spot with z-indices 0 to 49, spawned in an order `random` shuffles,
    /// their transforms up to date.
    static func shuffled(using random: inout SeededGenerator) -> HitTestStack {
        let stack = HitTestStack()
        for z in (0..<50).map(Double.init).shuffled(using: &random) {
            stack.spawn(half: 30, at: Point(x: 400, y: 300), z: z)
        }
        stack.simulation.updateTransforms()
        return stack
    }

    /// Sets the z-index as a scene would: straight into the store.
    func setZ(_ z: Double, of entity: Entity) {
        simulation.zIndices[entity] = ZIndex(z)
        squares[position(of: entity)].z = z
    }

    /// Moves a square at once (no animation): it is marked as moving.
    func move(_ entity: Entity, to centre: Point) {
        var target = simulation.targets[entity]!
        target.position = centre
        simulation.retarget(entity, to: target) { _ in nil }
        squares[position(of: entity)].centre = centre
    }

    func setOpacity(_ opacity: Double, of entity: Entity) {
        var target = simulation.targets[entity]!
        target.opacity = opacity
        simulation.retarget(entity, to: target) { _ in nil }
        squares[position(of: entity)].opacity = opacity
    }

    func bringToFront(_ entity: Entity) {
        simulation.bringToFront(entity)
        squares[position(of: entity)].z = simulation.zIndices[entity]!.value
    }

    /// The topmost visible square containing `point`: highest z, ties to the later spawned.
    func expected(at point: Point) -> Entity? {
        var best: (entity: Entity, z: Double)?
        for square in squares where square.opacity > 0
            && abs(point.x - square.centre.x) <= square.half && abs(point.y - square.centre.y) <= square.half {
            if best == nil || square.z >= best!.z { best = (square.entity, square.z) }
        }
        return best?.entity
    }
}
