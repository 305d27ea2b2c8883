import TactileGestures
import TactileRuntime

/// Everything one frame shows, copied out of the simulation: the only place the renderer reads
/// the simulation, so that a change of the runtime's facade is met here alone.
///
/// ```swift
/// var list = RenderList()
/// list.rebuild(from: simulation, alpha: 0.4, pixelScale: 1, pointers: [:])
/// list.items.count   // the shapes to draw, bottom first
/// ```
///
/// Rebuilding is O(entities) and keeps its arrays' storage between frames.
struct RenderList {
    /// One entity's shape as drawn this frame.
    struct Item {
        var kind: ShapeKind
        /// Local points → output pixels, interpolated between the last two ticks.
        var transform: AffineTransform
        var fill: Color
        var opacity: Double
        var border: Border?
        var shadowRadius: Double
        var isFocused: Bool
        /// Output pixels it is cut to (the scroll views that hold it), if any.
        var clip: Rect? = nil
    }

    /// The shapes, bottom first.
    var items: [Item] = []
    /// The window's size in points, and output pixels per point (HiDPI).
    var windowSize = Vector(width: 1280, height: 800)
    var pixelScale = 1.0
    /// Pointers that are down, and the mirrored fingers that mouse emulation drives, in
    /// window points.
    var pointers: [Point] = []
    var emulatedPointers: [Point] = []
    var showsHelp = false
    /// What the gesture debugger draws, when it is shown.
    var debugger: DebugOverlay?

    /// Replaces the contents with the simulation's state `alpha` (0…1) of the way from the
    /// previous tick to the last; `pointers` are the window's active pointers.
    mutating func rebuild(from simulation: Simulation, alpha: Double, pixelScale: Double,
                          pointers activePointers: [PointerID: Point]) {
        windowSize = simulation.windowSize
        self.pixelScale = pixelScale
        items.removeAll(keepingCapacity: true)
        let toOutput = simulation.camera.sceneToWindow(windowSize: simulation.windowSize)
            .concatenating(AffineTransform(scale: pixelScale))
        let background = simulation.backgroundEntity, focused = simulation.focused
        let shapes = simulation.shapes, presentations = simulation.presentations, transforms = simulation.transforms
        for entity in simulation.entitiesInDrawingOrder where entity != background {
            guard let shape = shapes[entity], let presentation = presentations[entity],
                  let placed = transforms[entity] else { continue }
            let world = Self.interpolate(placed.previous, placed.current, alpha)
            let look = presentation.appearance
            let clip = simulation.world.clipRect(of: entity).map { toOutput.boundingBox(of: $0) }
            items.append(Item(kind: shape.kind, transform: world.concatenating(toOutput), fill: look.fill,
                              opacity: look.opacity, border: look.border, shadowRadius: look.shadowRadius,
                              isFocused: focused == entity, clip: clip))
        }

        self.pointers.removeAll(keepingCapacity: true)
        emulatedPointers.removeAll(keepingCapacity: true)
        for (id, point) in activePointers.sorted(by: { $0.key < $1.key }) {
            self.pointers.append(point)
            emulatedPointers += simulation.emulatedFingers(of: id)
        }
        emulatedPointers += simulation.world.touchpadFingers
        showsHelp = simulation.showsHelp
        debugger = simulation.showsDebugger ? DebugOverlay(simulation, toOutput: toOutput, alpha: alpha, pixelScale: pixelScale) : nil
    }

    static func interpolate(_ a: AffineTransform, _ b: AffineTransform, _ t: Double) -> AffineTransform {
        guard t < 1 else { return b }
        guard a != b else { return a }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return AffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                               tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
    }
}

extension Rect {
    /// Whether the box from (x0, y0) to (x1, y1) overlaps this rectangle.
    func intersects(x0: Double, y0: Double, x1: Double, y1: Double) -> Bool {
        x1 > origin.x && x0 < origin.x + size.width && y1 > origin.y && y0 < origin.y + size.height
    }
}
