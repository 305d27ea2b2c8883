import TactileGestures
import TactileRuntime

/// What the gesture debugger (D) draws over a frame, copied out of the simulation: each held
/// pointer's trail and velocity, the frames of the entities on each live interaction's hit
/// path, and each interaction's recognizer tree with its nodes' phases.
///
/// ```swift
/// let overlay = DebugOverlay(simulation, toOutput: toOutput, alpha: 0.5, pixelScale: 1)
/// overlay.trails.first?.velocity   // window points per second
/// ```
///
/// Built only while the debugger is shown: O(trail samples + the interactions' entities and
/// nodes) a frame.
struct DebugOverlay {
    struct Trail {
        /// The pointer's number, as a trace writes it.
        var pointer: Int
        /// Output pixels, oldest first; the last is where the pointer is.
        var points: [Point]
        /// Each point's age in seconds, at the frame's time.
        var ages: [Double]
        /// Window points per second, as the gestures estimate it.
        var velocity: Vector

        /// Where its velocity arrow ends (output pixels): where the pointer would be
        /// ``DebugOverlay/arrowSeconds`` from now, at most 400 points away.
        func arrowTip(scale: Double) -> Point {
            guard let here = points.last, velocity.isFinite else { return points.last ?? .zero }
            let reach = velocity * DebugOverlay.arrowSeconds
            let length = reach.length
            return here + (length > 400 ? reach * (400 / length) : reach) * scale
        }
    }

    /// One entity on a live interaction's hit path: its hit bounds as drawn this frame.
    struct Frame {
        /// The corners in output pixels, clockwise from the local top left.
        var corners: [Point]
        var name: String
        /// 0 for the innermost entity of its interaction, 1 for its parent's gesture, …
        var depth: Int
    }

    /// One live interaction's recognizer tree.
    struct Tree {
        var title: String
        var nodes: [GestureNodeDescription]
    }

    var trails: [Trail] = []
    var frames: [Frame] = []
    var trees: [Tree] = []

    static let trailColour = Color(red: 0.93, green: 0.11, blue: 0.60)
    static let arrowColour = Color(red: 1, green: 0.45, blue: 0)
    static let frameColour = Color(red: 0.05, green: 0.62, blue: 0.78)
    /// How far a velocity arrow reaches: where the pointer would be this long from now.
    static let arrowSeconds = 0.1

    /// The phase colours of the timeline picture, so that both read alike.
    static func colour(of phase: GesturePhase) -> Color {
        TimelineSVG.colours[phase].flatMap { Color(hex: $0) } ?? .gray
    }

    /// Copies the debugger's view of `simulation`; `toOutput` maps scene points to output
    /// pixels and `alpha` places the frame between the last two ticks, as the shapes are drawn.
    init(_ simulation: Simulation, toOutput: AffineTransform, alpha: Double, pixelScale: Double) {
        let now = simulation.now
        let pointerTrails = simulation.pointerTrails
        for trail in pointerTrails.trails {
            trails.append(Trail(
                pointer: PointerIdentity.tracePointer(of: trail.pointer),
                points: trail.samples.map { Point(x: $0.location.x * pixelScale, y: $0.location.y * pixelScale) },
                ages: trail.samples.map { max(now - $0.time, 0) },
                velocity: pointerTrails.velocity(of: trail, at: now)))
        }
        let shapes = simulation.shapes, transforms = simulation.transforms
        let background = simulation.backgroundEntity
        for interaction in simulation.liveInteractions {
            let pointers = interaction.pointers.map { String(PointerIdentity.tracePointer(of: $0)) }
            let held = pointers.isEmpty ? "" : " · pointer\(pointers.count == 1 ? "" : "s") \(pointers.joined(separator: ", "))"
            trees.append(Tree(title: interaction.names.joined(separator: " ← ") + held, nodes: interaction.nodes))
            for (depth, entity) in interaction.entities.enumerated() where entity != background {
                guard let shape = shapes[entity], let placed = transforms[entity] else { continue }
                let t = RenderList.interpolate(placed.previous, placed.current, alpha).concatenating(toOutput)
                let b = shape.hitBounds
                let (x0, y0, x1, y1) = (b.origin.x, b.origin.y, b.origin.x + b.size.width, b.origin.y + b.size.height)
                let corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
                frames.append(Frame(corners: corners.map { t.apply(to: $0) }, name: interaction.names[depth], depth: depth))
            }
        }
    }
}
