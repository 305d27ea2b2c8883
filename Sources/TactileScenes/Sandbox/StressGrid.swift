import TactileECS
import TactileGestures
import TactileRuntime

/// `stress`: N squares of 40 × 40 on a regular grid over the window, each with
/// `drag & magnify & rotate` and no animation — the peer-comparison layout.
struct StressGrid: SceneContent {
    static let defaultCount = 10_000
    /// The most squares it lays out (`tactile` refuses a larger `--entities`).
    static let maximumCount = 1_000_000
    let count: Int

    func fresh() -> any SceneContent { StressGrid(count: count) }

    func install(in simulation: Simulation) {
        let n = max(0, min(count, Self.maximumCount))
        guard n > 0 else { return }
        let (w, h) = (simulation.windowSize.width, simulation.windowSize.height)
        // The window comes from input (a trace's header, a resize): the column count is
        // computed in Double and brought within 1…n before it becomes an Int.
        let aspect = w / h
        let wanted = (Double(n) * (aspect.isFinite && aspect > 0 ? aspect : 1280.0 / 800)).squareRoot().rounded(.up)
        let columns = Int(wanted.clamped(to: 1...Double(n)))
        let rows = (n + columns - 1) / columns
        let (cellW, cellH) = (w / Double(columns), h / Double(rows))
        let palette: [Color] = [.blue, .teal, .indigo, .purple, .pink, .orange, .green, .mint]
        for i in 0..<n {
            let (column, row) = (i % columns, i / columns)
            let centre = Point(x: (Double(column) + 0.5) * cellW, y: (Double(row) + 0.5) * cellH)
            let square = simulation.spawn(name: "square-\(i)", shape: .rectangle(width: 40, height: 40),
                                          appearance: Appearance(position: centre, fill: palette[(row + column) % palette.count]))
            simulation.attach(DirectManipulation(square, in: simulation.world).gesture, to: square)
        }
    }
}
